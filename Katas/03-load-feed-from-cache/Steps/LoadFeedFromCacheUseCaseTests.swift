import Foundation
import Testing
import FeedCache
import LoadFeedFromCache
import FeedTestSupport

/// Step 1: loading reads the cache; creating the loader sends the store nothing.
@Suite struct LoadFeedFromCacheUseCaseTests {
    @Test func creatingTheLoader_sendsTheStoreNothing() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test func load_retrievesTheCache() {
        let (sut, store) = makeSUT()

        _ = try? sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    // MARK: - Helpers (the later steps use them too)

    func makeSUT(now: Date = Date(), cache: CachedFeed? = nil) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        store.stubRetrieval(.success(cache))
        return (LocalFeedLoader(store: store, currentDate: { now }), store)
    }
}
