// swift-tools-version: 5.9
import PackageDescription

// Targets whose folders are not SwiftPM's defaults: `path:`, `sources:`, `exclude:` and `resources:`.
let package = Package(
    name: "TargetFolders",
    targets: [
        .target(name: "Orders", path: "Code/Orders"),
        .target(name: "Billing", dependencies: ["Orders"], exclude: ["Legacy"], resources: [.copy("Templates")]),
        .target(name: "Receipts", dependencies: ["Orders"], sources: ["Printing", "ReceiptFormat.swift"]),
        .target(name: "TestShared", dependencies: ["Orders"], path: "Tests/Shared"),
        .testTarget(name: "BillingTests", dependencies: ["Billing", "TestShared"]),
        .testTarget(name: "ReceiptsTests", dependencies: ["Receipts", "TestShared"], path: "Specs/Receipts"),
    ]
)
