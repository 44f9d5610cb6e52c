import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import FeedFeature
import FeedCache

/// Test data builders shared by the feed suites.
public enum FeedFixtures {
    public static func anyURL() -> URL { URL(string: "https://any-url.com")! }

    public static func anyData() -> Data { Data("any data".utf8) }

    public static func uniqueImage() -> FeedImage {
        FeedImage(id: UUID(), description: "any", location: "any", url: anyURL())
    }

    /// The same feed as the domain and the store see it.
    public static func uniqueImageFeed() -> (models: [FeedImage], local: [LocalFeedImage]) {
        let models = [uniqueImage(), uniqueImage()]
        let local = models.map { LocalFeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url) }
        return (models, local)
    }

    public static func httpResponse(statusCode: Int, url: URL = anyURL()) -> HTTPURLResponse {
        HTTPURLResponse(url: url, statusCode: statusCode, httpVersion: nil, headerFields: nil)!
    }

    public static func itemsJSON(_ items: [[String: Any]]) -> Data {
        try! JSONSerialization.data(withJSONObject: ["items": items])
    }
}
