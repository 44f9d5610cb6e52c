import Foundation
import FeedFeature
import FeedCache

/// Replaces the cached feed with a freshly loaded one, stamped with the injected clock's time.
public struct FeedCacher: Sendable {
    private let store: any FeedStore
    private let currentDate: @Sendable () -> Date

    public init(store: any FeedStore, currentDate: @escaping @Sendable () -> Date) {
        self.store = store
        self.currentDate = currentDate
    }

    /// Deletes before inserting so a failed delete never leaves an old feed under a new timestamp.
    public func save(_ feed: [FeedImage]) throws {
        try store.deleteCachedFeed()
        try store.insert(feed.map(LocalFeedImage.init), timestamp: currentDate())
    }
}
