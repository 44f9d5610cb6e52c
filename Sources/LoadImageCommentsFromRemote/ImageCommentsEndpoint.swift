import Foundation

/// The comments API's address for one image.
public enum ImageCommentsEndpoint: Sendable {
    case get(imageID: UUID)

    public func url(baseURL: URL) -> URL {
        switch self {
        case let .get(id):
            return baseURL
                .appendingPathComponent("v1")
                .appendingPathComponent("image")
                .appendingPathComponent(id.uuidString)
                .appendingPathComponent("comments")
        }
    }
}
