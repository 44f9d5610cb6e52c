import GuardrailsCore

/// Every built-in profile and its rules. Profiles are looked up by the name `guardrails.json` gives, so a
/// new profile is one more entry here with its own rules and layer kinds.
public enum RuleRegistry {
    public static let catalog = RuleCatalog(
        defaultProfile: "clean-architecture",
        profiles: [
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
                    UndeclaredImportRule.self, UnusedDependencyRule.self,
                ]
            ),
            Profile(
                name: "app-dependency-provider",
                summary: "A central dependency provider hands out protocol-typed services; @MainActor ObservableObject view models; coordinators navigate; design-system colors and icons.",
                // Its rules look at names and calls, but two of them leave the composition root (and tooling) free
                // to pick the live defaults database and hold containers, so a team must be able to map it.
                layerKinds: ["composition", "support"],
                needsLayers: false,
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
        ],
        contradictions: [
            Contradiction(
                "observable-object", "view-model-observable-object",
                reason: "one forbids ObservableObject, the other requires every view model to be one"
            ),
            Contradiction(
                "single-implementation-protocol", "concrete-service-dependency",
                reason: "one warns about a protocol with a single implementation, the other requires a protocol in front of every service"
            ),
        ]
    )
}
