import Foundation
import SharedAPI

/// Loads an image's bytes from its URL.
public typealias RemoteFeedImageDataLoader = RemoteResourceLoader<Data>

extension RemoteResourceLoader where Resource == Data {
    public init(client: any HTTPClient) {
        self.init(client: client, mapper: FeedImageDataMapper.map)
    }
}
