import GuardrailsCore

/// The examples of `suite-named-by-behavior` about values: a plain value, or a generic struct storing no collaborator (no
/// protocol, class or closure), is the concept its suite proves; one holding a collaborator, and a class, stays reported.
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
        // A struct holding a collaborator (a protocol of the package) is a service in value's clothing: its parts can be split.
        RuleExample(
            ExampleFile("Sources/Feature/Kiln.swift", "public protocol Thermometer { func read() -> Double }\npublic struct Kiln<Piece> {\n    let thermometer: Thermometer\n    let pieces: [Piece]\n    public func isHot() -> Bool { thermometer.read() > 900 }\n}"),
            ExampleFile("Tests/FeatureTests/KilnTests.swift", "final class KilnTests: XCTestCase {\n    func test_hotAboveLimit() { XCTAssertFalse(Kiln<Int>(thermometer: ColdStub(), pieces: []).isHot()) }\n}")
        ),
        // A struct storing a closure, and a class: both hold behaviour that may be split out.
        RuleExample(
            ExampleFile("Sources/Feature/Glazer.swift", "public struct Glazer<Pot> {\n    let coat: (Pot) -> Pot\n    public func glaze(_ pot: Pot) -> Pot { coat(pot) }\n}"),
            ExampleFile("Tests/FeatureTests/GlazerTests.swift", "final class GlazerTests: XCTestCase {\n    func test_coats() { XCTAssertEqual(Glazer(coat: { $0 + 1 }).glaze(1), 2) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Tray.swift", "public final class Tray<Item> {\n    public var items: [Item] = []\n    public func add(_ item: Item) { items.append(item) }\n}"),
            ExampleFile("Tests/FeatureTests/TrayTests.swift", "final class TrayTests: XCTestCase {\n    func test_adds() { let tray = Tray<Int>(); tray.add(1); XCTAssertEqual(tray.items, [1]) }\n}")
        ),
    ]

    static let valueNonTriggeringExamples: [RuleExample] = [
        // A generic struct storing no collaborator: a data structure over its parameter, with nothing to split out.
        RuleExample(
            ExampleFile("Sources/Kiln/Shelf.swift", "public struct Shelf<Item> {\n    let items: [Item]\n    public func page(_ number: Int, size: Int) -> [Item] { Array(items.dropFirst(number * size).prefix(size)) }\n}"),
            ExampleFile("Tests/KilnTests/ShelfTests.swift", "final class ShelfTests: XCTestCase {\n    func test_pages() { XCTAssertEqual(Shelf(items: [1, 2, 3]).page(1, size: 2), [3]) }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Kiln/FiringLog.swift",
                "public struct FiringLog<Reading> {\n    private var slots: [Reading]\n    private let limit: Int\n    public init(limit: Int) { self.limit = limit; slots = [] }\n    public mutating func record(_ reading: Reading) { slots.append(reading); if slots.count > limit { slots.removeFirst() } }\n    public var latest: Reading? { slots.last }\n}"
            ),
            ExampleFile("Tests/KilnTests/FiringLogTests.swift", "final class FiringLogTests: XCTestCase {\n    func test_keepsLatest() { var log = FiringLog<Int>(limit: 1); log.record(1); log.record(2); XCTAssertEqual(log.latest, 2) }\n}")
        ),
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
