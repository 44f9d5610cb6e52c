import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization
import SharedAPI

/// Records the URLs it is asked for and answers every request with the stubbed result.
public final class HTTPClientSpy: HTTPClient {
    private let stub: Mutex<Result<(Data, HTTPURLResponse), any Error>>
    private let urls = Mutex<[URL]>([])

    public init(result: Result<(Data, HTTPURLResponse), any Error> = .failure(AnyError())) {
        stub = Mutex(result)
    }

    public var requestedURLs: [URL] { urls.withLock { $0 } }

    public func stub(_ result: Result<(Data, HTTPURLResponse), any Error>) {
        stub.withLock { $0 = result }
    }

    public func get(from url: URL) async throws -> (Data, HTTPURLResponse) {
        urls.withLock { $0.append(url) }
        return try stub.withLock { $0 }.get()
    }
}
