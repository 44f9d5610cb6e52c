import GuardrailsCore

/// `Agent(store: store, center: NotificationCenter.default)` (or `Self(…)`) in a free or `static` function (a factory assembling objects)
/// or any function of a type the caller says assembles (a screen's builder, `ReceiptSceneFactory.make()`),
/// `self.init(endpoint: url, session: URLSession.shared)` (or `super.init`) forwarding to the designated initializer, any such
/// call in a `convenience init`, or a local bound to the shared instance (`let provider = DefaultProvider.shared`) whose every
/// use is such an argument: the shared instance is handed whole, as a labelled argument, to an initializer, whose type takes
/// it as a parameter. That is the injection the rule asks for, done where the object is assembled. Calling a method on it,
/// storing it, passing it to a function, or a component's instance member building its own collaborator with it
/// (`archive = Archive(files: FileManager.default)` in a designated `init`) stays reported.
enum InitializerArgument {
    /// `inAssemblyType`: whether the reference's type only assembles, asked when its function alone does not say so and the
    /// instance itself is the argument (a stored `let` bound to it in such a type, `let manager = Core.shared.manager`, fetches
    /// from a locator and stays reported).
    static func isPassed(_ reference: Reference, _ tokens: [Token], inAssemblyType: () -> Bool = { false }) -> Bool {
        guard let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position >= 2, tokens[position - 1].text == "." else { return false }
        let start = tokens[position - 2].kind == .identifier ? position - 2 : position - 1
        let assembles = isAssembly(before: start, isTopLevel: reference.enclosingType < 0, tokens)
        if isArgument(from: start, to: position, forwardsOnly: !assembles, tokens) { return true }
        // The type is asked only when the function alone does not assemble and the instance is an initializer's argument.
        if !assembles, isArgument(from: start, to: position, forwardsOnly: false, tokens) { return inAssemblyType() }
        // `let provider = DefaultProvider.shared`, then `Transport(provider: provider)` only.
        guard start >= 3, tokens[start - 1].text == "=", tokens[start - 2].kind == .identifier,
              tokens[start - 3].text == "let", end(after: position, tokens) < tokens.count,
              let open = EnclosingBrace.opening(before: start, in: tokens), let close = EnclosingBrace.closing(of: open, in: tokens) else { return false }
        let name = tokens[start - 2].text
        let uses = (end(after: position, tokens)..<close).filter { tokens[$0].kind == .identifier && tokens[$0].text == name && tokens[$0 - 1].text != "."
            && ($0 + 1 >= tokens.count || tokens[$0 + 1].text != ":") }
        return !uses.isEmpty && uses.allSatisfy { isArgument(from: $0, to: $0, forwardsOnly: !assembles, tokens) }
    }

    /// Whether the code at `position` sits in a free function, a `static`/`class` one, or a `convenience init`.
    private static func isAssembly(before position: Int, isTopLevel: Bool, _ tokens: [Token]) -> Bool {
        for cursor in stride(from: position - 1, through: 0, by: -1) where tokens[cursor].kind == .keyword {
            switch tokens[cursor].text {
            case "func":
                return isTopLevel || cursor >= 1 && (1...min(4, cursor)).contains { tokens[cursor - $0].text == "static" || tokens[cursor - $0].text == "class" }
            case "init":
                guard cursor + 1 < tokens.count, tokens[cursor + 1].text == "(" || tokens[cursor + 1].text == "?",
                      cursor >= 1, tokens[cursor - 1].text != "." else { continue }
                return (1...min(4, cursor)).contains { tokens[cursor - $0].text == "convenience" }
            case "class", "struct", "enum", "extension", "actor", "protocol": return false
            default: continue
            }
        }
        return isTopLevel
    }

    /// Whether the expression from `start` to `last` is a whole labelled argument of an initializer call.
    /// `forwardsOnly`: only `self.init(…)`/`super.init(…)` counts.
    private static func isArgument(from start: Int, to last: Int, forwardsOnly: Bool, _ tokens: [Token]) -> Bool {
        let after = end(after: last, tokens)
        guard start >= 3, after < tokens.count, tokens[after].text == "," || tokens[after].text == ")",
              tokens[start - 1].text == ":", tokens[start - 2].kind == .identifier,
              let open = ExportedForwarding.openingParenthesis(before: start - 3, tokens), open >= 1, !tokens[open].followsSpace else { return false }
        let callee = tokens[open - 1]
        if callee.text == "init" { return !forwardsOnly || open >= 3 && (tokens[open - 3].text == "self" || tokens[open - 3].text == "super") }
        // `Self(session: URLSession.shared, …)` in `static func live(…) -> Self`: the type assembling its own instance.
        return !forwardsOnly && (callee.kind == .identifier && callee.text.first?.isUppercase == true || callee.text == "Self")
    }

    /// The token after the reference, past a call's empty `()` (`AVAudioSession.sharedInstance()`).
    private static func end(after position: Int, _ tokens: [Token]) -> Int {
        position + 2 < tokens.count && tokens[position + 1].text == "(" && tokens[position + 2].text == ")" ? position + 3 : position + 1
    }
}
