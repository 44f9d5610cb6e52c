import GuardrailsCore

/// Whether a token lies in one arm of a `switch` or `if` whose other arm answers a test stand-in
/// (`case .production: NSWorkspace.shared.frontmostApplication` beside `case .testing: Testing.mock.frontmostApplication`):
/// the branch is how the component is given its double, so the arm it sits in is the live side of an injection point.
enum StandInBranch {
    /// How far back the arm's label or the block's `{` is looked for.
    private static let reach = 400

    static func isLiveArm(_ position: Int, in tokens: [Token], markers: [String]) -> Bool {
        guard let siblings = siblingBodies(of: position, in: tokens) else { return false }
        return siblings.contains { answersStandIn(from: $0, in: tokens, markers: markers) }
    }

    /// Where the other arms' bodies start: after the labels of the other arms of the `switch` whose arm holds
    /// `position`, or inside the other block of the `if … { } else { }` whose block holds it.
    private static func siblingBodies(of position: Int, in tokens: [Token]) -> [Int]? {
        var depth = 0
        var current = position - 1
        while current >= 0, position - current < reach {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "}" { depth += 1 }
            if token.kind == .punctuation, token.text == "{" {
                if depth == 0 { return otherBlock(of: current, in: tokens).map { [$0] } }
                depth -= 1
            }
            if depth == 0, token.kind == .keyword, token.text == "case" || token.text == "default" {
                guard let brace = TokenLookup.enclosingBrace(of: current, tokens, within: reach), isHead("switch", of: brace, in: tokens),
                      let end = TokenLookup.bodyEnd(from: brace - 1, in: tokens) else { return nil }
                let labels = armLabels(from: brace, to: end, in: tokens)
                guard let own = labels.lastIndex(where: { $0 <= current }) else { return nil }
                return labels.indices.filter { $0 != own }.compactMap { bodyStart(afterLabel: labels[$0], before: end, in: tokens) }
            }
            current -= 1
        }
        return nil
    }

    /// The token after the `:` ending the label at `label`.
    private static func bodyStart(afterLabel label: Int, before end: Int, in tokens: [Token]) -> Int? {
        var parentheses = 0
        for position in (label + 1)..<end {
            let text = tokens[position].text
            if text == "(" || text == "[" { parentheses += 1 }
            if text == ")" || text == "]" { parentheses -= 1 }
            if parentheses == 0, text == ":", tokens[position].kind != .string { return position + 1 }
        }
        return nil
    }

    /// The arm's first expression (after `return`, `try`, `await`) is a chain naming a stand-in: `Testing.mock.frontmost`,
    /// `MockFiles()`, `return stubbedFiles`.
    private static func answersStandIn(from start: Int, in tokens: [Token], markers: [String]) -> Bool {
        var position = start
        while position < tokens.count, ["return", "try", "await", "?", "!"].contains(tokens[position].text) { position += 1 }
        while position < tokens.count, tokens[position].kind == .identifier {
            if namesStandIn(tokens[position].text, markers) { return true }
            guard position + 2 < tokens.count, tokens[position + 1].text == "." else { return false }
            position += 2
        }
        return false
    }

    /// The `case`/`default` labels directly inside the switch body `{`…`}`.
    private static func armLabels(from brace: Int, to end: Int, in tokens: [Token]) -> [Int] {
        var labels: [Int] = []
        var depth = 0
        for position in (brace + 1)..<end {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" { depth -= 1 }
            if depth == 0, token.kind == .keyword, token.text == "case" || token.text == "default" { labels.append(position) }
        }
        return labels
    }

    /// For the `{` of an `else` block, where the `if` block before it starts; for the `{` of an `if` block, where its
    /// `else` block starts.
    private static func otherBlock(of brace: Int, in tokens: [Token]) -> Int? {
        if brace >= 2, tokens[brace - 1].text == "else", tokens[brace - 2].text == "}",
           let opening = TokenLookup.enclosingBrace(of: brace - 2, tokens, within: reach), isHead("if", of: opening, in: tokens) {
            return opening + 1
        }
        guard isHead("if", of: brace, in: tokens), let end = TokenLookup.bodyEnd(from: brace - 1, in: tokens),
              end + 3 < tokens.count, tokens[end + 1].text == "else", tokens[end + 2].text == "{" else { return nil }
        return end + 3
    }

    /// `brace` ends the head of a `keyword` (`switch`, `if`) statement: no block or statement lies between them.
    private static func isHead(_ keyword: String, of brace: Int, in tokens: [Token]) -> Bool {
        var current = brace - 1
        while current >= 0, brace - current < 40 {
            let token = tokens[current]
            if token.kind == .keyword, token.text == keyword { return true }
            if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" { return false }
            current -= 1
        }
        return false
    }

    /// `mock`, `Testing.mock`, `MockWorkspace`, `URLStub`: a marker (capitalized, so it starts a camel-case word) in
    /// the identifier with its first letter raised.
    private static func namesStandIn(_ identifier: String, _ markers: [String]) -> Bool {
        let capitalized = identifier.prefix(1).uppercased() + identifier.dropFirst()
        return markers.contains { capitalized.contains($0) }
    }
}
