import GuardrailsCore

/// `FileManager.default.contents(atPath: path)` where the path is a resource of the code's own bundle, written in the
/// argument (`Bundle.module.path(forResource: "schema", ofType: "json")`) or held in a local bound to such a lookup
/// just before (`let path = Bundle(for: Self.self).path(forResource: …)!`, `guard let url = Bundle.main.url(forResource: …)`,
/// read as `url.path`): the file is a constant shipped with the code, nothing a test would inject.
enum BundledResourceRead {
    /// `position` is the `default` of `FileManager.default`.
    static func isRead(at position: Int, in tokens: [Token]) -> Bool {
        guard position + 5 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].text == "contents",
              tokens[position + 3].text == "(", tokens[position + 4].text == "atPath", tokens[position + 5].text == ":",
              let close = Parentheses.closing(opening: position + 3, in: tokens) else { return false }
        let argument = tokens[(position + 6)..<close]
        if isResourceLookup(argument) { return true }
        // `path`, `path!`, `url.path`, `url!.path`: one local, perhaps read as its `path`.
        let words = argument.filter { $0.text != "!" && $0.text != "?" }.map(\.text)
        guard let name = words.first, argument.first?.kind == .identifier,
              words.count == 1 || words == [name, ".", "path"] else { return false }
        return isBoundToResourceLookup(name, before: position, in: tokens)
    }

    /// `let name = <lookup>` or `guard let name = <lookup>` in the lines before `position`, within the same function.
    private static func isBoundToResourceLookup(_ name: String, before position: Int, in tokens: [Token]) -> Bool {
        var index = position - 1
        while index >= 2, position - index < searchLimit {
            let token = tokens[index]
            if token.kind == .keyword, token.text == "func" || token.text == "init" { return false }
            if token.text == name, tokens[index - 1].text == "let" || tokens[index - 1].text == "var", index + 1 < position,
               tokens[index + 1].text == "=" || tokens[index + 1].text == ":" {
                return isResourceLookup(initializer(from: index + 1, upTo: position, in: tokens))
            }
            index -= 1
        }
        return false
    }

    /// The tokens of a binding's value: to the `,` ending a condition clause or the first line that does not
    /// continue it (one that starts with `.`, a chained call, continues it).
    private static func initializer(from start: Int, upTo end: Int, in tokens: [Token]) -> ArraySlice<Token> {
        var index = start + 1
        var depth = 0
        while index < end {
            let token = tokens[index]
            if token.startsLine, token.text != ".", depth == 0 { break }
            if token.text == "(" || token.text == "[" { depth += 1 }
            if token.text == ")" || token.text == "]" { depth -= 1 }
            if depth == 0, token.text == "," || token.text == "{" { break }
            index += 1
        }
        return tokens[start..<index]
    }

    /// `Bundle.main.path(forResource:…)`, `Bundle(for: X.self).url(forResource:…)`, `Bundle.module.url(forResource:…)`.
    private static func isResourceLookup(_ tokens: ArraySlice<Token>) -> Bool {
        tokens.contains { $0.text == "Bundle" } && tokens.contains { $0.text == "forResource" }
    }

    private static let searchLimit = 80
}
