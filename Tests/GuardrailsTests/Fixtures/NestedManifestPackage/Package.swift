// swift-tools-version: 5.9
import PackageDescription

// The test targets' folders lie under `Tests/`, which holds a placeholder manifest of its own: SwiftPM still
// compiles them into this package, so they are linted here, with the production code they test.
let package = Package(
    name: "NestedManifest",
    targets: [
        .target(name: "Ledger"),
        .testTarget(name: "LedgerTests", dependencies: ["Ledger"]),
        .testTarget(name: "AuditTests", dependencies: ["Ledger"], path: "Tests/Audit"),
    ]
)
