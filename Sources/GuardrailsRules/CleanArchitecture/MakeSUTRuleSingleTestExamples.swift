import GuardrailsCore

/// `MakeSUTRule` examples about a suite's only test building its subject once: from literals alone a factory would only
/// rename that call; with a collaborator, or in several tests, the subject's construction is still repeated or hidden.
extension MakeSUTRule {
    static let singleTestTriggeringExamples: [RuleExample] = [
        // The only test hands the board a collaborator it builds: a factory would keep that wiring in one place.
        RuleExample(
            tariffBoard,
            ExampleFile("Sources/Feature/RateFeed.swift", "public final class RateFeed {\n    public init() {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/TariffBoardControllerTests.swift",
                "final class TariffBoardControllerTests: XCTestCase {\n    func testShowsRates() {\n        let feed = RateFeed()\n        let board = TariffBoardController(feed: feed, rows: 3)\n        assertSnapshot(of: board, as: .image)\n    }\n}"
            )
        ),
        // The settings built from nothing are handed to the line the test reads, itself built with collaborators.
        RuleExample(
            ExampleFile(
                "Sources/Feature/RefundLine.swift",
                "public final class RateSettings {\n    public init() {}\n}\n\npublic final class RefundLine {\n    public init(item: OrderLine, settings: RateSettings) {}\n    public var title: String { \"\" }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/RefundLineTests.swift",
                "final class RefundLineTests: XCTestCase {\n    func testTitle() {\n        let item = OrderLine.sample()\n        let settings = RateSettings()\n        let line = RefundLine(item: item, settings: settings)\n        XCTAssertEqual(line.title, \"\")\n    }\n}"
            )
        ),
        // Two tests build the dial without arguments: the repetition a factory removes.
        RuleExample(
            meterDial,
            ExampleFile(
                "Tests/FeatureTests/MeterDialTests.swift",
                "@Suite struct MeterDialTests {\n    @Test func light() { assertSnapshot(of: MeterDial(), as: .image) }\n    @Test func dark() { assertSnapshot(of: MeterDial().preferredColorScheme(.dark), as: .image) }\n}"
            )
        ),
    ]

    static let singleTestNonTriggeringExamples: [RuleExample] = [
        // One parameterized test building the dial once, without arguments: a makeSUT() would rename that one call.
        RuleExample(
            meterDial,
            ExampleFile(
                "Tests/FeatureTests/MeterDialTests.swift",
                "@Suite struct MeterDialTests {\n    @Test(arguments: [120, 240])\n    func renders(width: Int) {\n        assertSnapshot(of: MeterDial().frame(width: CGFloat(width)), as: .image)\n    }\n}"
            )
        ),
        // One test building the board once from literals: nothing handed in for a factory to hide.
        RuleExample(
            tariffBoard,
            ExampleFile(
                "Tests/FeatureTests/TariffBoardControllerTests.swift",
                "final class TariffBoardControllerTests: XCTestCase {\n    func testShowsRates() {\n        let board = TariffBoardController(title: \"Rates\", rows: 3)\n        assertSnapshot(of: board, as: .image)\n    }\n}"
            )
        ),
    ]

    private static let meterDial = ExampleFile(
        "Sources/Feature/MeterDial.swift", "import SwiftUI\n\npublic struct MeterDial: View {\n    public init() {}\n    public var body: some View { Circle() }\n}"
    )

    private static let tariffBoard = ExampleFile(
        "Sources/Feature/TariffBoardController.swift",
        "import UIKit\n\npublic final class TariffBoardController: UIViewController {\n    public init(title: String, rows: Int) { super.init(nibName: nil, bundle: nil) }\n    public init(feed: RateFeed, rows: Int) { super.init(nibName: nil, bundle: nil) }\n    required init?(coder: NSCoder) { nil }\n}"
    )
}
