// swift-tools-version: 5.9
import Foundation
import PackageDescription

// Every folder of Modules/ is a target: the list exists only when SwiftPM runs this manifest.
let modules = try! FileManager.default.contentsOfDirectory(atPath: "Modules").sorted()

let package = Package(
    name: "Modular",
    targets: [
        .target(name: "Host", dependencies: modules.map { .target(name: $0) }),
        .testTarget(name: "HostTests", dependencies: ["Host"]),
    ] + modules.map { .target(name: $0, path: "Modules/\($0)") }
)
