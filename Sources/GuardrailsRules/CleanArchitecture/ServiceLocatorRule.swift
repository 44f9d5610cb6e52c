import GuardrailsCore

/// Features receive their collaborators; they never go and look them up.
public struct ServiceLocatorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "service-locator",
        summary: "Domain, feature and presentation modules do not reference DI containers, resolvers, coordinators, routers or dependency providers.",
        rationale: """
        Guardrail "do not reference a DI container, coordinator or router from a feature module": a feature \
        that asks a locator for its dependencies hides them from its initializer (the Service Locator \
        anti-pattern). Such objects, when needed at all, live in the composition root.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "nameSuffixes", .strings(["Container", "Resolver", "Coordinator", "Router", "DependencyProvider", "ServiceLocator", "Locator"]),
                "Type-name suffixes that identify locators."
            ),
            RuleOption("layerKinds", .strings(["domain", "feature", "presentation"]), "Layer kinds the rule applies to."),
        ],
        triggering: [
            RuleExample("Sources/Feature/Loader.swift", "let store = DIContainer.resolve(FeedStore.self)"),
            RuleExample("Sources/Presentation/Presenter.swift", "final class P { weak var coordinator: AppCoordinator? }"),
            RuleExample("Sources/Feature/Loader.swift", "let client = AppDependencyProvider.client"),
        ],
        nonTriggering: [
            RuleExample("Sources/App/Composer.swift", "let coordinator = AppCoordinator()"),
            RuleExample("Sources/Feature/Loader.swift", "let router = \"AppRouter\"\nlet container = items"),
            RuleExample("Sources/Infrastructure/Store.swift", "let container = NSPersistentContainer(name: \"Feed\")"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard let kind = file.layerKind, context.strings("layerKinds").contains(kind) else { return [] }
        let suffixes = context.strings("nameSuffixes")
        return file.model.references.compactMap { reference in
            guard reference.base == nil, suffixes.contains(where: { reference.name.hasSuffix($0) }) else { return nil }
            return Violation(reference, "'\(reference.name)' looks like a service locator; inject the dependency instead and keep locators in the composition root")
        }
    }
}
