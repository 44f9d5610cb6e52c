import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import FeedFeature

/// Turns the comments payload into domain comments; unlike the feed, any 2xx response is accepted.
public enum ImageCommentsMapper {
    public enum Error: Swift.Error, Equatable {
        case invalidData
    }

    private struct Root: Decodable {
        let items: [RemoteComment]
    }

    private struct RemoteComment: Decodable {
        let id: UUID
        let message: String
        let created_at: Date
        let author: RemoteAuthor
    }

    private struct RemoteAuthor: Decodable {
        let username: String
    }

    public static func map(_ data: Data, from response: HTTPURLResponse) throws -> [ImageComment] {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard (200...299).contains(response.statusCode),
              let root = try? decoder.decode(Root.self, from: data) else {
            throw Error.invalidData
        }
        return root.items.map {
            ImageComment(id: $0.id, message: $0.message, createdAt: $0.created_at, username: $0.author.username)
        }
    }
}
