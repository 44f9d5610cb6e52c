import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a URL through an `HTTPClient` and maps the response into a resource.
/// Each remote use case supplies only its mapper; the error policy is shared.
public struct RemoteResourceLoader<Resource: Sendable>: Sendable {
    public typealias Mapper = @Sendable (Data, HTTPURLResponse) throws -> Resource

    private let client: any HTTPClient
    private let mapper: Mapper

    public init(client: any HTTPClient, mapper: @escaping Mapper) {
        self.client = client
        self.mapper = mapper
    }

    public func load(from url: URL) async throws(RemoteLoadingError) -> Resource {
        let (data, response): (Data, HTTPURLResponse)
        do {
            (data, response) = try await client.get(from: url)
        } catch {
            throw .connectivity
        }
        do {
            return try mapper(data, response)
        } catch {
            throw .invalidData
        }
    }
}
