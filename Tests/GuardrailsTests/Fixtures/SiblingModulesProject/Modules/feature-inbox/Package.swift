// swift-tools-version: 5.9
import PackageDescription

// The app's project adds every package under Modules, so Xcode finds these by name, not by path.
let package = Package(
    name: "feature-inbox",
    dependencies: [
        .package(name: "screen-kit", path: "./screen-kit"),
        .package(name: "mail-store", path: "./mail-store"),
    ],
    targets: [.target(name: "feature-inbox", dependencies: ["screen-kit"], path: "./Sources")]
)
