import Foundation
import SQLiteFeedStore
import Testing

@Suite struct SQLiteFeedStoreOpeningTests {
    @Test func newStoreUsesWALAndTheCurrentSchemaVersion() throws {
        let url = try makeDatabaseURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }

        _ = try makeSUT(at: url)

        #expect(try SQLiteScript.text("PRAGMA journal_mode", on: url) == "wal")
        #expect(try SQLiteScript.integer("PRAGMA user_version", on: url) == Int64(SQLiteFeedStore.schemaVersion))
    }

    @Test func fileThatIsNotADatabaseIsRefusedNamingTheFile() throws {
        let url = try makeDatabaseURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try Data(String(repeating: "not a database ", count: 100).utf8).write(to: url)

        #expect(throws: SQLiteFeedStoreError.notADatabase(path: url.path)) { try makeSUT(at: url) }
    }

    @Test func databaseFromANewerVersionIsRefusedAndLeftUnchanged() throws {
        let url = try makeDatabaseURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try SQLiteScript.run("PRAGMA user_version = 2", on: url)

        #expect(throws: SQLiteFeedStoreError.newerSchema(path: url.path, version: 2, supported: 1)) { try makeSUT(at: url) }
        #expect(try SQLiteScript.integer("PRAGMA user_version", on: url) == 2)
        #expect(try SQLiteScript.text("PRAGMA journal_mode", on: url) == "delete")
    }

    @Test func writeWaitsForAnotherConnectionToFinishItsWrite() async throws {
        let url = try makeDatabaseURL()
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let sut = try makeSUT(at: url, busyTimeout: .seconds(10))
        // The other connection holds the lock on a thread of its own, and the test awaits it: no thread of the
        // shared pool sleeps or waits.
        let (holding, holder) = AsyncThrowingStream<Void, any Error>.makeStream()
        Thread {
            do {
                try SQLiteScript.holdWriteLock(on: url, for: .milliseconds(300)) { holder.yield() }
                holder.finish()
            } catch {
                holder.finish(throwing: error)
            }
        }.start()
        var lockEvents = holding.makeAsyncIterator()
        try await lockEvents.next()

        try sut.insert([], timestamp: Date(timeIntervalSinceReferenceDate: 1))

        while try await lockEvents.next() != nil {}
        #expect(try sut.retrieve()?.timestamp == Date(timeIntervalSinceReferenceDate: 1))
    }

    private func makeSUT(at url: URL, busyTimeout: Duration = .seconds(5)) throws -> SQLiteFeedStore {
        try SQLiteFeedStore(storeURL: url, busyTimeout: busyTimeout)
    }

    private func makeDatabaseURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "SQLiteFeedStoreTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appending(path: "feed.sqlite")
    }
}
