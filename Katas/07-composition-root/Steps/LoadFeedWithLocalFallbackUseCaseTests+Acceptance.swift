import Testing
import FeedTestSupport

/// Step 4, the acceptance test: two launches of the app over the same cache, the first online, the second offline.
extension LoadFeedWithLocalFallbackUseCaseTests {
    @Test func offlineLaunch_afterAnOnlineLaunch_showsEveryImageTheOnlineLaunchLoaded() async throws {
        let firstPage = fullPage()
        let lastPage = [FeedFixtures.uniqueImage()]
        let useCases = UseCasesSpy(remotePages: [.success(firstPage), .success(lastPage)], cachedFeed: .success([]), cacheError: nil)

        let onlineLaunch = try await makeSUT(composing: useCases).load()
        let loadMore = try #require(onlineLaunch.loadMore)
        _ = try await loadMore()
        let offlineLaunch = try await makeSUT(composing: useCases).load()

        #expect(offlineLaunch.items == firstPage + lastPage)
    }

    @Test func offlineLaunch_withoutAnEarlierOnlineLaunch_showsAnEmptyFeed() async throws {
        let useCases = UseCasesSpy(remotePages: [], cachedFeed: .success([]), cacheError: nil)

        let offlineLaunch = try await makeSUT(composing: useCases).load()

        #expect(offlineLaunch.items == [])
        #expect(offlineLaunch.loadMore == nil)
    }
}
