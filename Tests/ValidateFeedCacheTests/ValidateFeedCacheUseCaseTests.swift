import Foundation
import Testing
import FeedCache
import ValidateFeedCache
import FeedTestSupport

@Suite struct ValidateFeedCacheUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func validateCache_deletesCacheOnRetrievalError() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(AnyError()))

        try? sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test(arguments: [CacheAge.exactlyExpired, .expired])
    func validateCache_deletesExpiredCache(_ age: CacheAge) throws {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        store.stubRetrieval(.success(age.cache(relativeTo: now)))

        try sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test(arguments: [CacheAge.empty, .nonExpired])
    func validateCache_doesNotDeleteValidCache(_ age: CacheAge) throws {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        store.stubRetrieval(.success(age.cache(relativeTo: now)))

        try sut.validateCache()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func validateCache_failsOnDeletionErrorOfFailedRetrieval() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(AnyError()))
        store.stubDeletion(.failure(DeletionError()))

        #expect(throws: DeletionError()) {
            try sut.validateCache()
        }
    }

    @Test func validateCache_failsOnDeletionErrorOfExpiredCache() {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        store.stubRetrieval(.success(CacheAge.expired.cache(relativeTo: now)))
        store.stubDeletion(.failure(DeletionError()))

        #expect(throws: DeletionError()) {
            try sut.validateCache()
        }
    }

    @Test func validateCache_succeedsOnSuccessfulDeletionOfFailedRetrieval() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(AnyError()))

        #expect(throws: Never.self) {
            try sut.validateCache()
        }
    }

    @Test func validateCache_succeedsOnSuccessfulDeletionOfExpiredCache() {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        store.stubRetrieval(.success(CacheAge.expired.cache(relativeTo: now)))

        #expect(throws: Never.self) {
            try sut.validateCache()
        }
    }

    @Test(arguments: [CacheAge.empty, .nonExpired])
    func validateCache_succeedsOnValidCache(_ age: CacheAge) {
        let now = Date()
        let (sut, store) = makeSUT(currentDate: { now })
        store.stubRetrieval(.success(age.cache(relativeTo: now)))

        #expect(throws: Never.self) {
            try sut.validateCache()
        }
    }

    // MARK: - Helpers

    private struct DeletionError: Error, Equatable {}

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) -> (sut: FeedCacheValidator, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = FeedCacheValidator(store: store, currentDate: currentDate)
        return (sut, store)
    }
}
