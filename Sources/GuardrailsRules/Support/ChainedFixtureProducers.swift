import GuardrailsCore

/// An object a test builds and uses up in one expression to produce its input: `let parsed = try #require(MarkupParser(decorator:
/// decorator).parse(html))`, then `let stripped = parsed.strippingFonts()`. The parser is never kept; what the test exercises is
/// the method it calls on (or hands) the parsed value, in a step of its own. Read only for an initializer call in a test body.
enum ChainedFixtureProducers {
    /// The method the test next calls on the chain's result, or hands it to, when the object built at `position` (its
    /// initializer's `(` at `call`) only answers the one call chained on it and that answer is bound to a local: the caller
    /// keeps the construction as a subject unless that method is the built type's own.
    static func laterUse(ofConstructionAt position: Int, call: Int, in tokens: [Token]) -> String? {
        guard tokens[call].text == "(", let initEnd = Parentheses.closing(opening: call, in: tokens), initEnd + 3 < tokens.count,
              tokens[initEnd + 1].text == ".", tokens[initEnd + 2].kind == .identifier, tokens[initEnd + 2].text.first?.isLowercase == true,
              tokens[initEnd + 3].text == "(", !tokens[initEnd + 3].followsSpace,
              var end = Parentheses.closing(opening: initEnd + 3, in: tokens),
              let (local, wrapped) = boundLocal(before: TestInputs.qualifiedStart(position, in: tokens), in: tokens) else { return nil }
        if wrapped {
            guard end + 1 < tokens.count, tokens[end + 1].text == ")" else { return nil }
            end += 1
        }
        // The statement ends with the chain: nothing more is read off or done with the built object.
        if end + 1 < tokens.count, !tokens[end + 1].startsLine, tokens[end + 1].text != "}", tokens[end + 1].text != ";" { return nil }
        guard let use = RestOfBlock.first(after: end, in: tokens, where: { current in
            tokens[current].kind == .identifier && tokens[current].text == local && tokens[current - 1].text != "."
        }) else { return nil }
        return receivingCall(at: use, in: tokens) ?? handingCall(at: use, in: tokens)
    }

    /// `let name = [try] [await] [#require(|XCTUnwrap(]` right before `start`: the local and whether an unwrapping call wraps the chain.
    private static func boundLocal(before start: Int, in tokens: [Token]) -> (String, Bool)? {
        var current = skippingEffects(before: start, in: tokens)
        var wrapped = false
        if current >= 1, tokens[current].text == "(", !tokens[current].followsSpace,
           tokens[current - 1].text == "#require" || tokens[current - 1].text == "XCTUnwrap" {
            wrapped = true
            current = skippingEffects(before: current - 1, in: tokens)
        }
        guard current >= 2, tokens[current].kind == .operator, tokens[current].text == "=", tokens[current - 1].kind == .identifier,
              tokens[current - 2].kind == .keyword, tokens[current - 2].text == "let" || tokens[current - 2].text == "var" else { return nil }
        return (tokens[current - 1].text, wrapped)
    }

    /// The position before `position`, stepping back over `try`, `try?`, `try!` and `await`.
    private static func skippingEffects(before position: Int, in tokens: [Token]) -> Int {
        var current = position - 1
        while current > 0 {
            if tokens[current].kind == .keyword, tokens[current].text == "try" || tokens[current].text == "await" {
                current -= 1
            } else if tokens[current].kind == .operator, tokens[current].text == "?" || tokens[current].text == "!",
                      tokens[current - 1].text == "try" {
                current -= 2
            } else {
                break
            }
        }
        return current
    }

    /// `let stripped = parsed.strippingFonts()` or `parsed.strip()` as a statement of its own (not inside an assertion, where it
    /// would only read the output back): the method called on the local.
    private static func receivingCall(at use: Int, in tokens: [Token]) -> String? {
        var member = use + 1
        if member < tokens.count, tokens[member].kind == .operator, tokens[member].text == "?" || tokens[member].text == "!" { member += 1 }
        guard member + 2 < tokens.count, tokens[member].text == ".", tokens[member + 1].kind == .identifier,
              tokens[member + 2].text == "(", !tokens[member + 2].followsSpace else { return nil }
        let before = skippingEffects(before: use, in: tokens)
        let startsStep = tokens[before + 1].startsLine || tokens[before].kind == .operator && tokens[before].text == "="
        return startsStep ? tokens[member + 1].text : nil
    }

    /// `renderer.render(parsed)`: a method of another object, not an assertion, that the local is handed to.
    private static func handingCall(at use: Int, in tokens: [Token]) -> String? {
        guard let callee = EnclosingCall.callee(of: use, in: tokens), !TestInputs.isAssertion(tokens[callee].text),
              callee >= 1, tokens[callee - 1].text == "." else { return nil }
        return tokens[callee].text
    }
}
