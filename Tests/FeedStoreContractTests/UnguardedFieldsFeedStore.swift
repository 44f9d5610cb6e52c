import FeedCache
import Foundation

/// A store that keeps the feed and its timestamp in two unguarded fields (`nonisolated(unsafe)`), written one
/// after the other. Memory-unsafe under concurrency, so the contract's tests run it in a child process.
final class UnguardedFieldsFeedStore: FeedStore {
    nonisolated(unsafe) private var feed: [LocalFeedImage]?
    nonisolated(unsafe) private var timestamp: Date?

    func deleteCachedFeed() throws {
        feed = nil
        timestamp = nil
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        self.feed = feed
        self.timestamp = timestamp
    }

    func retrieve() throws -> CachedFeed? {
        guard let feed, let timestamp else { return nil }
        return CachedFeed(feed: feed, timestamp: timestamp)
    }
}
