import GuardrailsCore

/// The shared session has no timeouts or cache policy chosen for the app.
public struct URLSessionSharedRule: Rule {
    public init() {}
    public static let readsTokens = true

    /// Members of the session that send nothing: its cache and settings, its teardown.
    private static let nonRequestMembers: Set<String> = [
        "configuration", "reset", "flush", "invalidateAndCancel", "finishTasksAndInvalidate", "getAllTasks", "getTasksWithCompletionHandler", "delegate", "delegateQueue",
    ]

    public static let description = RuleDescription(
        id: "url-session-shared",
        summary: "Warns on `URLSession.shared` outside prototype modules.",
        rationale: """
        swiftui-mv, "lightweight clients": the shared session is fine for a prototype, but production \
        clients need their own configuration (request and resource timeouts, waiting for connectivity, a \
        cache). Build a configured session once and hand it to the client's live factory. Not reported: a \
        chain that sends no request (`URLSession.shared.configuration.urlCache?.removeAllCachedResponses()` \
        clears what the shared session cached; `reset`, `flush`), test machinery a production target \
        compiles (`Mocks/`, `Sources/UITests/`), and the package's development tools in a top-level \
        `toolFolders` folder (`Tools/`, `Scripts/`), which like prototypes ship to no user.
        """,
        defaultSeverity: .warning,
        options: [
            RuleOption("allowedModules", .strings(["Prototype"]), "Modules where the shared session is acceptable."),
            RuleOption("toolFolders", .strings(["Tools", "Scripts"]), "Top-level folders of development tools, where the shared session is acceptable."),
        ],
        triggering: [
            RuleExample("Sources/Feature/FeedClient+Live.swift", "extension FeedClient {\n    static func live() -> FeedClient {\n        let session = URLSession.shared\n        return FeedClient(fetchPosts: { try await load(session) })\n    }\n}"),
            RuleExample("Sources/Feature/Loader.swift", "func load(_ url: URL) async throws -> Data {\n    try await URLSession.shared.data(from: url).0\n}"),
            RuleExample("Sources/App/Live.swift", "let session = Foundation.URLSession.shared"),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/FeedClient+Live.swift", "extension FeedClient {\n    static func live(session: URLSession) -> FeedClient {\n        FeedClient(fetchPosts: { try await load(session) })\n    }\n}"),
            RuleExample("Sources/Prototype/Demo.swift", "let session = URLSession.shared"),
            RuleExample("Sources/App/Session.swift", "let session = URLSession(configuration: .default)\nlet shared = cache.shared // URLSession.shared"),
            RuleExample("Sources/App/DataClearing.swift", "func clearAll() {\n    URLSession.shared.configuration.urlCache?.removeAllCachedResponses()\n    URLSession.shared.reset {}\n}"),
            RuleExample("Sources/Feature/Mocks/MockTasks.swift", "let mockTask = MockTask(session: URLSession.shared, url: URL(fileURLWithPath: \"/\"))"),
            RuleExample("Tools/ReleaseNotes/main.swift", "let (data, _) = try await URLSession.shared.data(from: releasesURL)"),
        ]
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        file.model.references.contains { $0.base == "URLSession" && $0.name == "shared" }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if let module = file.module, context.strings("allowedModules").contains(module) { return [] }
        if let folder = file.path.split(separator: "/").first, file.path.contains("/"), context.strings("toolFolders").contains(String(folder)) { return [] }
        // A folder of test machinery inside a production target; test targets themselves keep their findings.
        if !file.isTest, TestSupportFolders.contains(file.path) { return [] }
        let tokens = file.tokens
        return file.model.references.compactMap { reference in
            guard reference.base == "URLSession", reference.name == "shared" else { return nil }
            if let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens), position + 2 < tokens.count,
               tokens[position + 1].text == ".", Self.nonRequestMembers.contains(tokens[position + 2].text) { return nil }
            return Violation(reference, "'URLSession.shared' is for prototypes; inject a session configured with timeouts, connectivity waiting and a cache")
        }
    }
}
