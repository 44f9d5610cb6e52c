import GuardrailsCore

/// `SuiteNamedByBehaviorRule` examples about the untouched test template a project generator leaves in a new module.
extension SuiteNamedByBehaviorRule {
    static let templateNonTriggeringExamples: [RuleExample] = [
        // The generated placeholder suite named after the module's type, its one `testExample()` comparing two literals:
        // it proves no behaviour yet, so there is none to name it for.
        RuleExample(
            ExampleFile(
                "Sources/Game/Board.swift",
                "public struct Board {\n    public var pieces: [Int: [String]] = [:]\n    public init() {}\n    public mutating func place(_ piece: String, at slot: Int) {\n        pieces[slot, default: []].append(piece)\n    }\n}"
            ),
            ExampleFile(
                "Tests/GameTests/BoardTests.swift",
                "import XCTest\n\nfinal class BoardTests: XCTestCase {\n    override func setUpWithError() throws {}\n\n    override func tearDownWithError() throws {}\n\n    func testExample() {\n        XCTAssertEqual(1, 1)\n    }\n}"
            )
        ),
    ]
}
