import Foundation
import Testing
import FeedCache
import FeedTestSupport

/// Step 3: the cached images are delivered only while the cache is younger than the policy's maximum age.
extension LoadFeedFromCacheUseCaseTests {
    @Test func load_deliversTheCachedImagesOfANonExpiredCache() throws {
        let now = Date()
        let feed = FeedFixtures.uniqueImageFeed()
        let (sut, _) = makeSUT(now: now, cache: CachedFeed(feed: feed.local, timestamp: now.minusFeedCacheMaxAge().adding(seconds: 1)))

        let delivered = try sut.load()

        #expect(delivered == feed.models)
    }

    @Test(arguments: [CacheAge.exactlyExpired, .expired])
    func load_deliversNothingFromAnExpiredCache(_ age: CacheAge) throws {
        let now = Date()
        let (sut, _) = makeSUT(now: now, cache: age.cache(relativeTo: now))

        let feed = try sut.load()

        #expect(feed == [])
    }
}
