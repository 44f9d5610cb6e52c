import GuardrailsCore

/// The examples of `concrete-cross-layer-reference` about the values an infrastructure client takes and hands back that
/// say so only through the package's protocols or Objective-C archiving: a request a feature fills in for the client to
/// send (`InfrastructureDataValues.isRequestDescription`), an endpoint enum answering the client's queries, a session record
/// archived with `NSCoding`, a property witnessing a requirement of the client's protocol; and the near misses still reported.
enum ConcreteCrossLayerReferenceRuleRequestExamples {
    /// The client's typed request protocols: the reply type, then the fields a request is sent with, defaulted by an extension.
    private static let requests = ExampleFile(
        "Sources/Infrastructure/NotesRequest.swift",
        "public protocol TypedRequest {\n    associatedtype Reply\n}\npublic protocol NotesRequest: TypedRequest {\n    var path: [String] { get }\n    var verb: String { get }\n}\npublic extension NotesRequest {\n    var verb: String { \"GET\" }\n}"
    )

    static let triggering: [RuleExample] = [
        // A property no requirement declares chose the type itself; a witness building a class on its one line creates it there.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Endpoint.swift", "import Foundation\npublic enum PayloadShape {\n    case none\n    case form([String: Any])\n    case query([String: Any])\n}\npublic final class ParcelWire {\n    public init() {}\n    public func send(_ shape: PayloadShape) {}\n}\npublic protocol Endpoint {\n    var path: String { get }\n    var payload: PayloadShape { get }\n    var wire: ParcelWire { get }\n}"),
            ExampleFile(
                "Sources/Feature/ParcelEndpoint.swift",
                "import Infrastructure\nenum ParcelEndpoint: Endpoint {\n    case track(String)\n    var path: String { \"/track\" }\n    var fallback: PayloadShape { .none }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Endpoint.swift", "import Foundation\npublic enum PayloadShape {\n    case none\n    case form([String: Any])\n    case query([String: Any])\n}\npublic final class ParcelWire {\n    public init() {}\n    public func send(_ shape: PayloadShape) {}\n}\npublic protocol Endpoint {\n    var path: String { get }\n    var payload: PayloadShape { get }\n    var wire: ParcelWire { get }\n}"),
            ExampleFile(
                "Sources/Feature/ParcelEndpoint.swift",
                "import Infrastructure\nenum ParcelEndpoint {\n    case track(String)\n    var wire: ParcelWire { ParcelWire() }\n}\nextension ParcelEndpoint: Endpoint {\n    var path: String { \"/track\" }\n    var payload: PayloadShape { .none }\n}"
            )
        ),
        // A requirement that is a function makes the protocol a seam: its conformer does the work.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/NotesRequest.swift",
                "public protocol NotesRequest {\n    var path: [String] { get }\n    func send() async throws\n}"
            ),
            ExampleFile(
                "Sources/Infrastructure/EditNoteRequest.swift",
                "public struct EditNoteRequest: NotesRequest {\n    public let noteID: Int\n    public init(noteID: Int) { self.noteID = noteID }\n    public var path: [String] { [\"notes\", String(noteID)] }\n    public func send() async throws {}\n}"
            ),
            ExampleFile("Sources/Feature/NoteEditor.swift", "import Infrastructure\nstruct NoteEditor {\n    func request(for id: Int) -> EditNoteRequest { EditNoteRequest(noteID: id) }\n}")
        ),
        // A property-only protocol a class adopts too is a seam; the struct beside it is one of its stand-ins.
        RuleExample(
            ExampleFile("Sources/Infrastructure/TokenSource.swift", "public protocol TokenSource {\n    var token: String { get }\n}"),
            ExampleFile(
                "Sources/Infrastructure/KeychainToken.swift",
                "public final class KeychainToken: TokenSource {\n    public init() {}\n    public var token: String { \"\" }\n}"
            ),
            ExampleFile(
                "Sources/Infrastructure/FixedToken.swift",
                "public struct FixedToken: TokenSource {\n    public let token: String\n    public init(token: String) { self.token = token }\n}"
            ),
            ExampleFile("Sources/Feature/NoteSync.swift", "import Infrastructure\nstruct NoteSync {\n    let source = FixedToken(token: \"t\")\n}")
        ),
        // A computed property building a collaborator on its line (`URLSession(configuration:)`) is no conversion of the data.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/FeedRequest.swift",
                "import Foundation\npublic struct FeedRequest: Sendable {\n    public let page: Int\n    public var session: URLSession { URLSession(configuration: .ephemeral) }\n    public init(page: Int) { self.page = page }\n}"
            ),
            ExampleFile("Sources/Feature/FeedPager.swift", "import Infrastructure\nstruct FeedPager {\n    func request(for page: Int) -> FeedRequest { FeedRequest(page: page) }\n}")
        ),
        // An endpoint protocol also requiring an action (`func log()`): its conformers do work, the enum is no mere description.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Endpoint.swift", "public protocol Endpoint: Sendable {\n    func path() -> String\n    func log()\n}"),
            ExampleFile(
                "Sources/Infrastructure/Albums.swift",
                "public enum Albums: Endpoint {\n    case album(id: String)\n    case latest\n    public func path() -> String {\n        switch self {\n        case let .album(id): return \"albums/\" + id\n        case .latest: return \"albums\"\n        }\n    }\n    public func log() {}\n}"
            ),
            ExampleFile("Sources/Feature/AlbumLoader.swift", "import Infrastructure\nstruct AlbumLoader {\n    func endpoint(for id: String) -> Albums { Albums.album(id: id) }\n}")
        ),
        // An archived class that also acts on what it stores is an object with a job.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/NotesSession.swift",
                "import Foundation\npublic class NotesSession: NSObject, NSCoding {\n    public let token: String\n    public var onExpire: (() -> Void)?\n    public init(token: String) { self.token = token }\n    public required convenience init?(coder: NSCoder) {\n        guard let token = coder.decodeObject(forKey: \"token\") as? String else { return nil }\n        self.init(token: token)\n    }\n    public func encode(with coder: NSCoder) { coder.encode(token, forKey: \"token\") }\n}"
            ),
            ExampleFile("Sources/Presentation/AccountScreen.swift", "import Infrastructure\nfinal class AccountScreen {\n    let session: NotesSession\n    init(session: NotesSession) { self.session = session }\n}")
        ),
        // A computed property reading the user defaults: I/O behind a struct's field, not data read off what it stores.
        RuleExample(
            ExampleFile("Sources/Infrastructure/PageCursor.swift", "import Foundation\npublic struct PageCursor {\n    public let raw: String\n    public init(raw: String) { self.raw = raw }\n    public var nextID: String? { UserDefaults.standard.string(forKey: raw) }\n}"),
            ExampleFile("Sources/Feature/InboxPager.swift", "import Infrastructure\nstruct InboxPager {\n    var cursor: PageCursor?\n    func hasMore() -> Bool { cursor?.nextID != nil }\n}")
        ),
        // A package protocol a conformer must act on (`func refresh()`): a role given to the value, a seam.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Payout.swift", "public struct Payout: Equatable {\n    public let id: String\n    public let cents: Int\n}"),
            ExampleFile(
                "Sources/Feature/PayoutList.swift",
                "import Infrastructure\nprotocol Keyed {\n    var id: String { get }\n    func refresh()\n}\nextension Payout: Keyed {\n    func refresh() {}\n}\nfinal class PayoutList {\n    private(set) var items: [Payout] = []\n}"
            )
        ),
        // A collection of values that reads the disk as it is iterated: I/O behind a sequence, not a value.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/LogLines.swift",
                "import Foundation\npublic struct LogLines: Hashable, Sequence {\n    let path: String\n    public func makeIterator() -> IndexingIterator<[String]> {\n        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? \"\"\n        let files = FileManager.default.subpaths(atPath: path) ?? []\n        return (text.split(separator: \"\\n\").map(String.init) + files).makeIterator()\n    }\n}"
            ),
            ExampleFile("Sources/Feature/LogViewer.swift", "import Infrastructure\nstruct LogViewer {\n    let lines: LogLines\n}")
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // A property witnessing a requirement of a protocol another module declares spells the type the requirement spells.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Endpoint.swift", "import Foundation\npublic enum PayloadShape {\n    case none\n    case form([String: Any])\n    case query([String: Any])\n}\npublic final class ParcelWire {\n    public init() {}\n    public func send(_ shape: PayloadShape) {}\n}\npublic protocol Endpoint {\n    var path: String { get }\n    var payload: PayloadShape { get }\n}"),
            ExampleFile(
                "Sources/Feature/ParcelEndpoint.swift",
                "import Infrastructure\nenum ParcelEndpoint: Endpoint {\n    case track(String)\n    var path: String { \"/track\" }\n    var payload: PayloadShape {\n        switch self {\n        case .track(let code): return .query([\"code\": code])\n        }\n    }\n}"
            )
        ),
        // A request a feature fills in and hands to the client: its fields and the path computed from them, nothing it does.
        RuleExample(
            requests,
            ExampleFile(
                "Sources/Infrastructure/EditNoteRequest.swift",
                "public struct EditNoteRequest: NotesRequest {\n    public typealias Reply = Bool\n    public let noteID: Int\n    public let text: String\n    public init(noteID: Int, text: String) {\n        self.noteID = noteID\n        self.text = text\n    }\n    public var path: [String] { [\"notes\", String(noteID)] }\n    public var verb: String { \"PATCH\" }\n}"
            ),
            ExampleFile("Sources/Feature/NoteEditor.swift", "import Infrastructure\nstruct NoteEditor {\n    func request(for id: Int, text: String) -> EditNoteRequest { EditNoteRequest(noteID: id, text: text) }\n}")
        ),
        // A vendored library's class of the same name as the request protocol, with its subclasses and extensions, is another type.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/NotesRequest.swift",
                "public protocol TypedRequest {\n    associatedtype Reply\n}\npublic protocol NotesRequest: TypedRequest {\n    var path: [String] { get }\n}"
            ),
            ExampleFile("Sources/Domain/TypedRequest.swift", "open class TypedRequest {\n    public init() {}\n}\nfinal class UploadRequest: TypedRequest {}\nextension TypedRequest {\n    func resume() {}\n}"),
            ExampleFile(
                "Sources/Infrastructure/PingRequest.swift",
                "public struct PingRequest: NotesRequest {\n    public typealias Reply = Bool\n    public init() {}\n    public var path: [String] { [\"ping\"] }\n}"
            ),
            ExampleFile("Sources/Feature/NoteSync.swift", "import Infrastructure\nstruct NoteSync {\n    func ping() -> PingRequest { PingRequest() }\n}")
        ),
        // An endpoint enum the client turns into a call: its cases and the path and query computed from them, no I/O.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Endpoint.swift", "public protocol Endpoint: Sendable {\n    func path() -> String\n    func query() -> [String: String]?\n}"),
            ExampleFile(
                "Sources/Infrastructure/Albums.swift",
                "public enum Albums: Endpoint {\n    case album(id: String)\n    case latest(limit: Int?)\n    public func path() -> String {\n        switch self {\n        case let .album(id): return \"albums/\" + id\n        case .latest: return \"albums\"\n        }\n    }\n    public func query() -> [String: String]? {\n        switch self {\n        case let .latest(limit): return limit.map { [\"limit\": String($0)] }\n        default: return nil\n        }\n    }\n}"
            ),
            ExampleFile("Sources/Feature/AlbumLoader.swift", "import Infrastructure\nstruct AlbumLoader {\n    func endpoint(for id: String) -> Albums { Albums.album(id: id) }\n}")
        ),
        // An endpoint enum whose payloads name a nested alias (`Post.Id`) and whose body is `[String: Any]`: types the package
        // declares none of, still only values of the call it describes.
        RuleExample(
            ExampleFile("Sources/Domain/Post.swift", "public struct Post {\n    public typealias Id = String\n    public let id: Id\n}"),
            ExampleFile("Sources/Infrastructure/Endpoint.swift", "public protocol Endpoint {\n    var path: [String] { get }\n    var body: [String: Any]? { get }\n}"),
            ExampleFile(
                "Sources/Infrastructure/Posts.swift",
                "import Domain\npublic enum Posts {\n    case post(id: Post.Id)\n    case publish(text: String)\n}\nextension Posts: Endpoint {\n    public var path: [String] {\n        switch self {\n        case let .post(id): return [\"posts\", id]\n        case .publish: return [\"posts\"]\n        }\n    }\n    public var body: [String: Any]? {\n        guard case let .publish(text) = self else { return nil }\n        return [\"text\": text]\n    }\n}"
            ),
            ExampleFile("Sources/Feature/PostLoader.swift", "import Domain\nimport Infrastructure\nstruct PostLoader {\n    func endpoint(for id: Post.Id) -> Posts { Posts.post(id: id) }\n}")
        ),
        // A request value adopting, in an extension, a package protocol named as a conversion (`…Convertible`) whose only
        // requirement is a parameterless function returning a value, whatever its name: another form of the same data.
        RuleExample(
            ExampleFile("Sources/Infrastructure/BriefConvertible.swift", "public protocol BriefConvertible {\n    func brief() -> [String]\n}"),
            ExampleFile(
                "Sources/Infrastructure/SummaryRequest.swift",
                "public struct SummaryRequest: Hashable {\n    public let title: String\n    public let notes: [String]\n    public init(title: String, notes: [String]) {\n        self.title = title\n        self.notes = notes\n    }\n}\nextension SummaryRequest: BriefConvertible {\n    public func brief() -> [String] { [\"Summarize \\(title)\"] + notes }\n}"
            ),
            ExampleFile("Sources/Feature/SummaryForm.swift", "import Infrastructure\nstruct SummaryForm {\n    var request: SummaryRequest?\n    mutating func fill(title: String) { request = SummaryRequest(title: title, notes: []) }\n}")
        ),
        // A struct adopting nothing but `Sendable`, storing a string and computing from it alone, standard values only: a
        // pagination cursor a client hands out, data read by the feature.
        RuleExample(
            ExampleFile("Sources/Infrastructure/PageCursor.swift", "public struct PageCursor {\n    public let raw: String\n    public init(raw: String) { self.raw = raw }\n    public var nextID: String? {\n        guard let match = try? Regex(\"next=[0-9]+\").firstMatch(in: raw) else { return nil }\n        return String(raw[match.range].dropFirst(5))\n    }\n}\nextension PageCursor: Sendable {}"),
            ExampleFile("Sources/Feature/InboxPager.swift", "import Infrastructure\nstruct InboxPager {\n    var cursor: PageCursor?\n    func hasMore() -> Bool { cursor?.nextID != nil }\n}")
        ),
        // A request adopting nothing but `Sendable` whose one computed property converts its own kind into the wire library's
        // code (`var wireCode: WireCommand.FlagCode`): the same data in the form the client sends, no collaborator.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/WireCommand.swift",
                "public enum WireCommand {\n    public enum FlagCode { case spam, abuse }\n}\npublic enum FlagKind { case spam, abuse }"
            ),
            ExampleFile(
                "Sources/Infrastructure/FlagRequest.swift",
                "public struct FlagRequest: Sendable {\n    public let noteID: Int\n    public let kind: FlagKind\n    public var wireCode: WireCommand.FlagCode {\n        switch kind {\n        case .spam: return .spam\n        case .abuse: return .abuse\n        }\n    }\n    public init(noteID: Int, kind: FlagKind) {\n        self.noteID = noteID\n        self.kind = kind\n    }\n}"
            ),
            ExampleFile("Sources/Feature/FlagSheet.swift", "import Infrastructure\nstruct FlagSheet {\n    func request(for id: Int) -> FlagRequest { FlagRequest(noteID: id, kind: .spam) }\n}")
        ),
        // A session record archived with `NSCoding`: Objective-C's way of coding data, as `Codable` is Swift's.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/NotesSession.swift",
                "import Foundation\npublic class NotesSession: NSObject, NSCoding {\n    public let token: String\n    public var userName: String?\n    public init(token: String, userName: String?) {\n        self.token = token\n        self.userName = userName\n    }\n    public required convenience init?(coder: NSCoder) {\n        guard let token = coder.decodeObject(forKey: \"token\") as? String else { return nil }\n        self.init(token: token, userName: coder.decodeObject(forKey: \"name\") as? String)\n    }\n    public func encode(with coder: NSCoder) {\n        coder.encode(token, forKey: \"token\")\n        coder.encode(userName, forKey: \"name\")\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/AccountScreen.swift", "import Infrastructure\nfinal class AccountScreen {\n    func title(for session: NotesSession) -> String { session.userName ?? session.token }\n}")
        ),
        // A data struct the feature adopts to its own protocol of properties: the protocol names the value's fields, no role.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Payout.swift", "public struct Payout: Equatable {\n    public let id: String\n    public let cents: Int\n}"),
            ExampleFile(
                "Sources/Feature/PayoutList.swift",
                "import Infrastructure\nprotocol Keyed {\n    var id: String { get }\n}\nextension Payout: Keyed {}\nfinal class PayoutList {\n    private(set) var items: [Payout] = []\n}"
            )
        ),
        // A record nested in a client of closures, adopting the domain's protocol of properties whose one function its extension
        // implements: the shape of a listing, carried in the feature's actions.
        RuleExample(
            ExampleFile(
                "Sources/Domain/Listing.swift",
                "public protocol Listing: Hashable {\n    var title: String { get }\n    func isSame(as other: some Listing) -> Bool\n}\nextension Listing {\n    public func isSame(as other: some Listing) -> Bool { title == other.title }\n}"
            ),
            ExampleFile(
                "Sources/Infrastructure/ShelfClient.swift",
                "import Domain\npublic struct ShelfClient {\n    public var load: () -> [StoredListing]\n}\nextension ShelfClient {\n    public struct StoredListing: Listing, Codable {\n        public let title: String\n        public var isPinned: Bool\n    }\n}"
            ),
            ExampleFile("Sources/Feature/ShelfAction.swift", "import Infrastructure\nenum ShelfAction {\n    case loaded([ShelfClient.StoredListing])\n}")
        ),
        // A header list over a private array, iterated as a collection and written as an array literal: a value.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/HeaderList.swift",
                "public struct HeaderList: Hashable {\n    private var items: [String]\n    public init(items: [String]) { self.items = items }\n}\nextension HeaderList: ExpressibleByArrayLiteral {\n    public init(arrayLiteral elements: String...) { self.init(items: elements) }\n}\nextension HeaderList: Collection {\n    public var startIndex: Int { items.startIndex }\n    public var endIndex: Int { items.endIndex }\n    public subscript(position: Int) -> String { items[position] }\n    public func index(after i: Int) -> Int { items.index(after: i) }\n}"
            ),
            ExampleFile("Sources/Feature/UploadCall.swift", "import Infrastructure\nstruct UploadCall {\n    let headers: HeaderList\n}")
        ),
        // A record adopting a protocol of properties that only a fixture module's class named as a double adopts besides: sample fields.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Branch.swift",
                "public protocol Branch: Identifiable, Hashable {\n    var name: String? { get }\n    var code: String? { get }\n}\npublic struct BranchRecord: Sendable, Branch {\n    public var id: String { code ?? \"\" }\n    public let name: String?\n    public let code: String?\n}"
            ),
            ExampleFile(
                "Sources/TestSupport/BranchMock.swift",
                "import Infrastructure\npublic final class BranchMock: Branch {\n    public var name: String? = \"Main\"\n    public var code: String? = \"M\"\n    public init() {}\n    public static func == (lhs: BranchMock, rhs: BranchMock) -> Bool { lhs.code == rhs.code }\n    public func hash(into hasher: inout Hasher) { hasher.combine(code) }\n}"
            ),
            ExampleFile("Sources/Feature/BranchPicker.swift", "import Infrastructure\nfinal class BranchPicker {\n    let branch: BranchRecord\n    init(branch: BranchRecord) { self.branch = branch }\n}")
        ),
    ]
}
