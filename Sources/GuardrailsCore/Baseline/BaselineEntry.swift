/// An accepted finding, identified by rule, file and the line's text so it survives line shifts.
public struct BaselineEntry: Sendable, Hashable, Comparable {
    public let ruleID: String
    public let path: String
    public let lineText: String

    public init(ruleID: String, path: String, lineText: String) {
        self.ruleID = ruleID
        self.path = path
        self.lineText = lineText
    }

    public init(_ finding: Finding) {
        self.init(ruleID: finding.ruleID, path: finding.path, lineText: finding.lineText)
    }

    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.path, lhs.ruleID, lhs.lineText) < (rhs.path, rhs.ruleID, rhs.lineText)
    }
}
