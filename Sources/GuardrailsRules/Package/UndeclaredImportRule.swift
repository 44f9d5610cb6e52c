import GuardrailsCore

/// A target imports only targets of its package that its manifest entry depends on.
public struct UndeclaredImportRule: Rule {
    public static let readsTokens = true

    public init() {}

    private static let manifest = """
        let package = Package(name: "Shop", targets: [
            .target(name: "Domain"),
            .target(name: "Feature", dependencies: ["Domain"]),
            .target(name: "Cache", dependencies: [.target(name: "Domain")]),
            .target(name: "App", dependencies: ["Feature"]),
            .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
            .target(name: "Tools", dependencies: ["Domain"].filter { !$0.isEmpty }),
            .target(name: "DomainForPlugin"),
            .target(name: "Plugin", dependencies: ["DomainForPlugin"], swiftSettings: [.unsafeFlags(["-module-alias", "Domain=DomainForPlugin"])]),
            .target(name: "Script", swiftSettings: [.unsafeFlags(["-module-alias", "Model=DomainForPlugin"])]),
            .target(name: "Report", dependencies: ["Domain"], swiftSettings: [.define("PLUGIN_BUILD")]),
        ])
        """

    /// A dependency added after the package literal to a target picked by name, for the platforms that build the
    /// system library itself.
    private static let pickedManifest = """
        let package = Package(name: "Ledger", targets: [.target(name: "Journal"), .target(name: "Export")])
        #if os(Linux)
        package.targets += [.systemLibrary(name: "CJournal", path: "Sources/CJournal-Linux")]
        package.targets.first(where: { $0.name == "Journal" })?.dependencies.append("CJournal")
        #endif
        """

    /// A dependency a loop over the targets' indices adds to the one it picks by name, which the reader does not
    /// follow: what `Brush` depends on is not known, while `Palette`, which the loop does not name, keeps its entry.
    private static let loopPickedManifest = """
        let package = Package(name: "Atelier", targets: [
            .target(name: "Canvas"), .target(name: "Brush"), .target(name: "Palette"),
            .testTarget(name: "BrushTests", dependencies: ["Brush"]),
        ])
        #if !os(macOS)
        package.targets.append(.systemLibrary(name: "CPigment"))
        for index in package.targets.indices {
            if package.targets[index].name == "Brush" {
                package.targets[index].dependencies.append("CPigment")
            }
        }
        #endif
        """

    /// Targets declared through a helper of `extension Target` that calls `self.target(…)` with dependencies of its own.
    private static let helperManifest = """
        let package = Package(name: "Atlas", targets: [
            .target(name: "Geometry"),
            .target(name: "Labels"),
            .tileTarget(name: "Tiles"),
            .target(name: "Viewer", dependencies: ["Tiles"]),
            .testTarget(name: "TilesTests", dependencies: ["Tiles"]),
            .target(name: "Legend"),
        ])
        extension PackageDescription.Target {
            static func tileTarget(name: String, dependencies: [Dependency] = []) -> PackageDescription.Target {
                self.target(name: name, dependencies: dependencies + ["Geometry"])
            }
        }
        """

    /// `Export` is declared by a helper the reader cannot follow: what it depends on is not known.
    private static let unreadHelperManifest = """
        let package = Package(name: "Press", targets: [
            .target(name: "Fonts"),
            .pressTarget(name: "Export"),
            .target(name: "Printer", dependencies: ["Export"]),
        ])
        extension PackageDescription.Target {
            static func pressTarget(name: String) -> Target { makeTarget(name) }
        }
        """

    public static let description = RuleDescription(
        id: "undeclared-import",
        summary: "A target imports no other target of its package that its entry in Package.swift does not depend on, directly or through its dependencies.",
        rationale: """
        The manifest is the module graph SwiftPM builds and the one reviewers read: an import it does not \
        declare works only while some other target happens to build the module first, breaks clean and \
        explicit-module builds, and hides an edge of the architecture from everyone reading Package.swift. \
        SwiftPM itself lets a target import what its dependencies depend on, so transitive dependencies count, and so \
        do dependencies the manifest adds later to a target it picks by name (`targets.first(where: { $0.name == … })`); \
        code the reader does not follow that changes dependencies (a loop over `package.targets.indices` appending to the \
        one whose `name` matches) leaves the dependencies of the targets it names in string literals unknown, or of every \
        target when it names none that way. \
        An import written under a module alias (`-module-alias Written=Real` in the target's `unsafeFlags`, how a \
        second build of a library under another name is linked) is an import of the real module. \
        Targets whose dependencies are not known (the manifest reader could not follow them, which a note \
        says, or a folder target of a project without a manifest) are skipped, and so is anything reached \
        through them: unknown is not empty, so a chain through a target whose entry the reader dropped (its files \
        linted by folder convention) proves nothing undeclared. Helpers of `extension Target` that return \
        `self.target(…)` or `Self.target(…)` are read like `.target(…)`. Projects without a manifest get the check for targets that list `dependencies` under \
        `targets` in guardrails.json, and a finding on such a target says to add the dependency to its entry there, not to \
        Package.swift; a folder beside the Xcode project that holds its own Package.swift is a local \
        package the project links, not one of its targets; a target `targets` places inside such a package is that package's, \
        and importing it is reported only when the importer's dependencies certainly do not reach it: not when they reach a \
        product of another package (a name no target here has) or a target of another nested package, as what those link \
        (an umbrella package linking every product of the module's package) is not followed. An import in an `#if` or `#elseif` branch of `#if FLAG … #else … #endif` (or `#if os(tvOS) … #elseif os(macOS) …`) \
        another branch of which imports a module the target depends on is the import of another build of the same code (a \
        helper shared by test targets of two variants or platforms of a library): it is reported only when the target's \
        manifest entry may define compilation conditions (`.define`, `-D`, settings the reader cannot follow), \
        as conditions are not read (a configured target defines none here). `#if DEBUG` branches count as built.
        """,
        defaultSeverity: .error,
        triggering: [
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Feature/Loader.swift", "import Domain\nimport Cache")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Tests/FeatureTests/LoadUseCaseTests.swift", "import Feature\nimport Cache")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Domain/Image.swift", "\(ForbiddenSpellings.testableImport) Feature")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Script/Run.swift", "import Model")),
            RuleExample(ExampleFile("Package.swift", pickedManifest), ExampleFile("Sources/Export/Writer.swift", "import CJournal")),
            RuleExample(
                ExampleFile("Package.swift", manifest),
                ExampleFile("Sources/Report/Summary.swift", "#if PLUGIN_BUILD\nimport DomainForPlugin\n#else\nimport Domain\n#endif")
            ),
            RuleExample(
                ExampleFile("Package.swift", manifest),
                ExampleFile("Tests/FeatureTests/Helpers.swift", "#if DEBUG\n\(ForbiddenSpellings.testableImport) Cache\n#else\n\(ForbiddenSpellings.testableImport) Feature\n#endif")
            ),
            RuleExample(
                ExampleFile("Package.swift", manifest),
                ExampleFile("Tests/FeatureTests/Helpers.swift", "#if LEGACY\nimport Cache\n#endif\nimport Feature")
            ),
            RuleExample(
                ExampleFile("Package.swift", manifest),
                ExampleFile("Tests/FeatureTests/Helpers.swift", "#if os(tvOS)\nimport Feature\n#elseif os(macOS)\nimport Feature\n#else\nimport Cache\n#endif")
            ),
            RuleExample(ExampleFile("Package.swift", loopPickedManifest), ExampleFile("Sources/Palette/Swatch.swift", "import Canvas")),
            RuleExample(ExampleFile("Package.swift", helperManifest), ExampleFile("Sources/Viewer/MapView.swift", "import Tiles\nimport Labels")),
            RuleExample(ExampleFile("Package.swift", helperManifest), ExampleFile("Sources/Legend/Key.swift", "import Geometry")),
            RuleExample(
                ExampleFile("Package.swift", unreadHelperManifest), ExampleFile("Sources/Export/Sheet.swift", "public struct Sheet {}"),
                ExampleFile("Sources/Printer/Page.swift", "import Export"), ExampleFile("Sources/Fonts/Glyph.swift", "import Printer")
            ),
        ],
        nonTriggering: [
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/App/Main.swift", "import Feature\nimport Domain")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Cache/Store.swift", "import Domain\nimport Foundation\nimport SQLite")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Tools/Tool.swift", "import Cache")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Plugin/Entry.swift", "import Domain")),
            RuleExample("Sources/Feature/Loader.swift", "import Cache"),
            RuleExample(ExampleFile("Package.swift", pickedManifest), ExampleFile("Sources/Journal/Entry.swift", "import CJournal")),
            RuleExample(
                ExampleFile("Package.swift", manifest),
                ExampleFile("Tests/FeatureTests/Helpers.swift", "import Testing\n#if PLUGIN_BUILD\n\(ForbiddenSpellings.testableImport) DomainForPlugin\n#else\n\(ForbiddenSpellings.testableImport) Feature\n#endif")
            ),
            RuleExample(
                ExampleFile("Package.swift", manifest),
                ExampleFile("Tests/FeatureTests/Helpers.swift", "#if os(tvOS)\n\(ForbiddenSpellings.testableImport) Cache\n#elseif os(macOS)\n\(ForbiddenSpellings.testableImport) Feature\n#endif")
            ),
            RuleExample(ExampleFile("Package.swift", loopPickedManifest), ExampleFile("Sources/Brush/Stroke.swift", "import CPigment")),
            RuleExample(ExampleFile("Package.swift", loopPickedManifest), ExampleFile("Tests/BrushTests/StrokeTests.swift", "import Brush\nimport CPigment")),
            RuleExample(ExampleFile("Package.swift", helperManifest), ExampleFile("Sources/Viewer/MapView.swift", "import Tiles\nimport Geometry")),
            RuleExample(ExampleFile("Package.swift", helperManifest), ExampleFile("Tests/TilesTests/GridTests.swift", "import Tiles\nimport Geometry")),
            RuleExample(
                ExampleFile("Package.swift", unreadHelperManifest), ExampleFile("Sources/Fonts/Glyph.swift", "public struct Glyph {}"),
                ExampleFile("Sources/Export/Sheet.swift", "public struct Sheet {}"),
                ExampleFile("Sources/Printer/Page.swift", "import Export\nimport Fonts")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard let module = file.module else { return [] }
        let package = context.index.package
        // A target `guardrails.json` declares (an Xcode app beside the package) lists its dependencies in its entry there,
        // whether or not the package also has a manifest.
        let entry = context.configuration.targets.first { $0.module == module && $0.dependencies != nil }
        let declaration = entry.map { "its entry '\($0.name)' under \"targets\" in guardrails.json" }
            ?? (package.hasManifest ? "Package.swift" : "\"targets\" of guardrails.json")
        let mayDefineFlags = package.target(named: module)?.mayDefineFlags ?? true
        var alternatives: Set<Int>?
        return file.model.imports.compactMap { decl in
            let loaded = context.index.module(importedAs: decl.module, in: module)
            guard loaded != module, let imported = package.target(named: loaded), imported.kind != .plugin,
                  context.index.dependsOn(module, loaded) == false, !context.index.mayReachThroughAnotherPackage(module, loaded) else { return nil }
            if !mayDefineFlags {
                if alternatives == nil { alternatives = alternativeImportLines(file, module: module, context) }
                if alternatives?.contains(decl.line) == true { return nil }
            }
            return Violation(
                line: decl.line, column: decl.column,
                message: "'\(loaded)' is a target of \(owner(of: loaded, package)) that '\(module)' does not depend on; add it to the dependencies of '\(module)' in \(declaration)"
            )
        }
    }

    /// Whose target `name` is: a package nested in the project (a local package the app links), the project (targets
    /// configured in guardrails.json, no manifest), or the package.
    private func owner(of name: String, _ package: PackageModel) -> String {
        if let folder = package.nestedPackageFolder(of: name) { return "the package in \(folder)" }
        return package.hasManifest ? "this package" : "this project"
    }

    /// Lines of imports in a conditional branch (`#if` or `#elseif`, not `#else`) of a plain `#if` chain (not `#if DEBUG`)
    /// whose other branch (`#elseif` or `#else`) imports a module `module` depends on: the imports of another build,
    /// which this target compiles only if it defines the condition or builds for that platform.
    private func alternativeImportLines(_ file: LintFile, module: String, _ context: RuleContext) -> Set<Int> {
        var open: [(block: Int, branch: Int, isPlain: Bool)] = []
        var blocks = 0
        var branchOfLine: [Int: (block: Int, branch: Int, isPlain: Bool)] = [:]
        for token in file.tokens {
            if token.kind == .pound {
                switch token.text {
                case "#if", Token.debugBranch:
                    open.append((blocks, 0, token.text == "#if"))
                    blocks += 1
                case "#elseif" where !open.isEmpty: open[open.count - 1].branch += 1
                case "#else" where !open.isEmpty: open[open.count - 1].branch = -1
                case "#endif": _ = open.popLast()
                default: break
                }
            } else if token.kind == .keyword, token.text == "import", let innermost = open.last {
                branchOfLine[Int(token.line)] = innermost
            }
        }
        var declaredBranches: [Int: Set<Int>] = [:]
        for decl in file.model.imports {
            guard let place = branchOfLine[decl.line],
                  context.index.dependsOn(module, context.index.module(importedAs: decl.module, in: module)) == true else { continue }
            declaredBranches[place.block, default: []].insert(place.branch)
        }
        return Set(branchOfLine.compactMap { line, place in
            guard place.isPlain, place.branch != -1, let declared = declaredBranches[place.block] else { return nil }
            return declared.contains { $0 != place.branch } ? line : nil
        })
    }
}
