import Foundation
import Testing
import FeedCache
import CacheFeed
import FeedTestSupport

@Suite struct CacheFeedUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func save_doesNotRequestCacheInsertionOnDeletionError() {
        let (sut, store) = makeSUT()
        store.stubDeletion(.failure(AnyError()))

        _ = try? sut.save(FeedFixtures.uniqueImageFeed().models)

        #expect(store.receivedMessages == [.deleteCachedFeed])
    }

    @Test func save_requestsNewCacheInsertionWithTimestampOnSuccessfulDeletion() throws {
        let timestamp = Date()
        let feed = FeedFixtures.uniqueImageFeed()
        let (sut, store) = makeSUT(currentDate: { timestamp })

        try sut.save(feed.models)

        #expect(store.receivedMessages == [.deleteCachedFeed, .insert(feed.local, timestamp)])
    }

    @Test func save_failsOnDeletionError() {
        let (sut, store) = makeSUT()
        store.stubDeletion(.failure(AnyError()))

        #expect(throws: AnyError()) {
            try sut.save(FeedFixtures.uniqueImageFeed().models)
        }
    }

    @Test func save_failsOnInsertionError() {
        let (sut, store) = makeSUT()
        store.stubInsertion(.failure(AnyError()))

        #expect(throws: AnyError()) {
            try sut.save(FeedFixtures.uniqueImageFeed().models)
        }
    }

    @Test func save_succeedsOnSuccessfulCacheInsertion() {
        let (sut, _) = makeSUT()

        #expect(throws: Never.self) {
            try sut.save(FeedFixtures.uniqueImageFeed().models)
        }
    }

    // MARK: - Helpers

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) -> (sut: FeedCacher, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = FeedCacher(store: store, currentDate: currentDate)
        return (sut, store)
    }
}
