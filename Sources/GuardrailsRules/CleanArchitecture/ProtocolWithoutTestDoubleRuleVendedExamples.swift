import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about a library's extension points: `public` protocols of the modules a
/// `.library` product vends, adopted by several of its types, in a package that builds no program of its own.
extension ProtocolWithoutTestDoubleRule {
    /// The example app's menu reporting the picked item to the screen that handles it.
    private static let menuHandling = ExampleFile(
        "Sources/RelayExample/MenuHandling.swift",
        "protocol MenuHandling: AnyObject {\n    func menu(didPick item: String)\n}\nfinal class MenuController {\n    weak var handler: MenuHandling?\n}\nfinal class GalleryScreen: MenuHandling {\n    let menu = MenuController()\n    init() { menu.handler = self }\n    func menu(didPick item: String) {}\n}\nenum Launch {\n    static let screen = GalleryScreen()\n}"
    )

    /// A benchmark harness's own callback protocol, reporting finished rounds to its summary.
    private static let loadReporting = ExampleFile(
        "Sources/RelayQPSBenchmark/LoadReporting.swift",
        "protocol LoadReporting: AnyObject {\n    func load(didFinish rounds: Int)\n}\nfinal class LoadDriver {\n    weak var reporter: LoadReporting?\n}\nfinal class LoadSummary: LoadReporting {\n    let driver = LoadDriver()\n    init() { driver.reporter = self }\n    func load(didFinish rounds: Int) {}\n}\nenum Run {\n    static let summary = LoadSummary()\n}"
    )

    /// The protocol each case of a conformance suite adopts, run by a harness against a real channel, in `module`.
    private static func pingTests(in module: String) -> [ExampleFile] {
        [
            ExampleFile(
                "Package.swift",
                "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Wire\",\n    targets: [.target(name: \"\(module)\"), .executableTarget(name: \"wire-check\", dependencies: [\"\(module)\"])]\n)"
            ),
            ExampleFile(
                "Sources/\(module)/PingTest.swift",
                "public final class Channel {\n    public init() {}\n    public func send(_ bytes: [UInt8]) throws {}\n}\npublic protocol PingTest {\n    func run(using channel: Channel) throws\n    func prepare(_ channel: Channel, retries: Int)\n}\npublic struct EmptyPing: PingTest {\n    public func run(using channel: Channel) throws { try channel.send([]) }\n    public func prepare(_ channel: Channel, retries: Int) {}\n}\npublic struct LargePing: PingTest {\n    public func run(using channel: Channel) throws { try channel.send([1, 2]) }\n    public func prepare(_ channel: Channel, retries: Int) {}\n}\npublic func runAll(_ tests: [any PingTest], on channel: Channel) throws { for test in tests { try test.run(using: channel) } }"
            ),
        ]
    }

    static let vendedTriggeringExamples: [RuleExample] = [
        // One conformer only: a seam of the library's own, which a double would stand in for.
        RuleExample(
            ExampleFile("Package.swift", relayPackage()),
            ExampleFile("Sources/Relay/ReplyEncoding.swift", replyEncoding(conformers: ["PlainReplyEncoder"]))
        ),
        // The package ships a server of its own: it has a composition root, and the protocol is its seam.
        RuleExample(
            ExampleFile("Package.swift", relayPackage(program: ".executableTarget(name: \"relay-server\", dependencies: [\"Relay\"])")),
            ExampleFile("Sources/Relay/ReplyEncoding.swift", replyEncoding(conformers: ["PlainReplyEncoder", "FormReplyEncoder"]))
        ),
        // So does a target of the `composition` layer: the package's own program, whose root picks the encoder.
        RuleExample(
            ExampleFile("Package.swift", relayPackage(program: ".target(name: \"App\", dependencies: [\"Relay\"])")),
            ExampleFile("Sources/Relay/ReplyEncoding.swift", replyEncoding(conformers: ["PlainReplyEncoder", "FormReplyEncoder"]))
        ),
        // The second conformer lives in the example app: one of the library's users, whose adopters do not make the seam an
        // extension point (without the example linted, the protocol has one conformer).
        RuleExample(
            ExampleFile("Package.swift", relayPackage(program: ".executableTarget(name: \"RelayExample\", dependencies: [\"Relay\"])")),
            ExampleFile("Sources/Relay/ReplyEncoding.swift", replyEncoding(conformers: ["PlainReplyEncoder"])),
            ExampleFile(
                "Sources/RelayExample/ShoutEncoder.swift",
                "import Relay\n\nstruct ShoutEncoder: ReplyEncoding {\n    func encode(_ text: String) throws -> [UInt8] { Array(text.uppercased().utf8) }\n}"
            )
        ),
        // An internal protocol is no extension point for the library's users.
        RuleExample(
            ExampleFile("Package.swift", relayPackage()),
            ExampleFile("Sources/Relay/ReplyEncoding.swift", replyEncoding(conformers: ["PlainReplyEncoder", "FormReplyEncoder"], access: ""))
        ),
        // An example app's own protocol, when a test target depends on the app: it tests it, so its seams want doubles.
        RuleExample(
            ExampleFile(
                "Package.swift",
                relayPackage(program: ".executableTarget(name: \"RelayExample\", dependencies: [\"Relay\"]), .testTarget(name: \"RelayExampleTests\", dependencies: [\"RelayExample\"])")
            ),
            menuHandling
        ),
        // A benchmark harness a test target depends on is tested: its seams want doubles.
        RuleExample(
            ExampleFile(
                "Package.swift",
                relayPackage(program: ".executableTarget(name: \"RelayQPSBenchmark\", dependencies: [\"Relay\"]), .testTarget(name: \"RelayQPSBenchmarkTests\", dependencies: [\"RelayQPSBenchmark\"])")
            ),
            loadReporting
        ),
        // The same protocol of test cases in a module of the product (no test word in its name) is judged like any seam.
        RuleExample(files: pingTests(in: "WireChecks")),
    ]

    static let vendedNonTriggeringExamples: [RuleExample] = [
        // The example app's own callback protocol, no test target depending on the app: a demo nobody tests.
        RuleExample(ExampleFile("Package.swift", relayPackage(program: ".executableTarget(name: \"RelayExample\", dependencies: [\"Relay\"])")), menuHandling),
        RuleExample(
            ExampleFile("Package.swift", relayPackage()),
            ExampleFile("Sources/Relay/ReplyEncoding.swift", replyEncoding(conformers: ["PlainReplyEncoder", "FormReplyEncoder"]))
        ),
        // A performance harness measures the library; it is no program of the package's own.
        RuleExample(
            ExampleFile("Package.swift", relayPackage(program: ".executableTarget(name: \"RelayBenchmarks\", dependencies: [\"Relay\"])")),
            ExampleFile("Sources/Relay/ReplyEncoding.swift", replyEncoding(conformers: ["PlainReplyEncoder", "FormReplyEncoder"]))
        ),
        // Integration tests the configuration lists in the `composition` layer are a test target: they ship no program.
        RuleExample(
            ExampleFile("Package.swift", relayPackage(program: ".testTarget(name: \"App\", dependencies: [\"Relay\"])")),
            ExampleFile("Sources/Relay/ReplyEncoding.swift", replyEncoding(conformers: ["PlainReplyEncoder", "FormReplyEncoder"]))
        ),
        // An app under `Examples/` in the `composition` layer shows the library in use: one of its users, no program of its own.
        RuleExample(
            ExampleFile("Package.swift", relayPackage(program: ".target(name: \"App\", dependencies: [\"Relay\"], path: \"Examples/App\")")),
            ExampleFile("Sources/Relay/ReplyEncoding.swift", replyEncoding(conformers: ["PlainReplyEncoder", "FormReplyEncoder"]))
        ),
        // A benchmark harness's own protocol, no test target depending on it: a measurement of the library nobody tests.
        RuleExample(ExampleFile("Package.swift", relayPackage(program: ".executableTarget(name: \"RelayQPSBenchmark\", dependencies: [\"Relay\"])")), loadReporting),
        // A code generator beside the library, run by a build-tool plugin over its users' sources, names nothing of the
        // library: it drives no module, so the library's extension points stay its users'.
        RuleExample(
            ExampleFile(
                "Package.swift",
                relayPackage(program: ".executableTarget(name: \"relay-gen\"), .plugin(name: \"RelayGenPlugin\", capability: .buildTool(), dependencies: [\"relay-gen\"])")
            ),
            ExampleFile("Sources/Relay/ReplyEncoding.swift", replyEncoding(conformers: ["PlainReplyEncoder", "FormReplyEncoder"])),
            ExampleFile("Sources/relay-gen/main.swift", "let stubs = CommandLine.arguments.dropFirst().map { \"// generated \\($0)\" }\nprint(stubs.joined(separator: \"\\n\"))")
        ),
        // The protocol every case of a test harness adopts, in a module named for tests: its conformers are tests themselves.
        RuleExample(files: pingTests(in: "WireTestsImplementation")),
    ]

    /// A package vending the `Relay` library; `program` adds a target.
    private static func relayPackage(program: String? = nil) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Relay",
            products: [.library(name: "Relay", targets: ["Relay"])],
            targets: [.target(name: "Relay")\(program.map { ", " + $0 } ?? "")]
        )
        """
    }

    /// A reply-encoding protocol (`access` its modifier) that a router holds, with `conformers` the router's setup builds.
    private static func replyEncoding(conformers: [String], access: String = "public ") -> String {
        let types = conformers.map { name in
            "\(access)struct \(name): ReplyEncoding {\n    \(access)init() {}\n    \(access)func encode(_ text: String) throws -> [UInt8] { Array(text.utf8) }\n}\n"
        }
        let routers = conformers.map { "Router(encoder: \($0)())" }.joined(separator: ", ")
        return "\(access)protocol ReplyEncoding {\n    func encode(_ text: String) throws -> [UInt8]\n}\n" + types.joined()
            + "\(access)struct Router {\n    \(access)var encoder: any ReplyEncoding\n    \(access)init(encoder: any ReplyEncoding) { self.encoder = encoder }\n}\n"
            + "\(access)func routers() -> [Router] { [\(routers)] }\n"
    }
}
