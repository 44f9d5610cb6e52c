import FeedCache
import Foundation

/// The file baseline: encode to JSON and write the file, read it and decode; no staging file, no flushing.
struct RawJSONFile {
    private struct Content: Codable {
        var timestamp: Date
        var feed: [LocalFeedImage]
        var imageData: [String: Data]
    }

    let url: URL

    func insertAndRetrieve(_ feed: [LocalFeedImage]) throws -> Int {
        try JSONEncoder().encode(Content(timestamp: .now, feed: feed, imageData: [:])).write(to: url)
        return try JSONDecoder().decode(Content.self, from: Data(contentsOf: url)).feed.count
    }

    /// Each blob rewrites the whole file and each read decodes it, as a one-file store must.
    func insertAndRetrieve(_ blobs: [(URL, Data)], in feed: [LocalFeedImage]) throws -> Int {
        var content = Content(timestamp: .now, feed: feed, imageData: [:])
        for (url, data) in blobs {
            content.imageData[url.absoluteString] = data
            try JSONEncoder().encode(content).write(to: self.url)
        }
        return try blobs.count { url, _ in
            try JSONDecoder().decode(Content.self, from: Data(contentsOf: self.url)).imageData[url.absoluteString] != nil
        }
    }
}
