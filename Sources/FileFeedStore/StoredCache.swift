import FeedCache
import Foundation

/// The whole content of a store file: the feed, when it was saved, and the image data of its images.
struct StoredCache: Codable {
    var timestamp: Date
    var feed: [LocalFeedImage]
    /// Keyed by the image URL's absolute string, so the JSON stays an object.
    var imageData: [String: Data]

    mutating func replaceFeed(with feed: [LocalFeedImage], timestamp: Date) {
        self.feed = feed
        self.timestamp = timestamp
        guard !imageData.isEmpty else { return }
        let urls = Set(feed.map(\.url.absoluteString))
        imageData = imageData.filter { urls.contains($0.key) }
    }
}
