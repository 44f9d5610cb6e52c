import GuardrailsCore

/// Tests exercise the public API; `@testable` hides a missing seam.
public struct TestableImportRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "testable-import",
        summary: "No `\(ForbiddenSpellings.testableImport)` (the composition root's tests may be allowed).",
        rationale: """
        Guardrail "do not use \(ForbiddenSpellings.testableImport)" and checklist point 4: a test that needs internal access \
        reveals a boundary, return value or injected collaborator that is missing from the public API. \
        Only the composition root, which has no public API of its own, may be tested through @testable \
        (`allowInCompositionTests`; an app's own module that no layer maps, declaring its `@main` `App` or its \
        `UIApplicationDelegate`/`NSApplicationDelegate`, is one; so is a program's module no layer maps, a server's or a command-line \
        tool's: an `.executableTarget`, or a module with a `main.swift` or a top-level `@main` type; a library target beside it is \
        still reported), from any test code: a test target, or a module of a `testSupport` layer (a \
        UI-test host building the app's state with mocks) that serves tests; each import is judged by the layer of the module it \
        opens, so a composition test target's `\(ForbiddenSpellings.testableImport)` of a feature module is still reported (one of a \
        framework the app links, a module neither a target nor in a layer, is not, as before). \
        The rule is about the package's own modules: `\(ForbiddenSpellings.testableImport)` of a product of another package the \
        target depends on (`.product(name: "SnapshotTesting", package: …)`) has no seam the team could add and \
        is not reported, unless that package is one of the repository's own (`.package(path:)`); so is a module of \
        such a package that the target reaches through another of its products (`\(ForbiddenSpellings.testableImport) Tracing` beside the \
        `InMemoryTracing` product): when the target depends on a product of a package not of the repository, a module \
        that is no target of the package nor of its local packages, and not named after a target's folder (the same \
        code under another build system's module name), is another package's. A target `guardrails.json` declares \
        (an Xcode project's) lists no products, so for its files a module that is no target of the run, in no layer \
        and not named after a target's folder is taken for one of the project's remote packages. Nor is a \
        `\(ForbiddenSpellings.testableImport)` of test code (a module of a `testSupport` layer, or another test target): test helpers \
        have no production API whose missing seam the import would hide; test support opening a production \
        module is still reported. Nor is one in an `#if` branch (`#if os(iOS)`) of a chain another branch of which opens a module \
        left out here (`#else` test support), when it names no module of the package: the same code under the name an Xcode \
        project's per-platform target gives it, which SwiftPM never compiles; a package target in such a branch is still \
        reported. Nor is one naming an SDK framework no target is named after (`\(ForbiddenSpellings.testableImport) AppKit`, \
        which is never built for testing: a stale name of a renamed module), which has no seam to add. Nor is one in \
        a file that is the untouched test template (`testExample()`, an empty `measure { }`, an empty `@Test func example()`, also \
        at file level, `@Test func example() async throws { }`, Tuist's `@Test("Example test") func exampleTest() { #expect(true) }`, \
        naming no type, a `testExample()` comparing two literals, `XCTAssertEqual("1", "1")`, or SwiftPM's \
        `XCTAssertEqual(Feature().text, "Hello, World!")` beside `allTests`: the placeholder `unused-dependency` leaves out), \
        whose `@testable` came with the template, nor in a test file whose tests are all commented out (imports, and a test case \
        in comments only), nor in one whose types are all empty and adopt nothing but `XCTestCase`, with no function, property \
        or alias beside them (`final class FeatureTests: XCTestCase {}`, the template emptied; an empty subclass of the module's \
        own test case names it and is reported): the import is a leftover using nothing.
        """,
        defaultSeverity: .error,
        options: [RuleOption("allowInCompositionTests", .bool(true), "Allow tests and test support to \(ForbiddenSpellings.testableImport) a module of the composition layer.")],
        triggering: [
            RuleExample(
                ExampleFile("Sources/Pantry/Shelf.swift", "final class Shelf { var isEmpty: Bool { true } }"),
                ExampleFile(
                    "Tests/PantryTests/ShelfTests.swift",
                    "\(ForbiddenSpellings.testableImport) Pantry\nimport XCTest\nfinal class ShelfTests: XCTestCase {\n    func testStartsEmpty() { XCTAssertTrue(Shelf().isEmpty) }\n}"
                )
            ),
            // A library target beside the program that uses it: it has a public API to test through.
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    #"let package = Package(name: "P", targets: [.target(name: "Routing"), .executableTarget(name: "Relay", dependencies: ["Routing"]), .testTarget(name: "RoutingTests", dependencies: ["Routing"])])"#
                ),
                ExampleFile("Sources/Routing/Router.swift", "struct Router { func accepts(_ sender: String) -> Bool { true } }"),
                ExampleFile("Sources/Relay/Relay.swift", "import Routing\n@main enum Relay { static func main() { print(Router().accepts(\"ops\")) } }"),
                ExampleFile(
                    "Tests/RoutingTests/RouterTests.swift",
                    "\(ForbiddenSpellings.testableImport) Routing\nimport XCTest\nfinal class RouterTests: XCTestCase {\n    func testAcceptsOps() { XCTAssertTrue(Router().accepts(\"ops\")) }\n}"
                )
            ),
            // An empty subclass of the module's own test case: it names the module's internal class.
            RuleExample("Tests/FeatureTests/LedgerTests.swift", "import XCTest\n\(ForbiddenSpellings.testableImport) Feature\n\nfinal class LedgerTests: FeatureTestCase {}"),
            RuleExample("Tests/FeatureTests/LoadUseCaseTests.swift", "\(ForbiddenSpellings.testableImport) Feature"),
            // A package target in a branch beside test support's: the production module is opened, whatever the platform.
            RuleExample(
                ExampleFile("Sources/Feature/Kennel.swift", "struct Kennel { var dogs: [String] = [] }"),
                ExampleFile("Sources/TestSupport/Puppy.swift", "struct Puppy {}"),
                ExampleFile(
                    "Tests/KennelTests/KennelTests.swift",
                    "import XCTest\n#if os(iOS)\n\(ForbiddenSpellings.testableImport) Feature\n#else\n\(ForbiddenSpellings.testableImport) TestSupport\n#endif\n\nfinal class KennelTests: XCTestCase {\n    func testStartsEmpty() { XCTAssertTrue(Kennel().dogs.isEmpty) }\n}"
                )
            ),
            RuleExample("Tests/DomainTests/ImageTests.swift", "@testable @preconcurrency import Domain"),
            RuleExample("Sources/UI/View.swift", "\(ForbiddenSpellings.testableImport) Presentation"),
            RuleExample("Tests/FeatureTests/LegacyTests.swift", "\(ForbiddenSpellings.testableImport) RenamedModule"),
            // A template whose one test builds a type of the module: a test using internal access.
            RuleExample(
                "Tests/FeatureTests/FeatureTests.swift",
                "import XCTest\n\(ForbiddenSpellings.testableImport) Feature\n\nfinal class FeatureTests: XCTestCase {\n    func testExample() throws {\n        XCTAssertEqual(Ledger().total, 0)\n    }\n\n    func testPerformanceExample() throws {\n        measure {\n        }\n    }\n}"
            ),
            // A `testExample()` asserting an internal extension of a literal, beside the Linux list: a test, not SwiftPM's template.
            RuleExample(
                "Tests/FeatureTests/SlugTests.swift",
                "import XCTest\n\(ForbiddenSpellings.testableImport) Feature\n\nfinal class SlugTests: XCTestCase {\n    func testExample() {\n        XCTAssertEqual(\"Big Shop\".slug, \"big-shop\")\n    }\n\n    static var allTests = [\n        (\"testExample\", testExample),\n    ]\n}"
            ),
            // Tuist's template suite whose `exampleTest()` now expects a type of the module: a test using internal access.
            RuleExample(
                "Tests/LedgerTests/LedgerTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Ledger\n\n@Suite(\"Ledger Tests\")\nstruct LedgerTests {\n    @Test(\"Example test\")\n    func exampleTest() {\n        #expect(Entry().amount == 0)\n    }\n}"
            ),
            // A file-level empty `@Test` named for a behaviour: a test to come, not SwiftPM's template.
            RuleExample(
                "Tests/FeatureTests/LedgerTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Feature\n\n@Test func totalsEveryEntry() async throws {\n}"
            ),
            // A `testExample()` comparing a value of the module with a literal: a test.
            RuleExample(
                "Tests/FeatureTests/LedgerTests.swift",
                "import XCTest\n\(ForbiddenSpellings.testableImport) Feature\n\nfinal class LedgerTests: XCTestCase {\n    func testExample() throws {\n        XCTAssertEqual(Ledger.zero, 0)\n    }\n}"
            ),
            // An empty `@Test` named for a behaviour: a test to come, not Xcode's template.
            RuleExample(
                "Tests/FeatureTests/LedgerTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Feature\n\nstruct LedgerTests {\n    @Test func totalsEveryEntry() async throws {\n    }\n}"
            ),
            RuleExample("Tests/AppTests/AcceptanceTests.swift", "\(ForbiddenSpellings.testableImport) App\n\(ForbiddenSpellings.testableImport) Feature"),
            RuleExample("Tests/TestSupport/GraphTestCase.swift", "\(ForbiddenSpellings.testableImport) Feature"),
            RuleExample("Sources/TestSupport/LaunchState.swift", "\(ForbiddenSpellings.testableImport) App\n\(ForbiddenSpellings.testableImport) Feature"),
            RuleExample("Sources/Toolkit/LaunchOptions.swift", "\(ForbiddenSpellings.testableImport) App"),
            RuleExample(
                ExampleFile("Sources/Feature/Loading/Loader.swift", "struct Loader {}"),
                ExampleFile(
                    "Sources/Feature/Loading/__tests__/LoaderTests.swift",
                    "\(ForbiddenSpellings.testableImport) Feature\nimport XCTest\nfinal class LoaderTests: XCTestCase {\n    func testLoads() { _ = Loader() }\n}"
                )
            ),
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    #"let package = Package(name: "P", dependencies: [.package(url: "https://example.com/metrics-kit", from: "1.0.0")], targets: [.target(name: "Feature"), .testTarget(name: "FeatureTests", dependencies: ["Feature", .product(name: "MetricsTesting", package: "metrics-kit")])])"#
                ),
                ExampleFile("Sources/Feature/Counter.swift", "public struct Counter {}"),
                ExampleFile("Tests/FeatureTests/CounterTests.swift", "\(ForbiddenSpellings.testableImport) Feature\nimport MetricsTesting")
            ),
        ],
        nonTriggering: [
            // Per-platform twins of a test-support module: the `#else` one is the package's target, the others the names an
            // Xcode project's iOS and tvOS targets give the same code, which SwiftPM never compiles.
            RuleExample(
                ExampleFile("Sources/TestSupport/Kennel.swift", "struct Kennel { var dogs: [String] = [] }"),
                ExampleFile(
                    "Tests/KennelTests/KennelTests.swift",
                    "import XCTest\n#if os(iOS)\n    #if PHONE_LARGE\n        \(ForbiddenSpellings.testableImport) TestSupport_PhoneLarge\n    #else\n        \(ForbiddenSpellings.testableImport) TestSupport_Phone\n    #endif\n#elseif os(tvOS)\n    \(ForbiddenSpellings.testableImport) TestSupport_TV\n#else\n    \(ForbiddenSpellings.testableImport) TestSupport\n#endif\n\nfinal class KennelTests: XCTestCase {\n    func testStartsEmpty() { XCTAssertTrue(Kennel().dogs.isEmpty) }\n}"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Pantry/PantryAppDelegate.swift", "import UIKit\n@main\nfinal class PantryAppDelegate: UIResponder, UIApplicationDelegate {}"),
                ExampleFile(
                    "Tests/PantryTests/ShelfTests.swift",
                    "\(ForbiddenSpellings.testableImport) Pantry\nimport XCTest\nfinal class ShelfTests: XCTestCase {\n    func testStartsEmpty() { XCTAssertTrue(Shelf().isEmpty) }\n}"
                )
            ),
            // A server's executable target, its `@main` type the program's entry point: the program's composition root.
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    #"let package = Package(name: "P", targets: [.executableTarget(name: "Relay"), .testTarget(name: "RelayTests", dependencies: ["Relay"])])"#
                ),
                ExampleFile("Sources/Relay/Relay.swift", "@main enum Relay {\n    static func main() async throws { print(accepts(\"ops\")) }\n}\nfunc accepts(_ sender: String) -> Bool { true }"),
                ExampleFile(
                    "Tests/RelayTests/AcceptanceTests.swift",
                    "\(ForbiddenSpellings.testableImport) Relay\nimport XCTest\nfinal class AcceptanceTests: XCTestCase {\n    func testAcceptsOps() { XCTAssertTrue(accepts(\"ops\")) }\n}"
                )
            ),
            // A command-line tool with no manifest: its `main.swift` makes the module a program.
            RuleExample(
                ExampleFile("Sources/Indexer/main.swift", "print(tally(CommandLine.arguments))"),
                ExampleFile("Sources/Indexer/Tally.swift", "func tally(_ words: [String]) -> Int { words.count }"),
                ExampleFile("Tests/IndexerTests/TallyTests.swift", "\(ForbiddenSpellings.testableImport) Indexer\nimport Testing\n@Test func countsWords() { #expect(tally([\"a\"]) == 1) }")
            ),
            // The template with its body emptied: no test, nothing of the module used.
            RuleExample("Tests/BillingTests/BillingTests.swift", "import XCTest\n\(ForbiddenSpellings.testableImport) Billing\n\nfinal class BillingTests: XCTestCase {}"),
            RuleExample(
                "Sources/App/Settings/__tests__/SettingsScreenTests.swift",
                "\(ForbiddenSpellings.testableImport) App\nimport XCTest\nfinal class SettingsScreenTests: XCTestCase {\n    func testTitle() { XCTAssertEqual(SettingsScreen().title, \"Settings\") }\n}"
            ),
            RuleExample("Tests/FeatureTests/LoadUseCaseTests.swift", "import Feature"),
            RuleExample("Tests/AppTests/AcceptanceTests.swift", "\(ForbiddenSpellings.testableImport) App"),
            RuleExample("Sources/TestSupport/LaunchState.swift", "import Feature\n\(ForbiddenSpellings.testableImport) App"),
            RuleExample("Tests/FeatureTests/WiringTests.swift", "import Feature\n\(ForbiddenSpellings.testableImport) App"),
            RuleExample("Tests/AppTests/LoggingTests.swift", "\(ForbiddenSpellings.testableImport) App\n\(ForbiddenSpellings.testableImport) VendorLogging"),
            RuleExample("Tests/FeatureTests/LoadUseCaseTests.swift", "let text = \"\(ForbiddenSpellings.testableImport) Feature\""),
            RuleExample("Tests/FeatureTests/RetentionTests.swift", "import Feature\n\(ForbiddenSpellings.testableImport) TestSupport"),
            RuleExample("Tests/PlaybackTests/WaveformTests.swift", "\(ForbiddenSpellings.testableImport) UIKit\nimport Playback"),
            // SwiftPM's XCTest template: `testExample()` asserting the generated struct's `text`, and the Linux list of tests.
            RuleExample(
                "Tests/FeatureTests/FeatureTests.swift",
                "import XCTest\n\(ForbiddenSpellings.testableImport) Feature\n\nfinal class FeatureTests: XCTestCase {\n    func testExample() {\n        // This is an example of a functional test case.\n        XCTAssertEqual(Feature().text, \"Hello, World!\")\n    }\n\n    static var allTests = [\n        (\"testExample\", testExample),\n    ]\n}"
            ),
            // Xcode's untouched Swift Testing template: one `@Test func example()` holding only its comment.
            RuleExample(
                "Tests/FeatureTests/FeatureTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Feature\n\nstruct FeatureTests {\n\n    @Test func example() async throws {\n        // Write your test here and use APIs like `#expect(...)` to check expected conditions.\n    }\n\n}"
            ),
            // SwiftPM's untouched Swift Testing template: a file-level `@Test func example() async throws` holding only its comment.
            RuleExample(
                "Tests/FeatureTests/FeatureTests.swift",
                "import Testing\n\n\(ForbiddenSpellings.testableImport) Feature\n\n@Test func example() async throws {\n    // Write your test here.\n}"
            ),
            // The XCTest template whose `testExample()` now compares two literals: a placeholder naming nothing of the module.
            RuleExample(
                "Tests/FeatureTests/FeatureTests.swift",
                "import XCTest\n\(ForbiddenSpellings.testableImport) Feature\n\nfinal class FeatureTests: XCTestCase {\n    func testExample() throws {\n        XCTAssertEqual(\"1\", \"1\")\n    }\n}"
            ),
            // Every test commented out: imports and comments only, the `@testable` a leftover using nothing.
            RuleExample(
                "Tests/FeatureTests/FeatureTests.swift",
                "import XCTest\n\(ForbiddenSpellings.testableImport) Feature\n\n// final class FeatureTests: XCTestCase {\n//     func testTotals() { XCTAssertEqual(Ledger().total, 0) }\n// }"
            ),
            // Tuist's untouched Swift Testing template: a named suite whose one named `@Test func exampleTest()` expects `true`.
            RuleExample(
                "Tests/LedgerTests/LedgerTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Ledger\n\n@Suite(\"Ledger Tests\")\nstruct LedgerTests {\n\n    @Test(\"Example test\")\n    func exampleTest() {\n        #expect(true)\n    }\n}"
            ),
            // The untouched Xcode template: set-up comments, an empty `testExample()` and an empty `measure { }`.
            RuleExample(
                "Tests/FeatureTests/FeatureTests.swift",
                "import XCTest\n\(ForbiddenSpellings.testableImport) Feature\n\nfinal class FeatureTests: XCTestCase {\n    override func setUpWithError() throws {\n        // Put setup code here.\n    }\n\n    func testExample() throws {\n        // Use XCTAssert and related functions to verify your tests produce the correct results.\n    }\n\n    func testPerformanceExample() throws {\n        measure {\n        }\n    }\n}"
            ),
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    #"let package = Package(name: "P", dependencies: [.package(url: "https://example.com/snapshot-kit", from: "1.0.0")], targets: [.target(name: "UI"), .testTarget(name: "UITests", dependencies: ["UI", .product(name: "SnapshotKit", package: "snapshot-kit")])])"#
                ),
                ExampleFile("Sources/UI/Badge.swift", "public struct Badge {}"),
                ExampleFile("Tests/UITests/SnapshotTests.swift", "import UI\n\(ForbiddenSpellings.testableImport) SnapshotKit")
            ),
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    #"let package = Package(name: "P", dependencies: [.package(url: "https://example.com/metrics-kit", from: "1.0.0")], targets: [.target(name: "Feature"), .testTarget(name: "FeatureTests", dependencies: ["Feature", .product(name: "MetricsTesting", package: "metrics-kit")])])"#
                ),
                ExampleFile("Sources/Feature/Counter.swift", "public struct Counter {}"),
                ExampleFile("Tests/FeatureTests/CounterTests.swift", "import Feature\nimport MetricsTesting\n\(ForbiddenSpellings.testableImport) MetricsCore")
            ),
        ]
    )

    /// Tokens only for a test file declaring no type, or only empty ones, that opens a module with `@testable` (SwiftPM's
    /// file-level `@Test func example()` template, whose function names only the tokens tell, a file whose tests are commented
    /// out, or an emptied test class beside which a file-level function would be a test): usually none. Also, as text, a
    /// file opening a module of no target beside another `@testable` import: for the `#if` branches they sit in.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let testable = file.model.imports.filter(\.isTestable)
        if testable.count > 1, testable.contains(where: { Self.isNoModuleOfPackage($0.module, context.index) }) { return true }
        return file.isTestCode && file.model.types.allSatisfy { $0.members.isEmpty } && !testable.isEmpty
    }

    private static func isNoModuleOfPackage(_ module: String, _ index: PackageIndex) -> Bool {
        index.package.target(named: module) == nil && !index.modules.contains(module)
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // Judged by the imported module's layer, not the test target's: a composition test target that
        // reaches into a feature module still hides a missing seam, and any test code (a test target, or a module
        // of a `testSupport` layer such as a UI-test host) may open the composition root.
        let allowsComposition = file.isTestCode && context.flag("allowInCompositionTests")
        // A product of another package the target depends on (`.product(name: "SnapshotTesting", …)`), unless
        // that package is one of the repository's own (`.package(path:)`), whose modules are indexed here.
        let products = Set((file.module.flatMap { context.index.package.target(named: $0) }?.dependencies ?? []).compactMap { dependency -> String? in
            if case .product = dependency.kind, !context.index.modules.contains(dependency.name) { return dependency.name }
            return nil
        })
        let imports = file.model.imports.filter { imported in
            guard imported.isTestable, !products.contains(imported.module), !isThirdParty(imported.module, file, context),
                  !isSDKName(imported.module, context.index) else { return false }
            // Test helpers opened by a test: no production seam is missing.
            if context.layer(ofModule: imported.module)?.isTestSupport == true || context.index.isTestModule(imported.module) { return false }
            guard allowsComposition else { return true }
            let layer = context.layer(ofModule: imported.module)
            if layer?.kind == "composition" { return false }
            // An app's own module that no layer maps (a one-target app), or a program's (a server or tool whose executable target
            // has its `@main` type or `main.swift`): its composition root, with no public API to test through.
            if layer == nil, AppEntryPoint.isApplicationModule(imported.module, context.index) || Self.isProgram(imported.module, context.index) {
                return false
            }
            // A framework the app links (neither a target nor in a layer): not one of the package's modules.
            return !(file.isCompositionRoot && layer == nil && context.index.package.target(named: imported.module) == nil)
        }
        // The untouched Xcode or SwiftPM test template (`testExample()`, an empty `measure { }`), the placeholder `unused-dependency`
        // also leaves out: its `@testable` came with the template, and it uses nothing a seam could offer.
        // Xcode's templates are an `XCTestCase` with its functions, or a suite whose one `@Test` is the template's `example()`
        // (Tuist's `exampleTest()`); an empty `@Test` named otherwise is a test to come and is reported as before.
        // A test file whose tests are all commented out (imports, and comments holding a test case) uses nothing: its
        // `@testable` is a leftover. With no code in the file, its every `XCTestCase` or `@Test` is in a comment.
        let reported = Self.withoutPlatformTwins(imports, file, context)
        guard !reported.isEmpty, !(file.isTestCode && !file.model.hasCode && Self.mentionsTest(file.source)) else { return [] }
        // The template with its body emptied (`final class LedgerTests: XCTestCase {}`) declares no test and uses nothing either.
        guard !(file.isTestCode && Self.declaresNoTest(file)) else { return [] }
        guard !(file.isTestCode && (file.model.types.contains(where: { type in
            !type.members.isEmpty
                && (type.inheritance.contains { $0.name == "XCTestCase" } || type.members.allSatisfy { $0.name == "example" || $0.name == "exampleTest" })
        }) || file.model.types.isEmpty && Self.declaresOnlyTemplateFunctions(file.tokens)) && context.index.isTestTemplate(path: file.path)) else { return [] }
        return reported.map {
            Violation(line: $0.line, column: $0.column, message: "\(ForbiddenSpellings.testableImport) of '\($0.module)'; test through the public API and add the seam you need")
        }
    }

    /// `#if os(iOS)` `testable import Fixtures_Phone` `#else` `testable import Fixtures` `#endif`, the
    /// `#else` module one the rule leaves out (test support): the other branches open the same code under the names an Xcode
    /// project's per-platform targets give it, modules no target of the package is, which SwiftPM never compiles. A package
    /// target in a branch is still reported.
    private static func withoutPlatformTwins(_ imports: [ImportDecl], _ file: LintFile, _ context: RuleContext) -> [ImportDecl] {
        let foreign = imports.filter { isNoModuleOfPackage($0.module, context.index) }
        let exempt = file.model.imports.filter { imported in imported.isTestable && !imports.contains(imported) }
        guard !foreign.isEmpty, !exempt.isEmpty else { return imports }
        let alternatives = ConditionalAlternatives.alternatives(among: (foreign + exempt).map(\.line), source: file.source)
        let exemptLines = Set(exempt.map(\.line))
        let twins = Set(foreign.filter { alternatives[$0.line, default: []].contains(where: exemptLines.contains) }.map(\.line))
        return twins.isEmpty ? imports : imports.filter { !twins.contains($0.line) }
    }

    /// `final class LedgerTests: XCTestCase {}`, `struct LedgerTests {}`: every type the file declares is empty and adopts
    /// nothing but `XCTestCase`, and the file declares no function, property or alias beside them (a file-level `@Test func`
    /// is a test): no test at all, nothing of the opened module named. An empty subclass of the module's own test case is not one.
    private static func declaresNoTest(_ file: LintFile) -> Bool {
        let types = file.model.types
        return !types.isEmpty && file.model.aliases.isEmpty
            && types.allSatisfy { type in
                type.kind != .extension && type.members.isEmpty && type.inheritance.allSatisfy { $0.name == "XCTestCase" }
            }
            && !file.tokens.contains { $0.kind == .keyword && ["func", "let", "var", "init", "subscript"].contains($0.text) }
    }

    /// A program's module: an executable target the manifest declares, or one whose production code has a `main.swift` or a
    /// top-level `@main` type (a server's `@main enum Entrypoint`, a tool's `ParsableCommand`). Nothing imports a program.
    private static func isProgram(_ module: String, _ index: PackageIndex) -> Bool {
        index.package.target(named: module)?.kind == .executable || index.declaresProgramEntry(module)
    }

    /// Whether the text names `XCTestCase` or `@Test`, read as bytes: only asked of a test file with no code.
    private static func mentionsTest(_ source: [UInt8]) -> Bool {
        let needles: [[UInt8]] = [Array("XCTestCase".utf8), Array("@Test".utf8)]
        return needles.contains { needle in
            source.indices.contains { start in source.count - start >= needle.count && source[start..<start + needle.count].elementsEqual(needle) }
        }
    }

    /// SwiftPM's file-level Swift Testing template, `@Test func example() async throws { }`: every function the file declares is
    /// named as the template's (an empty `@Test func totalsEveryEntry()` is a test to come).
    private static func declaresOnlyTemplateFunctions(_ tokens: [Token]) -> Bool {
        var functions = 0
        for position in tokens.indices.dropLast() where tokens[position].kind == .keyword && tokens[position].text == "func" {
            guard ["example", "exampleTest"].contains(tokens[position + 1].text) else { return false }
            functions += 1
        }
        return functions > 0
    }

    /// `testable import AppKit` where no target is named so: SDK frameworks are never built for testing, so the import
    /// can only be a stale name (the app module before a rename) or a foreign one; there is no seam of the package to add.
    private func isSDKName(_ module: String, _ index: PackageIndex) -> Bool {
        SystemModules.isSystemModule(module) && index.package.target(named: module) == nil && !index.modules.contains(module)
    }

    /// A module of another package reached through one of its products (`Tracing` beside the `InMemoryTracing`
    /// product that brings it in): when the target depends, itself or through targets of the package, on a product
    /// of a package that is not the repository's own, a module that is no target of the package, none its
    /// `.package(path:)` packages index, and not named after a target's folder (the package's own code under the
    /// module name another build system gives it, `#else testable import Sourcery`) is that package's.
    private func isThirdParty(_ module: String, _ file: LintFile, _ context: RuleContext) -> Bool {
        let package = context.index.package
        guard let start = file.module, package.target(named: module) == nil, !context.index.modules.contains(module),
              !package.targets.contains(where: { $0.directory.split(separator: "/").last.map(String.init) == module }) else { return false }
        // `guardrails.json` targets list no products: the project's remote packages are known only by elimination.
        if context.configuration.layer(ofModule: module) == nil,
           context.configuration.targets.contains(where: { $0.module == start }) { return true }
        var seen: Set<String> = []
        var pending = [start]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let dependencies = package.target(named: next)?.dependencies else { continue }
            for dependency in dependencies {
                if case .product = dependency.kind, !context.index.modules.contains(dependency.name) { return true }
                pending.append(dependency.name)
            }
        }
        return false
    }
}
