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
        ],
        nonTriggering: [
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/App/Main.swift", "import Feature\nimport Domain")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Cache/Store.swift", "import Domain\nimport Foundation\nimport SQLite")),
            RuleExample(ExampleFile("Package.swift", manifest), ExampleFile("Sources/Tools/Tool.swift", "import Cache")),
            RuleExample("Sources/Feature/Loader.swift", "import Cache"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard let module = file.module else { return [] }
        let package = context.index.package
        let declaration = package.hasManifest ? "Package.swift" : "\"targets\" of guardrails.json"
        return file.model.imports.compactMap { decl in
            guard decl.module != module, let imported = package.target(named: decl.module), imported.kind != .plugin,
                  context.index.dependsOn(module, decl.module) == false else { return nil }
            return Violation(
                line: decl.line, column: decl.column,
                message: "'\(decl.module)' is a target of this package that '\(module)' does not depend on; add it to the dependencies of '\(module)' in \(declaration)"
            )
        }
    }
}
