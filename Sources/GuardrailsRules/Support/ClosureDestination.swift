import GuardrailsCore

/// Where a closure that presents its own parameter is handed: `let present: (UIViewController) -> Void = {
/// self.present($0, animated: true) }`, passed only as `handle(request, alertCallback: present)`, presents what the
/// callee gives an alert callback, not a screen the controller chose.
enum ClosureDestination {
    /// True when `name` is a parameter of the closure around `position` (`$0`, or a name before `in`) and that
    /// closure is only ever an argument whose label holds one of `words`: written there (`alertCallback: { … }`)
    /// or stored in a local passed nowhere else (`alertCallback: present`).
    static func isOnlyPassed(parameter name: String, at position: Int, in tokens: [Token], toLabelsWith words: [String]) -> Bool {
        guard let brace = TokenLookup.enclosingBrace(of: position, tokens, within: 512), brace >= 2, isParameter(name, ofClosureAt: brace, in: tokens) else { return false }
        let before = tokens[brace - 1]
        if before.kind == .punctuation, before.text == ":" { return isLabel(brace - 2, namedWith: words, in: tokens) }
        guard before.kind == .operator, before.text == "=", let local = declaredName(assignedAt: brace - 1, in: tokens) else { return false }
        var uses = 0
        var depth = 0
        var current = brace
        while current < tokens.count, current - brace < 8192 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                // The end of the block that declares the local.
                if depth < 0 { break }
            }
            if token.kind == .identifier, token.text == local, !(tokens[current - 1].kind == .punctuation && tokens[current - 1].text == ".") {
                guard tokens[current - 1].kind == .punctuation, tokens[current - 1].text == ":", isLabel(current - 2, namedWith: words, in: tokens) else { return false }
                uses += 1
            }
            current += 1
        }
        return uses > 0
    }

    /// `$0` of the innermost closure, or a name in its parameter list (`{ controller in`, `{ (controller) in`).
    private static func isParameter(_ name: String, ofClosureAt brace: Int, in tokens: [Token]) -> Bool {
        if name.hasPrefix("$") { return true }
        var current = brace + 1
        var isListed = false
        while current < tokens.count, current - brace < 24 {
            let token = tokens[current]
            if token.kind == .keyword, token.text == "in" { return isListed }
            if token.kind == .punctuation, token.text == "{" || token.text == "}" { return false }
            if token.kind == .identifier, token.text == name { isListed = true }
            current += 1
        }
        return false
    }

    /// `let present: (UIViewController) -> Void =`: the name declared before the `=` at `assignment`.
    private static func declaredName(assignedAt assignment: Int, in tokens: [Token]) -> String? {
        var current = assignment - 1
        while current > 0, assignment - current < 32 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" || token.text == "}" || token.text == ";" { return nil }
            if token.kind == .keyword, token.text == "let" || token.text == "var" {
                return tokens[current + 1].kind == .identifier ? tokens[current + 1].text : nil
            }
            current -= 1
        }
        return nil
    }

    private static func isLabel(_ position: Int, namedWith words: [String], in tokens: [Token]) -> Bool {
        guard position >= 0, tokens[position].kind == .identifier else { return false }
        let label = tokens[position].text.lowercased()
        return words.contains { label.contains($0) }
    }
}
