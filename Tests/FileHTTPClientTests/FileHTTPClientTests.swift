import Foundation
import Testing
import FileHTTPClient

@Suite final class FileHTTPClientTests {
    @Test func get_answersWithTheFileAtTheURLPath() async throws {
        let (sut, root) = try makeSUT(files: ["v1/image/1/comments": "comments"])
        let url = root.appendingPathComponent("v1/image/1/comments")

        let (data, response) = try await sut.get(from: url)

        #expect(String(decoding: data, as: UTF8.self) == "comments")
        #expect(response.statusCode == 200)
        #expect(response.url == url)
    }

    @Test func get_answersWithTheFileNamedAfterPathAndQuery() async throws {
        let (sut, root) = try makeSUT(files: ["v1/feed?limit=10": "first page", "v1/feed?limit=10&after_id=A": "second page"])

        let (first, _) = try await sut.get(from: url(root, "v1/feed?limit=10"))
        let (second, _) = try await sut.get(from: url(root, "v1/feed?limit=10&after_id=A"))

        #expect(String(decoding: first, as: UTF8.self) == "first page")
        #expect(String(decoding: second, as: UTF8.self) == "second page")
    }

    @Test(arguments: ["v1/missing", "v1", "v1/feed?limit=99", "../outside"])
    func get_answers404WhenNoFileInTheFolderMatches(_ path: String) async throws {
        let (sut, root) = try makeSUT(files: ["v1/feed?limit=10": "first page"])
        try Data("outside".utf8).write(to: root.deletingLastPathComponent().appendingPathComponent("outside"))

        let (data, response) = try await sut.get(from: url(root, path))

        #expect(response.statusCode == 404)
        #expect(data.isEmpty)
    }

    @Test func get_failsForAURLThatIsNotAFile() async throws {
        let (sut, _) = try makeSUT(files: [:])

        await #expect(throws: FileHTTPClient.Unreachable.self) {
            try await sut.get(from: URL(string: "https://any-url.com/v1/feed")!)
        }
    }

    @Test func get_failsWhenTheFolderDoesNotExist() async throws {
        let root = fileManager.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)")
        let sut = FileHTTPClient(root: root)

        await #expect(throws: FileHTTPClient.Unreachable.self) {
            try await sut.get(from: root.appendingPathComponent("v1/feed"))
        }
    }

    // MARK: - Helpers

    private let fileManager = FileManager()
    private let sandbox = FileManager().temporaryDirectory.appendingPathComponent("FileHTTPClientTests-\(UUID().uuidString)")

    // Each test runs on its own instance, so its sandbox goes when the test ends.
    deinit { try? fileManager.removeItem(at: sandbox) }

    private func makeSUT(files: [String: String]) throws -> (sut: FileHTTPClient, root: URL) {
        let root = sandbox.appendingPathComponent("api")
        try fileManager.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, contents) in files {
            let file = URL(fileURLWithPath: root.path + "/" + path)
            try fileManager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
        return (FileHTTPClient(root: root), root)
    }

    private func url(_ root: URL, _ pathAndQuery: String) -> URL {
        URL(string: root.absoluteString + "/" + pathAndQuery)!
    }
}
