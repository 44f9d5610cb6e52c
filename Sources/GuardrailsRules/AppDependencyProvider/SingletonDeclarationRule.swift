import GuardrailsCore

/// Dependencies are handed out by the provider, not grabbed from globals.
public struct SingletonDeclarationRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "singleton-declaration",
        summary: "No `static let shared = …` singletons outside a configurable allowlist.",
        rationale: """
        app-dependency-provider, "avoid singletons, use dependency injection": a `shared` instance can be \
        reached from anywhere, so its users hide the dependency and tests cannot replace it. Register the \
        service in the dependency provider behind a protocol; keep singletons for the few pieces of truly \
        app-wide state listed in `allowedTypes`.
        A global actor (`@globalActor`) must declare `static let shared`: that is the actor, not a singleton \
        of the app, and it is not reported.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("names", .strings(["shared", "sharedInstance", "instance"]), "Static property names that declare a singleton."),
            RuleOption("allowedTypes", .strings(["AppDependencyProvider"]), "Types allowed to declare a singleton."),
        ],
        triggering: [
            RuleExample("Sources/Feature/FeatureManager.swift", "final class FeatureManager {\n    static let shared = FeatureManager()\n    private init() {}\n}"),
            RuleExample("Sources/Feature/Analytics.swift", "enum Analytics {\n    static var shared = AnalyticsClient()\n}"),
            RuleExample("Sources/Feature/DownloadService+Shared.swift", "extension DownloadService {\n    public static let sharedInstance = DownloadService()\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/App/AppDependencyProvider.swift", "final class AppDependencyProvider {\n    static let shared = AppDependencyProvider()\n}"),
            RuleExample("Sources/Feature/FeatureManager.swift", "final class FeatureManager: FeatureManagerProtocol {\n    func performAction() {}\n}"),
            RuleExample("Sources/Feature/Config.swift", "struct Config {\n    static let defaultTimeout = 30.0\n    let shared: Bool\n}"),
            RuleExample("Sources/Feature/DatabaseActor.swift", "@globalActor actor DatabaseActor {\n    static let shared = DatabaseActor()\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let names = Set(context.strings("names"))
        let allowed = Set(context.strings("allowedTypes"))
        return file.model.types.flatMap { type -> [Violation] in
            guard !allowed.contains(type.name), !type.attributes.contains("globalActor") else { return [] }
            return type.members.compactMap { member in
                guard member.kind == .variable, names.contains(member.name), member.modifiers.contains("static") else { return nil }
                return Violation(member, "singleton '\(type.name).\(member.name)'; register it in the dependency provider behind a protocol, or add '\(type.name)' to allowedTypes if it is truly app-wide state")
            }
        }
    }
}
