import Foundation
import Testing

/// An app without a manifest whose configuration lists the targets of a local package nested in the project (its
/// manifest may be one the reader cannot follow): those targets are the nested package's, and the app may reach them
/// through another local package's product that links them (an umbrella package), which the check does not follow.
@Suite struct UndeclaredImportOfANestedPackageTargetTests {
    @Test func aModuleReachedThroughAnotherPackagesProductIsNotReported() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(!output.outputLines.contains { $0.contains("Greenhouse/Source/Planting.swift") }, "\(output.outputLines)")
    }

    @Test func aModuleNoDependencyCanReachIsReportedAsTheNestedPackagesTarget() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.outputLines.contains {
            $0.contains("Almanac/Forecast.swift:1:1: error: 'Soil' is a target of the package in Packages/Nursery that 'Almanac' does not depend on")
        }, "\(output.outputLines)")
    }

    private func makeSUT() throws -> FixturePackage {
        try FixturePackage.empty("GardenApp").filled { app in
            try app.write(
                #"""
                {"targets": {"Greenhouse": {"path": "Greenhouse/Source", "dependencies": ["PlantingKit"]},
                             "Almanac": {"path": "Almanac", "dependencies": []},
                             "Seeds": {"path": "Packages/Nursery/Sources/Seeds", "dependencies": []},
                             "Soil": {"path": "Packages/Nursery/Sources/Soil", "dependencies": []}}}
                """#,
                to: "guardrails.json"
            )
            try app.write("", to: "Garden.xcodeproj/project.pbxproj")
            try app.write("import Seeds\n\nstruct Planting {\n    let seed: Seed\n}\n", to: "Greenhouse/Source/Planting.swift")
            try app.write("import Soil\n\nstruct Forecast {\n    let bed: Bed\n}\n", to: "Almanac/Forecast.swift")
            try app.write(
                """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "PlantingKit",
                    products: [.library(name: "PlantingKit", targets: ["PlantingKit"])],
                    dependencies: [.package(path: "../Nursery")],
                    targets: [.target(name: "PlantingKit", dependencies: [.product(name: "Seeds", package: "Nursery")])]
                )

                """,
                to: "Packages/PlantingKit/Package.swift"
            )
            try app.write("import Seeds\n\npublic struct Tray {\n    public let seeds: [Seed]\n}\n", to: "Packages/PlantingKit/Sources/PlantingKit/Tray.swift")
            try app.write(
                """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Nursery",
                    products: [.library(name: "Seeds", targets: ["Seeds"]), .library(name: "Soil", targets: ["Soil"])],
                    targets: [.target(name: "Seeds"), .target(name: "Soil")]
                )

                """,
                to: "Packages/Nursery/Package.swift"
            )
            try app.write("public struct Seed {\n    public let kind: String\n}\n", to: "Packages/Nursery/Sources/Seeds/Seed.swift")
            try app.write("public struct Bed {\n    public let depth: Int\n}\n", to: "Packages/Nursery/Sources/Soil/Bed.swift")
        }
    }
}
