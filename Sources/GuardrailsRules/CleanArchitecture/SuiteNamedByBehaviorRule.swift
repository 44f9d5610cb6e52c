import GuardrailsCore

/// Suites describe what the system does, so they survive renaming and splitting the implementation.
public struct SuiteNamedByBehaviorRule: Rule {
    public init() {}

    private static let suffixes = ["Tests", "Test", "Specs", "Spec", "Suite"]

    public static let description = RuleDescription(
        id: "suite-named-by-behavior",
        summary: "Test suites are named for behavior (`CacheFeedUseCaseTests`), not after a production type.",
        rationale: """
        Law 6: a suite named after a class (`LocalFeedLoaderTests`) ties the tests to today's implementation; \
        one named after the use case it proves keeps its meaning when types are split or renamed. \
        Infrastructure and conformance suites legitimately prove one component, so layers of the kinds in \
        `componentSuiteLayerKinds` may name suites after it.
        """,
        defaultSeverity: .error,
        options: [RuleOption("componentSuiteLayerKinds", .strings(["infrastructure", "support"]), "Layer kinds whose suites may be named after a component.")],
        triggering: [
            RuleExample(
                ExampleFile("Sources/Feature/LocalLoader.swift", "public final class LocalLoader {}"),
                ExampleFile("Tests/FeatureTests/LocalLoaderTests.swift", "@Suite struct LocalLoaderTests { @Test func loads() {} }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Mapper.swift", "enum FeedMapper {}"),
                ExampleFile("Tests/FeatureTests/FeedMapperTests.swift", "final class FeedMapperTests: XCTestCase {}")
            ),
            RuleExample(
                ExampleFile("Sources/Presentation/Presenter.swift", "struct FeedPresenter {}"),
                ExampleFile("Tests/PresentationTests/Spec.swift", "struct FeedPresenterSpec { @Test func shows() {} }")
            ),
        ],
        nonTriggering: [
            RuleExample(
                ExampleFile("Sources/Feature/LocalLoader.swift", "public final class LocalLoader {}"),
                ExampleFile("Tests/FeatureTests/CacheFeedUseCaseTests.swift", "@Suite struct CacheFeedUseCaseTests { @Test func caches() {} }")
            ),
            RuleExample(
                ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
                ExampleFile("Tests/InfrastructureTests/URLSessionClientTests.swift", "@Suite struct URLSessionClientTests { @Test func gets() {} }")
            ),
            RuleExample(
                ExampleFile("Tests/FeatureTests/Spy.swift", "final class StoreSpy {}"),
                ExampleFile("Tests/FeatureTests/StoreSpyTests.swift", "@Suite struct StoreSpyTests { @Test func records() {} }")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if let kind = file.layerKind, context.strings("componentSuiteLayerKinds").contains(kind) { return [] }
        return file.model.testSuites.compactMap { suite in
            guard let suffix = Self.suffixes.first(where: { suite.name.hasSuffix($0) && suite.name.count > $0.count }) else { return nil }
            let subject = String(suite.name.dropLast(suffix.count))
            guard context.index.declarations(named: subject).contains(where: { !$0.isTest }) else { return nil }
            return Violation(
                line: suite.line, column: suite.column,
                message: "suite '\(suite.name)' is named after production type '\(subject)'; name it for the behavior it proves (e.g. '…UseCaseTests')"
            )
        }
    }
}
