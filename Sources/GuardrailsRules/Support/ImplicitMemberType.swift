import GuardrailsCore

/// The type an implicit member expression (`.shared`, `.standard`) belongs to, where the code says it:
/// the annotation of the property or parameter it initializes (`session: URLSession = .shared`).
enum ImplicitMemberType {
    /// For the `.` at `position` that starts `= .member`, the annotated type before `=` and the member.
    static func annotated(dotAt position: Int, in tokens: [Token]) -> (type: String, member: String)? {
        guard position >= 3, position + 1 < tokens.count, tokens[position + 1].kind == .identifier || tokens[position + 1].kind == .keyword,
              tokens[position - 1].kind == .operator, tokens[position - 1].text == "=" else { return nil }
        var typeEnd = position - 2
        if tokens[typeEnd].kind == .operator, tokens[typeEnd].text == "?" || tokens[typeEnd].text == "!" { typeEnd -= 1 }
        guard typeEnd >= 1, tokens[typeEnd].kind == .identifier else { return nil }
        var typeStart = typeEnd
        while typeStart >= 2, tokens[typeStart - 1].kind == .punctuation, tokens[typeStart - 1].text == ".",
              tokens[typeStart - 2].kind == .identifier {
            typeStart -= 2
        }
        guard typeStart >= 1, tokens[typeStart - 1].kind == .punctuation, tokens[typeStart - 1].text == ":" else { return nil }
        return (tokens[typeEnd].text, tokens[position + 1].text)
    }
}
