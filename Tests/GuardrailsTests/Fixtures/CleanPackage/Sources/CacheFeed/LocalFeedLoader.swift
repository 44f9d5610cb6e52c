import FeedCache
import FeedFeature

public struct LocalFeedLoader: Sendable {
    private let store: any FeedStore

    public init(store: any FeedStore) {
        self.store = store
    }

    public func load() throws -> [FeedImage] {
        try store.retrieve()
    }
}
