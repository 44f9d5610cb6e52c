import GuardrailsCore

/// Whether a singleton is read only for one of the user's system preferences it reports
/// (`NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`): a read-only value of the system the app runs on,
/// with no lifetime or configuration to own, like `UIAccessibility.isReduceMotionEnabled`, which is static.
enum SystemPreferenceRead {
    /// `preferences` holds `Type.member` pairs (`NSWorkspace.accessibilityDisplayShouldReduceMotion`).
    /// A pair may name a path of two members (`UIApplication.delegate.window`), optional chaining between them.
    static func isPreferenceRead(_ reference: Reference, of type: String, _ tokens: [Token], preferences: Set<String>) -> Bool {
        guard !preferences.isEmpty,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier else { return false }
        var end = position + 2
        if !preferences.contains("\(type).\(tokens[end].text)") {
            var next = end + 1
            while next < tokens.count, tokens[next].kind == .operator, !tokens[next].text.isEmpty, tokens[next].text.allSatisfy({ $0 == "?" || $0 == "!" }) { next += 1 }
            guard next + 1 < tokens.count, tokens[next].text == ".", tokens[next + 1].kind == .identifier,
                  preferences.contains("\(type).\(tokens[end].text).\(tokens[next + 1].text)") else { return false }
            end = next + 1
        }
        // Read, never assigned nor called with arguments.
        return end + 1 >= tokens.count || (tokens[end + 1].text != "=" && tokens[end + 1].text != "(")
    }
}
