import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SharedAPI

/// The production `HTTPClient`: a GET through the session it is given. The session (and its
/// configuration and lifetime) belongs to the composition root.
public final class URLSessionHTTPClient: HTTPClient {
    /// URLSession answered with neither an error nor an HTTP response; should never happen, but it must not crash.
    public struct UnexpectedValuesRepresentation: Error, Equatable {}

    private let session: URLSession

    public init(session: URLSession) {
        self.session = session
    }

    public func get(from url: URL) async throws -> (Data, HTTPURLResponse) {
        let cancellation = DataTaskCancellation()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: URLRequest(url: url)) { data, response, error in
                    if let error {
                        continuation.resume(throwing: error)
                    } else if let data, let response = response as? HTTPURLResponse {
                        continuation.resume(returning: (data, response))
                    } else {
                        continuation.resume(throwing: UnexpectedValuesRepresentation())
                    }
                }
                cancellation.start(task)
            }
        } onCancel: {
            cancellation.cancel()
        }
    }
}
