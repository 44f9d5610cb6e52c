import GuardrailsCore

/// `private let defaultGroup: WorkerGroup = .singleton` at the top level of a file, read only as the whole result of
/// `public` or `open` static accessors of that file (`public static var defaultWorkers: any Workers { defaultGroup }`):
/// the file-private name only spells the shared instance the library's accessor offers its callers, who choose to take it.
/// A read anywhere else (a body calling through it, an internal accessor) keeps the alias a hidden use and it stays reported.
enum PrivateSingletonAlias {
    private static let accessorModifiers: Set<String> = ["public", "open", "static", "class", "final", "nonisolated", "override"]

    static func isOfferedOnlyByPublicAccessors(_ reference: Reference, _ file: LintFile) -> Bool {
        let tokens = file.tokens
        guard reference.enclosingType < 0,
              var start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              start + 1 >= tokens.count || tokens[start + 1].startsLine else { return false }
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        if start >= 1, tokens[start - 1].text == "." { start -= 1 }
        // `private let name = …` or `private let name: Type = …`.
        guard start >= 4, tokens[start - 1].text == "=" else { return false }
        var nameAt = start - 2
        if tokens[nameAt].kind == .identifier, nameAt >= 2, tokens[nameAt - 1].text == ":" { nameAt -= 2 }
        guard nameAt >= 2, tokens[nameAt].kind == .identifier, tokens[nameAt - 1].text == "let",
              tokens[nameAt - 2].text == "private" || tokens[nameAt - 2].text == "fileprivate" else { return false }
        let name = tokens[nameAt].text
        var reads = 0
        for position in tokens.indices where position != nameAt && tokens[position].text == name && tokens[position].kind == .identifier {
            guard isWholeResultOfPublicStaticAccessor(at: position, tokens) else { return false }
            reads += 1
        }
        return reads > 0
    }

    /// `{ name }` or `{ return name }` as the whole body of `public static var …` or `public static func …`.
    private static func isWholeResultOfPublicStaticAccessor(at position: Int, _ tokens: [Token]) -> Bool {
        guard position + 1 < tokens.count, tokens[position + 1].text == "}", position >= 1 else { return false }
        let opening = tokens[position - 1].text == "return" ? position - 2 : position - 1
        guard opening >= 0, tokens[opening].text == "{" else { return false }
        // Back to the accessor's keyword, through its name and a short signature (`: any Workers`, `() -> Workers`).
        var keyword = opening - 1
        while keyword > 0, opening - keyword < 24, tokens[keyword].text != "var", tokens[keyword].text != "func" {
            if tokens[keyword].text == "{" || tokens[keyword].text == "}" { return false }
            keyword -= 1
        }
        guard keyword > 0, tokens[keyword].text == "var" || tokens[keyword].text == "func" else { return false }
        var modifiers: Set<String> = []
        var cursor = keyword - 1
        while cursor >= 0, accessorModifiers.contains(tokens[cursor].text) {
            modifiers.insert(tokens[cursor].text)
            cursor -= 1
        }
        return (modifiers.contains("public") || modifiers.contains("open")) && (modifiers.contains("static") || modifiers.contains("class"))
    }
}
