// swift-tools-version: 6.0
import PackageDescription

// The module graph and the layer of every target are documented in docs/ARCHITECTURE.md;
// guardrails.json enforces the same graph.

let package = Package(
    name: "CleanArchitectureKit",
    products: [
        .library(name: "FeedFeature", targets: ["FeedFeature"]),
    ],
    targets: [
        // MARK: Domain
        .target(name: "FeedFeature"),

        .target(name: "SharedAPI"),
        .target(name: "FeedCache"),
    ]
)

// MARK: Guardrails (the architecture linter: library, `guardrails` executable, `swift package guardrails`)
package.products += [
    .executable(name: "guardrails", targets: ["GuardrailsCommand"]),
    .plugin(name: "GuardrailsPlugin", targets: ["GuardrailsPlugin"]),
]
package.targets += [
    .target(name: "Guardrails"),
    .executableTarget(name: "GuardrailsCommand", dependencies: ["Guardrails"]),
    // The plugin's own copy of the tool: SwiftPM cannot hand a plugin an executable target that a
    // product also uses (swift-package-manager#8831), and naming the target `guardrails` would clash
    // with the `Guardrails` module on case-insensitive file systems.
    .executableTarget(name: "GuardrailsPluginTool", dependencies: ["Guardrails"], path: "Plugins/GuardrailsPluginTool"),
    .plugin(
        name: "GuardrailsPlugin",
        capability: .command(
            intent: .custom(verb: "guardrails", description: "Lint the package's architecture with guardrails.json"),
            permissions: []
        ),
        dependencies: ["GuardrailsPluginTool"]
    ),
    // Fixtures are packages kept as data: linted by the tests, never compiled.
    .testTarget(name: "GuardrailsTests", dependencies: ["Guardrails"], exclude: ["Fixtures"]),
]
