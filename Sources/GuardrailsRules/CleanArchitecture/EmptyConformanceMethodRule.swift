import GuardrailsCore

/// An empty method in a conformance means the protocol asks for something the type does not do.
public struct EmptyConformanceMethodRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "empty-conformance-method",
        summary: "No method with an empty body in a type or extension that declares a conformance.",
        rationale: """
        Checklist point 11: an empty witness is a sign the protocol is too wide (interface segregation) \
        or a test double is hiding a missing expectation. Split the protocol or record the call. \
        Overrides of superclass methods are not protocol witnesses and are left alone.
        """,
        defaultSeverity: .error,
        triggering: [
            RuleExample("Tests/FeatureTests/StoreSpy.swift", "final class StoreSpy: FeedStore {\n    func deleteCachedFeed() {}\n}"),
            RuleExample("Sources/UI/Cell.swift", "extension Cell: Delegate {\n    func didTap() { }\n}"),
            RuleExample("Sources/Feature/Null.swift", "struct NullStore: Store {\n    func insert(_ x: Int) throws {\n        // nothing\n    }\n}"),
        ],
        nonTriggering: [
            RuleExample("Tests/FeatureTests/StoreSpy.swift", "final class StoreSpy: FeedStore {\n    func deleteCachedFeed() { calls += 1 }\n}"),
            RuleExample("Sources/Feature/Helper.swift", "struct Helper {\n    func noop() {}\n}"),
            RuleExample("Sources/Feature/Store.swift", "protocol Store {\n    func insert(_ x: Int) throws\n}"),
            RuleExample("Sources/Feature/Image.swift", "struct Image: Hashable {\n    init() {}\n}"),
            RuleExample("Tests/FeatureTests/Stub.swift", "final class Stub: URLProtocol {\n    override func stopLoading() {}\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        file.model.types.filter { !$0.inheritance.isEmpty }.flatMap { type in
            type.members.filter { $0.kind == .function && $0.body == .empty && !$0.modifiers.contains("override") }.map {
                Violation(line: $0.line, column: $0.column, message: "'\($0.name)' has an empty body in a conformance of '\(type.name)'; narrow the protocol or make the method do its job")
            }
        }
    }
}
