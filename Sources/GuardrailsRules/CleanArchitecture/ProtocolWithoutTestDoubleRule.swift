import GuardrailsCore

/// A boundary nobody substitutes in tests is not yet proven to be a boundary.
public struct ProtocolWithoutTestDoubleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "protocol-without-test-double",
        summary: "Every production protocol has a conforming type (spy, stub, fake) in a test target.",
        rationale: """
        Checklist point 3: protocol boundaries exist so collaborators can be substituted; if no test \
        double conforms, the boundary is either untested or unnecessary.
        """,
        defaultSeverity: .error,
        options: [RuleOption("ignoredProtocols", .strings([]), "Protocols exempt from this rule.")],
        triggering: [
            RuleExample("Sources/Feature/Store.swift", "public protocol FeedStore {}"),
            RuleExample(
                ExampleFile("Sources/Feature/Client.swift", "public protocol HTTPClient {}"),
                ExampleFile("Sources/Infrastructure/URLClient.swift", "final class URLClient: HTTPClient {}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Store.swift", "public protocol FeedStore {}"),
                ExampleFile("Tests/FeatureTests/Notes.swift", "// final class StoreSpy: FeedStore {}")
            ),
        ],
        nonTriggering: [
            RuleExample(
                ExampleFile("Sources/Feature/Store.swift", "public protocol FeedStore {}"),
                ExampleFile("Tests/FeatureTests/StoreSpy.swift", "final class StoreSpy: FeedStore {}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Client.swift", "public protocol HTTPClient {}"),
                ExampleFile("Tests/TestSupport/ClientStub.swift", "struct ClientStub {}\nextension ClientStub: HTTPClient {}")
            ),
            RuleExample("Tests/FeatureTests/Probe.swift", "protocol Probe {}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard !file.isTest else { return [] }
        let ignored = Set(context.strings("ignoredProtocols"))
        return file.model.types.compactMap { type in
            guard type.kind == .protocol, !ignored.contains(type.name),
                  !context.index.conformers(of: type.name).contains(where: \.isTest) else { return nil }
            return Violation(line: type.line, column: type.column, message: "protocol '\(type.name)' has no test double conforming to it in any test target")
        }
    }
}
