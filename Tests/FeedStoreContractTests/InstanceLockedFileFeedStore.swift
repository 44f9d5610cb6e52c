import FeedCache
import Foundation

/// A file store that replaces its file atomically and serializes its own calls with a lock, but takes no lock
/// that other instances see: two instances at one file read, change and write it back over each other.
final class InstanceLockedFileFeedStore: FeedStore, FeedImageDataStore {
    private struct Content: Codable {
        var feed: [LocalFeedImage]
        var timestamp: Date
        var imageData: [URL: Data]
    }

    private let fileURL: URL
    private let calls = NSLock()

    init(fileURL: URL) {
        self.fileURL = fileURL
    }

    func deleteCachedFeed() throws {
        try calls.withLock {
            do {
                try FileManager.default.removeItem(at: fileURL)
            } catch CocoaError.fileNoSuchFile {}
        }
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        try calls.withLock {
            let urls = Set(feed.map(\.url))
            let kept = try read()?.imageData.filter { urls.contains($0.key) } ?? [:]
            try write(Content(feed: feed, timestamp: timestamp, imageData: kept))
        }
    }

    func retrieve() throws -> CachedFeed? {
        try calls.withLock { try read().map { CachedFeed(feed: $0.feed, timestamp: $0.timestamp) } }
    }

    func insert(_ data: Data, for url: URL) throws {
        try calls.withLock {
            guard var content = try read(), content.feed.contains(where: { $0.url == url }) else { return }
            content.imageData[url] = data
            try write(content)
        }
    }

    func retrieve(dataForURL url: URL) throws -> Data? {
        try calls.withLock { try read()?.imageData[url] }
    }

    private func read() throws -> Content? {
        guard let data = FileManager.default.contents(atPath: fileURL.path) else { return nil }
        return try JSONDecoder().decode(Content.self, from: data)
    }

    private func write(_ content: Content) throws {
        try JSONEncoder().encode(content).write(to: fileURL, options: .atomic)
    }
}
