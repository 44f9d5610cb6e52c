/// What a run reports: findings left after the baseline, stale baseline entries, and totals.
public struct LintReport: Sendable {
    public let findings: [Finding]
    public let staleEntries: [BaselineEntry]
    public let fileCount: Int
    public let lineCount: Int
    /// Descriptions of the rules the run could report, for formats that document each rule.
    public let rules: [RuleDescription]
    /// Whether stale baseline entries fail the run (`--strict-baseline`), so formats rank them as errors.
    public let staleEntriesFail: Bool
    /// Files that could not be read: the run exits 2, and formats that can say so do.
    public let fileErrors: [FileError]
    /// The absolute directory finding paths are relative to, for formats that can state it.
    public let sourceRoot: String?
    /// Swift files under the linted paths that no target compiles, so they were not linted.
    public let skippedFiles: [String]
    /// Manifest constructs the reader could not follow, where they are and what fell back.
    public let manifestNotes: [ReportNote]

    public init(
        findings: [Finding], staleEntries: [BaselineEntry], fileCount: Int, lineCount: Int, rules: [RuleDescription],
        staleEntriesFail: Bool = false, fileErrors: [FileError] = [], sourceRoot: String? = nil,
        skippedFiles: [String] = [], manifestNotes: [ReportNote] = []
    ) {
        self.findings = findings
        self.staleEntries = staleEntries
        self.fileCount = fileCount
        self.lineCount = lineCount
        self.rules = rules
        self.staleEntriesFail = staleEntriesFail
        self.fileErrors = fileErrors
        self.sourceRoot = sourceRoot
        self.skippedFiles = skippedFiles
        self.manifestNotes = manifestNotes
    }

    public var errorCount: Int { findings.count { $0.severity == .error } }
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// How a stale entry ranks: an error when it fails the run, a warning otherwise.
    public var staleSeverity: Severity { staleEntriesFail ? .error : .warning }

    /// What a stale entry says, the same in every format.
    public static func staleMessage(_ entry: BaselineEntry) -> String {
        "stale baseline entry, the finding is fixed: \(entry.lineText) [\(entry.ruleID)]"
    }
}
