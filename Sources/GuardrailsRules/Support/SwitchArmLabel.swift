import GuardrailsCore

/// The `case .name:` label of the `switch` arm holding a token: how `shared-instance-access` tells an option enum's arm
/// (`case .singleton:`, `case .default:`) resolving a shared instance.
enum SwitchArmLabel {
    /// The label before `start` with no brace between them (within `limit` tokens): its position and the case's name.
    static func around(_ start: Int, in tokens: [Token], limit: Int = .max) -> (position: Int, name: String)? {
        var label = start
        while label > 0, tokens[label].text != "case" {
            if tokens[label].text == "{" || tokens[label].text == "}" || start - label > limit { return nil }
            label -= 1
        }
        guard label + 3 < tokens.count, tokens[label].kind == .keyword, tokens[label + 1].text == ".",
              tokens[label + 3].text == ":" else { return nil }
        return (label, tokens[label + 2].text)
    }
}
