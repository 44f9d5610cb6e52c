import FeedCache
import Foundation

/// What any correct store answers, kept as plainly as possible: the last inserted feed and timestamp, and image
/// data only for URLs of images in that feed (kept across a replacement that keeps the URL, dropped otherwise and
/// on delete).
struct FeedStoreModel: Hashable {
    private(set) var cache: CachedFeed?
    private(set) var imageData: [URL: Data] = [:]

    mutating func insert(_ feed: [LocalFeedImage], timestamp: Date) {
        cache = CachedFeed(feed: feed, timestamp: timestamp)
        let urls = Set(feed.map(\.url))
        imageData = imageData.filter { urls.contains($0.key) }
    }

    mutating func delete() {
        cache = nil
        imageData = [:]
    }

    /// Whether data for `url` is kept: only while an image of the cached feed has that URL.
    func keepsData(for url: URL) -> Bool {
        cache?.feed.contains { $0.url == url } == true
    }

    mutating func insert(_ data: Data, for url: URL) {
        guard keepsData(for: url) else { return }
        imageData[url] = data
    }
}
