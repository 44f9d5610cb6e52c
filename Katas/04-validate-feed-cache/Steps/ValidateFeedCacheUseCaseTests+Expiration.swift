import Testing
import FeedTestSupport

/// Step 2: the policy decides: an expired cache is deleted, a valid or empty one is left alone.
extension ValidateFeedCacheUseCaseTests {
    @Test(arguments: [CacheAge.exactlyExpired, .expired])
    func validateCache_deletesAnExpiredCache(_ age: CacheAge) {
        let (sut, store) = makeSUT(cache: age)

        try? sut.validateCache()

        #expect(store.receivedMessages == [.retrieve, .deleteCachedFeed])
    }

    @Test(arguments: [CacheAge.empty, .nonExpired])
    func validateCache_keepsAValidCache(_ age: CacheAge) {
        let (sut, store) = makeSUT(cache: age)

        try? sut.validateCache()

        #expect(store.receivedMessages == [.retrieve])
    }
}
