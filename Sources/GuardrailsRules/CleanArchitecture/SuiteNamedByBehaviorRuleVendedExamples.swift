import GuardrailsCore

/// `SuiteNamedByBehaviorRule` examples about suites named after a library's published types: `public` types of the
/// modules a `.library` product vends, in a package that builds no program of its own.
extension SuiteNamedByBehaviorRule {
    static let vendedTriggeringExamples: [RuleExample] = [
        // An internal type of the library is its implementation.
        cookieJarExample(access: ""),
        // A tool's engine: the package ships its own program, and `public` only opens the engine to that program.
        cookieJarExample(access: "public ", program: ".executableTarget(name: \"tide-cli\", dependencies: [\"Tide\"])"),
        // So does a target of the `composition` layer: the package's own program.
        cookieJarExample(access: "public ", program: ".target(name: \"App\", dependencies: [\"Tide\"])"),
        // `Sample` inside another word (`Resampler`) names no example: the audio tool is the package's own program.
        cookieJarExample(access: "public ", program: ".executableTarget(name: \"TideResampler\", dependencies: [\"Tide\"])"),
        // The tool's code calls the library, here through a module of its own: the library is the tool's engine.
        cookieJarExample(
            access: "public ", program: ".executableTarget(name: \"tide-cli\", dependencies: [\"TideCommands\"]), .target(name: \"TideCommands\", dependencies: [\"Tide\"])",
            files: [
                ExampleFile("Sources/tide-cli/main.swift", "import TideCommands\n\ntry Flush().run()"),
                ExampleFile("Sources/TideCommands/Flush.swift", "import Tide\n\npublic struct Flush {\n    public init() {}\n    public func run() throws { CookieJar().add(\"flushed\") }\n}"),
            ]
        ),
        // `Tester` is no `Test`: a program of the package's own.
        cookieJarExample(access: "public ", program: ".executableTarget(name: \"TideTester\", dependencies: [\"Tide\"])"),
    ]

    static let vendedNonTriggeringExamples: [RuleExample] = [
        cookieJarExample(access: "public "),
        // A benchmark harness measures the library; it is no program of the package's own.
        cookieJarExample(access: "open ", program: ".executableTarget(name: \"TideBenchmarks\", dependencies: [\"Tide\"])"),
        // Integration tests the configuration lists in the `composition` layer are a test target: they ship no program.
        cookieJarExample(access: "public ", program: ".testTarget(name: \"App\", dependencies: [\"Tide\"])"),
        // An example app shows the library in use: one of its users, not a program the package ships.
        cookieJarExample(access: "public ", program: ".executableTarget(name: \"TideExample\", dependencies: [\"Tide\"])"),
        // So is a composition target under a `Demo` folder, whatever its name (a demo app the configuration lists too).
        cookieJarExample(access: "public ", program: ".target(name: \"App\", dependencies: [\"Tide\"], path: \"Demo/App\")"),
        // A tool beside the library that only scaffolds its users' packages, importing the library but naming none of its types,
        // and an extension subclassing its `open` class: neither runs on the library, which stays its users' published API.
        cookieJarExample(
            access: "open ",
            program: ".executableTarget(name: \"tide-cli\", dependencies: [\"TideScaffold\"]), .target(name: \"TideScaffold\", dependencies: [\"Tide\"]), .target(name: \"App\", dependencies: [\"Tide\"])",
            files: [
                ExampleFile("Sources/tide-cli/main.swift", "import Tide\nimport TideScaffold\n\ntry Scaffold(template: \"site\").run()"),
                ExampleFile("Sources/TideScaffold/Scaffold.swift", "import Foundation\n\npublic struct Scaffold {\n    public let template: String\n    public init(template: String) { self.template = template }\n    public func run() throws {}\n}"),
                ExampleFile("Sources/App/SharedJar.swift", "import Tide\n\nfinal class SharedJar: CookieJar {}"),
            ]
        ),
        // A maintainer's tool no product ships, kept outside `Sources/`, or the tool a plugin runs: users of the library, as its users' programs are.
        cookieJarExample(
            access: "public ", program: ".executableTarget(name: \"release-notes\", dependencies: [\"Tide\"], path: \"Tools/release-notes\")",
            files: [ExampleFile("Tools/release-notes/main.swift", "import Tide\n\nlet jar = CookieJar()\njar.add(\"notes\")")]
        ),
        cookieJarExample(
            access: "public ",
            program: ".plugin(name: \"TideDocs\", capability: .command(intent: .custom(verb: \"docs\", description: \"Docs\")), dependencies: [\"tide-docs\"]), .executableTarget(name: \"tide-docs\", dependencies: [\"Tide\"])",
            files: [ExampleFile("Sources/tide-docs/main.swift", "import Tide\n\nlet jar = CookieJar()\njar.add(\"docs\")")]
        ),
        // A harness named as a test (an app measuring the library's binary size), or kept under `script/`.
        cookieJarExample(access: "public ", program: ".executableTarget(name: \"TideSizeTest\", dependencies: [\"Tide\"])"),
        cookieJarExample(access: "public ", program: ".target(name: \"App\", dependencies: [\"Tide\"], path: \"script/smoke/App\")"),
    ]

    /// A package vending the `Tide` library, whose cookie store is declared with `access`, with `program` beside it, and
    /// the store's suite, plus `files` (the programs' code).
    private static func cookieJarExample(access: String, program: String? = nil, files: [ExampleFile] = []) -> RuleExample {
        let members = access == "open " ? "public " : access
        let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Tide",
            products: [.library(name: "Tide", targets: ["Tide"])],
            targets: [.target(name: "Tide"), .testTarget(name: "TideTests", dependencies: ["Tide"])\(program.map { ", " + $0 } ?? "")]
        )
        """
        return RuleExample(files: [
            ExampleFile("Package.swift", manifest),
            ExampleFile(
                "Sources/Tide/CookieJar.swift",
                "\(access)class CookieJar {\n    \(members)private(set) var names: [String] = []\n    \(members)init() {}\n    \(members)func add(_ name: String) { names.append(name) }\n}"
            ),
            ExampleFile(
                "Tests/TideTests/CookieJarTests.swift",
                "final class CookieJarTests: XCTestCase {\n    func test_add_keepsCookie() {\n        let jar = CookieJar()\n        jar.add(\"session\")\n        XCTAssertEqual(jar.names, [\"session\"])\n    }\n}"
            ),
        ] + files)
    }
}
