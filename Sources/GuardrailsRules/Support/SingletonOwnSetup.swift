import GuardrailsCore

/// Whether a read sits in the `private init` of a type that is itself the process's one instance
/// (`static let shared = ChimePlayer()` beside `private init() { … AVAudioSession.sharedInstance().setCategory(…) }`): the
/// process's sole system object set up once by the one object that owns that setup. Nobody can construct the type to hand it
/// anything; what stays a finding is the type's own singleton where others reach it.
enum SingletonOwnSetup {
    static func isInPrivateInit(_ reference: Reference, _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard type.kind == .class || type.kind == .struct || type.kind == .actor else { return false }
        let line = Int(reference.line)
        let members = type.members.sorted { $0.line < $1.line }
        guard let position = members.lastIndex(where: { $0.line <= line }), members[position].kind == .initializer,
              members[position].modifiers.contains("private"),
              // Its only initializer: no other way to build the type.
              members.filter({ $0.kind == .initializer }).count == 1 else { return false }
        let tokens = file.tokens
        return members.contains { member in
            guard member.isLet, member.modifiers.contains("static"),
                  var index = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
            while index + 2 < tokens.count, Int(tokens[index].line) == member.line, tokens[index].text != "=" { index += 1 }
            return index + 2 < tokens.count && tokens[index].text == "=" && (tokens[index + 1].text == type.name || tokens[index + 1].text == "Self")
                && tokens[index + 2].text == "("
        }
    }
}
