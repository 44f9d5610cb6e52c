import GuardrailsCore

/// Singletons reached from components hide dependencies; the composition root owns lifetimes.
public struct SharedInstanceAccessRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "shared-instance-access",
        summary: "No `.shared` / `.default` / `.standard` singleton access outside the composition root.",
        rationale: """
        Guardrail "do not reach for .shared from a component": a component that fetches a global instance \
        cannot be given a test double or a different configuration. Inject the instance; the composition \
        root decides that there is only one. Tooling at the edge of the system (layer kind `support`) is \
        its own composition root and is exempt by default, and so are tests, which compose their subject.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("members", .strings(["shared", "default", "standard"]), "Static member names treated as singleton access."),
            RuleOption("allowedTypes", .strings([]), "Types whose shared instances may be used anywhere."),
            RuleOption("checkTests", .bool(false), "Also check test targets (they compose their subject, like a composition root)."),
            RuleOption("exemptLayerKinds", .strings(["composition", "support"]), "Layer kinds that own lifetimes: the composition root and tooling."),
        ],
        triggering: [
            RuleExample("Sources/Feature/Client.swift", "let session = URLSession.shared"),
            RuleExample("Sources/Feature/Store.swift", "func url() { FileManager.default.temporaryDirectory }"),
            RuleExample("Sources/Presentation/Settings.swift", "let flag = UserDefaults.standard.bool(forKey: \"k\")"),
        ],
        nonTriggering: [
            RuleExample("Sources/App/Composer.swift", "let session = URLSession.shared"),
            RuleExample("Sources/Feature/Policy.swift", "func f(k: Kind) { switch k { case .default: break } }"),
            RuleExample("Sources/Feature/Client.swift", "let session = client.shared\n// URLSession.shared"),
            RuleExample("Tests/FeatureTests/StoreTests.swift", "let directory = FileManager.default.temporaryDirectory"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if let kind = file.layerKind, context.strings("exemptLayerKinds").contains(kind) { return [] }
        if file.isTest, !context.flag("checkTests") { return [] }
        let members = Set(context.strings("members"))
        let allowed = Set(context.strings("allowedTypes"))
        return file.model.references.compactMap { reference in
            guard let base = reference.base, members.contains(reference.name), !allowed.contains(base),
                  let first = base.unicodeScalars.first, first.properties.isUppercase else { return nil }
            return Violation(reference, "'\(base).\(reference.name)' reaches a shared instance; inject it and let the composition root own its lifetime")
        }
    }
}
