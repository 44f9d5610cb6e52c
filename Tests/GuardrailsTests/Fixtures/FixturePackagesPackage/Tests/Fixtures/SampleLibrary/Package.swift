// swift-tools-version: 5.9
import PackageDescription

// Another fixture, which only the fixture beside it depends on.
let package = Package(
    name: "SampleLibrary",
    products: [.library(name: "SampleLibrary", targets: ["SampleLibrary"])],
    targets: [.target(name: "SampleLibrary")]
)
