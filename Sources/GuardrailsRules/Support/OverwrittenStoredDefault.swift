import GuardrailsCore

/// For `shared-instance-access`: `var defaults: UserDefaults = .standard` of a type every initializer of which assigns
/// that property from one of its own parameters (`self.defaults = defaults`), or delegates to one that does
/// (`self.init(…)`): the initial value is never what the instance keeps, so it hides nothing; what the caller passes
/// does (the initializer's own default, if any, is judged where it is written). A type with no initializer of its own
/// (a struct's memberwise one takes the initial value as its default) or one initializer leaving the property alone stays reported.
enum OverwrittenStoredDefault {
    static func isOverwritten(_ reference: Reference, _ file: LintFile) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        let line = Int(reference.line)
        guard let property = type.members.last(where: { $0.line <= line }), property.line == line,
              property.kind == .variable, property.isStoredVar, !property.modifiers.contains("static"), !property.modifiers.contains("class") else { return false }
        let initializers = type.members.filter { $0.kind == .initializer }
        var assigning = 0
        for initializer in initializers {
            guard let start = TokenLookup.position(line: initializer.line, column: initializer.column, in: tokens),
                  let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
            let header = FunctionParameters.names(declaredAt: start, in: tokens)
            guard header.end < end else { return false }
            if assigns(property.name, from: header.names, in: (header.end + 1)..<end, tokens) {
                assigning += 1
            } else if !delegates(in: (header.end + 1)..<end, tokens) {
                return false
            }
        }
        return assigning > 0
    }

    /// `self.name = parameter` (or `name = parameter`) on a line of its own, the parameter whole.
    private static func assigns(_ name: String, from parameters: Set<String>, in body: Range<Int>, _ tokens: [Token]) -> Bool {
        for index in body where tokens[index].text == name && tokens[index].kind == .identifier {
            let qualified = index >= 2 && tokens[index - 1].text == "." && tokens[index - 2].text == "self"
            let bare = tokens[index].startsLine
            guard qualified && tokens[index - 2].startsLine || bare, index + 2 < body.upperBound,
                  tokens[index + 1].kind == .operator, tokens[index + 1].text == "=",
                  parameters.contains(tokens[index + 2].text), tokens[index + 2].kind == .identifier else { continue }
            let next = index + 3
            if next >= body.upperBound || tokens[next].startsLine || tokens[next].text == ";" { return true }
        }
        return false
    }

    /// `self.init(…)` in the body: the designated initializer it calls sets the property.
    private static func delegates(in body: Range<Int>, _ tokens: [Token]) -> Bool {
        body.contains { index in
            tokens[index].text == "self" && index + 2 < body.upperBound && tokens[index + 1].text == "." && tokens[index + 2].text == "init"
        }
    }
}
