import GuardrailsCore

/// `UIApplication.shared.connectedScenes` read in `presentationAnchor(for:)` of a type adopting
/// `ASAuthorizationControllerPresentationContextProviding` (any `…PresentationContextProviding`): the system asks the adapter
/// for the window its sign-in sheet is shown over, and the application's windows are the only answer; nothing else could be
/// injected (`ui-framework-import` allows the same lookup). Calling the application (`open(_:)`), or a read elsewhere, stays reported.
enum PresentationAnchorWindowLookup {
    private static let applications: Set<String> = ["UIApplication", "NSApplication"]

    static func isLookup(_ reference: Reference, of type: String, _ file: LintFile) -> Bool {
        let tokens = file.tokens
        guard applications.contains(type), let enclosing = EnclosingMember.of(reference, in: file.model.types),
              enclosing.member.kind == .function, enclosing.member.name == "presentationAnchor",
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let keyword = TokenLookup.position(line: enclosing.member.line, column: enclosing.member.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: keyword, in: tokens), position < end else { return false }
        // A property read off the application (`.connectedScenes`, `.windows`, `.keyWindow`), not a call.
        guard position + 3 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier,
              tokens[position + 3].text != "(" else { return false }
        return file.model.types.contains { type in
            type.parent == nil && type.name == enclosing.type.name && type.inheritance.contains { $0.name.hasSuffix("PresentationContextProviding") }
        }
    }
}
