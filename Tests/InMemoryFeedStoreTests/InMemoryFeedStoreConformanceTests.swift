import FeedStoreContract
import InMemoryFeedStore
import Testing

@Suite struct InMemoryFeedStoreConformanceTests {
    @Test(arguments: FeedStoreSpec.all)
    func conforms(to spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }

    /// The concurrency specs race for 0.5 s each here instead of the default 2 s; `.ci/run` runs this suite again at full
    /// strength (`FEED_STORE_CONTRACT_CONCURRENCY_SECONDS=2`, which wins over these settings).
    private static let settings = FeedStoreContractSettings(concurrentTimeLimit: .milliseconds(500))

    private func makeSUT() -> FeedStoreContract<InMemoryFeedStore> {
        FeedStoreContract(capabilities: [.imageData], settings: Self.settings) { _ in InMemoryFeedStore() }
    }
}
