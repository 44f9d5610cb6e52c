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

    /// Light settings: `InMemoryFeedStoreConformanceTests` proves this store at full strength; here the specs show that
    /// XCTest runs every one of them. (XCTest runs before Swift Testing starts, so its time adds to the whole run's.)
    private func makeSUT() -> FeedStoreContract<InMemoryFeedStore> {
        FeedStoreContract(capabilities: [.imageData], settings: FeedStoreContractSettings(runs: 4, concurrentTimeLimit: .milliseconds(200))) { _ in
            InMemoryFeedStore()
        }
    }
}
