import Foundation

/// Persists one cached feed. Synchronous on purpose: which thread or actor runs it is the
/// composition root's decision, not the boundary's.
public protocol FeedStore: Sendable {
    func deleteCachedFeed() throws
    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws
    /// `nil` when nothing is cached.
    func retrieve() throws -> CachedFeed?
}
