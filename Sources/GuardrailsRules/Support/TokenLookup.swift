import GuardrailsCore

/// Finds the token a model entry (a reference, a declaration) points at, by its line and column.
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
}
