import GuardrailsCore

/// `FileManager.default.removeItem(at: scratch)` in a `defer`, `moveItem(at: download, to: copy)`, `copyItem`, `createDirectory`,
/// `createFile` or `unzipItem(at:to:)` whose target is in the temporary directory or a file the same function names afresh: the argument (or the
/// local it names, bound in the function) is built from `temporaryDirectory`, `NSTemporaryDirectory()` or a `UUID()`; and
/// `FileManager.default.temporaryDirectory` read anywhere (only where the temporary folder is, a constant path), and through a
/// local bound to the manager in a function whose every other use of it is such housekeeping. The scratch path may also reach the call through a `private` function's parameter, an instance `let` or a `private` stored
/// property the file fills only with such paths, or be named as one (`tempDirectoryURL`): `PathProvenance` reads the
/// argument back, in a method or a free function (an archive unzipped into the temporary folder and its copies removed).
/// A scratch file's lifetime is the type's; no state or configuration there would be doubled. Reading, or touching a file elsewhere (the user's documents, a path handed in), stays reported.
enum TempFileHousekeeping {
    private static let targets: [String: Set<String>] = [
        "removeItem": ["at", "atPath"], "createDirectory": ["at", "atPath"], "createFile": ["atPath"],
        "moveItem": ["to", "toPath"], "copyItem": ["to", "toPath"], "unzipItem": ["to"],
        // Listing a scratch folder to clear it out.
        "contentsOfDirectory": ["at", "atPath"],
    ]

    static func isHousekeeping(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        guard type == "FileManager" || type == "NSFileManager", reference.name == "default",
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 2 < tokens.count else { return false }
        let provenance = PathProvenance(reference, file, index)
        guard tokens[position + 1].text == "." else { return isScratchAlias(boundAt: position, tokens, provenance) }
        // Only where the temporary folder is: a constant path (`NSTemporaryDirectory()`, `URL.temporaryDirectory` give it without
        // the manager); nothing a double would stand in for. What is then done there through the manager is judged where it is done.
        if tokens[position + 2].text == "temporaryDirectory" { return true }
        return cleansScratch(at: position, tokens, provenance)
    }

    /// `let files = FileManager.default` (the `default` token at `position`) whose every use in the function reads the
    /// temporary folder or cleans a scratch file there, one at least cleaning: the same housekeeping through a local.
    private static func isScratchAlias(boundAt position: Int, _ tokens: [Token], _ provenance: PathProvenance) -> Bool {
        guard position >= 5, tokens[position - 1].text == ".", tokens[position - 3].text == "=", tokens[position - 5].text == "let",
              tokens[position - 4].kind == .identifier, position + 1 == tokens.count || tokens[position + 1].startsLine,
              let function = provenance.enclosingFunction(of: position) else { return false }
        let name = tokens[position - 4].text
        let uses = function.filter { at in at > position && tokens[at].text == name && tokens[at].kind == .identifier && tokens[at - 1].text != "." }
        guard uses.allSatisfy({ at in at + 2 < tokens.count && tokens[at + 1].text == "." }) else { return false }
        let cleaning = uses.filter { cleansScratch(at: $0, tokens, provenance) }
        return !cleaning.isEmpty && uses.allSatisfy { cleaning.contains($0) || tokens[$0 + 2].text == "temporaryDirectory" }
    }

    /// `.removeItem(at: target)` and the like at `position` (the `default` token), its target a scratch file.
    private static func cleansScratch(at position: Int, _ tokens: [Token], _ provenance: PathProvenance) -> Bool {
        guard position + 4 < tokens.count, let labels = targets[tokens[position + 2].text], tokens[position + 3].text == "(",
              let target = LabelledArguments.of(callOpeningAt: position + 3, in: tokens).first(where: { labels.contains($0.label) }) else {
            return false
        }
        // Listing: only a folder of the code's own in there, not the whole temporary directory the app shares.
        if tokens[position + 2].text == "contentsOfDirectory" { return provenance.isScratchSubfolder(expressionAt: target.value) }
        return provenance.isScratch(expressionAt: target.value)
    }
}
