import GuardrailsCore

/// A protocol with one implementation is indirection without a choice to make.
public struct SingleImplementationProtocolRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "single-implementation-protocol",
        summary: "Warns when a production protocol has exactly one production conformer.",
        rationale: """
        Law 12 and checklist point 10: boundaries exist to select between strategies. With a single \
        implementation and no second one in sight, compose a closure in the composition root instead.
        """,
        defaultSeverity: .warning,
        options: [RuleOption("ignoredProtocols", .strings([]), "Protocols exempt from this rule.")],
        triggering: [
            RuleExample(
                ExampleFile("Sources/Feature/Client.swift", "public protocol HTTPClient {}"),
                ExampleFile("Sources/Infrastructure/URLClient.swift", "final class URLClient: HTTPClient {}")
            ),
            RuleExample("Sources/Feature/Store.swift", "protocol Store {}\nstruct MemoryStore: Store {}"),
            RuleExample(
                ExampleFile("Sources/Feature/Store.swift", "protocol Store {}"),
                ExampleFile("Sources/Infrastructure/Disk.swift", "struct DiskStore {}\nextension DiskStore: Store {}"),
                ExampleFile("Tests/FeatureTests/Spy.swift", "final class Spy: Store {}")
            ),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/Store.swift", "protocol Store {}\nstruct MemoryStore: Store {}\nstruct DiskStore: Store {}"),
            RuleExample("Sources/Feature/Store.swift", "protocol Store {}"),
            RuleExample(
                ExampleFile("Sources/Feature/Store.swift", "protocol Store {}"),
                ExampleFile("Tests/FeatureTests/Spy.swift", "final class Spy: Store {}")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard !file.isTest else { return [] }
        let ignored = Set(context.strings("ignoredProtocols"))
        return file.model.types.compactMap { type in
            guard type.kind == .protocol, !ignored.contains(type.name) else { return nil }
            let implementations = Set(context.index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }.map(\.name))
            guard implementations.count == 1, let only = implementations.first else { return nil }
            return Violation(
                line: type.line, column: type.column,
                message: "protocol '\(type.name)' has one implementation ('\(only)'); compose a closure in the composition root until a second strategy exists"
            )
        }
    }
}
