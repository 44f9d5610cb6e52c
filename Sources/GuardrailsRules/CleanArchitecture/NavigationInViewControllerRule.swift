import GuardrailsCore

/// View controllers report events; the composition root decides where navigation goes.
public struct NavigationInViewControllerRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "navigation-in-view-controller",
        summary: "No push/present calls inside `…ViewController` types.",
        rationale: """
        Guardrail "do not put navigation logic in view controllers": a controller that pushes the next \
        screen knows and creates it, so it cannot be reused or tested alone. Expose a closure callback and \
        wire the navigation in the composition root.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "calls", .strings(["pushViewController", "present", "show", "showDetailViewController", "performSegue", "setViewControllers"]),
                "Calls that navigate."
            ),
        ],
        triggering: [
            RuleExample("Sources/UI/FeedViewController.swift", "final class FeedViewController: UIViewController {\n    func select() { navigationController?.pushViewController(DetailViewController(), animated: true) }\n}"),
            RuleExample("Sources/UI/FeedViewController.swift", "final class FeedViewController {\n    func fail() { present(alert, animated: true) }\n}"),
            RuleExample("Sources/UI/FeedViewController+Show.swift", "extension FeedViewController {\n    func open() { self.show(detail, sender: self) }\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/App/FeedUIComposer.swift", "enum FeedUIComposer {\n    static func select() { navigation.pushViewController(detail, animated: true) }\n}"),
            RuleExample("Sources/UI/FeedViewController.swift", "final class FeedViewController {\n    var onSelect: ((Int) -> Void)?\n    func select() { onSelect?(1) }\n}"),
            RuleExample("Sources/UI/FeedViewController.swift", "final class FeedViewController {\n    let title = \"present(\"\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let calls = Set(context.strings("calls"))
        let types = file.model.types
        return file.model.references.compactMap { reference in
            guard reference.enclosingType >= 0, types[Int(reference.enclosingType)].name.hasSuffix("ViewController"),
                  calls.contains(reference.name) else { return nil }
            return Violation(reference, "'\(reference.name)' navigates from '\(types[Int(reference.enclosingType)].name)'; expose a callback and navigate in the composition root")
        }
    }
}
