import GuardrailsCore

/// `MakeSUTRule` examples about objects a test builds around its subject: a reader of the subject's output, a test-support
/// factory's collector, a sink or file system handed to the suite's own helper or populated for the subject, a lock actor.
extension MakeSUTRule {
    private static let archiveSource =
        "public final class ArchiveWriter {\n    public init(path: String) {}\n    public func add(_ name: String) {}\n    public func close() {}\n}\n"
        + "public final class ArchiveReader {\n    public init(path: String) {}\n    public func contains(_ name: String) -> Bool { true }\n}"

    private static func archiveTest(suite: String) -> String {
        "@Suite struct \(suite) {\n    private func archive(_ names: [String]) -> String {\n        let writer = ArchiveWriter(path: \"/tmp/a\")\n"
            + "        names.forEach(writer.add)\n        writer.close()\n        return \"/tmp/a\"\n    }\n"
            + "    @Test func keepsOne() { let path = archive([\"x\"]); #expect(ArchiveReader(path: path).contains(\"x\")) }\n"
            + "    @Test func keepsTwo() { let path = archive([\"x\", \"y\"]); let reader = ArchiveReader(path: path); #expect(reader.contains(\"y\")) }\n}"
    }

    private static let diskSource =
        "public final class MemoryDisk {\n    public init() {}\n    public func writeFile(_ path: String, _ text: String) throws {}\n"
        + "    public func createDirectory(_ path: String) throws {}\n    public func read(_ path: String) throws -> String { \"\" }\n}\n"
        + "public enum HeaderRewriter {\n    public static func rewrite(dir: String, disk: MemoryDisk) throws {}\n}"

    private static let issueLogSource =
        "public final class IssueLog {\n    public init() {}\n    public var items: [String] = []\n}\n"
        + "public struct Expander {\n    public init(log: IssueLog) {}\n    public func expand(_ text: String) -> String { text }\n}"

    static let fixtureTriggeringExamples: [RuleExample] = [
        // A suite named after the reader has it for its subject.
        RuleExample(
            ExampleFile("Sources/Feature/Archive.swift", archiveSource),
            ExampleFile("Tests/FeatureTests/ArchiveReaderTests.swift", archiveTest(suite: "ArchiveReaderTests"))
        ),
        // Written into and read back, never handed over: the disk is what the tests exercise.
        RuleExample(
            ExampleFile("Sources/Feature/MemoryDisk.swift", diskSource),
            ExampleFile(
                "Tests/FeatureTests/DiskContentTests.swift",
                "@Suite struct DiskContentTests {\n    @Test func keepsText() throws {\n        let disk = MemoryDisk()\n        try disk.writeFile(\"/a\", \"x\")\n"
                    + "        #expect(try disk.read(\"/a\") == \"x\")\n    }\n    @Test func keepsEmpty() throws {\n        let disk = MemoryDisk()\n"
                    + "        try disk.writeFile(\"/b\", \"\")\n        #expect(try disk.read(\"/b\").isEmpty)\n    }\n}"
            )
        ),
        // The suite's helper returns nothing: the log handed to it is what the tests then check, the subject.
        RuleExample(
            ExampleFile("Sources/Feature/IssueLog.swift", issueLogSource),
            ExampleFile(
                "Tests/FeatureTests/IssueRecordingTests.swift",
                "@Suite struct IssueRecordingTests {\n    private func record(_ text: String, into log: IssueLog) { log.items.append(text) }\n"
                    + "    @Test func keepsOne() { let log = IssueLog(); record(\"a\", into: log); #expect(log.items == [\"a\"]) }\n"
                    + "    @Test func keepsNone() { let log = IssueLog(); record(\"\", into: log); #expect(log.items.count == 1) }\n}"
            )
        ),
    ]

    static let fixtureNonTriggeringExamples: [RuleExample] = [
        // The reader opens what the suite's helper wrote with the writer: it checks the output.
        RuleExample(
            ExampleFile("Sources/Feature/Archive.swift", archiveSource),
            ExampleFile("Tests/FeatureTests/ArchivingTests.swift", archiveTest(suite: "ArchivingTests"))
        ),
        // A test-support module's factory on a production type returns its recording collector: a fixture.
        RuleExample(
            ExampleFile("Sources/Feature/EventHub.swift", "public final class EventHub {\n    public init() {}\n}\npublic func planned(_ scope: String) -> [String] { [] }"),
            ExampleFile(
                "Sources/TestSupport/EventHub+Testing.swift",
                "import Feature\n\npublic final class RecordingHub {\n    public var errors: [String] = []\n    public var scope: String { \"test\" }\n}\n"
                    + "extension EventHub {\n    public static func makeForTesting() -> RecordingHub { RecordingHub() }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/PlanningTests.swift",
                "import TestSupport\n\nfinal class PlanningTests: XCTestCase {\n    func test_plansNothing() {\n        let hub = EventHub.makeForTesting()\n"
                    + "        XCTAssertEqual(planned(hub.scope), [])\n        XCTAssertTrue(hub.errors.isEmpty)\n    }\n    func test_reportsNothing() {\n"
                    + "        let hub = EventHub.makeForTesting()\n        _ = planned(hub.scope)\n        XCTAssertTrue(hub.errors.isEmpty)\n    }\n}"
            )
        ),
        // The in-memory disk is populated, then handed to the static subject, then read back: a fixture.
        RuleExample(
            ExampleFile("Sources/Feature/MemoryDisk.swift", diskSource),
            ExampleFile(
                "Tests/FeatureTests/HeaderRewritingTests.swift",
                "@Suite struct HeaderRewritingTests {\n    @Test func rewritesOne() throws {\n        let disk = MemoryDisk()\n        try disk.createDirectory(\"/p\")\n"
                    + "        try disk.writeFile(\"/p/a.txt\", \"x\")\n        try HeaderRewriter.rewrite(dir: \"/p\", disk: disk)\n"
                    + "        #expect(try disk.read(\"/p/a.txt\") == \"y\")\n    }\n    @Test func rewritesEmpty() throws {\n        let disk = MemoryDisk()\n"
                    + "        try disk.writeFile(\"/p/b.txt\", \"\")\n        try HeaderRewriter.rewrite(dir: \"/p\", disk: disk)\n"
                    + "        #expect(try disk.read(\"/p/b.txt\") == \"y\")\n    }\n}"
            )
        ),
        // The disk handed to the suite's own scope helper, which runs the test's body around it.
        RuleExample(
            ExampleFile("Sources/Feature/MemoryDisk.swift", diskSource),
            ExampleFile(
                "Tests/FeatureTests/RewriteScopeTests.swift",
                "@Suite struct RewriteScopeTests {\n    private func withFixture(disk: MemoryDisk, _ body: (String) throws -> Void) throws { try body(\"/p\") }\n"
                    + "    @Test func rewrites() throws {\n        let disk = MemoryDisk()\n        try withFixture(disk: disk) { root in try HeaderRewriter.rewrite(dir: root, disk: disk) }\n    }\n"
                    + "    @Test func rewritesTwice() throws {\n        let disk = MemoryDisk()\n        try withFixture(disk: disk) { root in\n"
                    + "            try HeaderRewriter.rewrite(dir: root, disk: disk)\n            try HeaderRewriter.rewrite(dir: root, disk: disk)\n        }\n    }\n}"
            )
        ),
        // A sink handed to the suite's helper whose returned value the test checks: the helper runs the subject.
        RuleExample(
            ExampleFile("Sources/Feature/IssueLog.swift", issueLogSource),
            ExampleFile(
                "Tests/FeatureTests/ExpansionTests.swift",
                "@Suite struct ExpansionTests {\n    private func expand(_ text: String, log: IssueLog) -> String { Expander(log: log).expand(text) }\n"
                    + "    @Test func keepsText() { let log = IssueLog(); let out = expand(\"a\", log: log); #expect(out == \"a\"); #expect(log.items.isEmpty) }\n"
                    + "    @Test func keepsEmpty() { let log = IssueLog(); let out = expand(\"\", log: log); #expect(out.isEmpty); #expect(log.items.isEmpty) }\n}"
            )
        ),
        // A shared utility's generic actor built from the one literal it guards, as a generic lock class is.
        RuleExample(
            ExampleFile(
                "Sources/Toolkit/AsyncGuard.swift",
                "public actor AsyncGuard<Value: Sendable> {\n    private var value: Value\n    public init(_ value: Value) { self.value = value }\n"
                    + "    public func read() -> Value { value }\n}"
            ),
            ExampleFile(
                "Tests/ToolkitTests/GuardedValueTests.swift",
                "@Suite struct GuardedValueTests {\n    @Test func readsNumber() async { #expect(await AsyncGuard(1).read() == 1) }\n"
                    + "    @Test func readsList() async { let box = AsyncGuard([\"a\"]); #expect(await box.read() == [\"a\"]) }\n}"
            )
        ),
    ]
}
