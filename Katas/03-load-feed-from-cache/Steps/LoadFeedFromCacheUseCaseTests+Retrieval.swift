import Testing
import FeedTestSupport

/// Step 2: a store that cannot read fails the load; a store with nothing in it delivers an empty feed.
extension LoadFeedFromCacheUseCaseTests {
    @Test func load_throwsTheRetrievalError() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(AnyError()))

        #expect(throws: AnyError.self) { try sut.load() }
    }

    @Test func load_deliversNothingFromAnEmptyCache() throws {
        let (sut, _) = makeSUT(cache: nil)

        let feed = try sut.load()

        #expect(feed == [])
    }
}
