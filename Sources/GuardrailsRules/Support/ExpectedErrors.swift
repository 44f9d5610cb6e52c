import GuardrailsCore

/// For `make-sut`: an error the test builds only as what an assertion expects (`let expected = SyncFallbackError()`, then
/// `XCTAssertEqual(error as? SyncError, expected)`, or `XCTAssertEqual(thrown, SyncFallbackError())`): the value the subject's
/// failure is compared with, not an object the test exercises.
enum ExpectedErrors {
    /// The construction whose type name is at `position` is an argument of an assertion, or is stored in a local whose every
    /// later use in its block (at least one) is.
    static func isExpectedOnly(constructionAt position: Int, in tokens: [Token]) -> Bool {
        if isAssertionArgument(TestInputs.qualifiedStart(position, in: tokens), in: tokens) {
            // The value itself, not one of its members read (`FooError().code`: the error's own behaviour).
            guard position + 1 < tokens.count, tokens[position + 1].text == "(",
                  let closing = Parentheses.closing(opening: position + 1, in: tokens) else { return false }
            return isWholeValue(endingAt: closing, in: tokens)
        }
        guard let name = TestMethodConstructions.localName(ofConstructionAt: position, in: tokens) else { return false }
        var asserted = false
        let other = RestOfBlock.first(after: position, in: tokens) { current in
            guard tokens[current].kind == .identifier, tokens[current].text == name, tokens[current - 1].text != "." else { return false }
            if isWholeValue(endingAt: current, in: tokens), isAssertionArgument(current, in: tokens) {
                asserted = true
                return false
            }
            return true
        }
        return asserted && other == nil
    }

    /// The expression ending at `end` is an argument or an operand of an equality as a whole: `,`, `)`, `==` or `!=` follows.
    private static func isWholeValue(endingAt end: Int, in tokens: [Token]) -> Bool {
        guard end + 1 < tokens.count else { return false }
        let next = tokens[end + 1].text
        return next == "," || next == ")" || next == "==" || next == "!="
    }

    /// Directly in an assertion's arguments (`XCTAssertEqual(error, expected)`, `#expect(error == expected)`).
    private static func isAssertionArgument(_ position: Int, in tokens: [Token]) -> Bool {
        guard let callee = EnclosingCall.callee(of: position, in: tokens) else { return false }
        let name = tokens[callee].text
        return TestInputs.isAssertion(name.hasPrefix("#") ? String(name.dropFirst()) : name)
    }
}
