import FeedCache
import FileFeedStore
import Foundation
import SQLiteFeedStore

/// What the writer child writes and what the supervisor accepts after a kill. Generation `n` is fully
/// determined by `n`, so a retrieved cache can be checked without any record of what was written.
enum CrashWorkload {
    enum Kind: String, CaseIterable {
        case file
        case sqlite
    }

    static func makeStore(_ kind: Kind, in directory: URL) throws -> any FeedStore & FeedImageDataStore {
        switch kind {
        case .file: FileFeedStore(storeURL: directory.appending(path: "feed.json"))
        case .sqlite: try SQLiteFeedStore(storeURL: directory.appending(path: "feed.sqlite"))
        }
    }

    /// 1 to 400 images, so some writes are large enough to be killed halfway.
    static func cache(generation: Int) -> CachedFeed {
        let feed = (0..<(1 + generation % 400)).map { index in
            LocalFeedImage(
                id: UUID(uuidString: String(format: "%08X-0000-4000-8000-%012X", generation % 0xFFFF_FFFF, index))!,
                description: index.isMultiple(of: 3) ? nil : "generation \(generation) image \(index)",
                location: index.isMultiple(of: 2) ? nil : "location \(index)",
                url: imageURL(index)
            )
        }
        return CachedFeed(feed: feed, timestamp: Date(timeIntervalSinceReferenceDate: Double(generation)))
    }

    static func imageURL(_ index: Int) -> URL {
        URL(string: "https://crash.example.com/image/\(index)")!
    }

    static func imageData(generation: Int) -> Data {
        Data(String(repeating: "generation \(generation);", count: 50).utf8)
    }

    /// Writes generations from `first` on until killed; prints each generation once it is committed.
    static func write(_ kind: Kind, in directory: URL, from first: Int) throws -> Never {
        let store = try makeStore(kind, in: directory)
        var generation = first
        while true {
            if generation.isMultiple(of: 11) {
                try store.deleteCachedFeed()
            } else {
                let cache = cache(generation: generation)
                try store.insert(cache.feed, timestamp: cache.timestamp)
                try store.insert(imageData(generation: generation), for: imageURL(0))
            }
            FileHandle.standardOutput.write(Data("\(generation)\n".utf8))
            generation += 1
        }
    }

    /// Why the store's state after a kill is not one the writer could have committed, or `nil` when it is.
    static func problem(in kind: Kind, at directory: URL) -> String? {
        do {
            let store = try makeStore(kind, in: directory)
            guard let cache = try store.retrieve() else {
                return try store.retrieve(dataForURL: imageURL(0)).map { _ in "image data without a feed" }
            }
            let generation = Int(cache.timestamp.timeIntervalSinceReferenceDate)
            guard cache == Self.cache(generation: generation) else {
                return "a feed that generation \(generation) did not write (\(cache.feed.count) images)"
            }
            let data = try store.retrieve(dataForURL: imageURL(0))
            // Generations are consecutive across runs and every 11th deletes, so only data written since then may remain.
            let written = ((generation / 11 * 11 + 1)...generation).map(imageData(generation:))
            guard data == nil || written.contains(data!) else {
                return "image data that no generation since the last delete wrote"
            }
            return nil
        } catch {
            return "unreadable: \(error)"
        }
    }
}
