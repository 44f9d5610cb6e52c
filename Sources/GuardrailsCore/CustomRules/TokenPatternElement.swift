/// One element of a custom rule's pattern.
enum TokenPatternElement: Sendable, Equatable {
    /// A name, keyword, attribute, `#` directive, punctuation or operator, matched by its text.
    case token(kind: TokenKind, text: String)
    /// `$NAME`: any one name or keyword.
    case anyName
    /// `*Suffix`, `Prefix*` or `Prefix*Suffix`: a name with that prefix and suffix.
    case name(prefix: String, suffix: String)
    /// `...`: any tokens, up to `TokenPattern.gapLimit`, inside the same braces.
    case anyTokens

    func matches(_ token: Token) -> Bool {
        switch self {
        case .token(let kind, let text):
            guard token.text == text else { return false }
            // `self` or `Type` may lex as a name in one place and a keyword in another; both are names here.
            return token.kind == kind || (Self.isName(kind) && Self.isName(token.kind))
        case .anyName:
            return Self.isName(token.kind)
        case .name(let prefix, let suffix):
            return Self.isName(token.kind) && token.text.count >= prefix.count + suffix.count
                && token.text.hasPrefix(prefix) && token.text.hasSuffix(suffix)
        case .anyTokens:
            return true
        }
    }

    /// Whether this element names a thing, so a member access (`x.print`) does not match a pattern starting with it.
    var isLiteralName: Bool {
        switch self {
        case .token(let kind, _): Self.isName(kind)
        case .name: true
        case .anyName, .anyTokens: false
        }
    }

    private static func isName(_ kind: TokenKind) -> Bool {
        kind == .identifier || kind == .keyword
    }
}
