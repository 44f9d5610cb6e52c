import FeedCache
import Foundation

/// A store whose image data has its own lock: each call is locked, but an image data insert checks the feed under
/// one lock and writes under the other, so a feed replacement in between leaves data for a URL the feed dropped.
final class SeparateImageDataLockStore: FeedStore, FeedImageDataStore {
    private let cache = Locked<CachedFeed?>(nil)
    private let imageData = Locked<[URL: Data]>([:])

    func deleteCachedFeed() throws {
        cache.withLock { $0 = nil }
        imageData.withLock { $0 = [:] }
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        cache.withLock { $0 = CachedFeed(feed: feed, timestamp: timestamp) }
        let urls = Set(feed.map(\.url))
        imageData.withLock { $0 = $0.filter { urls.contains($0.key) } }
    }

    func retrieve() throws -> CachedFeed? {
        cache.withLock { $0 }
    }

    func insert(_ data: Data, for url: URL) throws {
        guard cache.withLock({ $0?.feed.contains { $0.url == url } }) == true else { return }
        imageData.withLock { $0[url] = data }
    }

    func retrieve(dataForURL url: URL) throws -> Data? {
        imageData.withLock { $0[url] }
    }
}
