import FeedCache
import Foundation

/// Feeds and data that no other spec run uses, so a store cannot pass by returning a constant.
enum SpecFixtures {
    static func uniqueURL() -> URL {
        URL(string: "https://images.example.com/\(UUID().uuidString)")!
    }

    /// One image with every field set and one with none of the optional ones, so both round-trip.
    static func uniqueCache(urls: [URL]? = nil) -> CachedFeed {
        let urls = urls ?? [uniqueURL(), uniqueURL()]
        let feed = urls.enumerated().map { index, url in
            index.isMultiple(of: 2)
                ? LocalFeedImage(id: UUID(), description: "a description \(index)", location: "a location \(index)", url: url)
                : LocalFeedImage(id: UUID(), description: nil, location: nil, url: url)
        }
        // A fractional timestamp catches stores that round it.
        return CachedFeed(feed: feed, timestamp: Date(timeIntervalSinceReferenceDate: 786_000_000 + Double.random(in: 0..<1_000_000)))
    }

    static func uniqueData() -> Data {
        Data(UUID().uuidString.utf8)
    }
}
