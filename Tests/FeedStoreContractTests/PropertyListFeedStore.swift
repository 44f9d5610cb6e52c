import FeedCache
import Foundation

/// The example store of docs/plugging-a-store.md: the cache as a property list file.
final class PropertyListFeedStore: FeedStore {
    private struct Content: Codable {
        let feed: [LocalFeedImage]
        let timestamp: Date
    }

    let fileURL: URL

    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    func retrieve() throws -> CachedFeed? {
        let data: Data
        do {
            data = try Data(contentsOf: fileURL)
        } catch CocoaError.fileReadNoSuchFile {
            return nil
        }
        let content = try PropertyListDecoder().decode(Content.self, from: data)
        return CachedFeed(feed: content.feed, timestamp: content.timestamp)
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        let data = try PropertyListEncoder().encode(Content(feed: feed, timestamp: timestamp))
        try data.write(to: fileURL, options: .atomic)
    }

    func deleteCachedFeed() throws {
        do {
            try FileManager.default.removeItem(at: fileURL)
        } catch CocoaError.fileNoSuchFile {}
    }
}
