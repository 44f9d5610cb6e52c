import GuardrailsCore

/// Finds the token a model entry (a reference, a declaration) points at, by its line and column, and where
/// the body it opens ends.
enum TokenLookup {
    /// The index of the token at `line`:`column` in `tokens` (sorted by position), or `nil`.
    static func position(line: Int, column: Int, in tokens: [Token]) -> Int? {
        var low = 0
        var high = tokens.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let token = tokens[middle]
            if Int(token.line) == line && Int(token.column) == column { return middle }
            if (Int(token.line), Int(token.column)) < (line, column) { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The `}` closing the first body brace after `start` (skipping an argument list before it, as in `#Preview("name")`).
    static func bodyEnd(from start: Int, in tokens: [Token]) -> Int? {
        var position = start + 1
        var parentheses = 0
        while position < tokens.count, !(parentheses == 0 && tokens[position].kind == .punctuation && tokens[position].text == "{") {
            if tokens[position].kind == .punctuation {
                if tokens[position].text == "(" { parentheses += 1 } else if tokens[position].text == ")" { parentheses -= 1 }
            }
            position += 1
        }
        var depth = 0
        while position < tokens.count {
            if tokens[position].kind == .punctuation {
                if tokens[position].text == "{" { depth += 1 } else if tokens[position].text == "}" {
                    depth -= 1
                    if depth == 0 { return position }
                }
            }
            position += 1
        }
        return tokens.count - 1
    }

    /// The `{` that opens the block holding `position`, looked for up to `limit` tokens back.
    static func enclosingBrace(of position: Int, _ tokens: [Token], within limit: Int) -> Int? {
        var depth = 0
        var current = position - 1
        while current > 0, position - current < limit {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "}" { depth += 1 }
            if token.kind == .punctuation, token.text == "{" {
                if depth == 0 { return current }
                depth -= 1
            }
            current -= 1
        }
        return nil
    }

    /// The token before `opening` (a parameter list's `(`), or before the generic clause `<…>` that ends there
    /// (`func load<Item: Decodable>(`): the declaration's name.
    static func nameBefore(parameterList opening: Int, _ tokens: [Token]) -> Int {
        var cursor = opening - 1
        guard cursor >= 0, tokens[cursor].text == ">" else { return cursor }
        var depth = 0
        while cursor >= 0 {
            if tokens[cursor].text == ">" { depth += 1 } else if tokens[cursor].text == "<" { depth -= 1; if depth == 0 { break } }
            cursor -= 1
        }
        return cursor - 1
    }
}
