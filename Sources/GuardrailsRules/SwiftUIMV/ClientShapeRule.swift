import GuardrailsCore

/// A client is data: a struct of closures, swapped by building another value rather than another type.
public struct ClientShapeRule: Rule {
    public init() {}
    public static let readsTokens = true

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
        are its behavior and are reported. Test code is not checked: test targets, test-support layers (a \
        harness shipped for users' tests) and test-support folders an app target compiles (`Sources/UITests/`, \
        `Mocks/`); their fakes follow the production seam, whatever its shape (`checkTests`). A struct \
        conforming to a `…Client` protocol of the package is not reported for its methods: they witness the \
        protocol's requirements, and the one finding at the protocol carries the decision; so are the methods of any struct \
        that witness requirements of a package protocol it adopts (`struct DiskCacheClient: BlobCaching`): that protocol is \
        the seam mocks replace. An enum with cases \
        (`enum SortClient: Int { case recent, title }`) is a value, not a client; a caseless enum of static \
        functions is one, unless each of them takes the transport it talks through as a parameter (`static func send(_ mail: \
        Mail, client: Client)`, a `URLSession`): a namespace of functions over a transport the caller injects. Nor is every type that happens to be named a client: an `@objc` protocol of target-action \
        methods (`func findNext(_ sender: Any?)`) that no type holds is a role in the responder chain, reached by selector, \
        and a class or actor storing state of its own that implements package protocols requiring methods, none of them \
        named for a client (`actor ParserClient: Highlighting, Outlining` keeping its parse tree), is one implementation behind \
        those seams, the library's word for its user rather than a dependency client. An observable class (`@Observable`, \
        `ObservableObject`) keeping state others read (`private(set) var token`) is a model screens watch, whatever role its \
        name tells (an OAuth client), and model rules judge it. Nor is a class or actor that only the live side of another client \
        names (`private var engine = SpeechEngineClient()` in the file declaring `SpeechClient.liveValue`) and that conforms to \
        no package protocol: the engine behind that client, replaced with it. Nor is a class or actor owning a C library's \
        handle (a stored `OpaquePointer` or `Unsafe…Pointer` property, `private var handle: OpaquePointer?`, created and \
        destroyed with the object): \
        "client" is that library's word for the handle (libmpv's client API, a database client context), and the class is \
        the resource wrapper it takes to own one, the engine a struct of closures or a package protocol puts in front of \
        it; a class that only takes pointers as arguments (`func compress(_ bytes: UnsafeRawPointer, count: Int)`) owns no handle and stays reported.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("nameSuffixes", .strings(["Client"]), "Type-name suffixes that mark lightweight clients."),
            RuleOption("allowConvenienceMethods", .bool(true), "Accept instance methods in a client that has closure properties."),
            RuleOption("checkTests", .bool(false), "Also check test targets."),
        ],
        triggering: [
            RuleExample(
                "Sources/Feature/PhotoClient.swift",
                "@Observable final class PhotoClient {\n    private let session: URLSession\n    private var pending = 0\n    init(session: URLSession) { self.session = session }\n    func fetch(_ url: URL) async throws -> Data { try await session.data(from: url).0 }\n}"
            ),
            RuleExample("Sources/Feature/FeedClient.swift", "protocol FeedClient {\n    func fetchPosts() async throws -> [Post]\n}"),
            RuleExample("Sources/Feature/SearchClient.swift", "final class SearchClient {\n    var search: (String) async throws -> [Item] = { _ in [] }\n}"),
            RuleExample("Sources/Feature/FeedClient.swift", "struct FeedClient {\n    var session: URLSession\n    func fetchPosts() async throws -> [Post] { [] }\n}"),
            RuleExample("Sources/Feature/SearchClient.swift", "enum SearchClient {\n    static func search(_ query: String) async throws -> [Item] { [] }\n}"),
            // One function reaches its service without the transport the others take: the namespace still hides a dependency.
            RuleExample(
                "Sources/Feature/NewsletterClient.swift",
                "enum NewsletterClient {\n    static func subscribe(_ email: String, client: any HTTPClient) async throws {}\n    static func unsubscribe(_ email: String) async throws {}\n}"
            ),
            // A method the adopted protocol does not require is the struct's own behavior.
            RuleExample(
                ExampleFile("Sources/Feature/BlobCaching.swift", "protocol BlobCaching: Sendable {\n    func store(_ blob: Data, key: String) async\n}"),
                ExampleFile("Sources/Feature/DiskCacheClient.swift", "struct DiskCacheClient: BlobCaching {\n    let folder: URL\n    func store(_ blob: Data, key: String) async {}\n    func purge() async {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/FeedClient.swift", "actor FeedClient: FeedClientProtocol {\n    private var cache: [Post] = []\n    func fetchPosts() async throws -> [Post] { cache }\n}"),
                ExampleFile("Sources/Feature/FeedClientProtocol.swift", "protocol FeedClientProtocol {\n    func fetchPosts() async throws -> [Post]\n}")
            ),
            // It takes pointers as arguments but owns no handle: a dependency shaped as a class.
            RuleExample(
                "Sources/Archive/SqueezeClient.swift",
                "final class SqueezeClient {\n    private let level: Int32\n    init(level: Int32) { self.level = level }\n    func squeeze(_ bytes: UnsafeRawPointer, count: Int) -> Data { Data(bytes: bytes, count: count) }\n}"
            ),
            // A feature holds the same engine itself: it is a dependency, shaped as a class.
            RuleExample(
                ExampleFile(
                    "Sources/Feature/SpeechClient.swift",
                    "struct SpeechClient {\n    var transcribe: (URL) async throws -> String\n}\nextension SpeechClient {\n    static var liveValue: Self {\n        let live = SpeechLive()\n        return Self(transcribe: { try await live.transcribe($0) })\n    }\n}\nactor SpeechLive {\n    private var engine = SpeechEngineClient()\n    func transcribe(_ url: URL) async throws -> String { try await engine.run(url) }\n}"
                ),
                ExampleFile("Sources/Feature/SpeechEngineClient.swift", "actor SpeechEngineClient {\n    private var loaded: String?\n    func run(_ url: URL) async throws -> String { loaded ?? \"\" }\n}"),
                ExampleFile("Sources/Feature/Dictation.swift", "final class Dictation {\n    let engine = SpeechEngineClient()\n}")
            ),
        ],
        nonTriggering: [
            RuleExample(
                "Sources/Auth/SignInClient.swift",
                "@Observable @MainActor public final class SignInClient {\n    public private(set) var accessToken: String?\n    public private(set) var methods: [String] = []\n    private let session: URLSession\n    public init(session: URLSession) { self.session = session }\n    public func signIn(method: String) async throws { accessToken = method }\n}"
            ),
            RuleExample("Sources/Feature/FeedClient.swift", "struct FeedClient {\n    var fetchPosts: @Sendable () async throws -> [Post]\n    var search: (_ query: String, _ limit: Int) async throws -> [Post]\n}"),
            RuleExample("Sources/Feature/FeedClient+Mock.swift", "extension FeedClient {\n    static func mock(posts: [Post]) -> FeedClient {\n        FeedClient(fetchPosts: { posts }, search: { _, _ in posts })\n    }\n}"),
            RuleExample("Sources/Feature/FeedStore.swift", "@MainActor @Observable final class FeedStore {\n    private let client: FeedClient\n    init(client: FeedClient) { self.client = client }\n}"),
            RuleExample(
                "Sources/Feature/FileClient.swift",
                "struct FileClient {\n    var load: @Sendable (String) async throws -> Data\n    func load<A: Decodable>(_ type: A.Type, from name: String) async throws -> A {\n        try JSONDecoder().decode(A.self, from: await load(name))\n    }\n}"
            ),
            RuleExample("Tests/FeatureTests/FakeFeedClient.swift", "final class FakeFeedClient: FeedClientProtocol {\n    func fetchPosts() async throws -> [Post] { [] }\n}"),
            RuleExample("Sources/TestSupport/StubClient.swift", "public final class StubClient {\n    public func get(_ path: String) async throws -> Data { Data() }\n}"),
            RuleExample("Sources/App/UITests/LaunchSignal.swift", "enum LaunchSignal {\n    final class Client {\n        func send(_ message: String) {}\n    }\n}"),
            RuleExample(
                ExampleFile("Sources/Feature/Client.swift", "// guardrails:disable-next-line client-shape -- the transport seam stays a protocol\nprotocol Client {\n    func send(_ request: Request) async throws -> Response\n}"),
                ExampleFile("Sources/Feature/OfflineClient.swift", "struct OfflineClient: Client {\n    func send(_ request: Request) async throws -> Response { throw OfflineError() }\n}")
            ),
            RuleExample("Sources/Feature/SortClient.swift", "enum SortClient: Int {\n    case recent, title\n}"),
            // Each function takes the transport as a parameter: a namespace over the caller's HTTP client.
            RuleExample(
                "Sources/Server/TicketingClient.swift",
                "enum TicketingClient {\n    private static let base = \"https://tickets.example\"\n    static func holder(of code: String, client: Vapor.Client) async throws -> String? { nil }\n    static func void(_ code: String, session: URLSession) async throws {}\n    private static func path(_ code: String) -> String { base + code }\n}"
            ),
            // Its methods witness the package protocol mocks stand in for.
            RuleExample(
                ExampleFile("Sources/Feature/BlobCaching.swift", "protocol BlobCaching: Sendable {\n    func store(_ blob: Data, key: String) async\n    func blob(for key: String) async -> Data?\n}"),
                ExampleFile(
                    "Sources/Feature/DiskCacheClient.swift",
                    "struct DiskCacheClient: BlobCaching {\n    let folder: URL\n    func store(_ blob: Data, key: String) async {}\n    func blob(for key: String) async -> Data? { nil }\n}"
                )
            ),
            RuleExample(
                "Sources/Editor/SearchPanelClient.swift",
                "@MainActor @objc protocol SearchPanelClient: AnyObject {\n    func findNext(_ sender: Any?)\n    func findPrevious(_ sender: Any?)\n}\nfunc findNext() {\n    NSApp.sendAction(#selector((any SearchPanelClient).findNext), to: nil, from: nil)\n}"
            ),
            RuleExample(
                ExampleFile("Sources/Parsing/Highlighting.swift", "public protocol Highlighting: Actor {\n    func highlight(_ text: String) async throws -> [Range<Int>]\n}"),
                ExampleFile("Sources/Parsing/GrammarClient.swift", "actor GrammarClient: Highlighting {\n    private var tree: SyntaxTree?\n    func highlight(_ text: String) async throws -> [Range<Int>] { tree?.ranges(in: text) ?? [] }\n}")
            ),
            // The owner of a C library's handle, which that library calls a client: a resource wrapper behind a package protocol.
            RuleExample(
                ExampleFile("Sources/Audio/Synthesizer.swift", "protocol Synthesizer: AnyObject {\n    func play(_ note: Int32)\n}"),
                ExampleFile(
                    "Sources/Audio/TonePlayer.swift",
                    "final class TonePlayer: Synthesizer {\n    private let client = ToneClient()\n    func play(_ note: Int32) { client.send(note) }\n}"
                ),
                ExampleFile(
                    "Sources/Audio/ToneClient.swift",
                    "protocol ToneClientDelegate: AnyObject {\n    func toneClientDidStop(_ client: ToneClient)\n}\nfinal class ToneClient {\n    private var handle: OpaquePointer?\n    private let queue = DispatchQueue(label: \"tone\")\n    weak var delegate: ToneClientDelegate?\n    var onLevel: ((Float) -> Void)?\n    init() { handle = tone_create() }\n    deinit { tone_destroy(handle) }\n    func send(_ note: Int32) { queue.async { tone_note(self.handle, note) } }\n}"
                )
            ),
            // The engine behind another client's live side, named by nothing else.
            RuleExample(
                ExampleFile(
                    "Sources/Feature/SpeechClient.swift",
                    "struct SpeechClient {\n    var transcribe: (URL) async throws -> String\n}\nextension SpeechClient {\n    static var liveValue: Self {\n        let live = SpeechLive()\n        return Self(transcribe: { try await live.transcribe($0) })\n    }\n}\nactor SpeechLive {\n    private var engine = SpeechEngineClient()\n    func transcribe(_ url: URL) async throws -> String { try await engine.run(url) }\n}"
                ),
                ExampleFile("Sources/Feature/SpeechEngineClient.swift", "actor SpeechEngineClient {\n    private var loaded: String?\n    func run(_ url: URL) async throws -> String { loaded ?? \"\" }\n}")
            ),
        ]
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if file.isTestCode || TestSupportFolders.contains(file.path), !context.flag("checkTests") { return [] }
        let suffixes = context.strings("nameSuffixes")
        let allowConveniences = context.flag("allowConvenienceMethods")
        var violations: [Violation] = []
        for type in file.model.types where type.kind != .extension && suffixes.contains(where: { type.name.hasSuffix($0) }) {
            switch type.kind {
            case .enum where type.members.contains(where: { $0.kind == .enumCase }):
                continue
            case .class, .actor, .protocol, .enum:
                if type.kind == .enum, isNamespaceOverTransport(type, file.tokens, suffixes) { continue }
                if type.kind == .protocol, !context.index.isHeldAsProperty(type.name), TargetActionProtocols.spellsActions(type, file.tokens) { continue }
                if type.kind.isReferenceType, implementsPackageSeams(type, suffixes, context.index) || isObservableModel(type)
                    || isLiveEngine(type, file.module, context.index) || ownsForeignHandle(type) { continue }
                violations.append(Violation(type, "client '\(type.name)' is declared as \(type.kind.rawValue); declare a struct of closure properties with live and mock factories"))
            default:
                let hasClosures = type.members.contains { $0.kind == .variable && $0.propertyType?.isFunction == true }
                guard !(allowConveniences && hasClosures), !witnessesClientProtocol(type, suffixes, context.index) else { continue }
                let witnessed = packageRequirements(adoptedBy: type, context.index)
                for member in type.members where member.kind == .function && !member.modifiers.contains("static") && !witnessed.contains(member.name) {
                    violations.append(Violation(member, "client '\(type.name)' has method '\(member.name)'; make it a closure property so mocks can replace it"))
                }
            }
        }
        return violations
    }

    /// Only a file declaring an `@objc` protocol named as a client can hold a responder-chain role.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let suffixes = context.strings("nameSuffixes")
        return file.model.types.contains { type in
            guard suffixes.contains(where: type.name.hasSuffix) else { return false }
            return (type.kind == .protocol && type.attributes.contains("objc")) || (type.kind == .enum && isFunctionNamespace(type))
        }
    }

    /// A caseless enum declaring static functions, the only shape whose parameters `isNamespaceOverTransport` reads.
    private func isFunctionNamespace(_ type: TypeDecl) -> Bool {
        !type.members.contains { $0.kind == .enumCase } && type.members.contains { $0.kind == .function && $0.modifiers.contains("static") }
    }

    /// `enum TicketingClient { static func holder(of: String, client: Client) … }`: every static function it offers (private helpers
    /// aside) takes the transport as a parameter, so the caller, a test included, picks it; nothing is hidden to turn into closures.
    private func isNamespaceOverTransport(_ type: TypeDecl, _ tokens: [Token], _ suffixes: [String]) -> Bool {
        guard isFunctionNamespace(type), !tokens.isEmpty else { return false }
        let offered = type.members.filter { member in
            member.kind == .function && member.modifiers.contains("static") && !member.modifiers.contains("private") && !member.modifiers.contains("fileprivate")
        }
        return !offered.isEmpty && offered.allSatisfy { member in
            guard let start = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
            return TransportParameters.takesTransport(declaredAt: start, in: tokens, suffixes: suffixes)
        }
    }

    /// The methods that the package protocols a struct adopts require (`struct DiskCacheClient: BlobCaching`): their
    /// witnesses, replaced through the protocol, not closures.
    private func packageRequirements(adoptedBy type: TypeDecl, _ index: PackageIndex) -> Set<String> {
        var requirements: Set<String> = []
        for inherited in type.inheritance {
            for declaration in index.declarations(named: inherited.name) where declaration.kind == .protocol && !declaration.isTest {
                requirements.formUnion(index.methodRequirements(of: inherited.name, in: declaration.module))
            }
        }
        return requirements
    }

    /// `actor ParserClient: Highlighting, Outlining` keeping its parse state in `var`s: it stores state of its own and
    /// implements package protocols that require methods, none named for a client (`FeedClientProtocol` is the client's
    /// own interface, a finding); those protocols are the seams, and
    /// this type one implementation of them.
    private func implementsPackageSeams(_ type: TypeDecl, _ suffixes: [String], _ index: PackageIndex) -> Bool {
        guard type.members.contains(where: { $0.isStoredVar && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }) else { return false }
        let seams = type.inheritance.filter { inherited in
            index.declarations(named: inherited.name).contains { $0.kind == .protocol && !$0.isTest && !index.methodRequirements(of: inherited.name, in: $0.module).isEmpty }
        }
        return !seams.isEmpty && !seams.contains { seam in suffixes.contains(where: seam.name.contains) }
    }

    /// `actor SpeechEngineClient` that only files declaring another client's live factory name (held as `private var engine`
    /// by that live implementation): the engine behind the live side, never injected; tests replace the client it serves.
    /// One with a live factory of its own is a client.
    private func isLiveEngine(_ type: TypeDecl, _ module: String?, _ index: PackageIndex) -> Bool {
        LiveClientEngine.isEngine(type.name, index) && index.members(of: type.name, in: module).isDisjoint(with: ["live", "liveValue"])
    }

    /// `private var handle: OpaquePointer?` stored by a class or actor: it owns a C library's handle (created in its
    /// initializer or on first use, destroyed with it), a resource only a reference type can own; "client" is the
    /// library's name for that handle, not a dependency a struct of closures could stand in for.
    private func ownsForeignHandle(_ type: TypeDecl) -> Bool {
        type.members.contains { member in
            (member.isLet || member.isStoredVar) && !member.modifiers.contains("static") && !member.modifiers.contains("class")
                && member.propertyType.map { Self.handleTypes.contains($0.name) } == true
        }
    }

    private static let handleTypes: Set = ["OpaquePointer", "UnsafeMutablePointer", "UnsafePointer", "UnsafeMutableRawPointer", "UnsafeRawPointer"]

    /// `@Observable final class SignInClient { private(set) var accessToken: String? }`: state screens observe makes it a
    /// model; a stored `var` only the class sees (`private var task`) is no state for others.
    private func isObservableModel(_ type: TypeDecl) -> Bool {
        guard type.kind == .class, type.attributes.contains("Observable") || type.inherits("ObservableObject") else { return false }
        return type.members.contains { member in
            let modifiers = member.modifiers
            guard member.isStoredVar, !modifiers.contains("static"), !modifiers.contains("class") else { return false }
            let hidden = modifiers.contains("private") || modifiers.contains("fileprivate")
            return !hidden || modifiers.contains { $0 == "public" || $0 == "open" || $0 == "internal" || $0 == "package" }
        }
    }

    /// `struct OfflineClient: Client` where the package declares `protocol Client`: its methods are the witnesses.
    private func witnessesClientProtocol(_ type: TypeDecl, _ suffixes: [String], _ index: PackageIndex) -> Bool {
        type.inheritance.contains { inherited in
            suffixes.contains(where: inherited.name.hasSuffix)
                && index.declarations(named: inherited.name).contains { $0.kind == .protocol && !$0.isTest }
        }
    }
}
