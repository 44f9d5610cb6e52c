// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "Geometry",
    targets: [
        .target(name: "Geometry"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
    ]
)
