// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Checkout",
    dependencies: [.package(path: "../Catalog")],
    targets: [
        .target(name: "Checkout", dependencies: [.product(name: "Catalog", package: "Catalog")]),
        .testTarget(name: "CheckoutTests", dependencies: ["Checkout"]),
    ]
)
