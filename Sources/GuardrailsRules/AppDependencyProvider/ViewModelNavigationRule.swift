import GuardrailsCore

/// View models describe state; coordinators decide where the user goes next.
public struct ViewModelNavigationRule: Rule {
    public init() {}

    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "view-model-navigation",
        summary: "View models do not push, present or hold navigation controllers; coordinators navigate.",
        rationale: """
        app-dependency-provider, "navigation belongs to coordinators": a view model that pushes a screen \
        must create it and know the UIKit stack, so it can neither be reused in another flow nor tested \
        without a window. Emit an event (a closure or a coordinator call) and let the coordinator navigate. \
        Only UIKit's navigation calls count, told by their labels (`present(_:animated:)`, \
        `performSegue(withIdentifier:sender:)`): an enum pattern (`case .dismiss:`), a client closure named \
        `present` and a view model's own helper of that name that reports the event are not navigation.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("nameSuffixes", .strings(["ViewModel"]), "Type-name suffixes that mark view models."),
            RuleOption(
                "calls", .strings(["pushViewController", "popViewController", "popToRootViewController", "present", "dismiss", "setViewControllers", "performSegue", "show"]),
                "Calls that navigate."
            ),
            RuleOption("labels", .strings(["animated", "sender"]), "Argument labels that make a call UIKit's navigation call."),
            RuleOption("navigationTypes", .strings(["UINavigationController", "UIWindow"]), "Types a view model must not hold."),
        ],
        triggering: [
            RuleExample("Sources/UI/FeedViewModel.swift", "final class FeedViewModel {\n    func open(_ item: Item) {\n        navigationController?.pushViewController(DetailViewController(item: item), animated: true)\n    }\n}"),
            RuleExample("Sources/UI/FeedViewModel.swift", "final class FeedViewModel {\n    weak var navigationController: UINavigationController?\n}"),
            RuleExample("Sources/UI/LoginViewModel+Errors.swift", "extension LoginViewModel {\n    func fail() { host.present(alert, animated: true) }\n}"),
            RuleExample("Sources/UI/SignUpViewModel.swift", "final class SignUpViewModel {\n    func done() { presentingController?.dismiss(animated: true) }\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/FeedCoordinator.swift", "@MainActor final class FeedCoordinator {\n    func open() { navigationController.pushViewController(detail, animated: true) }\n}"),
            RuleExample("Sources/UI/FeedViewModel.swift", "final class FeedViewModel {\n    var onSelect: ((Item) -> Void)?\n    func select(_ item: Item) { onSelect?(item) }\n}"),
            RuleExample("Sources/UI/FeedViewModel.swift", "final class FeedViewModel {\n    let title = \"present(\"\n    func presentError() -> String { title }\n}"),
            RuleExample(
                "Sources/UI/MenuViewModel.swift",
                "final class MenuViewModel {\n    func handle(_ event: Event) {\n        switch event {\n        case .dismiss: close()\n        case .present(let item): open(item)\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/ListViewModel.swift",
                "final class ListViewModel {\n    var onPush: (Screen) -> Void = { _ in }\n    func pushViewController(_ screen: Screen, animated: Bool) { onPush(screen) }\n    func select() { pushViewController(.detail, animated: true) }\n}"
            ),
            RuleExample("Sources/UI/ShareViewModel.swift", "final class ShareViewModel {\n    let client: ShareClient\n    func share() { client.present(item) }\n    func pick() { picker.show(relativeTo: rect) }\n}"),
        ]
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let calls = NameFilter(context.strings("calls"))
        return file.model.references.contains { calls.contains($0.name) }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let suffixes = context.strings("nameSuffixes")
        let calls = context.stringSet("calls")
        let labels = context.stringSet("labels")
        let navigationTypes = context.stringSet("navigationTypes")
        let types = file.model.types
        return file.model.references.compactMap { reference in
            guard reference.enclosingType >= 0 else { return nil }
            let owner = types[Int(reference.enclosingType)].name
            guard suffixes.contains(where: { owner.hasSuffix($0) }) else { return nil }
            if reference.base == nil, navigationTypes.contains(reference.name) {
                return Violation(reference, "view model '\(owner)' holds a '\(reference.name)'; let a coordinator own navigation")
            }
            guard calls.contains(reference.name),
                  let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: file.tokens),
                  let call = CallSite.at(position, in: file.tokens), call.receiver != .implicitMember, call.hasLabel(in: labels) else { return nil }
            if call.receiver == .implicitSelf || call.receiver == .explicitSelf,
               context.index.members(of: owner, in: file.module).contains(reference.name) { return nil }
            return Violation(reference, "'\(reference.name)' navigates from view model '\(owner)'; report the event and let a coordinator navigate")
        }
    }
}
