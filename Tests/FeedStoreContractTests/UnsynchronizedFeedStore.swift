import FeedCache
import Foundation

/// A store with no synchronization at all, the way it is written when `nonisolated(unsafe)` silences the compiler:
/// threads read and write its state at the same time. Memory-unsafe under concurrency, so the contract's tests run
/// it in a child process.
final class UnsynchronizedFeedStore: FeedStore, FeedImageDataStore {
    nonisolated(unsafe) private var cache: CachedFeed?
    nonisolated(unsafe) private var imageData: [URL: Data] = [:]

    func deleteCachedFeed() throws {
        cache = nil
        imageData = [:]
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        cache = CachedFeed(feed: feed, timestamp: timestamp)
        let urls = Set(feed.map(\.url))
        imageData = imageData.filter { urls.contains($0.key) }
    }

    func retrieve() throws -> CachedFeed? {
        cache
    }

    func insert(_ data: Data, for url: URL) throws {
        guard cache?.feed.contains(where: { $0.url == url }) == true else { return }
        imageData[url] = data
    }

    func retrieve(dataForURL url: URL) throws -> Data? {
        imageData[url]
    }
}
