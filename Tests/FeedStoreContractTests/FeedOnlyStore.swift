import FeedCache
import Foundation

/// A store that keeps no image data, to declare a capability it cannot have.
struct FeedOnlyStore: FeedStore {
    func deleteCachedFeed() throws {}
    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {}
    func retrieve() throws -> CachedFeed? { nil }
}
