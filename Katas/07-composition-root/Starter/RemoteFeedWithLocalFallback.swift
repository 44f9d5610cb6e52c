import FeedFeature
import SharedAPI

/// The feed as the app shows it, composed from three use cases it knows only as closures.
///
/// The shape the tests use is fixed (this `init` and `load()`); what the value keeps and how `load()` combines the
/// closures is yours to write.
public struct RemoteFeedWithLocalFallback: Sendable {
    public init(
        pageSize: Int,
        loadRemotePage: @escaping @Sendable (_ after: FeedImage?) async throws -> [FeedImage],
        loadCachedFeed: @escaping @Sendable () throws -> [FeedImage],
        cacheFeed: @escaping @Sendable (_ feed: [FeedImage]) throws -> Void
    ) {
        // Not written yet: keep what `load()` will need.
    }

    public func load() async throws -> Paginated<FeedImage> {
        // Not written yet: `kata check` shows what step 1 expects.
        Paginated(items: [])
    }
}
