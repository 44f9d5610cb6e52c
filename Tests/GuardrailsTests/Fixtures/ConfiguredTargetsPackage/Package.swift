// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "Catalog"),
        .target(name: "Checkout", dependencies: ["Catalog"]),
    ]
)
