import GuardrailsCore

/// For `make-sut`: a test expecting the initializer it calls to throw and reading the error thrown
/// (`let error = try #require(#expect(throws: LedgerError.self) { try Ledger(name: "") })`, or
/// `XCTAssertThrowsError(try Ledger(name: "")) { error in … }`) checks the initializer's validation: building is the
/// behaviour under test, as in a test named for the initializer, not a subject built to exercise something else.
enum InspectedInitializerThrow {
    /// How far back the enclosing expectation is looked for: a test's closure, not a file.
    private static let scanLimit = 1_500

    /// Whether the construction whose type name is at `position` is `try [await] Type(…)`, the whole expression thrown
    /// from (not `try Type(…).load()`), directly inside such an expectation.
    static func isChecked(constructionAt position: Int, in tokens: [Token]) -> Bool {
        var before = position - 1
        if before > 0, tokens[before].text == "await" { before -= 1 }
        guard before > 0, tokens[before].text == "try", position + 1 < tokens.count, tokens[position + 1].text == "(",
              let closing = Parentheses.closing(opening: position + 1, in: tokens), closing + 1 < tokens.count,
              ![".", "?", "!"].contains(tokens[closing + 1].text) else { return false }
        var depth = 0
        var index = before - 1
        while index >= 0, before - index < scanLimit {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.text {
                case ")", "]", "}": depth += 1
                case "(", "[", "{":
                    guard depth == 0 else {
                        depth -= 1
                        break
                    }
                    // The nearest bracket around the construction is the expectation's.
                    return token.text == "(" ? handlesXCTestError(opening: index, in: tokens)
                        : token.text == "{" && bindsTestingError(closureOpening: index, in: tokens)
                default: break
                }
            }
            index -= 1
        }
        return false
    }

    /// `XCTAssertThrowsError(try Ledger(name: "")) { error in … }`: the argument list of the assertion, the thrown error
    /// handed to a trailing closure.
    private static func handlesXCTestError(opening: Int, in tokens: [Token]) -> Bool {
        guard opening > 0, tokens[opening - 1].text == "XCTAssertThrowsError",
              let closing = Parentheses.closing(opening: opening, in: tokens), closing + 1 < tokens.count else { return false }
        return tokens[closing + 1].text == "{"
    }

    /// `let error = try #require(#expect(throws: LedgerError.self) { … })` (also `await`): the closure of a Testing
    /// expectation of a throw, whose error the test binds.
    private static func bindsTestingError(closureOpening: Int, in tokens: [Token]) -> Bool {
        guard closureOpening > 0, tokens[closureOpening - 1].text == ")",
              let opening = Parentheses.opening(closing: closureOpening - 1, in: tokens), opening > 0,
              tokens[opening + 1].text == "throws", ["#expect", "#require"].contains(tokens[opening - 1].text) else { return false }
        var current = opening - 2
        for _ in 0..<6 where current >= 0 {
            switch tokens[current].text {
            case "try", "await", "#require", "(": current -= 1
            case "=": return true
            default: return false
            }
        }
        return false
    }
}
