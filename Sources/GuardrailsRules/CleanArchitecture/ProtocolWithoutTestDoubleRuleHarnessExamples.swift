import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about harness programs and tree shapes: a fuzz harness's own protocol, a double
/// declared in an integration-test runner built as an executable, and the node protocol of a composite tree.
extension ProtocolWithoutTestDoubleRule {
    /// A package of the `Vault` library and `program`.
    private static func vaultPackage(_ program: String) -> ExampleFile {
        ExampleFile(
            "Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Vault\",\n    targets: [.target(name: \"Vault\"), \(program)]\n)"
        )
    }

    /// A fuzz harness's callback protocol, reporting finished rounds to its tally.
    private static let roundReporting = ExampleFile(
        "Sources/FuzzCompare/RoundReporting.swift",
        "protocol RoundReporting: AnyObject {\n    func round(didFinish count: Int)\n}\nfinal class RoundDriver {\n    weak var reporter: RoundReporting?\n}\nfinal class RoundTally: RoundReporting {\n    let driver = RoundDriver()\n    init() { driver.reporter = self }\n    func round(didFinish count: Int) {}\n}\nenum Run {\n    static let tally = RoundTally()\n}"
    )

    /// The library's sink seam, with its one production conformer.
    private static let sink = ExampleFile(
        "Sources/Vault/Sink.swift",
        "public protocol Sink {\n    func write(_ bytes: [UInt8]) throws\n}\npublic final class Archiver {\n    let sink: Sink\n    public init(sink: Sink) { self.sink = sink }\n    public func flush() throws { try sink.write([]) }\n}\npublic struct FileSink: Sink {\n    public init() {}\n    public func write(_ bytes: [UInt8]) throws {}\n}"
    )

    /// A sink conformer written in `path`, run by a program.
    private static func tallySink(_ path: String) -> ExampleFile {
        ExampleFile(path, "import Vault\n\nfinal class TallySink: Sink {\n    var writes = 0\n    func write(_ bytes: [UInt8]) throws { writes += 1 }\n}\n\nenum ArchiverChecks {\n    static func run() throws { try Archiver(sink: TallySink()).flush() }\n}")
    }

    /// An outline node protocol, its group storing `children`.
    private static func outline(_ children: String) -> String {
        "protocol OutlineNode: AnyObject {\n    var id: String { get set }\n    func build() -> [String]\n}\nfinal class LeafNode: OutlineNode {\n    var id = \"\"\n    func build() -> [String] { [id] }\n}\nfinal class GroupNode: OutlineNode {\n    var id = \"\"\n    \(children)\n    func build() -> [String] { [id] }\n}\nfinal class OutlinePrinter {\n    let root: OutlineNode\n    init(root: OutlineNode) { self.root = root }\n}"
    }

    static let harnessTriggeringExamples: [RuleExample] = [
        // A fuzz harness a test target depends on; the same conformer in a command-line tool of the package.
        RuleExample(vaultPackage(".executableTarget(name: \"FuzzCompare\"), .testTarget(name: \"FuzzCompareTests\", dependencies: [\"FuzzCompare\"])"), roundReporting),
        RuleExample(vaultPackage(".executableTarget(name: \"vault-cli\", dependencies: [\"Vault\"], path: \"Sources/CLI\")"), sink, tallySink("Sources/CLI/ArchiverChecks.swift")),
    ]

    static let harnessNonTriggeringExamples: [RuleExample] = [
        RuleExample(vaultPackage(".executableTarget(name: \"FuzzCompare\")"), roundReporting),
        RuleExample(
            vaultPackage(".executableTarget(name: \"vault-integration\", dependencies: [\"Vault\"], path: \"Sources/Integration\")"), sink,
            tallySink("Sources/Integration/ArchiverTests.swift")
        ),
        RuleExample("Sources/Outline/OutlineNode.swift", outline("private(set) var children: [OutlineNode] = []")),
    ]
}
