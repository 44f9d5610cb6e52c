import Foundation
import GuardrailsCore
import GuardrailsRules
import Testing

/// The app-dependency-provider and swiftui-mv profiles through the built binary, on fixture packages
/// written in each style.
@Suite struct LintingOtherArchitecturesFromTheCommandLineTests {
    static let perFindingFormats = ["xcode", "json", "sarif", "github"]

    @Test(arguments: ProfileFixture.all, perFindingFormats)
    func eachViolatingFileYieldsExactlyItsExpectedRules(_ fixture: ProfileFixture, format: String) async throws {
        let sut = try makeSUT(fixture)
        defer { sut.remove() }
        let expected = try fixture.expectedRules()

        let output = try await sut.run("--format", format)

        #expect(output.status == 1)
        #expect(expected.count >= 7)
        #expect(try ReportedRules.byFile(output.standardOutput, format: format) == expected)
    }

    @Test(arguments: ProfileFixture.all)
    func summaryCountsTheSameFindingsAsJSON(_ fixture: ProfileFixture) async throws {
        let sut = try makeSUT(fixture)
        defer { sut.remove() }

        let summary = try await sut.run("--format", "summary")
        let json = try await sut.run("--format", "json")

        let findings = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])["findings"] as? [[String: Any]]
        var counts: [String: Int] = [:]
        for finding in findings ?? [] { counts[finding["rule"] as? String ?? "", default: 0] += 1 }
        #expect(summary.status == 1)
        #expect(ReportedRules.summaryCounts(summary.standardOutput) == counts)
        #expect(Set(counts.keys) == Set(try fixture.expectedRules().values.flatMap { $0 }))
    }

    @Test(arguments: ProfileFixture.all)
    func conformingCodeAloneExitsZeroWithNoFindings(_ fixture: ProfileFixture) async throws {
        let sut = try makeSUT(fixture)
        defer { sut.remove() }

        let output = try await GuardrailsBinary.run(["lint", "--strict"] + fixture.conformingPaths, in: sut.root)

        #expect(output.status == 0)
        #expect(output.standardOutput.isEmpty, "\(output.standardOutput)")
        #expect(!output.standardError.contains("layers"), "these profiles need no layers")
    }

    @Test(arguments: ProfileFixture.all)
    func everyRuleOfTheProfileIsListedAndExplained(_ fixture: ProfileFixture) async throws {
        let sut = try makeSUT(fixture)
        defer { sut.remove() }
        let ids = try #require(RuleRegistry.catalog.profile(named: fixture.profile)).rules.map { $0.description.id }

        let rules = try await sut.run("rules")

        #expect(rules.standardOutput.contains("Profile \(fixture.profile):"))
        for id in ids {
            #expect(rules.outputLines.contains { $0.hasPrefix("  \(id) ") }, "\(id)")
            let explain = try await sut.run("explain", id)
            #expect(explain.status == 0)
            #expect(explain.standardOutput.hasPrefix(id) && explain.standardOutput.contains("Does not trigger on:"), "\(id)")
        }
    }

    @Test(arguments: [
        (ProfileFixture.all[0], "swiftui-mv", Set(["observable-object", "new-view-model"])),
        (ProfileFixture.all[1], "app-dependency-provider", Set(["system-image", "view-model-observable-object"])),
    ])
    func conformingCodeOfOneStyleFailsTheOtherOnlyWhereTheDocumentsDisagree(_ fixture: ProfileFixture, other: String, disagreements: Set<String>) async throws {
        let sut = try makeSUT(fixture)
        defer { sut.remove() }
        try sut.write(#"{"profiles": ["\#(other)"]}"#, to: "other-style.json")

        let output = try await GuardrailsBinary.run(["lint", "--format", "json", "--config", "other-style.json"] + fixture.conformingPaths, in: sut.root)

        let rules = try ReportedRules.byFile(output.standardOutput, format: "json").values.reduce(into: Set<String>()) { $0.formUnion($1) }
        #expect(rules == disagreements)
    }

    @Test func contradictoryProfilesExitTwoNamingBothRulesUntilOneIsOff() async throws {
        let sut = try makeSUT(ProfileFixture.all[1])
        defer { sut.remove() }
        try sut.write(#"{"profiles": ["swiftui-mv", "app-dependency-provider"]}"#, to: "guardrails.json")

        let rejected = try await sut.run()
        try sut.write(#"{"profiles": ["swiftui-mv", "app-dependency-provider"], "rules": {"view-model-observable-object": "off"}}"#, to: "guardrails.json")
        let accepted = try await sut.run()
        let explained = try await sut.run("explain", "observable-object")

        #expect(rejected.status == 2)
        #expect(rejected.standardOutput.isEmpty)
        #expect(rejected.standardError.contains("guardrails.json"))
        #expect(rejected.standardError.contains("'observable-object'") && rejected.standardError.contains("'view-model-observable-object'"))
        #expect(accepted.status == 1)
        #expect(explained.standardOutput.contains("Contradicts: view-model-observable-object"))
    }

    private func makeSUT(_ fixture: ProfileFixture) throws -> FixturePackage {
        try FixturePackage(fixture.package)
    }
}
