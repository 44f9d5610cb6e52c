import GuardrailsCore

/// The type a local name was declared with, read from the tokens before its use: `let alert =
/// UIAlertController(…)`, `let picker: UIDocumentPickerViewController`, `var sheet = UIActivityViewController.make()`,
/// `if let browser = controller as? SFSafariViewController`.
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

    /// `: Type`, `= Type(` / `= Type.member`, or a cast `= value as? Type` after the declared name at `position`.
    private static func declaredType(after position: Int, in tokens: [Token]) -> String? {
        guard position + 2 < tokens.count else { return nil }
        let next = tokens[position + 1]
        let candidate = tokens[position + 2]
        let assigns = next.kind == .operator && next.text == "="
        let introducesType = (next.kind == .punctuation && next.text == ":") || assigns
        if assigns, let cast = castType(from: position + 2, in: tokens) { return cast }
        guard introducesType, candidate.kind == .identifier, candidate.text.first?.isUppercase == true else { return nil }
        return candidate.text
    }

    /// `controller as? SFSafariViewController` in the initial value starting at `start`, before it ends.
    private static func castType(from start: Int, in tokens: [Token]) -> String? {
        var current = start
        while current + 1 < tokens.count, current - start < 16 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" || token.text == "," || token.text == ";" { return nil }
            if current > start, token.startsLine { return nil }
            if token.kind == .keyword, token.text == "as" {
                var type = current + 1
                if tokens[type].kind == .operator, tokens[type].text == "?" || tokens[type].text == "!" { type += 1 }
                guard type < tokens.count, tokens[type].kind == .identifier, tokens[type].text.first?.isUppercase == true else { return nil }
                return tokens[type].text
            }
            current += 1
        }
        return nil
    }
}
