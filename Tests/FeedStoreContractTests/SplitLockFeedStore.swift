import FeedCache
import Foundation

/// A store that keeps the feed and its timestamp in two fields, each behind its own lock: every access is
/// locked, yet an insert is two steps that another thread can see between.
final class SplitLockFeedStore: FeedStore {
    private let feed = Locked<[LocalFeedImage]?>(nil)
    private let timestamp = Locked<Date?>(nil)

    func deleteCachedFeed() throws {
        feed.withLock { $0 = nil }
        timestamp.withLock { $0 = nil }
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        self.feed.withLock { $0 = feed }
        self.timestamp.withLock { $0 = timestamp }
    }

    func retrieve() throws -> CachedFeed? {
        guard let feed = feed.withLock({ $0 }), let timestamp = timestamp.withLock({ $0 }) else { return nil }
        return CachedFeed(feed: feed, timestamp: timestamp)
    }
}
