import Foundation
import Testing
import FeedTestSupport

/// Step 2: the live client asks the API for the image's comments, only when called.
extension LoadImageCommentsThroughClientTests {
    @Test func live_requestsNothingUntilCalled() {
        let (_, client) = makeSUT()

        #expect(client.requestedURLs == [])
    }

    @Test func live_requestsTheImagesCommentsURL() async {
        let imageID = UUID()
        let (sut, client) = makeSUT()

        _ = try? await sut.loadComments(imageID)

        #expect(client.requestedURLs == [baseURL.appendingPathComponent("v1/image/\(imageID.uuidString)/comments")])
    }
}
