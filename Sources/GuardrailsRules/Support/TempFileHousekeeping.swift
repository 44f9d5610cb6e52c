import GuardrailsCore

/// `FileManager.default.removeItem(at: scratch)` in a `defer`, `moveItem(at: download, to: copy)`, `copyItem`, `createDirectory`,
/// `createFile` or `unzipItem(at:to:)` whose target is in the temporary directory or a file the same function names afresh: the argument (or the
/// local it names, bound in the function) is built from `temporaryDirectory`, `NSTemporaryDirectory()` or a `UUID()`; and
/// `FileManager.default.temporaryDirectory` read by a function whose every other use of the default manager is such
/// housekeeping. The scratch path may also reach the call through a `private` function's parameter or a `private` stored
/// property the file fills only with such paths (`PathProvenance`: an archive unzipped into the temporary folder and its
/// copies removed), or be named as one (`tempDirectoryURL`). A scratch file's lifetime is the type's; no state or
/// configuration there would be doubled. Reading, or touching a file elsewhere (the user's documents, a path handed in), stays reported.
enum TempFileHousekeeping {
    private static let targets: [String: Set<String>] = [
        "removeItem": ["at", "atPath"], "createDirectory": ["at", "atPath"], "createFile": ["atPath"],
        "moveItem": ["to", "toPath"], "copyItem": ["to", "toPath"], "unzipItem": ["to"],
    ]
    private static let scratchMarkers: Set<String> = ["temporaryDirectory", "NSTemporaryDirectory", "UUID"]

    static func isHousekeeping(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        guard type == "FileManager" || type == "NSFileManager", reference.name == "default",
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 2 < tokens.count, tokens[position + 1].text == "." else { return false }
        let provenance = PathProvenance(reference, file, index)
        if tokens[position + 2].text != "temporaryDirectory" { return cleansScratch(at: position, tokens, provenance) }
        // The temporary folder asked for by a function that otherwise only keeps house there.
        guard let start = functionStart(before: position, tokens), let end = EnclosingBrace.closing(of: bodyOpening(after: start, tokens), in: tokens) else { return false }
        let others = file.model.references.filter { other in
            guard other.base == reference.base, other.name == reference.name, other.line != reference.line || other.column != reference.column,
                  let at = TokenLookup.position(line: Int(other.line), column: Int(other.column), in: tokens) else { return false }
            return at > start && at < end
        }.compactMap { TokenLookup.position(line: Int($0.line), column: Int($0.column), in: tokens) }
        return !others.isEmpty && others.allSatisfy { at in
            cleansScratch(at: at, tokens, provenance) || at + 2 < tokens.count && tokens[at + 2].text == "temporaryDirectory"
        }
    }

    /// `.removeItem(at: target)` and the like at `position` (the `default` token), its target a scratch file.
    private static func cleansScratch(at position: Int, _ tokens: [Token], _ provenance: PathProvenance?) -> Bool {
        guard position + 4 < tokens.count, let labels = targets[tokens[position + 2].text], tokens[position + 3].text == "(",
              let target = LabelledArguments.of(callOpeningAt: position + 3, in: tokens).first(where: { labels.contains($0.label) }) else {
            return false
        }
        return isScratch(argumentFrom: target.value, tokens, before: position) || provenance?.isScratch(expressionAt: target.value) == true
    }

    /// The argument starting at `start` holds a scratch marker, or is a local bound earlier in the function to one that does.
    private static func isScratch(argumentFrom start: Int, _ tokens: [Token], before position: Int) -> Bool {
        let argument = PathProvenance.expression(from: start, tokens)
        if argument.contains(where: { scratchMarkers.contains(tokens[$0].text) }) { return true }
        guard tokens[start].kind == .identifier else { return false }
        let name = tokens[start].text
        // Back to the function, or to the type when the code sits in a property's closure (`FileRepresentation { received in … }`).
        for cursor in stride(from: position - 1, to: max(scopeStart(before: position, tokens), 0), by: -1)
        where tokens[cursor].text == name && (tokens[cursor - 1].text == "let" || tokens[cursor - 1].text == "var") && tokens[cursor + 1].text == "=" {
            return PathProvenance.expression(from: cursor + 2, tokens).contains { scratchMarkers.contains(tokens[$0].text) }
        }
        return false
    }

    /// The `func` or `init` keyword of the function holding `position`, if any (not crossing a type's declaration).
    private static func functionStart(before position: Int, _ tokens: [Token]) -> Int? {
        let start = scopeStart(before: position, tokens)
        return start >= 0 && (tokens[start].text == "func" || tokens[start].text == "init") ? start : nil
    }

    /// The `func`/`init` keyword of the function holding `position`, else the keyword of the type declaring it (or -1).
    private static func scopeStart(before position: Int, _ tokens: [Token]) -> Int {
        for cursor in stride(from: position - 1, through: 0, by: -1) where tokens[cursor].kind == .keyword {
            let text = tokens[cursor].text
            if text == "func" || text == "init" && cursor + 1 < tokens.count && (tokens[cursor + 1].text == "(" || tokens[cursor + 1].text == "?") { return cursor }
            if text == "class" || text == "struct" || text == "enum" || text == "extension" || text == "actor" || text == "protocol" { return cursor }
        }
        return -1
    }

    private static func bodyOpening(after start: Int, _ tokens: [Token]) -> Int {
        var cursor = start
        while cursor < tokens.count, tokens[cursor].text != "{" { cursor += 1 }
        return cursor
    }
}
