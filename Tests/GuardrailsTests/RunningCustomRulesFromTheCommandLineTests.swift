import Foundation
import Testing

/// A custom rule through the built binary: reported like a built-in rule, listed and explained, and refused at
/// load with exit status 2 when an example contradicts it.
@Suite struct RunningCustomRulesFromTheCommandLineTests {
    static let configuration = """
    {
      "layers": {
        "domain": {"kind": "domain", "modules": ["FeedFeature"]},
        "cache": {"kind": "feature", "modules": ["FeedCache", "CacheFeed"], "mayImport": ["domain"]}
      },
      "customRules": {
        "no-date-now-in-domain": {
          "pattern": "Date()",
          "message": "take the current date as a parameter, so the domain stays testable",
          "layerKinds": ["domain"],
          "examples": {"triggering": ["let now = Date()"], "nonTriggering": ["let then = Date(timeIntervalSince1970: 0)", "// Date()"]}
        }
      }
    }
    """

    @Test func findingsOfACustomRuleAreReportedWithItsID() async throws {
        let sut = try makeSUT(Self.configuration)
        defer { sut.remove() }
        try sut.write("import Foundation\n\npublic func today() -> Date { Date() }\n", to: "Sources/FeedFeature/Today.swift")

        let output = try await sut.run()

        #expect(output.status == 1)
        #expect(output.outputLines == ["Sources/FeedFeature/Today.swift:3:31: error: take the current date as a parameter, so the domain stays testable [no-date-now-in-domain]"])
    }

    @Test func rulesListsAndExplainExplainsACustomRule() async throws {
        let sut = try makeSUT(Self.configuration)
        defer { sut.remove() }

        let rules = try await sut.run("rules")
        let explain = try await sut.run("explain", "no-date-now-in-domain")

        #expect(rules.status == 0)
        #expect(rules.outputLines.contains("Custom rules (guardrails.json):"))
        #expect(rules.outputLines.contains { $0.hasPrefix("  no-date-now-in-domain  error") })
        #expect(explain.status == 0)
        #expect(explain.standardOutput.contains("Triggers on:\n  // example.swift\n  let now = Date()"))
    }

    @Test func aCustomRuleWhoseExampleContradictsItExitsTwoNamingTheExample() async throws {
        let sut = try makeSUT(Self.configuration.replacingOccurrences(of: #""// Date()""#, with: #""let stamp = Date()""#))
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.status == 2)
        #expect(output.standardError.contains("guardrails.json:11:119: customRules.no-date-now-in-domain.examples.nonTriggering[1]: the pattern matches this example"))
    }

    private func makeSUT(_ configuration: String) throws -> FixturePackage {
        let package = try FixturePackage("CleanPackage")
        try package.write(configuration, to: "guardrails.json")
        return package
    }
}
