/// Every profile and its rules. Profiles are looked up by the name `guardrails.json` gives, so a new
/// profile is one more entry here with its own rules and layer kinds.
public enum RuleRegistry {
    public static let defaultProfile = "clean-architecture"

    public static let profiles: [Profile] = [
        Profile(
            name: "clean-architecture",
            summary: "Clean modular architecture: layered modules, boundaries at every layer transition, public-API tests.",
            layerKinds: ["domain", "feature", "presentation", "ui", "infrastructure", "composition", "support"],
            rules: [
                UIFrameworkImportRule.self, LayerDependencyRule.self, ConcreteCrossLayerReferenceRule.self,
                TestableImportRule.self, MakeSUTRule.self, SuiteNamedByBehaviorRule.self, UncheckedSendableRule.self,
                SharedInstanceAccessRule.self, EmptyConformanceMethodRule.self, ProtocolWithoutTestDoubleRule.self,
                SingleImplementationProtocolRule.self, MainActorInDomainRule.self, AsyncStoreBoundaryRule.self,
                ServiceLocatorRule.self, ConnectivityPrecheckRule.self, DomainValueTypesRule.self,
                UITypesInPresentationRule.self, MainThreadCheckRule.self, NavigationInViewControllerRule.self,
            ]
        ),
    ]

    /// Rules about suppression comments themselves; the engine produces their findings in every profile.
    public static let suppressionRules: [any Rule.Type] = [InvalidSuppressionRule.self, UnusedSuppressionRule.self]

    public static func profile(named name: String) -> Profile? {
        profiles.first { $0.name == name }
    }

    public static func rules(forProfiles names: [String]) -> [any Rule.Type] {
        var seen: Set<String> = []
        let all = names.compactMap(profile(named:)).flatMap(\.rules) + suppressionRules
        return all.filter { seen.insert($0.description.id).inserted }
    }

    public static func descriptions(forProfiles names: [String]) -> [RuleDescription] {
        rules(forProfiles: names).map { $0.description }
    }

    public static var allRules: [any Rule.Type] {
        rules(forProfiles: profiles.map(\.name))
    }
}
