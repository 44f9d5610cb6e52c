import GuardrailsCore
import GuardrailsRules
import Testing

/// Hostile or broken input never crashes or hangs the lexer, the model or the rules.
@Suite struct SurvivingBadInputTests {
    @Test func binaryBytesAreLexedWithoutCrashing() {
        var generator = SeededGenerator(seed: 42)
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }

        let result = makeSUT(bytes)

        #expect(result.fileErrors.isEmpty)
        #expect(result.fileCount == 1)
    }

    @Test func invalidUTF8IsReadAsIdentifierCharacters() {
        let bytes: [UInt8] = Array("let a".utf8) + [0xFF, 0xFE, 0xC3] + Array(" = 1\nimport UIKit\n".utf8)

        let result = makeSUT(bytes)

        #expect(result.findings.map(\.ruleID) == ["ui-framework-import"])
    }

    /// One megabyte, some 600,000 tokens on one line: a lexer that went back over the line for each token would
    /// need hours. (Ten megabytes proved nothing more and cost 14 s of CPU in every `swift test`.)
    @Test func aMegabyteSingleLineFileIsLinted() {
        let line = String(repeating: "let x = f(a, \"s\\(b)\") + [1, 2]; ", count: 33_000) + "import UIKit"

        let result = makeSUT(Array(line.utf8))

        #expect(line.utf8.count > 1_000_000)
        #expect(result.findings.map(\.ruleID) == ["ui-framework-import"])
    }

    @Test(arguments: [
        ("{", "}"), ("(", ")"), ("[", "]"), ("/*", "*/"), ("\"\\(", ")\""), ("struct S: P { func f() { ", "} }"),
        ("#if X\n", "#endif\n"), ("class C<T: ", ">"),
    ])
    func deepNestingNeedsNoRecursion(open: String, close: String) async {
        let depth = SmallStack.nestingThatOverflowsARecursion
        let source = String(repeating: open, count: depth) + "\nimport UIKit\n" + String(repeating: close, count: depth)

        let result = await SmallStack.run { makeSUT(Array(source.utf8)) }

        #expect(result.fileCount == 1)
    }

    @Test(arguments: ["let s = \"never closed", "/* never closed", "let s = \"\"\"\nnever closed", "let s = #\"never", "let r = #/never", "\"\\(", "@", "#", "`", "func", "class", "import", "extension X:"])
    func unterminatedConstructsEndAtEndOfFile(source: String) {
        let result = makeSUT(Array(("import UIKit\n" + source).utf8))

        #expect(result.findings.map(\.ruleID) == ["ui-framework-import"])
    }

    @Test func unbalancedHeadersCostLinearWork() {
        let source = String(repeating: "func f( class C: ", count: 50_000)

        let result = makeSUT(Array(source.utf8))

        #expect(result.fileCount == 1)
    }

    private func makeSUT(_ bytes: [UInt8]) -> LintResult {
        let text = String(decoding: bytes, as: UTF8.self)
        return Linter(configuration: ExampleConfiguration.configuration, jobs: 1)
            .lint([LintInput(path: "Sources/Feature/Input.swift", source: .text(text))])
    }
}
