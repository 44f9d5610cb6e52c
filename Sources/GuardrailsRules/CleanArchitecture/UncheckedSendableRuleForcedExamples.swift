import GuardrailsCore

/// The examples of `unchecked-sendable` about claims the language forces (`ForcedUncheckedClaims`, and a `final` class storing
/// only through the package's `Sendable` wrapper classes): a test double answering a `Sendable` protocol synchronously, an
/// immutable class holding a `weak` reference before `weak let`, and a lock wrapper class's backing storage.
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
    ]

    static let nonTriggering: [RuleExample] = [
        // A test-support double of a `Sendable` protocol with a synchronous requirement, before `Mutex`.
        RuleExample(
            legacyManifest(tools: "5.10"), ledgerScope,
            ExampleFile(
                "Sources/TestSupport/LedgerScopeDouble.swift",
                "open class LedgerScopeDouble: LedgerScope, \(ForbiddenSpellings.uncheckedSendable) {\n    public var written: [String] = []\n    public init() {}\n    public func write(_ entry: String) { written.append(entry) }\n    public func flush() {}\n}"
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
    ]
}
