import FeedCache
import Foundation

/// Keeps the cache in one JSON file. Every change writes the whole file to `stagingURL`, flushes it and renames
/// it over `storeURL`, so after a crash the file holds either the previous cache or the new one, never a mix.
/// Writers from any instance or process are serialized by a lock file beside the store file; readers need no lock.
///
/// Every change rewrites the whole file, image data included: right for a feed and the images on screen, slow for
/// thousands of image blobs (about 35 ms per blob at 1,000 blobs of 1 KiB), where `SQLiteFeedStore` is the better choice.
/// A corrupt file fails retrieve and insert (its image data cannot be carried over) until it is deleted.
public final class FileFeedStore: FeedStore, FeedImageDataStore {
    public let storeURL: URL

    /// Where each change is prepared before it replaces the store file (same directory, so the rename is atomic).
    public var stagingURL: URL { storeURL.appendingPathExtension("staging") }

    private var lockURL: URL { storeURL.appendingPathExtension("lock") }

    public init(storeURL: URL) {
        self.storeURL = storeURL
    }

    public func deleteCachedFeed() throws {
        try write { try DurableFile.remove(storeURL.path, stagingAt: stagingURL.path) }
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        try write {
            var cache = try read() ?? StoredCache(timestamp: timestamp, feed: [], imageData: [:])
            cache.replaceFeed(with: feed, timestamp: timestamp)
            try replace(with: cache)
        }
    }

    public func retrieve() throws -> CachedFeed? {
        try read().map { CachedFeed(feed: $0.feed, timestamp: $0.timestamp) }
    }

    /// Data for an image that is not in the cached feed is not kept: it would outlive any use.
    public func insert(_ data: Data, for url: URL) throws {
        try write {
            guard var cache = try read(), cache.feed.contains(where: { $0.url == url }) else { return }
            cache.imageData[url.absoluteString] = data
            try replace(with: cache)
        }
    }

    public func retrieve(dataForURL url: URL) throws -> Data? {
        try read()?.imageData[url.absoluteString]
    }

    /// Runs a change under the writer lock; a failure of the file calls names the file and says the cache is unchanged.
    private func write(_ change: () throws -> Void) throws {
        do {
            try DurableFile.withExclusiveLock(on: lockURL.path, change)
        } catch let error as DurableFile.Failure {
            throw FileFeedStoreError.unwritable(path: error.path, reason: error.reason)
        }
    }

    private func read() throws -> StoredCache? {
        let bytes: Data?
        do {
            bytes = try DurableFile.contents(of: storeURL.path)
        } catch let error as DurableFile.Failure {
            throw FileFeedStoreError.unreadable(path: error.path, reason: error.reason)
        }
        guard let bytes else { return nil }
        do {
            return try JSONDecoder().decode(StoredCache.self, from: bytes)
        } catch {
            throw FileFeedStoreError.corrupt(path: storeURL.path, reason: "not a feed cache: \(error)")
        }
    }

    private func replace(with cache: StoredCache) throws {
        try DurableFile.replace(storeURL.path, with: try JSONEncoder().encode(cache), stagingAt: stagingURL.path)
    }
}
