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
        Profile(
            name: "app-dependency-provider",
            summary: "A central dependency provider hands out protocol-typed services; @MainActor ObservableObject view models; coordinators navigate; design-system colors and icons.",
            layerKinds: [],
            rules: [
                DirectUserDefaultsRule.self, HardcodedColorRule.self, SystemImageRule.self, ViewModelMainActorRule.self,
                ViewModelNavigationRule.self, SingletonDeclarationRule.self, ConcreteServiceDependencyRule.self,
                MainActorUIWorkRule.self, ViewModelObservableObjectRule.self,
            ]
        ),
        Profile(
            name: "swiftui-mv",
            summary: "SwiftUI Model-View: views hold @State, @Observable models and services live in the environment, clients are structs of closures.",
            layerKinds: [],
            rules: [
                ObservableObjectRule.self, NewViewModelRule.self, OptionalViewModelRule.self, ClientCapturesSelfRule.self,
                ClientShapeRule.self, URLSessionSharedRule.self, ObservableRootInStateRule.self,
            ]
        ),
    ]

    /// Pairs of rules that require opposite things; the configuration loader rejects enabling both.
    public static let contradictions: [Contradiction] = [
        Contradiction(
            "observable-object", "view-model-observable-object",
            reason: "one forbids ObservableObject, the other requires every view model to be one"
        ),
        Contradiction(
            "single-implementation-protocol", "concrete-service-dependency",
            reason: "one warns about a protocol with a single implementation, the other requires a protocol in front of every service"
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
