import FeedStoreContract
import FileFeedStore
import Foundation
import Testing

@Suite struct FileFeedStoreConformanceTests {
    @Test(arguments: FeedStoreSpec.all)
    func conforms(to spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }

    /// The concurrency specs race for 0.5 s each here instead of the default 2 s; `.ci/run` runs this suite again at full
    /// strength (`FEED_STORE_CONTRACT_CONCURRENCY_SECONDS=2`, which wins over these settings).
    private static let settings = FeedStoreContractSettings(concurrentTimeLimit: .milliseconds(500))

    private func makeSUT() -> FeedStoreContract<FileFeedStore> {
        let blockStaging: @Sendable (FileFeedStore, URL) throws -> Void = { store, _ in
            try FileManager.default.createDirectory(at: store.stagingURL, withIntermediateDirectories: false)
        }
        return FeedStoreContract(capabilities: [
            .persistent, .imageData, .crashConsistent, .failing(.insert, inject: blockStaging), .failing(.delete, inject: blockStaging),
            .failing(.retrieve) { store, _ in try Data("not a feed cache".utf8).write(to: store.storeURL) },
        ], settings: Self.settings) { location in FileFeedStore(storeURL: location.appending(path: "feed.json")) }
    }
}
