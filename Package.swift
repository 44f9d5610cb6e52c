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
