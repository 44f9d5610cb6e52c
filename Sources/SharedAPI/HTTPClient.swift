import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one way the remote use cases reach the network: a real session in production,
/// a file-backed client offline, a spy in tests.
public protocol HTTPClient: Sendable {
    func get(from url: URL) async throws -> (Data, HTTPURLResponse)
}
