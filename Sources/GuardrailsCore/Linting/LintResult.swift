/// The outcome of linting a set of files.
public struct LintResult: Sendable {
    public let findings: [Finding]
    public let fileErrors: [FileError]
    public let fileCount: Int
    public let lineCount: Int

    public init(findings: [Finding], fileErrors: [FileError], fileCount: Int, lineCount: Int) {
        self.findings = findings
        self.fileErrors = fileErrors
        self.fileCount = fileCount
        self.lineCount = lineCount
    }
}
