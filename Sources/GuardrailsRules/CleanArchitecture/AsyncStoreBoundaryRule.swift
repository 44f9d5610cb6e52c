import GuardrailsCore

/// Boundaries stay synchronous; the composition root chooses where they run.
public struct AsyncStoreBoundaryRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "async-store-boundary",
        summary: "Warns when a requirement of a store or domain boundary protocol is `async`.",
        rationale: """
        Guardrail "do not make a domain or store boundary async because one implementation is": a \
        synchronous boundary can be wrapped in any execution context at composition time, while an async \
        one forces every implementation and caller into concurrency.
        """,
        defaultSeverity: .warning,
        options: [RuleOption("storeSuffixes", .strings(["Store"]), "Protocol name suffixes that mark store boundaries.")],
        triggering: [
            RuleExample("Sources/Feature/Store.swift", "public protocol FeedStore {\n    func retrieve() async throws -> Int\n}"),
            RuleExample("Sources/Domain/Loader.swift", "public protocol FeedLoader {\n    func load() async -> [Int]\n}"),
            RuleExample("Sources/Feature/Store.swift", "protocol ImageStore {\n    var count: Int { get async }\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/Store.swift", "public protocol FeedStore {\n    func retrieve() throws -> Int\n}"),
            RuleExample("Sources/Feature/Client.swift", "public protocol HTTPClient {\n    func get() async throws -> Int\n}"),
            RuleExample("Sources/Feature/Store.swift", "final class DiskStore {\n    func retrieve() async throws -> Int { 0 }\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let stores = StoreProtocolMatcher(suffixes: context.strings("storeSuffixes"))
        return file.model.types.filter { stores.isBoundary($0, in: file) }.flatMap { type in
            type.members.filter(\.isAsync).map {
                Violation(line: $0.line, column: $0.column, message: "'\(type.name).\($0.name)' is async; keep the boundary synchronous and choose the execution context in the composition root")
            }
        }
    }
}
