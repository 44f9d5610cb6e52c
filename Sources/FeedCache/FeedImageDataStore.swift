import Foundation

/// Persists image bytes by the image's URL.
public protocol FeedImageDataStore: Sendable {
    func insert(_ data: Data, for url: URL) throws
    /// `nil` when no data is stored for `url`.
    func retrieve(dataForURL url: URL) throws -> Data?
}
