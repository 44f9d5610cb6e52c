import Foundation
import GuardrailsCore
import GuardrailsRules
import Testing

/// Each output format renders findings and stale baseline entries in the shape its consumer expects.
@Suite struct FormattingReportsTests {
    @Test func xcodeLinesPointAtTheFindingAndNameTheRule() {
        let output = makeSUT(.xcode)

        #expect(output == """
        Sources/A, B/A.swift:3:7: warning: first line
        second line [make-sut]
        Sources/A/B.swift: warning: stale baseline entry, the finding is fixed: import UIKit [ui-framework-import]

        """)
    }

    @Test func githubAnnotationsEscapeWhatWouldEndTheCommand() {
        let output = makeSUT(.github)

        #expect(output.hasPrefix("::warning file=Sources/A%2C B/A.swift,line=3,col=7,title=make-sut::first line%0Asecond line\n"))
        #expect(output.contains("::warning file=Sources/A/B.swift,title=ui-framework-import::stale baseline entry"))
    }

    @Test func jsonAndSarifAreParseableAndCarryTheFinding() throws {
        let json = try JSONSerialization.jsonObject(with: Data(makeSUT(.json).utf8)) as? [String: Any]
        let sarif = try JSONSerialization.jsonObject(with: Data(makeSUT(.sarif).utf8)) as? [String: Any]

        #expect((json?["findings"] as? [[String: Any]])?.first?["column"] as? Int == 7)
        #expect((json?["staleBaselineEntries"] as? [[String: Any]])?.count == 1)
        let run = (sarif?["runs"] as? [[String: Any]])?.first
        let rules = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect(rules?.map { $0["id"] as? String } == ["make-sut", "stale-baseline-entry"])
    }

    @Test func sarifDescribesEachRuleWithHelpTextAndALinkToItsSection() throws {
        let driver = try #require(try sarifRun(makeSUT(.sarif))["tool"] as? [String: Any])["driver"] as? [String: Any]
        let rule = try #require((driver?["rules"] as? [[String: Any]])?.first)

        #expect((driver?["informationUri"] as? String)?.hasSuffix("docs/guardrails.md") == true)
        #expect(rule["helpUri"] as? String == GuardrailsDocumentation.url(of: "make-sut"))
        #expect(((rule["help"] as? [String: Any])?["text"] as? String)?.contains(MakeSUTRule.description.rationale) == true)
        #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String) == MakeSUTRule.description.rationale)
    }

    @Test func sarifLocationsArePercentEncodedReferencesAgainstTheSourceRoot() throws {
        let finding = Finding(ruleID: "make-sut", severity: .error, path: "Sources/Ä B/100%#1.swift", line: 0, column: 0, message: "m", lineText: "x")
        let report = LintReport(findings: [finding], staleEntries: [], fileCount: 1, lineCount: 1, rules: [], sourceRoot: "/work/my package")

        let run = try sarifRun(OutputFormat.sarif.render(report))

        let location = (((run["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = location?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "Sources/%C3%84%20B/100%25%231.swift")
        #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
        #expect(((location?["region"] as? [String: Any])?["startLine"] as? Int) == 1)
        let base = (run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        #expect(base?["uri"] as? String == "file:///work/my%20package/")
    }

    @Test(arguments: [(false, "warning"), (true, "error")])
    func sarifListsStaleBaselineEntriesAsResultsRankedAsTheExitStatusRanksThem(strict: Bool, level: String) throws {
        let stale = BaselineEntry(ruleID: "ui-framework-import", path: "Sources/A/B.swift", lineText: "import UIKit")
        let report = LintReport(findings: [], staleEntries: [stale], fileCount: 1, lineCount: 1, rules: [], staleEntriesFail: strict)

        let results = try #require(try sarifRun(OutputFormat.sarif.render(report))["results"] as? [[String: Any]])

        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "stale-baseline-entry")
        #expect(results.first?["level"] as? String == level)
        #expect(((results.first?["message"] as? [String: Any])?["text"] as? String)?.contains("import UIKit") == true)
    }

    @Test func sarifSaysAFileCouldNotBeRead() throws {
        let report = LintReport(
            findings: [], staleEntries: [], fileCount: 0, lineCount: 0, rules: [], fileErrors: [FileError(path: "Sources/A/B.swift", reason: "cannot be read")]
        )

        let invocation = try #require((try sarifRun(OutputFormat.sarif.render(report))["invocations"] as? [[String: Any]])?.first)

        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = (invocation["toolExecutionNotifications"] as? [[String: Any]])?.first
        #expect(((notification?["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("Sources/A/B.swift") == true)
    }

    @Test(arguments: OutputFormat.allCases)
    func aLargeReportIsTheSameWhateverTheParallelism(format: OutputFormat) {
        let findings = (0..<2_000).map { index in
            Finding(ruleID: "make-sut", severity: index % 3 == 0 ? .warning : .error, path: "Sources/M\(index % 7)/F\(index).swift",
                    line: index, column: 1, message: "finding \(index)", lineText: "line \(index % 5)")
        }
        let report = LintReport(findings: findings, staleEntries: [], fileCount: 2_000, lineCount: 9_000, rules: RuleRegistry.catalog.allRules.map(\.description))

        #expect(format.render(report, jobs: 1) == format.render(report, jobs: 4))
    }

    @Test func summaryCountsPerRuleAndTotals() {
        let output = makeSUT(.summary)

        #expect(output.contains("make-sut       0         1"))
        #expect(output.contains("1 file, 10 lines, 1 stale baseline entry"))
    }

    @Test func summaryCountsAreSingularForOneOnly() {
        let report = LintReport(findings: [], staleEntries: [], fileCount: 2, lineCount: 1, rules: [])

        let output = OutputFormat.summary.render(report, jobs: 1)

        #expect(output.hasSuffix("\n2 files, 1 line, 0 stale baseline entries\n"), "\(output)")
    }

    private func sarifRun(_ text: String) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    private func makeSUT(_ format: OutputFormat) -> String {
        let finding = Finding(
            ruleID: "make-sut", severity: .warning, path: "Sources/A, B/A.swift", line: 3, column: 7,
            message: "first line\nsecond line", lineText: "struct A {}"
        )
        let stale = BaselineEntry(ruleID: "ui-framework-import", path: "Sources/A/B.swift", lineText: "import UIKit")
        return format.render(LintReport(findings: [finding], staleEntries: [stale], fileCount: 1, lineCount: 10, rules: RuleRegistry.catalog.allRules.map { $0.description }))
    }
}
