import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import FeedFeature

/// Turns the feed endpoint's payload into domain images, accepting only a 200 response.
public enum FeedItemsMapper {
    public enum Error: Swift.Error, Equatable {
        case invalidData
    }

    private struct Root: Decodable {
        let items: [RemoteFeedItem]
    }

    private struct RemoteFeedItem: Decodable {
        let id: UUID
        let description: String?
        let location: String?
        let image: URL
    }

    public static func map(_ data: Data, from response: HTTPURLResponse) throws -> [FeedImage] {
        guard response.statusCode == 200, let root = try? JSONDecoder().decode(Root.self, from: data) else {
            throw Error.invalidData
        }
        return root.items.map {
            FeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.image)
        }
    }
}
