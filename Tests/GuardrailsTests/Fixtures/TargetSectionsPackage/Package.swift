// swift-tools-version: 6.0
import PackageDescription

// The manifest is built in sections, as a growing package's often is.
let package = Package(name: "Sections", targets: [])

// MARK: Domain
package.targets += [
    .target(name: "Catalog"),
    .testTarget(name: "CatalogTests", dependencies: ["Catalog"]),
]

// MARK: Features: one module and one test target each.
let features = ["Search", "Wishlist"]
for feature in features {
    package.targets.append(.target(name: feature, dependencies: ["Catalog"]))
    package.targets.append(.testTarget(name: "\(feature)Tests", dependencies: [.target(name: feature)]))
}

// MARK: App
package.targets.append(contentsOf: [
    .executableTarget(name: "Shop", dependencies: features.map { .target(name: $0) } + ["Catalog"]),
])
