import GuardrailsCore

/// `for ruleFile in allRuleFiles { let content = try String(contentsOf: ruleFile); let formatter = Formatter(tokenize(content)) … }`:
/// a test walking the project's own files, building an object from each file's text (itself or through locals derived from it)
/// to audit that file (its declarations' naming, its layout): the files are what the test checks, the object is the lens it reads
/// them with, not a system under test a factory would build. A fixture read once outside such a loop is the subject's input and
/// stays the test's own construction.
enum FileAuditLoops {
    /// Labels of Foundation's whole-file reads (`String(contentsOf:)`, `Data(contentsOf:)`, `String(contentsOfFile:)`).
    private static let reads: Set<String> = ["contentsOf", "contentsOfFile", "contentsOfURL"]
    private static let braceLimit = 4096
    private static let loopHeaderLimit = 48

    /// The construction whose type name is at `position` takes a file's text read from the loop variable of an enclosing `for`.
    static func readsEachFile(constructionAt position: Int, _ tokens: [Token]) -> Bool {
        guard position + 1 < tokens.count, let arguments = argumentRange(after: position, tokens),
              let (variable, body) = enclosingLoop(of: position, tokens) else { return false }
        // Locals of the loop body, before the construction, holding the file's text or something made from it.
        var fileText: Set<String> = []
        var changed = true
        var rounds = 0
        while changed, rounds < 3 {
            changed = false
            rounds += 1
            var cursor = body.lowerBound
            while cursor + 2 < position {
                defer { cursor += 1 }
                guard tokens[cursor].kind == .keyword, tokens[cursor].text == "let" || tokens[cursor].text == "var",
                      tokens[cursor + 1].kind == .identifier, tokens[cursor + 2].text == "=", !fileText.contains(tokens[cursor + 1].text) else { continue }
                let value = valueRange(from: cursor + 3, before: position, tokens)
                if readsFile(in: value, variable: variable, tokens) || value.contains(where: { tokens[$0].kind == .identifier && fileText.contains(tokens[$0].text) }) {
                    fileText.insert(tokens[cursor + 1].text)
                    changed = true
                }
            }
        }
        return readsFile(in: arguments, variable: variable, tokens)
            || arguments.contains { tokens[$0].kind == .identifier && fileText.contains(tokens[$0].text) }
    }

    /// `String(contentsOf: file)` naming the loop variable within `range`.
    private static func readsFile(in range: Range<Int>, variable: String, _ tokens: [Token]) -> Bool {
        range.contains { tokens[$0].kind == .identifier && reads.contains(tokens[$0].text) && $0 + 1 < range.upperBound && tokens[$0 + 1].text == ":" }
            && range.contains { tokens[$0].kind == .identifier && tokens[$0].text == variable }
    }

    /// The tokens inside the call's parentheses (after generic arguments or a `.make…` factory name).
    private static func argumentRange(after position: Int, _ tokens: [Token]) -> Range<Int>? {
        guard let opening = tokens[(position + 1)...].prefix(8).firstIndex(where: { $0.text == "(" }),
              let closing = Parentheses.closing(opening: opening, in: tokens) else { return nil }
        return (opening + 1)..<closing
    }

    /// A bound value: up to the end of its line, outside brackets.
    private static func valueRange(from start: Int, before limit: Int, _ tokens: [Token]) -> Range<Int> {
        var end = start
        var depth = 0
        while end < limit {
            let text = tokens[end].text
            if end > start, depth == 0, tokens[end].startsLine { break }
            if text == "(" || text == "[" || text == "{" { depth += 1 }
            if text == ")" || text == "]" || text == "}" { depth -= 1 }
            end += 1
        }
        return start..<end
    }

    /// The innermost enclosing `for name in … {` body holding `position` (through nested blocks), with its variable.
    private static func enclosingLoop(of position: Int, _ tokens: [Token]) -> (String, ClosedRange<Int>)? {
        var inner = position
        for _ in 0..<6 {
            guard let brace = TokenLookup.enclosingBrace(of: inner, tokens, within: braceLimit) else { return nil }
            var cursor = brace - 1
            while cursor > 0, brace - cursor < loopHeaderLimit, tokens[cursor].text != "{", tokens[cursor].text != "}" {
                // The test's own body: no loop holds the construction within it.
                if tokens[cursor].kind == .keyword, tokens[cursor].text == "func" || tokens[cursor].text == "init" { return nil }
                if tokens[cursor].kind == .keyword, tokens[cursor].text == "for", cursor + 2 < brace,
                   tokens[cursor + 1].kind == .identifier, tokens[cursor + 2].text == "in",
                   let closing = EnclosingBrace.closing(of: brace, in: tokens) {
                    return (tokens[cursor + 1].text, brace...closing)
                }
                cursor -= 1
            }
            inner = brace
        }
        return nil
    }
}
