import GuardrailsCore

/// What `SuiteNamedByBehaviorRule` reports and leaves alone, shown in `explain` and run by RuleExamplesBehaviorTests.
extension SuiteNamedByBehaviorRule {
    /// An API client over the package's network class, which its suites run against test subclasses of that class.
    private static let ledgerAPIFile = ExampleFile(
        "Sources/Feature/LedgerAPI.swift",
        "import Foundation\n\npublic class WireClient {\n    public init() {}\n    public func send(_ path: String) async throws -> Data { Data() }\n}\n\nfinal class LedgerAPI {\n    private let client: WireClient\n    init(client: WireClient = WireClient()) { self.client = client }\n    func entries() async throws -> [String] {\n        _ = try await client.send(\"/entries\")\n        return []\n    }\n}"
    )

    static let triggeringExamples: [RuleExample] = [
        // A class storing only a device framework's objects but behind no port of the package is the app's own helper,
        // and one holding a collaborator of the package beside them is logic using the framework: both stay reported.
        RuleExample(
            ExampleFile("Sources/Feature/GlyphScanner.swift", "import Vision\n\nfinal class GlyphScanner {\n    private let handler: VNSequenceRequestHandler\n    init(handler: VNSequenceRequestHandler = .init()) { self.handler = handler }\n}"),
            ExampleFile("Tests/FeatureTests/GlyphScannerTests.swift", "final class GlyphScannerTests: XCTestCase {\n    func test_scans() { _ = GlyphScanner() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/GlyphReading.swift", "public protocol GlyphReading {\n    func glyphs(in frame: Data) -> [String]\n}"),
            ExampleFile("Sources/Feature/GlyphScanner.swift", "import Vision\n\nfinal class GlyphScanner: GlyphReading {\n    private let handler: VNSequenceRequestHandler\n    private let catalog: GlyphCatalog\n    init(catalog: GlyphCatalog) { self.catalog = catalog; handler = .init() }\n    func glyphs(in frame: Data) -> [String] { [] }\n}"),
            ExampleFile("Sources/Feature/GlyphCatalog.swift", "public final class GlyphCatalog {}"),
            ExampleFile("Tests/FeatureTests/GlyphScannerTests.swift", "final class GlyphScannerTests: XCTestCase {\n    func test_scans() { _ = GlyphScanner(catalog: GlyphCatalog()) }\n}")
        ),
        // In an app of one module, a service outside an `Infrastructure` folder is the app's logic, even when its suite
        // sits in such a folder of the test target: the production type's place decides.
        RuleExample(
            ExampleFile("Sources/Reader/Services/FeedDownloadService.swift", "import Foundation\n\nprotocol ByteTransport {\n    func send(_ request: URLRequest) async throws -> Data\n}\n\nfinal class FeedDownloadService {\n    private let transport: ByteTransport\n    init(transport: ByteTransport) { self.transport = transport }\n    func download(_ url: URL) async throws -> Data { try await transport.send(URLRequest(url: url)) }\n}"),
            ExampleFile("Tests/ReaderTests/Infrastructure/FeedDownloadServiceTests.swift", "final class FeedDownloadServiceTests: XCTestCase {\n    func test_download_sendsRequest() async throws {\n        _ = try await FeedDownloadService(transport: TransportStub()).download(URL(fileURLWithPath: \"/\"))\n    }\n}")
        ),
        // A module whose layer may import an infrastructure layer (`App`) keeps its adapters there: its own `Infrastructure`
        // folder holds the app's plumbing, whose suites stay reported.
        RuleExample(
            ExampleFile("Sources/App/Infrastructure/FeedDownloadService.swift", "import Foundation\n\nprotocol ByteTransport {\n    func send(_ request: URLRequest) async throws -> Data\n}\n\nfinal class FeedDownloadService {\n    private let transport: ByteTransport\n    init(transport: ByteTransport) { self.transport = transport }\n    func download(_ url: URL) async throws -> Data { try await transport.send(URLRequest(url: url)) }\n}"),
            ExampleFile("Tests/AppTests/FeedDownloadServiceTests.swift", "final class FeedDownloadServiceTests: XCTestCase {\n    func test_download_sendsRequest() async throws {\n        _ = try await FeedDownloadService(transport: TransportStub()).download(URL(fileURLWithPath: \"/\"))\n    }\n}")
        ),
        // A folder whose name only contains the word (`InfrastructureHelpers`) is not the infrastructure folder.
        RuleExample(
            ExampleFile("Sources/Reader/InfrastructureHelpers/FeedDownloadService.swift", "import Foundation\n\nprotocol ByteTransport {\n    func send(_ request: URLRequest) async throws -> Data\n}\n\nfinal class FeedDownloadService {\n    private let transport: ByteTransport\n    init(transport: ByteTransport) { self.transport = transport }\n    func download(_ url: URL) async throws -> Data { try await transport.send(URLRequest(url: url)) }\n}"),
            ExampleFile("Tests/ReaderTests/FeedDownloadServiceTests.swift", "final class FeedDownloadServiceTests: XCTestCase {\n    func test_download_sendsRequest() async throws {\n        _ = try await FeedDownloadService(transport: TransportStub()).download(URL(fileURLWithPath: \"/\"))\n    }\n}")
        ),
        // A library the app's code imports in several files is not wrapped in one place: its users' suites name them.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PhotoBundle.swift",
                "import Foundation\nimport TarballKit\n\npublic final class PhotoBundle {\n    private let tarball: Tarball\n    public init(url: URL) { tarball = Tarball(url: url) }\n}"
            ),
            ExampleFile("Sources/Feature/Gallery.swift", "import TarballKit\n\nfinal class Gallery {\n    let shelf: Tarball\n    init(shelf: Tarball) { self.shelf = shelf }\n}"),
            ExampleFile("Tests/FeatureTests/PhotoBundleTests.swift", "final class PhotoBundleTests: XCTestCase {\n    func test_adds() { _ = PhotoBundle(url: URL(fileURLWithPath: \"/\")) }\n}")
        ),
        // The one file importing a library, whose class stores only standard values and the package's own types: logic, not a wrapper.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PhotoBundle.swift",
                "import Foundation\nimport TarballKit\n\npublic final class PhotoBundle {\n    private let name: String\n    private let gallery: Gallery\n    public init(name: String, gallery: Gallery) { self.name = name; self.gallery = gallery }\n}"
            ),
            ExampleFile("Sources/Feature/Gallery.swift", "public final class Gallery {}"),
            ExampleFile("Tests/FeatureTests/PhotoBundleTests.swift", "final class PhotoBundleTests: XCTestCase {\n    func test_adds() {}\n}")
        ),
        // The one file importing a library, whose class holds the library's value beside a collaborator of the package: logic using it.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PhotoBundle.swift",
                "import Foundation\nimport TarballKit\n\npublic final class PhotoBundle {\n    private var entry: TarballEntryID\n    private let gallery: Gallery\n    public init(gallery: Gallery) { self.gallery = gallery; entry = TarballEntryID() }\n}"
            ),
            ExampleFile("Sources/Feature/Gallery.swift", "public final class Gallery {}"),
            ExampleFile("Tests/FeatureTests/PhotoBundleTests.swift", "final class PhotoBundleTests: XCTestCase {\n    func test_adds() {}\n}")
        ),
        // A screen holding a library's view is a screen, not an adapter.
        RuleExample(
            ExampleFile(
                "Sources/Feature/BundleViewController.swift",
                "import UIKit\nimport SpinnerKit\n\nfinal class BundleViewController: UIViewController {\n    private let spinner: SpinnerKitView\n    init(spinner: SpinnerKitView) { self.spinner = spinner; super.init(nibName: nil, bundle: nil) }\n}"
            ),
            ExampleFile("Tests/FeatureTests/BundleViewControllerTests.swift", "final class BundleViewControllerTests: XCTestCase {\n    func test_shows() {}\n}")
        ),
        // `…Request` that describes no HTTP request: a record adopting a package protocol, and a plain class.
        RuleExample(
            ExampleFile(
                "Sources/Feature/FriendRequest.swift",
                "protocol Invitation {\n    var sender: String { get }\n}\nfinal class FriendRequest: Invitation {\n    let sender: String\n    init(sender: String) { self.sender = sender }\n}\nfinal class PermissionRequest: NSObject {\n    var granted = false\n}"
            ),
            ExampleFile("Tests/FeatureTests/FriendRequestSpec.swift", "final class FriendRequestSpec: XCTestCase {\n    func testSender() { XCTAssertEqual(FriendRequest(sender: \"a\").sender, \"a\") }\n}"),
            ExampleFile("Tests/FeatureTests/PermissionRequestSpec.swift", "final class PermissionRequestSpec: XCTestCase {\n    func testStartsDenied() { XCTAssertFalse(PermissionRequest().granted) }\n}")
        ),
        // A class named `…Check` under no `…Check` supertype: a service, named after its implementation.
        RuleExample(
            ExampleFile("Sources/Feature/SpellCheck.swift", "final class SpellCheck {\n    func misspelled(_ text: String) -> [String] { [] }\n}"),
            ExampleFile("Tests/FeatureTests/SpellCheckTests.swift", "final class SpellCheckTests: XCTestCase {\n    func test_findsNone() { XCTAssertEqual(SpellCheck().misspelled(\"cat\"), []) }\n}")
        ),
        // `Any` before a name no package protocol bears (or one the type does not adopt): a value, not a type eraser.
        RuleExample(
            ExampleFile("Sources/Feature/AnyPayload.swift", "struct AnyPayload: Codable {\n    let kind: String\n    let body: Data\n    func matches(_ other: String) -> Bool { kind == other }\n}"),
            ExampleFile("Tests/FeatureTests/AnyPayloadTests.swift", "final class AnyPayloadTests: XCTestCase {\n    func test_decodes() { _ = AnyPayload(kind: \"a\", body: Data()) }\n}")
        ),
        // A protocol whose first word only looks like a gerund (`Thing`: no verb before the `ing`) is a name, not an operation.
        RuleExample(
            ExampleFile("Sources/Feature/ThingCatalog.swift", "protocol ThingCatalog {\n    var names: [String] { get }\n}\nextension ThingCatalog {\n    func sorted() -> [String] { names.sorted() }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ThingCatalogTests.swift",
                "final class ThingCatalogTests: XCTestCase, ThingCatalog {\n    var names: [String] { [\"b\", \"a\"] }\n    func test_sorts() { XCTAssertEqual(sorted(), [\"a\", \"b\"]) }\n}"
            )
        ),
        // A view's suite asserting its state, not only its look: the component's behaviour, named after the class.
        RuleExample(
            ExampleFile("Sources/Feature/BadgeCell.swift", "final class BadgeCell: UITableViewCell {\n    var count = 0\n}"),
            ExampleFile(
                "Tests/FeatureTests/BadgeCellTests.swift",
                "final class BadgeCellTests: XCTestCase {\n    func test_looks() { assertSnapshot(of: BadgeCell(), as: .image) }\n    func test_counts() { XCTAssertEqual(BadgeCell().count, 0) }\n}"
            )
        ),
        // A view's suite with one test reading its state without inspecting it: the component's logic, named after the view.
        RuleExample(
            ExampleFile("Sources/Feature/TideChart.swift", "struct TideChart: View {\n    var levels: [Double] = []\n    var body: some View { Text(\"~\") }\n}"),
            ExampleFile(
                "Tests/FeatureTests/TideChartTests.swift",
                "@Suite struct TideChartTests {\n    @Test func showsLabel() throws { _ = try TideChart().inspect().find(text: \"~\") }\n    @Test func startsEmpty() { #expect(TideChart().levels.isEmpty) }\n}"
            )
        ),
        // Snapshots of a formatter's text: not a view, so its suite names an implementation.
        RuleExample(
            ExampleFile("Sources/Cache/Money.swift", "public struct Money {}"),
            ExampleFile("Sources/Feature/InvoiceFormatter.swift", "import Cache\n\nstruct InvoiceFormatter {\n    func text(_ cents: Int) -> String { String(cents) }\n}"),
            ExampleFile(
                "Tests/FeatureTests/InvoiceFormatterTests.swift",
                "final class InvoiceFormatterTests: XCTestCase {\n    func test_formats() { assertSnapshot(of: InvoiceFormatter().text(5), as: .lines) }\n}"
            )
        ),
        // A class shelling out beside another collaborator is logic that runs a program, not the program's adapter.
        RuleExample(
            ExampleFile("Sources/Tools/ShellRunning.swift", "protocol ShellRunning: AnyObject {\n    func run(_ command: String) throws -> String\n}"),
            ExampleFile(
                "Sources/Tools/ReleasePlanner.swift",
                "protocol ReleasePlanning {\n    func plan() throws -> String\n}\nprotocol NotesWriting {\n    func write(_ text: String)\n}\nfinal class ReleasePlanner {\n    private let shell: ShellRunning\n    private let notes: NotesWriting\n    init(shell: ShellRunning, notes: NotesWriting) {\n        self.shell = shell\n        self.notes = notes\n    }\n}\nextension ReleasePlanner: ReleasePlanning {\n    func plan() throws -> String { try shell.run(\"hg log\") }\n}"
            ),
            ExampleFile("Tests/ToolsTests/ReleasePlannerTests.swift", "final class ReleasePlannerTests: XCTestCase {\n    func test_plans() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Preferences.swift", "final class Preferences {\n    private let defaults: UserDefaults\n    init(defaults: UserDefaults) { self.defaults = defaults }\n}"),
            ExampleFile(
                "Tests/FeatureTests/PreferencesTests.swift",
                "import Feature\nimport XCTest\n\nfinal class PreferencesTests: XCTestCase {\n    func test_make() { _ = Preferences(defaults: UserDefaults(suiteName: \"t\")!) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/OnboardingModel.swift",
                "final class OnboardingModel {\n    let defaults: UserDefaults\n    let tracker: Tracker\n    init(defaults: UserDefaults, tracker: Tracker) { self.defaults = defaults; self.tracker = tracker }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/OnboardingModelTests.swift",
                "import Feature\nimport XCTest\n\nfinal class OnboardingModelTests: XCTestCase {\n    func test_start() { _ = OnboardingModel(defaults: UserDefaults(suiteName: \"t\")!, tracker: Tracker()) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/NoteRecords.swift", "protocol NoteRecords: AnyObject {\n    func count() throws -> Int\n}"),
            ExampleFile("Sources/Feature/NoteCounter.swift", "final class NoteCounter: NoteRecords {\n    let limit: Int\n    init(limit: Int) { self.limit = limit }\n    func count() throws -> Int { 0 }\n}"),
            ExampleFile(
                "Tests/FeatureTests/NoteRecordsTests.swift",
                "import Feature\nimport XCTest\n\nfinal class NoteRecordsTests: XCTestCase {\n    func test_count() throws { XCTAssertEqual(try NoteCounter(limit: 1).count(), 0) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/DraftArchive.swift",
                "final class DraftArchive {\n    static var queue: DatabaseQueue?\n    private let folder: URL\n    init(_ folder: URL) { self.folder = folder }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/DraftArchiveTests.swift",
                "import Feature\nimport Testing\n\n@Suite struct DraftArchiveTests {\n    @Test func keepsFolder() { _ = DraftArchive(URL(fileURLWithPath: \"/tmp\")) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/TicketPricer.swift", "public struct TicketPricer { public func price(_ cents: Int) -> Int { cents } }"),
            ExampleFile("Tests/FeatureTests/TicketPricerTests.swift", "@Suite(\"Ticket pricer behavior\")\nstruct TicketPricerTests {\n    @Test func roundsUp() { #expect(TicketPricer().price(5) == 5) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Rates.swift", "enum RatesEndpoint {\n    case latest\n    func url(base: URL) -> URL { base }\n}"),
            ExampleFile("Tests/FeatureTests/RatesEndpointTests.swift", "@Suite struct RatesEndpointTests {\n    @Test func buildsURL() { #expect(RatesEndpoint.latest.url(base: base) == base) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ImageResource.swift", "struct ImageResource {\n    let name: String\n}"),
            ExampleFile("Tests/FeatureTests/ImageResourceTests.swift", "@Suite struct ImageResourceTests {\n    @Test func keepsName() { #expect(ImageResource(name: \"a\").name == \"a\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Proxy.swift", "protocol Endpoint {}\nstruct Proxy: Endpoint {\n    let host: String\n}"),
            ExampleFile("Tests/FeatureTests/ProxyTests.swift", "@Suite struct ProxyTests {\n    @Test func keepsHost() { #expect(Proxy(host: \"h\").host == \"h\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/FeedLoader.swift", "final class FeedLoader {\n    func load() {}\n}"),
            ExampleFile("Tests/FeatureTests/FeedLoader_Tests.swift", "final class FeedLoader_Tests: XCTestCase {\n    func test_load_deliversItems() { FeedLoader().load() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Exporter.swift", "enum Exporter {\n    struct Options {}\n    static func export(_ rows: [Row]) -> String { \"\" }\n}"),
            ExampleFile("Tests/FeatureTests/ExporterTests.swift", "@Suite struct ExporterTests {\n    @Test func joinsRows() { #expect(Exporter.export([]) == \"\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/LoadError.swift", "enum LoadError: Error {\n    struct Context {}\n    case loadError(Context)\n}"),
            ExampleFile("Tests/FeatureTests/LoadErrorTests.swift", "@Suite struct LoadErrorTests {\n    @Test func describes() { #expect(LoadError.loadError(.init()) != nil) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Spring.swift", "protocol Spring: AnyObject {}\nextension Spring {\n    func bounce() {}\n}\nfinal class Coil: Spring {}"),
            ExampleFile("Tests/FeatureTests/SpringTests.swift", "@Suite struct SpringTests {\n    @Test func bounces() { Coil().bounce() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Tokens.swift", "protocol TokenStore { func save() }\nfinal class DiskTokenStore: TokenStore { func save() {} }\nfinal class MemoryTokenStore: TokenStore { func save() {} }"),
            ExampleFile(
                "Tests/FeatureTests/DiskTokenStoreTests.swift",
                "final class DiskTokenStoreTests: XCTestCase {\n    func test_saves() { load(String(describing: DiskTokenStore.self), String(describing: MemoryTokenStore.self)) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Banner.swift", "struct BannerPresentation: Equatable {\n    let title: String\n    func shortened(to count: Int) -> String { String(title.prefix(count)) }\n}\nenum BannerPresentationPolicy { static func presentation(for count: Int) -> BannerPresentation { BannerPresentation(title: \"\") } }"),
            ExampleFile(
                "Tests/FeatureTests/BannerPresentationTests.swift",
                "final class BannerPresentationTests: XCTestCase {\n    func test_titles() { XCTAssertEqual(BannerPresentationPolicy.presentation(for: 1), BannerPresentation(title: \"\")) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Images.swift", "protocol ImagesLoader { func load() }\nstruct RealImagesLoader: ImagesLoader { func load() {} }"),
            ExampleFile("Tests/FeatureTests/ImagesLoaderTests.swift", "@Suite struct ImagesLoaderTests {\n    @Test func loads() { RealImagesLoader().load() }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Metadata.swift",
                "public struct PageMetadata { public let title: String }\npublic enum PageMetadataParser {\n    public static func pageMetadata(with data: Data) -> PageMetadata { PageMetadata(title: \"\") }\n}"
            ),
            ExampleFile("Tests/FeatureTests/PageMetadataTests.swift", "@Suite struct PageMetadataTests {\n    @Test func readsTitle() { #expect(PageMetadataParser.pageMetadata(with: Data()).title.isEmpty) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Cache/Money.swift", "public struct Money {}"),
            ExampleFile("Sources/Feature/Parser.swift", "import Cache\n\npublic final class AtomParser {}\npublic enum FeedParser { public static func parse(_ data: Data) -> [Item] { [] } }"),
            ExampleFile("Tests/FeatureTests/AtomParserTests.swift", "@Suite struct AtomParserTests {\n    @Test func readsTitle() { #expect(FeedParser.parse(Data()).isEmpty) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/LocalLoader.swift", "public final class LocalLoader {}"),
            ExampleFile("Tests/FeatureTests/LocalLoaderTests.swift", "@Suite struct LocalLoaderTests { @Test func loads() { _ = LocalLoader() } }")
        ),
        RuleExample(
            ExampleFile("Sources/Cache/FeedRow.swift", "public struct FeedRow {}"),
            ExampleFile("Sources/Feature/Mapper.swift", "import Cache\n\nenum FeedMapper {}"),
            ExampleFile("Tests/FeatureTests/FeedMapperTests.swift", "final class FeedMapperTests: XCTestCase {\n    func test_map() { _ = FeedMapper.map([]) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Route.swift", "public struct Route { public let path: String }"),
            ExampleFile("Tests/FeatureTests/RouteTests.swift", "@Suite(\"Route Tests\")\nstruct RouteTests {\n    @Test(\"Keeps the path\") func keepsPath() { #expect(Route(path: \"/a\").path == \"/a\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Presentation/Presenter.swift", "struct FeedPresenter {}"),
            ExampleFile("Tests/PresentationTests/Spec.swift", "struct FeedPresenterSpec { @Test func shows() { _ = FeedPresenter() } }")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Loader.swift", "public final class RemoteLoader {}"),
            ExampleFile("Tests/FeatureTests/Base.swift", "class LoaderTestCase: XCTestCase {}"),
            ExampleFile("Tests/FeatureTests/RemoteLoaderTests.swift", "final class RemoteLoaderTests: LoaderTestCase {\n    func test_loads() { _ = RemoteLoader() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Cache/Money.swift", "public struct Money {}"),
            ExampleFile("Sources/Feature/PriceFormatter.swift", "import Cache\n\npublic final class PriceFormatter {}"),
            ExampleFile(
                "Tests/FeatureTests/PriceFormatterSpec.swift",
                "final class PriceFormatterSpec: QuickSpec {\n    override func spec() {\n        describe(\"formatting\") {\n            it(\"rounds\") { expect(PriceFormatter().format(1.005)) == \"1.01\" }\n        }\n    }\n}"
            )
        ),
        // A package's own `Session` (a workout's), in a file importing no HTTP library, is no network session.
        RuleExample(
            ExampleFile(
                "Sources/App/WorkoutLog.swift",
                "import Foundation\n\nstruct Session { let minutes: Int }\n\nfinal class WorkoutLog {\n    private var sessions: [Session] = []\n    func add(_ session: Session) { sessions.append(session) }\n    var total: Int { sessions.reduce(0) { $0 + $1.minutes } }\n}"
            ),
            ExampleFile("Tests/AppTests/WorkoutLogTests.swift", "final class WorkoutLogTests: XCTestCase {\n    func testAddsMinutes() { let log = WorkoutLog(); log.add(Session(minutes: 5)); XCTAssertEqual(log.total, 5) }\n}")
        ),
        // A test subclass of the network class that overrides nothing still reaches the wire: no double.
        RuleExample(
            ledgerAPIFile,
            ExampleFile(
                "Tests/FeatureTests/LedgerAPITests.swift",
                "final class LedgerAPITests: XCTestCase {\n    func testEntriesAreEmpty() async throws {\n        let wire = LabelledWireClient()\n        XCTAssertEqual(try await LedgerAPI(client: wire).entries(), [])\n    }\n}\n\nfinal class LabelledWireClient: WireClient {\n    var label = \"ledger\"\n}"
            )
        ),
        // A record adopting a protocol of the package beside `Comparable` plays a role: not a plain record.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PairingChecker.swift",
                "enum PairingChecker {\n    static func match(_ first: String, with second: String) -> Pairing? { nil }\n}\n\nprotocol Rankable { var rank: Int { get } }\n\nstruct Pairing: Comparable, Rankable {\n    static func < (lhs: Pairing, rhs: Pairing) -> Bool { lhs.rank > rhs.rank }\n\n    let first: String\n    let rank: Int\n}"
            ),
            ExampleFile("Tests/FeatureTests/PairingTests.swift", "final class PairingTests: XCTestCase {\n    func testUnknownFoodsDoNotPair() { XCTAssertNil(PairingChecker.match(\"tea\", with: \"rock\")) }\n}")
        ),
        // A struct with nested types and a property or method of its own has behaviour: not a namespace.
        RuleExample(
            ExampleFile(
                "Sources/Feature/CheckoutScreen.swift",
                "struct CheckoutScreen {\n    struct State: Equatable { var total = 0 }\n    enum Action { case pay }\n    let title: String\n}\n\nstruct ReceiptScreen {\n    struct State: Equatable { var lines: [String] = [] }\n    func render(_ state: State) -> String { \"\" }\n}"
            ),
            ExampleFile("Tests/FeatureTests/CheckoutScreenTests.swift", "final class CheckoutScreenTests: XCTestCase {\n    func testPayingClearsTotal() { XCTAssertEqual(AppStore.test().state.total, 0) }\n}"),
            ExampleFile("Tests/FeatureTests/ReceiptScreenTests.swift", "final class ReceiptScreenTests: XCTestCase {\n    func testRendersNothing() { XCTAssertEqual(AppStore.test().receipt, \"\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/FormCoding.swift", "enum FormCoding {\n    struct Key: CodingKey { let stringValue: String }\n}"),
            ExampleFile("Tests/FeatureTests/FormCodingTests.swift", "@Suite struct FormCodingTests {\n    @Test func readsKey() { #expect(FormCoding.Key(stringValue: \"a\").stringValue == \"a\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/PriceFetcher.swift", "protocol PriceFetcher { func fetch() async throws -> Int }\nfinal class RemotePriceFetcher: PriceFetcher {\n    func fetch() async throws -> Int { 0 }\n}"),
            ExampleFile("Tests/AppTests/PriceFetcherTests.swift", "import OHHTTPStubs\n\nfinal class PriceFetcherTests: XCTestCase {\n    func test_fetch() async throws { _ = try await RemotePriceFetcher().fetch() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/Screens.swift", "protocol Screen { func show() }\nclass PhotoController: BaseController {}\nclass BaseController: Screen { func show() {} }"),
            ExampleFile("Tests/AppTests/PhotoControllerTests.swift", "import OHHTTPStubs\n\nfinal class PhotoControllerTests: XCTestCase {\n    func test_show() { PhotoController().show() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RemoveButton.swift", "struct RemoveButton: View {\n    let action: () -> Void\n    var body: some View { Button(\"Remove\", action: action) }\n}"),
            ExampleFile("Tests/FeatureTests/RemoveButtonTests.swift", "@Suite struct RemoveButtonTests {\n    @Test func callsAction() { _ = RemoveButton(action: {}) }\n}")
        ),        RuleExample(
            ExampleFile(
                "Sources/Feature/ListPresenter.swift",
                "protocol ListInteractorOutput: AnyObject {\n    func didLoad(_ items: [String])\n}\nfinal class ListPresenter: ListInteractorOutput {\n    private(set) var rows: [String] = []\n    func didLoad(_ items: [String]) { rows = items }\n}"
            ),
            ExampleFile("Tests/FeatureTests/ListPresenterTests.swift", "@Suite struct ListPresenterTests {\n    @Test func showsItems() { let sut = ListPresenter(); sut.didLoad([\"a\"]); #expect(sut.rows == [\"a\"]) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/Shipit.swift", "@main struct Shipit: AsyncParsableCommand {\n    static let configuration = CommandConfiguration(subcommands: [Deploy.self])\n}"),
            ExampleFile("Sources/App/Deploy.swift", "struct Deploy: ShipitCommand {\n    func run() async throws {}\n}\nprotocol ShipitCommand: AsyncParsableCommand {}"),
            ExampleFile("Tests/AppTests/ShipitTests.swift", "@Suite struct ShipitTests {\n    @Test func parses() throws { _ = try Shipit.parseAsRoot([\"deploy\"]) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Feature.swift", "struct Feature: ParsableCommand {\n    static let configuration = CommandConfiguration(subcommands: [])\n}"),
            ExampleFile("Tests/AppTests/FeatureTests.swift", "@Suite struct FeatureTests {\n    @Test func parses() throws { _ = try Feature.parse([]) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/Deploy.swift", "struct Deploy: ShipitCommand {\n    func run() async throws {}\n}\nprotocol ShipitCommand: AsyncParsableCommand {}\nstruct DeployPlan {\n    let steps: [String]\n}"),
            ExampleFile("Tests/AppTests/DeployPlanTests.swift", "@Suite struct DeployPlanTests {\n    @Test func ordersSteps() { _ = DeployPlan(steps: [\"a\"]) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Highlight.swift", "public enum Highlight { case word(String), line(Int) }\npublic enum Marker {\n    public static func highlight(in text: String) -> Highlight { .line(0) }\n}"),
            ExampleFile("Tests/FeatureTests/HighlightTests.swift", "final class HighlightTests: XCTestCase {\n    func testMarksFirstLine() { XCTAssertNotNil(Marker.highlight(in: \"a\")) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/EventCollector.swift", "public enum EventCollector {\n    case idle\n    public static func collect(_ name: String) {}\n}\npublic typealias Events = EventCollector"),
            ExampleFile("Tests/FeatureTests/EventCollectorTests.swift", "final class EventCollectorTests: XCTestCase {\n    func testCollects() { Events.collect(\"opened\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Cache/Money.swift", "public struct Money {}"),
            ExampleFile("Sources/Feature/LogFormatter.swift", "import Cache\n\nfinal class LogFormatter {\n    func format(_ line: String) -> String { \"[app] \" + line }\n}"),
            ExampleFile("Tests/FeatureTests/LogFormatterTests.swift", "final class LogFormatterTests: XCTestCase {\n    func test_prefixes() { XCTAssertEqual(LogFormatter().format(\"a\"), \"[app] a\") }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/App/TideViewModel.swift",
                "import Foundation\nimport Observation\n\n@Observable final class TideViewModel {\n    var levels: [Int] = []\n    func load() { _ = URLSession.shared }\n}"
            ),
            ExampleFile("Tests/AppTests/TideViewModelTests.swift", "import XCTest\n\nfinal class TideViewModelTests: XCTestCase {\n    func test_loads() { TideViewModel().load() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Kit/Transport.swift", "public protocol Transport { func send(_ body: Data) async throws -> Data }"),
            ExampleFile("Sources/Kit/HarborCoordinator.swift", "public final class HarborCoordinator {\n    public init() {}\n    public func join(using transport: Transport) {}\n}"),
            ExampleFile("Tests/KitTests/StubTransport.swift", "final class StubTransport: Transport { func send(_ body: Data) async throws -> Data { body } }"),
            ExampleFile(
                "Tests/KitTests/HarborCoordinatorTests.swift",
                "import XCTest\n\nfinal class HarborCoordinatorTests: XCTestCase {\n    func test_joins() { HarborCoordinator().join(using: StubTransport()) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Store/Middleware.swift", "protocol Middleware { func handle(_ action: String) }\nstruct AuditMiddleware: Middleware { func handle(_ action: String) {} }"),
            ExampleFile("Tests/StoreTests/AuditMiddlewareTests.swift", "import XCTest\n\nfinal class AuditMiddlewareTests: XCTestCase {\n    func test_handles() { AuditMiddleware().handle(\"a\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Billing/CouponCodeValidator.swift", "final class CouponCodeValidator {\n    var seen: [String] = []\n    func isWellFormed(_ code: String) -> Bool { code.count == 8 }\n}"),
            ExampleFile("Tests/BillingTests/CouponCodeValidatorTests.swift", "import XCTest\n\nfinal class CouponCodeValidatorTests: XCTestCase {\n    func test_rejectsShort() { XCTAssertFalse(CouponCodeValidator().isWellFormed(\"a\")) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Reader/PageLabel.swift", "enum PageLabel {\n    static func label(for page: Int) -> String { String(page) }\n}"),
            ExampleFile("Tests/ReaderTests/PageLabelTests.swift", "import XCTest\n\nfinal class PageLabelTests: XCTestCase {\n    func test_labels() { XCTAssertEqual(PageLabel.label(for: 1), \"1\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Mail/Client.swift", "struct Client { func post(_ text: String) {} }"),
            ExampleFile("Sources/Mail/ReceiptMailer.swift", "enum ReceiptMailer {\n    static func send(_ text: String, client: Client) { client.post(text) }\n}"),
            ExampleFile("Tests/MailTests/ReceiptMailerTests.swift", "import XCTest\n\nfinal class ReceiptMailerTests: XCTestCase {\n    func test_sends() { ReceiptMailer.send(\"a\", client: Client()) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RefundLimits.swift", "protocol RefundLimits {\n    func limit(for customer: String) -> Decimal\n}\nfinal class StandardRefundLimits: RefundLimits {\n    func limit(for customer: String) -> Decimal { 500 }\n}"),
            ExampleFile(
                "Tests/FeatureTests/RefundLimitsTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Feature\n\n@Suite struct RefundLimitsTests {\n    let limits: RefundLimits = StandardRefundLimits()\n    @Test func capsEveryCustomerAtFiveHundred() {\n        #expect(limits.limit(for: \"ana\") == 500)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/LedgerSession.swift", "import CoreData\n\nfinal class LedgerSession {\n    let context: NSManagedObjectContext\n    init(context: NSManagedObjectContext) { self.context = context }\n}"),
            ExampleFile(
                "Sources/Feature/CSVImporter.swift",
                "import CoreData\n\nfinal class CSVImporter {\n    private let session: LedgerSession\n    init(session: LedgerSession) { self.session = session }\n    func importRows(from url: URL) throws {}\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/CSVImporterTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Feature\n\n@Suite struct CSVImporterTests {\n    @Test func importsEachRowOnce() throws {\n        let importer = CSVImporter(session: session)\n        try importer.importRows(from: url)\n    }\n}"
            )
        ),
        // A suite named after a protocol the package makes a framework type adopt, but running the package's own conformer.
        RuleExample(
            pageStack,
            ExampleFile(
                "Tests/FeatureTests/PageStackTests.swift",
                "import Feature\nimport XCTest\n\nfinal class PageStackTests: XCTestCase {\n    func test_push() { MemoryStack().push(UIViewController()) }\n}"
            )
        ),
        // A task named `…ParserTask` whose work is not wrapped in a task framework's class (no `…Task` supertype) stays reported.
        RuleExample(
            ExampleFile("Sources/Feature/HeaderParserTask.swift", "public struct HeaderParserTask {\n    public init() {}\n    public func run(_ line: String) -> [String] { [line] }\n}"),
            ExampleFile("Tests/FeatureTests/HeaderParserTaskTests.swift", "import Feature\nimport XCTest\n\nfinal class HeaderParserTaskTests: XCTestCase {\n    func test_run() { XCTAssertEqual(HeaderParserTask().run(\"a\"), [\"a\"]) }\n}")
        ),
        // A parser in a feature module importing another feature module is the app's logic, not a leaf format library.
        RuleExample(
            ExampleFile("Sources/Cache/CachedReceipt.swift", "public struct CachedReceipt {\n    public init() {}\n}"),
            ExampleFile("Sources/Feature/ReceiptParser.swift", "import Cache\n\npublic final class ReceiptParser {\n    public init(cached: CachedReceipt) {}\n    public func total() -> Int { 0 }\n}"),
            ExampleFile("Tests/FeatureTests/ReceiptParserTests.swift", "import Feature\n\nfinal class ReceiptParserTests: XCTestCase {\n    func test_total() { XCTAssertEqual(ReceiptParser(cached: CachedReceipt()).total(), 0) }\n}")
        ),
        // A type named `…Command` adopting a package `…Command` protocol one of whose adopters is not named as a command
        // (`Journal`): no family of the user's verbs, and its suite names the type.
        RuleExample(
            ExampleFile(
                "Sources/Editing/EditCommand.swift",
                "protocol EditCommand {\n    func apply(to text: inout String)\n}\nstruct InsertCommand: EditCommand {\n    let word: String\n    func apply(to text: inout String) { text += word }\n}\nfinal class Journal: EditCommand {\n    func apply(to text: inout String) {}\n}"
            ),
            ExampleFile(
                "Tests/EditingTests/InsertCommandTests.swift",
                "final class InsertCommandTests: XCTestCase {\n    func test_appendsWord() {\n        var text = \"\"\n        InsertCommand(word: \"a\").apply(to: &text)\n    }\n}"
            )
        ),
    ]

    /// A protocol the package makes `UINavigationController` adopt, with a conformer of its own.
    private static let pageStack = ExampleFile(
        "Sources/Feature/PageStack.swift",
        "import UIKit\n\nprotocol PageStack: AnyObject {\n    func push(_ page: UIViewController)\n}\n\nextension UINavigationController: PageStack {\n    func push(_ page: UIViewController) { pushViewController(page, animated: false) }\n}\n\nfinal class MemoryStack: PageStack {\n    var pages: [UIViewController] = []\n    func push(_ page: UIViewController) { pages.append(page) }\n}"
    )

    static let nonTriggeringExamples: [RuleExample] = [
        // A `private` helper of another file no test can reach: the suite's word is the behaviour it proves through other API.
        RuleExample(
            ExampleFile("Sources/Feature/Inference.swift", "private struct Inference { let indent = IndentInferrer() }\npublic func inferOptions(_ text: String) -> Options { Options() }"),
            ExampleFile("Tests/FeatureTests/InferenceTests.swift", "final class InferenceTests: XCTestCase {\n    func testInfersIndent() { XCTAssertEqual(inferOptions(\"a\").indent, 2) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Guessing.swift", "private struct Guessing { var votes = 0 }\npublic func guessIndent(_ text: String) -> String { \"  \" }"),
            ExampleFile("Tests/FeatureTests/GuessingTests.swift", "final class GuessingTests: XCTestCase {\n    func testGuessesTwoSpaces() { XCTAssertEqual(guessIndent(\"a\\n  b\"), \"  \") }\n}")
        ),
        // A class storing only objects of a device framework its file imports, behind a protocol of the package: the
        // framework's adapter behind the package's port.
        RuleExample(
            ExampleFile("Sources/Feature/GlyphReading.swift", "public protocol GlyphReading {\n    func glyphs(in frame: Data) -> [String]\n}"),
            ExampleFile("Sources/Feature/GlyphScanner.swift", "import Vision\n\nfinal class GlyphScanner: GlyphReading {\n    private let handler: VNSequenceRequestHandler\n    private lazy var request: VNRecognizeTextRequest = VNRecognizeTextRequest()\n    init(handler: VNSequenceRequestHandler = .init()) { self.handler = handler }\n    func glyphs(in frame: Data) -> [String] { [] }\n}"),
            ExampleFile("Tests/FeatureTests/GlyphScannerTests.swift", "final class GlyphScannerTests: XCTestCase {\n    func test_scans() { _ = GlyphScanner().glyphs(in: Data()) }\n}")
        ),
        // One storing nothing builds the framework's objects per call: the same adapter.
        RuleExample(
            ExampleFile("Sources/Feature/GlyphReading.swift", "public protocol GlyphReading {\n    func glyphs(in frame: Data) -> [String]\n}"),
            ExampleFile("Sources/Feature/GlyphScanner.swift", "import Vision\n\nfinal class GlyphScanner: GlyphReading {\n    func glyphs(in frame: Data) -> [String] {\n        let request = VNRecognizeTextRequest()\n        try? VNImageRequestHandler(data: frame).perform([request])\n        return []\n    }\n}"),
            ExampleFile("Tests/FeatureTests/GlyphScannerTests.swift", "final class GlyphScannerTests: XCTestCase {\n    func test_scans() { _ = GlyphScanner().glyphs(in: Data()) }\n}")
        ),
        // The same for a system service the OS runs for the app (`AuthenticationServices`, passkeys and sign-in).
        RuleExample(
            ExampleFile("Sources/Feature/PasskeySigning.swift", "import Foundation\n\npublic protocol PasskeySigning {\n    func assertion(for challenge: Data) -> Bool\n}"),
            ExampleFile("Sources/Feature/PlatformPasskeySigner.swift", "import AuthenticationServices\n\nfinal class PlatformPasskeySigner: PasskeySigning {\n    private let provider: ASAuthorizationPlatformPublicKeyCredentialProvider\n    init(party: String) { provider = .init(relyingPartyIdentifier: party) }\n    func assertion(for challenge: Data) -> Bool { true }\n}"),
            ExampleFile("Tests/FeatureTests/PlatformPasskeySignerTests.swift", "final class PlatformPasskeySignerTests: XCTestCase {\n    func test_asserts() { XCTAssertTrue(PlatformPasskeySigner(party: \"a.example\").assertion(for: Data())) }\n}")
        ),
        // In an app of one module (`Reader`, in no layer), the HTTP layer under its `Infrastructure/` folder: an adapter proven alone, whatever its name.
        RuleExample(
            ExampleFile("Sources/Reader/Infrastructure/Network/FeedDownloadService.swift", "import Foundation\n\nprotocol ByteTransport {\n    func send(_ request: URLRequest) async throws -> Data\n}\n\nfinal class FeedDownloadService {\n    private let transport: ByteTransport\n    init(transport: ByteTransport) { self.transport = transport }\n    func download(_ url: URL) async throws -> Data { try await transport.send(URLRequest(url: url)) }\n}"),
            ExampleFile("Tests/ReaderTests/Infrastructure/Network/FeedDownloadServiceTests.swift", "final class FeedDownloadServiceTests: XCTestCase {\n    func test_download_sendsRequest() async throws {\n        _ = try await FeedDownloadService(transport: TransportStub()).download(URL(fileURLWithPath: \"/\"))\n    }\n}")
        ),
        // The same under a `Network/` folder of its data folder: the app's HTTP adapters.
        RuleExample(
            ExampleFile("Sources/Reader/Data/Network/Services/SignInService.swift", "import Foundation\n\nfinal class SignInService {\n    var token: String?\n    private let transport: ByteTransport\n    init(transport: ByteTransport) { self.transport = transport }\n    func signIn(_ email: String) async throws { token = String(decoding: try await transport.send(URLRequest(url: URL(fileURLWithPath: email))), as: UTF8.self) }\n}"),
            ExampleFile("Tests/ReaderTests/SignInServiceTests.swift", "final class SignInServiceTests: XCTestCase {\n    func test_signIn_keepsToken() async throws {\n        let sut = SignInService(transport: TransportStub())\n        try await sut.signIn(\"a@example.com\")\n        XCTAssertNotNil(sut.token)\n    }\n}")
        ),
        // The one production file importing a library (neither the package's nor the SDK's) whose class holds that library's
        // object: the package's wrapper of the library, an adapter proven alone, named after it.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PhotoBundle.swift",
                "import Foundation\nimport TarballKit\n\npublic final class PhotoBundle {\n    private let tarball: Tarball\n    private var closed = false\n    public init(url: URL) { tarball = Tarball(url: url) }\n    public func add(_ data: Data, named name: String) throws { try tarball.append(data, path: name) }\n}"
            ),
            ExampleFile("Sources/Feature/Gallery.swift", "import Foundation\n\nfinal class Gallery {\n    let bundle: PhotoBundle\n    init(bundle: PhotoBundle) { self.bundle = bundle }\n}"),
            ExampleFile(
                "Tests/FeatureTests/PhotoBundleTests.swift",
                "final class PhotoBundleTests: XCTestCase {\n    func test_adds() throws { try PhotoBundle(url: URL(fileURLWithPath: \"/\")).add(Data(), named: \"a\") }\n}"
            )
        ),
        // One HTTP request's description, through a package protocol requiring `path` and `method`, or holding both itself.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ArchiveNoteRequest.swift",
                "enum WireVerb { case get, post }\nprotocol WireCall {\n    var path: String { get }\n    var method: WireVerb { get }\n    func body() -> Data?\n}\nfinal class ArchiveNoteRequest: WireCall {\n    let noteID: String\n    init(noteID: String) { self.noteID = noteID }\n    var path: String { \"/notes/\\(noteID)/archive\" }\n    var method: WireVerb { .post }\n    func body() -> Data? { nil }\n}\nstruct TideLevelsRequest {\n    let station: String\n    var path: String { \"/tides/\\(station)\" }\n    let httpMethod = \"GET\"\n}"
            ),
            ExampleFile("Tests/FeatureTests/ArchiveNoteRequestSpec.swift", "final class ArchiveNoteRequestSpec: XCTestCase {\n    func testPath() { XCTAssertEqual(ArchiveNoteRequest(noteID: \"7\").path, \"/notes/7/archive\") }\n}"),
            ExampleFile("Tests/FeatureTests/TideLevelsRequestTests.swift", "final class TideLevelsRequestTests: XCTestCase {\n    func testPath() { XCTAssertEqual(TideLevelsRequest(station: \"k\").path, \"/tides/k\") }\n}")
        ),
        // Every test snapshots the cell the suite is named after: its behaviour is its appearance.
        RuleExample(
            ExampleFile("Sources/Feature/BadgeCell.swift", "final class BadgeCell: UITableViewCell {\n    var count = 0\n}"),
            ExampleFile(
                "Tests/FeatureTests/BadgeCellTests.swift",
                "final class BadgeCellTests: XCTestCase {\n    func test_looksEmpty() { assertSnapshot(of: BadgeCell(), as: .image) }\n    func test_looksFull() {\n        let cell = BadgeCell()\n        cell.count = 99\n        assertSnapshots(matching: cell)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RatingStars.swift", "struct RatingStars: View {\n    let value: Int\n    var body: some View { Text(\"*\") }\n}"),
            ExampleFile(
                "Tests/FeatureTests/RatingStarsTests.swift",
                "@Suite struct RatingStarsTests {\n    @Test func oneStar() { assertSnapshot(of: RatingStars(value: 1), as: .image) }\n    @Test func fiveStars() { FBSnapshotVerifyView(RatingStars(value: 5)) }\n}"
            )
        ),
        // Every test drives the view, or the view modifier, through a view-inspection API: a component suite, like a snapshot suite.
        RuleExample(
            ExampleFile("Sources/Feature/TideChart.swift", "struct TideChart: View {\n    var levels: [Double] = []\n    var body: some View { Text(\"~\") }\n}"),
            ExampleFile("Sources/Feature/DimWhenIdle.swift", "struct DimWhenIdle: ViewModifier {\n    func body(content: Content) -> some View { content.opacity(0.5) }\n}"),
            ExampleFile(
                "Tests/FeatureTests/TideChartTests.swift",
                "@Suite struct TideChartTests {\n    @Test func showsLabel() throws { _ = try TideChart().inspect().find(text: \"~\") }\n    @Test func showsLevels() async throws {\n        let sut = TideChart(levels: [1])\n        try await sut.inspection.inspect { view in _ = try view.find(text: \"~\") }\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/DimWhenIdleTests.swift",
                "@Suite struct DimWhenIdleTests {\n    @Test func dims() throws {\n        let sut = DimWhenIdle()\n        #expect(try EmptyView().modifier(sut).inspect().emptyView().opacity() == 0.5)\n    }\n}"
            )
        ),
        // A class whose one collaborator is the shell runner, behind a port: the adapter to the `hg` program.
        RuleExample(
            ExampleFile("Sources/Tools/ShellRunning.swift", "protocol ShellRunning: AnyObject {\n    func run(_ command: String) throws -> String\n}"),
            ExampleFile(
                "Sources/Tools/Hg.swift",
                "protocol BranchReading {\n    func currentBranch() throws -> String\n}\nfinal class Hg {\n    private let shell: ShellRunning\n    private var cachedBranch: String?\n    init(shell: ShellRunning) { self.shell = shell }\n}\nextension Hg: BranchReading {\n    func currentBranch() throws -> String { try shell.run(\"hg branch\") }\n}"
            ),
            ExampleFile(
                "Tests/ToolsTests/HgTests.swift",
                "final class HgTests: XCTestCase {\n    func test_readsBranch() throws { _ = try Hg(shell: ShellSpy()).currentBranch() }\n}\nfinal class ShellSpy: ShellRunning {\n    func run(_ command: String) throws -> String { \"main\" }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/App/TideFeedService.swift",
                "import Foundation\n\nclass TideFeedService {\n    static let shared = TideFeedService()\n    func readLevels(_ done: @escaping ([Int]) -> Void) -> URLSessionTask? {\n        let session = URLSession.shared\n        let task = session.dataTask(with: URLRequest(url: URL(fileURLWithPath: \"/\"))) { _, _, _ in done([]) }\n        task.resume()\n        return task\n    }\n}"
            ),
            ExampleFile(
                "Tests/AppTests/TideFeedServiceTests.swift",
                "import XCTest\n\nfinal class TideFeedServiceTests: XCTestCase {\n    func test_readsLevels() { _ = TideFeedService.shared.readLevels { _ in } }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Kit/Transport.swift", "public protocol Transport { func send(_ body: Data) async throws -> Data }"),
            ExampleFile(
                "Sources/Kit/HarborAPI.swift",
                "public enum HarborAPI {\n    public static func preparedDocks(server: String, using transport: Transport) async throws -> Data { try await transport.send(Data()) }\n}"
            ),
            ExampleFile("Tests/KitTests/StubTransport.swift", "final class StubTransport: Transport { func send(_ body: Data) async throws -> Data { body } }"),
            ExampleFile(
                "Tests/KitTests/HarborAPITests.swift",
                "import XCTest\n\nfinal class HarborAPITests: XCTestCase {\n    func test_preparesDocks() async throws { _ = try await HarborAPI.preparedDocks(server: \"a\", using: StubTransport()) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/PreferenceStore.swift",
                "protocol PreferenceStore: AnyObject {\n    var theme: String? { get set }\n}\nfinal class DefaultsPreferenceStore {\n    let prefix = \"prefs\"\n    let defaults: UserDefaults\n    init(defaults: UserDefaults) { self.defaults = defaults }\n}\nextension DefaultsPreferenceStore: PreferenceStore {\n    var theme: String? {\n        get { defaults.string(forKey: prefix) }\n        set { defaults.set(newValue, forKey: prefix) }\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/PreferenceStoreTests.swift",
                "import Feature\nimport XCTest\n\nfinal class PreferenceStoreTests: XCTestCase {\n    func test_theme_isKept() {\n        let store: PreferenceStore = DefaultsPreferenceStore(defaults: UserDefaults(suiteName: \"t\")!)\n        store.theme = \"dark\"\n        XCTAssertEqual(store.theme, \"dark\")\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/NoteRecords.swift", "protocol NoteRecords: AnyObject {\n    func count() throws -> Int\n}"),
            ExampleFile(
                "Sources/Feature/RecordStack.swift",
                "import CoreData\n\nfinal class RecordStack {\n    let container: NSPersistentContainer\n    init(inMemory: Bool) { container = NSPersistentContainer(name: \"Notes\") }\n}"
            ),
            ExampleFile("Sources/Feature/RecordStack+NoteRecords.swift", "extension RecordStack: NoteRecords {\n    func count() throws -> Int { 0 }\n}"),
            ExampleFile(
                "Tests/FeatureTests/NoteRecordsTests.swift",
                "import Feature\nimport XCTest\n\nfinal class NoteRecordsTests: XCTestCase {\n    func test_count_isZeroWhenEmpty() throws {\n        XCTAssertEqual(try RecordStack(inMemory: true).count(), 0)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/DraftArchive.swift",
                "import GRDB\n\nfinal class DraftArchive {\n    private var queue: DatabaseQueue?\n    init(_ url: URL) throws { queue = try DatabaseQueue(path: url.path) }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/DraftArchiveTests.swift",
                "import Feature\nimport Testing\n\n@Suite struct DraftArchiveTests {\n    @Test func opensDatabase() throws { _ = try DraftArchive(URL(fileURLWithPath: \"/tmp/a.db\")) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/App/NoteVault.swift",
                "import CoreData\n\nclass NoteVault {\n    static var container: NSPersistentContainer = { NSPersistentContainer(name: \"Notes\") }()\n    static func count() -> Int { 0 }\n}"
            ),
            ExampleFile(
                "Tests/AppTests/NoteVaultTests.swift",
                "import XCTest\n\nfinal class NoteVaultTests: XCTestCase {\n    func test_count() { XCTAssertEqual(NoteVault.count(), 0) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/App/CopyBuffer.swift",
                "import AppKit\n\nfinal class CopyBuffer {\n    private let board = NSPasteboard.general\n    private var hooks: [(String) -> Void] = []\n    func copy(_ text: String) { board.setString(text, forType: .string) }\n}"
            ),
            ExampleFile(
                "Tests/AppTests/CopyBufferTests.swift",
                "import XCTest\n\nfinal class CopyBufferTests: XCTestCase {\n    func test_copies() { CopyBuffer().copy(\"a\") }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/App/ShortcutTapClient.swift",
                "struct ShortcutTapClient {\n    var start: () -> Void\n    var stop: () -> Void\n}\nfinal class ShortcutTapClientLive {\n    private var port: CFMachPort?\n    init(isTrusted: @escaping () -> Bool) {}\n    func start() {}\n}"
            ),
            ExampleFile(
                "Tests/AppTests/ShortcutTapClientTests.swift",
                "import XCTest\n\nfinal class ShortcutTapClientTests: XCTestCase {\n    func test_startsWhenTrusted() { ShortcutTapClientLive(isTrusted: { true }).start() }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Capture/ResumeTaskHook.swift",
                "protocol SessionHook { func install() throws }\nstruct ResumeTaskHook: SessionHook {\n    let handler: TaskHandler\n    func install() throws {}\n}"
            ),
            ExampleFile("Tests/CaptureTestSupport/LoopbackURLProtocol.swift", "public final class LoopbackURLProtocol: URLProtocol {}"),
            ExampleFile(
                "Tests/CaptureTests/ResumeTaskHookTests.swift",
                "import CaptureTestSupport\nimport XCTest\n\nfinal class ResumeTaskHookTests: XCTestCase {\n    func test_installs() throws {\n        try ResumeTaskHook(handler: TaskHandler()).install()\n        let session: URLSession = LoopbackSessions.make()\n        _ = session.dataTask(with: URL(fileURLWithPath: \"/\"))\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Export/RecordCheck.swift",
                "protocol RecordValidator { func validate(_ record: inout Record) -> Bool }\nfinal class MaxTitleLengthValidator: RecordValidator {\n    func validate(_ record: inout Record) -> Bool { record.title.count < 80 }\n}"
            ),
            ExampleFile(
                "Tests/ExportTests/MaxTitleLengthValidatorTests.swift",
                "import XCTest\n\nfinal class MaxTitleLengthValidatorTests: XCTestCase {\n    func test_rejectsLongTitle() { var record = Record(title: \"a\"); XCTAssertTrue(MaxTitleLengthValidator().validate(&record)) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/TicketPricer.swift", "public struct TicketPricer { public func price(_ cents: Int) -> Int { cents } }"),
            ExampleFile("Tests/FeatureTests/TicketPricerTests.swift", "@Suite(\"Ticket price rounding rules\")\nstruct TicketPricerTests {\n    @Test func roundsUp() { #expect(TicketPricer().price(5) == 5) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ReindexCatalog.swift", "enum ReindexCatalog {\n    struct Command {}\n    static func reindexCatalog(in store: Store) async throws {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/ReindexCatalogTests.swift",
                "@Suite struct ReindexCatalogTests {\n    @Test func reindexesEveryEntry() async throws { try await ReindexCatalog.reindexCatalog(in: store) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/MultiSelecting.swift", "protocol MultiSelecting: AnyObject {\n    var selection: [Int] { get set }\n}\nextension MultiSelecting {\n    func selectAll(_ count: Int) { selection = Array(0..<count) }\n}"),
            ExampleFile(
                "Tests/FeatureTests/MultiSelectingTests.swift",
                "@Suite struct MultiSelectingTests {\n    @Test func selectsAll() { let list = ListView(); list.selectAll(2); #expect(list.selection == [0, 1]) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Tokens.swift", "protocol TokenStore { func save() }\nfinal class DiskTokenStore: TokenStore { func save() {} }\nfinal class MemoryTokenStore: TokenStore { func save() {} }"),
            ExampleFile(
                "Tests/FeatureTests/DiskTokenStoreTests.swift",
                "final class DiskTokenStoreTests: XCTestCase {\n    func test_saves() { for type in [DiskTokenStore.self, MemoryTokenStore.self] { expectSaves(type) } }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Banner.swift", "struct BannerPresentation: Equatable { let title: String }\nenum BannerPresentationPolicy { static func presentation(for count: Int) -> BannerPresentation { BannerPresentation(title: \"\") } }"),
            ExampleFile(
                "Tests/FeatureTests/BannerPresentationTests.swift",
                "final class BannerPresentationTests: XCTestCase {\n    func test_titles() { XCTAssertEqual(BannerPresentationPolicy.presentation(for: 1).title, \"\") }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/LocalLoader.swift", "public final class LocalLoader {}"),
            ExampleFile("Tests/FeatureTests/CacheFeedUseCaseTests.swift", "@Suite struct CacheFeedUseCaseTests { @Test func caches() {} }")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
            ExampleFile("Tests/InfrastructureTests/URLSessionClientTests.swift", "@Suite struct URLSessionClientTests { @Test func gets() {} }")
        ),
        RuleExample(
            ExampleFile("Tests/FeatureTests/Spy.swift", "final class StoreSpy {}"),
            ExampleFile("Tests/FeatureTests/StoreSpyTests.swift", "@Suite struct StoreSpyTests { @Test func records() {} }")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Printer.swift", "public final class Printer {}"),
            ExampleFile("Tests/FeatureTests/PrinterTests.swift", "class PrinterTests: XCTestCase {\n    func assertPrints(_ text: String) {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
            ExampleFile("Tests/FeatureTests/URLSessionClientTests.swift", "final class URLSessionClientTests: XCTestCase {\n    func test_get() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Store.swift", "public final class CodableStore {}"),
            ExampleFile("Tests/FeatureTests/CodableStoreTests.swift", "final class CodableStoreTests: XCTestCase, FailableStoreSpecs {\n    func test_retrieve() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/ProductService.swift", "protocol ProductAPI { func product(_ code: String) async throws -> String }\nfinal class ProductService: ProductAPI {\n    func product(_ code: String) async throws -> String { code }\n}"),
            ExampleFile(
                "Tests/AppTests/ProductServiceTests.swift",
                "import OHHTTPStubs\n\nfinal class ProductServiceTests: XCTestCase {\n    let api: ProductAPI = ProductService()\n    func test_product() async throws { _ = try await api.product(\"1\") }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/DataLoader.swift", "public protocol DataLoading { func data(for url: URL) async throws -> Data }\npublic final class DataLoader: DataLoading {\n    public init(session: URLSession) {}\n    public func data(for url: URL) async throws -> Data { Data() }\n}"),
            ExampleFile(
                "Tests/AppTests/DataLoaderTests.swift",
                "@Suite struct DataLoaderTests {\n    @Test func loads() async throws {\n        let configuration = URLSessionConfiguration.ephemeral\n        configuration.protocolClasses = [StubProtocol.self]\n        _ = try await DataLoader(session: URLSession(configuration: configuration)).data(for: URL(fileURLWithPath: \"/\"))\n    }\n}\nprivate final class StubProtocol: URLProtocol {}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Profile.swift",
                "protocol WireEndpoint {\n    func request(for id: String) -> URLRequest\n}\nstruct ProfileEndpoint: WireEndpoint {\n    func request(for id: String) -> URLRequest { URLRequest(url: base) }\n}\nfinal class LocationServicesProxy {}"
            ),
            ExampleFile("Tests/FeatureTests/ProfileEndpointTests.swift", "@Suite struct ProfileEndpointTests {\n    @Test func buildsRequest() { #expect(ProfileEndpoint().request(for: \"7\").url != nil) }\n}"),
            ExampleFile("Tests/FeatureTests/LocationServicesProxyTests.swift", "final class LocationServicesProxyTests: XCTestCase {\n    func test_forwards() { _ = LocationServicesProxy() }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/AvatarUploadResource.swift",
                "protocol Resource {\n    associatedtype Model\n    func request() -> URLRequest\n}\nstruct AvatarUploadResource: Resource {\n    typealias Model = Data\n    func request() -> URLRequest { URLRequest(url: base) }\n}"
            ),
            ExampleFile("Tests/FeatureTests/AvatarUploadResourceTests.swift", "final class AvatarUploadResourceTests: XCTestCase {\n    func test_buildsRequest() { _ = AvatarUploadResource().request() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Repository.swift", "final class CountriesWebRepository {}"),
            ExampleFile("Tests/FeatureTests/CountriesWebRepositoryTests.swift", "final class CountriesWebRepositoryTests: XCTestCase {\n    func test_loads() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Search.swift", "public protocol SearchMoviesUseCase {}"),
            ExampleFile("Tests/FeatureTests/SearchMoviesUseCaseTests.swift", "final class SearchMoviesUseCaseTests: XCTestCase {\n    func test_search() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/OrderTotalInteractor.swift", "final class OrderTotalInteractor {\n    func total() -> Int { 0 }\n}"),
            ExampleFile("Tests/FeatureTests/OrderTotalInteractorTests.swift", "@Suite struct OrderTotalInteractorTests {\n    @Test func sumsLines() { #expect(OrderTotalInteractor().total() == 0) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Rules.swift", "public final class NoLeadingUnderscores: LintRule {}\npublic final class NamesMustBeASCII: Checker {}\npublic final class FilePrivacy: SyntaxRule {}"),
            ExampleFile("Tests/FeatureTests/FilePrivacyTests.swift", "final class FilePrivacyTests: XCTestCase {\n    func test_flagsFileprivate() {}\n}"),
            ExampleFile("Tests/FeatureTests/NoLeadingUnderscoresTests.swift", "final class NoLeadingUnderscoresTests: XCTestCase {\n    func test_flagsUnderscore() {}\n}"),
            ExampleFile("Tests/FeatureTests/NamesMustBeASCIITests.swift", "final class NamesMustBeASCIITests: XCTestCase {\n    func test_flagsEmoji() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Cache.swift", "public protocol Cache { func get(_ key: String) -> String? }\npublic final class MemoryCache: Cache {}"),
            ExampleFile(
                "Tests/FeatureTests/CacheTests.swift",
                "@Suite struct CacheTests {\n    @Test func returnsStoredValue() { #expect(MemoryCache().get(\"a\") == nil) }\n    @Test func usesCustomCache() { #expect(app(cache: CountingCache()).get(\"a\") == nil) }\n}\nstruct CountingCache: Cache { func get(_ key: String) -> String? { nil } }"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Route.swift", "public struct Route { public let path: String }\npublic final class Router {}"),
            ExampleFile("Tests/FeatureTests/RouteTests.swift", "@Suite(\"Route Tests\")\nstruct RouteTests {\n    @Test(\"Matches a parameter\") func matchesParameter() { #expect(Router().match(\"/a/1\") != nil) }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Import/SheetReader.swift",
                "public enum Sheet {\n    public enum ReadError: Error { case badRow(Int) }\n    public final class Reader {\n        public init() {}\n        public func read(_ text: String) throws -> [[String]] { [] }\n    }\n}"
            ),
            ExampleFile("Tests/ImportTests/SheetTests.swift", "final class SheetTests: XCTestCase {\n    func testEmpty() throws { XCTAssertEqual(try Sheet.Reader().read(\"\"), []) }\n}")
        ),
        // A struct declaring only nested types (a feature's state, actions and reducer under its name, adopting a protocol of
        // associated types) is a namespace like a caseless enum: a suite never naming it, or naming it only to qualify its
        // parts, is named for the feature.
        RuleExample(
            ExampleFile(
                "Sources/Feature/CheckoutScreen.swift",
                "protocol Screen {\n    associatedtype State\n    associatedtype Action\n}\n\nstruct CheckoutScreen: Screen {\n    struct State: Equatable { var total = 0 }\n    enum Action { case pay }\n}\n\nextension CheckoutScreen {\n    struct Reducer {\n        func reduce(_ state: inout State, _ action: Action) { state.total = 0 }\n    }\n}\n\nstruct ReceiptScreen: Screen {\n    struct State: Equatable { var lines: [String] = [] }\n    enum Action { case print }\n    struct Reducer {\n        func reduce(_ state: inout State, _ action: Action) {}\n    }\n}"
            ),
            ExampleFile("Tests/FeatureTests/CheckoutScreenTests.swift", "final class CheckoutScreenTests: XCTestCase {\n    func testPayingClearsTotal() { XCTAssertEqual(AppStore.test().state.total, 0) }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ReceiptScreenTests.swift",
                "final class ReceiptScreenTests: XCTestCase {\n    func testPrintingKeepsLines() {\n        var state = ReceiptScreen.State()\n        ReceiptScreen.Reducer().reduce(&state, .print)\n        XCTAssertEqual(state.lines, [])\n    }\n}"
            )
        ),
        // A plain record ordered by `Comparable` (its `<` beside constant stored properties, `Hashable` witnesses in an
        // extension) is still a record: a suite never naming it shares only its words.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PairingChecker.swift",
                "enum PairingChecker {\n    static func match(_ first: String, with second: String) -> Pairing? { nil }\n}\n\nstruct Pairing: Comparable {\n    static func < (lhs: Pairing, rhs: Pairing) -> Bool { lhs.score > rhs.score }\n\n    let first: String\n    let second: String\n    let score: Int\n}\n\nextension Pairing: Hashable, Identifiable {\n    var id: Int { hashValue }\n\n    func hash(into hasher: inout Hasher) { hasher.combine(first + second) }\n}"
            ),
            ExampleFile("Tests/FeatureTests/PairingTests.swift", "final class PairingTests: XCTestCase {\n    func testUnknownFoodsDoNotPair() { XCTAssertNil(PairingChecker.match(\"tea\", with: \"rock\")) }\n}")
        ),
        // An API client run against a test subclass of the package's network class that overrides its request method: a double.
        RuleExample(
            ledgerAPIFile,
            ExampleFile(
                "Tests/FeatureTests/LedgerAPITests.swift",
                "final class LedgerAPITests: XCTestCase {\n    func testEntriesAsksForTheirPath() async throws {\n        let wire = WireClientSpy()\n        _ = try await LedgerAPI(client: wire).entries()\n        XCTAssertEqual(wire.paths, [\"/entries\"])\n    }\n}\n\nfinal class WireClientSpy: WireClient {\n    var paths: [String] = []\n    override func send(_ path: String) async throws -> Data {\n        paths.append(path)\n        return Data()\n    }\n}"
            )
        ),
        // The same double kept in a test-support module shared by the test targets.
        RuleExample(
            ledgerAPIFile,
            ExampleFile(
                "Sources/TestSupport/WireClientSpy.swift",
                "import Foundation\nimport Feature\n\nfinal class WireClientSpy: WireClient {\n    var paths: [String] = []\n    override func send(_ path: String) async throws -> Data {\n        paths.append(path)\n        return Data()\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/LedgerAPITests.swift",
                "final class LedgerAPITests: XCTestCase {\n    func testEntriesAsksForTheirPath() async throws {\n        let wire = WireClientSpy()\n        _ = try await LedgerAPI(client: wire).entries()\n        XCTAssertEqual(wire.paths, [\"/entries\"])\n    }\n}"
            )
        ),
        // A class storing an HTTP library's session (Alamofire's `Session`, in a file importing it) is the app's HTTP adapter,
        // even in the composition layer.
        RuleExample(
            ExampleFile(
                "Sources/App/ReleaseFeed.swift",
                "import Alamofire\nimport Foundation\n\nfinal class ReleaseFeed {\n    static let shared = ReleaseFeed()\n    private let session: Session\n    private init() { session = Session(configuration: .default) }\n    func latest() async throws -> [String] { [] }\n}"
            ),
            ExampleFile("Tests/AppTests/ReleaseFeedTests.swift", "final class ReleaseFeedTests: XCTestCase {\n    func testLatestListsReleases() async throws { XCTAssertFalse(try await ReleaseFeed.shared.latest().isEmpty) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Namespace.swift", "public enum Feature {}"),
            ExampleFile("Tests/FeatureTests/FeatureTests.swift", "final class FeatureTests: XCTestCase {\n    func testExample() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Options.swift", "public enum BlankLines { case keep, remove }\npublic struct Formatter { public func format(_ text: String, rule: Rule) -> String { text } }\npublic struct Rule { public static let blankLines = Rule() }"),
            ExampleFile(
                "Tests/FeatureTests/BlankLinesTests.swift",
                "final class BlankLinesTests: XCTestCase {\n    func testRemovesDoubleBlankLine() { XCTAssertEqual(Formatter().format(\"a\\n\\n\\nb\", rule: .blankLines), \"a\\n\\nb\") }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/FormCoding.swift",
                "enum FormCoding {\n    struct Key: CodingKey { let stringValue: String }\n}\npublic struct FormEncoder {\n    public func encode(_ fields: [String: String]) -> String { \"\" }\n}"
            ),
            ExampleFile("Tests/FeatureTests/FormCodingTests.swift", "@Suite struct FormCodingTests {\n    @Test func encodesPairs() { #expect(FormEncoder().encode([\"a\": \"1\"]) == \"a=1\") }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Actions/Refactorings.swift",
                "public struct DropRedundantParens: SyntaxRefactoringProvider {\n    public static func refactor(_ syntax: ExprSyntax) -> ExprSyntax? { syntax }\n}\npublic struct ClosureToFunction: EditRefactoringProvider {}"
            ),
            ExampleFile("Tests/ActionsTests/DropRedundantParensTests.swift", "final class DropRedundantParensTests: XCTestCase {\n    func testDropsDoubleParens() { XCTAssertNotNil(DropRedundantParens.refactor(\"((1))\")) }\n}"),
            ExampleFile("Tests/ActionsTests/ClosureToFunctionTests.swift", "final class ClosureToFunctionTests: XCTestCase {\n    func testKeepsCaptures() { _ = ClosureToFunction() }\n}")
        ),        RuleExample(
            ExampleFile(
                "Sources/Feature/SendReminder.swift",
                "public protocol SendReminderUseCase: Sendable {\n    func execute(to friend: String) async throws\n}\npublic final class SendReminder: SendReminderUseCase {\n    public func execute(to friend: String) async throws {}\n}"
            ),
            ExampleFile(
                "Sources/Feature/CanSkipIntro.swift",
                "protocol CanSkipIntroInteractorProtocol {\n    func callAsFunction() -> Bool\n}\nstruct CanSkipIntro: CanSkipIntroInteractorProtocol {\n    func callAsFunction() -> Bool { true }\n}"
            ),
            ExampleFile("Tests/FeatureTests/SendReminderTests.swift", "@Suite struct SendReminderTests {\n    @Test func sends() async throws { try await SendReminder().execute(to: \"a\") }\n}"),
            ExampleFile("Tests/FeatureTests/CanSkipIntroTests.swift", "@Suite struct CanSkipIntroTests {\n    @Test func skips() { #expect(CanSkipIntro()()) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/Deploy.swift", "struct Deploy: ShipitCommand {\n    func run() async throws {}\n}\nprotocol ShipitCommand: AsyncParsableCommand {}"),
            ExampleFile("Sources/App/Rollback.swift", "struct Rollback: ParsableCommand {\n    func run() throws {}\n}"),
            ExampleFile("Tests/AppTests/DeployTests.swift", "@Suite struct DeployTests {\n    @Test func deploys() async throws { try await Deploy.parse([]).run() }\n}"),
            ExampleFile("Tests/AppTests/RollbackTests.swift", "@Suite struct RollbackTests {\n    @Test func rollsBack() throws { try Rollback.parse([]).run() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Highlight.swift", "public enum Highlight { case word(String), line(Int) }\npublic struct Printer {\n    public func print(_ text: String) -> String { text }\n}"),
            ExampleFile("Tests/FeatureTests/HighlightTests.swift", "final class HighlightTests: XCTestCase {\n    func testKeepsMarkedWords() { XCTAssertEqual(Printer().print(\"a [[b]]\"), \"a b\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/LogSink.swift", "protocol LogSink {\n    func write(_ line: String)\n}"),
            ExampleFile(
                "Sources/Feature/RemoteCrashLogger.swift",
                "import CrashVendorSDK\nfinal class RemoteCrashLogger: LogSink {\n    private let client: CrashReporting\n    init(client: CrashReporting = CrashVendor.shared) { self.client = client }\n    func write(_ line: String) { client.record(line) }\n}"
            ),
            ExampleFile("Tests/FeatureTests/RemoteCrashLoggerTests.swift", "final class RemoteCrashLoggerTests: XCTestCase {\n    func test_forwardsLines() { RemoteCrashLogger(client: CrashReportingSpy()).write(\"a\") }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Server/ThrottleMiddleware.swift",
                "import Vapor\n\nstruct ThrottleMiddleware: AsyncMiddleware {\n    func respond(to request: Request, chainingTo next: AsyncResponder) async throws -> Response { try await next.respond(to: request) }\n}"
            ),
            ExampleFile("Tests/ServerTests/ThrottleMiddlewareTests.swift", "import Testing\n\n@Suite struct ThrottleMiddlewareTests {\n    @Test func passesThrough() { _ = ThrottleMiddleware() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Billing/CouponCodeValidator.swift", "enum CouponCodeValidator {\n    static func isWellFormed(_ code: String) -> Bool { code.count == 8 }\n}"),
            ExampleFile("Tests/BillingTests/CouponCodeValidatorTests.swift", "import XCTest\n\nfinal class CouponCodeValidatorTests: XCTestCase {\n    func test_rejectsShort() { XCTAssertFalse(CouponCodeValidator.isWellFormed(\"a\")) }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Mail/ReceiptMailer.swift",
                "import Vapor\n\nenum ReceiptMailer {\n    static func send(_ text: String, client: Client) async throws { _ = try await client.post(URI(string: \"https://mail.example\")) }\n}"
            ),
            ExampleFile("Tests/MailTests/ReceiptMailerTests.swift", "import Testing\n\n@Suite struct ReceiptMailerTests {\n    @Test func sends() async throws { try await ReceiptMailer.send(\"a\", client: StubClient()) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Refunds/PKRefundIssueVoucher.swift", "enum PKRefundIssueVoucher {\n    static func issue(_ amount: Int) -> Int { amount }\n}"),
            ExampleFile("Tests/RefundsTests/PKRefundIssueVoucher_Tests.swift", "import XCTest\n\nclass PKRefundIssueVoucher_Tests: XCTestCase {\n    func test_issues() { XCTAssertEqual(PKRefundIssueVoucher.issue(1), 1) }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/RefundLimitValidator.swift",
                "protocol RefundLimitValidator {\n    func validate(_ amount: Decimal) throws\n}\nfinal class StandardRefundLimitValidator: RefundLimitValidator {\n    func validate(_ amount: Decimal) throws {\n        if amount > 500 { throw RefundError.overLimit }\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/RefundLimitValidatorTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Feature\n\n@Suite struct RefundLimitValidatorTests {\n    let validator: RefundLimitValidator = StandardRefundLimitValidator()\n    @Test func rejectsAmountsAboveTheLimit() {\n        #expect(throws: RefundError.self) { try validator.validate(900) }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/LedgerStack.swift", "import CoreData\n\nfinal class LedgerStack {\n    let container: NSPersistentContainer\n    init(container: NSPersistentContainer) { self.container = container }\n}"),
            ExampleFile(
                "Sources/Feature/CSVImporter.swift",
                "import CoreData\n\nfinal class CSVImporter {\n    private let context: NSManagedObjectContext\n    private let stack: LedgerStack\n    init(context: NSManagedObjectContext, stack: LedgerStack) {\n        self.context = context\n        self.stack = stack\n    }\n    func importRows(from url: URL) throws {}\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/CSVImporterTests.swift",
                "import Testing\n\(ForbiddenSpellings.testableImport) Feature\n\n@Suite struct CSVImporterTests {\n    @Test func importsEachRowOnce() throws {\n        let importer = CSVImporter(context: context, stack: stack)\n        try importer.importRows(from: url)\n    }\n}"
            )
        ),
        // The conformance suite of a framework type the package makes adopt its protocol: the platform adapter, proven alone.
        RuleExample(
            pageStack,
            ExampleFile(
                "Tests/FeatureTests/PageStackTests.swift",
                "import Feature\nimport XCTest\n\nfinal class PageStackTests: XCTestCase {\n    func test_push() {\n        let subject = UINavigationController()\n        subject.push(UIViewController())\n    }\n}"
            )
        ),
        // A use case written as a protocol named by a gerund first (`FetchingInvoiceList`), implemented in its extension:
        // the suite adopting it proves the operation its name states.
        RuleExample(
            ExampleFile(
                "Sources/Domain/FetchingInvoiceList.swift",
                "protocol FetchingInvoiceList {\n    var invoiceGateway: InvoiceGatewayType { get }\n}\nextension FetchingInvoiceList {\n    func fetchInvoiceList(page: Int) -> [Invoice] { invoiceGateway.invoices(page: page) }\n}"
            ),
            ExampleFile(
                "Tests/DomainTests/FetchingInvoiceListTests.swift",
                "final class FetchingInvoiceListTests: XCTestCase, FetchingInvoiceList {\n    var invoiceGateway: InvoiceGatewayType { InvoiceGatewaySpy() }\n    func test_fetchesFirstPage() { XCTAssertTrue(fetchInvoiceList(page: 1).isEmpty) }\n}"
            )
        ),
        // A type eraser (`Any` + the name of the package protocol it adopts) forwards every member to the value it wraps:
        // a proxy by construction, whose suite proves the forwarding.
        RuleExample(
            ExampleFile(
                "Sources/Domain/NoteVault.swift",
                "public protocol NoteVault {\n    associatedtype Note\n    func note(id: Int) -> Note?\n}\npublic final class AnyNoteVault<Note>: NoteVault {\n    private let _note: (Int) -> Note?\n    public init<Vault: NoteVault>(_ vault: Vault) where Vault.Note == Note { _note = { vault.note(id: $0) } }\n    public func note(id: Int) -> Note? { _note(id) }\n}"
            ),
            ExampleFile(
                "Tests/DomainTests/AnyNoteVaultTests.swift",
                "final class AnyNoteVaultTests: XCTestCase {\n    func test_forwardsLookups() { XCTAssertNil(AnyNoteVault(VaultStub()).note(id: 1)) }\n}"
            )
        ),
        // A check under the app's `…Check` base is a rule the system passes or fails: its name is the policy it enforces.
        RuleExample(
            ExampleFile(
                "Sources/Checks/DiskEncryptionCheck.swift",
                "class SecurityCheck {\n    var passes: Bool { false }\n}\nfinal class DiskEncryptionCheck: SecurityCheck {\n    override var passes: Bool { true }\n}"
            ),
            ExampleFile(
                "Tests/ChecksTests/DiskEncryptionCheckTests.swift",
                "final class DiskEncryptionCheckTests: XCTestCase {\n    func test_passesWhenEncrypted() { XCTAssertTrue(DiskEncryptionCheck().passes) }\n}"
            )
        ),
        // A step of a pipeline (a supertype ending in `Step`) is named for the action it performs: its suite names that behaviour.
        RuleExample(
            ExampleFile(
                "Sources/Importing/ResolveDuplicates.swift",
                "protocol ImportStep {\n    func run(_ batch: [String]) async throws -> [String]\n}\nstruct ResolveDuplicates: ImportStep {\n    func run(_ batch: [String]) async throws -> [String] { Array(Set(batch)) }\n}"
            ),
            ExampleFile(
                "Tests/ImportingTests/ResolveDuplicatesTests.swift",
                "final class ResolveDuplicatesTests: XCTestCase {\n    func test_keepsOneOfEachName() async throws {\n        let names = try await ResolveDuplicates().run([\"a\", \"a\"])\n        XCTAssertEqual(names, [\"a\"])\n    }\n}"
            )
        ),
        // A wire-format parser in a module importing only a support layer (a leaf parsing library): one component at the I/O edge.
        RuleExample(
            ExampleFile("Sources/Toolkit/ByteScanner.swift", "public struct ByteScanner {\n    public init() {}\n}"),
            ExampleFile("Sources/Feature/OutlineParser.swift", "import Toolkit\n\npublic final class OutlineParser {\n    public init(data: [UInt8]) {}\n    public func titles() -> [String] { [] }\n}"),
            ExampleFile("Tests/FeatureTests/OutlineParserTests.swift", "import Feature\n\nfinal class OutlineParserTests: XCTestCase {\n    func test_titles_ofNoData() { XCTAssertEqual(OutlineParser(data: []).titles(), []) }\n}")
        ),
        // A lexer or tokenizer is such a text-format component too: the leaf library's `Lexer`, its `MarkupTokenizer`.
        RuleExample(
            ExampleFile("Sources/Toolkit/ByteScanner.swift", "public struct ByteScanner {\n    public init() {}\n}"),
            ExampleFile(
                "Sources/Feature/Lexer.swift",
                "import Toolkit\n\npublic final class Lexer {\n    public init(text: String) {}\n    public func tokens() -> [String] { [] }\n}\npublic struct MarkupTokenizer {\n    public init() {}\n    public func split(_ text: String) -> [String] { [text] }\n}"
            ),
            ExampleFile("Tests/FeatureTests/LexerTests.swift", "import Feature\n\nfinal class LexerTests: XCTestCase {\n    func test_tokens_ofNoText() { XCTAssertEqual(Lexer(text: \"\").tokens(), []) }\n}"),
            ExampleFile(
                "Tests/FeatureTests/MarkupTokenizerTests.swift",
                "import Feature\n\nfinal class MarkupTokenizerTests: XCTestCase {\n    func test_split_keepsText() { XCTAssertEqual(MarkupTokenizer().split(\"a\"), [\"a\"]) }\n}"
            )
        ),
        // The package's own family of commands (`protocol Command`, every adopter named `…Command`), parsed from the
        // arguments: each is the user's verb, `tool pin`, and a suite named after it names that behaviour.
        RuleExample(
            ExampleFile(
                "Sources/Desk/Command.swift",
                "protocol Command: Equatable {\n    func run(_ console: Console) -> Int32\n}\nfinal class Console {}\nstruct PinCommand: Command {\n    let window: Int\n    func run(_ console: Console) -> Int32 { 0 }\n}\nstruct TileCommand: Command {\n    let columns: Int\n    func run(_ console: Console) -> Int32 { 0 }\n}"
            ),
            ExampleFile(
                "Tests/DeskTests/PinCommandTest.swift",
                "final class PinCommandTest: XCTestCase {\n    func testRun() { XCTAssertEqual(PinCommand(window: 1).run(Console()), 0) }\n}"
            )
        ),
        // The one file importing a library, whose class builds the library's object in place (`let locker = Locker(…)`)
        // beside a shared instance of its own and the system's defaults: the package's thin wrapper of that library.
        RuleExample(
            ExampleFile(
                "Sources/Feature/SecretsStore.swift",
                "import Foundation\nimport LockerKit\n\nclass SecretsStore: NSObject {\n    static let shared = SecretsStore()\n    let locker = Locker(service: \"app\")\n    private let defaults = UserDefaults.standard\n    func save(_ secret: String, for user: String) { locker[user] = secret }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/SecretsStoreTests.swift",
                "final class SecretsStoreTests: XCTestCase {\n    func test_saves() { SecretsStore.shared.save(\"a\", for: \"b\") }\n}"
            )
        ),
    ]
}
