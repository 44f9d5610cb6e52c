import FeedCache
import Foundation

/// A file store that writes its file in place (truncate, then write) with no lock: a reader or a crash can meet a
/// half-written file. Each call on its own is right.
struct NonAtomicFileFeedStore: FeedStore {
    private struct Content: Codable {
        let feed: [LocalFeedImage]
        let timestamp: Date
    }

    let fileURL: URL

    func retrieve() throws -> CachedFeed? {
        guard let data = FileManager.default.contents(atPath: fileURL.path) else { return nil }
        let content = try JSONDecoder().decode(Content.self, from: data)
        return CachedFeed(feed: content.feed, timestamp: content.timestamp)
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        let data = try JSONEncoder().encode(Content(feed: feed, timestamp: timestamp))
        if !FileManager.default.fileExists(atPath: fileURL.path) {
            _ = FileManager.default.createFile(atPath: fileURL.path, contents: nil)
        }
        let file = try FileHandle(forWritingTo: fileURL)
        defer { try? file.close() }
        try file.truncate(atOffset: 0)
        // Written in pieces, as a buffered writer would.
        for start in stride(from: 0, to: data.count, by: 512) {
            try file.write(contentsOf: data[start..<min(start + 512, data.count)])
        }
    }

    func deleteCachedFeed() throws {
        do {
            try FileManager.default.removeItem(at: fileURL)
        } catch CocoaError.fileNoSuchFile {}
    }
}
