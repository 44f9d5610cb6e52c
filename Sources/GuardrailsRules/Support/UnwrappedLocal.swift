import GuardrailsCore

/// For `navigation-in-view-controller`: the type of a name unwrapped from an optional local (`if let browser =
/// browser`, `guard let browser = pending else`, `if let browser`), whose binding says nothing of it. The optional
/// `var` it unwraps does: the one type every assignment to it constructs (`browser = SFSafariViewController(url: link)`,
/// though declared `var browser: UIViewController?`), or else the type it is declared with.
enum UnwrappedLocal {
    private static let lookBehind = 600

    static func type(of name: String, before position: Int, in tokens: [Token]) -> String? {
        guard let binding = NearestLocalDeclaration.position(of: name, before: position, in: tokens, within: lookBehind), binding >= 2, binding + 3 < tokens.count,
              tokens[binding - 2].text == "," || tokens[binding - 2].kind == .keyword && ["if", "guard", "while"].contains(tokens[binding - 2].text)
        else { return nil }
        let ends = { (token: Token) in token.text == "{" || token.text == "," || token.text == "else" }
        let source: String
        if ends(tokens[binding + 1]) {
            source = name
        } else if tokens[binding + 1].text == "=", tokens[binding + 2].kind == .identifier, ends(tokens[binding + 3]) {
            source = tokens[binding + 2].text
        } else {
            return nil
        }
        guard let declaration = NearestLocalDeclaration.position(of: source, before: binding - 1, in: tokens, within: lookBehind) else { return nil }
        return assignedType(of: source, from: declaration, to: binding, in: tokens)
            ?? LocalDeclaration.typeName(of: source, before: declaration + 1, in: tokens)
    }

    /// The type every `name = Type(…)` from the declaration (its initial value included) to the binding constructs,
    /// when they agree and no other assignment (`name = cached`) leaves it open.
    private static func assignedType(of name: String, from declaration: Int, to binding: Int, in tokens: [Token]) -> String? {
        var found: String?
        var current = declaration
        while current + 3 < binding {
            defer { current += 1 }
            guard tokens[current].kind == .identifier, tokens[current].text == name, tokens[current + 1].kind == .operator,
                  tokens[current + 1].text == "=", tokens[current - 1].text != "." else { continue }
            let type = tokens[current + 2]
            guard type.kind == .identifier, type.text.first?.isUppercase == true, tokens[current + 3].text == "(", !tokens[current + 3].followsSpace,
                  found == nil || found == type.text else { return nil }
            found = type.text
        }
        return found
    }
}
