import Foundation
import Testing
import FeedApp
import FeedTestSupport

@Suite struct HTTPClientRoutingTests {
    @Test func get_sendsFileURLsToTheFileClientAndOthersToTheNetwork() async throws {
        let (sut, fileClient, networkClient) = makeSUT()
        let fileURL = URL(fileURLWithPath: "/api/v1/feed")
        let networkURL = URL(string: "https://a-url.com/image.png")!

        _ = try? await sut.get(from: fileURL)
        _ = try? await sut.get(from: networkURL)

        #expect(fileClient.requestedURLs == [fileURL])
        #expect(networkClient.requestedURLs == [networkURL])
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: SchemeRoutingHTTPClient, fileClient: HTTPClientSpy, networkClient: HTTPClientSpy) {
        let (fileClient, networkClient) = (HTTPClientSpy(), HTTPClientSpy())
        return (SchemeRoutingHTTPClient(fileClient: fileClient, networkClient: networkClient), fileClient, networkClient)
    }
}
