import GuardrailsCore

/// `public static func newSession() { Tracker.shared.configuration.sessionID = UUID() }` in a caseless `public enum` facade:
/// an exported static member whose whole body is one statement on one line rooted at a package singleton (a property
/// write, or the call of any member). The namespace has no instance to be given the singleton; the member is the library's
/// entry point onto it, as `ExportedForwarding` accepts for a same-named call. Logic around the read (locals, conditions,
/// several statements) stays reported, and so does such a member of a type with cases or stored state.
enum StaticFacadeStatement {
    static func isEntryStatement(_ reference: Reference, of singleton: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard reference.base == singleton, reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let facade = types[Int(reference.enclosingType)]
        guard facade.name != singleton, let member = facade.members.last(where: { $0.line <= Int(reference.line) }),
              member.kind == .function || member.kind == .variable, member.modifiers.contains("static"),
              member.modifiers.contains("public") || member.modifiers.contains("open") else { return false }
        let declarations = index.declarations(named: facade.name).filter { $0.kind != .extension }
        guard !declarations.isEmpty, declarations.allSatisfy({ $0.kind == .enum && !$0.hasStoredProperties }),
              !types.contains(where: { $0.name == facade.name && $0.members.contains { $0.kind == .enumCase } }),
              !index.declarations(named: singleton).isEmpty,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position >= 3, tokens[position - 1].text == ".", tokens[position - 2].text == singleton,
              let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: keyword, in: tokens) else { return false }
        var start = position - 2
        while start > keyword, ["try", "await"].contains(tokens[start - 1].text) { start -= 1 }
        // The brace before the statement opens the member's body, not a block inside it.
        guard start > keyword, tokens[start - 1].text == "{", start < end,
              (keyword..<start).first(where: { tokens[$0].text == "{" }) == start - 1 else { return false }
        let line = tokens[start].line
        return tokens[start..<end].allSatisfy { $0.line == line && $0.text != ";" } && tokens[end].startsLine
    }
}
