import GuardrailsCore

/// The tokens after a position up to the `}` that closes the block holding it (the rest of a test body, of `setUp`),
/// searched a bounded distance so malformed code costs little.
enum RestOfBlock {
    /// The first position after `start` in its block that `matches`.
    static func first(after start: Int, in tokens: [Token], where matches: (Int) -> Bool) -> Int? {
        var found: Int?
        visit(after: start, in: tokens) { position in
            if matches(position) { found = position }
            return found == nil
        }
        return found
    }

    /// Every position after `start` in its block that `matches`.
    static func all(after start: Int, in tokens: [Token], where matches: (Int) -> Bool) -> [Int] {
        var found: [Int] = []
        visit(after: start, in: tokens) { position in
            if matches(position) { found.append(position) }
            return true
        }
        return found
    }

    /// Calls `body` with each position until it returns false or the block closes.
    private static func visit(after start: Int, in tokens: [Token], _ body: (Int) -> Bool) {
        var braces = 0
        var current = start + 1
        while current < tokens.count, current - start < 4096 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" { braces += 1 }
            if token.kind == .punctuation, token.text == "}" {
                braces -= 1
                if braces < 0 { return }
            }
            guard body(current) else { return }
            current += 1
        }
    }
}
