/// One lexical token with the position a finding would point at.
public struct Token: Sendable {
    /// The text of an `#if DEBUG` directive: the start of code only debug builds compile. Every other
    /// `#if` is `#if`, its condition not being code.
    public static let debugBranch = "#if DEBUG"

    public let kind: TokenKind
    /// The identifier, keyword, attribute name, operator or punctuation; empty for literals.
    public let text: String
    public let line: Int32
    public let column: Int32
    /// True when a line break separates this token from the previous one.
    public let startsLine: Bool
    /// True when whitespace, a line break or a comment precedes this token.
    public let followsSpace: Bool
    /// True when a comment sits between the previous token and this one.
    public let followsComment: Bool
    /// True when that comment starts on the previous token's line (`func f() {} // why it is empty`).
    public let followsTrailingComment: Bool
    /// The text's first byte (0 when empty): punctuation is one byte, so comparing it is enough.
    public let firstByte: UInt8

    public init(
        kind: TokenKind, text: String, line: Int32, column: Int32, startsLine: Bool, followsSpace: Bool,
        followsComment: Bool = false, followsTrailingComment: Bool = false
    ) {
        self.init(
            kind: kind, text: text, firstByte: text.utf8.first ?? 0, line: line, column: column, startsLine: startsLine,
            followsSpace: followsSpace, followsComment: followsComment, followsTrailingComment: followsTrailingComment
        )
    }

    /// For the lexer, which knows the first byte without asking the string (a generic, slower walk).
    init(
        kind: TokenKind, text: String, firstByte: UInt8, line: Int32, column: Int32, startsLine: Bool, followsSpace: Bool,
        followsComment: Bool, followsTrailingComment: Bool
    ) {
        self.kind = kind
        self.text = text
        self.line = line
        self.column = column
        self.startsLine = startsLine
        self.followsSpace = followsSpace
        self.followsComment = followsComment
        self.followsTrailingComment = followsTrailingComment
        self.firstByte = firstByte
    }
}
