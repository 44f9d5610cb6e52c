import GuardrailsCore

/// A performance test's setup: `let generator = Generator(project: project)` built before the test's `measure { … }`
/// block and never named inside it only produces what the block times (`xcodeProject.write(…)`); the measured code
/// is the test's subject, and the object is a fixture producer, not built to be exercised.
enum MeasuredFixtures {
    static func isFixture(_ position: Int, testBody bodyStart: Int, in tokens: [Token]) -> Bool {
        var current = position - 1
        while current > 0, tokens[current].kind == .keyword, tokens[current].text == "try" || tokens[current].text == "await" { current -= 1 }
        guard current >= 2, tokens[current].kind == .operator, tokens[current].text == "=", tokens[current - 1].kind == .identifier,
              tokens[current - 2].kind == .keyword, tokens[current - 2].text == "let" || tokens[current - 2].text == "var",
              bodyStart > 0, let bodyEnd = TokenLookup.bodyEnd(from: bodyStart - 1, in: tokens) else { return false }
        let local = tokens[current - 1].text
        // The first `measure {` / `measure(metrics: …) {` after the construction, at any depth of the test's body.
        guard let measure = (position..<bodyEnd).first(where: { isMeasureCall($0, in: tokens) }),
              let blockEnd = TokenLookup.bodyEnd(from: measure, in: tokens), blockEnd <= bodyEnd else { return false }
        return !(measure..<blockEnd).contains { tokens[$0].kind == .identifier && tokens[$0].text == local }
    }

    /// `measure {`, `measure(metrics: […]) {`, `self.measure {`: XCTest's timing block.
    private static func isMeasureCall(_ position: Int, in tokens: [Token]) -> Bool {
        guard tokens[position].kind == .identifier, tokens[position].text == "measure" || tokens[position].text == "measureMetrics",
              position + 1 < tokens.count else { return false }
        let next = tokens[position + 1]
        return next.kind == .punctuation && (next.text == "{" || next.text == "(")
    }
}
