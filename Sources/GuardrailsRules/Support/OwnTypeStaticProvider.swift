import GuardrailsCore

/// For `shared-instance-access`: `static var parse: URLSession = { … URLSession.shared … }()` in the package's extension of
/// the singleton's own type (or its declaration), not `private`: a settable provider of that type, the one place the
/// package chooses which instance the rest reads and tests replace by assigning another. Building its initial value is the
/// composition of that instance, as a live factory's is. A `static let`, a `private` one, a computed property or one of
/// another type stays reported, and so do the reads of the provider elsewhere.
enum OwnTypeStaticProvider {
    static func isInitialValue(_ reference: Reference, of type: String, _ file: LintFile) -> Bool {
        let tokens = file.tokens
        guard let (owner, member) = EnclosingMember.of(reference, in: file.model.types), owner.name == type, owner.parent == nil,
              member.kind == .variable, member.isStoredVar, member.modifiers.contains("static"),
              !member.modifiers.contains("private"), !member.modifiers.contains("fileprivate"),
              member.propertyType.map({ $0.name == type && !$0.isFunction }) ?? true,
              let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              keyword < position else { return false }
        // The reference lies between the property's `=` and the end of its initial value: `= { … }()` or the expression.
        var index = keyword
        var depth = 0
        while index < position {
            let text = tokens[index].text
            if text == "(" || text == "[" || text == "{" { depth += 1 } else if text == ")" || text == "]" || text == "}" { depth -= 1 }
            if depth == 0, tokens[index].kind == .operator, text == "=" { break }
            if depth < 0 { return false }
            index += 1
        }
        guard index < position, tokens[index].text == "=" else { return false }
        guard index + 1 < position, tokens[index + 1].text == "{" else { return ProtocolTypedSeam.isWholeInitialValue(reference, tokens) }
        guard let close = TokenLookup.bodyEnd(from: index, in: tokens) else { return false }
        return position < close && close + 2 < tokens.count && tokens[close + 1].text == "(" && tokens[close + 2].text == ")"
    }
}
