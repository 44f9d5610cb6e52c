import FeedStoreContract
import Foundation
import SQLiteFeedStore
import Testing

@Suite struct SQLiteFeedStoreConformanceTests {
    @Test(arguments: FeedStoreSpec.all)
    func conforms(to spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }

    /// The concurrency specs race for 0.5 s each here instead of the default 2 s; `.ci/run` runs this suite again at full
    /// strength (`FEED_STORE_CONTRACT_CONCURRENCY_SECONDS=2`, which wins over these settings).
    private static let settings = FeedStoreContractSettings(concurrentTimeLimit: .milliseconds(500))

    private func makeSUT() -> FeedStoreContract<SQLiteFeedStore> {
        FeedStoreContract(capabilities: [
            .persistent, .imageData, .crashConsistent,
            .failing(.retrieve) { store, _ in try SQLiteScript.run("UPDATE feed_image SET id = 'not a UUID'", on: store.storeURL) },
            .failing(.insert) { store, _ in try SQLiteScript.run("CREATE TRIGGER fail BEFORE INSERT ON feed_image BEGIN SELECT RAISE(ABORT, 'injected'); END", on: store.storeURL) },
            .failing(.delete) { store, _ in try SQLiteScript.run("CREATE TRIGGER fail BEFORE DELETE ON feed_cache BEGIN SELECT RAISE(ABORT, 'injected'); END", on: store.storeURL) },
        ], settings: Self.settings) { location in try SQLiteFeedStore(storeURL: location.appending(path: "feed.sqlite")) }
    }
}
