/// A token of a manifest: the lexer's token, with string literals decoded and interpolated code folded in.
struct ManifestToken: Sendable {
    let kind: TokenKind
    let text: String
    let line: Int
    let column: Int
    let startsLine: Bool
    let followsSpace: Bool
    /// The decoded literal of a `.string` token.
    let literal: ManifestStringLiteral?

    static let end = ManifestToken(kind: .punctuation, text: "", line: 0, column: 0, startsLine: true, followsSpace: true, literal: nil)

    func isPunctuation(_ spelling: String) -> Bool {
        kind == .punctuation && text == spelling
    }

    func isOperator(_ spelling: String) -> Bool {
        kind == .operator && text == spelling
    }

    func isKeyword(_ spelling: String) -> Bool {
        kind == .keyword && text == spelling
    }

    /// An identifier, or a keyword used as a name (`package`, a label such as `in`).
    var isName: Bool {
        kind == .identifier || kind == .keyword
    }
}
