import Foundation
import FeedFeature
import SharedAPI
import LoadImageCommentsFromRemote

/// The image-comments API as a plain value: one closure per call.
///
/// The shape the tests use is fixed (the `loadComments` closure, `live(baseURL:client:)`, `mock(_:)`); what the
/// factories build (and a public `init`, if you want one) is yours to write.
public struct ImageCommentsClient: Sendable {
    public var loadComments: @Sendable (_ imageID: UUID) async throws(RemoteLoadingError) -> [ImageComment]
}

extension ImageCommentsClient {
    public static func live(baseURL: URL, client: any HTTPClient) -> ImageCommentsClient {
        // Not written yet: a later step shows what it expects.
        ImageCommentsClient(loadComments: { _ in [] })
    }

    public static func mock(_ result: Result<[ImageComment], RemoteLoadingError>) -> ImageCommentsClient {
        // Not written yet: `kata check` shows what step 1 expects.
        ImageCommentsClient(loadComments: { _ in [] })
    }
}
