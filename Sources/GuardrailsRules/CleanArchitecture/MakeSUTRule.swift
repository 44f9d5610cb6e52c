import GuardrailsCore

/// Every suite builds its subject in one place, so constructor changes touch one function.
public struct MakeSUTRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "make-sut",
        summary: "Every test suite declares a `makeSUT` factory.",
        rationale: """
        Checklist point 5 and law 6: creating the system under test through one factory keeps tests \
        decoupled from initializers, so a new dependency changes one function instead of every test.
        """,
        defaultSeverity: .error,
        triggering: [
            RuleExample("Tests/FeatureTests/LoadUseCaseTests.swift", "final class LoadUseCaseTests: XCTestCase {\n    func test_load() {}\n}"),
            RuleExample("Tests/FeatureTests/CacheUseCaseTests.swift", "@Suite struct CacheUseCaseTests {\n    @Test func saves() { }\n}"),
            RuleExample("Tests/FeatureTests/ValidateUseCaseTests.swift", "struct ValidateUseCaseTests {\n    @Test(\"deletes\") func deletes() { }\n    func makeSut() {}\n}"),
        ],
        nonTriggering: [
            RuleExample("Tests/FeatureTests/CacheUseCaseTests.swift", "@Suite struct CacheUseCaseTests {\n    @Test func saves() {}\n    private func makeSUT() -> Int { 1 }\n}"),
            RuleExample(
                ExampleFile("Tests/FeatureTests/LoadUseCaseTests.swift", "final class LoadUseCaseTests: XCTestCase {\n    func test_load() {}\n}"),
                ExampleFile("Tests/FeatureTests/LoadUseCaseTests+Helpers.swift", "extension LoadUseCaseTests {\n    func makeSUT() {}\n}")
            ),
            RuleExample("Tests/FeatureTests/Helpers.swift", "struct AnyURL { func make() {} }"),
            RuleExample("Tests/FeatureTests/Notes.swift", "let note = \"class X: XCTestCase {}\""),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        file.model.testSuites.compactMap { suite in
            let members = context.index.members(of: suite.name, in: file.module)
            guard !members.contains("makeSUT"), !suite.members.contains(where: { $0.name == "makeSUT" }) else { return nil }
            return Violation(line: suite.line, column: suite.column, message: "test suite '\(suite.name)' declares no makeSUT(); create the system under test in one factory")
        }
    }
}
