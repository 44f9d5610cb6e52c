/// JUnit XML, which GitLab (test reports), Jenkins, Azure DevOps and most CI dashboards render as tests.
/// One failed `<testcase>` per finding, named `path:line:column` and classed by rule, so the dashboard groups
/// findings by rule and links each to its place; a clean run is one passing test case, so the check shows
/// as run rather than missing.
enum JUnitReporter {
    static func write(_ report: LintReport, jobs: Int, to output: (String) -> Void) {
        let failures = report.findings.count + report.staleEntries.count
        let tests = max(failures, 1)
        output(
            XMLText.declaration + "\n"
                + "<testsuites name=\"guardrails\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\">\n"
                + "  <testsuite name=\"guardrails\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
        )
        ReportChunks.stream(report.findings, jobs: jobs, to: output) { finding in
            testCase(
                rule: finding.ruleID, name: "\(finding.path):\(finding.line):\(finding.column)", file: finding.path,
                severity: finding.severity, message: finding.message,
                text: "\(finding.path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
            )
        }
        for entry in report.staleEntries {
            let message = LintReport.staleMessage(entry)
            output(testCase(
                rule: "stale-baseline-entry", name: entry.path, file: entry.path, severity: report.staleSeverity, message: message,
                text: "\(entry.path): \(report.staleSeverity.rawValue): \(message)"
            ))
        }
        if failures == 0 {
            output("    <testcase classname=\"guardrails\" name=\"\(Counted.phrase(report.fileCount, "file")), \(Counted.phrase(report.lineCount, "line")): no findings\"/>\n")
        }
        output("  </testsuite>\n</testsuites>\n")
    }

    private static func testCase(rule: String, name: String, file: String, severity: Severity, message: String, text: String) -> String {
        "    <testcase classname=\"guardrails.\(XMLText.attribute(rule))\" name=\"\(XMLText.attribute(name))\" file=\"\(XMLText.attribute(file))\">\n"
            + "      <failure type=\"\(severity.rawValue)\" message=\"\(XMLText.attribute(message))\">\(XMLText.content(text))</failure>\n"
            + "    </testcase>\n"
    }
}
