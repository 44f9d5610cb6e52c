import FeedFeature
import SharedAPI

/// Loads an image's comments from the API: `try await loader.load(from: ImageCommentsEndpoint.get(imageID:).url(baseURL:))`.
public typealias RemoteImageCommentsLoader = RemoteResourceLoader<[ImageComment]>

extension RemoteResourceLoader where Resource == [ImageComment] {
    public init(client: any HTTPClient) {
        self.init(client: client, mapper: ImageCommentsMapper.map)
    }
}
