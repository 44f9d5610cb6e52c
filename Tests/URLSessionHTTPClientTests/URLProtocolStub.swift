import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Answers requests from stubs registered per URL, so tests running in parallel never see each
/// other's stubs.
final class URLProtocolStub: URLProtocol {
    struct Stub: Sendable {
        let data: Data?
        let response: URLResponse?
        let error: (any Error)?
        /// Holds the answer back until the request is cancelled, to test cancellation.
        var waitsForCancellation = false
    }

    private static let stubs = Mutex<[URL: Stub]>([:])
    private static let requests = Mutex<[URL: [URLRequest]]>([:])
    /// Thread Sanitizer cannot see `Mutex` hand-overs on Linux (they happen in uninstrumented code) and
    /// reports the parallel suites' stubs as racing; an `NSLock` around them is a lock it understands.
    private static let sanitizerVisibleLock = NSLock()

    static func stub(_ url: URL, with stub: Stub) {
        sanitizerVisibleLock.withLock { stubs.withLock { $0[url] = stub } }
    }

    static func requests(for url: URL) -> [URLRequest] {
        sanitizerVisibleLock.withLock { requests.withLock { $0[url] ?? [] } }
    }

    static func removeStub(for url: URL) {
        sanitizerVisibleLock.withLock {
            stubs.withLock { $0[url] = nil }
            requests.withLock { $0[url] = nil }
        }
    }

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let stub = Self.sanitizerVisibleLock.withLock({ Self.stubs.withLock { $0[url] } }) else {
            client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
            return
        }
        Self.sanitizerVisibleLock.withLock { Self.requests.withLock { $0[url, default: []].append(request) } }
        if stub.waitsForCancellation { return }
        if let data = stub.data {
            client?.urlProtocol(self, didLoad: data)
        }
        if let response = stub.response {
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        }
        if let error = stub.error {
            client?.urlProtocol(self, didFailWithError: error)
        } else {
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override func stopLoading() {}
}
