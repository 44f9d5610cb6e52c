import GuardrailsCore

/// Where a name a body uses is declared: the nearest `let name` or `var name` before the use (asked for, a parameter
/// `name:` of the enclosing function or initializer too, `func loads(store: any FeedStore)`), looking back at most
/// `window` tokens; or the first such declaration anywhere in the file (a suite's property). The one backward scan
/// for a local's declaration that `TestInputs`, `SubjectArguments`, `LocalDeclaration` and `UnwrappedLocal` read.
enum NearestLocalDeclaration {
    /// The index of `name` in its nearest declaration before `position`.
    static func position(of name: String, before position: Int, in tokens: [Token], within window: Int = .max, parameters: Bool = false) -> Int? {
        var current = position - 1
        while current > 0, position - current < window {
            if declares(name, at: current, in: tokens, parameters: parameters) { return current }
            current -= 1
        }
        return nil
    }

    /// The index of `name` in its first declaration in the file.
    static func first(of name: String, in tokens: [Token], parameters: Bool = false) -> Int? {
        tokens.indices.first { declares(name, at: $0, in: tokens, parameters: parameters) }
    }

    private static func declares(_ name: String, at candidate: Int, in tokens: [Token], parameters: Bool) -> Bool {
        guard candidate > 0, tokens[candidate].kind == .identifier, tokens[candidate].text == name else { return false }
        let previous = tokens[candidate - 1]
        return previous.kind == .keyword && (previous.text == "let" || previous.text == "var") || parameters && isParameter(at: candidate, in: tokens)
    }

    /// `store` in `func loads(store: any FeedStore)` or `init(_ store: Store)`: a name before `:` in the parameter list of a
    /// function or initializer declaration (not a call's argument label).
    private static func isParameter(at position: Int, in tokens: [Token]) -> Bool {
        guard position + 1 < tokens.count, tokens[position + 1].text == ":" else { return false }
        var depth = 0
        var current = position - 1
        while current > 0, position - current < 128 {
            let text = tokens[current].text
            if text == ")" { depth += 1 } else if text == "(" {
                if depth == 0 { break }
                depth -= 1
            }
            current -= 1
        }
        guard current > 0, tokens[current].text == "(" else { return false }
        var name = current - 1
        if tokens[name].text == ">" { while name > 0, tokens[name].text != "<", current - name < 32 { name -= 1 }; name -= 1 }
        return tokens[name].text == "init" || name > 0 && tokens[name - 1].kind == .keyword && tokens[name - 1].text == "func"
    }
}
