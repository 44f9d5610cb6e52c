import Foundation
import Testing

/// An app project that holds a local package: the app's tests double the package's protocols, and a run from the
/// app's root sees those doubles when it lints the package, through the built binary.
@Suite struct FindingDoublesInAnAppBesideItsLocalPackageTests {
    @Test func aSpyInTheAppsTestsThatImportsThePackageDoublesItsProtocol() async throws {
        let sut = try makeSUT(spyImports: "Settings")
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(!output.outputLines.contains { $0.contains("[protocol-without-test-double]") }, "\(output.outputLines)")
    }

    @Test func aSameNamedConformerThatCannotSeeThePackageDoublesNothing() async throws {
        let sut = try makeSUT(spyImports: "Billing")
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.outputLines.contains { $0.contains("ConfigSource.swift:1:8: error: protocol 'ConfigSource' has no test double") }, "\(output.outputLines)")
    }

    private func makeSUT(spyImports module: String) throws -> FixturePackage {
        try FixturePackage.empty("WalletApp").filled { app in
            try app.write(
                #"{"profiles": ["clean-architecture"], "targets": {"Wallet": {"path": "Wallet"}, "WalletTests": {"path": "WalletTests", "test": true, "dependencies": ["Wallet"]}}}"#,
                to: "guardrails.json"
            )
            try app.write("", to: "Wallet.xcodeproj/project.pbxproj")
            try app.write("import Settings\n\nstruct WalletScreen {\n    let loader: ConfigLoader\n}\n", to: "Wallet/WalletScreen.swift")
            try app.write(
                "import \(module)\nimport XCTest\n\nfinal class ConfigSourceSpy: ConfigSource {\n    func load() async throws -> [String: String] { [:] }\n}\n",
                to: "WalletTests/ConfigSourceSpy.swift"
            )
            try app.write(
                """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "Settings",
                    products: [.library(name: "Settings", targets: ["Settings"])],
                    targets: [.target(name: "Settings")]
                )

                """,
                to: "Packages/Settings/Package.swift"
            )
            try app.write(
                """
                public protocol ConfigSource {
                    func load() async throws -> [String: String]
                }

                public struct ConfigLoader {
                    let source: any ConfigSource

                    public init(source: any ConfigSource) {
                        self.source = source
                    }
                }

                """,
                to: "Packages/Settings/Sources/Settings/ConfigSource.swift"
            )
        }
    }
}
