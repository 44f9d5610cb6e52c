import GuardrailsCore

/// Every target a manifest entry depends on is imported by one of the target's files.
public struct UnusedDependencyRule: Rule {
    public static let checksManifest = true
    public init() {}

    private static func example(_ feature: String, _ files: ExampleFile...) -> RuleExample {
        let manifest = """
            let package = Package(name: "Shop", targets: [
                .target(name: "Domain"),
                .target(name: "Cache", dependencies: ["Domain"]),
                .target(name: "Facade", dependencies: ["Domain"]),
                .target(name: "CacheLive", dependencies: ["Cache"]),
                \(feature),
                .executableTarget(name: "shop"),
            ])
            """
        let others = [
            ExampleFile("Sources/Domain/Image.swift", "public struct Image {}"),
            ExampleFile("Sources/Cache/Store.swift", "import Domain"),
            ExampleFile("Sources/Facade/Facade.swift", "import Domain"),
            ExampleFile("Sources/CacheLive/LiveStore.swift", "import Cache"),
        ]
        return RuleExample(files: [ExampleFile("Package.swift", manifest)] + others + files)
    }

    /// A target depending on `SnapDump` that its own files never import, while its test target imports it.
    private static func snapshotPackage(testDependencies: String) -> RuleExample {
        RuleExample(files: [
            ExampleFile("Package.swift", """
                let package = Package(name: "Snap", targets: [
                    .target(name: "Snap"),
                    .target(name: "SnapDump", dependencies: ["Snap"]),
                    .target(name: "InlineSnap", dependencies: ["Snap", "SnapDump"]),
                    .testTarget(name: "InlineSnapTests", dependencies: [\(testDependencies)]),
                ])
                """),
            ExampleFile("Sources/Snap/Snap.swift", "public enum Snap {}"),
            ExampleFile("Sources/SnapDump/Dump.swift", "import Snap"),
            ExampleFile("Sources/InlineSnap/Inline.swift", "import Snap"),
            ExampleFile("Tests/InlineSnapTests/DumpTests.swift", "import InlineSnap\nimport SnapDump"),
        ])
    }

    /// `Profile` importing the `Reducers` product of another package that only its dependency `Core` declares.
    private static func reducerPackage(profileDependencies: String) -> RuleExample {
        RuleExample(files: [
            ExampleFile("Package.swift", """
                let package = Package(name: "Trips", dependencies: [.package(url: "https://example.com/reducers", from: "1.0.0")], targets: [
                    .target(name: "Core", dependencies: [.product(name: "Reducers", package: "reducers")]),
                    .target(name: "Profile", dependencies: [\(profileDependencies)]),
                ])
                """),
            ExampleFile("Sources/Core/Store.swift", "import Reducers"),
            ExampleFile("Sources/Profile/ProfileFeature.swift", "import Reducers"),
        ])
    }

    public static let description = RuleDescription(
        id: "unused-dependency",
        summary: "Every target of the package that a target depends on in Package.swift is imported by one of its files.",
        rationale: """
        A dependency nothing imports still orders the build and links the module, and it tells readers of \
        Package.swift about an edge the code does not have, which hides the real architecture and slows \
        every build. An import written under a module alias (`-module-alias Written=Real` in the target's \
        `unsafeFlags`, how a second build of a library under another name is linked) imports the real module. \
        A target whose files hold only comments and imports of SDK modules (`import Foundation` under a license \
        header; importing a target or another package's product states an edge), or only a test template (an `XCTestCase` subclass, or a Swift Testing suite \
        of `@Test` functions, whose functions are all empty, `func testExample() {}`, naming no other type, or Xcode's new-target \
        template as generated: `testPerformanceExample` timing an empty `measure { }`, `super.setUp()`, a UI test's \
        `XCUIApplication().launch()`, whatever module it was generated to import; or its `testExample` or `example` asserting a \
        literal, `XCTAssertTrue(true)`, `XCTAssert(true)`, `#expect(true)`; or SwiftPM's template, such `@Test` functions at \
        file level, `@Test func example() async throws {}` holding a comment, beside nothing but imports, or its XCTest template \
        asserting `XCTAssertEqual(Feature().text, "Hello, World!")` beside `allTests`; or SwiftPM's old Linux manifest alone, \
        `XCTestManifests.swift` whose `allTests()` only lists suites' `allTests`, `testCase(FeedTests.allTests)`, once its tests are deleted), is a placeholder, whose dependencies are for the code \
        to come, and is skipped; a template function timing or asserting something it names is a test, and so is a test with a \
        name of its own (`func testExpiry() { XCTAssertTrue(true) }`). A module re-exported (`@_exported import`) by one the target imports counts as used, and \
        so does one that a module the target imports depends on: Swift lets code use members declared in \
        extensions of any module loaded that way (`@Dependency(\\.client)` without importing the client), so \
        the edge may be real even without an import. A dependency through which alone the target imports a module it \
        does not declare itself is used too: SwiftPM lets a target import what its dependencies depend on, and \
        `undeclared-import` accepts that, so removing the dependency would break the build (when a dependency \
        the target imports brings that module as well, the other one is not needed for it); so is one whose targets alone \
        declare a product of another package the target imports (a module of the same name), as SwiftPM resolves it through them. The same holds one step \
        further: a dependency the target's own files never import, that a target depending on it (its test target, or \
        users of a product holding it) imports without declaring it, is how that module reaches them, and is kept \
        (option `reportEdgesDependentsUse` reports it anyway, telling to move the dependency to that target). \
        A dependency declaring a type the target's code names without importing it (`let latest: Image` with no \
        `import Domain`, no type of that name of its own or of a module it imports) is used: the code compiles only with \
        it, as where an Xcode project builds the package's sources together, and the import is what is missing. \
        A dependency carrying a `condition:` (platforms or traits) is build plumbing for the builds it names, \
        often kept so that clients on those platforms still get a module through it, and is not reported. \
        Executable, macro and plugin targets are depended on to be built, not imported, so they are never \
        reported; nor are targets without Swift files (C targets, system libraries, binaries), whose module \
        name may not be the target's, nor targets whose files hold only comments and imports of SDK modules (a version \
        marker, `// This module is intentionally empty`, linked so that dependents can test `#if canImport(Marker)`): \
        they declare nothing to import; nor modules depended on only to be linked, such as the live implementations \
        a dependency container finds at run time (option `linkOnlySuffixes`). Products of other packages are \
        out of scope: their module names are not in the manifest; so are targets `guardrails.json` declares \
        (`targets`), whose dependencies are not the manifest's, and targets some of whose files `exclude` keeps from \
        the linter (a vendored folder, `Sources/Helpers/Vendored/**`): SwiftPM still compiles them, and their imports are unseen.
        """,
        defaultSeverity: .warning,
        options: [
            RuleOption("linkOnlySuffixes", .strings(["Live"]), "Suffixes of module names depended on only to be linked, never imported."),
            RuleOption(
                "reportEdgesDependentsUse", .bool(false),
                "Also report a dependency only a dependent target imports through, telling to move it to that target."
            ),
        ],
        triggering: [
            example(
                #".target(name: "Feature", dependencies: ["Domain", "Cache"])"#,
                ExampleFile("Sources/Feature/Loader.swift", "import Domain")
            ),
            example(
                #".target(name: "Feature", dependencies: ["Cache", "Facade"])"#,
                ExampleFile("Sources/Feature/Loader.swift", "import Facade\nimport Domain")
            ),
            // An empty type is code, not a Swift Testing template suite: the target is no placeholder.
            example(
                #".target(name: "Feature", dependencies: ["Domain", .target(name: "Cache")])"#,
                ExampleFile("Sources/Feature/Loader.swift", "import Domain\n\nstruct Loader {}")
            ),
            example(
                #".testTarget(name: "FeatureTests", dependencies: ["Cache", "Domain"])"#,
                ExampleFile("Tests/FeatureTests/LoadUseCaseTests.swift", "import Domain\n// import Cache")
            ),
            snapshotPackage(testDependencies: #""InlineSnap", "SnapDump""#),
            reducerPackage(profileDependencies: #""Core", .product(name: "Reducers", package: "reducers")"#),
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile("Tests/CacheTests/CacheTests.swift", "import XCTest\n\nfinal class CacheTests: XCTestCase {\n    func testExpiry() { XCTAssertTrue(true) }\n}\n")
            ),
            // The Swift Testing template's function checking the subject: a test.
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile("Tests/CacheTests/CacheTests.swift", "import Testing\n\nstruct CacheTests {\n    @Test func example() {\n        #expect(Shelf(capacity: 2).isEmpty)\n    }\n}\n")
            ),
            // The file-level template's function checking the subject, or a helper beside it: a test.
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile("Tests/CacheTests/CacheTests.swift", "import Testing\n\n@Test func example() async throws {\n    #expect(Shelf(capacity: 2).isEmpty)\n}\n")
            ),
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile("Tests/CacheTests/CacheTests.swift", "import Testing\n\nlet shelfCapacity = 2\n\n@Test func example() {}\n")
            ),
            // The template's function timing real work: a test, whatever its name.
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile("Tests/CacheTests/CacheTests.swift", "import XCTest\n" + """

                    final class CacheTests: XCTestCase {
                        func testPerformanceExample() throws {
                            measure { _ = Shelf(capacity: 8) }
                        }
                    }
                    """)
            ),
            // The Linux manifest beside a real test: the target has tests, and its dependency nothing imports is reported.
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile(
                    "Tests/CacheTests/XCTestManifests.swift",
                    "import XCTest\n\n#if !canImport(ObjectiveC)\npublic func allTests() -> [XCTestCaseEntry] {\n    return [testCase(ExpiryTests.allTests)]\n}\n#endif\n"
                ),
                ExampleFile("Tests/CacheTests/ExpiryTests.swift", "import XCTest\n\nfinal class ExpiryTests: XCTestCase {\n    func testExpiresAfterADay() { XCTAssertEqual(24 * 60, 1440) }\n}\n")
            ),
            // Its own `Image` is the one it names: nothing of Domain's is used.
            example(
                #".target(name: "Feature", dependencies: ["Domain"])"#,
                ExampleFile("Sources/Feature/Loader.swift", "struct Image {}\n\nstruct Loader { let latest: Image }")
            ),
        ],
        nonTriggering: [
            // Domain's `Image` named with no import: compiled together with Domain (an Xcode project building the
            // package's sources as one framework), the dependency is used; the import is what is missing.
            example(
                #".target(name: "Feature", dependencies: ["Domain"])"#,
                ExampleFile("Sources/Feature/Loader.swift", "import Foundation\n\nstruct Loader { let latest: Image }")
            ),
            // A placeholder target: a license comment and an import of a system module, no code yet.
            example(
                #".target(name: "Feature", dependencies: ["Domain"]), .testTarget(name: "FeatureTests", dependencies: ["Feature"])"#,
                ExampleFile("Sources/Feature/Feature.swift", "//  Copyright © Shop. All rights reserved.\n\nimport Foundation\n"),
                ExampleFile("Tests/FeatureTests/FeatureTests.swift", "//  Copyright © Shop. All rights reserved.\n\nimport Foundation\n")
            ),
            RuleExample(
                ExampleFile("Package.swift", """
                    let package = Package(name: "Shop", targets: [
                        .target(name: "Domain"),
                        .target(name: "Cache", dependencies: ["Domain"]),
                        .target(name: "Kit"),
                        .target(name: "Feature", dependencies: ["Cache", "Kit", .product(name: "Gen", package: "gen")]),
                    ])
                    """),
                ExampleFile("Sources/Domain/Image.swift", "public struct Image {}"),
                ExampleFile("Sources/Cache/Store.swift", "import Domain"),
                ExampleFile("Sources/Kit/Kit.swift", "public enum Kit {}"),
                ExampleFile("Sources/Feature/Loader.swift", "import Kit\nimport Gen\nimport Domain")
            ),
            example(
                #".target(name: "Feature", dependencies: ["Cache"])"#,
                ExampleFile("Sources/Feature/Loader.swift", "import Domain")
            ),
            example(
                #".target(name: "Feature", dependencies: ["Domain", "Cache"])"#,
                ExampleFile("Sources/Feature/Loader.swift", "import Domain\n#if canImport(Cache)\nimport Cache\n#endif")
            ),
            example(
                #".target(name: "Feature", dependencies: ["Facade", "Domain"])"#,
                ExampleFile("Sources/Facade/Exports.swift", "@_exported import Domain"),
                ExampleFile("Sources/Feature/Loader.swift", "import Facade")
            ),
            example(
                #".target(name: "Feature", dependencies: ["Cache", "Domain"])"#,
                ExampleFile("Sources/Feature/Loader.swift", "import Cache\nlet key = \\.catalog")
            ),
            example(
                #".testTarget(name: "FeatureTests", dependencies: ["shop", .product(name: "Fakes", package: "tools")])"#,
                ExampleFile("Tests/FeatureTests/RunTests.swift", "import Foundation")
            ),
            example(
                #".target(name: "Feature", dependencies: ["Domain", .target(name: "Cache", condition: .when(platforms: [.linux]))])"#,
                ExampleFile("Sources/Feature/Loader.swift", "import Domain")
            ),
            example(
                #".executableTarget(name: "App", dependencies: ["Cache", "CacheLive"])"#,
                ExampleFile("Sources/App/main.swift", "import Cache")
            ),
            snapshotPackage(testDependencies: #""InlineSnap""#),
            reducerPackage(profileDependencies: #""Core""#),
            RuleExample(
                ExampleFile("Package.swift", """
                    let package = Package(name: "Lsp", targets: [
                        .target(name: "Core"),
                        .target(name: "CoreForPlugin"),
                        .target(
                            name: "Plugin", dependencies: ["CoreForPlugin"],
                            swiftSettings: [.unsafeFlags(["-module-alias", "Core=CoreForPlugin"])]
                        ),
                    ])
                    """),
                ExampleFile("Sources/Core/Request.swift", "public struct Request {}"),
                ExampleFile("Sources/CoreForPlugin/Request.swift", "public struct Request {}"),
                ExampleFile("Sources/Plugin/Entry.swift", "import Core")
            ),
            // A version-marker module, empty by design: linked so that dependents can test `#if canImport(ShopV2)`.
            example(
                #".target(name: "Feature", dependencies: ["Domain", "ShopV2"]), .target(name: "ShopV2", path: "Sources/Markers/ShopV2")"#,
                ExampleFile("Sources/Markers/ShopV2/Empty.swift", "// The 'ShopV2' module is intentionally empty.\n//\n// It tells which major version of Shop a client builds against.\n"),
                ExampleFile("Sources/Feature/Loader.swift", "import Domain\n\nstruct Loader {}")
            ),
            example(
                #".target(name: "FeatureMac", dependencies: ["Domain"])"#,
                ExampleFile("Sources/FeatureMac/Placeholder.swift", "// Copyright (c) Shop\n\n/* TODO: the macOS screens */\n")
            ),
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile("Tests/CacheTests/CacheTests.swift", "import XCTest\n\nfinal class CacheTests: XCTestCase {\n    func testPlaceholder() {}\n}\n")
            ),
            // The template's test asserting a literal, in XCTest or Swift Testing: a placeholder naming nothing to test yet.
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile("Tests/CacheTests/CacheTests.swift", "import XCTest\n\nfinal class CacheTests: XCTestCase {\n    func testExample() throws {\n        XCTAssertTrue(true)\n    }\n}\n"),
                ExampleFile("Tests/CacheTests/CacheSuite.swift", "import Testing\n\nstruct CacheSuite {\n    @Test func example() {\n        #expect(true)\n    }\n}\n")
            ),
            // SwiftPM's XCTest template, asserting the text of the struct it generated and listing its test for Linux.
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile(
                    "Tests/CacheTests/ShelfKitTests.swift",
                    "import XCTest\n\(ForbiddenSpellings.testableImport) ShelfKit\n\nfinal class ShelfKitTests: XCTestCase {\n    func testExample() {\n        XCTAssertEqual(ShelfKit().text, \"Hello, World!\")\n    }\n\n    static var allTests = [\n        (\"testExample\", testExample),\n    ]\n}\n"
                )
            ),
            // SwiftPM's old Linux manifest whose tests were deleted: `allTests()` lists a suite no file declares, beside `LinuxMain.swift`.
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile(
                    "Tests/CacheTests/XCTestManifests.swift",
                    "import XCTest\n\n#if !canImport(ObjectiveC)\npublic func allTests() -> [XCTestCaseEntry] {\n    return [\n        testCase(CacheTests.allTests),\n    ]\n}\n#endif\n"
                ),
                ExampleFile("Tests/LinuxMain.swift", "import XCTest\n\nimport CacheTests\n\nvar tests = [XCTestCaseEntry]()\ntests += CacheTests.allTests()\nXCTMain(tests)\n")
            ),
            // SwiftPM's Swift Testing template at file level, no suite type, importing the module it was generated for.
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile(
                    "Tests/CacheTests/ShelfKitTests.swift",
                    "import Testing\n\(ForbiddenSpellings.testableImport) ShelfKit\n\n@Test func example() async throws {\n    // The first shelf test goes here.\n}\n"
                )
            ),
            // Xcode's unit-test template as generated (an empty `measure { }`, `super` calls), importing the app it was made for.
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile("Tests/CacheTests/CacheTests.swift", "import XCTest\n" + """
                    \(ForbiddenSpellings.testableImport) ShopApp

                    class CacheTests: XCTestCase {
                        override func setUp() {
                            super.setUp()
                            // Put setup code here.
                        }

                        override func tearDownWithError() throws {
                            // Put teardown code here.
                        }

                        func testExample() throws {
                            // Use XCTAssert and related functions to verify your tests produce the correct results.
                        }

                        func testPerformanceExample() throws {
                            self.measure {
                                // Put the code you want to measure the time of here.
                            }
                        }
                    }
                    """)
            ),
            // Xcode's UI-test template: it launches the app rather than importing anything.
            example(
                #".testTarget(name: "CacheTests", dependencies: ["Cache"])"#,
                ExampleFile("Tests/CacheTests/CacheUITests.swift", "import XCTest\n" + """

                    final class CacheUITests: XCTestCase {
                        override func setUpWithError() throws {
                            continueAfterFailure = false
                        }

                        func testExample() throws {
                            let app = XCUIApplication()
                            app.launch()
                        }

                        func testLaunchPerformance() throws {
                            if #available(macOS 10.15, iOS 13.0, *) {
                                measure(metrics: [XCTApplicationLaunchMetric()]) {
                                    XCUIApplication().launch()
                                }
                            }
                        }
                    }
                    """)
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard file.isManifest else { return [] }
        let index = context.index
        let linkOnly = context.strings("linkOnlySuffixes")
        var violations: [Violation] = []
        // A target `guardrails.json` declares has its dependencies there, not on a line of this manifest; they
        // also say which target a test target tests (to give it a layer), whether or not it imports it.
        let configured = Set(context.configuration.targets.map(\.module))
        // A target of comments and imports (and empty test stubs) only is a placeholder: its dependencies are for the code to come.
        let excluded = context.configuration.exclude
        for target in index.package.targets where index.holdsWork(target.name) && !configured.contains(target.name)
            && !Self.hidesCompiledFiles(of: target, excluded) {
            let imported = index.imports(of: target.name)
            let used = imported.union(imported.flatMap { index.reexports(of: $0) })
            let loaded = imported.filter { index.package.target(named: $0) != nil }
            let declared = Set((target.dependencies ?? []).map(\.name))
            let undeclared = loaded.filter { $0 != target.name && !declared.contains($0) }
            // `import Reducers` of another package's product the target does not declare: some dependency brings it.
            let foreign = imported.filter { index.package.target(named: $0) == nil && !index.modules.contains($0) && !declared.contains($0) }
            var reported: Set<String> = []
            for dependency in target.dependencies ?? [] where dependency.mayNameLocalTarget && !dependency.isConditional && !used.contains(dependency.name) {
                // A module of comments only (a version marker, `// This module is intentionally empty`) declares nothing to
                // import-use: it is linked so that dependents can test `#if canImport(Marker)`.
                guard let other = index.package.target(named: dependency.name), other.name != target.name, index.modules.contains(other.name),
                      index.hasCode(other.name), !index.modulesNamedWithoutImport(by: target.name).contains(other.name),
                      ![.executable, .macro, .plugin].contains(other.kind), !linkOnly.contains(where: other.name.hasSuffix),
                      !loaded.contains(where: { index.dependsOn($0, other.name) != false }),
                      !undeclared.contains(where: { module in
                          // The only way in: no dependency the target imports brings the module too.
                          index.dependsOn(other.name, module) != false
                              && !declared.contains { $0 != other.name && used.contains($0) && index.dependsOn($0, module) != false }
                      }),
                      !foreign.contains(where: { module in
                          Self.declaresProduct(module, from: other.name, index)
                              && !declared.contains { $0 != other.name && used.contains($0) && Self.declaresProduct(module, from: $0, index) }
                      }),
                      reported.insert(other.name).inserted else { continue }
                let dependent = dependent(reaching: other.name, through: target.name, index)
                guard dependent == nil || context.flag("reportEdgesDependentsUse") else { continue }
                let advice = dependent.map { "move the dependency to '\($0)', which imports it through this one" } ?? "remove the dependency"
                violations.append(Violation(
                    line: max(1, dependency.line), column: max(1, dependency.column),
                    message: "'\(target.name)' depends on '\(other.name)' but none of its files imports it, nor anything they import; \(advice)"
                ))
            }
        }
        return violations
    }

    /// Whether `target`, or a target of the package it depends on, declares a product of another package whose
    /// module is `module` (by its name: a product's modules are not in this manifest, and most share its name).
    /// Walked only for a dependency about to be reported, so it costs nothing on the common path.
    private static func declaresProduct(_ module: String, from target: String, _ index: PackageIndex) -> Bool {
        var seen: Set<String> = []
        var pending = [target]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let dependencies = index.package.target(named: next)?.dependencies else { continue }
            for dependency in dependencies {
                if index.package.target(named: dependency.name) != nil, dependency.mayNameLocalTarget {
                    pending.append(dependency.name)
                } else if ModuleName.of(target: dependency.name) == module {
                    return true
                }
            }
        }
        return false
    }

    /// An `exclude` glob of the configuration reaching inside the target's folder (`Sources/Helpers/Vendored/**`) keeps
    /// files from the linter that SwiftPM still compiles: their imports are unseen, so no dependency of the target can be
    /// told unused. Read from the glob's literal start (up to its first wildcard); a glob starting with one is not read.
    private static func hidesCompiledFiles(of target: PackageTarget, _ excluded: [Glob]) -> Bool {
        excluded.contains { glob in
            let literal = glob.pattern.prefix { !"*?[{".contains($0) }
            return !literal.isEmpty && literal.hasPrefix(target.directory + "/") && literal.count > target.directory.count + 1
        }
    }

    /// A target depending on `target` (directly or through others) that imports `module` without declaring it and
    /// reaches it through no other dependency of its own: it relies on this edge, as SwiftPM lets it, and so do users
    /// of a product holding `target`. Removing the edge would break that target.
    private func dependent(reaching module: String, through target: String, _ index: PackageIndex) -> String? {
        index.package.targets.first { dependent in
            guard dependent.name != target, dependent.name != module, index.imports(of: dependent.name).contains(module) else { return false }
            let declared = (dependent.dependencies ?? []).map(\.name)
            guard !declared.contains(module), index.dependsOn(dependent.name, target) == true else { return false }
            return !declared.contains { $0 != target && index.dependsOn($0, target) != true && index.dependsOn($0, module) == true }
        }?.name
    }
}
