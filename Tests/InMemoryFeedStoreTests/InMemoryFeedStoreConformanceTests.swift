import FeedStoreContract
import InMemoryFeedStore
import Testing

@Suite struct InMemoryFeedStoreConformanceTests {
    /// The concurrency specs race for 0.5 s instead of 2 s in `swift test`; CI's Thread Sanitizer step runs this suite
    /// at full strength (docs/plugging-a-store.md, section 4).
    static let settings = FeedStoreContractSettings(concurrentTimeLimit: .milliseconds(500))

    @Test(arguments: FeedStoreSpec.all)
    func conforms(to spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }

    private func makeSUT() -> FeedStoreContract<InMemoryFeedStore> {
        FeedStoreContract(capabilities: [.imageData], settings: Self.settings) { _ in InMemoryFeedStore() }
    }
}
