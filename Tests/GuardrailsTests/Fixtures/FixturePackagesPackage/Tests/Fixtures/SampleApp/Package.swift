// swift-tools-version: 5.9
import PackageDescription

// An app the tests build against the enclosing package; it depends on that package, not the other way round.
let package = Package(
    name: "SampleApp",
    dependencies: [.package(path: "../../.."), .package(path: "../SampleLibrary")],
    targets: [
        .executableTarget(
            name: "SampleApp",
            dependencies: [.product(name: "Roster", package: "FixturePackages"), .product(name: "SampleLibrary", package: "SampleLibrary")]
        ),
    ]
)
