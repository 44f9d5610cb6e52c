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
        #expect(rules?.map { $0["id"] as? String } == ["make-sut"])
    }

    @Test func summaryCountsPerRuleAndTotals() {
        let output = makeSUT(.summary)

        #expect(output.contains("make-sut       0         1"))
        #expect(output.contains("1 files, 10 lines, 1 stale baseline entries"))
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
