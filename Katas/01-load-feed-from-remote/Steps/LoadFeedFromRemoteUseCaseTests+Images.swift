import Foundation
import Testing
import FeedFeature
import FeedTestSupport

/// Step 4: a valid answer becomes the feed, optional fields included, in the server's order.
extension LoadFeedFromRemoteUseCaseTests {
    @Test func load_deliversAnEmptyFeedForAnEmptyItemList() async throws {
        let (sut, _) = makeSUT(answering: answer(200, FeedFixtures.itemsJSON([])))

        let feed = try await sut.load(from: FeedFixtures.anyURL())

        #expect(feed == [])
    }

    @Test func load_deliversTheImagesOfTheItemList() async throws {
        let bare = FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a.com/1.jpg")!)
        let full = FeedImage(id: UUID(), description: "A lake", location: "Geneva", url: URL(string: "https://a.com/2.jpg")!)
        let items: [[String: Any]] = [
            ["id": bare.id.uuidString, "image": bare.url.absoluteString],
            ["id": full.id.uuidString, "description": "A lake", "location": "Geneva", "image": full.url.absoluteString],
        ]
        let (sut, _) = makeSUT(answering: answer(200, FeedFixtures.itemsJSON(items)))

        let feed = try await sut.load(from: FeedFixtures.anyURL())

        #expect(feed == [bare, full])
    }
}
