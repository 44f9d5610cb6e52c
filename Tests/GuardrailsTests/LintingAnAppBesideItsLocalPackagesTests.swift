import Foundation
import Testing

/// An Xcode app whose targets link products of local packages kept in folders beside the project: those folders are
/// packages, never targets of the project, so importing a module a linked product brings along is no undeclared
/// import of a project target.
@Suite struct LintingAnAppBesideItsLocalPackagesTests {
    @Test func aModuleOfALocalPackageBesideTheProjectIsNotATargetOfTheProject() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(!output.outputLines.contains { $0.contains("'Receipts' is a target") }, "\(output.outputLines)")
    }

    @Test func aTargetOfTheProjectImportedWithoutBeingDeclaredIsStillReported() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.outputLines.contains { $0.contains("ShopWidget/Summary.swift:2:1: error: 'Pricing' is a target of this project") }, "\(output.outputLines)")
    }

    private func makeSUT() throws -> FixturePackage {
        try FixturePackage.empty("ShopApp").filled { app in
            try app.write(
                #"""
                {"profiles": ["clean-architecture"],
                 "targets": {"ShopWidget": {"path": "ShopWidget", "dependencies": ["WidgetBundle"]}, "Pricing": {"path": "Pricing"}},
                 "layers": {"features": {"kind": "feature", "modules": ["Receipts", "Pricing"]},
                            "app": {"kind": "composition", "modules": ["ShopWidget", "WidgetBundle"], "mayImport": ["features"]}}}
                """#,
                to: "guardrails.json"
            )
            try app.write("", to: "Shop.xcodeproj/project.pbxproj")
            try app.write("import Receipts\nimport Pricing\n\nstruct Summary {\n    let total: Int\n}\n", to: "ShopWidget/Summary.swift")
            try app.write("public struct Price {\n    public let cents: Int\n}\n", to: "Pricing/Price.swift")
            try app.write(
                """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Bundles",
                    products: [.library(name: "WidgetBundle", targets: ["WidgetBundle"])],
                    dependencies: [.package(path: "../Receipts")],
                    targets: [.target(name: "WidgetBundle", dependencies: [.product(name: "Receipts", package: "Receipts")])]
                )

                """,
                to: "Bundles/Package.swift"
            )
            try app.write("import Receipts\n\npublic struct WidgetEntry {\n    public let receipt: Receipt\n}\n", to: "Bundles/Sources/WidgetBundle/WidgetEntry.swift")
            try app.write(
                """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Receipts",
                    products: [.library(name: "Receipts", targets: ["Receipts"])],
                    targets: [.target(name: "Receipts")]
                )

                """,
                to: "Receipts/Package.swift"
            )
            try app.write("public struct Receipt {\n    public let number: Int\n}\n", to: "Receipts/Sources/Receipts/Receipt.swift")
        }
    }
}
