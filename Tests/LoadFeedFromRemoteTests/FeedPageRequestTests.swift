import Foundation
import Testing
import FeedFeature
import LoadFeedFromRemote
import FeedTestSupport

@Suite struct FeedPageRequestTests {
    @Test func firstPage_requestsTheFirstTenItems() {
        let sut = makeSUT(.get())

        let received = sut.url(baseURL: baseURL)

        #expect(received.scheme == "http")
        #expect(received.host == "base-url.com")
        #expect(received.path == "/v1/feed")
        #expect(received.query == "limit=10")
    }

    @Test func nextPage_requestsTheTenItemsAfterTheGivenImage() {
        let image = FeedFixtures.uniqueImage()
        let sut = makeSUT(.get(after: image))

        let received = sut.url(baseURL: baseURL)

        #expect(received.path == "/v1/feed")
        #expect(received.query?.contains("limit=10") == true)
        #expect(received.query?.contains("after_id=\(image.id.uuidString)") == true)
    }

    @Test func baseURLWithPath_keepsThePath() {
        let sut = makeSUT(.get())

        let received = sut.url(baseURL: URL(string: "https://host.com/api/")!)

        #expect(received.absoluteString == "https://host.com/api/v1/feed?limit=10")
    }

    // MARK: - Helpers

    private let baseURL = URL(string: "http://base-url.com")!

    private func makeSUT(_ endpoint: FeedEndpoint) -> FeedEndpoint {
        endpoint
    }
}
