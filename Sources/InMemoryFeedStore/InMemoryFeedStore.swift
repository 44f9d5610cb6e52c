import FeedCache
import Foundation
import Synchronization

/// Keeps the cache in memory for the lifetime of the instance: for tests, previews and as a fallback when
/// a persistent store cannot be opened.
public final class InMemoryFeedStore: FeedStore, FeedImageDataStore {
    private struct State {
        var cache: CachedFeed?
        var imageData: [URL: Data] = [:]
    }

    private let state = Mutex(State())

    public init() {}

    public func deleteCachedFeed() throws {
        state.withLock { $0 = State() }
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        state.withLock { state in
            state.cache = CachedFeed(feed: feed, timestamp: timestamp)
            guard !state.imageData.isEmpty else { return }
            let urls = Set(feed.map(\.url))
            state.imageData = state.imageData.filter { urls.contains($0.key) }
        }
    }

    public func retrieve() throws -> CachedFeed? {
        state.withLock { $0.cache }
    }

    public func insert(_ data: Data, for url: URL) throws {
        state.withLock { state in
            guard state.cache?.feed.contains(where: { $0.url == url }) == true else { return }
            state.imageData[url] = data
        }
    }

    public func retrieve(dataForURL url: URL) throws -> Data? {
        state.withLock { $0.imageData[url] }
    }
}
