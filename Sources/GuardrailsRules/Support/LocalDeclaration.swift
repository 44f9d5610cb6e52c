import GuardrailsCore

/// The type a local name was declared with, read from the tokens before its use: `let alert =
/// UIAlertController(…)`, `let picker: UIDocumentPickerViewController`, `var sheet = UIActivityViewController.make()`.
enum LocalDeclaration {
    private static let lookBehind = 600

    static func typeName(of name: String, before position: Int, in tokens: [Token]) -> String? {
        var current = position - 1
        while current > 0, position - current < lookBehind {
            let token = tokens[current]
            if token.kind == .identifier, token.text == name, tokens[current - 1].kind == .keyword,
               tokens[current - 1].text == "let" || tokens[current - 1].text == "var" {
                return declaredType(after: current, in: tokens)
            }
            current -= 1
        }
        return nil
    }

    /// `: Type` or `= Type(` / `= Type.member` after the declared name at `position`.
    private static func declaredType(after position: Int, in tokens: [Token]) -> String? {
        guard position + 2 < tokens.count else { return nil }
        let next = tokens[position + 1]
        let candidate = tokens[position + 2]
        let introducesType = (next.kind == .punctuation && next.text == ":") || (next.kind == .operator && next.text == "=")
        guard introducesType, candidate.kind == .identifier, candidate.text.first?.isUppercase == true else { return nil }
        return candidate.text
    }
}
