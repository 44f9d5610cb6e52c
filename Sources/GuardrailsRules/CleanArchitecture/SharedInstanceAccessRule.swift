import GuardrailsCore

/// Singletons reached from components hide dependencies; the composition root owns lifetimes.
public struct SharedInstanceAccessRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "shared-instance-access",
        summary: "No `Type.shared` (or `FileManager.default`, `UserDefaults.standard`, …) singleton access outside the composition root.",
        rationale: """
        Guardrail "do not reach for .shared from a component": a component that fetches a global instance \
        cannot be given a test double or a different configuration. Inject the instance; the composition \
        root decides that there is only one. `members` (`shared`) are singletons on any type; `.default` \
        and `.standard` only on the types listed in `singletons` (`FileManager.default`), because on other \
        types they are enum cases (`UIBarMetrics.default`), factories (`Alert.Button.default(…)`) or fresh \
        values (`URLSessionConfiguration.default`). A call with arguments (`Engine.default(path:)`) builds a \
        new instance. The implicit form counts where the declared type says which singleton it is \
        (`session: URLSession = .shared`). Tooling at the edge of the system (layer kind `support`) is its \
        own composition root and is exempt by default, and so are tests, which compose their subject, and \
        modules whose name ends in `exemptModuleSuffixes` (`AudioClientLive`) and files that declare a \
        client's static live factory (`liveFactories`: `static let liveValue = Self(…)`, with the helper types \
        beside it): a live client exists to wrap the singleton it is named for, and it is what the \
        composition root injects.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("members", .strings(["shared", "sharedInstance"]), "Static member names that are singleton access on any type."),
            RuleOption(
                "singletons",
                .strings([
                    "FileManager.default", "NotificationCenter.default", "UserDefaults.standard", "NSUbiquitousKeyValueStore.default",
                    "DistributedNotificationCenter.default", "SKPaymentQueue.default", "NSFileManager.default",
                ]),
                "`Type.member` pairs that are singletons besides `members`."
            ),
            RuleOption("allowedTypes", .strings([]), "Types whose shared instances may be used anywhere."),
            RuleOption("checkTests", .bool(false), "Also check test targets (they compose their subject, like a composition root)."),
            RuleOption("exemptLayerKinds", .strings(["composition", "support"]), "Layer kinds that own lifetimes: the composition root and tooling."),
            RuleOption("exemptModuleSuffixes", .strings(["Live"]), "Module-name endings of live clients that wrap a singleton for injection."),
            RuleOption("liveFactories", .strings(["live", "liveValue"]), "Static factories whose bodies build the live client around a singleton."),
        ],
        triggering: [
            RuleExample("Sources/Feature/Client.swift", "let session = URLSession.shared"),
            RuleExample("Sources/Feature/Store.swift", "func url() { FileManager.default.temporaryDirectory }"),
            RuleExample("Sources/Presentation/Settings.swift", "let flag = UserDefaults.standard.bool(forKey: \"k\")"),
            RuleExample("Sources/Feature/Client.swift", "struct Client {\n    init(session: URLSession = .shared) {}\n}"),
            RuleExample(
                ExampleFile("Sources/UI/Tabs.swift", "public final class iOSTabs { public static let shared = iOSTabs() }"),
                ExampleFile("Sources/Feature/Router.swift", "func tabs() { iOSTabs.shared.select() }")
            ),
            RuleExample("Sources/Feature/Export.swift", "func export() { open(FileManager.default.temporaryDirectory) }"),
        ],
        nonTriggering: [
            RuleExample("Sources/App/Composer.swift", "let session = URLSession.shared"),
            RuleExample("Sources/Feature/Policy.swift", "func f(k: Kind) { switch k { case .default: break } }"),
            RuleExample("Sources/Feature/Client.swift", "let session = client.shared\n// URLSession.shared"),
            RuleExample("Tests/FeatureTests/StoreTests.swift", "let directory = FileManager.default.temporaryDirectory"),
            RuleExample("Sources/UI/Bar.swift", "func style(_ bar: Bar) { bar.setBackgroundImage(nil, for: .any, barMetrics: UIBarMetrics.default) }"),
            RuleExample("Sources/UI/Alerts.swift", "let ok = Alert.Button.default(Text(\"OK\"))"),
            RuleExample("Sources/Infrastructure/Client.swift", "let configuration = URLSessionConfiguration.default"),
            RuleExample("Sources/Feature/Cache.swift", "let engine = StorageEngine.default(appendingPath: \"cache\")"),
            RuleExample(
                "Sources/Feature/AppIconClient.swift",
                "extension AppIconClient {\n    static let liveValue = Self(\n        current: { UIApplication.shared.alternateIconName },\n        set: { try await UIApplication.shared.setAlternateIconName($0) }\n    )\n}\nprivate actor IconActor {\n    func folder() -> URL { FileManager.default.temporaryDirectory }\n}"
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if let kind = file.layerKind, context.strings("exemptLayerKinds").contains(kind) { return [] }
        if file.isTest, !context.flag("checkTests") { return [] }
        if let module = file.module, context.strings("exemptModuleSuffixes").contains(where: { module.hasSuffix($0) }) { return [] }
        let members = Set(context.strings("members"))
        let singletons = Set(context.strings("singletons"))
        let allowed = Set(context.strings("allowedTypes"))
        let tokens = file.tokens
        if StaticFactories.declaresFactory(in: tokens, names: Set(context.strings("liveFactories"))) { return [] }
        var violations: [Violation] = []
        for reference in file.model.references {
            guard let base = reference.base, !allowed.contains(base), members.contains(reference.name) || singletons.contains("\(base).\(reference.name)"),
                  isTypeName(base, context.index),
                  let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
                  !isCallWithArguments(position, in: tokens) else { continue }
            violations.append(Violation(reference, "'\(base).\(reference.name)' reaches a shared instance; inject it and let the composition root own its lifetime"))
        }
        for (position, token) in tokens.enumerated() where token.kind == .punctuation && token.text == "." {
            guard let (type, member) = ImplicitMemberType.annotated(dotAt: position, in: tokens), !allowed.contains(type),
                  members.contains(member) || singletons.contains("\(type).\(member)"), !isCallWithArguments(position + 1, in: tokens) else { continue }
            violations.append(Violation(tokens[position + 1], "'\(type).\(member)' reaches a shared instance; inject it and let the composition root own its lifetime"))
        }
        return violations
    }

    /// `URLSession`, or a type the package declares with a lowercase name (`iOSTabs`); not `client` or `self`.
    private func isTypeName(_ name: String, _ index: PackageIndex) -> Bool {
        guard name != "Self", let first = name.unicodeScalars.first else { return false }
        return first.properties.isUppercase || !index.declarations(named: name).isEmpty || !index.nestedDeclarations(named: name).isEmpty
    }

    /// `Engine.default(path:)` builds an instance; `SKPaymentQueue.default()` returns the one there is.
    private func isCallWithArguments(_ position: Int, in tokens: [Token]) -> Bool {
        guard position + 2 < tokens.count, tokens[position + 1].kind == .punctuation, tokens[position + 1].text == "(",
              !tokens[position + 1].followsSpace else { return false }
        return !(tokens[position + 2].kind == .punctuation && tokens[position + 2].text == ")")
    }
}
