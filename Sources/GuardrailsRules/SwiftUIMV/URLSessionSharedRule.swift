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
        compiles (`Mocks/`, `Sources/UITests/`), preview machinery (a type named as a double, `doubleNameMarkers`, or any \
        type, that production code names only in SwiftUI preview code, `#Preview { … }` or a `PreviewProvider`: an \
        in-memory repository the previews seed, fetching sample images; tests may build it too; and a type named as a double that \
        conforms to a package protocol a real type implements, `PreviewShelf: Shelf` beside `RemoteShelf`, wherever it is built), and the package's development tools in a top-level \
        `toolFolders` folder (`Tools/`, `Scripts/`), which like prototypes ship to no user.
        """,
        defaultSeverity: .warning,
        options: [
            RuleOption("allowedModules", .strings(["Prototype"]), "Modules where the shared session is acceptable."),
            RuleOption("doubleNameMarkers", .strings(TestDoubles.defaultMarkers), "Name prefixes and suffixes of doubles, which production code names only in previews when they are preview machinery."),
            RuleOption("toolFolders", .strings(["Tools", "Scripts"]), "Top-level folders of development tools, where the shared session is acceptable."),
        ],
        triggering: [
            RuleExample("Sources/Feature/FeedClient+Live.swift", "extension FeedClient {\n    static func live() -> FeedClient {\n        let session = URLSession.shared\n        return FeedClient(fetchPosts: { try await load(session) })\n    }\n}"),
            RuleExample("Sources/Feature/Loader.swift", "func load(_ url: URL) async throws -> Data {\n    try await URLSession.shared.data(from: url).0\n}"),
            RuleExample("Sources/App/Live.swift", "let session = Foundation.URLSession.shared"),
            RuleExample(
                ExampleFile("Sources/Feature/InMemoryCatalog.swift", Self.catalogSource),
                ExampleFile("Sources/UI/CatalogView.swift", Self.catalogPreviewSource),
                ExampleFile("Sources/App/Launch.swift", "let catalog = InMemoryCatalog()")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/MockBanner.swift", "final class MockBanner {\n    func image() async throws -> Data {\n        try await URLSession.shared.data(from: URL(fileURLWithPath: \"/tmp/banner.png\")).0\n    }\n}"),
                ExampleFile("Sources/UI/Home.swift", "struct Home {\n    let banner = MockBanner()\n}")
            ),
            RuleExample(
                "Sources/App/TrafficLog.swift",
                "enum TrafficLog {\n    static func start() { URLProtocol.registerClass(LoggingProtocol.self) }\n}\n\nprivate final class LoggingProtocol: URLProtocol {\n    override func startLoading() {\n        URLSession.shared.dataTask(with: request).resume()\n    }\n}"
            ),
        ],
        nonTriggering: [
            RuleExample("Sources/Feature/FeedClient+Live.swift", "extension FeedClient {\n    static func live(session: URLSession) -> FeedClient {\n        FeedClient(fetchPosts: { try await load(session) })\n    }\n}"),
            RuleExample("Sources/Prototype/Demo.swift", "let session = URLSession.shared"),
            RuleExample("Sources/App/Session.swift", "let session = URLSession(configuration: .default)\nlet shared = cache.shared // URLSession.shared"),
            RuleExample("Sources/App/DataClearing.swift", "func clearAll() {\n    URLSession.shared.configuration.urlCache?.removeAllCachedResponses()\n    URLSession.shared.reset {}\n}"),
            RuleExample("Sources/Feature/Mocks/MockTasks.swift", "let mockTask = MockTask(session: URLSession.shared, url: URL(fileURLWithPath: \"/\"))"),
            RuleExample("Tools/ReleaseNotes/main.swift", "let (data, _) = try await URLSession.shared.data(from: releasesURL)"),
            RuleExample(
                ExampleFile("Sources/Feature/InMemoryCatalog.swift", Self.catalogSource),
                ExampleFile("Sources/UI/CatalogView.swift", Self.catalogPreviewSource),
                ExampleFile("Tests/FeatureTests/InMemoryCatalogTests.swift", "import Feature\nimport Testing\n\n@Test func startsEmpty() { #expect(InMemoryCatalog().isEmpty) }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Shelf.swift", "protocol Shelf {\n    func cover(_ id: Int) async throws -> Data\n}"),
                ExampleFile("Sources/Feature/RemoteShelf.swift", "struct RemoteShelf: Shelf {\n    let send: (URL) async throws -> Data\n    func cover(_ id: Int) async throws -> Data { try await send(URL(fileURLWithPath: \"/\\(id)\")) }\n}"),
                ExampleFile(
                    "Sources/Feature/PreviewShelf.swift",
                    "final class PreviewShelf: Shelf {\n    func cover(_ id: Int) async throws -> Data {\n        try await URLSession.shared.data(from: URL(fileURLWithPath: \"/tmp/\\(id).png\")).0\n    }\n}"
                ),
                ExampleFile("Sources/UI/ShelfPlaceholder.swift", "struct ShelfPlaceholder {\n    let shelf: Shelf = PreviewShelf()\n}")
            ),
            RuleExample(
                "Sources/Feature/StubArtwork.swift",
                "struct StubArtwork {\n    func image() async throws -> Data {\n        try await URLSession.shared.data(from: URL(fileURLWithPath: \"/tmp/art.png\")).0\n    }\n}"
            ),
        ]
    )

    /// An in-memory catalog that fetches sample covers, and a view whose preview seeds it.
    static let catalogSource = "public final class InMemoryCatalog {\n    public var isEmpty = true\n    public init() {}\n    func cover(_ id: Int) async throws -> Data {\n        try await URLSession.shared.data(from: URL(fileURLWithPath: \"/tmp/\\(id).png\")).0\n    }\n}"
    static let catalogPreviewSource = "struct CatalogView: View {\n    var body: some View { Text(\"Catalog\") }\n}\n\n#Preview {\n    @Previewable @State var catalog = InMemoryCatalog()\n    CatalogView()\n}"

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        file.model.references.contains { $0.base == "URLSession" && $0.name == "shared" }
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if let module = file.module, context.strings("allowedModules").contains(module) { return [] }
        if let folder = file.path.split(separator: "/").first, file.path.contains("/"), context.strings("toolFolders").contains(String(folder)) { return [] }
        // A folder of test machinery inside a production target; test targets themselves keep their findings.
        if !file.isTest, TestSupportFolders.contains(file.path) { return [] }
        let tokens = file.tokens
        let types = file.model.types
        let markers = context.strings("doubleNameMarkers")
        return file.model.references.compactMap { reference in
            guard reference.base == "URLSession", reference.name == "shared" else { return nil }
            if let owner = Self.topLevelType(of: reference, types),
               PreviewMachinery.isPreviewDouble(owner, markers: markers, context.index) || PreviewMachinery.isPreviewOnly(owner, context.index)
                || Self.isStandInOfPort(owner, markers: markers, context.index) { return nil }
            if let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens), position + 2 < tokens.count,
               tokens[position + 1].text == ".", Self.nonRequestMembers.contains(tokens[position + 2].text) { return nil }
            return Violation(reference, "'URLSession.shared' is for prototypes; inject a session configured with timeouts, connectivity waiting and a cache")
        }
    }

    /// `class PreviewRepository: Repository` beside the real `ApiRepository: Repository`: a type named as a double that stands
    /// in for a package protocol some production type implements is sample machinery wherever it is built (a loading
    /// placeholder listing its fixtures too); the requests that ship go through the real conformer.
    private static func isStandInOfPort(_ owner: String, markers: [String], _ index: PackageIndex) -> Bool {
        let doubles = TestDoubles(markers: markers)
        guard doubles.isDouble(named: owner) else { return false }
        return index.supertypes(of: owner).contains { port in
            index.declarations(named: port).contains { $0.kind == .protocol }
                && index.conformers(of: port).contains { !$0.isTest && $0.name != owner && !doubles.isDouble(named: $0.name) }
        }
    }

    /// The name of the top-level type (or extended type) whose body holds the reference.
    private static func topLevelType(of reference: Reference, _ types: [TypeDecl]) -> String? {
        guard reference.enclosingType >= 0 else { return nil }
        var current = Int(reference.enclosingType)
        while let parent = types[current].parent { current = parent }
        return types[current].name
    }
}
