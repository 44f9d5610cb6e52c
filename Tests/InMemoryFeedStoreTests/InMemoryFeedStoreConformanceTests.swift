import FeedStoreContract
import InMemoryFeedStore
import Testing

@Suite struct InMemoryFeedStoreConformanceTests {
    @Test(arguments: FeedStoreSpec.all)
    func conforms(to spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }

    private func makeSUT() -> FeedStoreContract<InMemoryFeedStore> {
        FeedStoreContract(capabilities: [.imageData]) { _ in InMemoryFeedStore() }
    }
}
