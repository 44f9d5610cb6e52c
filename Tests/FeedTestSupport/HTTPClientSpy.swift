import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import SharedAPI

/// Records the URLs it is asked for and answers every request with the stubbed result.
public final class HTTPClientSpy: HTTPClient {
    // In a Mutex only because `any Error` is not Sendable; it never changes after init.
    private let result: Mutex<Result<(Data, HTTPURLResponse), any Error>>
    private let urls = Mutex<[URL]>([])

    public init(result: Result<(Data, HTTPURLResponse), any Error> = .failure(AnyError())) {
        self.result = Mutex(result)
    }

    public var requestedURLs: [URL] { urls.withLock { $0 } }

    public func get(from url: URL) async throws -> (Data, HTTPURLResponse) {
        urls.withLock { $0.append(url) }
        return try result.withLock { $0 }.get()
    }
}
