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

// MARK: Contract and stores
// The FeedStoreContract product, the three stores it proves, and their crash test and benchmark.
package.products += [
    .library(name: "FeedStoreContract", targets: ["FeedStoreContract"]),
    .library(name: "FeedStoreContractXCTest", targets: ["FeedStoreContractXCTest"]),
    .library(name: "InMemoryFeedStore", targets: ["InMemoryFeedStore"]),
    .library(name: "FileFeedStore", targets: ["FileFeedStore"]),
    .library(name: "SQLiteFeedStore", targets: ["SQLiteFeedStore"]),
]
package.targets += [
    .target(name: "FeedStoreContract", dependencies: ["FeedCache"]),
    .target(name: "FeedStoreContractXCTest", dependencies: ["FeedStoreContract"]),
    .target(name: "InMemoryFeedStore", dependencies: ["FeedCache"]),
    .target(name: "FileFeedStore", dependencies: ["FeedCache"]),
    .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
    .target(name: "SQLiteFeedStore", dependencies: ["FeedCache", "CSQLite"]),
    .executableTarget(
        name: "FeedStoreCrashTest",
        dependencies: ["FileFeedStore", "SQLiteFeedStore"],
        path: "Benchmarks/FeedStoreCrashTest"
    ),
    .executableTarget(
        name: "FeedStoreBenchmark",
        dependencies: ["InMemoryFeedStore", "FileFeedStore", "SQLiteFeedStore", "CSQLite"],
        path: "Benchmarks/FeedStoreBenchmark"
    ),
    .testTarget(name: "FeedStoreContractTests", dependencies: ["FeedStoreContract", "FeedStoreContractXCTest", "InMemoryFeedStore"]),
    .testTarget(name: "InMemoryFeedStoreTests", dependencies: ["FeedStoreContract", "InMemoryFeedStore"]),
    .testTarget(name: "FileFeedStoreTests", dependencies: ["FeedStoreContract", "FileFeedStore"]),
    .testTarget(name: "SQLiteFeedStoreTests", dependencies: ["FeedStoreContract", "SQLiteFeedStore", "CSQLite"]),
    // Runs the FeedStoreCrashTest executable; `swift build --build-tests` builds it beside the test bundle.
    .testTarget(name: "FeedStoreCrashConsistencyTests"),
]
