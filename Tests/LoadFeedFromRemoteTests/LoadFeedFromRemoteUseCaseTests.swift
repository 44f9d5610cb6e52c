import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import FeedFeature
import SharedAPI
import LoadFeedFromRemote
import FeedTestSupport

@Suite struct LoadFeedFromRemoteUseCaseTests {
    @Test func init_doesNotRequestDataFromURL() {
        let (_, client) = makeSUT()

        #expect(client.requestedURLs.isEmpty)
    }

    @Test func load_requestsDataFromURL() async throws {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client) = makeSUT(result: .success((emptyListJSON(), FeedFixtures.httpResponse(statusCode: 200))))

        _ = try await sut.load(from: url)

        #expect(client.requestedURLs == [url])
    }

    @Test func loadTwice_requestsDataFromURLTwice() async throws {
        let url = URL(string: "https://a-given-url.com")!
        let (sut, client) = makeSUT(result: .success((emptyListJSON(), FeedFixtures.httpResponse(statusCode: 200))))

        _ = try await sut.load(from: url)
        _ = try await sut.load(from: url)

        #expect(client.requestedURLs == [url, url])
    }

    @Test func load_deliversConnectivityErrorOnClientError() async {
        let (sut, _) = makeSUT(result: .failure(AnyError()))

        await #expect(throws: RemoteLoadingError.connectivity) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }

    @Test(arguments: [199, 201, 204, 300, 304, 400, 404, 500])
    func load_deliversInvalidDataErrorOnNon200HTTPResponse(statusCode: Int) async {
        let (sut, _) = makeSUT(result: .success((emptyListJSON(), FeedFixtures.httpResponse(statusCode: statusCode))))

        await #expect(throws: RemoteLoadingError.invalidData) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }

    @Test(arguments: ["invalid json", "", #"{"item": []}"#, #"{"items": [{"id": "not-a-uuid", "image": "https://a.com"}]}"#])
    func load_deliversInvalidDataErrorOn200HTTPResponseWithInvalidJSON(payload: String) async {
        let (sut, _) = makeSUT(result: .success((Data(payload.utf8), FeedFixtures.httpResponse(statusCode: 200))))

        await #expect(throws: RemoteLoadingError.invalidData) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }

    @Test func load_deliversNoItemsOn200HTTPResponseWithEmptyJSONList() async throws {
        let (sut, _) = makeSUT(result: .success((emptyListJSON(), FeedFixtures.httpResponse(statusCode: 200))))

        let feed = try await sut.load(from: FeedFixtures.anyURL())

        #expect(feed.isEmpty)
    }

    @Test func load_deliversItemsOn200HTTPResponseWithJSONItems() async throws {
        let withoutOptionals = makeItem(id: UUID(), imageURL: URL(string: "http://a-url.com")!)
        let withOptionals = makeItem(
            id: UUID(), description: "a description", location: "a location",
            imageURL: URL(string: "http://another-url.com")!
        )
        let json = FeedFixtures.itemsJSON([withoutOptionals.json, withOptionals.json])
        let (sut, _) = makeSUT(result: .success((json, FeedFixtures.httpResponse(statusCode: 200))))

        let feed = try await sut.load(from: FeedFixtures.anyURL())

        #expect(feed == [withoutOptionals.model, withOptionals.model])
    }

    // MARK: - Helpers

    private func makeSUT(
        result: Result<(Data, HTTPURLResponse), any Error> = .failure(AnyError())
    ) -> (sut: RemoteFeedLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy(result: result)
        let sut = RemoteFeedLoader(client: client)
        return (sut, client)
    }

    private func emptyListJSON() -> Data {
        FeedFixtures.itemsJSON([])
    }

    private func makeItem(
        id: UUID, description: String? = nil, location: String? = nil, imageURL: URL
    ) -> (model: FeedImage, json: [String: Any]) {
        let model = FeedImage(id: id, description: description, location: location, url: imageURL)
        let json: [String: Any] = [
            "id": id.uuidString,
            "description": description as Any,
            "location": location as Any,
            "image": imageURL.absoluteString,
        ].compactMapValues { $0 is String ? $0 : nil }
        return (model, json)
    }
}
