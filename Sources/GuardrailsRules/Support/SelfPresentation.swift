import GuardrailsCore

/// A controller showing itself rather than another screen: a HUD or card that presents itself on the controller
/// it is given (`host.present(self, animated: true)`), or a static entry point of the controller that builds an
/// instance and presents it, alone or in a frame (`let card = self.init(…)`, `host.present(asCard: Frame(card), …)`).
/// Where it appears is its caller's choice; it leaves no screen for another.
enum SelfPresentation {
    /// `opening` is the call's `(`; `method` the member the call is in, declared at `methodStart`.
    /// `factories` are the owner's static functions declared to return the owner (`static func make(…) -> PinController`).
    static func presentsItself(
        callOpening opening: Int, method: MemberDecl?, methodStart: Int?, owner: String, factories: Set<String> = [], in tokens: [Token]
    ) -> Bool {
        let argument = firstArgument(after: opening, in: tokens)
        if argument.count == 1, tokens[argument.lowerBound].kind == .keyword, tokens[argument.lowerBound].text == "self" { return true }
        guard let method, let methodStart, method.kind == .function,
              method.modifiers.contains("static") || method.modifiers.contains("class") else { return false }
        let instances = Set((methodStart..<opening).compactMap { instanceName(builtAt: $0, owner: owner, factories: factories, in: tokens) })
        let mentionsInstance = { (range: Range<Int>) in
            range.contains { tokens[$0].kind == .identifier && instances.contains(tokens[$0].text) || builds(owner, at: $0, factories: factories, in: tokens) }
        }
        if mentionsInstance(argument) { return true }
        // `present(frame, …)` where `let frame = Frame(content: card)` wraps the instance.
        guard argument.count == 1, tokens[argument.lowerBound].kind == .identifier else { return false }
        let name = tokens[argument.lowerBound].text
        return (methodStart..<opening).contains { position in
            position >= 1 && tokens[position].kind == .identifier && tokens[position].text == name && tokens[position - 1].kind == .keyword
                && (tokens[position - 1].text == "let" || tokens[position - 1].text == "var") && mentionsInstance(initialValue(of: position, in: tokens))
        }
    }

    /// `func presentModally(from hostViewController: UIViewController) { let nav = UINavigationController(rootViewController: self);
    /// hostViewController.present(nav, animated: true) }`: an instance method presenting the controller itself, in a frame built around
    /// `self` (a direct argument of the frame's initializer), on a host its caller passes in.
    static func presentsFramedSelf(callOpening opening: Int, receiver: String, method: MemberDecl?, methodStart: Int?, in tokens: [Token]) -> Bool {
        guard let method, let methodStart, method.kind == .function, !method.modifiers.contains("static"), !method.modifiers.contains("class"),
              FunctionParameters.names(declaredAt: methodStart, in: tokens).names.contains(receiver) else { return false }
        let argument = firstArgument(after: opening, in: tokens)
        if wrapsSelf(argument, in: tokens) { return true }
        guard argument.count == 1, tokens[argument.lowerBound].kind == .identifier else { return false }
        let name = tokens[argument.lowerBound].text
        return (methodStart..<opening).contains { position in
            position >= 1 && tokens[position].kind == .identifier && tokens[position].text == name && tokens[position - 1].kind == .keyword
                && (tokens[position - 1].text == "let" || tokens[position - 1].text == "var") && wrapsSelf(initialValue(of: position, in: tokens), in: tokens)
        }
    }

    /// `Frame(rootViewController: self, …)`: `self` is a whole argument of the first call in `range`, not of a call nested in it.
    private static func wrapsSelf(_ range: Range<Int>, in tokens: [Token]) -> Bool {
        var depth = 0
        for position in range {
            let token = tokens[position]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            }
            guard depth == 1, token.kind == .keyword, token.text == "self", position + 1 < tokens.count, position >= 1 else { continue }
            if ["(", ":", ","].contains(tokens[position - 1].text), [")", ","].contains(tokens[position + 1].text) { return true }
        }
        return false
    }

    /// The tokens of the call's first argument, its label left out.
    private static func firstArgument(after opening: Int, in tokens: [Token]) -> Range<Int> {
        var start = opening + 1
        if start + 1 < tokens.count, tokens[start].kind == .identifier, tokens[start + 1].kind == .punctuation, tokens[start + 1].text == ":" { start += 2 }
        var depth = 0
        var end = start
        while end < tokens.count, end - start < 256 {
            let token = tokens[end]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { if depth == 0 { break } else { depth -= 1 } }
                if depth == 0, token.text == "," { break }
            }
            end += 1
        }
        return start..<end
    }

    /// `let card = self.init(…)` (or `Self(…)`, `Owner(…)`, after `try`): the name at `position` holds an instance.
    private static func instanceName(builtAt position: Int, owner: String, factories: Set<String>, in tokens: [Token]) -> String? {
        guard position >= 1, tokens[position].kind == .identifier, tokens[position - 1].kind == .keyword,
              tokens[position - 1].text == "let" || tokens[position - 1].text == "var" else { return nil }
        let value = initialValue(of: position, in: tokens)
        var start = value.lowerBound
        while start < value.upperBound, tokens[start].kind == .keyword && tokens[start].text == "try" || tokens[start].kind == .operator && tokens[start].text != "=" {
            start += 1
        }
        return start < value.upperBound && builds(owner, at: start, factories: factories, in: tokens) ? tokens[position].text : nil
    }

    /// The value after `name =` up to the end of its statement (the next line at the same depth).
    private static func initialValue(of name: Int, in tokens: [Token]) -> Range<Int> {
        guard name + 1 < tokens.count, tokens[name + 1].kind == .operator, tokens[name + 1].text == "=" else { return name..<name }
        let start = name + 2
        var depth = 0
        var end = start
        while end < tokens.count, end - start < 256 {
            let token = tokens[end]
            if end > start, depth == 0, token.startsLine { break }
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { if depth == 0 { break } else { depth -= 1 } }
            }
            end += 1
        }
        return start..<end
    }

    /// `self.init(`, `Self(`, `Self.init(` or `Owner(`, or `Owner.make(` of one of its `factories`: an instance of the controller itself.
    private static func builds(_ owner: String, at position: Int, factories: Set<String>, in tokens: [Token]) -> Bool {
        let token = tokens[position]
        guard position + 2 < tokens.count else { return false }
        let next = tokens[position + 1]
        if token.kind == .keyword, token.text == "self" || token.text == "Self", next.text == ".", tokens[position + 2].text == "init" { return true }
        let isType = token.text == "Self" || token.kind == .identifier && token.text == owner
        if isType, next.text == ".", factories.contains(tokens[position + 2].text), position + 3 < tokens.count, tokens[position + 3].text == "(" { return true }
        return isType && next.kind == .punctuation && next.text == "(" && !next.followsSpace
    }
}
