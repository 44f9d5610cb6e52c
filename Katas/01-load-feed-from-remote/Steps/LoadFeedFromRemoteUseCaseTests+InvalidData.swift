import Foundation
import Testing
import SharedAPI
import FeedTestSupport

/// Step 3: only a 200 response carrying the feed's JSON is a feed; everything else is invalid data.
extension LoadFeedFromRemoteUseCaseTests {
    @Test(arguments: [199, 201, 301, 400, 404, 500])
    func load_failsWithInvalidDataOnAnyStatusButOK(statusCode: Int) async {
        let (sut, _) = makeSUT(answering: answer(statusCode, FeedFixtures.itemsJSON([])))

        await #expect(throws: RemoteLoadingError.invalidData) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }

    @Test(arguments: ["", "not json", #"{"images": []}"#, #"{"items": [{"id": "42", "image": "https://a.com"}]}"#])
    func load_failsWithInvalidDataOnOKWithUnexpectedJSON(payload: String) async {
        let (sut, _) = makeSUT(answering: answer(200, Data(payload.utf8)))

        await #expect(throws: RemoteLoadingError.invalidData) {
            try await sut.load(from: FeedFixtures.anyURL())
        }
    }
}
