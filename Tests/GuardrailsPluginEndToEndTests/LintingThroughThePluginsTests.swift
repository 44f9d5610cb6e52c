import Foundation
import Testing

/// The command plugin and the build-tool plugin in packages that depend on the kit by path, as a team
/// adopting guardrails would use them. Slow (SwiftPM builds the plugins' tool once), so in its own target:
/// `swift test --skip GuardrailsPluginEndToEndTests` leaves it out.
@Suite(.serialized) struct LintingThroughThePluginsTests {
    @Test func reportsAreValidFilesThroughOutputOrStandardOutput() async throws {
        let sut = try makeSUT()
        try sut.write(ScratchPackage.configuration, to: "guardrails.json")

        let written = try await sut.swift("package", "guardrails", "--format", "sarif", "--output", "guardrails.sarif")
        let printed = try await sut.swift("package", "guardrails", "--format", "json", timeout: 300)

        #expect(written.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sut.read("guardrails.sarif").utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect(printed.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(printed.standardOutput.utf8)) as? [String: Any], "\(printed.standardOutput)")
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["rule"] as? String == "main-thread-check" })
        #expect(printed.standardError.contains("guardrails: findings fail the run (guardrails exit status 1)"))
        #expect(printed.standardError.contains("1 error, 1 warning"))
    }

    @Test func aConfigurationErrorIsToldApartFromFindings() async throws {
        let sut = try makeSUT()
        try sut.write(#"{"layers": {"domain": {"kind": "domain", "modules": ["Orders"], "mayImport": ["nowhere"]}}}"#, to: "guardrails.json")
        defer { try? sut.write(ScratchPackage.configuration, to: "guardrails.json") }

        let output = try await sut.swift("package", "guardrails", timeout: 300)

        #expect(output.status == 1)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("error: guardrails: guardrails.json:1:79: layers.domain.mayImport[0]: unknown layer 'nowhere'"))
        #expect(output.standardError.contains("could not lint: usage, configuration or file error, see above (guardrails exit status 2)"))
        #expect(!output.standardError.contains("exit status 1"))
    }

    @Test func initFinishesWithoutRunningSwiftPMAgainAndPutsEveryModuleInALayer() async throws {
        let sut = try makeSUT()
        try sut.remove("guardrails.json")
        defer { try? sut.write(ScratchPackage.configuration, to: "guardrails.json") }

        let initialized = try await sut.swift("package", "guardrails", "init", timeout: 300)
        let linted = try await sut.guardrails("--format", "json")

        #expect(initialized.status == 0, "\(initialized.all)")
        #expect(initialized.standardOutput.contains("Wrote guardrails.json"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(linted.standardOutput.utf8)) as? [String: Any], "\(linted.all)")
        let messages = (report["findings"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        #expect(!messages.contains { $0.contains("in no layer") }, "\(messages)")
    }

    @Test func theBuildToolPluginShowsFindingsAsBuildDiagnostics() async throws {
        let sut = try makeSUT(applyingTheBuildToolPlugin: true)
        try sut.write(ScratchPackage.configuration, to: "guardrails.json")

        // A cached build plan of the kept scratch build misses a source file newly added to the kit, which then fails to compile.
        let build = try await sut.swift("build", "--target", "Orders", "--disable-build-manifest-caching")

        #expect(build.status == 0, "\(build.all)")
        #expect(build.all.contains(sut.root.path + "/Sources/Orders/Order.swift:6:1: warning: suppression of unchecked-sendable suppresses nothing; remove it [unused-suppression]"))
    }

    private func makeSUT(applyingTheBuildToolPlugin: Bool = false) throws -> ScratchPackage {
        try (applyingTheBuildToolPlugin ? ScratchPackage.buildToolPlugin : ScratchPackage.commandPlugin).get()
    }
}
