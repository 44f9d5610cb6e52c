/// A `//` comment that mentions `guardrails:`; the only comments the lexer keeps.
public struct DirectiveComment: Sendable {
    public let text: String
    public let line: Int32
    public let column: Int32

    public init(text: String, line: Int32, column: Int32) {
        self.text = text
        self.line = line
        self.column = column
    }
}
