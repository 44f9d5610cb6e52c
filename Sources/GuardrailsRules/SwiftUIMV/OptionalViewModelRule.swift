import GuardrailsCore

/// A view that owns a view model creates it up front; a missing one is a state the view must not have.
public struct OptionalViewModelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "optional-view-model",
        summary: "A view's view model is not optional, and is never created late by a `bootstrapIfNeeded`-style call.",
        rationale: """
        swiftui-mv, "when a view model already exists": an optional view model forces every use to unwrap \
        and leaves a window where the screen renders nothing. Pass dependencies to the view's initializer \
        and build the view model there, into `@State`. A `@Binding` to an optional view model is the \
        parent's decision, reported at the parent's property, so it is not reported again in the child.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("nameSuffixes", .strings(["ViewModel"]), "Type-name suffixes that mark view models."),
            RuleOption("lateSetupNames", .strings(["bootstrapIfNeeded"]), "Functions that create state late instead of in init."),
        ],
        triggering: [
            RuleExample("Sources/UI/ProfileScreen.swift", "struct ProfileScreen: View {\n    @State private var viewModel: ProfileViewModel?\n    var body: some View { Text(\"\") }\n}"),
            RuleExample("Sources/UI/FeedScreen.swift", "struct FeedScreen: View {\n    var viewModel: FeedViewModel!\n}"),
            RuleExample("Sources/UI/SearchScreen.swift", "struct SearchScreen: View {\n    var body: some View { List {}.task { await model.bootstrapIfNeeded() } }\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/ProfileScreen.swift", "struct ProfileScreen: View {\n    @State private var viewModel: ProfileViewModel\n    init(client: ProfileClient) { _viewModel = State(initialValue: ProfileViewModel(client: client)) }\n}"),
            RuleExample("Sources/UI/ProfileForm.swift", "struct ProfileForm: View {\n    @Bindable var viewModel: ProfileViewModel\n}"),
            RuleExample("Sources/UI/Cache.swift", "final class ScreenCache {\n    var lastViewModel: FeedViewModel?\n}\nlet hint = \"bootstrapIfNeeded()\""),
            RuleExample("Sources/UI/FollowButton.swift", "struct FollowButton: View {\n    @Binding var followModel: FollowViewModel?\n    var body: some View { Text(\"\") }\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let suffixes = context.strings("nameSuffixes")
        let lateSetup = Set(context.strings("lateSetupNames"))
        let views = SwiftUIViewMatcher()
        var violations: [Violation] = []
        var declaredHere: Set<String> = []
        for type in file.model.types {
            for member in type.members where member.kind == .function && lateSetup.contains(member.name) {
                declaredHere.insert(member.name)
                violations.append(Violation(member, "'\(member.name)' creates state late; build it in the initializer"))
            }
            guard views.isView(type, context.index) else { continue }
            for member in type.members where member.kind == .variable && !member.attributes.contains("Binding") {
                guard let stored = member.propertyType, stored.isOptional, suffixes.contains(where: { stored.name.hasSuffix($0) }) else { continue }
                violations.append(Violation(member, "'\(member.name)' holds an optional '\(stored.name)'; pass dependencies to init and create it there into @State"))
            }
        }
        // A function declared in this file is reported once, at its declaration; otherwise each call is.
        for reference in file.model.references where lateSetup.contains(reference.name) && !declaredHere.contains(reference.name) {
            violations.append(Violation(reference, "'\(reference.name)' creates state late; build it in the initializer"))
        }
        return violations
    }
}
