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
        Nor is an optional `static var shared: T?` of a `private` or `fileprivate` type: no other file can \
        reach it, and it starts empty, so it is a slot that keeps one in-flight helper alive (a delegate set \
        before a system request and cleared in its completion), not an instance handed around.
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
            RuleExample("Sources/Feature/Session.swift", "final class Session {\n    static var shared: Session?\n}"),
            RuleExample("Sources/Feature/Cache.swift", "private final class Cache {\n    static let shared = Cache()\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/App/AppDependencyProvider.swift", "final class AppDependencyProvider {\n    static let shared = AppDependencyProvider()\n}"),
            RuleExample("Sources/Feature/FeatureManager.swift", "final class FeatureManager: FeatureManagerProtocol {\n    func performAction() {}\n}"),
            RuleExample("Sources/Feature/Config.swift", "struct Config {\n    static let defaultTimeout = 30.0\n    let shared: Bool\n}"),
            RuleExample("Sources/Feature/DatabaseActor.swift", "@globalActor actor DatabaseActor {\n    static let shared = DatabaseActor()\n}"),
            RuleExample(
                "Sources/Feature/Permissions.swift",
                "func requestAccess() {\n    PermissionRequest.shared = PermissionRequest()\n}\n\nprivate final class PermissionRequest: NSObject {\n    static var shared: PermissionRequest?\n    func finish() { Self.shared = nil }\n}"
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let names = Set(context.strings("names"))
        let allowed = Set(context.strings("allowedTypes"))
        return file.model.types.flatMap { type -> [Violation] in
            guard !allowed.contains(type.name), !type.attributes.contains("globalActor") else { return [] }
            return type.members.compactMap { member in
                guard member.kind == .variable, names.contains(member.name), member.modifiers.contains("static"),
                      !isKeepAliveSlot(member, of: type) else { return nil }
                return Violation(member, "singleton '\(type.name).\(member.name)'; register it in the dependency provider behind a protocol, or add '\(type.name)' to allowedTypes if it is truly app-wide state")
            }
        }
    }

    /// `private static var shared: Helper?` in a file-private type: empty until the file fills it.
    private func isKeepAliveSlot(_ member: MemberDecl, of type: TypeDecl) -> Bool {
        guard type.isFilePrivate, let propertyType = member.propertyType else { return false }
        return propertyType.isOptional && !propertyType.isConstructed
    }
}
