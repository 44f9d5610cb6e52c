import GuardrailsCore

/// The bodies of a suite's tests (`func test…()` or `@Test` functions), as token ranges of the suite's file.
enum SuiteTestBodies {
    /// One range per test, from its opening brace to its closing one; `nil` when a test's body cannot be found, and
    /// an empty list when the suite declares no test, so that a check over every test never holds vacuously by mistake.
    static func bodies(of suite: TypeDecl, _ tokens: [Token]) -> [Range<Int>]? {
        let tests = suite.members.filter { $0.kind == .function && ($0.name.hasPrefix("test") || $0.attributes.contains("Test")) }
        var bodies: [Range<Int>] = []
        for test in tests {
            guard test.bodyLine > 0, let brace = TokenLookup.position(line: Int(test.bodyLine), column: Int(test.bodyColumn), in: tokens),
                  let end = TokenLookup.bodyEnd(from: brace - 1, in: tokens), brace < end else { return nil }
            bodies.append(brace..<end)
        }
        return bodies
    }
}
