/// GitHub Actions workflow commands, which show as annotations on the pull request's diff.
enum GitHubReporter {
    static func render(_ report: LintReport) -> String {
        let findings = report.findings.map {
            "::\($0.severity.rawValue) file=\(property($0.path)),line=\($0.line),col=\($0.column),title=\(property($0.ruleID))::\(data($0.message))\n"
        }
        let stale = report.staleEntries.map {
            "::warning file=\(property($0.path)),title=\(property($0.ruleID))::\(data("stale baseline entry, the finding is fixed: \($0.lineText)"))\n"
        }
        return (findings + stale).joined()
    }

    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
