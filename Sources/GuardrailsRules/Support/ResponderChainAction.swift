import GuardrailsCore

/// For `shared-instance-access`, in a `uiEnvironmentLayerKinds` file: `UIApplication.shared.sendAction(#selector(
/// UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)` (with `viewPlatformSingletons`), an action sent to the
/// first responder, wherever it sits in the UI layer (a free helper its views call to dismiss the keyboard): UIKit's only
/// API for it, which addresses the responder chain, not an object the code could be handed. Another call on the
/// application, or an action sent to a given target, stays reported.
enum ResponderChainAction {
    static func isSentToFirstResponder(_ reference: Reference, of type: String, pairs: Set<String>, _ tokens: [Token]) -> Bool {
        guard pairs.contains("\(type).\(reference.name)"),
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 3 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].text == "sendAction",
              tokens[position + 3].text == "(", let close = Parentheses.closing(opening: position + 3, in: tokens) else { return false }
        return (position + 4..<close).contains { offset in
            tokens[offset].text == "to" && offset + 2 < close && tokens[offset + 1].text == ":" && tokens[offset + 2].text == "nil"
                && (tokens[offset - 1].text == "," || tokens[offset - 1].text == "(")
        }
    }
}
