import GuardrailsCore

/// Observation replaces Combine's object protocol: views track exactly the properties they read.
public struct ObservableObjectRule: Rule {
    public init() {}
    public static let readsTokens = true

    private static let combineWrappers = ["Published", "StateObject", "ObservedObject", "EnvironmentObject"]

    public static let description = RuleDescription(
        id: "observable-object",
        summary: "No `ObservableObject`, `@Published`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`; use `@Observable`.",
        rationale: """
        swiftui-mv, "use @Observable": with `ObservableObject` every published change invalidates every \
        observing view, and ownership is split across four property wrappers. An `@Observable` model held \
        in `@State` and shared with `.environment(_:)` updates only the views that read what changed. A \
        wrapper that holds a framework's own `ObservableObject` (`@StateObject var renderer = \
        ImageRenderer(…)`) is how that framework type must be held, so only objects of types the package \
        declares are reported. Observation needs iOS 17, macOS 14, tvOS 17, watchOS 10 (Mac Catalyst 17): a package \
        whose manifest declares `platforms:` all below those (`[.iOS(.v15), .macOS(.v12)]`), or a project without one whose \
        `guardrails.json` states such `platforms` (`{"iOS": "16.0"}`), has no `@Observable` to move to, so nothing is \
        reported there; a package declaring none, or one of them at least that high, is checked. Preview code (`#Preview`, \
        `PreviewProvider` bodies and the file's `private` helper views only they show) holds the app's objects the only way \
        their declarations allow and never ships: the finding belongs to the declaration (`checkPreviews`).
        """,
        defaultSeverity: .error,
        options: [RuleOption("checkPreviews", .bool(false), "Also check preview code and the file's private types only previews use.")],
        triggering: [
            RuleExample("Sources/UI/ItemsStore.swift", "final class ItemsStore: ObservableObject {\n    @Published var items: [Item] = []\n}"),
            RuleExample(
                ExampleFile("Sources/UI/ItemsStore.swift", "final class ItemsStore {}"),
                ExampleFile("Sources/UI/FeedView.swift", "struct FeedView: View {\n    @StateObject private var store = ItemsStore()\n    var body: some View { List(store.items) { Text($0.title) } }\n}")
            ),
            RuleExample("Sources/UI/RootView.swift", "struct RootView: View {\n    @EnvironmentObject var theme: Theme\n    var body: some View { FeedView().environmentObject(theme) }\n}"),
            RuleExample("Sources/UI/FeedView.swift", "final class ItemsStore {}\nstruct FeedView: View {\n    @ObservedObject private(set) var store: ItemsStore\n}"),
            RuleExample(
                ExampleFile("Sources/UI/AlertCenter.swift", "final class AlertCenter {}"),
                ExampleFile(
                    "Sources/UI/InboxView.swift",
                    "private struct InboxHost: View {\n    @StateObject private var alerts = AlertCenter()\n    var body: some View { Text(\"Inbox\") }\n}\n\nstruct InboxScreen: View {\n    var body: some View { InboxHost() }\n}\n\n#Preview {\n    InboxHost()\n}"
                )
            ),
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"UI\", platforms: [.iOS(.v15), .macOS(.v14)], targets: [.target(name: \"UI\")])"
                ),
                ExampleFile("Sources/UI/ItemsStore.swift", "final class ItemsStore: ObservableObject {\n    @Published var items: [Item] = []\n}")
            ),
        ],
        nonTriggering: [
            RuleExample(
                ExampleFile("Sources/UI/AlertCenter.swift", "final class AlertCenter {}"),
                ExampleFile(
                    "Sources/UI/InboxView.swift",
                    "struct InboxView: View {\n    var body: some View { Text(\"Inbox\") }\n}\n\nprivate struct InboxPreviewHost: View {\n    @StateObject private var alerts = AlertCenter()\n    var body: some View { InboxView().environmentObject(alerts) }\n}\n\n#Preview {\n    InboxPreviewHost()\n}"
                )
            ),
            RuleExample("Sources/UI/ItemsStore.swift", "@MainActor @Observable final class ItemsStore {\n    var items: [Item] = []\n}"),
            RuleExample("Sources/UI/FeedView.swift", "struct FeedView: View {\n    @State private var store = ItemsStore()\n    var body: some View { List(store.items) { Text($0.title) } }\n}"),
            RuleExample("Sources/UI/RootView.swift", "struct RootView: View {\n    @Environment(Theme.self) private var theme\n    let hint = \"@Published\" // ObservableObject\n}"),
            RuleExample("Sources/UI/ShareImage.swift", "struct ShareImage: View {\n    @StateObject var renderer = ImageRenderer(content: Text(\"x\"))\n    var body: some View { Text(\"\") }\n}"),
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"UI\", platforms: [.iOS(.v15), .macOS(\"12.0\")], targets: [.target(name: \"UI\")])"
                ),
                ExampleFile("Sources/UI/ItemsStore.swift", "final class ItemsStore: ObservableObject {\n    @Published var items: [Item] = []\n}")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard !Self.predatesObservation(context.index.package.platforms) else { return [] }
        var violations: [Violation] = []
        for type in file.model.types {
            if type.inherits("ObservableObject") {
                violations.append(Violation(type, "'\(type.name)' conforms to ObservableObject; mark it @Observable instead"))
            }
            for member in type.members {
                if let wrapper = Self.combineWrappers.first(where: { member.attributes.contains($0) }), holdsPackageObject(member, wrapper, context.index) {
                    violations.append(Violation(member, "@\(wrapper) on '\(member.name)'; use an @Observable model with @State, @Environment or @Bindable"))
                }
            }
        }
        for reference in file.model.references where reference.name == "environmentObject" && reference.base != nil {
            violations.append(Violation(reference, "'.environmentObject' installs an ObservableObject; use '.environment(_:)' with an @Observable model"))
        }
        guard !violations.isEmpty, !context.flag("checkPreviews") else { return violations }
        let tokens = file.tokens
        let previews = PreviewOnlyTypes.extend(PreviewCode.mask(tokens, types: file.model.types, includingDebugBranches: false), tokens, types: file.model.types)
        guard previews.contains(true) else { return violations }
        return violations.filter { violation in
            TokenLookup.position(line: violation.line, column: violation.column, in: tokens).map { !previews[$0] } ?? true
        }
    }

    /// Only a file the rule has something to report in needs its tokens, to tell preview code apart.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        !context.flag("checkPreviews") && (file.model.references.contains { $0.name == "environmentObject" && $0.base != nil }
            || file.model.types.contains { type in
                type.inherits("ObservableObject") || type.members.contains { member in Self.combineWrappers.contains(where: member.attributes.contains) }
            })
    }

    /// The first releases with Observation.
    private static let observationMinimums: [String: [Int]] = ["iOS": [17], "macOS": [14], "tvOS": [17], "watchOS": [10], "macCatalyst": [17], "visionOS": [1]]

    /// Every platform the manifest declares deploys below Observation; a platform without it (`driverKit`) or none
    /// declared keeps the rule on.
    private static func predatesObservation(_ platforms: [PlatformMinimum]) -> Bool {
        !platforms.isEmpty && platforms.allSatisfy { declared in observationMinimums[declared.platform].map { !declared.isAtLeast($0) } ?? false }
    }

    /// `@Published` always counts; the object wrappers count unless their type is a framework's (not
    /// declared in the package) or cannot be told.
    private func holdsPackageObject(_ member: MemberDecl, _ wrapper: String, _ index: PackageIndex) -> Bool {
        guard wrapper != "Published", let type = member.propertyType, !type.name.isEmpty else { return true }
        return !index.declarations(named: type.name).isEmpty || !index.nestedDeclarations(named: type.name).isEmpty
    }
}
