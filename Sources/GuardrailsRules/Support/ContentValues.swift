import GuardrailsCore

/// A value a test builds without arguments only to read its properties (`let copy = WelcomeFeature()`, then
/// `copy.title`): content such as a screen's constant strings, checked like data, whatever its name ends in.
enum ContentValues {
    /// Whether `Type()` at `position` (its `(` at `call`) is stored in a local the rest of its block only reads
    /// properties of: never calls a method on it, never hands it on.
    static func isOnlyRead(_ position: Int, call: Int, in tokens: [Token]) -> Bool {
        guard call + 1 < tokens.count, tokens[call].text == "(", tokens[call + 1].text == ")", position >= 3,
              tokens[position - 1].kind == .operator, tokens[position - 1].text == "=", tokens[position - 2].kind == .identifier,
              tokens[position - 3].kind == .keyword, tokens[position - 3].text == "let" || tokens[position - 3].text == "var" else { return false }
        let local = tokens[position - 2].text
        let uses = RestOfBlock.all(after: call + 1, in: tokens) { current in
            tokens[current].kind == .identifier && tokens[current].text == local
                && !(tokens[current - 1].kind == .punctuation && tokens[current - 1].text == ".")
        }
        return !uses.isEmpty && uses.allSatisfy { isPropertyRead($0, in: tokens) }
    }

    /// `local.property`, not followed by a call or an assignment.
    private static func isPropertyRead(_ position: Int, in tokens: [Token]) -> Bool {
        guard position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].kind == .identifier else { return false }
        guard position + 3 < tokens.count else { return true }
        let after = tokens[position + 3]
        return !(after.kind == .punctuation && after.text == "(" && !after.followsSpace) && !(after.kind == .operator && after.text.hasSuffix("="))
            && !(after.kind == .punctuation && after.text == "{")
    }
}
