/// What a run reports: findings left after the baseline, stale baseline entries, and totals.
public struct LintReport: Sendable {
    public let findings: [Finding]
    public let staleEntries: [BaselineEntry]
    public let fileCount: Int
    public let lineCount: Int

    public init(findings: [Finding], staleEntries: [BaselineEntry], fileCount: Int, lineCount: Int) {
        self.findings = findings
        self.staleEntries = staleEntries
        self.fileCount = fileCount
        self.lineCount = lineCount
    }

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }
}
