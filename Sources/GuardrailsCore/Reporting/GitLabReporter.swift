/// GitLab Code Quality (a subset of Code Climate's format), which merge requests show in their Code Quality
/// widget: a JSON array of issues with `description`, `check_name`, a unique `fingerprint`, `severity` on
/// GitLab's scale, and `location.path` with `location.lines.begin`.
enum GitLabReporter {
    static func write(_ report: LintReport, jobs: Int, to output: (String) -> Void) {
        let occurrences = FindingFingerprints.occurrences(report.findings)
        let count = report.findings.count + report.staleEntries.count
        ReportChunks.streamJSONArray(Array(0..<count), indent: 0, jobs: jobs, to: output) { offset in
            guard offset >= report.findings.count else {
                let finding = report.findings[offset]
                return issue(
                    description: finding.message, rule: finding.ruleID, fingerprint: FindingFingerprints.of(finding, occurrence: occurrences[offset]),
                    severity: finding.severity, path: finding.path, line: finding.line
                )
            }
            let entry = report.staleEntries[offset - report.findings.count]
            return issue(
                description: LintReport.staleMessage(entry), rule: "stale-baseline-entry", fingerprint: FindingFingerprints.of(entry),
                severity: report.staleSeverity, path: entry.path, line: 1
            )
        }
        output("\n")
    }

    private static func issue(description: String, rule: String, fingerprint: String, severity: Severity, path: String, line: Int) -> JSONValue {
        .object([
            JSONMember("type", .string("issue")),
            JSONMember("description", .string(description)),
            JSONMember("check_name", .string(rule)),
            JSONMember("fingerprint", .string(fingerprint)),
            JSONMember("severity", .string(severity == .error ? "major" : "minor")),
            JSONMember("location", .object([
                JSONMember("path", .string(path)),
                JSONMember("lines", .object([JSONMember("begin", .int(max(1, line)))])),
            ])),
        ])
    }
}
