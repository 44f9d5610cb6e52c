import GuardrailsCore

/// For `connectivity-precheck`: an `if` on connectivity whose branch only keeps or deletes local data
/// (through `FileManager`) and calls nothing named like a request decides a local policy, not whether a
/// request runs.
struct LocalPolicy {
    let storageTypes: Set<String>
    let requestWords: [String]

    /// `keyword` is the `if`, `guard` or `while` whose condition holds the check; only an `if` branch is judged.
    func isGuarded(by keyword: Int, in tokens: [Token]) -> Bool {
        guard !storageTypes.isEmpty, tokens[keyword].text == "if", let end = TokenLookup.bodyEnd(from: keyword, in: tokens) else { return false }
        let branch = tokens[keyword...end]
        guard branch.contains(where: { $0.kind == .identifier && storageTypes.contains($0.text) }) else { return false }
        return !branch.indices.contains { position in
            let token = tokens[position]
            guard token.kind == .identifier, position + 1 <= end, tokens[position + 1].text == "(" else { return false }
            let name = token.text.lowercased()
            return requestWords.contains(where: name.contains)
        }
    }
}
