import GuardrailsCore

/// The examples of `unchecked-sendable` about classes sealing what they store (`SealedClassStorage`, and a lock box whose lock
/// is a `private var`): a lock box written before `Mutex`, a class storing only through the package's `Sendable` wrapper
/// classes, and an opaque retainer offering nothing but its initializer.
enum UncheckedSendableRuleSealedExamples {
    /// A package for iOS 15, before Synchronization's `Mutex`.
    private static let manifest = ExampleFile(
        "Package.swift",
        "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    platforms: [.iOS(.v15)],\n    targets: [.target(name: \"Feature\"), .testTarget(name: \"FeatureTests\", dependencies: [\"Feature\"])]\n)"
    )

    /// A lock box keeping its `NSLock` in a `private var`, with `extra` members.
    private static func lockedState(_ extra: String) -> ExampleFile {
        ExampleFile(
            "Sources/Feature/LockedState.swift",
            "final class LockedState<State>: \(ForbiddenSpellings.uncheckedSendable) {\n    private var state: State\n    private var gate = NSLock()\n    init(_ state: sending State) { self.state = state }\n    func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {\n        gate.lock()\n        defer { gate.unlock() }\n        return try body(&state)\n    }\n\(extra)}"
        )
    }

    /// The package's wrapper `declaration`, and a test class storing its count through it, with `extra` members.
    private static func tally(_ declaration: String, _ extra: String = "") -> RuleExample {
        RuleExample(
            ExampleFile("Sources/Feature/Guarded.swift", "@propertyWrapper\n\(declaration) Guarded<Value: Sendable>: Sendable {\n    let wrappedValue: Value\n    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }\n}"),
            ExampleFile(
                "Tests/FeatureTests/GuardedTests.swift",
                "struct GuardedTests {\n    final class Tally: \(ForbiddenSpellings.uncheckedSendable) {\n        @Guarded var total: Int\n        init(total: Int) { self.total = total }\n\(extra)    }\n}"
            )
        )
    }

    /// A class keeping an object alive, with `extra` members.
    private static func keepAlive(_ extra: String) -> RuleExample {
        RuleExample(
            "Sources/Feature/KeepAlive.swift",
            "final class KeepAlive<Owner: AnyObject>: \(ForbiddenSpellings.uncheckedSendable) {\n    private let owner: Owner\n    init(_ owner: Owner) { self.owner = owner }\n\(extra)}"
        )
    }

    static let triggering: [RuleExample] = [
        // The lock itself replaced after `init`; a wrapper struct copied into the backing `var`, or the backing replaced;
        // a retainer handing out what it holds.
        RuleExample(manifest, lockedState("    func reset() { gate = NSLock() }\n")),
        tally("struct"),
        tally("final class", "        func reset() { _total = Guarded(wrappedValue: 0) }\n"),
        keepAlive("    func run(_ body: (Owner) -> Void) { body(owner) }\n"),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample(manifest, lockedState("")),
        tally("final class"),
        keepAlive(""),
    ]
}
