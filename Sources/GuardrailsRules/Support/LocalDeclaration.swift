import GuardrailsCore

/// The type a local name was declared with, read from the tokens before its use: `let alert =
/// UIAlertController(…)`, `let picker: UIDocumentPickerViewController`, `var sheet = UIActivityViewController.make()`,
/// `if let browser = controller as? SFSafariViewController`.
enum LocalDeclaration {
    private static let lookBehind = 600

    /// With `exactly`, only a type annotation (`let importer: Importer`) or an initializer call (`= Importer(`)
    /// counts: a static factory (`= Utils.navController(for: …)`) may return another type.
    static func typeName(of name: String, before position: Int, in tokens: [Token], exactly: Bool = false) -> String? {
        guard let declared = NearestLocalDeclaration.position(of: name, before: position, in: tokens, within: lookBehind) else { return nil }
        return exactly ? annotatedOrConstructedType(after: declared, in: tokens) : declaredType(after: declared, in: tokens)
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

    /// `: Type` or `= Type(` after the declared name at `position`.
    static func annotatedOrConstructedType(after position: Int, in tokens: [Token]) -> String? {
        guard position + 3 < tokens.count else { return nil }
        let next = tokens[position + 1]
        let candidate = tokens[position + 2]
        guard candidate.kind == .identifier, candidate.text.first?.isUppercase == true else { return nil }
        if next.kind == .punctuation, next.text == ":" { return candidate.text }
        let call = tokens[position + 3]
        return next.kind == .operator && next.text == "=" && call.kind == .punctuation && call.text == "(" && !call.followsSpace ? candidate.text : nil
    }

    /// `controller as? SFSafariViewController` in the initial value starting at `start`, before it ends; a cast
    /// inside an argument (`Importer(types: [kUTTypeItem as String])`) is not the value's type.
    private static func castType(from start: Int, in tokens: [Token]) -> String? {
        var current = start
        var depth = 0
        while current + 1 < tokens.count, current - start < 16 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" || token.text == "," || token.text == ";" { return nil }
            if current > start, token.startsLine { return nil }
            if token.kind == .punctuation, token.text == "(" || token.text == "[" { depth += 1 }
            if token.kind == .punctuation, token.text == ")" || token.text == "]" { depth -= 1 }
            if depth == 0, token.kind == .keyword, token.text == "as" {
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
