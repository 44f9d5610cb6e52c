import GuardrailsCore
import GuardrailsRules
import Testing

/// The rules of every profile, including those that read tokens, survive hostile input.
@Suite struct SurvivingBadInputInEveryProfileTests {
    @Test func binaryBytesAreLintedWithoutCrashing() {
        var generator = SeededGenerator(seed: 7)
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }

        let result = makeSUT(String(decoding: bytes, as: UTF8.self))

        #expect(result.fileErrors.isEmpty)
        #expect(result.fileCount == 2)
    }

    /// One megabyte, as the lexer gets in `SurvivingBadInputTests`: a rule that went back over the line for each token
    /// would already need most of an hour. (Ten megabytes took a fifth of `swift test`; two proved nothing more than one
    /// for 2 s more CPU.)
    @Test func aMegabyteSingleLineFileIsLintedByEveryProfile() {
        let line = String(repeating: "x.fill(.thinMaterial); Image(uiImage: icon); f { self.g() }; ", count: 18_000) + "let s = URLSession.shared"

        let result = makeSUT(line, paths: ["Sources/UI/Input.swift"])

        #expect(line.utf8.count > 1_000_000)
        #expect(result.findings.filter { $0.ruleID == "url-session-shared" }.count == 1)
    }

    /// The findings of one line hold one copy of its text, not one each: their texts share storage, which a copy per
    /// finding would not (40,000 findings on a 300 KB line once showed it only by the gigabytes they took; that run cost a
    /// tenth of the whole `swift test` in CPU).
    @Test func manyFindingsOnOneLongLineShareItsText() {
        let line = String(repeating: "x.fill(.gray); ", count: 2_000)
        let paths = ["Sources/UI/Input.swift", "Sources/App/Input.swift"]

        let result = makeSUT(line, paths: paths)

        let findings = result.findings.filter { $0.ruleID == "hardcoded-color" }
        #expect(findings.count == 4_000)
        for path in paths {
            let storage = Set(findings.filter { $0.path == path }.map { $0.lineText.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } })
            #expect(storage.count == 1 && !storage.contains(nil), "\(path): the line's text is held \(storage.count) times")
        }
    }

    @Test(arguments: [
        ("{", "}"), ("(", ")"), ("extension FeedClient { static func live() { ", "} }"), ("@MainActor final class C { func f() { ", "} }"),
        ("struct V: View { var v: ", "?"), ("Color(", ")"), ("static let live = F({ ", "})"),
    ])
    func deepNestingNeedsNoRecursion(open: String, close: String) async {
        let depth = SmallStack.nestingThatOverflowsARecursion
        let source = String(repeating: open, count: depth) + "\nlet s = URLSession.shared\n" + String(repeating: close, count: depth)

        // One job: the files are linted on the small stack's thread, not on the pool's.
        let result = await SmallStack.run { makeSUT(source, jobs: 1) }

        #expect(result.fileCount == 2)
    }

    @Test(arguments: ["let c = Color(", "x.fill(.", "Image(systemName", "static let live =", "var v:", "var v: (", "var v: A<", "@MainActor", "extension AClient { static func mock(", "private(set"])
    func unterminatedConstructsEndAtEndOfFile(source: String) {
        let result = makeSUT("let s = URLSession.shared\n" + source)

        #expect(result.findings.filter { $0.ruleID == "url-session-shared" }.count == 2)
    }

    /// The same text at each path (a source and a test file by default), with every profile enabled.
    private func makeSUT(_ text: String, paths: [String] = ["Sources/UI/Input.swift", "Tests/UITests/Input.swift"], jobs: Int = 2) -> LintResult {
        let configuration = Configuration(catalog: RuleRegistry.catalog, profiles: RuleRegistry.catalog.profiles.map(\.name), layers: ExampleConfiguration.configuration.layers)
        return Linter(configuration: configuration, jobs: jobs).lint(paths.map { LintInput(path: $0, source: .text(text)) })
    }
}
