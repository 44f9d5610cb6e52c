import GuardrailsCore

/// Imports follow the layer graph: inner layers never see outer ones, and only another composition root sees a composition root.
public struct LayerDependencyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "layer-dependency",
        summary: "A module imports only layers its own layer may import; only a composition layer imports the composition root; no import cycles.",
        rationale: """
        Guardrail "do not let a feature module depend on the composition root" and checklist point 12: \
        dependencies point inwards, declared once in guardrails.json, so a wrong import is caught when it is \
        written rather than when the graph has become a knot. Cycles between modules make both untestable alone; \
        they are looked for in the imports and the dependencies Package.swift declares together. \
        An app root may compose component roots: a `composition` layer may import another `composition` layer its \
        `mayImport` lists (per-component assembly modules wiring each component's concrete types, imported by the app); \
        no layer of another kind may import either. \
        A module that no layer lists would escape every layer rule, so it is reported once (a package nested in the \
        package's test folders, `Tests/Fixtures/SampleApp/Package.swift`, is the tests' data and is not linted with it; \
        `lintFixturePackages` lints it), unless it is a test target \
        that imports only test frameworks and Apple SDK modules (UI tests driving the launched app through XCTest, with \
        SwiftUI or UIKit at hand; also through a module of a `testSupport` layer that reaches no production module of the \
        package, an umbrella re-exporting XCTest and matchers), or one driving the launched app (`XCUIApplication`) that imports no module of the \
        package and nothing `@testable`, whatever third-party UI-test library it uses, or a test target whose manifest entry \
        declares dependencies naming no target of the package (a spec suite importing Quick, Nimble and another package's \
        library: SwiftPM lets it import nothing of the package): it has no layer to be in. Neither has a package plugin (it imports `PackagePlugin` \
        and no module of the package: SwiftPM lets a plugin reach only tools, never library targets) nor a target whose \
        files hold only comments and imports of SDK modules (a documentation catalog's placeholder file): neither imports anything a layer rule \
        could hold. Nor has a benchmark harness, an executable target named with a word of `benchmarkTargetWords` or \
        depending on a `Benchmark` product (a nested benchmark package's too): it measures the library as a test does. A test target no layer lists takes the layer of its subject: `X`'s for `XTests`, `XUITests`, \
        `XUnitTests`, `XSnapshotTests`, `XIntegrationTests` and `XPerformanceTests` (the names Xcode projects give a target's test bundles), \
        else the first target of the package it depends on; one whose subject is itself reported as in no layer is not reported again \
        (mapping the subject places both); \
        one whose subject the name does not give (`FeedAPIEndToEndTests`) is not reported when every module of the package it imports \
        is in a layer and it imports no other module `@testable`: its imports are held only to cycles and test support, which need \
        no layer of its own (under `checkTestImports` they do, and it is reported). Test targets \
        compose their subject as the composition root does: an integration or acceptance test may wire the \
        real modules of other layers (and the app) without breaking the production graph, so their imports \
        are held only to cycles and to test support (option `checkTestImports` holds them to `mayImport` too). \
        Test support (a layer with `testSupport: true`) is test code and follows the same policy: a harness that \
        starts the system under test in-process imports the composition root as an acceptance test would, and \
        one test-support layer may build on another; nothing shipped may import test support, except for previews: a file \
        whose every name from the test-support module is written in `#Preview` code, or in a harness type only previews show, composes fixtures as a test does; so does one importing it inside `#if DEBUG` beside \
        only `PreviewProvider` code that reaches its fixtures as members (`ReceiptView(model: .sample)`): release builds never import it; \
        nor does an example or demo app (an executable or composition target with a word of `exampleTargetWords` in its name or \
        folder, `ProfileFeatureDemo` under `Demo/`), which runs a feature on its doubles and ships in no product; the shipped app stays checked.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("requireLayer", .bool(true), "Report modules that no layer lists (a test module whose subject has no layer, unless that subject is reported itself), once configured layers exist."),
            RuleOption(
                "checkTestImports", .bool(false),
                "Hold the imports of test targets and test support to their layer's `mayImport` and the composition-root rule too."
            ),
            VendedLibrary.benchmarkWordsOption,
            VendedLibrary.exampleWordsOption,
        ],
        triggering: [
            RuleExample("Sources/Domain/Image.swift", "import Feature"),
            RuleExample("Sources/Feature/Loader.swift", "import App"),
            // A component's own composition root (a second `composition` layer) is still no feature's to import.
            RuleExample("Sources/Feature/Loader.swift", "import Assembly"),
            // The component roots may not reach back into the app root their `mayImport` does not list.
            RuleExample("Sources/Assembly/CartAssembly.swift", "import App\nimport Infrastructure"),
            RuleExample(
                ExampleFile("Sources/Feature/Loader.swift", "import Cache"),
                ExampleFile("Sources/Cache/Store.swift", "import Feature")
            ),
            RuleExample("Sources/Feature/Loader.swift", "import TestSupport"),
            RuleExample(
                ExampleFile("Sources/TestSupport/ReceiptStub.swift", "public struct ReceiptStub { public static let sample = ReceiptStub() }"),
                ExampleFile("Sources/UI/ReceiptView.swift", "import SwiftUI\nimport TestSupport\nstruct ReceiptView: View {\n    let receipt = ReceiptStub.sample\n    var body: some View { Text(\"\") }\n}")
            ),
            // A debug-only import beside a debug menu, not a preview: debug builds run it for real.
            RuleExample(
                ExampleFile("Sources/TestSupport/BasketModel+Sample.swift", "public extension BasketModel { static let sample = BasketModel() }"),
                ExampleFile(
                    "Sources/UI/BasketView.swift",
                    "import SwiftUI\nstruct BasketView: View {\n    var body: some View { Text(\"\") }\n}\n#if DEBUG\nimport TestSupport\nstruct BasketDebugMenu: View {\n    var body: some View { BasketView(model: .sample) }\n}\n#endif"
                )
            ),
            // The shipped app importing test doubles: they would run in the product.
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "TestSupport"), .executableTarget(name: "App", dependencies: ["TestSupport"])])"#),
                ExampleFile("Sources/TestSupport/ShelfStub.swift", "public struct ShelfStub { public init() {} }"),
                ExampleFile("Sources/App/main.swift", "import TestSupport\nlet shelf = ShelfStub()")
            ),
            RuleExample("Sources/Orphan/Thing.swift", "struct Thing {}"),
            RuleExample(
                ExampleFile("Sources/Orphan/Thing.swift", "public struct Thing {}"),
                ExampleFile("Tests/OrphanTests/ThingTests.swift", "import Orphan\nimport Testing")
            ),
            // Its subject holds no code yet, so is not reported: the test target is the one finding.
            RuleExample(
                ExampleFile("Sources/Orphan/Orphan.swift", "// Code to come."),
                ExampleFile("Tests/OrphanTests/ThingTests.swift", "import Orphan\nimport Testing\n@Test func startsEmpty() { #expect([Int]().isEmpty) }")
            ),
            RuleExample("Tests/WatchUITests/ScreenshotTests.swift", "import SwiftUI\nimport XCTest\nimport Settings\nfinal class ScreenshotTests: XCTestCase {}"),
            RuleExample(
                "Tests/ShopUITests/CheckoutTests.swift",
                "import XCTest\n\(ForbiddenSpellings.testableImport) Shop\nfinal class CheckoutTests: XCTestCase {\n    func testPays() { XCUIApplication().launch() }\n}"
            ),
            // Its subject is a module outside the configuration, imported `@testable`, even beside a layered one.
            RuleExample(
                ExampleFile("Sources/Feature/Loader.swift", "public struct Loader {}"),
                ExampleFile("Tests/CheckoutEndToEndTests/PaysTests.swift", "import Feature\n\(ForbiddenSpellings.testableImport) Shop\nimport XCTest\nfinal class PaysTests: XCTestCase {}")
            ),
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "Feature", dependencies: ["Cache"]), .target(name: "Cache")])"#),
                ExampleFile("Sources/Feature/Loader.swift", "struct Loader {}"),
                ExampleFile("Sources/Cache/Store.swift", "import Feature")
            ),
            RuleExample(
                ExampleFile("Sources/Generator/Plugin.swift", "import PackagePlugin\nimport Feature\nstruct Generate: BuildToolPlugin {}"),
                ExampleFile("Sources/Feature/Loader.swift", "public struct Loader {}")
            ),
            RuleExample("Sources/Orphan/Notes.swift", "// Placeholder.\nlet placeholder = 0"),
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "Feature"), .executableTarget(name: "Seeder", dependencies: ["Feature"])])"#),
                ExampleFile("Sources/Feature/Loader.swift", "public struct Loader {}"),
                ExampleFile("Sources/Seeder/Main.swift", "import Feature\nlet loader = Loader()")
            ),
            RuleExample(
                ExampleFile("Sources/TestSupport/Exports.swift", "@_exported import XCTest\nimport Feature"),
                ExampleFile("Sources/Feature/Loader.swift", "public struct Loader {}"),
                ExampleFile("Tests/KioskUITests/OrderingTests.swift", "import Foundation\nimport TestSupport\nfinal class OrderingTests: KioskCase {\n    func testOrders() { tapOrder() }\n}")
            ),
        ],
        nonTriggering: [
            // A demo app (kept under `Demo/`) running a feature on its doubles ships in no product.
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "TestSupport"), .executableTarget(name: "App", dependencies: ["TestSupport"], path: "Demo/App")])"#),
                ExampleFile("Sources/TestSupport/ShelfStub.swift", "public struct ShelfStub { public init() {} }"),
                ExampleFile("Demo/App/main.swift", "import TestSupport\nlet shelf = ShelfStub()")
            ),
            RuleExample("Sources/Feature/Intents/OpenItemHandler.swift", "import Foundation\nimport Feature\nfinal class OpenItemHandler {}"),
            RuleExample("Sources/Feature/Loader.swift", "import Domain\nimport Foundation"),
            RuleExample("Sources/App/Main.swift", "import Feature\nimport UI\nimport Infrastructure"),
            // The app root composing a component root (an assembly module in a second `composition` layer it may import).
            RuleExample("Sources/App/Main.swift", "import Assembly\nimport Feature\nlet cart = CartAssembly.makeCart()"),
            RuleExample("Tests/FeatureTests/LoadUseCaseTests.swift", "import Feature\nimport TestSupport\nimport Testing"),
            RuleExample("Tests/UITests/FeedIntegrationTests.swift", "import UI\nimport Infrastructure\nimport App\nimport Testing"),
            // An end-to-end test target whose subject its name does not give, importing only layered modules.
            RuleExample(
                ExampleFile("Sources/Feature/Loader.swift", "public struct Loader {}"),
                ExampleFile("Sources/Infrastructure/Client.swift", "public struct Client {}"),
                ExampleFile("Tests/CheckoutEndToEndTests/PaysTests.swift", "import Feature\nimport Infrastructure\nimport XCTest\nfinal class PaysTests: XCTestCase {}")
            ),
            // An app's snapshot test bundle, named after the app, takes the app's layer.
            RuleExample("Tests/AppSnapshotTests/ErrorScreenTests.swift", "import Foundation\nimport Feature\n@testable import App\nimport XCTest"),
            RuleExample("Sources/Feature/Loader.swift", "let text = \"import App\""),
            RuleExample("Sources/Contract/StoreSpecs.swift", "import TestSupport\nimport Feature"),
            RuleExample(
                ExampleFile("Sources/TestSupport/ReceiptStub.swift", "public struct ReceiptStub { public static let sample = ReceiptStub() }"),
                ExampleFile(
                    "Sources/UI/ReceiptView.swift",
                    "import SwiftUI\nimport TestSupport\nstruct ReceiptView: View {\n    var body: some View { Text(\"\") }\n}\n#Preview {\n    let receipt = ReceiptStub.sample\n    return ReceiptView()\n}"
                ),
                ExampleFile("Sources/UI/ReceiptPreviewHarness.swift", "import SwiftUI\nimport TestSupport\nstruct ReceiptPreviewHarness: View {\n    let receipt = ReceiptStub.sample\n    var body: some View { ReceiptView() }\n}"),
                ExampleFile("Sources/UI/ReceiptRow.swift", "import SwiftUI\nstruct ReceiptRow: View {\n    var body: some View { Text(\"\") }\n}\n#Preview { ReceiptPreviewHarness() }")
            ),
            // Only debug builds import the fixtures, for a `PreviewProvider` reaching them as members (`.sample`).
            RuleExample(
                ExampleFile("Sources/TestSupport/BasketModel+Sample.swift", "public extension BasketModel { static let sample = BasketModel() }"),
                ExampleFile(
                    "Sources/UI/BasketView.swift",
                    "import SwiftUI\nstruct BasketView: View {\n    var body: some View { Text(\"\") }\n}\n#if DEBUG\nimport TestSupport\nstruct BasketView_Previews: PreviewProvider {\n    static var previews: some View { BasketView(model: .sample) }\n}\n#endif"
                )
            ),
            RuleExample("Sources/TestSupport/InProcessServer.swift", "import App\nimport Infrastructure\nfinal class InProcessServer {}"),
            RuleExample("Tests/LaunchUITests/LaunchTests.swift", "import XCTest\nfinal class LaunchTests: XCTestCase {\n    func testLaunches() { XCUIApplication().launch() }\n}"),
            RuleExample(
                "Tests/WatchUITests/ScreenshotTests.swift",
                "import SwiftUI\nimport XCTest\nfinal class ScreenshotTests: XCTestCase {\n    func testCapture() { XCUIApplication().launch() }\n}"
            ),
            RuleExample(
                "Tests/ShopUITests/CheckoutTests.swift",
                "import Foundation\nimport ScreenGraph\nimport XCTest\nclass CheckoutTests: XCTestCase {\n    let app = XCUIApplication()\n    func testPays() { app.launch() }\n}"
            ),
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "TestSupport"), .testTarget(name: "HarnessTests", dependencies: ["TestSupport"])])"#),
                ExampleFile("Sources/TestSupport/Server.swift", "public final class Server {}"),
                ExampleFile("Tests/HarnessTests/ServerTests.swift", "import TestSupport\nimport Testing\n@Test func starts() { _ = Server() }")
            ),
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "Feature", dependencies: ["Cache"]), .target(name: "Cache"), .testTarget(name: "CacheTests", dependencies: ["Cache", "Feature"])])"#),
                ExampleFile("Sources/Feature/Loader.swift", "import Cache"),
                ExampleFile("Tests/CacheTests/StoreTests.swift", "import Cache\nimport Feature")
            ),
            RuleExample("Sources/Generator/Plugin.swift", "import PackagePlugin\nimport Foundation\n@main struct Generate: BuildToolPlugin {}"),
            RuleExample("Sources/Docs/Empty.swift", "// The documentation catalog needs one source file.\n"),
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    #"let package = Package(name: "P", targets: [.target(name: "Feature"), .executableTarget(name: "LoadProbe", dependencies: [.product(name: "Benchmark", package: "package-benchmark"), "Feature"])])"#
                ),
                ExampleFile("Sources/Feature/Loader.swift", "public struct Loader {}"),
                ExampleFile("Sources/LoadProbe/Probe.swift", "import Benchmark\nimport Feature\nlet benchmarks = { Benchmark(\"load\") { _ in _ = Loader() } }")
            ),
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "Feature"), .executableTarget(name: "FeedBenchmarks", dependencies: ["Feature"])])"#),
                ExampleFile("Sources/Feature/Loader.swift", "public struct Loader {}"),
                ExampleFile("Sources/FeedBenchmarks/Main.swift", "import Feature\nlet loader = Loader()")
            ),
            RuleExample(
                ExampleFile("Sources/TestSupport/Exports.swift", "@_exported import XCTest\n@_exported import Matchers"),
                ExampleFile("Tests/KioskUITests/OrderingTests.swift", "import Foundation\nimport TestSupport\nfinal class OrderingTests: KioskCase {\n    func testOrders() { tapOrder() }\n}")
            ),
            RuleExample(
                "Tests/AppUITests/CheckoutFlowTests.swift",
                "import XCTest\nimport Feature\nfinal class CheckoutFlowTests: XCTestCase {\n    func testPays() { XCUIApplication().launch() }\n}"
            ),
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    "// swift-tools-version: 5.9\nimport PackageDescription\n"
                        + #"let package = Package(name: "P", targets: [.target(name: "Feature"), .testTarget(name: "StencilTests", dependencies: ["Quick", "Nimble", "PathKit"], path: "Stencils", sources: ["Tests/StencilTests.swift"])])"#
                ),
                ExampleFile("Sources/Feature/Loader.swift", "public struct Loader {}"),
                ExampleFile("Stencils/Tests/StencilTests.swift", "import Foundation\nimport Quick\nimport Nimble\nimport PathKit\nclass StencilTests: QuickSpec {\n    override class func spec() { describe(\"renders\") {} }\n}")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard let module = file.module else { return [] }
        var violations: [Violation] = []
        if file.layer == nil, !context.configuration.layers.isEmpty, context.flag("requireLayer"),
           context.index.firstFile(of: module) == file.path, context.index.hasCode(module), !importsNoPackageModule(module, file, context),
           !isPlugin(module, context), !isBenchmarkHarness(module, context), !testsOnlyLayeredModules(module, file, context),
           !hasReportedSubject(module, file, context) {
            violations.append(Violation(line: 1, column: 1, message: "module '\(module)' is in no layer of guardrails.json; add it to the layer it belongs to"))
        }
        for decl in file.model.imports {
            if let message = problem(importing: decl, from: module, file: file, context: context) {
                violations.append(Violation(line: decl.line, column: decl.column, message: message))
            }
        }
        return violations
    }

    /// A test target that imports only test frameworks and Apple SDK modules (a UI-test target driving the launched app
    /// through XCTest, with SwiftUI for a device's screen size) has no subject whose layer it could take, and no import a
    /// layer rule could hold. One importing a module the configuration does not list (`testable import App` of an app
    /// split into folder modules) has one.
    /// A UI test driving the launched app (`XCUIApplication`) may also import a third-party UI-test library (a screen-graph
    /// navigator): its subject is still the app, so any module the package does not index, unless imported `@testable`.
    private func importsNoPackageModule(_ module: String, _ file: LintFile, _ context: RuleContext) -> Bool {
        guard file.isTest else { return false }
        let drivesLaunchedApp = file.model.references.contains { $0.name == "XCUIApplication" }
            && !file.model.imports.contains { $0.attributes.contains("testable") }
        var seen = Set<String>()
        var dependsOnlyOnOtherPackages: Bool?
        return context.index.imports(of: module).subtracting([module]).allSatisfy { imported in
            if context.index.modules.contains(imported) { return reachesOnlyTestSupport(imported, context, &seen) }
            if drivesLaunchedApp || Self.testHarnessModules.contains(imported) || SystemModules.isSystemModule(imported) { return true }
            let external = dependsOnlyOnOtherPackages ?? declaresOnlyOtherPackages(module, context)
            dependsOnlyOnOtherPackages = external
            return external
        }
    }

    /// A test target whose subject its name does not give (`FeedAPIEndToEndTests`, `FeedCacheIntegrationTests` of a module
    /// `Feed`) but whose imports of the package are all of layered modules, none of another module `@testable`: its imports
    /// are held only to cycles and test support, which need no layer of its own, so listing it would change nothing.
    /// Under `checkTestImports` its layer matters and it stays reported; so does one importing an unlisted module.
    private func testsOnlyLayeredModules(_ module: String, _ file: LintFile, _ context: RuleContext) -> Bool {
        guard file.isTest, !context.flag("checkTestImports") else { return false }
        var importsPackageModule = false
        for imported in context.index.imports(of: module) where imported != module {
            if context.index.modules.contains(imported) {
                // Test support alone names no subject (a UI test driving the app through a harness reaching it).
                guard let layer = context.layer(ofModule: imported) else { return false }
                if !layer.isTestSupport { importsPackageModule = true }
            }
        }
        // `@testable import App` of an app target the index does not know: the subject is outside the configuration.
        return importsPackageModule && !file.model.imports.contains {
            $0.attributes.contains("testable") && !context.index.modules.contains($0.module)
        }
    }

    /// A test target whose subject (`App` for `AppTests`, or the first target of the package its manifest entry depends on) is a
    /// production module of the package that is itself reported as in no layer: that one finding names the fix, and the test
    /// target takes the subject's layer once it is mapped. A subject that is mapped, or not reported (a placeholder), leaves it reported.
    private func hasReportedSubject(_ module: String, _ file: LintFile, _ context: RuleContext) -> Bool {
        guard file.isTest else { return false }
        let index = context.index
        var subjects = Self.testTargetSuffixes.compactMap { suffix in
            module.hasSuffix(suffix) && module.count > suffix.count ? String(module.dropLast(suffix.count)) : nil
        }
        if let first = index.package.target(named: module)?.dependencies?.first(where: { $0.mayNameLocalTarget && index.package.target(named: $0.name) != nil }) {
            subjects.append(first.name)
        }
        return subjects.contains { subject in
            subject != module && index.modules.contains(subject) && !index.isTestModule(subject) && context.layer(ofModule: subject) == nil
                && index.hasCode(subject) && !isPlugin(subject, context) && !isBenchmarkHarness(subject, context)
        }
    }

    /// The names Xcode projects give a target's test bundles, after their subject (as `Configuration.layer(ofModule:isTest:)` reads them).
    private static let testTargetSuffixes = ["Tests", "UITests", "UnitTests", "SnapshotTests", "IntegrationTests", "PerformanceTests"]

    /// A manifest test target whose declared dependencies name no target of the package (`Quick`, `Nimble`, a path
    /// library of another package): SwiftPM lets it import nothing of the package, so a module the index does not know
    /// is another package's product, not an app subject outside the configuration.
    private func declaresOnlyOtherPackages(_ module: String, _ context: RuleContext) -> Bool {
        let package = context.index.package
        guard package.hasManifest, let target = package.target(named: module), target.isTest,
              let dependencies = target.dependencies else { return false }
        return !dependencies.contains { $0.mayNameLocalTarget && package.target(named: $0.name) != nil }
    }

    /// A module of a `testSupport` layer that reaches no production module of the package, however deep
    /// (`@_exported import XCTest` beside a shared matchers module): importing it is importing test frameworks.
    private func reachesOnlyTestSupport(_ module: String, _ context: RuleContext, _ seen: inout Set<String>) -> Bool {
        guard seen.insert(module).inserted else { return true }
        guard context.layer(ofModule: module)?.isTestSupport == true else { return false }
        return context.index.imports(of: module).subtracting([module]).allSatisfy {
            !context.index.modules.contains($0) || reachesOnlyTestSupport($0, context, &seen)
        }
    }

    /// A SwiftPM plugin (`import PackagePlugin`, nothing of the package): it can reach only tools, never a library target.
    private func isPlugin(_ module: String, _ context: RuleContext) -> Bool {
        let imports = context.index.imports(of: module).subtracting([module])
        return !imports.isDisjoint(with: Self.pluginModules) && imports.allSatisfy { !context.index.modules.contains($0) }
    }

    /// An executable target measuring the library (`ServerBenchmarks`, or one depending on a `Benchmark` product; a nested
    /// benchmark package's too): tooling like a test target, in no layer of the architecture.
    private func isBenchmarkHarness(_ module: String, _ context: RuleContext) -> Bool {
        guard let target = context.index.package.target(named: module), target.kind == .executable, !target.isTest else { return false }
        return VendedLibrary.isBenchmarkHarness(target, context)
    }

    /// What a SwiftPM build-tool or command plugin imports to talk to the package manager (and Xcode).
    private static let pluginModules: Set<String> = ["PackagePlugin", "XcodeProjectPlugin"]

    /// What a test that drives a launched app imports besides the SDK: the test frameworks.
    private static let testHarnessModules: Set<String> = ["XCTest", "Testing", "XCUIAutomation"]

    /// `import SampleData` in a view whose `#Preview` alone builds `SampleData.ReceiptStub`: every name the file takes from
    /// the module is written in preview code, or in a type of the file that only previews name (a preview harness shown by
    /// other files' `#Preview`s). Previews compose fixtures as tests do; a file naming nothing of the module still imports it for nothing.
    private func isUsedOnlyInPreviews(_ decl: ImportDecl, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let imported = decl.module
        let types = file.model.types
        var harnesses: [Int: Bool] = [:]
        var used = false
        for reference in file.model.references where reference.base == nil {
            guard index.declarations(named: reference.name).contains(where: { $0.module == imported && $0.kind != .extension }) else { continue }
            used = true
            if reference.isInPreview { continue }
            var top = Int(reference.enclosingType)
            while top >= 0, let parent = types[top].parent { top = parent }
            guard top >= 0 else { return false }
            let isHarness = harnesses[top] ?? (index.isMentionedInPreviews(types[top].name) && !index.isMentionedOutsidePreviews(types[top].name))
            harnesses[top] = isHarness
            if !isHarness { return false }
        }
        return used || isImportedForDebugPreviews(decl, file, index)
    }

    /// `#if DEBUG` / `import SampleData` / `struct ReceiptView_Previews: PreviewProvider` / `#endif`: a module whose
    /// members the preview reaches without naming a type of it (`ReceiptView(model: .sample)`, a fixture in an extension),
    /// imported only by debug builds, beside nothing but preview code. Release builds cannot reach it at all.
    private func isImportedForDebugPreviews(_ decl: ImportDecl, _ file: LintFile, _ index: PackageIndex) -> Bool {
        guard decl.isDebugOnly else { return false }
        var hasPreview = false
        for type in file.model.types where type.parent == nil && type.isDebugOnly && type.line > decl.line {
            if type.inherits("PreviewProvider") {
                hasPreview = true
            } else if !(index.isMentionedInPreviews(type.name) && !index.isMentionedOutsidePreviews(type.name)) {
                return false
            }
        }
        return hasPreview || file.model.references.contains { $0.isInPreview && $0.line > decl.line }
    }

    private func problem(importing decl: ImportDecl, from module: String, file: LintFile, context: RuleContext) -> String? {
        let imported = decl.module
        // The compiler ignores a file's import of its own module; it is no edge, let alone a cycle.
        guard imported != module else { return nil }
        if context.index.modules.contains(imported), context.index.importCloses(from: module, to: imported) {
            return "importing '\(imported)' closes an import cycle with '\(module)'; invert one dependency"
        }
        guard let source = file.layer, let target = context.layer(ofModule: imported), source.name != target.name else { return nil }
        if file.isTestCode, !target.isTestSupport, !context.flag("checkTestImports") { return nil }
        // An app root may compose component roots (per-component assembly modules in a second `composition` layer) as
        // `mayImport` allows; nothing else may import a composition root.
        if target.kind == "composition", source.kind != "composition" {
            return "'\(imported)' is the composition root; nothing may import it (pass a closure in instead)"
        }
        if target.isTestSupport {
            // A demo app (`MyFeatureDemo`, a target under `Demo/`) runs a feature on its doubles: it ships nothing, as a test.
            return file.isTest || source.isTestSupport || isUsedOnlyInPreviews(decl, file, context.index)
                || VendedLibrary.isExampleAppModule(module, context)
                ? nil : "'\(imported)' is test support; only test targets and other test support may import it"
        }
        if source.mayImport.contains(target.name) { return nil }
        return "layer '\(source.name)' may not import layer '\(target.name)' ('\(imported)'); allowed: \(source.mayImport.isEmpty ? "none" : source.mayImport.joined(separator: ", "))"
    }
}
