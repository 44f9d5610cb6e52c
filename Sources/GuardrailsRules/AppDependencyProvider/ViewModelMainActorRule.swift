import GuardrailsCore

/// View models publish state that views read on the main thread.
public struct ViewModelMainActorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-model-main-actor",
        summary: "`…ViewModel` classes are `@MainActor` (directly or through their superclass).",
        rationale: """
        app-dependency-provider, "always mark view models with @MainActor": a view model's published state \
        drives the UI, so mutating it off the main thread is a data race. Isolating the whole class lets \
        the compiler prove every update happens on the main actor.
        """,
        defaultSeverity: .error,
        options: [RuleOption("nameSuffixes", .strings(["ViewModel"]), "Class-name suffixes that mark view models.")],
        triggering: [
            RuleExample("Sources/UI/FeedViewModel.swift", "final class FeedViewModel: ObservableObject {\n    @Published private(set) var items: [Item] = []\n}"),
            RuleExample("Sources/UI/ProfileViewModel.swift", "@Observable final class ProfileViewModel {}"),
            RuleExample("Sources/UI/SettingsViewModel.swift", "public class SettingsViewModel {\n    @MainActor func load() {}\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/FeedViewModel.swift", "@MainActor final class FeedViewModel: ObservableObject {}"),
            RuleExample(
                ExampleFile("Sources/UI/BaseViewModel.swift", "@MainActor class BaseViewModel {}"),
                ExampleFile("Sources/UI/FeedViewModel.swift", "final class FeedViewModel: BaseViewModel {}")
            ),
            RuleExample("Sources/Presentation/FeedImageViewModel.swift", "struct FeedImageViewModel { let title: String }\nextension FeedViewModel {}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let suffixes = context.strings("nameSuffixes")
        return file.model.types.compactMap { type in
            guard type.kind == .class, suffixes.contains(where: { type.name.hasSuffix($0) }),
                  !type.attributes.contains("MainActor"), !inheritsMainActor(type, context.index) else { return nil }
            return Violation(type, "view model '\(type.name)' is not @MainActor; isolate it so its state only changes on the main thread")
        }
    }

    private func inheritsMainActor(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { parent in
            index.declarations(named: parent.name).contains { $0.attributes.contains("MainActor") }
        }
    }
}
