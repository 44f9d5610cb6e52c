/// What a run reports: findings left after the baseline, stale baseline entries, and totals.
public struct LintReport: Sendable {
    public let findings: [Finding]
    public let staleEntries: [BaselineEntry]
    public let fileCount: Int
    public let lineCount: Int
    /// Descriptions of the rules the run could report, for formats that document each rule.
    public let rules: [RuleDescription]
    /// Swift files under the linted paths that no target compiles, so they were not linted.
    public let skippedFiles: [String]
    /// Manifest constructs the reader could not follow, where they are and what fell back.
    public let manifestNotes: [ReportNote]

    public init(
        findings: [Finding], staleEntries: [BaselineEntry], fileCount: Int, lineCount: Int, rules: [RuleDescription],
        skippedFiles: [String] = [], manifestNotes: [ReportNote] = []
    ) {
        self.findings = findings
        self.staleEntries = staleEntries
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.rules = rules
        self.skippedFiles = skippedFiles
        self.manifestNotes = manifestNotes
    }

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }
}
