import Foundation
import Testing
import FeedCache

/// The cache states the policy tells apart, for suites that check each of them.
public enum CacheAge: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case empty, nonExpired, exactlyExpired, expired

    public var testDescription: String { rawValue }

    public func cache(relativeTo now: Date) -> CachedFeed? {
        let maxAge = now.minusFeedCacheMaxAge()
        let feed = FeedFixtures.uniqueImageFeed().local
        switch self {
        case .empty: return nil
        case .nonExpired: return CachedFeed(feed: feed, timestamp: maxAge.adding(seconds: 1))
        case .exactlyExpired: return CachedFeed(feed: feed, timestamp: maxAge)
        case .expired: return CachedFeed(feed: feed, timestamp: maxAge.adding(seconds: -1))
        }
    }
}
