/// The methods of a test-code class that call one of some functions (`func render(…) { assertSnapshot(…) }` in a base
/// test case): its subclasses' tests calling such a method call that function through it. The class's files are read
/// and lexed again, only when a rule asks about a candidate finding.
enum TestClassMethodCalls {
    static func methods(
        of className: String, declaredIn paths: Set<String>, calling functions: Set<String>, in sources: [(path: String, source: LintInput.Source)]
    ) -> Set<String> {
        var found: Set<String> = []
        for (path, source) in sources where paths.contains(path) {
            guard let bytes = TestInitializerCalls.bytes(of: path, source) else { continue }
            let lexed = Lexer.lex(bytes)
            let tokens = lexed.tokens
            let model = SourceModelBuilder.build(lexed, recordsEveryReference: false)
            for type in model.types where type.name == className && (type.kind == .class || type.kind == .extension) {
                for method in type.members where method.kind == .function && method.bodyLine > 0 && !found.contains(method.name) {
                    if calls(functions, inBodyAt: Int(method.bodyLine), Int(method.bodyColumn), tokens) { found.insert(method.name) }
                }
            }
        }
        return found
    }

    /// Whether the body opening at `line`:`column` calls one of `functions` (`name(`).
    private static func calls(_ functions: Set<String>, inBodyAt line: Int, _ column: Int, _ tokens: [Token]) -> Bool {
        guard let start = DeclarationBody.firstToken(line: line, column: column, in: tokens) else { return false }
        var depth = 0
        var position = start
        while position + 1 < tokens.count {
            let token = tokens[position]
            if token.kind == .punctuation, token.text == "{" { depth += 1 }
            if token.kind == .punctuation, token.text == "}" {
                depth -= 1
                if depth <= 0 { return false }
            }
            if token.kind == .identifier, functions.contains(token.text), tokens[position + 1].text == "(" { return true }
            position += 1
        }
        return false
    }
}
