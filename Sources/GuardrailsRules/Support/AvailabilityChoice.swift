import GuardrailsCore

/// The types a file builds on each side of an OS-availability check: `if #available(iOS 18, *) { return Lock() }
/// else { return FallbackLock() }` builds `Lock` for newer systems and `FallbackLock` for older ones.
struct AvailabilityChoice {
    private(set) var newer: Set<String> = []
    private(set) var fallback: Set<String> = []

    init(_ tokens: [Token]) {
        for position in tokens.indices where tokens[position].kind == .pound && tokens[position].text == "#available"
            && position > 0 && tokens[position - 1].kind == .keyword && tokens[position - 1].text == "if" {
            guard let thenEnd = TokenLookup.bodyEnd(from: position, in: tokens) else { continue }
            newer.formUnion(Self.constructions(in: tokens, from: position, to: thenEnd))
            guard thenEnd + 2 < tokens.count, tokens[thenEnd + 1].kind == .keyword, tokens[thenEnd + 1].text == "else",
                  tokens[thenEnd + 2].kind == .punctuation, tokens[thenEnd + 2].text == "{",
                  let elseEnd = TokenLookup.bodyEnd(from: thenEnd + 1, in: tokens) else { continue }
            fallback.formUnion(Self.constructions(in: tokens, from: thenEnd + 2, to: elseEnd))
        }
    }

    /// Capitalised names called as initializers (`Lock(`) between the two positions.
    private static func constructions(in tokens: [Token], from start: Int, to end: Int) -> Set<String> {
        var names: Set<String> = []
        for position in start..<end where tokens[position].kind == .identifier && tokens[position].text.first?.isUppercase == true
            && tokens[position + 1].kind == .punctuation && tokens[position + 1].text == "(" && !tokens[position + 1].followsSpace {
            names.insert(tokens[position].text)
        }
        return names
    }
}
