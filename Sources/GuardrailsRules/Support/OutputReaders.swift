import GuardrailsCore

/// Whether `Type(value).property`, built inside an assertion's arguments (also in a closure there, `events.map {
/// EventView($0).button }`), only reads what another object produced: its one argument is a closure's `$0` or a local
/// bound to the result of another object's method (`let down = try XCTUnwrap(transformer.transform(event))`), and only a
/// property is read off it. The view is how the test looks at the subject's output, not a subject it builds.
enum OutputReaders {
    static func isReader(_ position: Int, call: Int, suite: String, in tokens: [Token]) -> Bool {
        guard tokens[call].text == "(", call + 2 < tokens.count, tokens[call + 2].text == ")", !TestInputs.isNamed(suite, after: tokens[position].text),
              call + 4 < tokens.count, tokens[call + 3].text == ".", tokens[call + 4].kind == .identifier else { return false }
        // Only properties read off it: a call would exercise it.
        var end = call + 4
        while end + 2 < tokens.count, tokens[end + 1].text == ".", tokens[end + 2].kind == .identifier { end += 2 }
        if end + 1 < tokens.count, tokens[end + 1].text == "(" || tokens[end + 1].text == "{" { return false }
        let argument = tokens[call + 1]
        guard argument.kind == .identifier, argument.text.hasPrefix("$") || isBoundToMethodResult(argument.text, before: position, in: tokens),
              isInAssertion(TestInputs.qualifiedStart(position, in: tokens), in: tokens) else { return false }
        return true
    }

    /// `try Document(buffer: buffer).rootElement()`, its one argument bound by a pattern out of another local's member
    /// (`guard case .bytes(let buffer) = request?.body.storage`), a member read straight off it: a decoder or document built
    /// from what the subject produced, never kept, is how the test reads that output for its assertion.
    static func isDecodedOutput(_ position: Int, call: Int, suite: String, in tokens: [Token]) -> Bool {
        guard tokens[call].text == "(", !TestInputs.isNamed(suite, after: tokens[position].text) else { return false }
        var argument = call + 1
        if argument + 2 < tokens.count, tokens[argument].kind == .identifier, tokens[argument + 1].text == ":" { argument += 2 }
        guard argument + 1 < tokens.count, tokens[argument].kind == .identifier, tokens[argument + 1].text == ")" else { return false }
        var end = argument + 1
        while end + 1 < tokens.count, tokens[end + 1].kind == .operator, tokens[end + 1].text == "!" || tokens[end + 1].text == "?" { end += 1 }
        guard end + 2 < tokens.count, tokens[end + 1].text == ".", tokens[end + 2].kind == .identifier else { return false }
        return isMatchedOutOfOutput(tokens[argument].text, before: position, in: tokens)
    }

    /// The nearest earlier `name` is bound in a `case` pattern matched against a member of another local (`request?.body`).
    private static func isMatchedOutOfOutput(_ name: String, before position: Int, in tokens: [Token]) -> Bool {
        var current = position - 1
        while current > 2, position - current < 400 {
            defer { current -= 1 }
            guard tokens[current].kind == .identifier, tokens[current].text == name else { continue }
            let line = tokens[current].line
            var start = current
            while start > 0, tokens[start - 1].line == line { start -= 1 }
            guard (start..<current).contains(where: { tokens[$0].kind == .keyword && tokens[$0].text == "case" }),
                  let equals = (current + 1..<min(tokens.count, current + 16)).first(where: { tokens[$0].kind == .operator && tokens[$0].text == "=" }),
                  equals + 2 < tokens.count else { return false }
            let root = tokens[equals + 1]
            let next = tokens[equals + 2].text
            return root.kind == .identifier && root.text.first?.isLowercase == true && (next == "." || next == "?")
        }
        return false
    }

    /// Directly an argument of an assertion, or inside a closure that is part of one.
    private static func isInAssertion(_ position: Int, in tokens: [Token]) -> Bool {
        if let callee = EnclosingCall.callee(of: position, in: tokens) { return TestInputs.isAssertion(tokens[callee].text) }
        guard let brace = TokenLookup.enclosingBrace(of: position, tokens, within: 48),
              let callee = EnclosingCall.callee(of: brace, in: tokens) else { return false }
        return TestInputs.isAssertion(tokens[callee].text)
    }

    /// `let name = … other.method(…)` within the lines before: the local holds what another object returned.
    private static func isBoundToMethodResult(_ name: String, before position: Int, in tokens: [Token]) -> Bool {
        var current = position - 1
        while current > 2, position - current < 400 {
            if tokens[current].text == name, tokens[current - 1].kind == .keyword, tokens[current - 1].text == "let" || tokens[current - 1].text == "var",
               tokens[current + 1].text == "=" {
                var next = current + 2
                while next + 3 < tokens.count, !tokens[next].startsLine || next == current + 2 {
                    if tokens[next].kind == .identifier, tokens[next].text.first?.isLowercase == true, tokens[next + 1].text == ".",
                       tokens[next + 2].kind == .identifier, tokens[next + 3].text == "(", next == 0 || tokens[next - 1].text != "." { return true }
                    next += 1
                }
                return false
            }
            current -= 1
        }
        return false
    }
}
