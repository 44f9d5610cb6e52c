import CacheFeed
import FeedCache
import FeedFeature
import Testing

@Suite struct LoadFeedFromCacheUseCaseTests {
    @Test func deliversNoImagesOnEmptyCache() throws {
        let sut = makeSUT()

        #expect(try sut.load().isEmpty)
    }

    private func makeSUT() -> LocalFeedLoader {
        LocalFeedLoader(store: FeedStoreStub())
    }
}

private struct FeedStoreStub: FeedStore {
    func retrieve() throws -> [FeedImage] { [] }
}
