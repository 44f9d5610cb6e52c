import GuardrailsCore
import GuardrailsRules
import Testing

/// A configuration `exclude` inside a target's folder hides files SwiftPM still compiles, and with them their imports.
@Suite struct KeepingDependenciesOfExcludedFilesTests {
    @Test func dependencyOfATargetWithExcludedFilesIsNotReported() {
        let findings = makeSUT(exclude: ["Sources/Feature/Vendored/**"])

        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func dependencyIsReportedWhenTheExcludedFolderIsAnotherTargets() {
        let findings = makeSUT(exclude: ["Sources/FeatureExtras/**"])

        #expect(findings.map(\.line) == [4])
    }

    /// The linter is handed what the command line collects: the excluded file's `import Cache` never reaches it.
    private func makeSUT(exclude: [String]) -> [Finding] {
        let manifest = """
            let package = Package(name: "Shop", targets: [
                .target(name: "Domain"),
                .target(name: "Cache"),
                .target(name: "Feature", dependencies: ["Domain", "Cache"]),
            ])
            """
        let files = [
            ExampleFile("Package.swift", manifest), ExampleFile("Sources/Domain/Item.swift", "public struct Item {}"),
            ExampleFile("Sources/Cache/Store.swift", "public struct Store {}"), ExampleFile("Sources/Feature/Loader.swift", "import Domain"),
        ]
        let folders: Set<String> = ["Sources", "Sources/Domain", "Sources/Cache", "Sources/Feature", "Sources/Feature/Vendored"]
        let package = PackageModel(manifest: Manifest.read(manifest)) { folders.contains($0) }
        let configuration = Configuration(
            catalog: RuleRegistry.catalog, profiles: RuleRegistry.catalog.profiles(listing: "unused-dependency"),
            layers: ExampleConfiguration.configuration.layers, exclude: exclude.map(Glob.init)
        )
        let inputs = files.map { LintInput(path: $0.path, source: .text($0.source)) }
        return Linter(configuration: configuration, jobs: 1).lint(inputs, in: package).findings.filter { $0.ruleID == "unused-dependency" }
    }
}
