import Foundation
import FeedFeature
import SharedAPI
import LoadImageCommentsFromRemote

/// The image-comments API as a plain value: one closure per call. A store or a preview takes a `.live` client or a
/// `.mock` one, with no protocol and no test double class to write.
public struct ImageCommentsClient: Sendable {
    public var loadComments: @Sendable (_ imageID: UUID) async throws(RemoteLoadingError) -> [ImageComment]

    public init(loadComments: @escaping @Sendable (_ imageID: UUID) async throws(RemoteLoadingError) -> [ImageComment]) {
        self.loadComments = loadComments
    }
}

extension ImageCommentsClient {
    /// Talks to the API at `baseURL` through `client`, reusing the remote use case's endpoint and mapper.
    public static func live(baseURL: URL, client: any HTTPClient) -> ImageCommentsClient {
        let loader = RemoteImageCommentsLoader(client: client)
        return ImageCommentsClient { imageID throws(RemoteLoadingError) in
            try await loader.load(from: ImageCommentsEndpoint.get(imageID: imageID).url(baseURL: baseURL))
        }
    }

    /// Answers every call with `result`, whatever the image: for tests and previews.
    public static func mock(_ result: Result<[ImageComment], RemoteLoadingError>) -> ImageCommentsClient {
        ImageCommentsClient { _ throws(RemoteLoadingError) in try result.get() }
    }
}
