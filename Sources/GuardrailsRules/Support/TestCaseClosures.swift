import GuardrailsCore

/// Closures inside a test method that are not the test's own code: the `it("…") { … }` cases of a BDD tree, and
/// handlers the test registers with another object (`app.get("x") { req in … }`).
enum TestCaseClosures {
    /// Calls whose trailing closure is one test case of a BDD tree (`it("sorts") { … }`, `$0.it("sorts") { … }`).
    private static let testCaseCalls: Set<String> = ["it", "fit", "xit"]

    /// A closure with parameters (`{ req in`, or `$0` in its body) passed to another object's method (`app.get("x") { req in … }`,
    /// `router.on(.get, handler: { req in … })`) or to a type's initializer, other than an assertion: a handler the test registers.
    static func isHandler(_ brace: Int, in tokens: [Token]) -> Bool {
        guard takesParameters(brace, in: tokens), brace > 0,
              let callee = opensTrailingClosure(brace, in: tokens) ? trailingCallee(of: brace, in: tokens) : EnclosingCall.callee(of: brace, in: tokens),
              callee > 0 else { return false }
        let name = tokens[callee].text.lowercased()
        guard !TestMethodConstructions.assertionPrefixes.contains(where: { name.hasPrefix($0) }) else { return false }
        // A type's initializer handed the closure (`Paginator { page in Stream(…) }`): the closure is the loader the
        // object calls, what it builds the stubbed answer, not what the test exercises.
        return tokens[callee - 1].kind == .punctuation && tokens[callee - 1].text == "." || tokens[callee].text.first?.isUppercase == true
    }

    /// `verifier.verify(pairs, decoderFactory: { Decoder() })`: a closure passed to an argument labelled as a factory is the
    /// factory the callee builds its subjects with; what it builds is that closure's output, not the test's own construction.
    static func isFactoryArgument(_ brace: Int, in tokens: [Token]) -> Bool {
        guard brace > 1, tokens[brace - 1].kind == .punctuation, tokens[brace - 1].text == ":", tokens[brace - 2].kind == .identifier else { return false }
        return tokens[brace - 2].text.lowercased().hasSuffix("factory")
    }

    /// `Shelf("Reading") { Note("a") }`: the type whose initializer receives the parameterless trailing closure opened
    /// at `brace` (`Name(…) {`, `Name {`, `Name<T> {`), whose statements are the content the value is built: where its name is.
    /// Or the free function receiving it (`withTracer(tracer) { Span("a") }`, not a method): the caller tells whether it is one
    /// of the package's (`PackageIndex.declaresScopeFunction`).
    static func contentReceiver(_ brace: Int, in tokens: [Token]) -> Int? {
        guard brace > 0, !takesParameters(brace, in: tokens), let callee = trailingCallee(of: brace, in: tokens), callee > 0 else { return nil }
        if tokens[callee].text.first?.isLowercase == true {
            return tokens[callee - 1].text != "." && tokens[brace - 1].text == ")" ? callee : nil
        }
        guard tokens[callee].text.first?.isUppercase == true,
              callee < 2 || tokens[callee - 1].text != "." || tokens[callee - 2].text.first?.isUppercase == true else { return nil }
        return callee
    }

    /// The `{` at `brace` follows `)`, a name or `>`: a trailing closure, not one written inside a call's parentheses.
    private static func opensTrailingClosure(_ brace: Int, in tokens: [Token]) -> Bool {
        let before = tokens[brace - 1]
        return before.kind == .punctuation && before.text == ")" || before.kind == .identifier || before.text == ">"
    }

    /// The name a trailing closure opened at `brace` is passed to: `name(…) {`, `name {` or `Name<T> {`.
    private static func trailingCallee(of brace: Int, in tokens: [Token]) -> Int? {
        let before = tokens[brace - 1]
        if before.kind == .punctuation, before.text == ")" {
            return Parentheses.opening(closing: brace - 1, in: tokens).flatMap { $0 > 0 && tokens[$0 - 1].kind == .identifier ? $0 - 1 : nil }
        }
        if before.kind == .identifier { return brace - 1 }
        return before.text == ">" ? genericTypeName(closing: brace - 1, in: tokens) : nil
    }

    /// `Paginator<Int> {`: the type name before the generic arguments closed at `closing`, within a few tokens.
    private static func genericTypeName(closing: Int, in tokens: [Token]) -> Int? {
        var current = closing - 1
        var depth = 1
        while current > 0, closing - current < 16 {
            if tokens[current].text == ">" { depth += 1 }
            if tokens[current].text == "<" {
                depth -= 1
                if depth == 0 { return tokens[current - 1].kind == .identifier ? current - 1 : nil }
            }
            current -= 1
        }
        return nil
    }

    /// The closure opened at `brace` is the trailing closure of `it("…")` (or `$0.it("…")`, `fit`, `xit`).
    static func isTestCase(_ brace: Int, in tokens: [Token]) -> Bool {
        guard brace > 0, tokens[brace - 1].kind == .punctuation, tokens[brace - 1].text == ")",
              let opening = Parentheses.opening(closing: brace - 1, in: tokens), opening > 0 else { return false }
        let callee = tokens[opening - 1]
        return callee.kind == .identifier && testCaseCalls.contains(callee.text)
    }

    /// `{ req in`, `{ _, value -> Response in`: a parameter list and `in` before the body's first statement.
    private static func takesParameters(_ brace: Int, in tokens: [Token]) -> Bool {
        var current = brace + 1
        while current < tokens.count, current - brace < 24 {
            let token = tokens[current]
            if token.kind == .keyword, token.text == "in" { return true }
            if token.kind == .punctuation, token.text == "{" || token.text == "}" { break }
            if token.kind == .keyword, ["let", "var", "return", "try", "await", "if", "guard"].contains(token.text) { break }
            if token.kind == .operator, token.text == "=" { break }
            current += 1
        }
        return namesAnonymousParameter(brace, in: tokens)
    }

    /// `{ Filter(param: $0) }`: the closure's own body (not a nested closure's) names `$0`, `$1`…, parameters without names.
    private static func namesAnonymousParameter(_ brace: Int, in tokens: [Token]) -> Bool {
        var depth = 0
        var current = brace + 1
        while current < tokens.count {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == "{" {
                depth += 1
            } else if token.kind == .punctuation, token.text == "}" {
                if depth == 0 { return false }
                depth -= 1
            } else if depth == 0, token.firstByte == UInt8(ascii: "$"), token.text.utf8.dropFirst().first.map({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) == true {
                return true
            }
            current += 1
        }
        return false
    }
}
