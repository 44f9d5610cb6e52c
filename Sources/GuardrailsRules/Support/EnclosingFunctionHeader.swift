import GuardrailsCore

/// The nearest function enclosing a token, read off the tokens: how a rule tells a free function's body from top-level code
/// and what the function declares it returns.
enum EnclosingFunctionHeader {
    /// The `func` keyword of the nearest function whose body holds `position`, or `nil` at the top level (closures of
    /// top-level statements and type bodies skipped). Type bodies stop the walk: a method is no free function.
    static func function(enclosing position: Int, _ tokens: [Token]) -> Int? {
        var brace = position
        outer: for _ in 0..<16 {
            guard let open = TokenLookup.enclosingBrace(of: brace, tokens, within: 20_000) else { return nil }
            brace = open
            var current = open - 1
            var depth = 0
            // Back to the start of the statement opening this brace: a function's header, a type's, or anything else (a
            // control statement, a closure, a computed property), whose enclosing brace is asked next.
            while current >= 0, open - current < 256 {
                let token = tokens[current]
                if token.kind == .punctuation {
                    if token.text == ")" || token.text == "]" { depth += 1 }
                    if token.text == "(" || token.text == "[" { depth -= 1 }
                    if depth <= 0, token.text == "{" || token.text == "}" || token.text == ";" { continue outer }
                }
                if depth == 0, token.kind == .keyword {
                    if token.text == "func" { return current }
                    if Self.typeKeywords.contains(token.text) { return nil }
                }
                current -= 1
            }
        }
        return nil
    }

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol", "init", "deinit", "subscript"]

    /// The function at `keyword` declares `-> some <one of names>` (`func menu() -> some Scene`).
    static func returnsOpaque(_ keyword: Int, of names: Set<String>, _ tokens: [Token]) -> Bool {
        var current = keyword + 1
        while current + 2 < tokens.count, current - keyword < 256, tokens[current].text != "{" {
            if tokens[current].text == "->" { return tokens[current + 1].text == "some" && names.contains(tokens[current + 2].text) }
            current += 1
        }
        return false
    }
}
