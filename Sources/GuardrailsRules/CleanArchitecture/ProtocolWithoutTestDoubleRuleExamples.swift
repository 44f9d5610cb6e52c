import GuardrailsCore

/// What `ProtocolWithoutTestDoubleRule` reports and leaves alone, shown in `explain` and run by RuleExamplesBehaviorTests.
extension ProtocolWithoutTestDoubleRule {
    /// A boundary whose one production conformer `KeyedVault` lives in a file named `Vault+….swift`.
    private static let passwordVault = ExampleFile(
        "Sources/Vault/PasswordVault.swift",
        "public protocol PasswordVault {\n    func secret(for key: String) throws -> String\n}\npublic final class LoginModel {\n    let vault: PasswordVault\n    init() { vault = KeyedVault() }\n}"
    )

    static let triggeringExamples: [RuleExample] = [
        // A base code holds as a type (`[any ModelLoading]`) is a seam of its own, whatever its refinements' doubles.
        RuleExample(
            ExampleFile("Sources/Speech/ModelLoading.swift", Self.modelLoadingSource),
            ExampleFile("Sources/Speech/TextProjecting.swift", Self.textProjectingSource),
            ExampleFile("Sources/Speech/Warmup.swift", "struct Warmup {\n    let loaders: [any ModelLoading]\n}")
        ),
        // The tests' spy adopts `Uplink.Delegate`, a protocol of the same simple name nested in another type: no double of `Downlink.Delegate`.
        RuleExample(
            ExampleFile("Sources/Sync/Uplink.swift", SingleImplementationProtocolRule.uplinkSource),
            ExampleFile("Sources/Sync/Downlink.swift", SingleImplementationProtocolRule.downlinkSource),
            ExampleFile("Tests/SyncTests/UplinkSpy.swift", "final class UplinkSpy: Uplink.Delegate {\n    func uplinkDidSend(_ count: Int) {}\n}")
        ),
        // A file's name is a double's only when a part of it is: `Vault+Stores.swift` holds production code.
        RuleExample(
            passwordVault,
            ExampleFile("Sources/Vault/Vault+Stores.swift", "final class KeyedVault: PasswordVault {\n    func secret(for key: String) throws -> String { key }\n}")
        ),
        // A demo screen holding the client is no stand-in for it: only a conformer named as a double is one.
        RuleExample(
            ExampleFile("Sources/Claims/ClaimsClient.swift", "public protocol ClaimsClient {\n    func claims() async throws -> [String]\n}"),
            ExampleFile("Sources/Claims/ClaimsDemoScreen.swift", "final class ClaimsDemoScreen { let client: any ClaimsClient }"),
            ExampleFile("Sources/App/RemoteClaimsClient.swift", "import Claims\nfinal class RemoteClaimsClient: ClaimsClient {\n    func claims() async throws -> [String] { try await fetch() }\n}")
        ),
        RuleExample(
            "Sources/Persistence/Syncing.swift",
            "import CoreData\nprotocol Syncing {\n    func sync()\n}\nfinal class NoteMO: NSManagedObject {}\nextension NoteMO: Syncing {\n    func sync() {}\n}\nstruct Syncer { let items: [any Syncing] }"
        ),
        RuleExample(
            "Sources/Persistence/Records.swift",
            "import CoreData\nprotocol EntityMapping {\n    associatedtype Entity\n    func toEntity() -> Entity\n}\nfinal class NoteMO: NSManagedObject {}\nextension NoteMO: EntityMapping {\n    func toEntity() -> Note { Note() }\n}\nfinal class NoteDraft: EntityMapping {\n    func toEntity() -> Note { Note() }\n}\nstruct Note {}\nprotocol RecordQuery {\n    associatedtype Record: AnyObject, EntityMapping\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Graph/Scope.swift", "public protocol Scope: AnyObject {\n    func resolve(_ key: String) -> Any?\n}\nopen class Node: Scope {\n    public func resolve(_ key: String) -> Any? { nil }\n}\npublic struct Registry { let root: any Scope }"),
            ExampleFile("Sources/App/AppNode.swift", "final class AppNode: Node {}"),
            ExampleFile("Tests/GraphTests/NodeTests.swift", "final class NodeTests: XCTestCase {}")
        ),
        RuleExample(
            "Sources/Storage/AccessLock.swift",
            "protocol AccessLock {\n    func withLock<T>(_ body: () throws -> T) rethrows -> T\n}\n@available(macOS 15, iOS 18, *)\nfinal class MutexLock: AccessLock {\n    func withLock<T>(_ body: () throws -> T) rethrows -> T { try body() }\n}\nfinal class FallbackLock: AccessLock {\n    func withLock<T>(_ body: () throws -> T) rethrows -> T { try body() }\n}\nfinal class LoggingLock: AccessLock {\n    func withLock<T>(_ body: () throws -> T) rethrows -> T { try body() }\n}\nfunc makeLock() -> AccessLock {\n    if #available(macOS 15, iOS 18, *) { return MutexLock() } else { return FallbackLock() }\n}\nfinal class Database {\n    private let lock: AccessLock\n    init(lock: AccessLock = LoggingLock()) { self.lock = lock }\n}"
        ),
        RuleExample(
            "Sources/Feature/Tally.swift",
            "protocol TallyStore {\n    mutating func record(_ vote: Int)\n    func total() -> Int\n}\nstruct Poll { var store: TallyStore }"
        ),
        RuleExample(
            "Sources/Feature/Store.swift",
            "public protocol FeedStore {\n    func retrieve() throws -> [Int]\n}\npublic final class LocalLoader {\n    private let store: FeedStore\n    public init(store: FeedStore) { self.store = store }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Client.swift", "public protocol HTTPClient {\n    func get(_ url: URL) async throws -> Data\n}\npublic struct RemoteLoader { let client: any HTTPClient }"),
            ExampleFile("Sources/Infrastructure/URLClient.swift", "final class URLClient: HTTPClient {\n    func get(_ url: URL) async throws -> Data { Data() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Store.swift", "public protocol FeedStore {\n    func retrieve() throws -> [Int]\n}\nstruct Loader { let store: FeedStore? }"),
            ExampleFile("Tests/FeatureTests/Notes.swift", "// final class StoreSpy: FeedStore {}")
        ),
        RuleExample(
            "Sources/Feature/LogSource.swift",
            "protocol LogSource: Identifiable {\n    func messages() -> [String]\n}\nfinal class ServerLog: LogSource {\n    func messages() -> [String] { [] }\n}\nstruct LogList { let source: any LogSource }"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Cache.swift", "protocol ImageCache {\n    func image(for key: String) -> Data?\n}\nstruct ImageLoader { let cache: ImageCache }"),
            ExampleFile("Sources/Infrastructure/MemoryCache.swift", "final class MemoryCache<Key: Hashable>: ImageCache {\n    func image(for key: String) -> Data? { nil }\n}")
        ),
        RuleExample("Sources/UI/FeedViewController.swift", "protocol FeedViewControllerDelegate: AnyObject {\n    func didRequestRefresh()\n}\nfinal class FeedViewController {\n    weak var delegate: FeedViewControllerDelegate?\n}"),
        RuleExample(
            "Sources/Feature/HTTPSession.swift",
            "protocol HTTPSession {\n    func data(for request: URLRequest) async throws -> (Data, URLResponse)\n}\nextension URLSession: HTTPSession {}\nstruct Loader { let session: HTTPSession }"
        ),
        RuleExample(
            "Sources/Feature/Decoding.swift",
            "protocol PayloadDecoder {\n    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T\n}\nextension JSONDecoder: PayloadDecoder {}\nstruct AuditDecoder: PayloadDecoder {\n    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try JSONDecoder().decode(type, from: data) }\n}\nstruct Reader { let decoder: PayloadDecoder }"
        ),
        // An app's internal decoding seam, even over Foundation's coder alone, is a seam.
        RuleExample(
            "Sources/Feature/BodyDecoder.swift",
            "protocol BodyDecoder {\n    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T\n}\nextension JSONDecoder: BodyDecoder {}\nstruct Fetcher { let decoder: BodyDecoder }"
        ),
        RuleExample(
            "Sources/UI/RowRenderer.swift",
            "protocol RowRenderer {\n    associatedtype Row: View\n    func makeRow(for item: Item) -> Row\n    func refresh() async\n}\nstruct List<Renderer: RowRenderer> { let renderer: Renderer }"
        ),
        RuleExample(
            "Sources/Search/FilterOption.swift",
            "protocol FilterOption: Codable {\n    init()\n    func matches(_ text: String) -> Bool\n}\nstruct DateRange: FilterOption {\n    func matches(_ text: String) -> Bool { true }\n}\nfinal class RemoteFilter: FilterOption {\n    func matches(_ text: String) -> Bool { false }\n}\nstruct FilterList { let options: [any FilterOption] }"
        ),
        RuleExample(
            "Sources/Settings/KeyValueStore.swift",
            "protocol KeyValueStore {\n    subscript(key: String) -> Data? { get set }\n    func removeAll()\n}\nstruct Vault { let store: KeyValueStore }"
        ),
        RuleExample(
            ExampleFile("Sources/Shared/SessionProvider.swift", "public protocol SessionProvider: AnyObject {\n    func currentSession() -> String?\n}\npublic final class Screen {\n    public var provider: SessionProvider?\n}"),
            ExampleFile("Sources/App/AppDelegate.swift", "import Shared\n\nextension Screen: Shared.SessionProvider {\n    public func currentSession() -> String? { nil }\n}")
        ),
        RuleExample(
            "Sources/Feature/FrameHandler.swift",
            "protocol FrameHandler {\n    typealias Callback = (Int) -> Void\n    func handle(_ frame: Int)\n}\nstruct TextHandler: FrameHandler {\n    let callback: FrameHandler.Callback\n    func handle(_ frame: Int) { callback(frame) }\n}\nstruct Pipeline { let handlerKind: FrameHandler.Type }"
        ),
        RuleExample(
            "Sources/UI/RowSelection.swift",
            "@objc public protocol RowSelection {\n    @objc optional func select(in controller: UIViewController?) -> Bool\n}\nfinal class Folder: NSObject, RowSelection {\n    func select(in controller: UIViewController?) -> Bool { true }\n}\nfinal class ListController {\n    func tap(_ item: AnyObject) { _ = (item as? RowSelection)?.select?(in: nil) }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Scheduling/Jobs.swift",
                "protocol JobDescription {\n    func run() async\n}\nprotocol IndexJob: JobDescription {\n    var id: Int { get }\n    func dependencies(on others: [Self]) -> [Self]\n}\nstruct Scheduler { let jobs: [any IndexJob]; let plain: [any JobDescription] }"
            ),
            ExampleFile("Tests/SchedulingTests/ClosureJob.swift", "final class ClosureJob: JobDescription {\n    func run() async {}\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Networking/Responses.swift",
                "public protocol Response {\n    init(input: Data) throws\n}\npublic protocol ListResponse: Response {\n    var items: [String] { get }\n}\npublic struct Page { public init(list: any ListResponse) {} }"
            ),
            ExampleFile("Tests/NetworkingTests/TestResponse.swift", "struct TestResponse: Response {\n    init(input: Data) throws {}\n}")
        ),
        RuleExample(
            "Sources/Automation/ScriptedApp.swift",
            "@objc protocol ScriptedDocument {\n    @objc optional var title: String { get }\n    @objc optional func save()\n}\nextension SBObject: ScriptedDocument {\n    func save() {}\n}\nfunc titles(_ items: [Any]) -> [String] { items.compactMap { ($0 as? ScriptedDocument)?.title } }"
        ),
        RuleExample(
            "Sources/Documents/Reloading.swift",
            "protocol Reloading: NSDocument {\n    func reload(from url: URL)\n}\nfinal class TextDocument: NSDocument, Reloading {\n    func reload(from url: URL) {}\n}\nfunc refresh(_ document: NSDocument) { (document as? any Reloading)?.reload(from: URL(fileURLWithPath: \"/\")) }\nstruct Opener { let target: (any Reloading)? }"
        ),
        // Taken by package code, with no conformer yet: a seam waiting for its double.
        RuleExample("Sources/Feed/Retired.swift", "public protocol RetiredFeedStore {\n    func retrieve() -> [Int]\n}\npublic struct FeedArchive { public init(store: any RetiredFeedStore) {} }"),
        RuleExample(
            "Sources/Feed/Loading.swift",
            "protocol FeedLoading {\n    func load(page: Int) async throws -> [Int]\n}\nstruct RemoteFeedLoading: FeedLoading {\n    func load(page: Int) async throws -> [Int] { [] }\n}\nstruct Screen { let loader: any FeedLoading }"
        ),
        RuleExample(
            "Sources/Feed/DateFormat.swift",
            "protocol DateFormat {\n    func parse(_ text: String) -> Date?\n}\nstruct ISODateFormat: DateFormat {\n    func parse(_ text: String) -> Date? { nil }\n}\nstruct Stamp { let format: any DateFormat }"
        ),
        RuleExample(
            "Sources/Feed/Ranking.swift",
            "protocol Ranking {\n    func rank(_ ids: [Int], using client: Client) -> [Int]\n}\nfinal class Client {}\nstruct ScoreRanking: Ranking {\n    func rank(_ ids: [Int], using client: Client) -> [Int] { ids }\n}\nstruct Board { let ranking: any Ranking }"
        ),
        RuleExample(
            ExampleFile("Sources/Feed/Loader.swift", "protocol Loader {\n    func load() -> [Int]\n}\nstruct Screen { let loader: any Loader }"),
            ExampleFile("Sources/Feed/RemoteLoader.swift", "final class RemoteLoader<Mapper>: Loader {\n    func load() -> [Int] { [] }\n}"),
            ExampleFile("Sources/Feed/CachedLoader.swift", "final class CachedLoader<Key>: Loader {\n    func load() -> [Int] { [] }\n}")
        ),
        RuleExample(
            "Sources/Feed/Sources.swift",
            "protocol Source {\n    func read() -> Data\n    func write(_ data: Data)\n}\nprotocol RemoteSource: Source {}\nextension RemoteSource {\n    func read() -> Data { Data() }\n}\nfinal class Cloud: RemoteSource {\n    func write(_ data: Data) {}\n}\nstruct Sync { let source: any RemoteSource }"
        ),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // An opaque handle: the one conformer is a `fileprivate` class of the protocol's file, handed out by its factory.
        RuleExample("Sources/Watch/ObservationToken.swift", "public protocol ObservationToken: AnyObject {\n    func invalidate()\n}\n\npublic final class Thermometer {\n    var handlers: [(Double) -> Void] = []\n    public init() {}\n    public func observe(_ handler: @escaping (Double) -> Void) -> ObservationToken {\n        handlers.append(handler)\n        return _ObservationToken { [weak self] in self?.handlers.removeAll() }\n    }\n}\n\nfileprivate final class _ObservationToken: ObservationToken {\n    private let onInvalidate: () -> Void\n    init(onInvalidate: @escaping () -> Void) { self.onInvalidate = onInvalidate }\n    func invalidate() { onInvalidate() }\n    deinit { onInvalidate() }\n}\n"),
        // A construction contract: its one property gives back what the initializer takes.
        RuleExample(
            "Sources/Feature/Pass.swift",
            "public protocol Pass {\n    var context: Context { get }\n    init(context: Context)\n}\nextension Pass {\n    func report(_ message: String) { context.log(message) }\n}\npublic struct Engine { let current: Pass }"
        ),
        RuleExample(
            "Sources/Lint/Pass.swift",
            "protocol Pass {\n    var context: Context { get }\n    init(context: Context)\n}\nfinal class SpacingPass: Pass {\n    let context: Context\n    init(context: Context) { self.context = context }\n}\nstruct Engine { let passes: [Pass.Type] }"
        ),
        // A base only protocols refine, named as no type: the refinement's generated double conforms to it too.
        RuleExample(
            ExampleFile("Sources/Speech/ModelLoading.swift", Self.modelLoadingSource),
            ExampleFile("Sources/Speech/TextProjecting.swift", Self.textProjectingSource)
        ),
        // Each spy adopts the nested protocol it names: both `Delegate`s have a double.
        RuleExample(
            ExampleFile("Sources/Sync/Uplink.swift", SingleImplementationProtocolRule.uplinkSource),
            ExampleFile("Sources/Sync/Downlink.swift", SingleImplementationProtocolRule.downlinkSource),
            ExampleFile(
                "Tests/SyncTests/LinkSpies.swift",
                "final class UplinkSpy: Uplink.Delegate {\n    func uplinkDidSend(_ count: Int) {}\n}\nfinal class DownlinkSpy: Downlink.Delegate {\n    func downlinkDidReceive(_ count: Int) {}\n}"
            )
        ),
        // A part of the file's name between `+`s named as a double (`Vault+PreviewStores.swift`) makes it a doubles file.
        RuleExample(
            passwordVault,
            ExampleFile("Sources/Vault/Vault+PreviewStores.swift", "final class KeyedVault: PasswordVault {\n    func secret(for key: String) throws -> String { key }\n}")
        ),
        // Nothing linted adopts or takes it: no boundary to substitute (`reportUnusedProtocols` is off by default).
        RuleExample("Sources/Feed/Retired.swift", "public protocol RetiredFeedStore {\n    func retrieve() -> [Int]\n}"),
        RuleExample(
            "Sources/Persistence/Records.swift",
            "import CoreData\nprotocol EntityMapping {\n    associatedtype Entity\n    func toEntity() -> Entity\n}\nprotocol RecordQuery {\n    associatedtype Record: NSManagedObject, EntityMapping\n}\nfinal class NoteMO: NSManagedObject {}\nextension NoteMO: EntityMapping {\n    func toEntity() -> Note { Note() }\n}\nstruct Note {}"
        ),
        RuleExample(
            ExampleFile("Package.swift", #"let package = Package(name: "P", targets: [.target(name: "Graph"), .testTarget(name: "GraphTests", dependencies: ["Graph"])])"#),
            ExampleFile("Sources/Graph/Scope.swift", "public protocol Scope: AnyObject {\n    func resolve(_ key: String) -> Any?\n}\nopen class Node: Scope {\n    public func resolve(_ key: String) -> Any? { nil }\n}\nopen class TypedNode<Value>: Node {}\npublic struct Registry { let root: any Scope }"),
            ExampleFile("Tests/GraphTests/NodeTests.swift", "final class TestRoot: TypedNode<Int> {}")
        ),
        RuleExample(
            "Sources/Storage/AccessLock.swift",
            "protocol AccessLock {\n    func withLock<T>(_ body: () throws -> T) rethrows -> T\n}\n@available(macOS 15, iOS 18, *)\nfinal class MutexLock: AccessLock {\n    func withLock<T>(_ body: () throws -> T) rethrows -> T { try body() }\n}\nfinal class FallbackLock: AccessLock {\n    func withLock<T>(_ body: () throws -> T) rethrows -> T { try body() }\n}\nfunc makeLock() -> AccessLock {\n    if #available(macOS 15, iOS 18, *) {\n        return MutexLock()\n    } else {\n        return FallbackLock()\n    }\n}\nfinal class Database { private let lock: AccessLock = makeLock() }"
        ),
        RuleExample(
            "Sources/UI/Scheme.swift",
            "protocol Scheme {\n    var accent: Color { get }\n    var surface: Color { get }\n    init(tone: Tone)\n}\nstruct NightScheme: Scheme {\n    let surface = Color.black\n    var accent: Color\n    init(tone: Tone) { accent = tone.color }\n}\nstruct DayScheme {\n    let surface = Color.white\n    var accent: Color\n}\nextension DayScheme: Scheme {\n    init(tone: Tone) { accent = tone.light }\n}\nlet current: Scheme = NightScheme(tone: .blue)"
        ),
        RuleExample(
            "Sources/Search/FilterOption.swift",
            "protocol FilterOption: Codable {\n    init()\n    var title: String { get }\n}\nprotocol ToggledFilterOption: FilterOption {\n    var isOn: Bool { get set }\n}\nstruct DateRange: ToggledFilterOption {\n    var isOn = true\n    var title: String { \"Dates\" }\n}\nextension Filters {\n    struct Authors: ToggledFilterOption {\n        var isOn = false\n        var title: String { \"Authors\" }\n    }\n}\nstruct FilterHeader<Option: ToggledFilterOption> { let option: Option }\nstruct FilterList { let options: [any FilterOption] }"
        ),
        RuleExample(
            "Sources/Settings/AnyToggle.swift",
            "@dynamicMemberLookup\npublic protocol AnyToggle<Value>: ObservableObject {\n    associatedtype Value\n    var title: String { get }\n    var isOn: Bool { get set }\n    subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T { get set }\n}\nstruct ToggleList { let toggles: [any AnyToggle] }"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Store.swift", "public protocol FeedStore {\n    func retrieve() throws -> [Int]\n}\nstruct Loader { let store: FeedStore }"),
            ExampleFile("Tests/FeatureTests/StoreSpy.swift", "final class StoreSpy: FeedStore {\n    func retrieve() throws -> [Int] { [] }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Client.swift", "public protocol HTTPClient {\n    func get() async throws -> Data\n}\nstruct Loader { let client: HTTPClient }"),
            ExampleFile("Tests/TestSupport/ClientStub.swift", "struct ClientStub {}\nextension ClientStub: HTTPClient {\n    func get() async throws -> Data { Data() }\n}")
        ),
        RuleExample("Tests/FeatureTests/Probe.swift", "protocol Probe {}"),
        RuleExample(
            "Sources/UI/ListNavigation.swift",
            "@objc protocol ListKeyRelay: AnyObject {\n    func handleListKey(_ sender: UIKeyCommand)\n}\nprotocol ListKeyCore { var list: UITableView { get } }\ntypealias ListKeyNavigable = ListKeyCore & ListKeyRelay\nextension ListKeyCore where Self: ListKeyRelay {\n    var commands: [UIKeyCommand] { [] }\n}"
        ),
        RuleExample(
            "Sources/UI/KeyCommands.swift",
            "@objc protocol KeyCommandRelay: AnyObject {\n    func handleKeyCommand(_ sender: UIKeyCommand)\n}\ntypealias KeyNavigable = KeyCommandRelay & AnyObject\nfinal class FeedViewController: UIViewController, KeyCommandRelay {\n    func handleKeyCommand(_ sender: UIKeyCommand) {}\n}"
        ),
        RuleExample("Sources/UI/Export.swift", "protocol OPMLRepresentable {\n    func opml() -> String\n}\nfunc export(_ items: [OPMLRepresentable]) -> String { items.map { $0.opml() }.joined() }"),
        RuleExample(
            "Sources/UI/FeedClient.swift",
            "protocol FeedClient {\n    func fetch() async throws -> [Int]\n}\nstruct PreviewFeedClient: FeedClient {\n    func fetch() async throws -> [Int] { [1, 2] }\n}\nstruct FeedScreen { let client: FeedClient }"
        ),
        RuleExample(
            ExampleFile("Sources/Downloads/MetadataStore.swift", "public protocol MetadataStore: AnyObject {\n    func persist(_ id: String) throws\n}\npublic final class DownloadManager {\n    let store: MetadataStore\n}"),
            ExampleFile(
                "Sources/Downloads/Support/PreviewAndTestingSupport.swift",
                "#if DEBUG\npublic final class EphemeralMetadataStore: MetadataStore {\n    public func persist(_ id: String) throws {}\n}\n#endif"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Downloads/DownloadEngine.swift", "public protocol DownloadEngine: AnyObject {\n    func start(_ id: String) async throws\n}\npublic final class DownloadManager {\n    let engines: [DownloadEngine]\n}"),
            ExampleFile("Sources/Downloads/SimulatedDownloadEngine.swift", "public final class SimulatedDownloadEngine: DownloadEngine {\n    public func start(_ id: String) async throws {}\n}")
        ),
        // A demo mode's fake (`…Demo`, `Demo…`): production keeps it for previews and the app's demo mode, as it keeps a preview client.
        RuleExample(
            ExampleFile("Sources/Claims/ClaimsClient.swift", "public protocol ClaimsClient {\n    func claims() async throws -> [String]\n}\nfinal class ClaimsScreenModel { let client: any ClaimsClient }"),
            ExampleFile("Sources/Claims/Demo/ClaimsClientDemo.swift", "final class ClaimsClientDemo: ClaimsClient {\n    func claims() async throws -> [String] { [\"Broken phone\"] }\n}"),
            ExampleFile("Sources/App/RemoteClaimsClient.swift", "import Claims\nfinal class RemoteClaimsClient: ClaimsClient {\n    func claims() async throws -> [String] { try await fetch() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Claims/PayoutClient.swift", "public protocol PayoutClient {\n    func requestPayout(_ id: String) async throws\n}\nfinal class PayoutScreenModel { let client: any PayoutClient }"),
            ExampleFile("Sources/Claims/Demo/DemoPayoutClient.swift", "final class DemoPayoutClient: PayoutClient {\n    func requestPayout(_ id: String) async throws {}\n}")
        ),
        RuleExample(
            "Sources/UI/Palette.swift",
            "public protocol Palette { var tint: Color { get } }\npublic struct Dark: Palette { public var tint: Color { .white } }\nstruct Theme { let palette: Palette }"
        ),
        RuleExample("Sources/Feature/Marker.swift", "public protocol Request {}\nprotocol LoadError: Error { func describe() -> String }\nstruct R { let request: Request; let error: LoadError }"),
        RuleExample("Sources/Feature/Parsing.swift", "public protocol ArgumentParsable {\n    static func parse(_ text: String) -> Self?\n}\nextension Int: ArgumentParsable {\n    public static func parse(_ text: String) -> Int? { Int(text) }\n}"),
        RuleExample(
            "Sources/Feature/TrackedState.swift",
            "public protocol TrackedState {\n    var revision: Int { get }\n    mutating func willModify()\n}\npublic struct Reducer<State: TrackedState> { var state: State }\nfunc touch(_ state: inout any TrackedState) { state.willModify() }"
        ),
        RuleExample(
            "Sources/UI/ProfileTab.swift",
            "protocol ProfileTab: Identifiable, Hashable {\n    associatedtype Content: View\n    var id: String { get }\n    func makeContent(client: Client) -> Content\n}\nstruct PostsTab: ProfileTab {\n    var id: String { \"posts\" }\n    func makeContent(client: Client) -> some View { Text(id) }\n}\nstruct TabBar { let tabs: [any ProfileTab] }"
        ),
        RuleExample(
            "Sources/Feature/Column.swift",
            "protocol AnyColumn {\n    var count: Int { get }\n    mutating func next() -> Any?\n}\nstruct Column<Value>: AnyColumn {\n    var values: [Value]\n    var count: Int { values.count }\n    mutating func next() -> Any? { values.popLast() }\n}\nstruct Reader { var column: AnyColumn }"
        ),
        RuleExample(
            "Sources/Feature/Mixin.swift",
            "protocol Reloading { func reload() }\nextension Reloading { func reload() {} }\nstruct Screen { let reloading: Reloading }"
        ),
        RuleExample(
            "Sources/Feature/Seeded.swift",
            "protocol Seeded {\n    init(seed: Int)\n    func describe() -> String\n}\nextension Seeded { func describe() -> String { \"seeded\" } }\nstruct Garden { let plot: Seeded }\nfunc make<T: Seeded>(_ type: T.Type) -> T { T(seed: 1) }"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Store.swift", "public protocol FeedStore {\n    func retrieve() throws -> [Int]\n}\nstruct Loader { let store: FeedStore }"),
            ExampleFile("Sources/TestSupport/StoreSpy.swift", "public final class StoreSpy: FeedStore {\n    public func retrieve() throws -> [Int] { [] }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Authenticator.swift",
                "public protocol Authenticator {\n    func authenticate(_ token: String) async throws -> Bool\n}\npublic protocol TokenAuthenticator: Authenticator {\n    func refresh() async throws\n}\nstruct Gate { let authenticator: Authenticator }"
            ),
            ExampleFile(
                "Tests/FeatureTests/GateTests.swift",
                "final class TokenAuthenticatorSpy: TokenAuthenticator {\n    func authenticate(_ token: String) async throws -> Bool { true }\n    func refresh() async throws {}\n}"
            )
        ),
        RuleExample(
            "Sources/Server/ListenerBootstrap.swift",
            "protocol ListenerBootstrap {\n    func configure(_ setup: @escaping (Channel) -> Void) -> Self\n    func bind(host: String, port: Int) async throws -> Channel\n    func bindSocket(path: String) async throws -> Channel\n}\nextension SocketBootstrap: ListenerBootstrap {}\nextension PipeBootstrap: ListenerBootstrap {\n    func bindSocket(path: String) async throws -> Channel { preconditionFailure(\"unsupported\") }\n}\nstruct Server { let bootstrap: any ListenerBootstrap }"
        ),
        RuleExample(
            "Sources/Feature/Decoding.swift",
            "public protocol AnyPayloadDecoder {\n    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T\n}\nextension JSONDecoder: AnyPayloadDecoder {}\nextension PropertyListDecoder: AnyPayloadDecoder {}\nfunc load<T: Decodable>(_ data: Data, using decoder: AnyPayloadDecoder = JSONDecoder()) throws -> T { try decoder.decode(T.self, from: data) }"
        ),
        // A library's hook for its users' own coder, adopted only by Foundation's coder: tests use the real one.
        RuleExample(
            "Sources/Feature/ReplyDecoding.swift",
            "public protocol ReplyDecoding {\n    func decode<T: Decodable>(_ type: T.Type, from chunk: [UInt8]) throws -> T\n}\nextension JSONDecoder: ReplyDecoding {\n    public func decode<T: Decodable>(_ type: T.Type, from chunk: [UInt8]) throws -> T { try decode(type, from: Data(chunk)) }\n}\npublic final class Courier<Decoder: ReplyDecoding> {\n    let decoder: Decoder\n    public init(decoder: Decoder) { self.decoder = decoder }\n}"
        ),
        RuleExample(
            "Sources/UI/CardStyle.swift",
            "protocol CardStyle {\n    associatedtype Body: View\n    typealias Configuration = CardConfiguration\n    @ViewBuilder\n    func makeBody(configuration: Configuration) -> Body\n}\nprotocol BadgeStyle {\n    associatedtype Badge: View\n    var inset: Double { get }\n    func makeBadge(count: Int) -> Badge\n}\nstruct Card<Style: CardStyle> { let style: Style }\nstruct Badged { let style: any BadgeStyle }"
        ),
        RuleExample(
            "Sources/UI/RowSelection.swift",
            "@objc public protocol RowSelection {\n    @objc optional func select(in controller: UIViewController?) -> Bool\n    func title() -> String\n}\nfinal class Folder: NSObject, RowSelection {\n    func title() -> String { \"Inbox\" }\n}\nfinal class ListController {\n    func tap(_ item: AnyObject) { _ = (item as? RowSelection)?.select?(in: nil) }\n}"
        ),
        RuleExample(
            "Sources/Feature/FrameHandler.swift",
            "protocol FrameHandler {\n    typealias Callback = (Int) -> Void\n    func handle(_ frame: Int)\n}\nstruct TextHandler: FrameHandler {\n    let callback: FrameHandler.Callback\n    func handle(_ frame: Int) { callback(frame) }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Panel.swift",
                "public protocol AnyPanel {\n    func refresh()\n}\nopen class Panel<Value: Codable> {\n    var value: Value?\n}\nstruct Dashboard { let panels: [AnyPanel] }"
            ),
            ExampleFile("Sources/Feature/Panel+Refresh.swift", "extension Panel: AnyPanel {\n    public func refresh() {}\n}")
        ),
        RuleExample(
            "Sources/App/ToolLocating.swift",
            "import PackagePlugin\n\nprotocol ToolLocating {\n    func tool(named name: String) throws -> URL\n}\nstruct Runner { let locator: ToolLocating }\nextension PluginContext: ToolLocating {\n    func tool(named name: String) throws -> URL { try self.tool(named: name).url }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Scheduling/Jobs.swift",
                "protocol JobDescription {\n    func run() async\n}\nprotocol IndexJob: JobDescription {\n    static var idPrefix: String { get }\n    var id: Int { get }\n}\nstruct PrepareJob: IndexJob {\n    static let idPrefix = \"prepare\"\n    let id = 1\n    func run() async {}\n}\nstruct Scheduler { let jobs: [any IndexJob]; let plain: [any JobDescription] }"
            ),
            ExampleFile("Tests/SchedulingTests/ClosureJob.swift", "final class ClosureJob: JobDescription {\n    func run() async {}\n}")
        ),
        RuleExample(
            "Sources/Automation/ScriptedApp.swift",
            "@objc protocol ScriptedDocument {\n    @objc optional var title: String { get }\n    @objc optional func save()\n}\nextension SBObject: ScriptedDocument {}\nfunc titles(_ items: [Any]) -> [String] { items.compactMap { ($0 as? ScriptedDocument)?.title } }"
        ),
        RuleExample(
            "Sources/Reviews/ReviewSnapshot.swift",
            "protocol ReviewSnapshot {\n    func merge(with other: any ReviewSnapshot) -> any ReviewSnapshot\n}\nstruct ReviewSummary: ReviewSnapshot {\n    let stars: Int\n    func merge(with other: any ReviewSnapshot) -> any ReviewSnapshot { self }\n}\nstruct ReviewDetail: ReviewSnapshot {\n    let text: String\n    func merge(with other: any ReviewSnapshot) -> any ReviewSnapshot { self }\n}\nfinal class ReviewCache { var latest: any ReviewSnapshot = ReviewSummary(stars: 0) }"
        ),
        RuleExample(
            ExampleFile("Sources/Models/AnyField.swift", "protocol AnyField: AnyObject {\n    func reset()\n}\nfunc resetAll(_ children: [Any]) { children.compactMap { $0 as? any AnyField }.forEach { $0.reset() } }\nstruct Walker { let fields: [any AnyField] }"),
            ExampleFile("Sources/Models/Field.swift", "@propertyWrapper final class Field<Model, Value> {\n    var wrappedValue: Value? = nil\n}\nextension Field: AnyField {\n    func reset() { wrappedValue = nil }\n}"),
            ExampleFile("Sources/Models/OptionalField.swift", "@propertyWrapper final class OptionalField<Model, Value>: AnyField {\n    var wrappedValue: Value? = nil\n    func reset() { wrappedValue = nil }\n}")
        ),
        RuleExample(
            "Sources/Feed/Loaders.swift",
            "protocol Loader: AnyLoader {\n    associatedtype Item\n    func run(_ items: [Item])\n}\nextension Loader {\n    func anyRun(_ items: [Any]) { run(items.compactMap { $0 as? Item }) }\n}\nprotocol AnyLoader {\n    func anyRun(_ items: [Any])\n}\nstruct Query { var loaders: [any AnyLoader] }"
        ),
    ]

    static let modelLoadingSource = "protocol ModelLoading {\n    func load(from url: URL) async throws\n    func unload()\n}"
    static let textProjectingSource = "@Mockable\nprotocol TextProjecting: ModelLoading {\n    func project(_ text: String) -> [Float]\n}\nfinal class CoreTextProjector: TextProjecting {\n    func load(from url: URL) async throws {}\n    func unload() {}\n    func project(_ text: String) -> [Float] { [] }\n}\nstruct Speaker {\n    let projector: any TextProjecting\n}"
}
