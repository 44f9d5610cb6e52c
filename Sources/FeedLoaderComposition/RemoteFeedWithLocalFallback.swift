import FeedFeature
import SharedAPI

/// The feed as the app shows it: remote pages first, the cache when the remote fails, and every remote page cached
/// together with the pages before it. It knows the use cases only as closures, so it links none of them: the
/// composition root decides which loaders and which store stand behind each closure.
public struct RemoteFeedWithLocalFallback: Sendable {
    private let pageSize: Int
    private let loadRemotePage: @Sendable (_ after: FeedImage?) async throws -> [FeedImage]
    private let loadCachedFeed: @Sendable () throws -> [FeedImage]
    private let cacheFeed: @Sendable (_ feed: [FeedImage]) throws -> Void

    public init(
        pageSize: Int,
        loadRemotePage: @escaping @Sendable (_ after: FeedImage?) async throws -> [FeedImage],
        loadCachedFeed: @escaping @Sendable () throws -> [FeedImage],
        cacheFeed: @escaping @Sendable (_ feed: [FeedImage]) throws -> Void
    ) {
        self.pageSize = pageSize
        self.loadRemotePage = loadRemotePage
        self.loadCachedFeed = loadCachedFeed
        self.cacheFeed = cacheFeed
    }

    public func load() async throws -> Paginated<FeedImage> {
        let items: [FeedImage]
        do {
            items = try await loadRemotePage(nil)
        } catch {
            let cached = try loadCachedFeed()
            return makePage(items: cached, last: cached.last)
        }
        cache(items)
        return makePage(items: items, newItems: items)
    }

    /// The items shown so far plus the next page, all cached together.
    private func loadMore(after shownItems: [FeedImage], last: FeedImage) async throws -> Paginated<FeedImage> {
        let newItems = try await loadRemotePage(last)
        let items = shownItems + newItems
        cache(items)
        return makePage(items: items, newItems: newItems)
    }

    /// A page shorter than the page size is the last one.
    private func makePage(items: [FeedImage], newItems: [FeedImage]) -> Paginated<FeedImage> {
        makePage(items: items, last: newItems.count < pageSize ? nil : newItems.last)
    }

    private func makePage(items: [FeedImage], last: FeedImage?) -> Paginated<FeedImage> {
        guard let last else { return Paginated(items: items) }
        return Paginated(items: items, loadMore: { try await loadMore(after: items, last: last) })
    }

    /// Showing the feed matters more than keeping it: a failed save is not the user's problem now.
    private func cache(_ items: [FeedImage]) {
        try? cacheFeed(items)
    }
}
