import GuardrailsCore

/// For `shared-instance-access`: `Log.shared.info(…)` inside `struct Log { static let shared = Logger(subsystem: …, category:
/// "shared") }` (or an extension of it in that file): the static holds a logging sink (`logSinkTypes`, `os.Logger`) the type
/// built itself, and the type's own members writing to it forward to the process's log, which no test substitutes. The
/// type is the logger; what else it does (a store it records in) is judged where that is read. A static of a sink type the
/// package declares itself, or read from another type, stays reported.
enum OwnLogSinkStatic {
    static func isOwnSink(_ reference: Reference, of type: String, sinkTypes: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard !sinkTypes.isEmpty, reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        var position = Int(reference.enclosingType)
        while let parent = types[position].parent { position = parent }
        guard types[position].name == type,
              let declaration = types.first(where: { $0.name == type && $0.parent == nil && $0.kind != .extension && $0.kind != .protocol }),
              let member = declaration.members.first(where: { $0.name == reference.name && $0.kind == .variable && $0.modifiers.contains("static") }),
              let start = TokenLookup.position(line: member.line, column: member.column, in: file.tokens) else { return false }
        let tokens = file.tokens
        // The initial value on the declaration's line: `= Logger(`.
        var cursor = start
        while cursor < tokens.count, cursor - start < 12, tokens[cursor].text != "=" {
            if cursor > start, tokens[cursor].startsLine { return false }
            cursor += 1
        }
        guard cursor + 2 < tokens.count, tokens[cursor].text == "=", sinkTypes.contains(tokens[cursor + 1].text),
              tokens[cursor + 2].text == "(", !tokens[cursor + 2].followsSpace else { return false }
        return index.declarations(named: tokens[cursor + 1].text).isEmpty
    }
}
