/// A reported problem: which rule, how severe, and where.
public struct Finding: Sendable, Equatable, Comparable {
    public let ruleID: String
    public let severity: Severity
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String
    /// The offending line's text, trimmed; baselines match on it so they survive edits elsewhere in the file.
    public let lineText: String

    public init(ruleID: String, severity: Severity, path: String, line: Int, column: Int, message: String, lineText: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.lineText = lineText
    }

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.ruleID, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}
