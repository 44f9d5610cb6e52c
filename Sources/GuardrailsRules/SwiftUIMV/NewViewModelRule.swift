import GuardrailsCore

/// Model-View is the default; a view model is an exception that should be argued for.
public struct NewViewModelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "new-view-model",
        summary: "Warns on every `…ViewModel` type: views hold state, models and services hold logic.",
        rationale: """
        swiftui-mv, "default to Model-View": a view model duplicates what `@State`, `@Environment` and \
        `.task` already do, and adds an object to keep in sync. Split the view or move logic into a \
        model or service; when a view model is justified (multi-step workflow, real validation logic, \
        coordinated async streams), list it in `allowedTypes` with the reason in review. A struct or enum \
        without behavior (no `mutating` or `async` method, no stored closure: `struct RowViewModel: Equatable` of \
        display strings) is a value the view renders, recomputed rather than kept in sync, and is not reported.
        """,
        defaultSeverity: .warning,
        options: [
            RuleOption("nameSuffixes", .strings(["ViewModel"]), "Type-name suffixes that mark view models."),
            RuleOption("allowedTypes", .strings([]), "View models whose existence has been justified."),
        ],
        triggering: [
            RuleExample("Sources/UI/ProfileViewModel.swift", "@MainActor @Observable final class ProfileViewModel {}"),
            RuleExample("Sources/UI/FeedViewModel.swift", "struct FeedViewModel {\n    var posts: [Post]\n    mutating func refresh() async {}\n}"),
            RuleExample("Sources/UI/SearchViewModel.swift", "struct SearchViewModel {\n    var query = \"\"\n    let search: (String) async -> [Post]\n}"),
            RuleExample("Sources/UI/CheckoutViewModel.swift", "actor CheckoutViewModel {}"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/ProfileStore.swift", "@MainActor @Observable final class ProfileStore {}"),
            RuleExample(
                "Sources/UI/LessonRowViewModel.swift",
                "struct LessonRowViewModel: Equatable, Identifiable {\n    let id = UUID()\n    var title: String\n    var room: String?\n    var subtitle: String { room ?? title }\n}"
            ),
            RuleExample("Sources/UI/ProfileViewModel+Format.swift", "extension ProfileViewModel {\n    var title: String { name }\n}"),
            RuleExample("Tests/UITests/ProfileViewModelTests.swift", "@Suite struct ProfileViewModelTests {\n    @Test func saves() {}\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let suffixes = context.strings("nameSuffixes")
        let allowed = context.stringSet("allowedTypes")
        return file.model.types.compactMap { type in
            guard type.kind != .extension, type.kind != .protocol, !allowed.contains(type.name),
                  suffixes.contains(where: { type.name.hasSuffix($0) }), !isDisplayValue(type) else { return nil }
            return Violation(type, "new view model '\(type.name)'; prefer view state plus a model or service, or list it in allowedTypes if a view model is justified")
        }
    }

    /// A struct or enum with no behavior of its own: no `mutating` or `async` method and no stored closure. The view
    /// renders a copy rebuilt from the model, so there is no second object to keep in sync with `@State`.
    private func isDisplayValue(_ type: TypeDecl) -> Bool {
        (type.kind == .struct || type.kind == .enum) && !type.members.contains { member in
            member.modifiers.contains("mutating") || member.isAsync || (member.kind == .variable && member.propertyType?.isFunction == true)
        }
    }
}
