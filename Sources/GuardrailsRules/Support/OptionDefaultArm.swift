import GuardrailsCore

/// `case .default: client = PageClient(http: HTTPClient.shared)` in a `switch options.client` another arm of which binds the
/// instance the caller provided (`case .provided(let client): self.client = client`): the option is the seam, and the caller
/// chose the default by not providing one, as it chooses an option enum's own `.singleton` case. Only the `.default` arm, and
/// only beside an arm binding a payload; a `switch` with no such arm (`case .staging:`) picks a singleton itself.
enum OptionDefaultArm {
    static func isDefaultArm(_ reference: Reference, _ tokens: [Token]) -> Bool {
        // The access is in the body of `case .default:`, with no brace between them.
        guard let start = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let arm = SwitchArmLabel.around(start, in: tokens, limit: 128), arm.name == "default" else { return false }
        let label = arm.position
        // The switch's other arms, after and before this one, at the switch body's own depth.
        return bindingArm(from: start, step: 1, tokens) || bindingArm(from: label - 1, step: -1, tokens)
    }

    /// Walks from `origin` towards the end (`step` 1) or the start (`step` -1) of the switch body, at its own depth, looking for
    /// an arm binding a payload.
    private static func bindingArm(from origin: Int, step: Int, _ tokens: [Token]) -> Bool {
        let entering = step > 0 ? "{" : "}"
        let leaving = step > 0 ? "}" : "{"
        var depth = 0
        var cursor = origin
        while cursor > 0, cursor + 4 < tokens.count, abs(cursor - origin) < 512 {
            let text = tokens[cursor].text
            if text == entering { depth += 1 }
            if text == leaving {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, isBindingArm(at: cursor, tokens) { return true }
            cursor += step
        }
        return false
    }

    /// `case .provided(let client)` or `case let .provided(client)`.
    private static func isBindingArm(at position: Int, _ tokens: [Token]) -> Bool {
        guard position + 4 < tokens.count, tokens[position].text == "case", tokens[position].kind == .keyword else { return false }
        // `case let .provided(client)`.
        if tokens[position + 1].text == "let", tokens[position + 2].text == ".", tokens[position + 3].kind == .identifier {
            return tokens[position + 4].text == "("
        }
        guard tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier, tokens[position + 3].text == "(" else { return false }
        return tokens[position + 4].text == "let" || tokens[position + 4].text == "var"
    }
}
