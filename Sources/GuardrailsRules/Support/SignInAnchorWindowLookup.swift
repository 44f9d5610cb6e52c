import GuardrailsCore

/// `UIApplication.shared.connectedScenes` (or `.windows`, `.keyWindow`; `NSApplication.shared.keyWindow`) read inside
/// `func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor`: AuthenticationServices calls the
/// sign-in adapter back asking for the window its sheet is shown over, and the app's own window is the only answer. The
/// application only locates that window; calling it (`UIApplication.shared.open(url)`) there, or any read elsewhere, stays reported.
enum SignInAnchorWindowLookup {
    private static let applications: Set<String> = ["UIApplication", "NSApplication"]
    private static let windowMembers: Set<String> = ["connectedScenes", "windows", "keyWindow", "mainWindow"]

    static func isLookup(_ reference: Reference, of type: String, _ file: LintFile) -> Bool {
        guard applications.contains(type), reference.name == "shared", reference.enclosingType >= 0,
              Int(reference.enclosingType) < file.model.types.count else { return false }
        let tokens = file.tokens
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 2 < tokens.count, tokens[position + 1].text == ".", windowMembers.contains(tokens[position + 2].text) else { return false }
        let owner = file.model.types[Int(reference.enclosingType)]
        guard let method = owner.members.last(where: { ($0.line, $0.column) < (Int(reference.line), Int(reference.column)) }),
              method.kind == .function, method.name == "presentationAnchor",
              let start = TokenLookup.position(line: method.line, column: method.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens), position < end else { return false }
        // The header returns the framework's anchor type.
        var cursor = start
        while cursor < position, tokens[cursor].text != "{" {
            if tokens[cursor].text == "ASPresentationAnchor" { return true }
            cursor += 1
        }
        return false
    }
}
