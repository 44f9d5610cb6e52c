@testable import CacheFeed
import XCTest

final class LocalFeedLoaderTests: XCTestCase {
    func test_load_deliversNothing() {
        LocalFeedLoader().load()
    }
}
