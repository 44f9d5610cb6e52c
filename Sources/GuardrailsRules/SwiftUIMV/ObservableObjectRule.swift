import GuardrailsCore

/// Observation replaces Combine's object protocol: views track exactly the properties they read.
public struct ObservableObjectRule: Rule {
    public init() {}

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
        reported there; a package declaring none, or one of them at least that high, is checked.
        """,
        defaultSeverity: .error,
        triggering: [
            RuleExample("Sources/UI/ItemsStore.swift", "final class ItemsStore: ObservableObject {\n    @Published var items: [Item] = []\n}"),
            RuleExample(
                ExampleFile("Sources/UI/ItemsStore.swift", "final class ItemsStore {}"),
                ExampleFile("Sources/UI/FeedView.swift", "struct FeedView: View {\n    @StateObject private var store = ItemsStore()\n    var body: some View { List(store.items) { Text($0.title) } }\n}")
            ),
            RuleExample("Sources/UI/RootView.swift", "struct RootView: View {\n    @EnvironmentObject var theme: Theme\n    var body: some View { FeedView().environmentObject(theme) }\n}"),
            RuleExample("Sources/UI/FeedView.swift", "final class ItemsStore {}\nstruct FeedView: View {\n    @ObservedObject private(set) var store: ItemsStore\n}"),
            RuleExample(
                ExampleFile(
                    "Package.swift",
                    "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"UI\", platforms: [.iOS(.v15), .macOS(.v14)], targets: [.target(name: \"UI\")])"
                ),
                ExampleFile("Sources/UI/ItemsStore.swift", "final class ItemsStore: ObservableObject {\n    @Published var items: [Item] = []\n}")
            ),
        ],
        nonTriggering: [
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
        return violations
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
