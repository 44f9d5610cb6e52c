import GuardrailsCore

/// `SuiteNamedByBehaviorRule` examples about suites recognised by their subject's declarations: one of a family of
/// output-format writers (returning text or writing into a sink), an HTTP adapter struct, an actor over an OS event source, a generic data structure, an archived record, a value coding its
/// own wire format, a policy namespace.
extension SuiteNamedByBehaviorRule {
    static let shapeTriggeringExamples: [RuleExample] = [
        // A value that only encodes itself is no wire format's coder.
        RuleExample(
            ExampleFile("Sources/Feature/ReceiptPacket.swift", "import Foundation\n\nstruct ReceiptPacket {\n    let total: Int\n    func encode() -> Data { Data([UInt8(total)]) }\n}"),
            ExampleFile("Tests/FeatureTests/ReceiptPacketTests.swift", "import Feature\nimport XCTest\n\nfinal class ReceiptPacketTests: XCTestCase {\n    func test_encode() { XCTAssertEqual(ReceiptPacket(total: 1).encode().count, 1) }\n}")
        ),
        // A decoder in a composition module that imports a feature: the app's wiring, not an app of one module.
        RuleExample(
            ExampleFile("Sources/Feature/Wallet.swift", "public struct Wallet {\n    public init() {}\n}"),
            ExampleFile("Sources/App/VoucherDecoder.swift", "import Feature\n\nenum VoucherDecoder {\n    static func decode(_ raw: String) -> Int? { Int(raw.dropFirst(7)) }\n}"),
            ExampleFile("Tests/AppTests/VoucherDecoderTests.swift", "import XCTest\n\nfinal class VoucherDecoderTests: XCTestCase {\n    func test_decode() { XCTAssertEqual(VoucherDecoder.decode(\"voucher42\"), 42) }\n}")
        ),
        // A struct named as a policy that keeps state of its own: an object whose suite should name what it proves.
        RuleExample(
            ExampleFile("Sources/Feature/BackoffPolicy.swift", "struct BackoffPolicy {\n    private var attempts: [String: Int] = [:]\n    mutating func allowsRetry(_ key: String) -> Bool {\n        attempts[key, default: 0] += 1\n        return attempts[key, default: 0] < 3\n    }\n}"),
            ExampleFile("Tests/FeatureTests/BackoffPolicyTests.swift", "import Feature\nimport XCTest\n\nfinal class BackoffPolicyTests: XCTestCase {\n    func test_stopsAfterThree() { var sut = BackoffPolicy(); _ = sut.allowsRetry(\"a\") }\n}")
        ),
        // A family whose requirement is an action, not text: reporters doing work, not writing a format.
        RuleExample(
            ExampleFile("Sources/Feature/EventReporting.swift", "protocol EventReporting {\n    func report(_ event: String)\n}"),
            ExampleFile("Sources/Feature/ConsoleReporter.swift", "struct ConsoleReporter: EventReporting {\n    func report(_ event: String) { print(event) }\n}"),
            ExampleFile("Sources/Feature/FileReporter.swift", "struct FileReporter: EventReporting {\n    func report(_ event: String) {}\n}"),
            ExampleFile("Tests/FeatureTests/ConsoleReporterTests.swift", "import Feature\nimport XCTest\n\nfinal class ConsoleReporterTests: XCTestCase {\n    func test_report() { ConsoleReporter().report(\"launch\") }\n}")
        ),
        // A family member holding another collaborator of the package beside its text sink composes, it does not only write.
        RuleExample(
            ExampleFile("Sources/Feature/Rendering.swift", "protocol Rendering {\n    func heading(_ text: String)\n}"),
            ExampleFile("Sources/Feature/TextOutput.swift", "protocol TextOutput {\n    func write(_ text: String)\n}"),
            ExampleFile("Sources/Feature/TallyClock.swift", "protocol TallyClock {\n    func now() -> Int\n}"),
            ExampleFile(
                "Sources/Feature/StampedRenderer.swift",
                "final class StampedRenderer: Rendering {\n    private let output: TextOutput\n    private let clock: TallyClock\n    init(output: TextOutput, clock: TallyClock) { self.output = output; self.clock = clock }\n    func heading(_ text: String) { output.write(\"\\(clock.now()) \" + text) }\n}"
            ),
            ExampleFile("Sources/Feature/PlainHeadingRenderer.swift", "final class PlainHeadingRenderer: Rendering {\n    func heading(_ text: String) {}\n}"),
            ExampleFile("Tests/FeatureTests/StampedRendererTests.swift", "import Feature\nimport XCTest\n\nfinal class StampedRendererTests: XCTestCase {\n    func test_heading() { StampedRenderer(output: OutputSpy(), clock: ClockStub()).heading(\"a\") }\n}")
        ),
        // A screen naming `URLSession` is a screen, not the network adapter.
        RuleExample(
            ExampleFile("Sources/Feature/TideChartScreen.swift", "import Foundation\nimport SwiftUI\n\nstruct TideChartScreen: View {\n    var body: some View { Text(\"\\(URLSession.shared)\") }\n}"),
            ExampleFile("Tests/FeatureTests/TideChartScreenTests.swift", "import Feature\nimport XCTest\n\nfinal class TideChartScreenTests: XCTestCase {\n    func test_body() { _ = TideChartScreen().body }\n}")
        ),
        // A generic struct storing a collaborator of the package drives it: logic, not a data structure.
        RuleExample(
            ExampleFile("Sources/Feature/PageLoading.swift", "protocol PageLoading {\n    func load(page: Int) -> [String]\n}"),
            ExampleFile(
                "Sources/Feature/Paginator.swift",
                "struct Paginator<Page>: Sendable {\n    let loader: PageLoading\n    private var pages: [Page] = []\n    mutating func append(_ page: Page) { pages.append(page) }\n}"
            ),
            ExampleFile("Tests/FeatureTests/PaginatorTests.swift", "import Feature\nimport XCTest\n\nfinal class PaginatorTests: XCTestCase {\n    func test_append() { var sut = Paginator<Int>(loader: LoaderStub()); sut.append(1) }\n}")
        ),
        // A visitor named for what it visits, a store keeping state of its own, and a value named `External…` behind no port.
        RuleExample(
            ExampleFile("Sources/Feature/NoteTreeVisitor.swift", "class NoteTreeVisitor {\n    func visit(_ heading: inout String) {}\n}"),
            ExampleFile("Sources/Feature/HeadingTreeVisitor.swift", "final class HeadingTreeVisitor: NoteTreeVisitor {\n    var seen = 0\n    override func visit(_ heading: inout String) { seen += 1 }\n}"),
            ExampleFile("Tests/FeatureTests/HeadingTreeVisitorTests.swift", "import Feature\nimport XCTest\n\nfinal class HeadingTreeVisitorTests: XCTestCase {\n    func test_countsHeadings() {\n        var heading = \"Intro\"\n        let sut = HeadingTreeVisitor()\n        sut.visit(&heading)\n        XCTAssertEqual(sut.seen, 1)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/DraftArchiveStore.swift", "import SwiftData\n\nstruct DraftArchiveStore {\n    let limit: Int\n    func purge(in context: ModelContext) { try? context.save() }\n}"),
            ExampleFile("Tests/FeatureTests/DraftArchiveStoreTests.swift", "import Feature\nimport SwiftData\nimport XCTest\n\nfinal class DraftArchiveStoreTests: XCTestCase {\n    func test_purge() throws {\n        let container = try ModelContainer(for: Draft.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))\n        DraftArchiveStore(limit: 2).purge(in: ModelContext(container))\n    }\n}")
        ),
        // A parser of a module in no layer that imports one of the package's is the app's logic, not a leaf library.
        RuleExample(
            ExampleFile("Sources/Feature/Headline.swift", "public struct Headline: Equatable {\n    public let text: String\n}"),
            ExampleFile("Sources/Reader/HeadlineParser.swift", "import Feature\n\nstruct HeadlineParser {\n    func headline(in html: String) -> Headline? { html.isEmpty ? nil : Headline(text: html) }\n}"),
            ExampleFile("Tests/ReaderTests/HeadlineParserTests.swift", "import XCTest\n\nfinal class HeadlineParserTests: XCTestCase {\n    func test_empty() { XCTAssertNil(HeadlineParser().headline(in: \"\")) }\n}")
        ),
        // In a module in no layer, a model of a family whose protocol asks only for text is the app's model, not an output format.
        RuleExample(
            ExampleFile("Sources/Reader/Signable.swift", "protocol Signable {\n    func digest() -> String\n}"),
            ExampleFile("Sources/Reader/Draft.swift", "struct Draft: Signable {\n    let body: String\n    func digest() -> String { body }\n}"),
            ExampleFile("Sources/Reader/Note.swift", "final class Note: Signable {\n    var text = \"\"\n    func digest() -> String { text }\n}"),
            ExampleFile("Tests/ReaderTests/NoteTests.swift", "import XCTest\n\nfinal class NoteTests: XCTestCase {\n    func test_digest() { XCTAssertEqual(Note().digest(), \"\") }\n}")
        ),
        // An enum of plain cases beside Core Data is a value, not a namespace of store functions.
        RuleExample(
            ExampleFile("Sources/Feature/DraftOrder.swift", "import CoreData\n\nenum DraftOrder {\n    case newest, oldest\n    func descriptor() -> NSSortDescriptor { NSSortDescriptor(key: \"date\", ascending: self == .oldest) }\n}"),
            ExampleFile("Tests/FeatureTests/DraftOrderTests.swift", "import CoreData\nimport Feature\nimport XCTest\n\nfinal class DraftOrderTests: XCTestCase {\n    func test_oldestAscends() { XCTAssertTrue(DraftOrder.oldest.descriptor().ascending) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ExternalLink.swift", "struct ExternalLink {\n    let address: String\n    func isSecure() -> Bool { address.hasPrefix(\"https\") }\n}"),
            ExampleFile("Tests/FeatureTests/ExternalLinkTests.swift", "import Feature\nimport XCTest\n\nfinal class ExternalLinkTests: XCTestCase {\n    func test_isSecure() { XCTAssertTrue(ExternalLink(address: \"https://a\").isSecure()) }\n}")
        ),
    ]

    static let shapeNonTriggeringExamples: [RuleExample] = [
        // A value coding its own wire format (`encode()` and `decode(_:)`), whatever its name ends in.
        RuleExample(
            ExampleFile(
                "Sources/Feature/FramePacket.swift",
                "import Foundation\n\nstruct FramePacket: Equatable {\n    let kind: UInt8\n    let payload: Data\n    func encode() -> Data { Data([kind]) + payload }\n    static func decode(_ data: Data) -> FramePacket? {\n        guard let kind = data.first else { return nil }\n        return FramePacket(kind: kind, payload: data.dropFirst())\n    }\n}"
            ),
            ExampleFile("Tests/FeatureTests/FramePacketTests.swift", "import Feature\nimport XCTest\n\nfinal class FramePacketTests: XCTestCase {\n    func test_roundTrip() { let packet = FramePacket(kind: 1, payload: Data()); XCTAssertEqual(FramePacket.decode(packet.encode()), packet) }\n}")
        ),
        // A decoder in an app of one module, all of it in the composition layer: still a component at the I/O edge.
        RuleExample(
            ExampleFile("Sources/App/VoucherDecoder.swift", "enum VoucherDecoder {\n    static func decode(_ raw: String) -> Int? { Int(raw.dropFirst(7)) }\n}"),
            ExampleFile("Tests/AppTests/VoucherDecoderTests.swift", "import XCTest\n\nfinal class VoucherDecoderTests: XCTestCase {\n    func test_decode() { XCTAssertEqual(VoucherDecoder.decode(\"voucher42\"), 42) }\n}")
        ),
        // A caseless enum, or a struct storing nothing, of static decisions named as a policy: the name is the behaviour.
        RuleExample(
            ExampleFile("Sources/Feature/RefundRetryPolicy.swift", "enum RefundRetryPolicy {\n    static func allowsRetry(after failures: Int) -> Bool { failures < 3 }\n}"),
            ExampleFile("Sources/Feature/ParcelRoutingPolicy.swift", "struct ParcelRoutingPolicy {\n    static func route(forWeight weight: Int) -> String { weight > 20 ? \"freight\" : \"post\" }\n}"),
            ExampleFile("Tests/FeatureTests/RefundRetryPolicyTests.swift", "import Feature\nimport XCTest\n\nfinal class RefundRetryPolicyTests: XCTestCase {\n    func test_stopsAfterThree() { XCTAssertFalse(RefundRetryPolicy.allowsRetry(after: 3)) }\n}"),
            ExampleFile("Tests/FeatureTests/ParcelRoutingPolicyTests.swift", "import Feature\nimport XCTest\n\nfinal class ParcelRoutingPolicyTests: XCTestCase {\n    func test_heavyGoesByFreight() { XCTAssertEqual(ParcelRoutingPolicy.route(forWeight: 30), \"freight\") }\n}")
        ),
        // One of several conformers of a protocol requiring only text: each writes one output format.
        RuleExample(
            ExampleFile(
                "Sources/Feature/LogRendering.swift",
                "protocol LogRendering {\n    var colored: Bool { get }\n    func formatWarning(_ message: String) -> String\n    func formatSummary(passed: Int, failed: Int) -> String?\n}"
            ),
            ExampleFile(
                "Sources/Feature/PlainRenderer.swift",
                "struct PlainRenderer: LogRendering {\n    let colored = false\n    func formatWarning(_ message: String) -> String { \"warning: \" + message }\n    func formatSummary(passed: Int, failed: Int) -> String? { nil }\n}"
            ),
            ExampleFile(
                "Sources/Feature/AnnotationRenderer.swift",
                "struct AnnotationRenderer: LogRendering {\n    let colored = false\n    func formatWarning(_ message: String) -> String { \"::warning::\" + message }\n    func formatSummary(passed: Int, failed: Int) -> String? { \"::notice::\\(passed)\" }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/AnnotationRendererTests.swift",
                "import Feature\nimport XCTest\n\nfinal class AnnotationRendererTests: XCTestCase {\n    func test_warning() { XCTAssertEqual(AnnotationRenderer().formatWarning(\"x\"), \"::warning::x\") }\n}"
            )
        ),
        // A family whose requirements return nothing, each member a class writing its format into the text sink it is handed.
        RuleExample(
            ExampleFile("Sources/Feature/Rendering.swift", "protocol Rendering {\n    func heading(_ text: String)\n    func line(_ text: String)\n}"),
            ExampleFile("Sources/Feature/AnyTextOutput.swift", "final class AnyTextOutput<Text> {\n    private let sink: (Text) -> Void\n    init(_ sink: @escaping (Text) -> Void) { self.sink = sink }\n    func write(_ text: Text) { sink(text) }\n}"),
            ExampleFile(
                "Sources/Feature/MarkupRenderer.swift",
                "final class MarkupRenderer: Rendering {\n    private let output: AnyTextOutput<String>\n    init(output: AnyTextOutput<String>) { self.output = output }\n    func heading(_ text: String) { output.write(\"<h1>\" + text + \"</h1>\") }\n    func line(_ text: String) { output.write(\"<p>\" + text + \"</p>\") }\n}"
            ),
            ExampleFile(
                "Sources/Feature/PlainTextRenderer.swift",
                "final class PlainTextRenderer: Rendering {\n    private let output: AnyTextOutput<String>\n    init(output: AnyTextOutput<String>) { self.output = output }\n    func heading(_ text: String) { output.write(text.uppercased()) }\n    func line(_ text: String) { output.write(text) }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/MarkupRendererTests.swift",
                "import Feature\nimport XCTest\n\nfinal class MarkupRendererTests: XCTestCase {\n    func test_heading() {\n        var written = \"\"\n        MarkupRenderer(output: AnyTextOutput { written += $0 }).heading(\"a\")\n        XCTAssertEqual(written, \"<h1>a</h1>\")\n    }\n}"
            )
        ),
        // A struct behind a port whose body reaches `URLSession`, or an HTTP library's session: the HTTP adapter.
        RuleExample(
            ExampleFile("Sources/Feature/ReceiptSending.swift", "protocol ReceiptSending {\n    func send(_ receipt: String) async throws\n}"),
            ExampleFile(
                "Sources/Feature/ReceiptUploader.swift",
                "import Foundation\n\nstruct ReceiptUploader: ReceiptSending {\n    func send(_ receipt: String) async throws {\n        _ = try await URLSession.shared.data(for: URLRequest(url: URL(fileURLWithPath: receipt)))\n    }\n}"
            ),
            ExampleFile("Tests/FeatureTests/ReceiptUploaderTests.swift", "import Feature\nimport XCTest\n\nfinal class ReceiptUploaderTests: XCTestCase {\n    func test_send() async throws { try await ReceiptUploader().send(\"/\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/BadgeFetching.swift", "protocol BadgeFetching {\n    func fetch()\n}"),
            ExampleFile(
                "Sources/Feature/BadgeFeed.swift",
                "import Alamofire\n\nstruct BadgeFeed: BadgeFetching {\n    static let manager: SessionManager = SessionManager()\n    func fetch() { _ = Self.manager }\n}"
            ),
            ExampleFile("Tests/FeatureTests/BadgeFeedTests.swift", "import Feature\nimport XCTest\n\nfinal class BadgeFeedTests: XCTestCase {\n    func test_fetch() { BadgeFeed().fetch() }\n}")
        ),
        // The same family whose other requirement, a progress hook, the protocol's file defaults in an extension.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ScoreWriting.swift",
                "protocol ScoreWriting {\n    func roundFinished(number: Int)\n    func write(scores: [Int]) -> String\n}\n\nextension ScoreWriting {\n    func roundFinished(number: Int) {}\n}"
            ),
            ExampleFile("Sources/Feature/CSVScoreWriter.swift", "struct CSVScoreWriter: ScoreWriting {\n    func write(scores: [Int]) -> String { scores.map(String.init).joined(separator: \",\") }\n}"),
            ExampleFile("Sources/Feature/TableScoreWriter.swift", "struct TableScoreWriter: ScoreWriting {\n    func write(scores: [Int]) -> String { scores.map { \"| \\($0) |\" }.joined(separator: \"\\n\") }\n}"),
            ExampleFile(
                "Tests/FeatureTests/CSVScoreWriterTests.swift",
                "import Feature\nimport XCTest\n\nfinal class CSVScoreWriterTests: XCTestCase {\n    func test_write() { XCTAssertEqual(CSVScoreWriter().write(scores: [1, 2]), \"1,2\") }\n}"
            )
        ),
        // An actor over a file-system event source, in an app of one module.
        RuleExample(
            ExampleFile(
                "Sources/Feature/FolderNotifier.swift",
                "actor FolderNotifier {\n    nonisolated let url: URL\n    private nonisolated(unsafe) var source: DispatchSourceFileSystemObject?\n    init(url: URL) { self.url = url }\n    func start() {}\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/FolderNotifierTests.swift",
                "import Feature\nimport XCTest\n\nfinal class FolderNotifierTests: XCTestCase {\n    func test_start() async { await FolderNotifier(url: URL(fileURLWithPath: \"/tmp\")).start() }\n}"
            )
        ),
        // A generic data structure taking its elements in a mutating method: its API is its behaviour.
        RuleExample(
            ExampleFile(
                "Sources/Feature/SpanStore.swift",
                "struct SpanStore<Element: Hashable>: Sendable {\n    typealias Span = (length: Int, value: Element?)\n    private var spans: [Span] = []\n    var count: Int { spans.count }\n    mutating func set(value: Element, length: Int) { spans.append((length, value)) }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/SpanStoreTests.swift",
                "import Feature\nimport Testing\n\nstruct SpanStoreTests {\n    @Test func setAddsSpan() {\n        var store = SpanStore<Int>()\n        store.set(value: 1, length: 2)\n        #expect(store.count == 1)\n    }\n}"
            )
        ),
        // An archived record whose suite only archives and restores it, through a helper (the template's stub aside).
        RuleExample(
            ExampleFile(
                "Sources/Feature/TerminalParams.swift",
                "@objc class TerminalParams: NSObject, NSSecureCoding {\n    @objc var rows = 0\n    static var supportsSecureCoding: Bool { true }\n    override init() { super.init() }\n    func encode(with coder: NSCoder) { coder.encode(rows, forKey: \"rows\") }\n    required init?(coder: NSCoder) { rows = coder.decodeInteger(forKey: \"rows\") }\n    func reset() { rows = 0 }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/TerminalParamsTests.swift",
                "import Feature\nimport XCTest\n\nfinal class TerminalParamsTests: XCTestCase {\n    func testArchiveKeepsRows() {\n        let params = TerminalParams()\n        params.rows = 24\n        XCTAssertEqual(restore(params)?.rows, 24)\n    }\n\n    func testPerformanceExample() {\n        measure {}\n    }\n\n    private func restore(_ params: TerminalParams) -> TerminalParams? {\n        let archiver = NSKeyedArchiver(requiringSecureCoding: true)\n        archiver.encode(params, forKey: \"params\")\n        let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)\n        return unarchiver?.decodeObject(of: TerminalParams.self, forKey: \"params\")\n    }\n}"
            )
        ),
        // A rewriter named for the edit it performs: like a refactoring, its name is the behavior its suite proves.
        RuleExample(
            ExampleFile("Sources/Feature/NoteTreeRewriter.swift", "class NoteTreeRewriter {\n    func rewrite(_ text: String) -> String { text }\n}"),
            ExampleFile("Sources/Feature/StripCommentsRewriter.swift", "final class StripCommentsRewriter: NoteTreeRewriter {\n    override func rewrite(_ text: String) -> String { text.replacingOccurrences(of: \"//\", with: \"\") }\n}"),
            ExampleFile("Tests/FeatureTests/StripCommentsRewriterTests.swift", "import Feature\nimport XCTest\n\nfinal class StripCommentsRewriterTests: XCTestCase {\n    func test_stripsComments() { XCTAssertEqual(StripCommentsRewriter().rewrite(\"a//\"), \"a\") }\n}")
        ),
        // An outside service's adapter behind the package's port, named `…External…`: one component its suite proves.
        RuleExample(
            ExampleFile("Sources/Feature/ExternalGlossary.swift", "import Foundation\n\nprotocol ExternalGlossary {\n    func url(for term: String) -> URL?\n}"),
            ExampleFile("Sources/Feature/WikiExternalGlossary.swift", "import Foundation\n\nfinal class WikiExternalGlossary: ExternalGlossary {\n    func url(for term: String) -> URL? { URL(string: \"https://wiki.example/\\(term)\") }\n}"),
            ExampleFile("Tests/FeatureTests/WikiExternalGlossaryTests.swift", "import Feature\nimport XCTest\n\nfinal class WikiExternalGlossaryTests: XCTestCase {\n    func test_url() { XCTAssertNotNil(WikiExternalGlossary().url(for: \"dragon\")) }\n}")
        ),
        // A caseless enum of static Core Data functions, handed the context: the persistence component, proven against the store.
        RuleExample(
            ExampleFile("Sources/Feature/DraftPurger.swift", "import CoreData\n\nenum DraftPurger {\n    static func purge(olderThan days: Int, in context: NSManagedObjectContext) throws { try context.save() }\n}"),
            ExampleFile("Tests/FeatureTests/DraftPurgerTests.swift", "import CoreData\nimport Feature\nimport XCTest\n\nfinal class DraftPurgerTests: XCTestCase {\n    func test_purge() throws { try DraftPurger.purge(olderThan: 3, in: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)) }\n}")
        ),
        // A parser in an app of one module nobody mapped to a layer, importing nothing of the package: a leaf at the I/O edge.
        RuleExample(
            ExampleFile("Sources/Reader/SnippetParser.swift", "import Foundation\n\nstruct SnippetParser {\n    func title(in html: String) -> String? { html.components(separatedBy: \"<title>\").dropFirst().first }\n}"),
            ExampleFile("Tests/ReaderTests/SnippetParserTests.swift", "import XCTest\n\nfinal class SnippetParserTests: XCTestCase {\n    func test_title() { XCTAssertEqual(SnippetParser().title(in: \"<title>a\"), \"a\") }\n}")
        ),
        // A stateless SwiftData store writing through the context it is handed, proven against an in-memory container.
        RuleExample(
            ExampleFile("Sources/Feature/DraftArchiveStore.swift", "import SwiftData\n\nstruct DraftArchiveStore {\n    func purge(in context: ModelContext) { try? context.save() }\n}"),
            ExampleFile("Tests/FeatureTests/DraftArchiveStoreTests.swift", "import Feature\nimport SwiftData\nimport XCTest\n\nfinal class DraftArchiveStoreTests: XCTestCase {\n    func test_purge() throws {\n        let container = try ModelContainer(for: Draft.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))\n        DraftArchiveStore().purge(in: ModelContext(container))\n    }\n}")
        ),
        // A Swift Testing suite round-tripping a Codable enum through its own helper, whatever the helper's `test…` name.
        RuleExample(
            ExampleFile("Sources/Feature/ShelfFilter.swift", "enum ShelfFilter: Codable, Hashable {\n    case all\n    case tag(String)\n    func title() -> String { \"shelf\" }\n}"),
            ExampleFile("Tests/FeatureTests/ShelfFilterTests.swift", "import Feature\nimport Foundation\nimport Testing\n\nstruct ShelfFilterTests {\n    @Test(arguments: [ShelfFilter.all, .tag(\"poetry\")])\n    func roundTrips(filter: ShelfFilter) {\n        #expect(testCoding(filter))\n    }\n\n    func testCoding(_ filter: ShelfFilter) -> Bool {\n        guard let data = try? JSONEncoder().encode(filter) else { return false }\n        return (try? JSONDecoder().decode(ShelfFilter.self, from: data)) == filter\n    }\n}")
        ),
    ]
}
