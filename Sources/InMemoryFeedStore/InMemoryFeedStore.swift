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
    /// Serializes access before the `Mutex` so that Thread Sanitizer, which cannot see a contended
    /// `Mutex` hand-over on Linux, sees a lock it understands; the `Mutex` is then never contended and
    /// still gives the compiler its proof that `State` is only touched under a lock.
    private let sanitizerVisibleLock = NSLock()

    public init() {}

    private func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        sanitizerVisibleLock.withLock { state.withLock { body(&$0) } }
    }

    public func deleteCachedFeed() throws {
        withState { $0 = State() }
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        withState { state in
            state.cache = CachedFeed(feed: feed, timestamp: timestamp)
            guard !state.imageData.isEmpty else { return }
            let urls = Set(feed.map(\.url))
            state.imageData = state.imageData.filter { urls.contains($0.key) }
        }
    }

    public func retrieve() throws -> CachedFeed? {
        withState { $0.cache }
    }

    public func insert(_ data: Data, for url: URL) throws {
        withState { state in
            guard state.cache?.feed.contains(where: { $0.url == url }) == true else { return }
            state.imageData[url] = data
        }
    }

    public func retrieve(dataForURL url: URL) throws -> Data? {
        withState { $0.imageData[url] }
    }
}
