import GuardrailsCore

/// The dependency-provider style observes view models through Combine.
public struct ViewModelObservableObjectRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "view-model-observable-object",
        summary: "`…ViewModel` classes conform to `ObservableObject` (directly or through their superclass).",
        rationale: """
        app-dependency-provider, "view models are ObservableObjects": views own them with `@StateObject` \
        and read `@Published private(set)` state, and the team's bindings and tests rely on that shape. A view \
        model that publishes its state through an `ObservableObject` or an `@Observable` class nested in it or \
        in its base class (a `Context` the view observes, as state-store base classes do) has that shape too; \
        the base class may be named through a type alias (`typealias InboxViewModelType = ScreenStore<…>`). \
        Only a view model something could observe is held to it: one with mutable stored state others can read (a \
        stored `var`, its own or a base class's, or a `let` holding an observable value box, `stateBoxTypes`; a \
        `private var`, such as a cache behind the queries an imperative template or controller calls, is the \
        class's own bookkeeping). A view model of only `let`s, closures (`let` or `var`: a callback its owner sets), computed values and `lazy var` memos \
        (derived once, on first read) is an immutable display snapshot with nothing to publish (`view-model-main-actor` \
        spares it too when it has no methods of its own; a `var` set only in `init` still counts as state: \
        declare it `let`), and one holding a `weak` reference pushes its updates into that template, controller or \
        delegate instead of being observed. A `@Published` property outside an `ObservableObject` is always \
        reported: nothing receives its changes. As for `view-model-main-actor`, test doubles drive no screen and \
        are out of scope by default: view models in test targets, in a doubles folder (`Mocks/`) or named as a \
        double (`MockSearchHistoryViewModel`; options `checkTests`, `doubleNameMarkers`).
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("nameSuffixes", .strings(["ViewModel"]), "Class-name suffixes that mark view models."),
            RuleOption(
                "stateBoxTypes", .strings(["Observable", "CurrentValueSubject", "BehaviorSubject", "BehaviorRelay"]),
                "Types of a stored `let` that holds a current value others observe (`let poster = Observable<Data?>(nil)`): state to publish."
            ),
            RuleOption("checkTests", .bool(false), "Also check test targets, `Mocks` folders and view models named as test doubles."),
            RuleOption(
                "doubleNameMarkers", .strings(TestDoubleCode.defaultMarkers),
                "Name prefixes and suffixes of test doubles (`MockSearchViewModel`), which are skipped unless `checkTests` is on."
            ),
        ],
        triggering: [
            RuleExample("Sources/UI/FeedViewModel.swift", "@MainActor final class FeedViewModel {\n    private(set) var items: [String] = []\n}"),
            RuleExample("Sources/UI/ProfileViewModel.swift", "@MainActor @Observable final class ProfileViewModel {\n    var name = \"\"\n}"),
            RuleExample("Sources/UI/SettingsViewModel.swift", "@MainActor final class SettingsViewModel: NSObject {\n    var isOn = false\n}"),
            RuleExample(
                "Sources/UI/PosterViewModel.swift",
                "final class PosterViewModel {\n    let title: String\n    let image = Observable<Data?>(nil)\n    private var loadTask: Task<Void, Never>?\n    init(title: String) { self.title = title }\n}"
            ),
            RuleExample("Sources/UI/OfferViewModel.swift", "final class OfferViewModel {\n    var onAccept: (() -> Void)?\n    var isExpanded = false\n}"),
            RuleExample("Sources/UI/QueueViewModel.swift", "final class QueueViewModel {\n    private(set) var episodes: [Episode] = []\n    private var page = 0\n}"),
            RuleExample("Sources/UI/AvatarViewModel.swift", "final class AvatarViewModel {\n    weak var view: AvatarView?\n    @Published var image: Image?\n}"),
            RuleExample(
                ExampleFile("Sources/UI/ListViewModel.swift", "class ListViewModel {\n    var rows: [Row] = []\n}"),
                ExampleFile("Sources/UI/InboxViewModel.swift", "final class InboxViewModel: ListViewModel {\n    let title = \"Inbox\"\n}")
            ),
            RuleExample(
                ExampleFile(
                    "Sources/UI/ScreenStore.swift",
                    "class ScreenStore<State> {\n    struct Snapshot {\n        var state: State\n    }\n    final class Log {}\n    var snapshot: Snapshot?\n}"
                ),
                ExampleFile("Sources/UI/InboxViewModel.swift", "typealias InboxViewModelType = ScreenStore<InboxState>\nfinal class InboxViewModel: InboxViewModelType {}")
            ),
            RuleExample("Sources/Design/Mockups/PaletteViewModel.swift", "final class PaletteViewModel {\n    var swatches: [Swatch] = []\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/FeedViewModel.swift", "@MainActor final class FeedViewModel: ObservableObject {}"),
            RuleExample(
                ExampleFile("Sources/UI/BaseViewModel.swift", "@MainActor class BaseViewModel: ObservableObject {}"),
                ExampleFile("Sources/UI/FeedViewModel.swift", "@MainActor final class FeedViewModel: BaseViewModel {}")
            ),
            RuleExample("Sources/Presentation/FeedImageViewModel.swift", "struct FeedImageViewModel { let title: String }\nextension FeedViewModel {}"),
            RuleExample(
                "Sources/UI/PromptViewModel.swift",
                "final class PromptViewModel {\n    let onDismiss: () -> Void\n    var title: String { \"Rate us\" }\n    init(onDismiss: @escaping () -> Void) { self.onDismiss = onDismiss }\n}"
            ),
            RuleExample(
                "Sources/UI/RoomsViewModel.swift",
                "final class RoomsViewModel {\n    weak var template: RoomsTemplate?\n    private var rooms: [Room] = []\n    func reload() { template?.show(rooms) }\n}"
            ),
            RuleExample(
                ExampleFile(
                    "Sources/UI/StateStoreViewModel.swift",
                    "@MainActor class StateStoreViewModel<State> {\n    final class Context: ObservableObject {\n        @Published var state: State\n    }\n    let context: Context\n}"
                ),
                ExampleFile("Sources/UI/RoomViewModel.swift", "@MainActor final class RoomViewModel: StateStoreViewModel<RoomState> {}")
            ),
            RuleExample(
                ExampleFile(
                    "Sources/UI/ScreenStore.swift",
                    "class ScreenStore<State, Action> {\n    @Observable final class Context {\n        var state: State\n    }\n    var context: Context\n}"
                ),
                ExampleFile(
                    "Sources/UI/InboxViewModel.swift",
                    "typealias InboxViewModelType = ScreenStore<InboxState, InboxAction>\n\nfinal class InboxViewModel: InboxViewModelType, InboxViewModelProtocol {}"
                )
            ),
            RuleExample(
                "Sources/UI/AddShortcutViewModel.swift",
                "final class AddShortcutViewModel {\n    let destination: Destination\n    private var entitiesCache: [String: [Entity]] = [:]\n    init(destination: Destination) { self.destination = destination }\n    func entities(server: String) -> [Entity] { entitiesCache[server] ?? [] }\n}"
            ),
            RuleExample(
                ExampleFile("Sources/UI/Observing.swift", "class ObservingBase: ObservableObject {}\ntypealias Observing = UI.ObservingBase"),
                ExampleFile("Sources/UI/DraftViewModel.swift", "final class DraftViewModel: Observing {}")
            ),
            RuleExample(
                "Sources/UI/BannerViewModel.swift",
                "final class BannerViewModel {\n    var onClose: (() -> Void)? = nil\n    var onUpgrade: ((Plan) -> Void)?\n    func closeTapped() { onClose?() }\n}"
            ),
            RuleExample(
                "Sources/UI/ReceiptViewModel.swift",
                "final class ReceiptViewModel {\n    let lines: [ReceiptLine]\n    private(set) lazy var total: String = format(lines.map(\\.amount).reduce(0, +))\n    init(lines: [ReceiptLine]) { self.lines = lines }\n}"
            ),
            RuleExample("Tests/UITests/Mocks/MockInboxViewModel.swift", "final class MockInboxViewModel: InboxViewModelInterface {\n    var rows: [Row] = []\n}"),
            RuleExample("Sources/App/Mocks/StubbedCartViewModel.swift", "final class StubbedCartViewModel {\n    var items: [Item] = []\n}"),
            RuleExample("Sources/App/CartViewModelFake.swift", "final class CartViewModelFake {\n    var items: [Item] = []\n}\nfinal class FakeCartViewModel {\n    var items: [Item] = []\n}"),
        ]
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let boxes = context.stringSet("stateBoxTypes")
        return file.model.types.contains { type in type.members.contains { Self.isPrivate($0) && isState($0, boxes: boxes) } }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // Test targets and the doubles an app compiles (a `Mocks` folder) stand in for view models; none drives a screen.
        if !context.flag("checkTests"), file.isTest || TestDoubleCode.isInDoublesFolder(file.path) { return [] }
        let suffixes = context.strings("nameSuffixes")
        let boxes = context.stringSet("stateBoxTypes")
        let index = context.index
        let doubles = TestDoubles(markers: context.strings("doubleNameMarkers"))
        return file.model.types.compactMap { type in
            guard type.kind == .class, suffixes.contains(where: { type.name.hasSuffix($0) }) else { return nil }
            if !context.flag("checkTests"), doubles.isDouble(named: type.name) { return nil }
            // The class and what it inherits, through the package's classes and type aliases (`RoomViewModelType`).
            let lineage = index.supertypes(of: type.name).union([type.name])
            guard !lineage.contains("ObservableObject"), !lineage.contains(where: { publishesThroughNestedType($0, index) }) else { return nil }
            guard type.members.contains(where: { $0.attributes.contains("Published") }) || isObservable(type, index, file.tokens, boxes: boxes) else { return nil }
            return Violation(type, "view model '\(type.name)' is not an ObservableObject; conform it and publish its state with @Published private(set)")
        }
    }

    /// Has state to observe (a stored instance `var` other than a `lazy` memo, or a box of observable state,
    /// that code outside the class can read; or a package base class's mutable state, see `ViewModelState`) and
    /// does not push it into something it holds weakly.
    private func isObservable(_ type: TypeDecl, _ index: PackageIndex, _ tokens: [Token], boxes: Set<String>) -> Bool {
        let instanceMembers = type.members.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        if instanceMembers.contains(where: { $0.modifiers.contains("weak") }) { return false }
        // A stored closure (`var onClose: (() -> Void)?`) is a callback its owner sets, not state a view reads.
        if instanceMembers.contains(where: {
            isState($0, boxes: boxes) && !$0.modifiers.contains("lazy") && $0.propertyType?.isFunction != true && !isHidden($0, tokens)
        }) { return true }
        return index.supertypes(of: type.name).contains { name in
            index.declarations(named: name).contains { $0.kind == .class && $0.hasMutableState }
        }
    }

    /// A stored `var`, or a `let` holding a box of observable state.
    private func isState(_ member: MemberDecl, boxes: Set<String>) -> Bool {
        member.isStoredVar || member.kind == .variable && member.propertyType.map { boxes.contains($0.name) } == true
    }

    private static func isPrivate(_ member: MemberDecl) -> Bool {
        member.modifiers.contains("private") || member.modifiers.contains("fileprivate")
    }

    /// `private var cache`, which nothing outside the class reads; `private(set) var items` is read by its views.
    private func isHidden(_ member: MemberDecl, _ tokens: [Token]) -> Bool {
        guard Self.isPrivate(member), let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens), keyword > 0 else { return false }
        return !(tokens[keyword - 1].kind == .punctuation && tokens[keyword - 1].text == ")")
    }

    /// A type declared inside `owner` that views observe: an `ObservableObject` or an `@Observable` class.
    private func publishesThroughNestedType(_ owner: String, _ index: PackageIndex) -> Bool {
        index.nestedTypes(in: owner).contains { nested in
            nested.attributes.contains("Observable") || nested.inheritance.contains("ObservableObject")
                || index.supertypes(of: nested.name).contains("ObservableObject")
        }
    }
}
