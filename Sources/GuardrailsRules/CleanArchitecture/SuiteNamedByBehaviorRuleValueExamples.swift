import GuardrailsCore

/// The examples of `suite-named-by-behavior` about values: a struct adopting only value protocols whose instances have no
/// action beyond equality, hashing and coding (parsed from text, compared, printed) is the concept its suite proves.
extension SuiteNamedByBehaviorRule {
    static let valueTriggeringExamples: [RuleExample] = [
        // A value with a query of its own (an action beyond its fields), and one keeping a `var`.
        RuleExample(
            ExampleFile(
                "Sources/Feature/Rollout.swift",
                "public struct Rollout: Decodable {\n    public let percent: Int\n    public func isActive(forBuild build: Int) -> Bool { percent == 100 }\n}"
            ),
            ExampleFile("Tests/FeatureTests/RolloutTests.swift", "final class RolloutTests: XCTestCase {\n    func test_fullRolloutIsActive() { XCTAssertTrue(Rollout(percent: 100).isActive(forBuild: 1)) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Tally.swift", "public struct Tally: Equatable {\n    public var count: Int\n    public init(count: Int) { self.count = count }\n}"),
            ExampleFile("Tests/FeatureTests/TallyTests.swift", "final class TallyTests: XCTestCase {\n    func test_keepsCount() { XCTAssertEqual(Tally(count: 2).count, 2) }\n}")
        ),
        // An enum coding itself that also acts (`next()`): more than a value.
        RuleExample(
            ExampleFile(
                "Sources/App/Palette.swift",
                "enum Palette: String, Codable {\n    case day, night\n    init(from decoder: Decoder) throws {\n        self = Palette(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .day\n    }\n    func next() -> Palette { self == .day ? .night : .day }\n}"
            ),
            ExampleFile("Tests/AppTests/PaletteTests.swift", "final class PaletteTests: XCTestCase {\n    func test_cycles() { XCTAssertEqual(Palette.day.next(), .night) }\n}")
        ),
    ]

    static let valueNonTriggeringExamples: [RuleExample] = [
        // An enum coding itself, in an app of one module: a value read from and written to its stored form.
        RuleExample(
            ExampleFile(
                "Sources/App/Palette.swift",
                "enum Palette: String, Codable {\n    case day, night\n    init(from decoder: Decoder) throws {\n        self = Palette(rawValue: try decoder.singleValueContainer().decode(String.self)) ?? .day\n    }\n}"
            ),
            ExampleFile(
                "Tests/AppTests/PaletteTests.swift",
                "final class PaletteTests: XCTestCase {\n    func test_unknownDecodesAsDay() throws {\n        XCTAssertEqual(try JSONDecoder().decode([Palette].self, from: Data(#\"[\"dusk\"]\"#.utf8)), [.day])\n    }\n    func test_storesItsName() { XCTAssertEqual(Palette.night.rawValue, \"night\") }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/ReleaseNumber.swift",
                "public struct ReleaseNumber: Hashable, Sendable {\n    public let major: Int\n    public let minor: Int\n    public init?(_ text: String) {\n        let parts = text.split(separator: \".\").compactMap { Int($0) }\n        guard parts.count == 2 else { return nil }\n        major = parts[0]\n        minor = parts[1]\n    }\n}\n\nextension ReleaseNumber: Comparable {\n    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }\n}\n\nextension ReleaseNumber: CustomStringConvertible {\n    public var description: String { \"\\(major).\\(minor)\" }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ReleaseNumberTests.swift",
                "final class ReleaseNumberTests: XCTestCase {\n    func test_parses() { XCTAssertEqual(ReleaseNumber(\"1.2\")?.minor, 2) }\n    func test_orders() { XCTAssertLessThan(ReleaseNumber(\"1.2\")!, ReleaseNumber(\"1.10\")!) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Ticket.swift",
                "struct Ticket: Identifiable {\n    let id = UUID()\n    let summary: String\n    let log: Data?\n    var body: String { \"\\(summary)\\n\\(log?.count ?? 0) bytes\" }\n}"
            ),
            ExampleFile("Tests/FeatureTests/TicketTests.swift", "final class TicketTests: XCTestCase {\n    func test_bodyCountsLog() { XCTAssertTrue(Ticket(summary: \"a\", log: Data()).body.hasSuffix(\"0 bytes\")) }\n}")
        ),
    ]
}
