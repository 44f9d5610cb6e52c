$TESTABLE_IMPORT App
import FeediOS
import XCTest

// A test folder that is not named …Tests: guardrails.json marks it as a test target of the App layer.
final class ShowFeedAcceptanceTests: XCTestCase {
    func test_launch_showsTheFeed() {
        let sut = makeSUT()

        XCTAssertNotNil(sut.makeFeed())
        XCTAssertNotNil(URLSession.shared)
    }

    private func makeSUT() -> SceneDelegate {
        SceneDelegate()
    }
}
