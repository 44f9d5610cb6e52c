import GuardrailsCore

/// A client is data: a struct of closures, swapped by building another value rather than another type.
public struct ClientShapeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "client-shape",
        summary: "A `…Client` is a struct of closure properties: not a class, actor or protocol, and no instance methods.",
        rationale: """
        swiftui-mv, "lightweight clients": a client made of async closures is replaced in previews and \
        tests by building a different value (`.mock(…)`), so it needs no protocol, no subclass and no \
        shared mutable state. Methods and reference types bring back the indirection the pattern removes. \
        A client that already is a struct of closures may add convenience methods over them (decoding, \
        logging, a filtered copy): a mock replaces the closures and the conveniences still work, so they \
        are accepted by default (`allowConvenienceMethods`); methods of a client without closure properties \
        are its behavior and are reported. Test targets are not checked: their fakes follow the production \
        seam, whatever its shape (`checkTests`).
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("nameSuffixes", .strings(["Client"]), "Type-name suffixes that mark lightweight clients."),
            RuleOption("allowConvenienceMethods", .bool(true), "Accept instance methods in a client that has closure properties."),
            RuleOption("checkTests", .bool(false), "Also check test targets."),
        ],
        triggering: [
            RuleExample("Sources/Feature/FeedClient.swift", "protocol FeedClient {\n    func fetchPosts() async throws -> [Post]\n}"),
            RuleExample("Sources/Feature/SearchClient.swift", "final class SearchClient {\n    var search: (String) async throws -> [Item] = { _ in [] }\n}"),
            RuleExample("Sources/Feature/FeedClient.swift", "struct FeedClient {\n    var session: URLSession\n    func fetchPosts() async throws -> [Post] { [] }\n}"),
            RuleExample("Sources/Feature/SearchClient.swift", "enum SearchClient {\n    static func search(_ query: String) async throws -> [Item] { [] }\n}"),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/FeedClient.swift", "struct FeedClient {\n    var fetchPosts: @Sendable () async throws -> [Post]\n    var search: (_ query: String, _ limit: Int) async throws -> [Post]\n}"),
            RuleExample("Sources/Feature/FeedClient+Mock.swift", "extension FeedClient {\n    static func mock(posts: [Post]) -> FeedClient {\n        FeedClient(fetchPosts: { posts }, search: { _, _ in posts })\n    }\n}"),
            RuleExample("Sources/Feature/FeedStore.swift", "@MainActor @Observable final class FeedStore {\n    private let client: FeedClient\n    init(client: FeedClient) { self.client = client }\n}"),
            RuleExample(
                "Sources/Feature/FileClient.swift",
                "struct FileClient {\n    var load: @Sendable (String) async throws -> Data\n    func load<A: Decodable>(_ type: A.Type, from name: String) async throws -> A {\n        try JSONDecoder().decode(A.self, from: await load(name))\n    }\n}"
            ),
            RuleExample("Tests/FeatureTests/FakeFeedClient.swift", "final class FakeFeedClient: FeedClientProtocol {\n    func fetchPosts() async throws -> [Post] { [] }\n}"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if file.isTest, !context.flag("checkTests") { return [] }
        let suffixes = context.strings("nameSuffixes")
        let allowConveniences = context.flag("allowConvenienceMethods")
        var violations: [Violation] = []
        for type in file.model.types where type.kind != .extension && suffixes.contains(where: { type.name.hasSuffix($0) }) {
            switch type.kind {
            case .class, .actor, .protocol, .enum:
                violations.append(Violation(type, "client '\(type.name)' is declared as \(type.kind.rawValue); declare a struct of closure properties with live and mock factories"))
            default:
                let hasClosures = type.members.contains { $0.kind == .variable && $0.propertyType?.isFunction == true }
                guard !(allowConveniences && hasClosures) else { continue }
                for member in type.members where member.kind == .function && !member.modifiers.contains("static") {
                    violations.append(Violation(member, "client '\(type.name)' has method '\(member.name)'; make it a closure property so mocks can replace it"))
                }
            }
        }
        return violations
    }
}
