import GuardrailsCore

/// `let start = try? FileManager.default.url(for: .applicationDirectory, in: .localDomainMask, appropriateFor: nil, create: false)`
/// (or `FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first`) then only `panel.directoryURL = start`
/// (or the lookup assigned there inline): a well-known folder looked up, not created,
/// only to say where a system open or save panel opens. The user picks the file; nothing is read or written through the
/// manager, and a test has no panel to redirect. A lookup that creates the folder, or whose result is used otherwise, stays reported.
enum PanelStartFolder {
    static func isStartFolder(_ reference: Reference, of type: String, _ file: LintFile) -> Bool {
        let tokens = file.tokens
        guard type == "FileManager" || type == "NSFileManager", reference.name == "default",
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 3 < tokens.count, tokens[position + 1].text == ".", tokens[position + 3].text == "(",
              let closing = lookupEnd(named: tokens[position + 2].text, opening: position + 3, tokens) else { return false }
        // Back over `FileManager.` and `try?`/`try!` to what receives the folder.
        var start = position
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        if start >= 2, tokens[start - 1].text == "?" || tokens[start - 1].text == "!", tokens[start - 2].text == "try" { start -= 2 }
        guard start >= 2, tokens[start - 1].text == "=" else { return false }
        if isPanelFolder(assignedAt: start - 1, tokens) { return true }
        guard start >= 3, tokens[start - 2].kind == .identifier, tokens[start - 3].text == "let",
              let open = TokenLookup.enclosingBrace(of: start, tokens, within: 4_000), let end = TokenLookup.bodyEnd(from: open - 1, in: tokens) else { return false }
        let local = tokens[start - 2].text
        var uses = 0
        var current = closing + 1
        while current < end {
            if tokens[current].kind == .identifier, tokens[current].text == local, tokens[current - 1].text != "." {
                guard current + 1 < tokens.count, tokens[current + 1].startsLine || tokens[current + 1].text == "}" || tokens[current + 1].text == ";",
                      isPanelFolder(assignedAt: current - 1, tokens) else { return false }
                uses += 1
            }
            current += 1
        }
        return uses > 0
    }

    /// `… .directoryURL =` ends at `equals`.
    private static func isPanelFolder(assignedAt equals: Int, _ tokens: [Token]) -> Bool {
        equals >= 2 && tokens[equals].text == "=" && tokens[equals - 1].text == "directoryURL" && tokens[equals - 2].text == "."
    }

    /// Where the lookup ends: `url(for:in:appropriateFor:create: false)` at its `)`, `urls(for:in:).first` (which never
    /// creates a folder) at its `first`; `nil` for another call.
    private static func lookupEnd(named name: String, opening: Int, _ tokens: [Token]) -> Int? {
        guard let closing = Parentheses.closing(opening: opening, in: tokens) else { return nil }
        if name == "url" { return createsNothing(from: opening, to: closing, tokens) ? closing : nil }
        guard name == "urls", closing + 2 < tokens.count, tokens[closing + 1].text == ".", tokens[closing + 2].text == "first" else { return nil }
        return closing + 2
    }

    /// The call's arguments say `create: false`.
    private static func createsNothing(from opening: Int, to closing: Int, _ tokens: [Token]) -> Bool {
        var current = opening + 1
        while current + 2 < closing {
            if tokens[current].text == "create", tokens[current + 1].text == ":" { return tokens[current + 2].text == "false" }
            current += 1
        }
        return false
    }
}
