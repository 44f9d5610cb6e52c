import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import FeedFeature
import SharedAPI
import ImageCommentsAPI
import FeedTestSupport

/// Step 1: a mock client answers with what it was given, so a store or a preview needs no networking at all.
@Suite struct LoadImageCommentsThroughClientTests {
    @Test func mock_deliversTheCommentsItWasGiven() async throws {
        let comments = [comment("First!"), comment("Lovely light")]
        let sut = ImageCommentsClient.mock(.success(comments))

        let delivered = try await sut.loadComments(UUID())

        #expect(delivered == comments)
    }

    @Test func mock_failsWithTheErrorItWasGiven() async {
        let sut = ImageCommentsClient.mock(.failure(.connectivity))

        await #expect(throws: RemoteLoadingError.connectivity) { try await sut.loadComments(UUID()) }
    }

    // MARK: - Helpers (the later steps use them too)

    let baseURL = URL(string: "https://comments.example.com")!

    func makeSUT(
        answering result: Result<(Data, HTTPURLResponse), any Error> = .failure(AnyError())
    ) -> (sut: ImageCommentsClient, client: HTTPClientSpy) {
        let client = HTTPClientSpy(result: result)
        return (ImageCommentsClient.live(baseURL: baseURL, client: client), client)
    }

    func comment(_ message: String, at createdAt: Date = Date(timeIntervalSince1970: 1_600_000_000)) -> ImageComment {
        ImageComment(id: UUID(), message: message, createdAt: createdAt, username: "a username")
    }
}
