import Foundation
import FeedCache

/// Deletes a cache that is expired or cannot be read, so stale or corrupt data is never shown later.
public struct FeedCacheValidator: Sendable {
    private let store: any FeedStore
    private let currentDate: @Sendable () -> Date

    public init(store: any FeedStore, currentDate: @escaping @Sendable () -> Date) {
        self.store = store
        self.currentDate = currentDate
    }

    public func validateCache() throws {
        let cache: CachedFeed?
        do {
            cache = try store.retrieve()
        } catch {
            try store.deleteCachedFeed()
            return
        }
        if let cache, !FeedCachePolicy.validate(cache.timestamp, against: currentDate()) {
            try store.deleteCachedFeed()
        }
    }
}
