import FeedCache
import Foundation
import InMemoryFeedStore

/// A working feed store that keeps no image data, to declare a capability it cannot have.
struct FeedOnlyStore: FeedStore {
    private let feed = InMemoryFeedStore()

    func deleteCachedFeed() throws { try feed.deleteCachedFeed() }
    func insert(_ images: [LocalFeedImage], timestamp: Date) throws { try feed.insert(images, timestamp: timestamp) }
    func retrieve() throws -> CachedFeed? { try feed.retrieve() }
}
