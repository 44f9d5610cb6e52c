// swift-tools-version: 5.9
import PackageDescription

// A sample the checks copy and build: data of the tests, in no layer of the enclosing package.
let package = Package(name: "Tiny", targets: [.executableTarget(name: "Tiny")])
