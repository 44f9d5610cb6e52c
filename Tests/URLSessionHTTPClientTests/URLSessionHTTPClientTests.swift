import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import SharedAPI
import URLSessionHTTPClient
import FeedTestSupport

@Suite struct URLSessionHTTPClientTests {
    @Test func getFromURL_performsGETRequestWithURL() async throws {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .init(data: Data(), response: okResponse(for: url), error: nil))
        defer { URLProtocolStub.removeStub(for: url) }

        _ = try await sut.get(from: url)

        let requests = URLProtocolStub.requests(for: url)
        #expect(requests.map(\.url) == [url])
        #expect(requests.map(\.httpMethod) == ["GET"])
    }

    // A time limit rather than a deadline inside the test: on a busy machine the cooperative pool can be
    // held by other suites' blocking work for a minute, which says nothing about cancellation.
    @Test(.timeLimit(.minutes(5))) func cancelGetFromURLTask_cancelsURLRequest() async throws {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .init(data: nil, response: nil, error: nil, waitsForCancellation: true))
        defer { URLProtocolStub.removeStub(for: url) }

        let task = Task { try await sut.get(from: url) }
        try await waitUntilRequested(url)
        task.cancel()
        let result = await task.result

        #expect(throws: URLError.self) { try result.get() }
    }

    @Test func getFromURL_failsOnRequestError() async {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .init(data: nil, response: nil, error: URLError(.notConnectedToInternet)))
        defer { URLProtocolStub.removeStub(for: url) }

        await #expect(throws: (any Error).self) {
            try await sut.get(from: url)
        }
    }

    @Test(arguments: InvalidRepresentation.allCases)
    func getFromURL_failsOnAllInvalidRepresentationCases(_ representation: InvalidRepresentation) async {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: representation.stub(for: url))
        defer { URLProtocolStub.removeStub(for: url) }

        await #expect(throws: (any Error).self) {
            try await sut.get(from: url)
        }
    }

    @Test func getFromURL_succeedsOnHTTPURLResponseWithData() async throws {
        let url = uniqueURL()
        let data = FeedFixtures.anyData()
        let sut = makeSUT(stubbing: url, with: .init(data: data, response: okResponse(for: url), error: nil))
        defer { URLProtocolStub.removeStub(for: url) }

        let (receivedData, receivedResponse) = try await sut.get(from: url)

        #expect(receivedData == data)
        #expect(receivedResponse.statusCode == 200)
        #expect(receivedResponse.url == url)
    }

    @Test func getFromURL_succeedsWithEmptyDataOnHTTPURLResponseWithNilData() async throws {
        let url = uniqueURL()
        let sut = makeSUT(stubbing: url, with: .init(data: nil, response: okResponse(for: url), error: nil))
        defer { URLProtocolStub.removeStub(for: url) }

        let (receivedData, receivedResponse) = try await sut.get(from: url)

        #expect(receivedData.isEmpty)
        #expect(receivedResponse.statusCode == 200)
    }

    // MARK: - Helpers

    enum InvalidRepresentation: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case nothing
        case nonHTTPResponseOnly
        case dataOnly
        case dataAndError
        case nonHTTPResponseAndError
        case httpResponseAndError
        case dataNonHTTPResponseAndError
        case allValues

        var testDescription: String { rawValue }

        func stub(for url: URL) -> URLProtocolStub.Stub {
            let data = FeedFixtures.anyData()
            let nonHTTP = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
            let http = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
            let error = URLError(.cannotLoadFromNetwork)
            switch self {
            case .nothing: return .init(data: nil, response: nil, error: nil)
            case .nonHTTPResponseOnly: return .init(data: nil, response: nonHTTP, error: nil)
            case .dataOnly: return .init(data: data, response: nil, error: nil)
            case .dataAndError: return .init(data: data, response: nil, error: error)
            case .nonHTTPResponseAndError: return .init(data: nil, response: nonHTTP, error: error)
            case .httpResponseAndError: return .init(data: nil, response: http, error: error)
            case .dataNonHTTPResponseAndError: return .init(data: data, response: nonHTTP, error: error)
            case .allValues: return .init(data: data, response: http, error: error)
            }
        }
    }

    private func makeSUT(stubbing url: URL, with stub: URLProtocolStub.Stub) -> any HTTPClient {
        URLProtocolStub.stub(url, with: stub)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [URLProtocolStub.self]
        return URLSessionHTTPClient(session: URLSession(configuration: configuration))
    }

    private func uniqueURL() -> URL {
        URL(string: "https://stub-\(UUID().uuidString.lowercased()).com/resource")!
    }

    private func okResponse(for url: URL) -> HTTPURLResponse {
        HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)!
    }

    private func waitUntilRequested(_ url: URL) async throws {
        while URLProtocolStub.requests(for: url).isEmpty {
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
