import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SharedAPI

/// Sends `file://` requests to one client and all others to another, so a feed served from a folder
/// can still point at images on the network.
public struct SchemeRoutingHTTPClient: HTTPClient {
    private let fileClient: any HTTPClient
    private let networkClient: any HTTPClient

    public init(fileClient: any HTTPClient, networkClient: any HTTPClient) {
        self.fileClient = fileClient
        self.networkClient = networkClient
    }

    public func get(from url: URL) async throws -> (Data, HTTPURLResponse) {
        try await (url.isFileURL ? fileClient : networkClient).get(from: url)
    }
}
