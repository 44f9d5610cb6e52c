import FeedCache
import Foundation

/// The store of docs/plugging-a-store.md and kata 05: the cache as a property list file.
public final class PropertyListFeedStore: FeedStore {
    private struct Content: Codable {
        let feed: [LocalFeedImage]
        let timestamp: Date
    }

    public let fileURL: URL

    public init(fileURL: URL) {
        self.fileURL = fileURL
    }

    public func retrieve() throws -> CachedFeed? {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        }
        let content = try PropertyListDecoder().decode(Content.self, from: data)
        return CachedFeed(feed: content.feed, timestamp: content.timestamp)
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        let data = try PropertyListEncoder().encode(Content(feed: feed, timestamp: timestamp))
        try data.write(to: fileURL, options: .atomic)
    }

    public func deleteCachedFeed() throws {
        do {
            try FileManager().removeItem(at: fileURL)
        } catch CocoaError.fileNoSuchFile {}
    }
}
