import GuardrailsCore

/// An empty method in a conformance means the protocol asks for something the type does not do.
public struct EmptyConformanceMethodRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "empty-conformance-method",
        summary: "No empty method body witnessing a requirement of a protocol the package declares.",
        rationale: """
        Checklist point 11: an empty witness is a sign the protocol is too wide (interface segregation) \
        or a test double is hiding a missing expectation. Split the protocol or record the call. A method \
        is a witness when a protocol the package declares (or one it refines) requires it in its body and \
        gives no default implementation in an extension; other methods of a conforming type (`override`s, \
        helpers, hooks for subclasses, `test…` methods of an `XCTestCase`) are not witnesses. Methods \
        required by framework protocols (`updateUIView(_:context:) {}` of a representable, an optional \
        delegate callback) are not reported by default: the framework's protocol cannot be narrowed and an \
        empty body is often what it asks for; `checkFrameworkProtocols` reports those too. A body that holds \
        only a comment explains its emptiness, which a careful team accepts as deliberate (a Null Object); \
        `allowExplainedEmptyBodies: false` reports those as well.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("checkFrameworkProtocols", .bool(false), "Also report empty methods of types that conform to protocols the package does not declare."),
            RuleOption("allowExplainedEmptyBodies", .bool(true), "Accept an empty body that holds a comment explaining why."),
        ],
        triggering: [
            RuleExample(
                ExampleFile("Sources/Feature/FeedStore.swift", "public protocol FeedStore {\n    func deleteCachedFeed()\n}"),
                ExampleFile("Tests/FeatureTests/StoreSpy.swift", "final class StoreSpy: FeedStore {\n    func deleteCachedFeed() {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/UI/Delegate.swift", "protocol CellDelegate {\n    func didTap()\n}"),
                ExampleFile("Sources/UI/Cell.swift", "extension Cell: CellDelegate {\n    func didTap() { }\n}")
            ),
            RuleExample(
                "Sources/Feature/Null.swift",
                "protocol Store {\n    func insert(_ x: Int) throws\n}\nprotocol ReadWriteStore: Store {}\nstruct NullStore: ReadWriteStore {\n    func insert(_ x: Int) throws {\n    }\n}"
            ),
        ],
        nonTriggering: [
            RuleExample(
                ExampleFile("Sources/Feature/FeedStore.swift", "public protocol FeedStore {\n    func deleteCachedFeed()\n}"),
                ExampleFile("Tests/FeatureTests/StoreSpy.swift", "final class StoreSpy: FeedStore {\n    func deleteCachedFeed() { calls += 1 }\n}")
            ),
            RuleExample("Sources/Feature/Helper.swift", "struct Helper {\n    func noop() {}\n}"),
            RuleExample("Sources/Feature/Store.swift", "protocol Store {\n    func insert(_ x: Int) throws\n}"),
            RuleExample("Sources/Feature/Image.swift", "struct Image: Hashable {\n    init() {}\n}"),
            RuleExample("Tests/FeatureTests/Stub.swift", "final class Stub: URLProtocol {\n    override func stopLoading() {}\n}"),
            RuleExample("Tests/FeatureTests/LayoutTests.swift", "final class LayoutTests: XCTestCase {\n    func testLaysOutRows() {}\n}"),
            RuleExample("Sources/UI/MapView.swift", "struct MapView: UIViewRepresentable {\n    func makeUIView(context: Context) -> MKMapView { MKMapView() }\n    func updateUIView(_ view: MKMapView, context: Context) {}\n}"),
            RuleExample(
                "Sources/Feature/Node.swift",
                "protocol Named { var name: String { get } }\nclass Node: Hashable, Named {\n    var name = \"\"\n    func willMove() {}\n}"
            ),
            RuleExample(
                "Sources/Feature/NullStore.swift",
                "protocol Store {\n    func insert(_ x: Int)\n}\nstruct NullStore: Store {\n    func insert(_ x: Int) {\n        // Null Object: a store that could not open keeps nothing, on purpose.\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/Command.swift",
                "protocol Command {\n    func run() throws\n}\nextension Command {\n    func run() throws {}\n}\nstruct Version: Command {\n    func run() throws {}\n}"
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let checkFramework = context.flag("checkFrameworkProtocols")
        let allowExplained = context.flag("allowExplainedEmptyBodies")
        return file.model.types.filter { !$0.inheritance.isEmpty }.flatMap { type -> [Violation] in
            let empty = type.members.filter { member in
                member.kind == .function && (member.body == .empty || (member.body == .commentOnly && !allowExplained))
                    && !member.modifiers.contains("override")
            }
            guard !empty.isEmpty else { return [] }
            let conformances = Conformances(type, index: context.index)
            let isTestCase = type.kind != .protocol && context.index.supertypes(of: type.name).contains("XCTestCase")
            return empty.compactMap { member in
                guard !(isTestCase && member.name.hasPrefix("test")) else { return nil }
                guard conformances.requiresWithoutDefault(member.name) || (checkFramework && conformances.hasUnknownEntries) else { return nil }
                return Violation(member, "'\(member.name)' has an empty body in a conformance of '\(type.name)'; narrow the protocol or make the method do its job")
            }
        }
    }

    /// The protocols a declaration's inheritance clause names, as far as the package declares them.
    private struct Conformances {
        private var requirements: Set<String> = []
        private var defaults: Set<String> = []
        private(set) var hasUnknownEntries = false

        init(_ type: TypeDecl, index: PackageIndex) {
            var queue = type.inheritance.map(\.name)
            var seen: Set<String> = []
            while let name = queue.popLast() {
                guard seen.insert(name).inserted else { continue }
                let declarations = index.declarations(named: name)
                if declarations.isEmpty { hasUnknownEntries = true }
                for declaration in declarations where declaration.kind == .protocol {
                    requirements.formUnion(index.methodRequirements(of: name, in: declaration.module))
                    defaults.formUnion(index.extensionMembers(of: name, in: declaration.module))
                    queue.append(contentsOf: declaration.inheritance)
                }
            }
        }

        func requiresWithoutDefault(_ name: String) -> Bool {
            requirements.contains(name) && !defaults.contains(name)
        }
    }
}
