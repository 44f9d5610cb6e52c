import FeedCache
import Foundation

/// The whole content of a store file: the feed, when it was saved, and the image data of its images.
struct StoredCache: Codable {
    var timestamp: Date
    var feed: [LocalFeedImage]
    /// Keyed by the image URL's absolute string, so the JSON stays an object.
    var imageData: [String: Data]

    mutating func replaceFeed(with feed: [LocalFeedImage], timestamp: Date) {
        let urls = Set(feed.map(\.url.absoluteString))
        self.feed = feed
        self.timestamp = timestamp
        imageData = imageData.filter { urls.contains($0.key) }
    }
}
