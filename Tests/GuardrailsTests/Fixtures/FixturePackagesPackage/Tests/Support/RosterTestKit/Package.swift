// swift-tools-version: 5.9
import PackageDescription

// Test support the enclosing package depends on by path: a member of the tree, linted with its configuration.
let package = Package(
    name: "RosterTestKit",
    products: [.library(name: "RosterTestKit", targets: ["RosterTestKit"])],
    targets: [.target(name: "RosterTestKit")]
)
