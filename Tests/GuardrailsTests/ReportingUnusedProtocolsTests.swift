import GuardrailsCore
import GuardrailsRules
import Testing

/// Under `reportUnusedProtocols` (off by default), `protocol-without-test-double` reports a protocol nothing linted adopts
/// or takes, as a seam waiting for its doubles; one whose name starts with `_` is a leftover kept for compatibility.
@Suite struct ReportingUnusedProtocolsTests {
    @Test func aProtocolNothingAdoptsOrTakesIsReportedWhenTheTeamAsksForIt() {
        let findings = makeSUT(source: "public protocol ArchivedShelfStore {\n    func shelves() -> [Int]\n}")

        #expect(findings.map(\.message).contains { $0.contains("ArchivedShelfStore") }, "\(findings.map(\.message))")
    }

    @Test func anUnusedProtocolNamedWithALeadingUnderscoreStaysSilentEvenThen() {
        let findings = makeSUT(source: "public protocol _LegacyShelfStore {\n    func shelves() -> [Int]\n}")

        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    private func makeSUT(source: String) -> [Finding] {
        let ruleID = "protocol-without-test-double"
        let configuration = Configuration(
            catalog: RuleRegistry.catalog, profiles: RuleRegistry.catalog.profiles(listing: ruleID), layers: ExampleConfiguration.configuration.layers,
            rules: [ruleID: RuleSetting(severity: .error, options: ["reportUnusedProtocols": .bool(true)])]
        )
        let inputs = [LintInput(path: "Sources/Feed/Shelves.swift", source: .text(source))]
        return Linter(configuration: configuration, jobs: 1).lint(inputs, in: nil).findings.filter { $0.ruleID == ruleID }
    }
}
