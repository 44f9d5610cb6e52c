import GuardrailsCore

/// View models describe state; coordinators decide where the user goes next.
public struct ViewModelNavigationRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-model-navigation",
        summary: "View models do not push, present or hold navigation controllers; coordinators navigate.",
        rationale: """
        app-dependency-provider, "navigation belongs to coordinators": a view model that pushes a screen \
        must create it and know the UIKit stack, so it can neither be reused in another flow nor tested \
        without a window. Emit an event (a closure or a coordinator call) and let the coordinator navigate.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("nameSuffixes", .strings(["ViewModel"]), "Type-name suffixes that mark view models."),
            RuleOption(
                "calls", .strings(["pushViewController", "popViewController", "popToRootViewController", "present", "dismiss", "setViewControllers", "performSegue"]),
                "Calls that navigate."
            ),
            RuleOption("navigationTypes", .strings(["UINavigationController", "UIWindow"]), "Types a view model must not hold."),
        ],
        triggering: [
            RuleExample("Sources/UI/FeedViewModel.swift", "final class FeedViewModel {\n    func open(_ item: Item) {\n        navigationController?.pushViewController(DetailViewController(item: item), animated: true)\n    }\n}"),
            RuleExample("Sources/UI/FeedViewModel.swift", "final class FeedViewModel {\n    weak var navigationController: UINavigationController?\n}"),
            RuleExample("Sources/UI/LoginViewModel+Errors.swift", "extension LoginViewModel {\n    func fail() { host.present(alert, animated: true) }\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/FeedCoordinator.swift", "@MainActor final class FeedCoordinator {\n    func open() { navigationController.pushViewController(detail, animated: true) }\n}"),
            RuleExample("Sources/UI/FeedViewModel.swift", "final class FeedViewModel {\n    var onSelect: ((Item) -> Void)?\n    func select(_ item: Item) { onSelect?(item) }\n}"),
            RuleExample("Sources/UI/FeedViewModel.swift", "final class FeedViewModel {\n    let title = \"present(\"\n    func presentError() -> String { title }\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let suffixes = context.strings("nameSuffixes")
        let calls = Set(context.strings("calls"))
        let navigationTypes = Set(context.strings("navigationTypes"))
        let types = file.model.types
        return file.model.references.compactMap { reference in
            guard reference.enclosingType >= 0 else { return nil }
            let owner = types[Int(reference.enclosingType)].name
            guard suffixes.contains(where: { owner.hasSuffix($0) }) else { return nil }
            if reference.base == nil, navigationTypes.contains(reference.name) {
                return Violation(reference, "view model '\(owner)' holds a '\(reference.name)'; let a coordinator own navigation")
            }
            guard calls.contains(reference.name) else { return nil }
            return Violation(reference, "'\(reference.name)' navigates from view model '\(owner)'; report the event and let a coordinator navigate")
        }
    }
}
