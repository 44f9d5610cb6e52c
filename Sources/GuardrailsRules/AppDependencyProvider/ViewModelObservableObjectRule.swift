import GuardrailsCore

/// The dependency-provider style observes view models through Combine.
public struct ViewModelObservableObjectRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-model-observable-object",
        summary: "`…ViewModel` classes conform to `ObservableObject` (directly or through their superclass).",
        rationale: """
        app-dependency-provider, "view models are ObservableObjects": views own them with `@StateObject` \
        and read `@Published private(set)` state, and the team's bindings and tests rely on that shape. A view \
        model that publishes its state through an `ObservableObject` nested in it or in its base class (a \
        `Context` the view observes, as state-store base classes do) has that shape too.
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
            RuleExample(
                ExampleFile(
                    "Sources/UI/StateStoreViewModel.swift",
                    "@MainActor class StateStoreViewModel<State> {\n    final class Context: ObservableObject {\n        @Published var state: State\n    }\n    let context: Context\n}"
                ),
                ExampleFile("Sources/UI/RoomViewModel.swift", "@MainActor final class RoomViewModel: StateStoreViewModel<RoomState> {}")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let suffixes = context.strings("nameSuffixes")
        let viewModels = file.model.types.filter { type in type.kind == .class && suffixes.contains { type.name.hasSuffix($0) } }
        guard !viewModels.isEmpty else { return [] }
        let observable = observableObjects(context.index)
        let observableNames = Set(observable.map(\.name))
        // Types that declare an `ObservableObject` inside them: the state they publish lives there.
        let observableOwners = Set(observable.compactMap(\.parent))
        return viewModels.compactMap { type in
            guard !observableNames.contains(type.name),
                  context.index.supertypes(of: type.name).union([type.name]).isDisjoint(with: observableOwners) else { return nil }
            return Violation(type, "view model '\(type.name)' is not an ObservableObject; conform it and publish its state with @Published private(set)")
        }
    }

    /// Walks down from `ObservableObject` through the package's subclasses; `seen` bounds the walk.
    private func observableObjects(_ index: PackageIndex) -> [IndexedType] {
        var pending = ["ObservableObject"]
        var seen: Set<String> = []
        var found: [IndexedType] = []
        while let current = pending.popLast() {
            for conformer in index.conformers(of: current) where seen.insert(conformer.name).inserted {
                found.append(conformer)
                pending.append(conformer.name)
            }
        }
        return found
    }
}
