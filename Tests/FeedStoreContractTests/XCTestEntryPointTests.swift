import FeedStoreContract
import FeedStoreContractXCTest
import InMemoryFeedStore
import XCTest

/// The one XCTest case in the package: it proves that a team on XCTest runs the same specs in one line.
final class XCTestEntryPointTests: XCTestCase {
    func test_inMemoryStore_conformsThroughXCTest() async {
        await FeedStoreContract<InMemoryFeedStore>(capabilities: [.imageData]) { _ in InMemoryFeedStore() }.assertConforms()
    }
}
