import Foundation
import Testing
import FeedTestSupport

/// Step 4: loading is a query; whatever the cache holds, or if it cannot be read, the store is only read.
extension LoadFeedFromCacheUseCaseTests {
    @Test(arguments: CacheAge.allCases)
    func load_onlyReadsTheCache(_ age: CacheAge) {
        let now = Date()
        let (sut, store) = makeSUT(now: now, cache: age.cache(relativeTo: now))

        _ = try? sut.load()

        #expect(store.receivedMessages == [.retrieve], "a \(age) cache")
    }

    @Test func load_onlyReadsACacheThatCannotBeRead() {
        let (sut, store) = makeSUT()
        store.stubRetrieval(.failure(AnyError()))

        _ = try? sut.load()

        #expect(store.receivedMessages == [.retrieve])
    }
}
