import GuardrailsCore

/// Factory registrations with a dependency container: a call named `register` whose first argument is a metatype
/// (`container.register(Pantry.self) { _ in DiskPantry() }`, `register(Pantry.self, factory: { … })`), as Swinject,
/// Resolver and hand-written containers write them. The call, its arguments and its trailing closure are
/// composition code, whatever type or function holds them: they build what the container hands out.
enum FactoryRegistrations {
    /// The token ranges of every such call, from `register` to its closing `)` or trailing closure's `}`.
    static func ranges(in tokens: [Token]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var position = 0
        while position + 1 < tokens.count {
            let opening = position + 1
            guard tokens[position].kind == .identifier, tokens[position].text == "register",
                  isPunctuation(tokens[opening], "("), !tokens[opening].followsSpace,
                  let closing = Parentheses.closing(opening: opening, in: tokens),
                  startsWithMetatype(tokens, from: opening + 1, before: closing) else {
                position += 1
                continue
            }
            var end = closing
            if closing + 1 < tokens.count, isPunctuation(tokens[closing + 1], "{"), let brace = TokenLookup.bodyEnd(from: closing, in: tokens) {
                end = brace
            }
            ranges.append(position..<(end + 1))
            position = end + 1
        }
        return ranges
    }

    /// The first argument, after an optional label, is a type path ending in `.self` (`Pantry.self`, `Store<Item>.self`).
    private static func startsWithMetatype(_ tokens: [Token], from start: Int, before closing: Int) -> Bool {
        var current = start
        if current + 1 < closing, tokens[current].kind == .identifier, isPunctuation(tokens[current + 1], ":") { current += 2 }
        guard current < closing, tokens[current].kind == .identifier, tokens[current].text.first?.isUppercase == true else { return false }
        var angles = 0
        var last = current
        while current < closing {
            let token = tokens[current]
            if token.text == "<" { angles += 1 } else if token.text == ">" { angles -= 1 }
            if angles == 0, isPunctuation(token, ",") { break }
            if token.text == "(" || token.text == "{" { return false }
            last = current
            current += 1
        }
        return last > start && tokens[last].text == "self" && tokens[last - 1].text == "."
    }

    private static func isPunctuation(_ token: Token, _ text: String) -> Bool {
        token.kind == .punctuation && token.text == text
    }
}
