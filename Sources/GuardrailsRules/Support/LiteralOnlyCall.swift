import GuardrailsCore

/// For `make-sut`: whether a call builds its value with no argument or from literals alone (`SpinnerView()`,
/// `Gauge(level: 3, title: "a")`, `Tags(["a", "b"])`), with no trailing closure: nothing the test hands in that a factory
/// could hide, so a new dependency changes that one call whether or not a factory wraps it.
enum LiteralOnlyCall {
    private static let literalKeywords: Set = ["true", "false", "nil"]
    private static let literalPunctuation: Set = [",", ":", "[", "]"]

    /// The call at `position` (the type's name, then optional generic arguments or a `.make`/`.init` factory).
    static func holds(callAt position: Int, in tokens: [Token]) -> Bool {
        // The call's `(` is the first on the name's line, as `SubjectArguments` finds it.
        guard let opening = (position + 1..<min(tokens.count, position + 32)).first(where: {
            tokens[$0].text == "(" || tokens[$0].text == "{" || tokens[$0].line != tokens[position].line
        }), tokens[opening].text == "(", let closing = Parentheses.closing(opening: opening, in: tokens) else { return false }
        if closing + 1 < tokens.count, tokens[closing + 1].text == "{", tokens[closing + 1].line == tokens[closing].line { return false }
        return (opening + 1..<closing).allSatisfy { isLiteralPart($0, tokens) }
    }

    private static func isLiteralPart(_ position: Int, _ tokens: [Token]) -> Bool {
        let token = tokens[position]
        // An argument's label (`level:`, `in:`).
        if token.kind == .identifier || token.kind == .keyword, position + 1 < tokens.count, tokens[position + 1].text == ":",
           ["(", ","].contains(tokens[position - 1].text) { return true }
        switch token.kind {
        case .string, .number: return true
        case .keyword: return literalKeywords.contains(token.text)
        case .punctuation: return literalPunctuation.contains(token.text)
        case .operator: return token.text == "-"
        default: return false
        }
    }
}
