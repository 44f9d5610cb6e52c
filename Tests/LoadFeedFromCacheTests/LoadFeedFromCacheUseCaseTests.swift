import Foundation
import Testing
import FeedCache
import LoadFeedFromCache
import FeedTestSupport

@Suite struct LoadFeedFromCacheUseCaseTests {
    @Test func init_doesNotMessageStoreUponCreation() {
        let (_, store) = makeSUT()

        #expect(store.receivedMessages.isEmpty)
    }

    @Test func load_requestsCacheRetrieval() throws {
        let (sut, store) = makeSUT()

        _ = try sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test func load_failsOnRetrievalError() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(AnyError()))

        #expect(throws: AnyError()) {
            try sut.load()
        }
    }

    @Test func load_deliversNoImagesOnEmptyCache() throws {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.success(nil))

        #expect(try sut.load().isEmpty)
    }

    @Test func load_deliversCachedImagesOnNonExpiredCache() throws {
        let feed = FeedFixtures.uniqueImageFeed()
        let fixedCurrentDate = Date()
        let nonExpiredTimestamp = fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: 1)
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.stubRetrieval(.success(CachedFeed(feed: feed.local, timestamp: nonExpiredTimestamp)))

        #expect(try sut.load() == feed.models)
    }

    @Test func load_deliversNoImagesOnCacheExpiration() throws {
        let fixedCurrentDate = Date()
        let expirationTimestamp = fixedCurrentDate.minusFeedCacheMaxAge()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.stubRetrieval(.success(CachedFeed(feed: FeedFixtures.uniqueImageFeed().local, timestamp: expirationTimestamp)))

        #expect(try sut.load().isEmpty)
    }

    @Test func load_deliversNoImagesOnExpiredCache() throws {
        let fixedCurrentDate = Date()
        let expiredTimestamp = fixedCurrentDate.minusFeedCacheMaxAge().adding(seconds: -1)
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.stubRetrieval(.success(CachedFeed(feed: FeedFixtures.uniqueImageFeed().local, timestamp: expiredTimestamp)))

        #expect(try sut.load().isEmpty)
    }

    @Test func load_hasNoSideEffectsOnRetrievalError() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(AnyError()))

        _ = try? sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    @Test(arguments: CacheAge.allCases)
    func load_hasNoSideEffectsOnCache(_ age: CacheAge) throws {
        let fixedCurrentDate = Date()
        let (sut, store) = makeSUT(currentDate: { fixedCurrentDate })
        store.stubRetrieval(.success(age.cache(relativeTo: fixedCurrentDate)))

        _ = try sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }

    // MARK: - Helpers

    private func makeSUT(
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) -> (sut: LocalFeedLoader, store: FeedStoreSpy) {
        let store = FeedStoreSpy()
        let sut = LocalFeedLoader(store: store, currentDate: currentDate)
        return (sut, store)
    }
}
