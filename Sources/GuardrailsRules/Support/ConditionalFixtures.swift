import GuardrailsCore

/// `if !files.exists(binary) { let toolchain = try Toolchain(…); try build(with: toolchain) }`: an object built inside an
/// `if` block of the test that checks nothing there prepares a missing fixture for what the rest of the test exercises;
/// the test's outcome never depends on it. An `if` block that asserts (`XCTAssert…`, `#expect`) is part of what the test
/// checks, and an availability branch (`if #available(…)`) is the test itself on newer systems.
enum ConditionalFixtures {
    static func isFixture(_ position: Int, testBody bodyStart: Int, in tokens: [Token]) -> Bool {
        guard let opening = EnclosingBrace.opening(before: position, in: tokens), opening > bodyStart,
              let statement = ifKeyword(before: opening, in: tokens),
              !tokens[statement..<opening].contains(where: { $0.kind == .pound && ($0.text == "#available" || $0.text == "#unavailable") }),
              let end = TokenLookup.bodyEnd(from: opening - 1, in: tokens) else { return false }
        return !(opening..<end).contains { isAssertion(at: $0, in: tokens) }
    }

    /// The `if` opening the statement whose block starts at `opening` (`if !exists(x) {`, `if a, b {`), not an `else`
    /// block nor a closure's body.
    private static func ifKeyword(before opening: Int, in tokens: [Token]) -> Int? {
        var depth = 0
        var current = opening - 1
        while current >= 0, opening - current < 64 {
            let token = tokens[current]
            if token.kind == .punctuation {
                switch token.text {
                case ")", "]": depth += 1
                case "(", "[": depth -= 1
                case "{", "}", ";": if depth == 0 { return nil }
                default: break
                }
            }
            if depth == 0, token.kind == .keyword {
                if token.text == "if" { return current }
                if ["else", "guard", "while", "for", "switch", "return", "in", "do", "catch"].contains(token.text) { return nil }
            }
            current -= 1
        }
        return nil
    }

    /// `XCTAssertEqual(`, `XCTFail(`, `#expect(`, `#require(`, `assertSnapshot(`: a check of the test.
    private static func isAssertion(at position: Int, in tokens: [Token]) -> Bool {
        guard tokens[position].kind == .identifier || tokens[position].kind == .pound else { return false }
        let name = tokens[position].text.lowercased().drop { $0 == "#" }
        return name.hasPrefix("xct") || name == "require" || name == "fail"
            || TestMethodConstructions.assertionPrefixes.contains { name.hasPrefix($0) }
    }
}
