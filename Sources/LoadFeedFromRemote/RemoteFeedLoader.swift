import FeedFeature
import SharedAPI

/// Loads a page of the feed from the API: `try await loader.load(from: FeedEndpoint.get().url(baseURL:))`.
public typealias RemoteFeedLoader = RemoteResourceLoader<[FeedImage]>

extension RemoteResourceLoader where Resource == [FeedImage] {
    public init(client: any HTTPClient) {
        self.init(client: client, mapper: FeedItemsMapper.map)
    }
}
