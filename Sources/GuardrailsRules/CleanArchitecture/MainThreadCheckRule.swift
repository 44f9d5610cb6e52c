import GuardrailsCore

/// Runtime thread checks are a weaker, later version of what actor isolation proves at compile time.
public struct MainThreadCheckRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "main-thread-check",
        summary: "No `Thread.isMainThread` checks; use actor isolation (`@MainActor`).",
        rationale: """
        Law 11 and the gotcha "Thread.isMainThread is not the main queue": the main thread can run other \
        queues, and a runtime check only fails in production. @MainActor makes the compiler enforce it; \
        a check that work is off the main thread (`assert(!Thread.isMainThread)`) becomes `@concurrent` or \
        `nonisolated` async code.
        Tests are not checked (option `checkTests`): a test or a fake that records or asserts the thread \
        production code called it on (`XCTAssertTrue(Thread.isMainThread)` in a notification handler) \
        observes the code under test, which isolating the test cannot do for it.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("checkTests", .bool(false), "Also check test targets and test-support layers (where a check observes the calling thread)."),
        ],
        triggering: [
            RuleExample("Sources/Presentation/Adapter.swift", "func f() { if Thread.isMainThread { run() } }"),
            RuleExample("Sources/UI/View.swift", "func f() { guard Thread.isMainThread else { return } }"),
            RuleExample("Sources/App/Composer.swift", "func f() { assert(Thread.isMainThread) }"),
            RuleExample("Sources/Infrastructure/Decoder.swift", "@concurrent func decode() async { assert(!Thread.isMainThread) }"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/View.swift", "// Thread.isMainThread is banned"),
            RuleExample("Sources/Presentation/Adapter.swift", "@MainActor func display() {}"),
            RuleExample("Sources/App/Composer.swift", "let name = Thread.current.name"),
            RuleExample(
                "Tests/FeatureTests/DeliveryThreadTests.swift",
                "@Test func deliversOnTheMainThread() async {\n    var threads: [Bool] = []\n    await makeSUT().load { threads.append(Thread.isMainThread) }\n    #expect(threads == [true])\n}"
            ),
            RuleExample("Sources/TestSupport/LocationManagerSpy.swift", "public final class LocationManagerSpy {\n    public private(set) var calledOnMain: [Bool] = []\n    public func requestLocation() { calledOnMain.append(Thread.isMainThread) }\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if file.isTestCode, !context.flag("checkTests") { return [] }
        return file.model.references.compactMap { reference in
            guard reference.base != nil, reference.name == "isMainThread" else { return nil }
            return Violation(reference, "'isMainThread' checks the thread at run time; isolate the code with @MainActor (or @concurrent, off the main actor) instead")
        }
    }
}
