import Feed
import Foundation
import XCTest

final class LoadFeedUseCaseTests: XCTestCase {
    func test_load_deliversTheLoadedItems() async throws {
        let sut = makeSUT([FeedItem(title: "a")])

        let items = try await sut.load()

        XCTAssertEqual(items, [FeedItem(title: "a")])
        XCTAssertNotNil(URLSession.shared)
    }

    private func makeSUT(_ items: [FeedItem]) -> FeedLoaderStub {
        FeedLoaderStub(items: items)
    }
}

struct FeedLoaderStub: FeedLoader {
    let items: [FeedItem]

    func load() async throws -> [FeedItem] { items }
}
