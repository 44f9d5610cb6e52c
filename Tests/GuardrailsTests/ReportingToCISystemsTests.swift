import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GuardrailsCore
import Testing

/// Checkstyle, JUnit and GitLab Code Quality reports carry what Jenkins, GitLab and other CI dashboards read.
@Suite struct ReportingToCISystemsTests {
    @Test func checkstyleGroupsFindingsByFileWithTheAttributesJenkinsReads() throws {
        let root = try xml(makeSUT(.checkstyle))

        #expect(root.name == "checkstyle")
        let files = root.elements(forName: "file")
        #expect(files.map { $0.attribute(forName: "name")?.stringValue } == ["Sources/A & B/A.swift", "Sources/C/C.swift", "Sources/Old/Gone.swift"])
        let errors = files[0].elements(forName: "error")
        #expect(errors.count == 2)
        #expect(errors[0].attribute(forName: "line")?.stringValue == "3")
        #expect(errors[0].attribute(forName: "column")?.stringValue == "7")
        #expect(errors[0].attribute(forName: "severity")?.stringValue == "warning")
        #expect(errors[0].attribute(forName: "message")?.stringValue == "first <line>\n\"second\" line")
        #expect(errors[0].attribute(forName: "source")?.stringValue == "guardrails.make-sut")
        #expect(files[2].elements(forName: "error").first?.attribute(forName: "source")?.stringValue == "guardrails.stale-baseline-entry")
    }

    @Test func junitHasOneFailedTestCasePerFindingWithCountsThatAddUp() throws {
        let root = try xml(makeSUT(.junit))

        #expect(root.name == "testsuites")
        let suite = try #require(root.elements(forName: "testsuite").first)
        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == 4)
        #expect(suite.attribute(forName: "tests")?.stringValue == "4")
        #expect(suite.attribute(forName: "failures")?.stringValue == "4")
        #expect(root.attribute(forName: "failures")?.stringValue == "4")
        #expect(cases[0].attribute(forName: "classname")?.stringValue == "guardrails.make-sut")
        #expect(cases[0].attribute(forName: "name")?.stringValue == "Sources/A & B/A.swift:3:7")
        let failure = try #require(cases[0].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "type")?.stringValue == "warning")
        #expect(failure.attribute(forName: "message")?.stringValue == "first <line>\n\"second\" line")
        #expect(failure.stringValue?.hasPrefix("Sources/A & B/A.swift:3:7: warning: first <line>") == true)
        #expect(cases.allSatisfy { !$0.elements(forName: "failure").isEmpty })
    }

    @Test func junitShowsACleanRunAsOnePassingTestCase() throws {
        let report = LintReport(findings: [], staleEntries: [], fileCount: 12, lineCount: 340, rules: [])

        let suite = try #require(try xml(OutputFormat.junit.render(report)).elements(forName: "testsuite").first)

        let cases = suite.elements(forName: "testcase")
        #expect(cases.count == 1)
        #expect(cases.first?.elements(forName: "failure").isEmpty == true)
        #expect(suite.attribute(forName: "tests")?.stringValue == "1")
        #expect(suite.attribute(forName: "failures")?.stringValue == "0")
    }

    @Test func gitlabIssuesHaveTheFieldsAndTypesTheCodeQualityWidgetReads() throws {
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(makeSUT(.gitlab).utf8)) as? [[String: Any]])

        #expect(issues.count == 4)
        for issue in issues {
            #expect(issue["description"] is String)
            #expect(issue["check_name"] is String)
            #expect((issue["fingerprint"] as? String)?.isEmpty == false)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = issue["location"] as? [String: Any]
            #expect(location?["path"] is String)
            #expect(((location?["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
        }
        #expect(issues[0]["check_name"] as? String == "make-sut")
        #expect(issues[0]["severity"] as? String == "minor")
        #expect(issues[1]["severity"] as? String == "major")
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == issues.count)
    }

    @Test func gitlabFingerprintsSurviveLineShifts() throws {
        let moved = [finding(line: 3), finding(line: 40)]
        let original = [finding(line: 1), finding(line: 2)]

        #expect(try fingerprints(moved) == fingerprints(original))
    }

    private func fingerprints(_ findings: [Finding]) throws -> [String] {
        let report = LintReport(findings: findings, staleEntries: [], fileCount: 1, lineCount: 50, rules: [])
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(OutputFormat.gitlab.render(report).utf8)) as? [[String: Any]])
        return issues.compactMap { $0["fingerprint"] as? String }
    }

    private func finding(line: Int) -> Finding {
        Finding(ruleID: "make-sut", severity: .error, path: "Sources/A/A.swift", line: line, column: 1, message: "m", lineText: "struct A {}")
    }

    private func xml(_ text: String) throws -> XMLElement {
        try #require(try XMLDocument(data: Data(text.utf8)).rootElement())
    }

    private func makeSUT(_ format: OutputFormat) -> String {
        let findings = [
            Finding(ruleID: "make-sut", severity: .warning, path: "Sources/A & B/A.swift", line: 3, column: 7, message: "first <line>\n\"second\" line", lineText: "struct A {}"),
            Finding(ruleID: "unchecked-sendable", severity: .error, path: "Sources/A & B/A.swift", line: 9, column: 2, message: "no @unchecked", lineText: "x"),
            Finding(ruleID: "make-sut", severity: .error, path: "Sources/C/C.swift", line: 1, column: 1, message: "m\u{1}", lineText: "y"),
        ]
        let stale = BaselineEntry(ruleID: "ui-framework-import", path: "Sources/Old/Gone.swift", lineText: "import UIKit")
        return format.render(LintReport(findings: findings, staleEntries: [stale], fileCount: 3, lineCount: 30, rules: []))
    }
}
