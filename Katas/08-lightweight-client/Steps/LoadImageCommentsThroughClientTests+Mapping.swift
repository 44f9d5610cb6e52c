import Foundation
import Testing
import FeedFeature
import SharedAPI
import FeedTestSupport

/// Step 3: the live client delivers what the API answers, with the same errors as the remote use case.
extension LoadImageCommentsThroughClientTests {
    @Test func live_deliversTheCommentsOfASuccessfulResponse() async throws {
        let first = comment("First!")
        let json: [String: Any] = [
            "id": first.id.uuidString, "message": first.message,
            "created_at": "2020-09-13T12:26:40Z", "author": ["username": first.username],
        ]
        let (sut, _) = makeSUT(answering: .success((FeedFixtures.itemsJSON([json]), FeedFixtures.httpResponse(statusCode: 201))))

        let comments = try await sut.loadComments(UUID())

        #expect(comments == [first])
    }

    @Test func live_failsWithConnectivityWhenTheClientFails() async {
        let (sut, _) = makeSUT(answering: .failure(AnyError()))

        await #expect(throws: RemoteLoadingError.connectivity) { try await sut.loadComments(UUID()) }
    }

    @Test(arguments: [199, 300, 404, 500])
    func live_failsWithInvalidDataOnANon2xxResponse(statusCode: Int) async {
        let (sut, _) = makeSUT(answering: .success((FeedFixtures.itemsJSON([]), FeedFixtures.httpResponse(statusCode: statusCode))))

        await #expect(throws: RemoteLoadingError.invalidData) { try await sut.loadComments(UUID()) }
    }
}
