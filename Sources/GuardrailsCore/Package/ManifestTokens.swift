/// A manifest's tokens with the partner of every bracket, so a balanced group is skipped in one step.
struct ManifestTokens: Sendable {
    let tokens: [ManifestToken]
    /// For `(`, `[`, `{` the index of the closing partner and back; `-1` when unbalanced.
    let partners: [Int]

    init(_ bytes: [UInt8]) {
        let lexed = Lexer.lex(bytes)
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == Byte.newline { lineStarts.append(offset + 1) }
        var tokens: [ManifestToken] = []
        tokens.reserveCapacity(lexed.tokens.count)
        var skipUntil = 0
        for token in lexed.tokens {
            let line = Int(token.line)
            let column = Int(token.column)
            let offset = line >= 1 && line <= lineStarts.count ? lineStarts[line - 1] + column - 1 : -1
            if offset < skipUntil { continue }
            var literal: ManifestStringLiteral?
            if token.kind == .string {
                if offset >= 0, offset < bytes.count {
                    let decoded = ManifestStringLiteral.decode(bytes, at: offset)
                    literal = decoded.literal
                    skipUntil = decoded.end
                } else {
                    literal = .unreadable("string literal")
                }
            }
            tokens.append(ManifestToken(
                kind: token.kind, text: token.text, line: line, column: column, startsLine: token.startsLine,
                followsSpace: token.followsSpace, literal: literal
            ))
        }
        self.tokens = tokens
        partners = Self.pair(tokens)
    }

    private static func pair(_ tokens: [ManifestToken]) -> [Int] {
        var partners = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.text {
            case "(", "[", "{":
                open.append(index)
            case ")", "]", "}":
                guard let last = open.last, Self.closer(of: tokens[last].text) == token.text else { continue }
                open.removeLast()
                partners[last] = index
                partners[index] = last
            default:
                break
            }
        }
        return partners
    }

    static func closer(of opener: String) -> String {
        switch opener {
        case "(": ")"
        case "[": "]"
        default: "}"
        }
    }
}
