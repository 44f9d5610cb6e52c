import Foundation
import FeedFeature

/// The feed API's addresses, built from a base URL so one binary can talk to any environment.
public enum FeedEndpoint: Sendable {
    /// The first page, or the page after `image` when paginating.
    case get(after: FeedImage? = nil)

    public static let pageSize = 10

    public func url(baseURL: URL) -> URL {
        switch self {
        case let .get(image):
            let feedURL = baseURL.appendingPathComponent("v1").appendingPathComponent("feed")
            var components = URLComponents(url: feedURL, resolvingAgainstBaseURL: false)
            components?.queryItems = [
                URLQueryItem(name: "limit", value: "\(Self.pageSize)"),
                image.map { URLQueryItem(name: "after_id", value: $0.id.uuidString) },
            ].compactMap { $0 }
            return components?.url ?? feedURL
        }
    }
}
