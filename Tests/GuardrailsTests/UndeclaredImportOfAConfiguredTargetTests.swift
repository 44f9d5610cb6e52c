import Foundation
import Testing

/// A package with a manifest whose example app, an Xcode target, is declared under `targets` in guardrails.json: the app's
/// dependencies are listed in that entry, so a finding on its imports says to add the dependency there, not to Package.swift.
@Suite struct UndeclaredImportOfAConfiguredTargetTests {
    @Test func anImportTheConfiguredAppDoesNotDeclareNamesItsEntryInGuardrailsJSON() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }

        let output = try await sut.run()

        let undeclared = output.standardOutput.split(separator: "\n").filter { $0.contains("[undeclared-import]") }
        #expect(undeclared.contains {
            $0.contains("Demo/DemoScreen.swift:2:1") && $0.contains("'Speech'") && $0.contains("its entry 'DemoApp' under \"targets\" in guardrails.json")
        }, "\(output.standardOutput)\(output.standardError)")
        #expect(!undeclared.contains { $0.contains("Package.swift") }, "\(output.standardOutput)")
    }

    private func makeSUT() throws -> FixturePackage {
        try FixturePackage.empty("ConfiguredDemoApp").filled { sut in
            try sut.write(
                """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "Voice", targets: [
                    .target(name: "Audio"),
                    .target(name: "Speech", dependencies: ["Audio"]),
                ])
                """,
                to: "Package.swift"
            )
            try sut.write(#"{"targets": {"DemoApp": {"path": "Demo", "dependencies": ["Audio"]}}}"#, to: "guardrails.json")
            try sut.write("public struct Sample: Sendable {\n    public init() {}\n}\n", to: "Sources/Audio/Sample.swift")
            try sut.write("import Audio\n\npublic struct Voice: Sendable {\n    public let sample = Sample()\n}\n", to: "Sources/Speech/Voice.swift")
            try sut.write("import Audio\nimport Speech\n\nstruct DemoScreen {\n    let voice = Voice()\n}\n", to: "Demo/DemoScreen.swift")
        }
    }
}
