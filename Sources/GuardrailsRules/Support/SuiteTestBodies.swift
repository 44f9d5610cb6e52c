import GuardrailsCore

/// The bodies of a suite's tests (`func test…()` or `@Test` functions), as token ranges of the suite's file.
enum SuiteTestBodies {
    /// One range per test, from its opening brace to its closing one; `nil` when a test's body cannot be found, and
    /// an empty list when the suite declares no test, so that a check over every test never holds vacuously by mistake.
    static func bodies(of suite: TypeDecl, _ tokens: [Token]) -> [Range<Int>]? {
        var bodies: [Range<Int>] = []
        let swiftTesting = usesSwiftTesting(suite)
        for test in suite.members where test.kind == .function && isTest(test, swiftTesting: swiftTesting) {
            guard let body = body(of: test, tokens) else { return nil }
            bodies.append(body)
        }
        return bodies
    }

    /// The bodies of the suite's other functions, its helpers (`func dumpAndRestore(_:)`), by name.
    static func helperBodies(of suite: TypeDecl, _ tokens: [Token]) -> [String: Range<Int>] {
        var bodies: [String: Range<Int>] = [:]
        let swiftTesting = usesSwiftTesting(suite)
        for helper in suite.members where helper.kind == .function && !isTest(helper, swiftTesting: swiftTesting) {
            if let body = body(of: helper, tokens) { bodies[helper.name] = body }
        }
        return bodies
    }

    /// In a Swift Testing suite (one `@Test` function at least) only `@Test` functions run: a `func testCodableOn(_:)`
    /// beside them is a helper the tests call, whatever its name.
    private static func isTest(_ function: MemberDecl, swiftTesting: Bool) -> Bool {
        function.attributes.contains("Test") || !swiftTesting && function.name.hasPrefix("test")
    }

    private static func usesSwiftTesting(_ suite: TypeDecl) -> Bool {
        suite.members.contains { $0.kind == .function && $0.attributes.contains("Test") }
    }

    private static func body(of function: MemberDecl, _ tokens: [Token]) -> Range<Int>? {
        guard function.bodyLine > 0, let brace = TokenLookup.position(line: Int(function.bodyLine), column: Int(function.bodyColumn), in: tokens),
              let end = TokenLookup.bodyEnd(from: brace - 1, in: tokens), brace < end else { return nil }
        return brace..<end
    }
}
