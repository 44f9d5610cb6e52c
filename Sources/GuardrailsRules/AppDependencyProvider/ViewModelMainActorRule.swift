import GuardrailsCore

/// View models publish state that views read on the main thread.
public struct ViewModelMainActorRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "view-model-main-actor",
        summary: "`…ViewModel` classes are `@MainActor` (directly or through their superclass).",
        rationale: """
        app-dependency-provider, "always mark view models with @MainActor": a view model's published state \
        drives the UI, so mutating it off the main thread is a data race. Isolating the whole class lets \
        the compiler prove every update happens on the main actor. A module whose default isolation is \
        `MainActor` (Swift 6.2 `.defaultIsolation(MainActor.self)` in Package.swift, or \
        `"defaultIsolation": "MainActor"` on a configured target for Xcode's build setting) already isolates \
        every class it does not mark `nonisolated`. A view model of only `let`s, computed values and `lazy var` \
        memos, with no methods of its own (also none in an extension in its file; `private static` helpers building its `let`s in \
        `init` are not methods of its own, nor are the witnesses of `Equatable`, `Hashable` and `CustomStringConvertible`: `==`, \
        `hash(into:)`, `description`, and a diffing library's `diffIdentifier()` and `isEqual(toDiffableObject:)`; a `deinit` \
        is no method either), is an \
        immutable display snapshot, even declared `ObservableObject` (with nothing `@Published` and no `objectWillChange` \
        call in its file, its publisher never fires; an empty view model is the degenerate case): it has no state changes to isolate, \
        publishes nothing and does no work that could reach the UI from another thread (`view-model-observable-object` \
        spares it too; a `var` set only in `init` still counts as state, and so does a method such as \
        `func cancel() { navigationController.dismiss(…) }`). As for `hardcoded-color`, a stand-in that never \
        drives a shipped screen is out of scope by default: a view model declared in a SwiftUI preview (`#Preview`, \
        a `PreviewProvider` type) or an `#if DEBUG` branch, or named as a test double (`MockStorageViewModel`, a \
        `Mocks` folder; options `checkPreviews`, `doubleNameMarkers`). So are test targets (option `checkTests`): a \
        view model a test declares stands in for the one it tests and drives no screen.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("nameSuffixes", .strings(["ViewModel"]), "Class-name suffixes that mark view models."),
            RuleOption("checkPreviews", .bool(false), "Also check view models in `#Preview` blocks, `PreviewProvider` types and `#if DEBUG` branches."),
            RuleOption("checkTests", .bool(false), "Also check view models declared in test targets."),
            RuleOption(
                "doubleNameMarkers", .strings(TestDoubleCode.defaultMarkers),
                "Name prefixes and suffixes of test doubles compiled into the app (`MockFeedViewModel`), which are skipped."
            ),
        ],
        triggering: [
            RuleExample("Sources/UI/FeedViewModel.swift", "final class FeedViewModel: ObservableObject {\n    @Published private(set) var items: [Item] = []\n}"),
            RuleExample(
                "Sources/UI/QueueView.swift",
                "struct QueueView: View {\n    @StateObject var model = QueueViewModel()\n    var body: some View { Text(model.title) }\n}\n#if DEBUG\nlet debugTitle = \"Queue\"\n#endif\nfinal class QueueViewModel: ObservableObject {\n    @Published var title = \"Up next\"\n}\n#Preview { QueueView() }"
            ),
            RuleExample("Sources/UI/ProfileViewModel.swift", "@Observable final class ProfileViewModel {}"),
            RuleExample("Sources/UI/SettingsViewModel.swift", "public class SettingsViewModel {\n    var isOn = false\n    @MainActor func load() {}\n}"),
            RuleExample(
                "Sources/UI/ConfirmViewModel.swift",
                "final class ConfirmViewModel {\n    let navigationController: UINavigationController\n    init(navigationController: UINavigationController) { self.navigationController = navigationController }\n    func cancel() { navigationController.popViewController(animated: true) }\n}"
            ),
            RuleExample(
                "Sources/UI/AccountsViewModel.swift",
                "class AccountsViewModel: ObservableObject {\n    let rows: [AccountRow]\n    init(rows: [AccountRow]) { self.rows = rows }\n}\nextension AccountsViewModel {\n    func select(_ id: String) { store.activate(id) }\n}"
            ),
            RuleExample(
                "Sources/UI/BadgeViewModel.swift",
                "final class BadgeViewModel {\n    let count: Int\n    var label: String { \"\\(count)\" }\n    init(count: Int) { self.count = count }\n}\nextension BadgeViewModel: ObservableObject {}\nfunc refresh(_ badge: BadgeViewModel) { badge.objectWillChange.send() }"
            ),
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "UI", swiftSettings: [.defaultIsolation(MainActor.self)])])"#),
                ExampleFile("Sources/UI/ClockViewModel.swift", "nonisolated final class ClockViewModel: ObservableObject {\n    @Published var now = Date()\n}")
            ),
            RuleExample(
                "Sources/UI/ToastViewModel.swift",
                "class ToastViewModel: Hashable {\n    let message: String\n    init(message: String) { self.message = message }\n    func hash(into hasher: inout Hasher) { hasher.combine(message) }\n    static func == (lhs: ToastViewModel, rhs: ToastViewModel) -> Bool { lhs.message == rhs.message }\n    func dismiss() { router.close() }\n}"
            ),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/FeedViewModel.swift", "@MainActor final class FeedViewModel: ObservableObject {}"),
            RuleExample(
                "Sources/UI/ReviewerViewModel.swift",
                "final class ReviewerViewModel: ListDiffable {\n    let login: String\n    init(login: String) { self.login = login }\n    func diffIdentifier() -> NSObjectProtocol { login as NSObjectProtocol }\n    func isEqual(toDiffableObject object: ListDiffable?) -> Bool { (object as? ReviewerViewModel)?.login == login }\n}"
            ),
            RuleExample(
                ExampleFile("Sources/UI/BaseViewModel.swift", "@MainActor class BaseViewModel {}"),
                ExampleFile("Sources/UI/FeedViewModel.swift", "final class FeedViewModel: BaseViewModel {}")
            ),
            RuleExample(
                ExampleFile("Sources/UI/StoreViewModel.swift", "@MainActor class StoreViewModel<State> {}\nclass PagedViewModel<State>: StoreViewModel<State> {}"),
                ExampleFile("Sources/UI/FeedViewModel.swift", "typealias FeedViewModelType = PagedViewModel<FeedState>\nfinal class FeedViewModel: FeedViewModelType {}")
            ),
            RuleExample("Sources/Presentation/FeedImageViewModel.swift", "struct FeedImageViewModel { let title: String }\nextension FeedViewModel {}"),
            RuleExample(
                ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "UI", swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)])])"#),
                ExampleFile("Sources/UI/ClockViewModel.swift", "final class ClockViewModel: ObservableObject {\n    @Published var now = Date()\n}")
            ),
            RuleExample(
                ExampleFile("Package.swift", #"let isolated: [SwiftSetting] = [.unsafeFlags(["-default-isolation", "MainActor"])]\nlet package = Package(name: "P", targets: [.target(name: "UI", swiftSettings: isolated)])"#),
                ExampleFile("Sources/UI/TimerViewModel.swift", "@Observable final class TimerViewModel {}")
            ),
            RuleExample(
                "Sources/UI/QueueView.swift",
                "struct QueueView: View {\n    @ObservedObject var model: QueueViewModel\n    var body: some View { Text(model.title) }\n}\nstruct QueueView_Previews: PreviewProvider {\n    final class SampleQueueViewModel: ObservableObject {\n        @Published var title = \"Up next\"\n    }\n    static var previews: some View { Text(\"\") }\n}"
            ),
            RuleExample(
                "Sources/UI/QueueViewModel.swift",
                "#if DEBUG\nfinal class SampleQueueViewModel: ObservableObject {\n    @Published var title = \"Up next\"\n}\n#endif\nfinal class StubQueueViewModel: ObservableObject {\n    @Published var title = \"\"\n}"
            ),
            RuleExample(
                "Sources/UI/ReceiptViewModel.swift",
                "final class ReceiptViewModel {\n    let lines: [ReceiptLine]\n    private(set) lazy var total: String = format(lines.map(\\.amount).reduce(0, +))\n    init(lines: [ReceiptLine]) { self.lines = lines }\n}"
            ),
            RuleExample("Sources/UI/BadgeViewModel.swift", "final class BadgeViewModel {\n    let count: Int\n    var label: String { \"\\(count)\" }\n    init(count: Int) { self.count = count }\n}\nextension BadgeViewModel: ObservableObject {}"),
            RuleExample("Sources/UI/AboutViewModel.swift", "final class AboutViewModel: ObservableObject {}"),
            RuleExample(
                "Sources/UI/RatingsViewModel.swift",
                "class RatingsViewModel: ObservableObject {\n    let rows: [RatingRow]\n    init(ratings: [Rating]) { rows = RatingsViewModel.rows(ratings) }\n    private static func rows(_ ratings: [Rating]) -> [RatingRow] { ratings.map(RatingRow.init) }\n}"
            ),
            RuleExample(
                "Tests/UITests/CheckoutScreenTests.swift",
                "final class CheckoutScreenTests: XCTestCase {}\nprivate final class CannedCheckoutViewModel: CheckoutViewModelType {\n    var total = \"9.99\"\n    func pay() { total = \"0\" }\n}"
            ),
            RuleExample(
                "Sources/UI/ToastViewModel.swift",
                "class ToastViewModel: Hashable, CustomStringConvertible {\n    let message: String\n    private let timer: Cancellable\n    init(message: String, timer: Cancellable) {\n        self.message = message\n        self.timer = timer\n    }\n    deinit { timer.cancel() }\n    var description: String { message }\n    func hash(into hasher: inout Hasher) { hasher.combine(message) }\n    static func == (lhs: ToastViewModel, rhs: ToastViewModel) -> Bool { lhs.message == rhs.message }\n}"
            ),
        ]
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let suffixes = context.strings("nameSuffixes")
        return file.model.types.contains { type in type.kind == .class && suffixes.contains(where: type.name.hasSuffix) }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // A test's view models are doubles of the app's: they drive no screen.
        if file.isTest, !context.flag("checkTests") { return [] }
        let suffixes = context.strings("nameSuffixes")
        let isolatedByDefault = context.index.isMainActorByDefault(file.module)
        let unisolated = file.model.types.filter { type in
            type.kind == .class && suffixes.contains(where: type.name.hasSuffix)
                && (!isolatedByDefault || type.modifiers.contains("nonisolated"))
                && !type.attributes.contains("MainActor") && !inheritsMainActor(type, context.index)
        }
        guard !unisolated.isEmpty else { return [] }
        let tokens = file.tokens
        let sendsChanges = tokens.contains { $0.kind == .identifier && $0.text == "objectWillChange" }
        let previews = context.flag("checkPreviews") ? nil : PreviewCode.mask(tokens, types: file.model.types)
        let doubles = TestDoubleCode.mask(file, markers: context.strings("doubleNameMarkers"))
        let markers = TestDoubles(markers: context.strings("doubleNameMarkers"))
        return unisolated.compactMap { type in
            guard !markers.isDouble(named: type.name),
                  sendsChanges || !isDisplaySnapshot(type, context.index) || hasMethodInExtension(of: type.name, file.model.types) else { return nil }
            if let position = TokenLookup.position(line: type.line, column: type.column, in: tokens), doubles[position] || previews?[position] == true { return nil }
            return Violation(type, "view model '\(type.name)' is not @MainActor; isolate it so its state only changes on the main thread")
        }
    }

    /// Nothing to isolate: an immutable snapshot without methods (see `ViewModelState`) that publishes nothing
    /// (`@Published`, `@Observable`). A bare `ObservableObject` conformance publishes nothing by itself: with no
    /// `@Published` state and no `objectWillChange` call in the file, its publisher never fires.
    private func isDisplaySnapshot(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard !type.attributes.contains("Observable"), !type.members.contains(where: { $0.attributes.contains("Published") }) else { return false }
        return ViewModelState.isDisplaySnapshot(type, index)
    }

    /// `extension FeedViewModel { func onSelect(…) { … } }` in the file: a method of its own, declared apart.
    private func hasMethodInExtension(of name: String, _ types: [TypeDecl]) -> Bool {
        types.contains { type in
            type.kind == .extension && type.name == name
                && type.members.contains(where: ViewModelState.isOwnMethod)
        }
    }

    /// Through the package's classes and type aliases (`FeedViewModelType = StoreViewModel<…>`).
    private func inheritsMainActor(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        index.supertypes(of: type.name).contains { parent in
            index.declarations(named: parent).contains { $0.attributes.contains("MainActor") }
        }
    }
}
