import GuardrailsCore

/// The types a file builds on each side of an OS-availability check: `if #available(iOS 18, *) { return Lock() }
/// else { return FallbackLock() }` builds `Lock` for newer systems and `FallbackLock` for older ones; `Signposter.shared`
/// in a branch takes that type's own instance, which counts the same.
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

    /// Capitalised names called as initializers (`Lock(`) or whose static member is taken (`Signposter.shared`, the type's
    /// own instance) between the two positions.
    private static func constructions(in tokens: [Token], from start: Int, to end: Int) -> Set<String> {
        var names: Set<String> = []
        for position in start..<end where tokens[position].kind == .identifier && tokens[position].text.first?.isUppercase == true {
            let next = tokens[position + 1]
            let builds = next.kind == .punctuation && next.text == "(" && !next.followsSpace
            let takesStatic = next.text == "." && position + 2 < end && tokens[position + 2].kind == .identifier
                && tokens[position + 2].text.first?.isLowercase == true
            if builds || takesStatic { names.insert(tokens[position].text) }
        }
        return names
    }
}
