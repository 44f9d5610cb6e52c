import GuardrailsCore

/// The shared session has no timeouts or cache policy chosen for the app.
public struct URLSessionSharedRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "url-session-shared",
        summary: "Warns on `URLSession.shared` outside prototype modules.",
        rationale: """
        swiftui-mv, "lightweight clients": the shared session is fine for a prototype, but production \
        clients need their own configuration (request and resource timeouts, waiting for connectivity, a \
        cache). Build a configured session once and hand it to the client's live factory.
        """,
        defaultSeverity: .warning,
        options: [RuleOption("allowedModules", .strings(["Prototype"]), "Modules where the shared session is acceptable.")],
        triggering: [
            RuleExample("Sources/Feature/FeedClient+Live.swift", "extension FeedClient {\n    static func live() -> FeedClient {\n        let session = URLSession.shared\n        return FeedClient(fetchPosts: { try await load(session) })\n    }\n}"),
            RuleExample("Sources/Feature/Loader.swift", "func load(_ url: URL) async throws -> Data {\n    try await URLSession.shared.data(from: url).0\n}"),
            RuleExample("Sources/App/Live.swift", "let session = Foundation.URLSession.shared"),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/FeedClient+Live.swift", "extension FeedClient {\n    static func live(session: URLSession) -> FeedClient {\n        FeedClient(fetchPosts: { try await load(session) })\n    }\n}"),
            RuleExample("Sources/Prototype/Demo.swift", "let session = URLSession.shared"),
            RuleExample("Sources/App/Session.swift", "let session = URLSession(configuration: .default)\nlet shared = cache.shared // URLSession.shared"),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if let module = file.module, context.strings("allowedModules").contains(module) { return [] }
        return file.model.references.compactMap { reference in
            guard reference.base == "URLSession", reference.name == "shared" else { return nil }
            return Violation(reference, "'URLSession.shared' is for prototypes; inject a session configured with timeouts, connectivity waiting and a cache")
        }
    }
}
