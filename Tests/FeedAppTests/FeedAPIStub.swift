import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import FeedFeature
import SharedAPI
import FeedTestSupport

/// Answers like the feed API: a full first page, a short last page, comments and image bytes; or,
/// offline (from the start, or after `goOffline()`), fails every request. Records what was asked.
final class FeedAPIStub: HTTPClient {
    static let baseURL = URL(string: "https://feed-api.example")!

    let firstPage = (1...10).map(FeedAPIStub.image)
    let lastPage = (11...13).map(FeedAPIStub.image)
    let imageData = Data("image bytes".utf8)

    private let isOffline: Mutex<Bool>
    private let requests = Mutex<[URL]>([])

    init(isOffline: Bool = false) {
        self.isOffline = Mutex(isOffline)
    }

    static func offline() -> FeedAPIStub { FeedAPIStub(isOffline: true) }

    func goOffline() { isOffline.withLock { $0 = true } }

    func goOnline() { isOffline.withLock { $0 = false } }

    var requestedURLs: [URL] { requests.withLock { $0 } }

    func commentsURL(for image: FeedImage) -> URL {
        Self.baseURL.appendingPathComponent("v1/image/\(image.id.uuidString)/comments")
    }

    func get(from url: URL) async throws -> (Data, HTTPURLResponse) {
        requests.withLock { $0.append(url) }
        guard !isOffline.withLock({ $0 }) else { throw AnyError() }
        return (try body(for: url), FeedFixtures.httpResponse(statusCode: 200, url: url))
    }

    private func body(for url: URL) throws -> Data {
        let afterID = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "after_id" }?.value
        switch url.path {
        case "/v1/feed" where afterID == nil:
            return Self.json(firstPage)
        case "/v1/feed" where afterID == firstPage.last?.id.uuidString:
            return Self.json(lastPage)
        case "/v1/feed":
            return Self.json([])
        case _ where url.path.hasSuffix("/comments"):
            let createdAt = ISO8601DateFormatter().string(from: Date().addingTimeInterval(-5 * 60 - 10))
            return FeedFixtures.itemsJSON([[
                "id": UUID().uuidString, "message": "a message", "created_at": createdAt, "author": ["username": "a username"],
            ]])
        case _ where url.host == "images.example":
            return imageData
        default:
            throw AnyError()
        }
    }

    private static func image(_ number: Int) -> FeedImage {
        FeedImage(
            id: UUID(),
            description: "description \(number)",
            location: "location \(number)",
            url: URL(string: "https://images.example/\(number).png")!
        )
    }

    private static func json(_ images: [FeedImage]) -> Data {
        FeedFixtures.itemsJSON(images.map {
            ["id": $0.id.uuidString, "description": $0.description!, "location": $0.location!, "image": $0.url.absoluteString]
        })
    }
}
