import GuardrailsCore

/// Whether a singleton is read only for one of the user's system preferences it reports
/// (`NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`): a read-only value of the system the app runs on,
/// with no lifetime or configuration to own, like `UIAccessibility.isReduceMotionEnabled`, which is static.
enum SystemPreferenceRead {
    /// `preferences` holds `Type.member` pairs (`NSWorkspace.accessibilityDisplayShouldReduceMotion`).
    static func isPreferenceRead(_ reference: Reference, of type: String, _ tokens: [Token], preferences: Set<String>) -> Bool {
        guard !preferences.isEmpty,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier,
              preferences.contains("\(type).\(tokens[position + 2].text)") else { return false }
        // Read, never assigned nor called with arguments.
        return position + 3 >= tokens.count || (tokens[position + 3].text != "=" && tokens[position + 3].text != "(")
    }
}
