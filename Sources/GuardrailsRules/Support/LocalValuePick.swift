import GuardrailsCore

/// `var message = failure.text` / `if reachability.connection == .unavailable { message = offlineText }` / `show(message)`:
/// an `if` without `else` whose branch only assigns locals the enclosing block declared with `var`, none `true`, `false` or
/// `nil` (a flag a caller could gate on). The check only picks a value the code after it uses either way, typically
/// the text of an error already met; with no request after it, nothing is gated.
enum LocalValuePick {
    static func onlyAssignsLocals(ifAt keyword: Int, in tokens: [Token]) -> Bool {
        guard tokens[keyword].text == "if", let end = TokenLookup.bodyEnd(from: keyword, in: tokens),
              end + 1 >= tokens.count || tokens[end + 1].text != "else",
              let start = LocalPolicy.opening(of: end, in: tokens), start + 1 < end,
              let block = TokenLookup.enclosingBrace(of: keyword, tokens, within: 4096) else { return false }
        var assigns = false
        var depth = 0
        for position in (start + 1)..<end {
            let token = tokens[position]
            if token.kind == .punctuation {
                if token.text == "(" || token.text == "[" { depth += 1 } else if token.text == ")" || token.text == "]" { depth -= 1 }
                if token.text == "{" || token.text == "}" { return false }
                continue
            }
            guard depth == 0 else { continue }
            if token.kind == .keyword, token.text == "return" || token.text == "throw" || token.text == "break" || token.text == "continue" { return false }
            guard token.kind == .operator, token.text == "=" else { continue }
            guard position >= 1, position + 1 < end, tokens[position - 1].kind == .identifier, tokens[position - 1].startsLine,
                  !["true", "false", "nil"].contains(tokens[position + 1].text),
                  declaresVariable(tokens[position - 1].text, in: (block + 1)..<keyword, tokens) else { return false }
            assigns = true
        }
        return assigns
    }

    /// `var name` written directly in `range` (the block before the `if`).
    private static func declaresVariable(_ name: String, in range: Range<Int>, _ tokens: [Token]) -> Bool {
        range.contains { position in
            tokens[position].kind == .keyword && tokens[position].text == "var" && position + 1 < range.upperBound && tokens[position + 1].text == name
        }
    }
}
