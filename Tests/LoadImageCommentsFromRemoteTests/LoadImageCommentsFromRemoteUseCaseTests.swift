import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import FeedFeature
import SharedAPI
import LoadImageCommentsFromRemote
import FeedTestSupport

@Suite struct LoadImageCommentsFromRemoteUseCaseTests {
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

    @Test(arguments: [150, 199, 300, 400, 500])
    func load_deliversInvalidDataErrorOnNon2xxHTTPResponse(statusCode: Int) async {
        let (sut, _) = makeSUT(result: .success((emptyListJSON(), FeedFixtures.httpResponse(statusCode: statusCode))))

        await #expect(throws: RemoteLoadingError.invalidData) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }

    @Test(arguments: [200, 201, 250, 280, 299])
    func load_deliversInvalidDataErrorOn2xxHTTPResponseWithInvalidJSON(statusCode: Int) async {
        let (sut, _) = makeSUT(result: .success((Data("invalid json".utf8), FeedFixtures.httpResponse(statusCode: statusCode))))

        await #expect(throws: RemoteLoadingError.invalidData) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }

    @Test(arguments: [200, 201, 250, 280, 299])
    func load_deliversNoItemsOn2xxHTTPResponseWithEmptyJSONList(statusCode: Int) async throws {
        let (sut, _) = makeSUT(result: .success((emptyListJSON(), FeedFixtures.httpResponse(statusCode: statusCode))))

        let comments = try await sut.load(from: FeedFixtures.anyURL())

        #expect(comments.isEmpty)
    }

    @Test(arguments: [200, 201, 250, 280, 299])
    func load_deliversItemsOn2xxHTTPResponseWithJSONItems(statusCode: Int) async throws {
        let first = makeItem(
            id: UUID(), message: "a message",
            createdAt: (Date(timeIntervalSince1970: 1598627222), "2020-08-28T15:07:02+00:00"),
            username: "a username"
        )
        let second = makeItem(
            id: UUID(), message: "another message",
            createdAt: (Date(timeIntervalSince1970: 1577881882), "2020-01-01T12:31:22+00:00"),
            username: "another username"
        )
        let json = FeedFixtures.itemsJSON([first.json, second.json])
        let (sut, _) = makeSUT(result: .success((json, FeedFixtures.httpResponse(statusCode: statusCode))))

        let comments = try await sut.load(from: FeedFixtures.anyURL())

        #expect(comments == [first.model, second.model])
    }

    // MARK: - Helpers

    private func makeSUT(
        result: Result<(Data, HTTPURLResponse), any Error> = .failure(AnyError())
    ) -> (sut: RemoteImageCommentsLoader, client: HTTPClientSpy) {
        let client = HTTPClientSpy(result: result)
        let sut = RemoteImageCommentsLoader(client: client)
        return (sut, client)
    }

    private func emptyListJSON() -> Data {
        FeedFixtures.itemsJSON([])
    }

    private func makeItem(
        id: UUID, message: String, createdAt: (date: Date, iso8601String: String), username: String
    ) -> (model: ImageComment, json: [String: Any]) {
        let model = ImageComment(id: id, message: message, createdAt: createdAt.date, username: username)
        let json: [String: Any] = [
            "id": id.uuidString,
            "message": message,
            "created_at": createdAt.iso8601String,
            "author": ["username": username],
        ]
        return (model, json)
    }
}
