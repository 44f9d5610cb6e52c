import GuardrailsCore

/// Tests exercise the public API; `@testable` hides a missing seam.
public struct TestableImportRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "testable-import",
        summary: "No `@testable import` (the composition root's tests may be allowed).",
        rationale: """
        Guardrail "do not use @testable import" and checklist point 4: a test that needs internal access \
        reveals a boundary, return value or injected collaborator that is missing from the public API. \
        Only the composition root, which has no public API of its own, may be tested through @testable. \
        The rule is about the package's own modules: `@testable import` of a product of another package the \
        target depends on (`.product(name: "SnapshotTesting", package: …)`) has no seam the team could add and \
        is not reported.
        """,
        defaultSeverity: .error,
        options: [RuleOption("allowInCompositionTests", .bool(true), "Allow @testable in test targets of the composition layer.")],
        triggering: [
            RuleExample("Tests/FeatureTests/LoadUseCaseTests.swift", "@testable import Feature"),
            RuleExample("Tests/DomainTests/ImageTests.swift", "@testable @preconcurrency import Domain"),
            RuleExample("Sources/UI/View.swift", "@testable import Presentation"),
            RuleExample("Tests/FeatureTests/LegacyTests.swift", "@testable import RenamedModule"),
        ],
        nonTriggering: [
            RuleExample("Tests/FeatureTests/LoadUseCaseTests.swift", "import Feature"),
            RuleExample("Tests/AppTests/AcceptanceTests.swift", "@testable import App"),
            RuleExample("Tests/FeatureTests/LoadUseCaseTests.swift", "let text = \"@testable import Feature\""),
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    #"let package = Package(name: "P", dependencies: [.package(url: "https://example.com/snapshot-kit", from: "1.0.0")], targets: [.target(name: "UI"), .testTarget(name: "UITests", dependencies: ["UI", .product(name: "SnapshotKit", package: "snapshot-kit")])])"#
                ),
                ExampleFile("Sources/UI/Badge.swift", "public struct Badge {}"),
                ExampleFile("Tests/UITests/SnapshotTests.swift", "import UI\n@testable import SnapshotKit")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if file.isTest, file.isCompositionRoot, context.flag("allowInCompositionTests") { return [] }
        // A product of another package the target depends on (`.product(name: "SnapshotTesting", …)`).
        let products = Set((file.module.flatMap { context.index.package.target(named: $0) }?.dependencies ?? []).compactMap { dependency -> String? in
            if case .product = dependency.kind { return dependency.name }
            return nil
        })
        return file.model.imports.filter { $0.isTestable && !products.contains($0.module) }.map {
            Violation(line: $0.line, column: $0.column, message: "@testable import of '\($0.module)'; test through the public API and add the seam you need")
        }
    }
}
