/// `path:line:column: error: message [rule]`, the form Xcode and most editors turn into clickable issues.
enum XcodeReporter {
    static func render(_ report: LintReport) -> String {
        let findings = report.findings.map { "\($0.path):\($0.line):\($0.column): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]\n" }
        let stale = report.staleEntries.map { "\($0.path): warning: stale baseline entry, the finding is fixed: \($0.lineText) [\($0.ruleID)]\n" }
        return (findings + stale).joined()
    }
}
