import GuardrailsCore

/// A view struct is rebuilt often; only `@State` keeps the model it created alive across rebuilds.
public struct ObservableRootInStateRule: Rule {
    public init() {}

    private static let ownershipWrappers: Set<String> = ["State"]

    public static let description = RuleDescription(
        id: "observable-root-in-state",
        summary: "An `@Observable` model a view or app creates is stored in `@State`.",
        rationale: """
        swiftui-mv, "store the root in @State": SwiftUI recreates view values whenever a parent updates, so \
        a model created in a plain property is thrown away and rebuilt, losing its state. `@State` gives \
        it the view's lifetime; models the view does not create arrive through `init` or `@Environment`.
        """,
        defaultSeverity: .error,
        triggering: [
            RuleExample(
                ExampleFile("Sources/UI/ItemsStore.swift", "@MainActor @Observable final class ItemsStore {}"),
                ExampleFile("Sources/UI/ContentView.swift", "struct ContentView: View {\n    private var store = ItemsStore()\n    var body: some View { Text(\"\") }\n}")
            ),
            RuleExample("Sources/UI/MyApp.swift", "@Observable final class AppRouter {}\n@main struct MyApp: App {\n    let router = AppRouter()\n}"),
            RuleExample("Sources/UI/RootView.swift", "@Observable final class Auth {}\nstruct RootView: View {\n    @Bindable var auth: Auth = Auth()\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/UI/ContentView.swift", "@Observable final class ItemsStore {}\nstruct ContentView: View {\n    @State private var store = ItemsStore()\n}"),
            RuleExample("Sources/UI/ContentView.swift", "@Observable final class ItemsStore {}\nstruct ContentView: View {\n    @Environment(ItemsStore.self) private var store\n    let shared: ItemsStore\n}"),
            RuleExample("Sources/UI/Row.swift", "final class RowFormatter {}\nstruct Row: View {\n    private let formatter = RowFormatter()\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let views = SwiftUIViewMatcher()
        return file.model.types.flatMap { type -> [Violation] in
            guard views.isView(type, context.index) else { return [] }
            return type.members.compactMap { member in
                guard member.kind == .variable, !member.modifiers.contains("static"), let stored = member.propertyType, stored.isConstructed,
                      !member.attributes.contains(where: Self.ownershipWrappers.contains),
                      context.index.declarations(named: stored.name).contains(where: { $0.attributes.contains("Observable") })
                else { return nil }
                return Violation(member, "'\(member.name)' creates @Observable '\(stored.name)' in a plain property; store it in @State so it survives view updates")
            }
        }
    }
}
