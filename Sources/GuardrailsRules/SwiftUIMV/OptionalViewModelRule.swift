import GuardrailsCore

/// A view that owns a view model creates it up front; a missing one is a state the view must not have.
public struct OptionalViewModelRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "optional-view-model",
        summary: "A view's view model is not optional, and is never created late by a `bootstrapIfNeeded`-style call.",
        rationale: """
        swiftui-mv, "when a view model already exists": an optional view model forces every use to unwrap \
        and leaves a window where the screen renders nothing. Pass dependencies to the view's initializer \
        and build the view model there, into `@State`. A `@Binding` to an optional view model is the \
        parent's decision, reported at the parent's property, so it is not reported again in the child; so is \
        an optional the view receives from its parent and stores as given (`let server: ServerViewModel?` set \
        by the memberwise initializer or `self.server = server`). Only stored properties are checked: a \
        computed one looking up the selected element among a model's elements creates nothing. An optional \
        whose binding is the `item:` of a presentation (`.sheet(item: $editor)`, `.alert(item:)`) means "not \
        presented", the child screen's state, not this view's model. A `bootstrapIfNeeded` declared outside a view model \
        (a type not named with `nameSuffixes`, not `@Observable` nor `ObservableObject`) or called on a type \
        (`Telemetry.bootstrapIfNeeded()` from an app delegate) is one-time setup, not a model created late.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("nameSuffixes", .strings(["ViewModel"]), "Type-name suffixes that mark view models."),
            RuleOption("lateSetupNames", .strings(["bootstrapIfNeeded"]), "Functions that create state late instead of in init."),
        ],
        triggering: [
            RuleExample("Sources/UI/ProfileScreen.swift", "struct ProfileScreen: View {\n    @State private var viewModel: ProfileViewModel?\n    var body: some View { Text(\"\") }\n}"),
            RuleExample("Sources/UI/FeedScreen.swift", "struct FeedScreen: View {\n    var viewModel: FeedViewModel!\n}"),
            RuleExample(
                "Sources/UI/ReportScreen.swift",
                "struct ReportScreen: View {\n    private let viewModel: ReportViewModel?\n    init(text: String) { self.viewModel = ReportViewModel(text) }\n    var body: some View { Text(viewModel?.text ?? \"\") }\n}"
            ),
            RuleExample("Sources/UI/SearchScreen.swift", "struct SearchScreen: View {\n    var body: some View { List {}.task { await model.bootstrapIfNeeded() } }\n}"),
            RuleExample("Sources/UI/InboxModel.swift", "@Observable final class InboxModel {\n    var rows: [String]?\n    func bootstrapIfNeeded() async { rows = [] }\n}"),
        ],
        nonTriggering: [
            RuleExample(
                "Sources/App/Telemetry.swift",
                "enum Telemetry {\n    private static var started = false\n    static func bootstrapIfNeeded() { started = true }\n}\nfinal class AppDelegate: NSObject {\n    func applicationDidFinishLaunching() { Telemetry.bootstrapIfNeeded() }\n}"
            ),
            RuleExample("Sources/UI/ProfileScreen.swift", "struct ProfileScreen: View {\n    @State private var viewModel: ProfileViewModel\n    init(client: ProfileClient) { _viewModel = State(initialValue: ProfileViewModel(client: client)) }\n}"),
            RuleExample("Sources/UI/ProfileForm.swift", "struct ProfileForm: View {\n    @Bindable var viewModel: ProfileViewModel\n}"),
            RuleExample("Sources/UI/Cache.swift", "final class ScreenCache {\n    var lastViewModel: FeedViewModel?\n}\nlet hint = \"bootstrapIfNeeded()\""),
            RuleExample("Sources/UI/FollowButton.swift", "struct FollowButton: View {\n    @Binding var followModel: FollowViewModel?\n    var body: some View { Text(\"\") }\n}"),
            RuleExample(
                "Sources/UI/SeasonPicker.swift",
                "struct SeasonPicker: View {\n    @State private var viewModel: SeasonsViewModel\n    @State private var selection: Int?\n    private var selectedSeason: SeasonViewModel? {\n        viewModel.seasons.first { $0.id == selection }\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/DownloadsScreen.swift",
                "struct DownloadsScreen: View {\n    @State private var rowToCancel: DownloadRowViewModel?\n    var body: some View {\n        List {}.alert(item: $rowToCancel) { row in Alert(title: Text(row.title)) }\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/DeviceRow.swift",
                "struct DeviceRow: View {\n    let name: String\n    let server: ServerViewModel?\n    var body: some View { Text(server?.title ?? name) }\n}"
            ),
            RuleExample(
                "Sources/UI/DeviceRow.swift",
                "struct DeviceRow: View {\n    private let server: ServerViewModel?\n    init(server: ServerViewModel?) {\n        self.server = server\n    }\n}"
            ),
        ]
    )

    /// Only an optional view-model property needs the tokens around it.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let suffixes = context.strings("nameSuffixes")
        return file.model.types.contains { type in
            type.members.contains { member in
                member.propertyType.map { $0.isOptional && suffixes.contains(where: $0.name.hasSuffix) } ?? false
            }
        }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let suffixes = context.strings("nameSuffixes")
        let lateSetup = context.stringSet("lateSetupNames")
        let views = SwiftUIViewMatcher()
        var violations: [Violation] = []
        var declaredHere: Set<String> = []
        for type in file.model.types {
            for member in type.members where member.kind == .function && lateSetup.contains(member.name) && isModelLike(type, suffixes) {
                declaredHere.insert(member.name)
                violations.append(Violation(member, "'\(member.name)' creates state late; build it in the initializer"))
            }
            guard views.isView(type, context.index) else { continue }
            for member in type.members where member.kind == .variable && (member.isStoredVar || member.isLet) && !member.attributes.contains("Binding") {
                guard let stored = member.propertyType, stored.isOptional, suffixes.contains(where: { stored.name.hasSuffix($0) }),
                      !isPresentationItem(member, of: type, file.tokens), !isReceivedFromParent(member, of: type, file.tokens) else { continue }
                violations.append(Violation(member, "'\(member.name)' holds an optional '\(stored.name)'; pass dependencies to init and create it there into @State"))
            }
        }
        // A function declared in this file is reported once, at its declaration; otherwise each call is.
        // A call on a type (`Telemetry.bootstrapIfNeeded()`) is one-time static setup: a view model is an instance.
        for reference in file.model.references where lateSetup.contains(reference.name) && !declaredHere.contains(reference.name)
            && reference.base?.first?.isUppercase != true {
            violations.append(Violation(reference, "'\(reference.name)' creates state late; build it in the initializer"))
        }
        return violations
    }

    /// A view model by name or by shape (an observable class): a caseless enum or an app delegate setting up logging
    /// once is not screen state created late.
    private func isModelLike(_ type: TypeDecl, _ suffixes: [String]) -> Bool {
        suffixes.contains { type.name.hasSuffix($0) } || type.attributes.contains("Observable")
            || type.inheritance.contains { $0.name == "ObservableObject" }
    }

    /// `.sheet(item: $editor)`: nil means "not presented"; the model belongs to the presented screen.
    private func isPresentationItem(_ member: MemberDecl, of type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard let body = bodyRange(of: type, tokens) else { return false }
        let binding = "$" + member.name
        return body.dropLast(2).contains { position in
            tokens[position].text == "item" && tokens[position + 1].text == ":" && tokens[position + 2].text == binding
        }
    }

    /// Stored as the parent passed it: no initial value, not `!`, not view-owned (`@State`), and set only by
    /// the memberwise initializer or `self.name = parameter`.
    private func isReceivedFromParent(_ member: MemberDecl, of type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard member.attributes.isEmpty,
              let declaration = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let body = bodyRange(of: type, tokens) else { return false }
        let declarationLine = tokens[declaration...].prefix { $0.line == tokens[declaration].line }
        if declarationLine.contains(where: { $0.kind == .operator && ($0.text == "=" || $0.text.hasPrefix("!")) }) { return false }
        guard type.members.contains(where: { $0.kind == .initializer }) else { return true }
        var assignsParameter = false
        for position in body.dropLast(3) where tokens[position].text == member.name && tokens[position + 1].text == "=" {
            let isOwn = position >= 2 && tokens[position - 1].text == "." && tokens[position - 2].text == "self"
            guard isOwn || tokens[position].startsLine else { continue }
            let value = tokens[position + 2]
            let next = tokens[position + 3]
            guard value.kind == .identifier, next.startsLine || next.text == "}" || next.text == ";" else { return false }
            assignsParameter = true
        }
        return assignsParameter
    }

    private func bodyRange(of type: TypeDecl, _ tokens: [Token]) -> ClosedRange<Int>? {
        guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens), start <= end else { return nil }
        return start...end
    }
}
