/// What a token is, as far as the rules care: comments and whitespace never become tokens.
public enum TokenKind: UInt8, Sendable {
    case identifier
    case keyword
    /// `@name`; the text holds the name without `@`.
    case attribute
    /// `#name` such as `#if`, `#selector` or `#Preview`; the text keeps the `#`.
    case pound
    case punctuation
    case `operator`
    /// A string literal's opening; tokens inside its interpolations follow it.
    case string
    case number
    case regex
}
