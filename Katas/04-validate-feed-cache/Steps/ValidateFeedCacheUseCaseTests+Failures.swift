import Testing
import FeedTestSupport

/// Step 3: when cleaning is needed but the deletion fails, the caller hears about it; otherwise validation succeeds.
extension ValidateFeedCacheUseCaseTests {
    @Test func validateCache_throwsTheDeletionErrorForAnUnreadableCache() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(AnyError()))
        store.stubDeletion(.failure(DeletionError()))

        #expect(throws: DeletionError()) { try sut.validateCache() }
    }

    @Test func validateCache_throwsTheDeletionErrorForAnExpiredCache() {
        let (sut, store) = makeSUT(cache: .expired)
        store.stubDeletion(.failure(DeletionError()))

        #expect(throws: DeletionError()) { try sut.validateCache() }
    }

    @Test(arguments: CacheAge.allCases)
    func validateCache_succeedsWhenTheStoreDoes(_ age: CacheAge) {
        let (sut, _) = makeSUT(cache: age)

        #expect(throws: Never.self) { try sut.validateCache() }
    }
}
