import GuardrailsCore

/// Finds static factories by name: `static func live(…)`, `static var live: Self`, `static let liveValue = …`.
enum StaticFactories {
    private static let declarationKeywords: Set<String> = ["func", "var", "let"]

    /// True when the file declares a static factory with one of `names`.
    static func declaresFactory(in tokens: [Token], names: Set<String>) -> Bool {
        guard !names.isEmpty else { return false }
        return tokens.indices.contains { position in
            tokens[position].kind == .keyword && declarationKeywords.contains(tokens[position].text) && position + 1 < tokens.count
                && names.contains(tokens[position + 1].text) && isStatic(before: position, in: tokens)
        }
    }

    private static func isStatic(before position: Int, in tokens: [Token]) -> Bool {
        var current = position - 1
        while current >= 0, tokens[current].kind == .keyword || tokens[current].kind == .attribute {
            if tokens[current].text == "static" || tokens[current].text == "class" { return true }
            current -= 1
        }
        return false
    }
}
