import Foundation
import Testing
import FeedCache
import FeedTestSupport

/// Step 2: after a successful deletion the new feed goes in, as the store's model and with the save time.
extension CacheFeedUseCaseTests {
    @Test func save_insertsTheFeedWithTheCurrentTimeAfterDeleting() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let feed = FeedFixtures.uniqueImageFeed()
        let (sut, store) = makeSUT(now: now)

        try sut.save(feed.models)

        #expect(store.receivedMessages == [.deleteCachedFeed, .insert(feed.local, now)])
    }

    @Test func save_insertsNothingWhenDeletionFails() {
        let (sut, store) = makeSUT()
        store.stubDeletion(.failure(AnyError()))

        try? sut.save(FeedFixtures.uniqueImageFeed().models)

        #expect(store.receivedMessages == [.deleteCachedFeed])
    }
}
