import Foundation
import FeedCache
import InMemoryFeedStore
import FileFeedStore
import SQLiteFeedStore

/// Opens the cache store the user chose. A store that cannot be opened must not stop the app: it runs on
/// an in-memory store instead, which keeps nothing after exit, and says so once.
public enum FeedStoreOpener {
    public static func open(
        _ kind: FeedStoreKind,
        at url: URL?,
        warn: (String) -> Void
    ) -> any FeedStore & FeedImageDataStore {
        open(kind.rawValue, warn: warn) {
            switch (kind, url) {
            case (.memory, _), (_, nil):
                return InMemoryFeedStore()
            case let (.sqlite, url?):
                try createFolder(for: url)
                return try SQLiteFeedStore(storeURL: url)
            case let (.file, url?):
                try createFolder(for: url)
                return FileFeedStore(storeURL: url)
            }
        }
    }

    /// Opening counts as done once the store has read its cache, so an unreadable store falls back here
    /// rather than failing every load later.
    public static func open(
        _ name: String,
        warn: (String) -> Void,
        store makeStore: () throws -> any FeedStore & FeedImageDataStore
    ) -> any FeedStore & FeedImageDataStore {
        do {
            let store = try makeStore()
            _ = try store.retrieve()
            return store
        } catch {
            warn("warning: cannot open the \(name) feed cache (\(error)); using an in-memory cache, so nothing is kept after this run.")
            return InMemoryFeedStore()
        }
    }

    private static func createFolder(for url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    }
}
