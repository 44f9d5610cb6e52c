import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import FeedFeature
import SharedAPI
import LoadFeedFromRemote
import FeedTestSupport

/// Step 1: the loader talks to the client only when asked to load, and asks for exactly the URL it was given.
@Suite struct LoadFeedFromRemoteUseCaseTests {
    @Test func creatingTheLoader_requestsNothing() {
        let (_, client) = makeSUT()

        #expect(client.requestedURLs == [])
    }

    @Test func load_asksTheClientForTheGivenURL() async {
        let url = URL(string: "https://feed.example.com/v1/feed")!
        let (sut, client) = makeSUT()

        _ = try? await sut.load(from: url)

        #expect(client.requestedURLs == [url])
    }

    @Test func loadingTwice_asksTheClientTwice() async {
        let url = URL(string: "https://feed.example.com/v1/feed?limit=10")!
        let (sut, client) = makeSUT()

        _ = try? await sut.load(from: url)
        _ = try? await sut.load(from: url)

        #expect(client.requestedURLs == [url, url])
    }

    // MARK: - Helpers (the later steps use them too)

    func makeSUT(
        answering result: Result<(Data, HTTPURLResponse), any Error> = .failure(AnyError())
    ) -> (sut: RemoteFeedLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy(result: result)
        return (RemoteFeedLoader(client: client), client)
    }

    /// A client answer: `payload` with the given status code.
    func answer(_ statusCode: Int, _ payload: Data) -> Result<(Data, HTTPURLResponse), any Error> {
        .success((payload, FeedFixtures.httpResponse(statusCode: statusCode)))
    }
}
