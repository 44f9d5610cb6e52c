/// A custom rule's pattern: Swift code read by the linter's own lexer and matched against a file's tokens, so
/// it never matches inside comments or string literals. Besides code it has three wildcards: `$NAME` (any one
/// name), `*Suffix`, `Prefix*` or `Prefix*Suffix` (a name by its ends) and `...` (any tokens within the same braces). A pattern
/// that starts with a name does not match that name as a member: `print(` matches `print(x)`, not
/// `logger.print(x)`; start with `.` to match members (`.shared`).
public struct TokenPattern: Sendable, CustomStringConvertible {
    /// How many tokens `...` may stand for: patterns describe one expression or declaration, not a file.
    static let gapLimit = 64
    static let gapsAllowed = 2

    public let description: String
    let elements: [TokenPatternElement]

    /// Reads `text`; throws a message saying what a pattern cannot contain.
    public init(_ text: String) throws(TokenPatternError) {
        description = text
        let tokens = Lexer.lex(text).tokens
        var elements: [TokenPatternElement] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            switch token.kind {
            case .string, .number, .regex:
                throw TokenPatternError(message: "a pattern matches code, not literals: remove the string, number or regex literal")
            case .operator where token.text == "...":
                guard elements.last != .anyTokens else { throw TokenPatternError(message: "two `...` in a row") }
                elements.append(.anyTokens)
            case .operator where token.text == "*":
                // `*Suffix`: a name glob, written without spaces.
                guard let next, next.kind == .identifier || next.kind == .keyword, !next.followsSpace else {
                    throw TokenPatternError(message: "`*` must be written against a name: `*ViewModel`, `Legacy*`")
                }
                if index + 2 < tokens.count, tokens[index + 2].text == "*", !tokens[index + 2].followsSpace {
                    throw TokenPatternError(message: "`*Part*` is not supported; match a prefix (`Legacy*`) or a suffix (`*Manager`)")
                }
                elements.append(.name(prefix: "", suffix: next.text))
                index += 1
            case .identifier where token.text.hasPrefix("$"):
                elements.append(.anyName)
            case .identifier, .keyword:
                if let next, next.kind == .operator, next.text == "*", !next.followsSpace {
                    // `Prefix*` or `Prefix*Suffix`.
                    let after = index + 2 < tokens.count ? tokens[index + 2] : nil
                    if let after, after.kind == .identifier || after.kind == .keyword, !after.followsSpace {
                        elements.append(.name(prefix: token.text, suffix: after.text))
                        index += 2
                    } else {
                        elements.append(.name(prefix: token.text, suffix: ""))
                        index += 1
                    }
                } else {
                    elements.append(.token(kind: token.kind, text: token.text))
                }
            default:
                elements.append(.token(kind: token.kind, text: token.text))
            }
            index += 1
        }
        guard let first = elements.first, first != .anyTokens, elements.last != .anyTokens else {
            throw TokenPatternError(message: elements.isEmpty ? "the pattern is empty" : "a pattern cannot start or end with `...`")
        }
        // Each `...` multiplies the ways a match can be tried; two keep matching linear in the file's length.
        guard elements.count(where: { $0 == .anyTokens }) <= Self.gapsAllowed else {
            throw TokenPatternError(message: "at most \(Self.gapsAllowed) `...` in a pattern; split it into several patterns")
        }
        self.elements = elements
    }

    /// The index of the first token of every match, in order; matches do not overlap.
    public func matches(in tokens: [Token]) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while index < tokens.count {
            if let end = match(at: index, in: tokens) {
                starts.append(index)
                index = max(end, index + 1)
            } else {
                index += 1
            }
        }
        return starts
    }

    /// Where a match starting at `start` ends, or `nil`.
    private func match(at start: Int, in tokens: [Token]) -> Int? {
        guard elements[0].matches(tokens[start]) else { return nil }
        if elements[0].isLiteralName, start > 0, tokens[start - 1].kind == .punctuation, tokens[start - 1].text == "." {
            return nil
        }
        return match(element: 1, at: start + 1, in: tokens)
    }

    /// Backtracking is bounded: each `...` tries at most `gapLimit` lengths, and patterns are a few tokens long.
    private func match(element: Int, at position: Int, in tokens: [Token]) -> Int? {
        guard element < elements.count else { return position }
        guard elements[element] == .anyTokens else {
            guard position < tokens.count, elements[element].matches(tokens[position]) else { return nil }
            return match(element: element + 1, at: position + 1, in: tokens)
        }
        var depth = 0
        var gapEnd = position
        while gapEnd < tokens.count, gapEnd - position <= Self.gapLimit {
            if let end = match(element: element + 1, at: gapEnd, in: tokens) { return end }
            let token = tokens[gapEnd]
            if token.kind == .punctuation {
                if token.text == "{" { depth += 1 }
                if token.text == "}" { depth -= 1 }
                if depth < 0 || token.text == ";" { return nil }
            }
            gapEnd += 1
        }
        return nil
    }
}
