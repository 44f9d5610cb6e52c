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
