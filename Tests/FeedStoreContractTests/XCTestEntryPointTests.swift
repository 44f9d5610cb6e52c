import FeedStoreContract
import FeedStoreContractXCTest
import InMemoryFeedStore
import XCTest

/// The one XCTest case in the package: it proves that a team on XCTest runs the same specs in one line.
final class XCTestEntryPointTests: XCTestCase {
    func test_inMemoryStore_conformsThroughXCTest() async {
        await makeSUT().assertConforms()
    }

    // MARK: - Helpers

    private func makeSUT() -> FeedStoreContract<InMemoryFeedStore> {
        FeedStoreContract(capabilities: [.imageData]) { _ in InMemoryFeedStore() }
    }
}
