import GuardrailsCore

/// The examples of `suite-named-by-behavior` about format components (`formatComponentSuffixes`) in modules importing more
/// than `support` layers: reading and writing the domain's model is what a format library does; using a feature is not.
extension SuiteNamedByBehaviorRule {
    static let formatTriggeringExamples: [RuleExample] = [
        // The formatter's own file builds on another feature module beside the domain: the app's logic.
        RuleExample(
            ExampleFile("Sources/Domain/Tally.swift", "public struct Tally { public let count: Int }"),
            ExampleFile("Sources/Cache/TallyStore.swift", "public final class TallyStore { public init() {} }"),
            ExampleFile(
                "Sources/Feature/TallyFormatter.swift",
                "import Cache\nimport Domain\n\nstruct TallyFormatter {\n    let store: TallyStore\n    func text(_ tally: Tally) -> String { String(tally.count) }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/TallyFormatterTests.swift",
                "@Suite struct TallyFormatterTests {\n    @Test func printsCount() { #expect(TallyFormatter(store: TallyStore()).text(Tally(count: 2)) == \"2\") }\n}"
            )
        ),
    ]

    static let formatNonTriggeringExamples: [RuleExample] = [
        // A lexer in a module importing only the domain's model: a format library reads and writes that model.
        RuleExample(
            ExampleFile("Sources/Domain/Glyph.swift", "public struct Glyph { public let mark: Character }"),
            ExampleFile(
                "Sources/Feature/ScoreLexer.swift",
                "import Domain\n\npublic struct ScoreLexer {\n    public init() {}\n    public func glyphs(_ text: String) -> [Glyph] { text.map(Glyph.init) }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ScoreLexerTests.swift",
                "@Suite struct ScoreLexerTests {\n    @Test func splitsMarks() { #expect(ScoreLexer().glyphs(\"ab\").count == 2) }\n}"
            )
        ),
        // A DTO-to-model mapper whose own file imports only the domain, in a feature module whose other files use more.
        RuleExample(
            ExampleFile("Sources/Domain/Parcel.swift", "public struct Parcel { public let id: Int }"),
            ExampleFile("Sources/Cache/ParcelCache.swift", "public final class ParcelCache { public init() {} }"),
            ExampleFile("Sources/Feature/Data/ParcelSource.swift", "import Cache\n\nstruct ParcelSource {\n    let cache: ParcelCache\n}"),
            ExampleFile(
                "Sources/Feature/Data/ParcelPageMapper.swift",
                "import Domain\n\nstruct ParcelPageMapper {\n    func map(_ ids: [Int]) -> [Parcel] { ids.map(Parcel.init) }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ParcelPageMapperTests.swift",
                "@Suite struct ParcelPageMapperTests {\n    @Test func keepsIds() { #expect(ParcelPageMapper().map([4]).map(\\.id) == [4]) }\n}"
            )
        ),
    ]
}
