import GuardrailsCore
import GuardrailsRules
import Testing

/// The lexer sees code as the compiler does: comments, strings and regexes never leak code tokens.
@Suite struct TokenizingSwiftSourceTests {
    @Test func nestedBlockAndDocCommentsProduceNoTokens() {
        let tokens = makeSUT("/* a /* import UIKit */ still comment */\n/// import UIKit\n/** import SwiftUI */\nlet x = 1")

        #expect(tokens.map(\.text) == ["let", "x", "=", ""])
    }

    @Test func interpolationsWithNestedParenthesesAndStringsAreCode() {
        let tokens = makeSUT(#"let s = "a \(f(g("x\(y)"), (1 + 2))) import UIKit"; let z = 0"#)

        #expect(identifiers(tokens) == ["s", "f", "g", "y", "z"])
        #expect(!tokens.contains { $0.text == "import" })
    }

    @Test func multiLineStringsHideQuotesAndCodeLikeText() {
        let tokens = makeSUT("let s = \"\"\"\n    import UIKit \"quoted\" \\(value)\n    \"\"\"\nlet after = 1")

        #expect(identifiers(tokens) == ["s", "value", "after"])
        #expect(tokens.last { $0.text == "after" }?.line == 4)
    }

    @Test func rawStringsInterpolateOnlyWithTheirHashes() {
        let tokens = makeSUT(###"let s = #"raw \(hidden) \#(shown) "quote" "#; let t = ##"a "# b"##; let u = 1"###)

        #expect(identifiers(tokens) == ["s", "shown", "t", "u"])
    }

    @Test func regexLiteralsAreOneTokenAndDivisionStaysAnOperator() {
        let tokens = makeSUT("let r = /import UIKit/\nlet e = #/ a / b /#\nlet d = a / b / c")

        #expect(tokens.filter { $0.kind == .regex }.count == 2)
        #expect(tokens.filter { $0.kind == .operator && $0.text == "/" }.count == 2)
        #expect(!tokens.contains { $0.text == "import" })
    }

    @Test func regexLiteralsFollowOpeningPunctuationAndKeywords() {
        let tokens = makeSUT("s.split(separator: /\\s+/)\nreturn /a b/\nlet q = (a) / (b)")

        #expect(tokens.filter { $0.kind == .regex }.count == 2)
        #expect(tokens.contains { $0.kind == .operator && $0.text == "/" })
    }

    @Test func poundKeywordsKeepTheirArgumentsAsCode() {
        let tokens = makeSUT("let s = #selector(Feed.load)\n#Preview { FeedView() }")

        #expect(tokens.filter { $0.kind == .pound }.map(\.text) == ["#selector", "#Preview"])
        #expect(identifiers(tokens) == ["s", "Feed", "load", "FeedView"])
    }

    @Test func attributesKeepTheirNamesAndArgumentsStayTokens() {
        let tokens = makeSUT("@available(iOS 13, *) @MainActor func f() {}")

        #expect(tokens.filter { $0.kind == .attribute }.map(\.text) == ["available", "MainActor"])
    }

    @Test func aDebugOnlyBranchIsToldFromOtherConditions() {
        let tokens = makeSUT("#if DEBUG // previews\nlet a = 1\n#endif\n#if DEBUGGING\nlet b = 2\n#endif\n#if !DEBUG\nlet c = 3\n#endif\n#if  DEBUG\r\nlet d = 4\n#endif")

        #expect(tokens.filter { $0.kind == .pound }.map(\.text) == [Token.debugBranch, "#endif", "#if", "#endif", "#if", "#endif", Token.debugBranch, "#endif"])
        #expect(identifiers(tokens) == ["a", "b", "c", "d"])
    }

    @Test func aConditionThatRequiresDebugIsADebugOnlyBranch() {
        let tokens = makeSUT(
            "#if DEBUG && os(iOS)\nlet a = 1\n#endif\n#if (DEBUG) && (os(iOS) || os(macOS) || VISION_OS)\nlet b = 2\n#endif\n"
                + "#if os(iOS) && (DEBUG || STAGING)\nlet c = 3\n#endif\n#if DEBUG && os(iOS) || os(macOS)\nlet d = 4\n#endif\n#if !DEBUG && os(iOS)\nlet e = 5\n#endif\n#if !(DEBUG && os(iOS))\nlet f = 6\n#endif"
        )

        #expect(tokens.filter { $0.kind == .pound }.map(\.text) == [
            Token.debugBranch, "#endif", Token.debugBranch, "#endif", Token.debugBranch, "#endif", "#if", "#endif", "#if", "#endif", "#if", "#endif",
        ])
        #expect(identifiers(tokens) == ["a", "b", "c", "d", "e", "f"])
    }

    @Test func aDisjunctionOfPlainFlagsNamingDebugIsADebugOnlyBranch() {
        let tokens = makeSUT("#if DEBUG || DEMO_APP\nlet a = 1\n#endif\n#if BETA||DEBUG\nlet b = 2\n#endif\n#if DEBUG || os(iOS)\nlet c = 3\n#endif\n#if BETA || STAGING\nlet d = 4\n#endif\n#if DEBUG ||\nlet e = 5\n#endif")

        #expect(tokens.filter { $0.kind == .pound }.map(\.text) == [Token.debugBranch, "#endif", Token.debugBranch, "#endif", "#if", "#endif", "#if", "#endif", "#if", "#endif"])
        #expect(identifiers(tokens) == ["a", "b", "c", "d", "e"])
    }

    @Test func conditionalCompilationSkipsConditionsButKeepsEveryBranch() {
        let tokens = makeSUT("#if canImport(UIKit)\nimport UIKit\n#elseif os(macOS)\nimport AppKit\n#else\nimport Foundation\n#endif")

        #expect(identifiers(tokens) == ["UIKit", "AppKit", "Foundation"])
        #expect(tokens.filter { $0.kind == .pound }.map(\.text) == ["#if", "#elseif", "#else", "#endif"])
    }

    @Test func branchesTheCompilerNeverSeesAreNotCode() {
        let tokens = makeSUT(
            "#if false // newer SDK\nlet hidden = 1\n  #if os(iOS)\n  let nested = 2\n  #else\n  let other = 3\n  #endif\n#elseif os(macOS)\nlet mac = 4\n#else\nlet shown = 5\n#endif\n"
                + "#if 0\nlet zero = 6\n#endif\n#if falsey\nlet flag = 7\n#endif\nlet after = 8"
        )

        #expect(identifiers(tokens) == ["mac", "shown", "flag", "after"])
        #expect(tokens.filter { $0.kind == .pound }.map(\.text) == ["#if", "#elseif", "#else", "#endif", "#if", "#endif", "#if", "#endif"])
        #expect(tokens.last { $0.text == "after" }?.line == 19)
    }

    @Test func backtickedAndUnicodeIdentifiersAreIdentifiers() {
        let tokens = makeSUT("let `class` = 1; let café = 2; let 🐶 = 3")

        #expect(identifiers(tokens) == ["class", "café", "🐶"])
    }

    @Test func wordsOfEveryLengthKeepTheirSpellingsMidFileAndAtItsEnd() {
        let words = (1...17).map { String("abcdefghijklmnopq".prefix($0)) }
        let keywords = ["in", "inout", "precedencegroup", "associatedtype", "Self", "self"]
        let source = (words + ["int", "Selfish"] + keywords).joined(separator: " ")

        let tokens = makeSUT(source)

        #expect(tokens.map(\.text) == words + ["int", "Selfish"] + keywords)
        #expect(tokens.filter { $0.kind == .keyword }.map(\.text) == keywords)
        #expect(tokens.map(\.text.utf8.count) == (words + ["int", "Selfish"] + keywords).map(\.utf8.count))
    }

    @Test func operatorsAreMaximalRunsAndMemberDotsArePunctuation() {
        let tokens = makeSUT("a ?? b; x...y; a..<b; f() -> T; p != q && r; m <*> n; o?.p")

        let operators = tokens.filter { $0.kind == .operator }.map(\.text)
        #expect(operators == ["??", "...", "..<", "->", "!=", "&&", "<*>", "?"])
        #expect(tokens.contains { $0.kind == .punctuation && $0.text == "." })
    }

    @Test func positionsCountLinesInsideCommentsAndStrings() {
        let tokens = makeSUT("/*\n\n*/ let a = \"\"\"\nx\n\"\"\"\n  b")

        #expect(tokens.first { $0.text == "let" }.map { ($0.line, $0.column) } ?? (0, 0) == (3, 4))
        #expect(tokens.first { $0.text == "b" }.map { ($0.line, $0.column) } ?? (0, 0) == (6, 3))
    }

    @Test func keepsOnlyCommentsThatAddressGuardrails() {
        let lexed = Lexer.lex("// plain\n// guardrails:disable-file make-sut -- legacy\nlet x = 1")

        #expect(lexed.directives.map(\.line) == [2])
        #expect(lexed.lineCount == 3)
    }

    private func makeSUT(_ source: String) -> [Token] {
        Lexer.lex(source).tokens
    }

    private func identifiers(_ tokens: [Token]) -> [String] {
        tokens.filter { $0.kind == .identifier }.map(\.text)
    }
}
