import GuardrailsCore

/// The parenthesis matching another, searched a bounded distance so malformed code costs little.
enum Parentheses {
    /// The `(` matched by the `)` at `closing`.
    static func opening(closing: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var current = closing
        while current >= 0, closing - current < 512 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == ")" { depth += 1 }
            if token.kind == .punctuation, token.text == "(" {
                depth -= 1
                if depth == 0 { return current }
            }
            current -= 1
        }
        return nil
    }

    /// The `)` matching the `(` at `opening`.
    static func closing(opening: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var current = opening
        while current < tokens.count, current - opening < 512 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "(" { depth += 1 }
            if token.kind == .punctuation, token.text == ")" {
                depth -= 1
                if depth == 0 { return current }
            }
            current += 1
        }
        return nil
    }
}
