import GuardrailsCore

/// `assert(!Thread.isMainThread, "blocks the caller")`, `precondition(!…)` or a logger's `Log.shared.assert(!…)`, the
/// first statement of a synchronous function or initializer: a deliberately blocking API warning its caller, as the
/// `if Thread.isMainThread { log(…) }` opening `main-thread-check` accepts does. No isolation says "not on the main actor"
/// for synchronous code; an `async` function can be `@concurrent`, and an assertion further down guards the work after it.
enum OffMainCallerAssertions {
    /// The read's `isMainThread` token is at `position`, its chain (`Thread.`) starting at `start`.
    static func opensSynchronousFunction(_ position: Int, chainStart start: Int, _ tokens: [Token]) -> Bool {
        guard start >= 4, position + 1 < tokens.count, tokens[position + 1].text == "," || tokens[position + 1].text == ")",
              tokens[start - 1].text == "!", tokens[start - 2].text == "(",
              ["assert", "precondition"].contains(tokens[start - 3].text) else { return false }
        // The callee's chain (`LottieLogger.shared.assert`), right after the body's `{`.
        var first = start - 3
        while first >= 2, tokens[first - 1].text == ".", tokens[first - 2].kind == .identifier || tokens[first - 2].text == "self" { first -= 2 }
        guard first >= 1, tokens[first - 1].text == "{" else { return false }
        return isSynchronousFunctionBody(opening: first - 1, tokens)
    }

    /// The `{` at `brace` opens a `func` or `init` declared without `async`.
    private static func isSynchronousFunctionBody(opening brace: Int, _ tokens: [Token]) -> Bool {
        var header = brace - 1
        var depth = 0
        while header >= 0, brace - header < 256 {
            let text = tokens[header].text
            if text == ")" { depth += 1 } else if text == "(" { depth -= 1 }
            if depth == 0, text == "{" || text == "}" { return false }
            if depth == 0, tokens[header].kind == .keyword, text == "func" || text == "init" {
                return !(header..<brace).contains { tokens[$0].kind == .keyword && tokens[$0].text == "async" }
            }
            header -= 1
        }
        return false
    }
}
