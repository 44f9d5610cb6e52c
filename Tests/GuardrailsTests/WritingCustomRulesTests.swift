import Foundation
import GuardrailsCore
import GuardrailsRules
import Testing

/// A team's own rules in `guardrails.json`: token patterns that never match strings or comments, scoped and
/// proven by examples at load, and treated like built-in rules by suppressions, severities and baselines.
@Suite struct WritingCustomRulesTests {
    static let printRule = """
    "no-print-in-domain": {
      "pattern": "print(",
      "message": "report through a boundary, not standard output",
      "severity": "warning",
      "layerKinds": ["domain"],
      "examples": {"triggering": ["print(feed)"], "nonTriggering": ["logger.print(feed)", "// print(feed)", "let s = \\"print(\\""]}
    }
    """

    @Test func aPatternMatchesCodeNeverStringsOrCommentsOrMembers() throws {
        let findings = try makeSUT(rules: Self.printRule, files: [
            "Sources/Feed/Feed.swift": """
            // print(feed) in a comment
            let text = "print(feed) in a string"
            func show() { print(text); logger.print(text) }
            func interpolated() -> String { "\\(print(1))" }
            """,
        ])

        #expect(findings.map(\.line) == [3, 4])
        #expect(findings.allSatisfy { $0.ruleID == "no-print-in-domain" && $0.severity == .warning && $0.message == "report through a boundary, not standard output" })
    }

    @Test func aRuleReportsOnlyInsideItsScope() throws {
        let findings = try makeSUT(rules: Self.printRule, files: [
            "Sources/Feed/Feed.swift": "func f() { print(1) }",
            "Sources/App/main.swift": "print(1)",
            "Tests/FeedTests/FeedTests.swift": "func f() { print(1) }",
        ])

        #expect(findings.map(\.path) == ["Sources/Feed/Feed.swift"])
    }

    @Test(arguments: [
        ("$TYPE.shared", "let a = Cache.shared", "let a = shared; let b = Cache.sharedValue"),
        ("class *Manager", "final class SessionManager {}", "struct SessionManager {}; class ManagerOfThings {}"),
        ("Legacy*(", "let v = LegacyView(model)", "let v = View(legacy: LegacyView.self)"),
        ("Legacy*ViewModel(", "let m = LegacyFeedViewModel(loader)", "let m = LegacyFeedView(loader); let n = FeedViewModel(loader)"),
        ("Task.detached { ... self", "Task.detached { await self.load() }", "Task.detached { await load() }; func g() { self.x() }"),
        ("@MainActor", "@MainActor final class Model {}", "final class Model { let actor = MainActor.self }"),
        ("import CoreData", "import CoreData", "import CoreDataStore"),
        ("Date()", "let now = Date()", "let then = Date(timeIntervalSince1970: 0)"),
    ])
    func wildcardsMatchNamesAndTokenRuns(pattern: String, triggering: String, nonTriggering: String) throws {
        let rule = CustomRule(id: "rule", message: "m", patterns: [try TokenPattern(pattern)])

        #expect(rule.matches(triggering))
        #expect(!rule.matches(nonTriggering))
    }

    @Test func severitiesSuppressionsAndBaselinesTreatACustomRuleLikeABuiltInOne() throws {
        let source = "func f() {\n    // guardrails:disable-next-line no-print-in-domain -- the CLI's demo output\n    print(1)\n    print(2)\n}"

        let findings = try makeSUT(rules: Self.printRule, settings: #""no-print-in-domain": "error""#, files: ["Sources/Feed/Feed.swift": source])

        #expect(findings.map(\.line) == [4])
        #expect(findings.first?.severity == .error)
        #expect(Baseline(findings: findings).apply(to: findings).remaining.isEmpty)
    }

    @Test(arguments: [
        (#""x": {"pattern": "print(", "message": "m", "examples": {"triggering": ["Swift.print(1)"], "nonTriggering": ["let a = 1"]}}"#, "customRules.x.examples.triggering[0]", "does not match this example"),
        (#""x": {"pattern": "print(", "message": "m", "examples": {"triggering": ["print(1)"], "nonTriggering": ["func f() { print(2) }"]}}"#, "customRules.x.examples.nonTriggering[0]", "matches this example"),
        (#""x": {"pattern": "log(\"debug\"", "message": "m", "examples": {"triggering": ["a"], "nonTriggering": ["b"]}}"#, "customRules.x.pattern", "not literals"),
        (#""x": {"pattern": ["print(", "... x"], "message": "m", "examples": {"triggering": ["a"], "nonTriggering": ["b"]}}"#, "customRules.x.pattern[1]", "cannot start or end with"),
        (#""x": {"pattern": "a ... b ... c ... d", "message": "m", "examples": {"triggering": ["a"], "nonTriggering": ["b"]}}"#, "customRules.x.pattern", "at most 2"),
        (#""make-sut": {"pattern": "a", "message": "m", "examples": {"triggering": ["a"], "nonTriggering": ["b"]}}"#, "customRules.make-sut", "built-in rule"),
        (#""No_Print": {"pattern": "a", "message": "m", "examples": {"triggering": ["a"], "nonTriggering": ["b"]}}"#, "customRules.No_Print", "lowercase words"),
        (#""x": {"pattern": "a", "message": "m", "layerKinds": ["domian"], "examples": {"triggering": ["a"], "nonTriggering": ["b"]}}"#, "customRules.x.layerKinds[0]", "unknown layer kind"),
        (#""x": {"pattern": "a", "message": "m"}"#, "customRules.x.examples", "required"),
        (#""x": {"pattern": "a", "examples": {"triggering": ["a"], "nonTriggering": ["b"]}}"#, "customRules.x.message", "required"),
        (#""x": {"pattern": "a", "message": "m", "tests": "sometimes", "examples": {"triggering": ["a"], "nonTriggering": ["b"]}}"#, "customRules.x.tests", "expected"),
        (#""x": {"pattern": "a", "message": "m", "regex": "a", "examples": {"triggering": ["a"], "nonTriggering": ["b"]}}"#, "customRules.x.regex", "unknown key"),
    ])
    func aBrokenCustomRuleIsAConfigurationErrorNamingItsKeyPath(rule: String, keyPath: String, message: String) {
        let error = #expect(throws: ConfigurationError.self) {
            try ConfigurationParser.parse(Data("{\"customRules\": {\(rule)}}".utf8), catalog: RuleRegistry.catalog)
        }

        #expect(error?.keyPath == keyPath)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
        #expect(error?.position != nil)
    }

    @Test func rulesAndExplainListACustomRuleWithItsExamples() throws {
        let configuration = try ConfigurationParser.parse(Data("{\"customRules\": {\(Self.printRule)}}".utf8), catalog: RuleRegistry.catalog)

        let rule = try #require(configuration.catalog.rule(withID: "no-print-in-domain"))

        #expect(configuration.catalog.additionalRules.map(\.description.id) == ["no-print-in-domain"])
        #expect(rule.description.triggering.count == 1)
        #expect(rule.description.nonTriggering.count == 3)
        #expect(rule.description.helpURI == GuardrailsDocumentation.url(of: "custom-rules"))
        #expect(rule.description.rationale.contains("`print(`"))
    }

    @Test func theWorkedExampleOfTheDocumentationLoadsAndReports() throws {
        let guide = try String(contentsOf: GuardrailsBinary.packageRoot.appendingPathComponent("docs/guardrails.md"), encoding: .utf8)
        let section = try #require(guide.components(separatedBy: "## Custom rules").dropFirst().first)
        let json = try #require(section.components(separatedBy: "```json\n").dropFirst().first?.components(separatedBy: "```").first)
        let configuration = try ConfigurationParser.parse(Data(json.utf8), catalog: RuleRegistry.catalog)
        let inputs = [LintInput(path: "Sources/FeedFeature/Cache.swift", source: .text("func expired(_ date: Date) -> Bool { date < Date() }"))]

        let findings = Linter(configuration: configuration, jobs: 1).lint(inputs).findings

        #expect(configuration.catalog.additionalRules.map(\.description.id) == ["no-current-date-in-domain", "no-legacy-view-models"])
        #expect(findings.contains { $0.ruleID == "no-current-date-in-domain" && $0.column == 45 })
    }

    private func makeSUT(rules: String, settings: String = "", files: [String: String]) throws -> [Finding] {
        let json = """
        {
          "layers": {"domain": {"kind": "domain", "modules": ["Feed"]}, "app": {"kind": "composition", "modules": ["App"], "mayImport": ["domain"]}},
          "rules": {"protocol-without-test-double": "off", "make-sut": "off", "suite-named-by-behavior": "off"\(settings.isEmpty ? "" : ", " + settings)},
          "customRules": {\(rules)}
        }
        """
        let configuration = try ConfigurationParser.parse(Data(json.utf8), catalog: RuleRegistry.catalog)
        let inputs = files.map { LintInput(path: $0.key, source: .text($0.value)) }
        return Linter(configuration: configuration, jobs: 1).lint(inputs).findings.filter { $0.ruleID == "no-print-in-domain" || $0.ruleID == "rule" }
    }
}
