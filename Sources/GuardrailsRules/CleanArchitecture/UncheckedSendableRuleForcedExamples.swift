import GuardrailsCore

/// The examples of `unchecked-sendable` about claims the language forces (`ForcedUncheckedClaims`, and a `final` class storing
/// only through the package's `Sendable` wrapper classes): a test double answering a `Sendable` protocol synchronously, an
/// immutable class holding a `weak` reference before `weak let`, a lock wrapper class's backing storage, and an `open` class
/// storing only `Sendable` `let`s (`OpenImmutableClasses`).
enum UncheckedSendableRuleForcedExamples {
    /// A package for iOS 15 (before `Mutex` and before `weak let`) with a library, its test support and its tests.
    private static func legacyManifest(tools: String) -> ExampleFile {
        ExampleFile(
            "Package.swift",
            "// swift-tools-version: \(tools)\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    platforms: [.iOS(.v15)],\n    targets: [\n        .target(name: \"Feature\"),\n        .target(name: \"TestSupport\", dependencies: [\"Feature\"]),\n        .testTarget(name: \"FeatureTests\", dependencies: [\"Feature\", \"TestSupport\"]),\n    ]\n)"
        )
    }

    private static let ledgerScope = ExampleFile(
        "Sources/Feature/LedgerScope.swift", "public protocol LedgerWriting {\n    func write(_ entry: String)\n}\n\npublic protocol LedgerScope: LedgerWriting, Sendable {\n    func flush()\n}"
    )

    private static let frameHub = ExampleFile("Sources/Feature/FrameHub.swift", "actor FrameHub {\n    func frame(_ id: String) {}\n}")

    private static func frameRelay(_ body: String) -> ExampleFile {
        ExampleFile(
            "Sources/Feature/FrameRelay.swift",
            "final class FrameRelay: NSObject, \(ForbiddenSpellings.uncheckedSendable), FrameRendering {\n    private weak var hub: FrameHub?\n    private let trackID: String\n    private let count: Int\n    init(trackID: String, hub: FrameHub) {\n        self.trackID = trackID\n        self.count = 0\n        self.hub = hub\n    }\n\(body)}"
        )
    }

    /// An `open` retry rule of a library, for subclassing, storing `let`s of `Sendable` types and `extra` beside them.
    private static func retryRule(_ extra: String) -> RuleExample {
        RuleExample(
            ExampleFile("Sources/Feature/Backoff.swift", "public enum Backoff: Sendable {\n    case linear, doubling\n}\n\npublic protocol Throttling: Sendable {\n    func delay(after attempts: Int) -> Double\n}"),
            ExampleFile(
                "Sources/Feature/RetryRule.swift",
                "public typealias GiveUpCheck = @Sendable (Int, String) -> Bool\n\nopen class RetryRule: \(ForbiddenSpellings.uncheckedSendable), Throttling {\n    public static let standard = RetryRule(limit: 2)\n    public let limit: UInt\n    public let codes: Set<Int> = [408, 503]\n    public let backoffs: [String: Backoff] = [:]\n    public let throttles: [String: any Throttling] = [:]\n    private let giveUp: GiveUpCheck?\n    private let onRetry: (@Sendable (Int) -> Void)? = nil\n\(extra)    public init(limit: UInt, giveUp: GiveUpCheck? = nil) {\n        self.limit = limit\n        self.giveUp = giveUp\n    }\n    open func delay(after attempts: Int) -> Double { Double(attempts) }\n}"
            )
        )
    }

    static let triggering: [RuleExample] = [
        // A double of `async` requirements (one witnessed synchronously): an actor can stand in.
        RuleExample(
            legacyManifest(tools: "5.10"),
            ExampleFile("Sources/Feature/Capturing.swift", "protocol Capturing: AnyObject, Sendable {\n    func start() async\n    func setFilter(_ name: String?) async\n}"),
            ExampleFile(
                "Tests/FeatureTests/CapturingDouble.swift",
                "final class CapturingDouble: Capturing, \(ForbiddenSpellings.uncheckedSendable) {\n    var starts = 0\n    func start() async { starts += 1 }\n    func setFilter(_ name: String?) {}\n}"
            )
        ),
        // A spy claiming `Sendable` for no protocol.
        RuleExample(
            legacyManifest(tools: "5.10"), ledgerScope,
            ExampleFile("Sources/TestSupport/PrintSpy.swift", "public class PrintSpy: \(ForbiddenSpellings.uncheckedSendable) {\n    public var printed: [String] = []\n    public func print(_ line: String) { printed.append(line) }\n}")
        ),
        // `weak let` exists from Swift 6.2 on; and a weak reference reassigned after `init` is mutable state.
        RuleExample(legacyManifest(tools: "6.2"), frameHub, frameRelay("    func render() { Task { [hub, trackID] in await hub?.frame(trackID) } }\n")),
        RuleExample(legacyManifest(tools: "5.10"), frameHub, frameRelay("    func detach() { hub = nil }\n")),
        // An open class keeping a stored `var`, or a closure not declared `@Sendable`: state the claim hides.
        retryRule("    public var attempts = 0\n"),
        retryRule("    private let log: (String) -> Void = { _ in }\n"),
        // A class that could be `final` (internal, subclassed nowhere): a checked `Sendable` is open to it.
        RuleExample("Sources/Feature/RetryTable.swift", "class RetryTable: \(ForbiddenSpellings.uncheckedSendable) {\n    let limit: UInt = 2\n}"),
        // A subclass adding a stored `var` to such a class: its own claim.
        RuleExample(
            ExampleFile("Sources/Feature/Throttling.swift", "public protocol Throttling: Sendable {}"),
            ExampleFile("Sources/Feature/RetryRule.swift", "open class RetryRule: \(ForbiddenSpellings.uncheckedSendable), Throttling {\n    public let limit: UInt = 2\n}"),
            ExampleFile("Sources/Feature/CountingRetryRule.swift", "final class CountingRetryRule: RetryRule, \(ForbiddenSpellings.uncheckedSendable) {\n    var attempts = 0\n}")
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // An open class for subclassing storing only `Sendable` `let`s: Swift checks `Sendable` on final classes alone.
        retryRule(""),
        // Its subclass adding only a `Sendable` `let`.
        RuleExample(
            ExampleFile("Sources/Feature/Throttling.swift", "public protocol Throttling: Sendable {}"),
            ExampleFile("Sources/Feature/RetryRule.swift", "open class RetryRule: \(ForbiddenSpellings.uncheckedSendable), Throttling {\n    public let limit: UInt = 2\n}"),
            ExampleFile("Sources/Feature/PatientRetryRule.swift", "final class PatientRetryRule: RetryRule, \(ForbiddenSpellings.uncheckedSendable) {\n    let pause: Double = 2\n}")
        ),
        // A test-support double of a `Sendable` protocol with a synchronous requirement, before `Mutex`.
        RuleExample(
            legacyManifest(tools: "5.10"), ledgerScope,
            ExampleFile(
                "Sources/TestSupport/LedgerScopeDouble.swift",
                "open class LedgerScopeDouble: LedgerScope, \(ForbiddenSpellings.uncheckedSendable) {\n    public var written: [String] = []\n    public init() {}\n    public func write(_ entry: String) { written.append(entry) }\n    public func flush() {}\n}"
            )
        ),
        // A test double of a `Sendable` protocol asking a synchronous method beside `async` ones: no actor answers `discard(ids:)`.
        RuleExample(
            legacyManifest(tools: "5.10"),
            ExampleFile(
                "Sources/Feature/ReminderQueue.swift",
                "protocol ReminderQueue: AnyObject, Sendable {\n    func queued() async -> [String]\n    func enqueue(_ id: String) async throws\n    func discard(ids: [String])\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/FakeReminderQueue.swift",
                "final class FakeReminderQueue: ReminderQueue, \(ForbiddenSpellings.uncheckedSendable) {\n    private var ids: [String] = []\n    func queued() async -> [String] { ids }\n    func enqueue(_ id: String) async throws { ids.append(id) }\n    func discard(ids gone: [String]) { ids.removeAll { gone.contains($0) } }\n}"
            )
        ),
        // An immutable renderer holding its hub weakly, before `weak let`.
        RuleExample(legacyManifest(tools: "5.10"), frameHub, frameRelay("    func render() { Task { [hub, trackID] in await hub?.frame(trackID) } }\n")),
        // A final class storing only through the package's `Sendable` lock wrapper class, for a protocol refining `Sendable`.
        RuleExample(
            ExampleFile("Sources/Feature/BeaconRegistry.swift", "public protocol BeaconRegistry: Sendable {\n    func beacon(for id: Int) -> String?\n}"),
            ExampleFile(
                "Sources/Feature/Guarded.swift",
                "@propertyWrapper\npublic final class Guarded<Value: Sendable>: Sendable {\n    private let cell: LockedCell<Value>\n    public init(wrappedValue: Value) { cell = LockedCell(wrappedValue) }\n    public var wrappedValue: Value {\n        get { cell.read() }\n        set { cell.write(newValue) }\n    }\n}"
            ),
            ExampleFile(
                "Sources/Feature/BeaconStore.swift",
                "final class BeaconStore: \(ForbiddenSpellings.uncheckedSendable), BeaconRegistry {\n    @Guarded\n    private var beacons: [Int: String] = [:]\n    func replace(_ all: [Int: String]) { beacons = all }\n    func beacon(for id: Int) -> String? { beacons[id] }\n}"
            )
        ),
        // A test double nested in its suite, of a protocol refining `Sendable` through another package protocol, claimed in an extension.
        RuleExample(
            legacyManifest(tools: "5.10"),
            ExampleFile(
                "Sources/Feature/FaultReporting.swift",
                "public protocol ConcurrencySafe: Sendable {}\n\npublic protocol FaultReporting: AnyObject, ConcurrencySafe {\n    func report(_ fault: String)\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/FaultReporterTests.swift",
                "final class FaultReporterTests: XCTestCase {\n    final class FaultCollector: FaultReporting {\n        var faults: [String] = []\n        func report(_ fault: String) { faults.append(fault) }\n    }\n}\n\nextension FaultReporterTests.FaultCollector: \(ForbiddenSpellings.uncheckedSendable) {}"
            )
        ),
    ]
}
