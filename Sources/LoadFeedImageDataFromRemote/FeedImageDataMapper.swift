import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Accepts image bytes only from a 200 response that carries some.
public enum FeedImageDataMapper {
    public enum Error: Swift.Error, Equatable {
        case invalidData
    }

    public static func map(_ data: Data, from response: HTTPURLResponse) throws -> Data {
        guard response.statusCode == 200, !data.isEmpty else {
            throw Error.invalidData
        }
        return data
    }
}
