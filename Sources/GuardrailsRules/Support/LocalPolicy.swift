import GuardrailsCore

/// For `connectivity-precheck`: an `if` on connectivity whose branch only keeps or deletes local data
/// (through `FileManager`) and calls nothing named like a request decides a local policy, not whether a
/// request runs.
struct LocalPolicy {
    let storageTypes: Set<String>
    let requestWords: [String]

    /// From the condition at `keyword` to the end of the block holding it (its branch, and what runs after an early
    /// `return`), nothing is called that is named like a request: the check only chooses what is shown.
    func sendsNoRequest(from keyword: Int, in tokens: [Token]) -> Bool {
        RestOfBlock.first(after: keyword, in: tokens) { position in
            let token = tokens[position]
            // A call, also with only a trailing closure (`service.fetchStatus { … }`); not a case built with its
            // values (`state: .connected(ip)`), an implicit member after `(`, `,` or `:`.
            guard token.kind == .identifier, position + 1 < tokens.count, tokens[position + 1].text == "(" || tokens[position + 1].text == "{",
                  !isImplicitMember(position, in: tokens) else { return false }
            let name = token.text.lowercased()
            return requestWords.contains(where: name.contains)
        } == nil
    }

    private func isImplicitMember(_ position: Int, in tokens: [Token]) -> Bool {
        guard position >= 2, tokens[position - 1].text == "." else { return false }
        let before = tokens[position - 2]
        return before.kind == .operator || before.kind == .punctuation && ["(", ",", ":", "["].contains(before.text)
            || before.kind == .keyword && before.text == "return"
    }

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
