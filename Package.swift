// swift-tools-version: 6.3
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

        // MARK: API (remote use cases and their boundary)
        .target(name: "SharedAPI"),
        .target(name: "LoadFeedFromRemote", dependencies: ["FeedFeature", "SharedAPI"]),
        .target(name: "LoadFeedImageDataFromRemote", dependencies: ["SharedAPI"]),
        .target(name: "LoadImageCommentsFromRemote", dependencies: ["FeedFeature", "SharedAPI"]),

        // MARK: Cache (local use cases and their boundary)
        .target(name: "FeedCache"),
        .target(name: "CacheFeed", dependencies: ["FeedFeature", "FeedCache"]),
        .target(name: "LoadFeedFromCache", dependencies: ["FeedFeature", "FeedCache"]),
        .target(name: "ValidateFeedCache", dependencies: ["FeedCache"]),
        .target(name: "CacheFeedImageData", dependencies: ["FeedCache"]),
        .target(name: "LoadFeedImageDataFromCache", dependencies: ["FeedCache"]),

        // MARK: Infrastructure
        .target(name: "URLSessionHTTPClient", dependencies: ["SharedAPI"]),

        // MARK: Test support (test doubles and fixtures shared by the test targets; never shipped)
        .target(
            name: "FeedTestSupport",
            dependencies: ["FeedFeature", "SharedAPI", "FeedCache", "SharedPresentation"],
            path: "Tests/FeedTestSupport"
        ),

        // MARK: Tests
        .testTarget(name: "LoadFeedFromRemoteTests", dependencies: ["LoadFeedFromRemote", "FeedTestSupport"]),
        .testTarget(name: "LoadFeedImageDataFromRemoteTests", dependencies: ["LoadFeedImageDataFromRemote", "FeedTestSupport"]),
        .testTarget(name: "LoadImageCommentsFromRemoteTests", dependencies: ["LoadImageCommentsFromRemote", "FeedTestSupport"]),
        .testTarget(name: "FeedCacheTests", dependencies: ["FeedCache", "FeedTestSupport"]),
        .testTarget(name: "CacheFeedTests", dependencies: ["CacheFeed", "FeedTestSupport"]),
        .testTarget(name: "LoadFeedFromCacheTests", dependencies: ["LoadFeedFromCache", "FeedTestSupport"]),
        .testTarget(name: "ValidateFeedCacheTests", dependencies: ["ValidateFeedCache", "FeedTestSupport"]),
        .testTarget(name: "CacheFeedImageDataTests", dependencies: ["CacheFeedImageData", "FeedTestSupport"]),
        .testTarget(name: "LoadFeedImageDataFromCacheTests", dependencies: ["LoadFeedImageDataFromCache", "FeedTestSupport"]),
        .testTarget(name: "URLSessionHTTPClientTests", dependencies: ["URLSessionHTTPClient", "FeedTestSupport"]),
    ]
)

// MARK: Contract and stores
// The store boundary alone (what a production store depends on), the FeedStoreContract product (what its tests
// depend on), the stores it proves, and their crash test and benchmark.
// `Mutex` and `Atomic` (Synchronization), used by the stores and the contract, need macOS 15 / iOS 18 and their peers.
package.platforms = [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)]
package.products += [
    .library(name: "FeedCache", targets: ["FeedCache"]),
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
        dependencies: ["FeedCache", "FeedStoreContract", "FileFeedStore", "SQLiteFeedStore"],
        path: "Benchmarks/FeedStoreCrashTest"
    ),
    .executableTarget(
        name: "FeedStoreBenchmark",
        dependencies: ["InMemoryFeedStore", "FileFeedStore", "SQLiteFeedStore", "CSQLite"],
        path: "Benchmarks/FeedStoreBenchmark"
    ),
    .testTarget(name: "FeedStoreContractTests", dependencies: ["FeedStoreContract", "FeedStoreContractXCTest", "InMemoryFeedStore"]),
    // Kata 05's solution, the store docs/plugging-a-store.md builds; its test target is the kata's own step files.
    .target(name: "PropertyListFeedStore", dependencies: ["FeedCache"]),
    .testTarget(
        name: "PropertyListFeedStoreTests",
        dependencies: ["PropertyListFeedStore", "FeedStoreContract"],
        path: "Katas/05-contract-specs-for-a-new-store/Steps"
    ),
    .testTarget(name: "InMemoryFeedStoreTests", dependencies: ["FeedStoreContract", "InMemoryFeedStore"]),
    .testTarget(name: "FileFeedStoreTests", dependencies: ["FeedStoreContract", "FileFeedStore"]),
    .testTarget(name: "SQLiteFeedStoreTests", dependencies: ["FeedStoreContract", "SQLiteFeedStore", "CSQLite"]),
    // Runs the FeedStoreCrashTest executable; `swift build --build-tests` builds it beside the test bundle.
    .testTarget(name: "FeedStoreCrashConsistencyTests"),
    // The cache use cases against the file and SQLite stores, across separate instances.
    .testTarget(
        name: "CacheIntegrationTests",
        dependencies: [
            "CacheFeed", "LoadFeedFromCache", "ValidateFeedCache", "CacheFeedImageData", "LoadFeedImageDataFromCache",
            "FileFeedStore", "SQLiteFeedStore", "FeedTestSupport",
        ]
    ),
]

// MARK: Katas
// The `kata` runner (logic in KataRunner so it can be unit-tested) and the products a kata workspace depends on
// by local path: the boundaries a learner builds against and the shared test doubles. No product may contain a
// kata's module (LoadFeedFromRemote, CacheFeed, …): SwiftPM would reject the learner's module of the same name.
package.products += [
    .executable(name: "kata", targets: ["kata"]),
    .library(
        name: "KataBoundaries",
        targets: ["FeedFeature", "SharedAPI", "FeedCache", "LoadImageCommentsFromRemote", "SharedPresentation", "GuardrailsCore", "GuardrailsRules"]
    ),
    .library(name: "KataTestSupport", targets: ["FeedTestSupport", "FeedStoreContract"]),
]
package.targets += [
    // Kata 08's solution, in the API layer: the comments API as a struct of closures with `live` and `mock`.
    // Its test target is the kata's own step files, so the kata and the kit's tests are one source.
    .target(name: "ImageCommentsAPI", dependencies: ["FeedFeature", "SharedAPI", "LoadImageCommentsFromRemote"]),
    .testTarget(
        name: "ImageCommentsAPITests",
        dependencies: ["ImageCommentsAPI", "FeedFeature", "SharedAPI", "FeedTestSupport"],
        path: "Katas/08-lightweight-client/Steps"
    ),
    // Links the linter's core and rules: `kata check` runs its test-style rules in-process as coaching.
    .target(name: "KataRunner", dependencies: ["GuardrailsCore", "GuardrailsRules"]),
    .executableTarget(name: "kata", dependencies: ["KataRunner"]),
    .testTarget(name: "KataRunnerTests", dependencies: ["KataRunner"]),
    // Drives the built `kata` binary through a whole kata; slow (it builds a SwiftPM workspace), so it is
    // its own target: `swift test --skip KataEndToEndTests` leaves it out.
    .testTarget(name: "KataEndToEndTests", dependencies: ["kata"]),
]

// MARK: Presentation, UI and composition
// Presenters that know no UI framework, a terminal UI that only renders, the composition root that
// owns every concrete type, and the `feed` executable that runs it.
package.defaultLocalization = "en"
package.targets += [
    .target(name: "SharedPresentation", resources: [.process("Resources")]),
    // Kata 06's solution; its test target is the kata's own step files.
    .target(name: "LoadResourcePresentation", dependencies: ["SharedPresentation"]),
    .testTarget(
        name: "LoadResourcePresentationTests",
        dependencies: ["LoadResourcePresentation", "SharedPresentation", "FeedTestSupport"],
        path: "Katas/06-generic-load-resource-presenter/Steps"
    ),
    .target(name: "FeedPresentation", dependencies: ["FeedFeature", "SharedPresentation"], resources: [.process("Resources")]),
    .target(name: "ImageCommentsPresentation", dependencies: ["FeedFeature", "SharedPresentation"], resources: [.process("Resources")]),
    .target(name: "FileHTTPClient", dependencies: ["SharedAPI"]),
    // Kata 07's solution: remote with cache fallback and caching, over closures so it links no use case (which a
    // kata workspace declares itself). FeedApp passes it the real ones; its test target is the kata's step files.
    .target(name: "FeedLoaderComposition", dependencies: ["FeedFeature", "SharedAPI"]),
    .testTarget(
        name: "FeedLoaderCompositionTests",
        dependencies: ["FeedLoaderComposition", "FeedFeature", "SharedAPI", "FeedTestSupport"],
        path: "Katas/07-composition-root/Steps"
    ),
    .target(name: "FeedTerminalUI", dependencies: ["SharedPresentation", "FeedPresentation", "ImageCommentsPresentation"]),
    .target(
        name: "FeedApp",
        dependencies: [
            "FeedFeature", "SharedAPI", "LoadFeedFromRemote", "LoadFeedImageDataFromRemote", "LoadImageCommentsFromRemote",
            "FeedCache", "CacheFeed", "LoadFeedFromCache", "ValidateFeedCache", "CacheFeedImageData", "LoadFeedImageDataFromCache",
            "InMemoryFeedStore", "FileFeedStore", "SQLiteFeedStore",
            "SharedPresentation", "LoadResourcePresentation", "FeedPresentation", "ImageCommentsPresentation", "FeedTerminalUI",
            "FeedLoaderComposition",
        ]
    ),
    // No explicit product: SwiftPM gives a root package's executable targets a product of the same name
    // (`swift run feed`) but does not export it, so a kata workspace depending on the kit never sees the
    // use-case modules `feed` links and can declare learner modules with the same names.
    .executableTarget(
        name: "feed",
        dependencies: ["FeedApp", "SharedAPI", "URLSessionHTTPClient", "FileHTTPClient"],
        resources: [.copy("Fixtures/api")]
    ),

    .testTarget(
        name: "SharedPresentationTests",
        dependencies: ["SharedPresentation", "FeedPresentation", "ImageCommentsPresentation", "FeedTestSupport"]
    ),
    .testTarget(name: "FeedPresentationTests", dependencies: ["FeedPresentation", "FeedTestSupport"]),
    .testTarget(name: "ImageCommentsPresentationTests", dependencies: ["ImageCommentsPresentation"]),
    .testTarget(name: "FileHTTPClientTests", dependencies: ["FileHTTPClient"]),
    .testTarget(
        name: "FeedAppTests",
        dependencies: ["FeedApp", "FeedFeature", "SharedAPI", "FeedCache", "InMemoryFeedStore", "SQLiteFeedStore", "FeedTestSupport"]
    ),
    // Runs the built `feed` binary; `swift build --build-tests` builds it alongside the tests.
    .testTarget(name: "FeedCLITests"),
    .testTarget(
        name: "FeedTerminalUITests",
        dependencies: ["FeedTerminalUI", "SharedPresentation", "FeedPresentation", "ImageCommentsPresentation"]
    ),
]

// MARK: Guardrails (the architecture linter: library, `guardrails` executable, `swift package guardrails`)
package.products += [
    .executable(name: "guardrails", targets: ["GuardrailsCommand"]),
    .plugin(name: "GuardrailsPlugin", targets: ["GuardrailsPlugin"]),
]
package.targets += [
    // Split the way SwiftLint splits core and rules: the core (lexer, source and package models, configuration,
    // engine, reporting) knows no rule; the built-in rules know only the core; the command line sits on top.
    .target(name: "GuardrailsCore"),
    .target(name: "GuardrailsRules", dependencies: ["GuardrailsCore"]),
    .target(name: "GuardrailsCLI", dependencies: ["GuardrailsCore", "GuardrailsRules"]),
    .executableTarget(name: "GuardrailsCommand", dependencies: ["GuardrailsCLI"]),
    // The plugin's own copy of the tool: SwiftPM cannot hand a plugin an executable target that a
    // product also uses (swift-package-manager#8831), and naming the target `guardrails` would clash
    // with the `Guardrails` module on case-insensitive file systems.
    .executableTarget(name: "GuardrailsPluginTool", dependencies: ["GuardrailsCLI"], path: "Plugins/GuardrailsPluginTool"),
    .plugin(
        name: "GuardrailsPlugin",
        capability: .command(
            intent: .custom(verb: "guardrails", description: "Lint the package's architecture with guardrails.json"),
            permissions: []
        ),
        dependencies: ["GuardrailsPluginTool"]
    ),
    // Kata 09's solution: a rule outside the built-in registry (which cannot import it: the registry lives in
    // GuardrailsRules). Its test target is the kata's own step files; no product may contain it.
    .target(name: "CustomGuardrailRules", dependencies: ["GuardrailsCore"]),
    .testTarget(
        name: "CustomGuardrailRulesTests",
        dependencies: ["CustomGuardrailRules", "GuardrailsCore", "GuardrailsRules"],
        path: "Katas/09-write-a-guardrail-rule/Steps"
    ),
    // Fixtures are packages kept as data: linted by the tests, never compiled.
    .testTarget(name: "GuardrailsTests", dependencies: ["GuardrailsCore", "GuardrailsRules"], exclude: ["Fixtures"]),
]
