import Foundation
import Testing
import FeedCache
import ValidateFeedCache
import FeedTestSupport

/// Step 1: a cache that cannot be read is deleted; creating the validator sends the store nothing.
@Suite struct ValidateFeedCacheUseCaseTests {
    @Test func creatingTheValidator_sendsTheStoreNothing() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages == [])
    }

    @Test func validateCache_deletesACacheThatCannotBeRead() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(AnyError()))

        try? sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    // MARK: - Helpers (the later steps use them too)

    func makeSUT(now: Date = Date(), cache: CacheAge = .empty) -> (sut: FeedCacheValidator, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        store.stubRetrieval(.success(cache.cache(relativeTo: now)))
        return (FeedCacheValidator(store: store, currentDate: { now }), store)
    }

    struct DeletionError: Error, Equatable {}
}
