import GuardrailsCore

/// `if !files.exists(binary) { let toolchain = try Toolchain(…); try build(with: toolchain) }`: an object built inside an
/// `if` block of the test that checks nothing there prepares a missing fixture for what the rest of the test exercises;
/// the test's outcome never depends on it. An `if` block that asserts (`XCTAssert…`, `#expect`) is part of what the test
/// checks, and an availability branch (`if #available(…)`) is the test itself on newer systems. An object built in a `do`
/// block, labelled or not (`prepareBundle: do { let writer = BundleWriter(…); try writer.write() }`), that asserts nothing
/// (nor do its `catch` clauses) and is followed by checks prepares a fixture too, when it is kept in the block's own locals.
enum BlockFixtures {
    static func isFixture(_ position: Int, suite: String, testBody bodyStart: Int, in tokens: [Token]) -> Bool {
        guard let opening = EnclosingBrace.opening(before: position, in: tokens), opening > bodyStart,
              let end = TokenLookup.bodyEnd(from: opening - 1, in: tokens) else { return false }
        if tokens[opening - 1].kind == .keyword, tokens[opening - 1].text == "do" {
            return isPreparingBlock(position, suite: suite, opening: opening, end: end, testBody: bodyStart, in: tokens)
        }
        guard let statement = ifKeyword(before: opening, in: tokens),
              !tokens[statement..<opening].contains(where: { $0.kind == .pound && ($0.text == "#available" || $0.text == "#unavailable") })
        else { return false }
        return !(opening..<end).contains { isAssertion(at: $0, in: tokens) }
    }

    /// The `do` block opened at `opening` checks nothing (a `catch` that fails the test makes it the test's own step), the
    /// object built at `position` is held by no name declared before the block (`subject = Parser()` outlives it), the
    /// rest of the test checks something, and the object is not of the type the suite is named after: `do { let logger =
    /// Logger(file: path); logger.log("a") }` in `LoggerTests` scopes the subject's lifetime before checking what it wrote.
    private static func isPreparingBlock(_ position: Int, suite: String, opening: Int, end: Int, testBody: Int, in tokens: [Token]) -> Bool {
        guard !TestInputs.isNamed(suite, after: tokens[position].text), !(opening..<end).contains(where: { isAssertion(at: $0, in: tokens) }),
              isLocal(constructionAt: position, after: opening, in: tokens) else { return false }
        var statementEnd = end
        while statementEnd + 1 < tokens.count, tokens[statementEnd + 1].kind == .keyword, tokens[statementEnd + 1].text == "catch" {
            guard let clauseEnd = TokenLookup.bodyEnd(from: statementEnd + 1, in: tokens),
                  !(statementEnd..<clauseEnd).contains(where: { isAssertion(at: $0, in: tokens) }) else { return false }
            statementEnd = clauseEnd
        }
        guard let testEnd = TokenLookup.bodyEnd(from: testBody - 1, in: tokens), statementEnd < testEnd else { return false }
        return (statementEnd..<testEnd).contains { isAssertion(at: $0, in: tokens) }
    }

    /// `let writer = Writer(…)` (or `var`, annotated or not) declared in the block, or built without being stored by name;
    /// `subject = Writer(…)`, `self.writer = Writer(…)` hand it to a name that outlives the block.
    private static func isLocal(constructionAt position: Int, after opening: Int, in tokens: [Token]) -> Bool {
        var current = TestInputs.qualifiedStart(position, in: tokens) - 1
        while current > opening, tokens[current].kind == .keyword && (tokens[current].text == "try" || tokens[current].text == "await")
                || tokens[current].kind == .operator && (tokens[current].text == "!" || tokens[current].text == "?") && tokens[current - 1].text == "try" {
            current -= 1
        }
        guard current > opening, tokens[current].kind == .operator, tokens[current].text == "=" else { return true }
        var earlier = current - 1
        while earlier > opening, current - earlier < 16 {
            let token = tokens[earlier]
            if token.kind == .keyword, token.text == "let" || token.text == "var" { return true }
            if token.startsLine || token.kind == .punctuation && (token.text == "{" || token.text == "}" || token.text == ";") { return false }
            earlier -= 1
        }
        return false
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
