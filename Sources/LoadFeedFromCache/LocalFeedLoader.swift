import Foundation
import FeedFeature
import FeedCache

/// Delivers the cached feed while it is fresh. An expired or empty cache is an empty feed, not an
/// error: an offline customer sees nothing rather than a failure. Loading never modifies the cache;
/// cleaning it is `FeedCacheValidator`'s job.
public struct LocalFeedLoader: Sendable {
    private let store: any FeedStore
    private let currentDate: @Sendable () -> Date

    public init(store: any FeedStore, currentDate: @escaping @Sendable () -> Date) {
        self.store = store
        self.currentDate = currentDate
    }

    public func load() throws -> [FeedImage] {
        guard let cache = try store.retrieve(),
              FeedCachePolicy.validate(cache.timestamp, against: currentDate()) else {
            return []
        }
        return cache.feed.map(FeedImage.init)
    }
}
