import Foundation
import Testing
import FeedCache
import CacheFeed
import FeedTestSupport

/// Step 1: saving starts by removing what is cached; merely creating the cacher sends the store nothing.
@Suite struct CacheFeedUseCaseTests {
    @Test func creatingTheCacher_sendsTheStoreNothing() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test func save_firstDeletesTheCachedFeed() {
        let (sut, store) = makeSUT()

        try? sut.save(FeedFixtures.uniqueImageFeed().models)

        #expect(store.receivedMessages.first == .deleteCachedFeed)
    }

    // MARK: - Helpers (the later steps use them too)

    func makeSUT(now: Date = Date()) -> (sut: FeedCacher, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        return (FeedCacher(store: store, currentDate: { now }), store)
    }
}
