// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "screen-kit",
    products: [.library(name: "screen-kit", targets: ["screen-kit"])],
    targets: [.target(name: "screen-kit", path: "./Sources")]
)
