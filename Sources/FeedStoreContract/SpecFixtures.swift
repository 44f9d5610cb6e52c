import FeedCache
import Foundation

/// Feeds and data that no other spec run uses, so a store cannot pass by returning a constant.
enum SpecFixtures {
    static func uniqueURL() -> URL {
        URL(string: "https://images.example.com/\(UUID().uuidString).jpg?size=small")!
    }

    /// Four images unless `urls` says otherwise: every field set; none of the optional ones; an empty description
    /// with a location; whitespace and right-to-left text. The first two URLs differ only in their query.
    static func uniqueCache(urls: [URL]? = nil) -> CachedFeed {
        let shared = "https://images.example.com/\(UUID().uuidString).jpg"
        let urls = urls ?? [URL(string: shared + "?size=small")!, URL(string: shared + "?size=large")!, uniqueURL(), uniqueURL()]
        let feed = urls.enumerated().map { index, url in
            switch index % 4 {
            case 0: LocalFeedImage(id: UUID(), description: "a description \(index) 📷", location: "Berlin", url: url)
            case 1: LocalFeedImage(id: UUID(), description: nil, location: nil, url: url)
            case 2: LocalFeedImage(id: UUID(), description: "", location: "a location \(index)", url: url)
            default: LocalFeedImage(id: UUID(), description: nil, location: "  مرحبا \(index)  ", url: url)
            }
        }
        // A fraction below the microsecond catches stores that round the timestamp.
        return CachedFeed(feed: feed, timestamp: Date(timeIntervalSinceReferenceDate: 786_000_000 + Double.random(in: 0..<1_000_000)))
    }

    static func uniqueData() -> Data {
        Data(UUID().uuidString.utf8)
    }
}
