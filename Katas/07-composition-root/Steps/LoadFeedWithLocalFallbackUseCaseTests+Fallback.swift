import Testing
import FeedTestSupport

/// Step 2: offline, the cached feed is shown instead; a cache that cannot be read or written is handled.
extension LoadFeedWithLocalFallbackUseCaseTests {
    @Test func load_onRemoteFailure_deliversTheCachedFeedWithoutCachingIt() async throws {
        let cachedFeed = [FeedFixtures.uniqueImage()]
        let (sut, useCases) = makeSUT(remotePages: [.failure(AnyError())], cachedFeed: .success(cachedFeed))

        let page = try await sut.load()

        #expect(page.items == cachedFeed)
        #expect(useCases.messages == [.loadRemotePage(after: nil), .loadCachedFeed])
    }

    @Test func load_onRemoteFailureAndEmptyCache_deliversAnEmptyLastPage() async throws {
        let (sut, _) = makeSUT(remotePages: [.failure(AnyError())], cachedFeed: .success([]))

        let page = try await sut.load()

        #expect(page.items == [])
        #expect(page.loadMore == nil)
    }

    @Test func load_onRemoteAndCacheFailure_failsWithTheCacheError() async {
        let (sut, _) = makeSUT(remotePages: [.failure(AnyError())], cachedFeed: .failure(AnyError()))

        await #expect(throws: AnyError()) { try await sut.load() }
    }

    @Test func load_onCachingFailure_stillDeliversTheRemoteFeed() async throws {
        let remoteFeed = [FeedFixtures.uniqueImage()]
        let (sut, _) = makeSUT(remotePages: [.success(remoteFeed)], cacheError: AnyError())

        let page = try await sut.load()

        #expect(page.items == remoteFeed)
    }
}
