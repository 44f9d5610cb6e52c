/// Checkstyle XML, which Jenkins (Warnings Next Generation), SonarQube, Bitbucket and reviewdog import:
/// one `<file>` per file with an `<error line column severity message source>` per finding.
enum CheckstyleReporter {
    static func write(_ report: LintReport, jobs: Int, to output: (String) -> Void) {
        var groups: [(path: String, findings: ArraySlice<Finding>)] = []
        var start = report.findings.startIndex
        for offset in report.findings.indices where offset + 1 == report.findings.endIndex || report.findings[offset + 1].path != report.findings[offset].path {
            groups.append((report.findings[offset].path, report.findings[start...offset]))
            start = offset + 1
        }
        output(XMLText.declaration + "\n<checkstyle version=\"4.3\">\n")
        ReportChunks.stream(groups, jobs: jobs, to: output) { group in
            "  <file name=\"\(XMLText.attribute(group.path))\">\n"
                + group.findings.map { finding in
                    "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\" "
                        + "message=\"\(XMLText.attribute(finding.message))\" source=\"guardrails.\(XMLText.attribute(finding.ruleID))\"/>\n"
                }.joined()
                + "  </file>\n"
        }
        // A stale entry has no line: checkstyle's `line` is optional, so it is left out.
        for entry in report.staleEntries {
            output("  <file name=\"\(XMLText.attribute(entry.path))\">\n"
                + "    <error severity=\"\(report.staleSeverity.rawValue)\" message=\"\(XMLText.attribute(LintReport.staleMessage(entry)))\" "
                + "source=\"guardrails.stale-baseline-entry\"/>\n  </file>\n")
        }
        output("</checkstyle>\n")
    }
}
