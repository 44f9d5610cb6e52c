import FeedCache
import FileFeedStore
import Foundation
import Testing

@Suite struct FileFeedStoreErrorReportingTests {
    @Test func retrieveOnCorruptFileThrowsErrorNamingTheFile() throws {
        let (sut, directory) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"timestamp": 1, "feed": [{"id": "trunc"#.utf8).write(to: sut.storeURL)

        let error = try #require(throws: FileFeedStoreError.self) { try sut.retrieve() }

        guard case let .corrupt(path, _) = error else { Issue.record("expected .corrupt, got \(error)"); return }
        #expect(path == sut.storeURL.path)
        #expect(error.description.contains(sut.storeURL.path))
    }

    @Test func retrieveOnUnreadableFileThrowsErrorNamingTheFile() throws {
        let (sut, directory) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: sut.storeURL, withIntermediateDirectories: false)

        let error = try #require(throws: FileFeedStoreError.self) { try sut.retrieve() }

        #expect(error == .unreadable(path: sut.storeURL.path, reason: "Is a directory"))
    }

    @Test func insertIntoMissingDirectoryThrowsErrorNamingTheFile() throws {
        let (_, directory) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sut = FileFeedStore(storeURL: directory.appending(path: "missing/feed.json"))

        let error = try #require(throws: FileFeedStoreError.self) { try sut.insert([], timestamp: .now) }

        #expect(error.description.contains(directory.appending(path: "missing").path))
    }

    @Test func writesLeaveOnlyTheStoreFileAndItsLock() throws {
        let (sut, directory) = try makeSUT()
        defer { try? FileManager.default.removeItem(at: directory) }

        try sut.insert([], timestamp: .now)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["feed.json", "feed.json.lock"])
        try sut.deleteCachedFeed()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["feed.json.lock"])
    }

    private func makeSUT() throws -> (FileFeedStore, directory: URL) {
        let directory = FileManager.default.temporaryDirectory.appending(path: "FileFeedStoreTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (FileFeedStore(storeURL: directory.appending(path: "feed.json")), directory)
    }
}
