import Foundation

/// What a store hands back: the feed and when it was saved, always together.
public struct CachedFeed: Hashable, Sendable {
    public let feed: [LocalFeedImage]
    public let timestamp: Date

    public init(feed: [LocalFeedImage], timestamp: Date) {
        self.feed = feed
        self.timestamp = timestamp
    }
}
