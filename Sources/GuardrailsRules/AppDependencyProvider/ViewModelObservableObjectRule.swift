import GuardrailsCore

/// The dependency-provider style observes view models through Combine.
public struct ViewModelObservableObjectRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-model-observable-object",
        summary: "`…ViewModel` classes conform to `ObservableObject` (directly or through their superclass).",
        rationale: """
        app-dependency-provider, "view models are ObservableObjects": views own them with `@StateObject` \
        and read `@Published private(set)` state, and the team's bindings and tests rely on that shape.
        """,
        defaultSeverity: .error,
        options: [RuleOption("nameSuffixes", .strings(["ViewModel"]), "Class-name suffixes that mark view models.")],
        triggering: [
            RuleExample("Sources/UI/FeedViewModel.swift", "@MainActor final class FeedViewModel {}"),
            RuleExample("Sources/UI/ProfileViewModel.swift", "@MainActor @Observable final class ProfileViewModel {\n    var name = \"\"\n}"),
            RuleExample("Sources/UI/SettingsViewModel.swift", "@MainActor final class SettingsViewModel: NSObject {}"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/FeedViewModel.swift", "@MainActor final class FeedViewModel: ObservableObject {}"),
            RuleExample(
                ExampleFile("Sources/UI/BaseViewModel.swift", "@MainActor class BaseViewModel: ObservableObject {}"),
                ExampleFile("Sources/UI/FeedViewModel.swift", "@MainActor final class FeedViewModel: BaseViewModel {}")
            ),
            RuleExample("Sources/Presentation/FeedImageViewModel.swift", "struct FeedImageViewModel { let title: String }\nextension FeedViewModel {}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let suffixes = context.strings("nameSuffixes")
        return file.model.types.compactMap { type in
            guard type.kind == .class, suffixes.contains(where: { type.name.hasSuffix($0) }),
                  !isObservableObject(type.name, context.index) else { return nil }
            return Violation(type, "view model '\(type.name)' is not an ObservableObject; conform it and publish its state with @Published private(set)")
        }
    }

    /// Walks down from `ObservableObject` through the package's subclasses; `seen` bounds the walk.
    private func isObservableObject(_ name: String, _ index: PackageIndex) -> Bool {
        var pending = ["ObservableObject"]
        var seen: Set<String> = []
        while let current = pending.popLast() {
            for conformer in index.conformers(of: current) where seen.insert(conformer.name).inserted {
                if conformer.name == name { return true }
                pending.append(conformer.name)
            }
        }
        return false
    }
}
