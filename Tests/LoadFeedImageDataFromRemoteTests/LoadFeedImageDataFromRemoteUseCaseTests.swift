import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import SharedAPI
import LoadFeedImageDataFromRemote
import FeedTestSupport

@Suite struct LoadFeedImageDataFromRemoteUseCaseTests {
    @Test func init_doesNotRequestDataFromURL() {
        let (_, client) = makeSUT()

        #expect(client.requestedURLs.isEmpty)
    }

    @Test func loadImageData_requestsDataFromURL() async throws {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client) = makeSUT(result: .success((FeedFixtures.anyData(), FeedFixtures.httpResponse(statusCode: 200))))

        _ = try await sut.load(from: url)

        #expect(client.requestedURLs == [url])
    }

    @Test func loadImageDataTwice_requestsDataFromURLTwice() async throws {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client) = makeSUT(result: .success((FeedFixtures.anyData(), FeedFixtures.httpResponse(statusCode: 200))))

        _ = try await sut.load(from: url)
        _ = try await sut.load(from: url)

        #expect(client.requestedURLs == [url, url])
    }

    @Test func loadImageData_deliversConnectivityErrorOnClientError() async {
        let (sut, _) = makeSUT(result: .failure(AnyError()))

        await #expect(throws: RemoteLoadingError.connectivity) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }

    @Test(arguments: [199, 201, 204, 300, 400, 404, 500])
    func loadImageData_deliversInvalidDataErrorOnNon200HTTPResponse(statusCode: Int) async {
        let (sut, _) = makeSUT(result: .success((FeedFixtures.anyData(), FeedFixtures.httpResponse(statusCode: statusCode))))

        await #expect(throws: RemoteLoadingError.invalidData) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }

    @Test func loadImageData_deliversInvalidDataErrorOn200HTTPResponseWithEmptyData() async {
        let (sut, _) = makeSUT(result: .success((Data(), FeedFixtures.httpResponse(statusCode: 200))))

        await #expect(throws: RemoteLoadingError.invalidData) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }

    @Test func loadImageData_deliversReceivedNonEmptyDataOn200HTTPResponse() async throws {
        let data = Data("non-empty data".utf8)
        let (sut, _) = makeSUT(result: .success((data, FeedFixtures.httpResponse(statusCode: 200))))

        let received = try await sut.load(from: FeedFixtures.anyURL())

        #expect(received == data)
    }

    // MARK: - Helpers

    private func makeSUT(
        result: Result<(Data, HTTPURLResponse), any Error> = .failure(AnyError())
    ) -> (sut: RemoteFeedImageDataLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy(result: result)
        let sut = RemoteFeedImageDataLoader(client: client)
        return (sut, client)
    }
}
