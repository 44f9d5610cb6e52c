/// A comment that mentions `guardrails:`; the only comments the lexer keeps.
public struct DirectiveComment: Sendable {
    /// The text after `//`, or between `/*` and `*/`.
    public let text: String
    public let line: Int32
    public let column: Int32
    public let form: CommentForm
    /// The last line a `disable-next-line` on this comment reaches: the next line, or, when that line holds only
    /// attributes (`@MainActor`), the line of the declaration they decorate.
    public let reachesLine: Int32

    public init(text: String, line: Int32, column: Int32, form: CommentForm = .line, reachesLine: Int32? = nil) {
        self.text = text
        self.line = line
        self.column = column
        self.form = form
        self.reachesLine = reachesLine ?? line + 1
    }

    func reaching(_ line: Int32) -> DirectiveComment {
        DirectiveComment(text: text, line: self.line, column: column, form: form, reachesLine: line)
    }
}
