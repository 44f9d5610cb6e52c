import Foundation
import Testing
import LoadImageCommentsFromRemote

@Suite struct ImageCommentsRequestTests {
    @Test func get_requestsTheCommentsOfTheGivenImage() {
        let imageID = UUID(uuidString: "2239CBA2-CB35-4392-ADC0-24A37D38E010")!
        let sut = makeSUT(.get(imageID: imageID))

        let received = sut.url(baseURL: URL(string: "http://base-url.com")!)

        #expect(received.absoluteString == "http://base-url.com/v1/image/2239CBA2-CB35-4392-ADC0-24A37D38E010/comments")
    }

    // MARK: - Helpers

    private func makeSUT(_ endpoint: ImageCommentsEndpoint) -> ImageCommentsEndpoint {
        endpoint
    }
}
