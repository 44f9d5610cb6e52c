/// GitHub Actions workflow commands, which show as annotations on the pull request's diff.
enum GitHubReporter {
    static func write(_ report: LintReport, jobs: Int, to output: (String) -> Void) {
        ReportChunks.stream(report.findings, jobs: jobs, to: output) {
            "::\($0.severity.rawValue) file=\(property($0.path)),line=\($0.line),col=\($0.column),title=\(property($0.ruleID))::\(data($0.message))\n"
        }
        for entry in report.staleEntries {
            output("::\(report.staleSeverity.rawValue) file=\(property(entry.path)),title=\(property(entry.ruleID))::\(data(LintReport.staleMessage(entry)))\n")
        }
    }

    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
