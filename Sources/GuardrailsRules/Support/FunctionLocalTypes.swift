import GuardrailsCore

/// A type declared inside a function's body (`func scan() { struct Match { … } }`): a helper of that one computation,
/// invisible outside it, never a model other code shares or compares.
enum FunctionLocalTypes {
    /// Cheap test on the model first: only a type declared below a method of the type enclosing it can sit in that
    /// method's body.
    static func mayBeLocal(_ type: TypeDecl, in model: SourceModel) -> Bool {
        guard let parent = type.parent else { return false }
        return model.types[parent].members.contains { member in
            (member.kind == .function || member.kind == .initializer) && member.body == .nonEmpty && member.line < type.line
        }
    }

    /// The brace that opens the body the declaration sits in belongs to a function, an initializer or an accessor.
    static func isLocal(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let brace = EnclosingBrace.opening(before: start, in: tokens) else { return false }
        return opensFunctionBody(brace, tokens)
    }

    private static let functionKeywords: Set<String> = ["func", "init", "deinit", "subscript"]
    private static let accessors: Set<String> = ["get", "set", "willSet", "didSet"]
    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor", "protocol"]

    /// Back from `brace` through its header: a function keyword before any other brace or type keyword.
    private static func opensFunctionBody(_ brace: Int, _ tokens: [Token]) -> Bool {
        if brace > 0, accessors.contains(tokens[brace - 1].text) { return true }
        var position = brace - 1
        while position >= 0, brace - position < 128 {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == "{" || token.text == "}" { return false }
            if token.kind == .keyword || token.kind == .identifier {
                if functionKeywords.contains(token.text) { return true }
                if typeKeywords.contains(token.text) { return false }
            }
            position -= 1
        }
        return false
    }
}
