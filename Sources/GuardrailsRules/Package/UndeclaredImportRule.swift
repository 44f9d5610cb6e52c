import GuardrailsCore

/// A target imports only targets of its package that its manifest entry depends on.
public struct UndeclaredImportRule: Rule {
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
        ])
        """

    public static let description = RuleDescription(
        id: "undeclared-import",
        summary: "A target imports no other target of its package that its entry in Package.swift does not depend on, directly or through its dependencies.",
        rationale: """
        The manifest is the module graph SwiftPM builds and the one reviewers read: an import it does not \
        declare works only while some other target happens to build the module first, breaks clean and \
        explicit-module builds, and hides an edge of the architecture from everyone reading Package.swift. \
        SwiftPM itself lets a target import what its dependencies depend on, so transitive dependencies count. \
        An import written under a module alias (`-module-alias Written=Real` in the target's `unsafeFlags`, how a \
        second build of a library under another name is linked) is an import of the real module. \
        Targets whose dependencies are not known (the manifest reader could not follow them, which a note \
        says, or a folder target of a project without a manifest) are skipped, and so is anything reached \
        through them. Projects without a manifest get the check for targets that list `dependencies` under \
        `targets` in guardrails.json.
        """,
        defaultSeverity: .error,
        triggering: [
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Feature/Loader.swift", "import Domain\nimport Cache")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Tests/FeatureTests/LoadUseCaseTests.swift", "import Feature\nimport Cache")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Domain/Image.swift", "@testable import Feature")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Script/Run.swift", "import Model")),
        ],
        nonTriggering: [
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/App/Main.swift", "import Feature\nimport Domain")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Cache/Store.swift", "import Domain\nimport Foundation\nimport SQLite")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Tools/Tool.swift", "import Cache")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Plugin/Entry.swift", "import Domain")),
            RuleExample("Sources/Feature/Loader.swift", "import Cache"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard let module = file.module else { return [] }
        let package = context.index.package
        let declaration = package.hasManifest ? "Package.swift" : "\"targets\" of guardrails.json"
        return file.model.imports.compactMap { decl in
            let loaded = context.index.module(importedAs: decl.module, in: module)
            guard loaded != module, let imported = package.target(named: loaded), imported.kind != .plugin,
                  context.index.dependsOn(module, loaded) == false else { return nil }
            return Violation(
                line: decl.line, column: decl.column,
                message: "'\(loaded)' is a target of this package that '\(module)' does not depend on; add it to the dependencies of '\(module)' in \(declaration)"
            )
        }
    }
}
