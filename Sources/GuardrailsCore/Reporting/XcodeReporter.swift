/// `path:line:column: error: message [rule]`, the form Xcode and most editors turn into clickable issues.
enum XcodeReporter {
    static func write(_ report: LintReport, jobs: Int, to output: (String) -> Void) {
        ReportChunks.stream(report.findings, jobs: jobs, to: output) {
            "\($0.path):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]\n"
        }
        for entry in report.staleEntries {
            output("\(entry.path): \(report.staleSeverity.rawValue): \(LintReport.staleMessage(entry))\n")
        }
    }
}
