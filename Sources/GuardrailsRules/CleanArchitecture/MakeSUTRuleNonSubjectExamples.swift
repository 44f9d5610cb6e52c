import GuardrailsCore

/// `MakeSUTRule` examples about objects a test builds that are not its subject: test harnesses, collaborators
/// handed to the subject, fixtures of a static API, dependency overrides and content values.
extension MakeSUTRule {
    /// A ledger on disk a test seeds and resets, and the engine reading it: the subject.
    private static let syncEngineSource =
        "public final class DiskLedger {\n    public init(_ name: String) {}\n    public func reset() {}\n}\npublic final class SyncEngine {\n    public init(ledger: DiskLedger) {}\n    public var isIdle: Bool { true }\n}"

    /// Two component modules of one package that each declare a `DialGauge`: a UIKit view class and a SwiftUI view.
    private static let twinGaugeFiles: [ExampleFile] = [
        ExampleFile(
            "Package.swift",
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Gauges\",\n    targets: [\n        .target(name: \"GaugeKit\"),\n        .target(name: \"GaugeUI\"),\n        .testTarget(name: \"GaugeSnapshotTests\", dependencies: [\"GaugeKit\", \"GaugeUI\"]),\n    ]\n)"
        ),
        ExampleFile("Sources/GaugeKit/DialGauge.swift", "import UIKit\n\npublic class DialGauge: UIView {\n    public var level: Double = 0\n    public init() { super.init(frame: .zero) }\n}"),
        ExampleFile("Sources/GaugeUI/DialGauge.swift", "import SwiftUI\n\npublic struct DialGauge: View {\n    public init(level: Double, tint: Color = .blue) {}\n    public var body: some View { Text(\"dial\") }\n}"),
    ]

    /// A shared utility's generic runtime (`FlowHost`) and an infrastructure worker a test's own flow uses.
    private static func flowHostFiles(_ test: ExampleFile) -> [ExampleFile] {
        [
            ExampleFile("Package.swift", """
                let package = Package(name: "Flows", targets: [
                    .target(name: "Toolkit"),
                    .target(name: "Infrastructure", dependencies: ["Toolkit"]),
                    .testTarget(name: "ToolkitTests", dependencies: ["Toolkit"]),
                    .testTarget(name: "InfrastructureTests", dependencies: ["Infrastructure"]),
                ])
                """),
            ExampleFile(
                "Sources/Toolkit/FlowHost.swift",
                "public protocol Flow {\n    associatedtype Output\n    func run() -> Output\n}\npublic final class FlowHost<F: Flow> {\n    public let flow: F\n    public init(flow: F) { self.flow = flow }\n    public func start() -> F.Output { flow.run() }\n}"
            ),
            ExampleFile("Sources/Infrastructure/TimerWorker.swift", "import Toolkit\n\npublic struct TimerWorker {\n    public init() {}\n    public func tick() -> Int { 1 }\n}"),
            test,
        ]
    }

    /// Tests of `FlowHost` or of what a flow uses, each test building the host around a flow the test file declares.
    private static func flowHostTest(_ path: String, suite: String) -> ExampleFile {
        ExampleFile(
            path,
            "import XCTest\nimport Toolkit\nimport Infrastructure\n\nprivate struct TickingFlow: Flow {\n    let worker = TimerWorker()\n    func run() -> Int { worker.tick() }\n}\n\nfinal class \(suite): XCTestCase {\n    func test_ticksOnce() {\n        let host = FlowHost(flow: TickingFlow())\n        XCTAssertEqual(host.start(), 1)\n    }\n    func test_ticksAgain() {\n        let host = FlowHost(flow: TickingFlow())\n        XCTAssertEqual(host.start(), 1)\n        XCTAssertEqual(host.start(), 1)\n    }\n}"
        )
    }

    /// A class built through one of three initializers: `init(statePublisher:initialState:transform:)`, `init()`, `init(state:)`.
    private static let protectionBadgeSource = ExampleFile(
        "Sources/Feature/ProtectionBadge.swift",
        "import Combine\n\npublic enum BadgeState { case on, off }\n\npublic final class ProtectionBadge: ObservableObject {\n    @Published public var state: BadgeState?\n    var subscription: AnyCancellable?\n    public init<P: Publisher>(statePublisher: P, initialState: BadgeState? = nil, transform: @escaping (P.Output) -> BadgeState?) where P.Failure == Never {\n        state = initialState\n        subscription = statePublisher.map(transform).sink { [weak self] in self?.state = $0 }\n    }\n    public init() { state = nil }\n    public init(state: BadgeState) { self.state = state }\n}"
    )

    /// A checklist a library fills through its own infix operator and subscript, and the steps handed to it.
    private static let checklistSource = ExampleFile(
        "Sources/Checklists/Checklist.swift",
        "public final class Step {\n    public var done = false\n    public init(_ title: String) {}\n}\npublic final class Checklist {\n    private var steps: [Step] = []\n    public init() {}\n    public var count: Int { steps.count }\n    public subscript(index: Int) -> Step {\n        get { steps[index] }\n        set { steps[index] = newValue }\n    }\n    public func add(_ step: Step) { steps.append(step) }\n}\ninfix operator <+<: AdditionPrecedence\n@discardableResult public func <+< (list: Checklist, step: Step) -> Checklist {\n    list.add(step)\n    return list\n}"
    )

    /// A chart mark compared by its fields (`isEqual(_:)`), with a method moving it.
    private static let markSource = ExampleFile(
        "Sources/Charting/Mark.swift",
        "import Foundation\n\nopen class Mark: NSObject {\n    open var x: Double\n    open var label: String\n    public init(x: Double, label: String) {\n        self.x = x\n        self.label = label\n    }\n    open func move(by delta: Double) { x += delta }\n    open override func isEqual(_ object: Any?) -> Bool {\n        guard let other = object as? Mark else { return false }\n        return x == other.x && label == other.label\n    }\n}"
    )

    static let nonSubjectTriggeringExamples: [RuleExample] = [
        // Without the struct the suite is named after, the server its only test builds is what it exercises.
        RuleExample(
            ExampleFile("Sources/Relay/RelayServer.swift", "public final class RelayServer {\n    public init(port: Int) {}\n    public func run() async throws {}\n}"),
            ExampleFile("Sources/Relay/RelayClient.swift", "public struct RelayClient {\n    public init() {}\n    public func send(_ text: String, port: Int) async throws -> Int { 0 }\n}"),
            ExampleFile(
                "Tests/RelayTests/RelayClientTests.swift",
                "import Testing\n@testable import Relay\nstruct RelayClientTests {\n    @Test func serverStarts() async throws {\n        let server = RelayServer(port: 0)\n        try await server.run()\n    }\n    @Test func serverStartsAgain() async throws {\n        let server = RelayServer(port: 0)\n        try await server.run()\n    }\n}"
            )
        ),
        // An error whose own members the tests read is what they exercise.
        RuleExample(
            ExampleFile("Sources/Feature/VaultError.swift", "public final class VaultError: Error {\n    public let code: String\n    public init(_ code: String) { self.code = code }\n    public func describe() -> String { code }\n}"),
            ExampleFile("Tests/FeatureTests/VaultFaultTests.swift", "final class VaultFaultTests: XCTestCase {\n    func testCode() {\n        let error = VaultError(\"V1\")\n        XCTAssertEqual(error.describe(), \"V1\")\n    }\n    func testInlineCode() {\n        XCTAssertEqual(VaultError(\"V2\").describe(), \"V2\")\n    }\n}")
        ),
        // The checklist each test builds is the subject, whatever it is handed through its operator.
        RuleExample(
            checklistSource,
            ExampleFile(
                "Tests/ChecklistsTests/ChecklistFillingTests.swift",
                "final class ChecklistFillingTests: XCTestCase {\n    func test_addsWithOperator() {\n        let list = Checklist()\n        list <+< Step(\"pack\")\n        XCTAssertEqual(list.count, 1)\n    }\n    func test_chainsOperator() {\n        let list = Checklist()\n        list <+< Step(\"pack\") <+< Step(\"go\")\n        XCTAssertEqual(list.count, 2)\n    }\n}"
            )
        ),
        // A mark whose method the tests call before comparing is exercised, not only compared.
        RuleExample(
            markSource,
            ExampleFile(
                "Tests/ChartingTests/MarkMovingTests.swift",
                "final class MarkMovingTests: XCTestCase {\n    func test_movedEqual() {\n        let first = Mark(x: 3, label: \"a\")\n        first.move(by: 2)\n        let second = Mark(x: 5, label: \"a\")\n        XCTAssertTrue(first == second)\n    }\n    func test_movedUnequal() {\n        let first = Mark(x: 3, label: \"a\")\n        first.move(by: 1)\n        let second = Mark(x: 5, label: \"a\")\n        XCTAssertFalse(first == second)\n    }\n}"
            )
        ),
        // The shared utility's runtime in its own module's tests is what they exercise, whatever the flow it drives.
        RuleExample(files: flowHostFiles(flowHostTest("Tests/ToolkitTests/TickingTests.swift", suite: "TickingTests"))),
        // Two tests calling the same initializer repeat building the subject, whatever a third one calls.
        RuleExample(
            protectionBadgeSource,
            ExampleFile(
                "Tests/FeatureTests/ProtectionBadgeTests.swift",
                "import XCTest\nimport Feature\n\nfinal class ProtectionBadgeTests: XCTestCase {\n    func test_keepsOn() {\n        XCTAssertEqual(ProtectionBadge(state: .on).state, .on)\n    }\n    func test_keepsOff() {\n        XCTAssertEqual(ProtectionBadge(state: .off).state, .off)\n    }\n    func test_startsWithoutState() {\n        XCTAssertNil(ProtectionBadge().state)\n    }\n}"
            )
        ),
        // Two imported modules declaring `DialGauge`: the same call in two tests resolves to the same type, built twice.
        RuleExample(
            files: twinGaugeFiles + [
                ExampleFile(
                    "Tests/GaugeSnapshotTests/GaugeLookTests.swift",
                    "import XCTest\nimport GaugeKit\nimport GaugeUI\n\nfinal class GaugeLookTests: XCTestCase {\n    func testEmpty() {\n        assertSnapshot(of: DialGauge(level: 0))\n    }\n    func testFull() {\n        assertSnapshot(of: DialGauge(level: 1))\n    }\n}"
                ),
            ]
        ),
        // A file importing only one of them means that one, whatever the calls look like.
        RuleExample(
            files: twinGaugeFiles + [
                ExampleFile(
                    "Tests/GaugeSnapshotTests/GaugeLookTests.swift",
                    "import XCTest\nimport GaugeUI\n\nfinal class GaugeLookTests: XCTestCase {\n    func testEmpty() {\n        assertSnapshot(of: DialGauge(level: 0))\n    }\n    func testTinted() {\n        assertSnapshot(of: DialGauge(level: 1, tint: .red))\n    }\n}"
                ),
            ]
        ),
        // A framework container's closure (`VStack { … }`) is the test's own code: the package view built there is its subject.
        RuleExample(
            ExampleFile("Sources/Notes/NoteCard.swift", "import SwiftUI\n\npublic struct NoteCard: View {\n    public init(title: String) {}\n    public var body: some View { Text(\"a\") }\n}"),
            ExampleFile(
                "Tests/NotesTests/NoteCardSnapshotTests.swift",
                "@Suite struct NoteCardSnapshotTests {\n    @Test func rendersCard() {\n        let view = VStack {\n            NoteCard(title: \"a\")\n        }\n        assertSnapshot(of: view)\n    }\n    @Test func rendersCardAgain() {\n        let view = VStack {\n            NoteCard(title: \"a\")\n        }\n        assertSnapshot(of: view)\n    }\n}"
            )
        ),
        // A closure without parameters (`queue.sync { … }`) is the test's own code: the class built there is still its subject.
        RuleExample(
            ExampleFile("Sources/App/Shelf.swift", "final class ShelfIndexer {\n    init(limit: Int) {}\n    func rebuild() -> Int { 0 }\n}"),
            ExampleFile(
                "Tests/AppTests/ShelfRebuildTests.swift",
                "import XCTest\n\nfinal class ShelfRebuildTests: XCTestCase {\n    func test_rebuildsQuickly() {\n        queue.sync { XCTAssertEqual(ShelfIndexer(limit: 1).rebuild(), 0) }\n    }\n    func test_rebuildsEmpty() {\n        XCTAssertEqual(ShelfIndexer(limit: 2).rebuild(), 0)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/SyncService.swift", "final class SyncService {\n    static let shared = SyncService(retries: 1)\n    init(retries: Int) {}\n    func pull() {}\n}"),
            ExampleFile(
                "Tests/AppTests/SyncServiceRetryTests.swift",
                "import XCTest\n\nfinal class SyncServiceRetryTests: XCTestCase {\n    func test_sharedPulls() { SyncService.shared.pull() }\n    func test_pullsOnce() { SyncService(retries: 1).pull() }\n    func test_pullsTwice() { SyncService(retries: 2).pull() }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Toolkit/Persisted.swift",
                "public final class Persisted<Value> {\n    public init(_ store: Store) {}\n}"
            ),
            ExampleFile(
                "Tests/ToolkitTests/PersistedTests.swift",
                "@Suite struct PersistedTests {\n    @Test func keepsNumber() { let box = Persisted<Int>(store) }\n    @Test func keepsText() { let box = Persisted<String>(store) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Setup/SetupFlow.swift", "import SwiftUI\n\npublic struct SetupFlow: View {\n    public init() {}\n    public var body: some View { Text(\"a\") }\n}"),
            ExampleFile("Tests/SetupTests/SetupSnapshotTests.swift", "@Suite struct SetupSnapshotTests {\n    @Test func rendersLight() {\n        let flow = SetupFlow()\n        assertSnapshot(of: flow)\n    }\n    @Test func rendersLightAgain() {\n        let flow = SetupFlow()\n        assertSnapshot(of: flow)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Sync/SyncEngine.swift", Self.syncEngineSource),
            ExampleFile(
                "Tests/SyncTests/SyncEngineTests.swift",
                "@Suite final class SyncIdleTests {\n    @Test func idleAtStart() {\n        let ledger = DiskLedger(\"a\")\n        defer { ledger.reset() }\n        let sut = SyncEngine(ledger: ledger)\n        #expect(sut.isIdle)\n    }\n    @Test func idleAfterRestart() {\n        let ledger = DiskLedger(\"b\")\n        let sut = SyncEngine(ledger: ledger)\n        #expect(sut.isIdle)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Exporter.swift", "public final class Exporter {\n    public init(format: String) {}\n    public func export(_ title: String) -> String { title }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ExportingFormatsTests.swift",
                "final class ExportingFormatsTests: XCTestCase {\n    private lazy var exporter: Exporter! = .init(format: \"csv\")\n    func test_csv() { XCTAssertEqual(exporter.export(\"a\"), \"a\") }\n    func test_json() { XCTAssertEqual(Exporter(format: \"json\").export(\"a\"), \"a\") }\n    func test_xml() { XCTAssertEqual(Exporter(format: \"xml\").export(\"a\"), \"a\") }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Cache.swift", "public final class FeedCache {\n    public static func makeInMemory() -> FeedCache { FeedCache() }\n}"),
            ExampleFile("Tests/FeatureTests/CachingTests.swift", "final class CachingTests: XCTestCase {\n    func test_a() {\n        let cache = FeedCache.makeInMemory()\n        cache.insert(1)\n    }\n    func test_b() {\n        let cache = FeedCache.makeInMemory()\n        cache.clear()\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Player.swift", "public class Player: Equatable, ObservableObject {\n    public var score = 0\n}\npublic final class Host: Player {}"),
            ExampleFile("Tests/FeatureTests/ScoringTests.swift", "final class ScoringTests: XCTestCase {\n    func test_a() {\n        let player = Player()\n        player.add(1)\n    }\n    func test_b() {\n        let player = Player()\n        player.reset()\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Inbox.swift", "public final class Inbox { public init(path: String) {} }"),
            ExampleFile(
                "Tests/FeatureTests/CountingUnreadTests.swift",
                "final class CountingUnreadTests: XCTestCase {\n    func test_counts() {\n        let pending = Inbox(path: \"a\").unread()\n        XCTAssertEqual(total(pending), 0)\n    }\n    func test_countsAgain() {\n        let pending = Inbox(path: \"a\").unread()\n        XCTAssertEqual(total(pending), 0)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Inbox.swift", "public final class Inbox { public init(path: String) {} }"),
            ExampleFile(
                "Tests/FeatureTests/ListingMessagesTests.swift",
                "final class ListingMessagesTests: XCTestCase {\n    func test_lists() {\n        let inbox = Inbox(path: \"a\")\n        trackForMemoryLeaks(inbox)\n        XCTAssertEqual(inbox.count, 0)\n    }\n    func test_listsAgain() {\n        let inbox = Inbox(path: \"a\")\n        trackForMemoryLeaks(inbox)\n        XCTAssertEqual(inbox.count, 0)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Inbox.swift", "public final class Inbox { public init(path: String) {} }"),
            ExampleFile(
                "Tests/FeatureTests/ShowingInboxTests.swift",
                "final class ShowingInboxTests: XCTestCase {\n    func test_shows() {\n        let inbox = Inbox(path: \"a\")\n        XCTAssertEqual(render(inbox), \"0\")\n    }\n    func test_showsAgain() {\n        let inbox = Inbox(path: \"a\")\n        XCTAssertEqual(render(inbox), \"0\")\n    }\n    private func render(_ inbox: Inbox) -> String { \"\" }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Indexer.swift", "public final class Indexer { public init() {} }"),
            ExampleFile("Sources/Contract/ServerHarness.swift", "public final class ServerHarness { public init() {} }"),
            ExampleFile(
                "Tests/FeatureTests/IndexingTests.swift",
                "final class IndexingTests: XCTestCase {\n    func test_indexes() {\n        let harness = ServerHarness()\n        let indexer = Indexer()\n        indexer.run(in: harness)\n    }\n    func test_reindexes() {\n        let indexer = Indexer()\n        indexer.rerun()\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Backup.swift", "public final class RecordStore { public init(path: String) {} }\npublic final class BackupMaker { public init(store: RecordStore) {} }"),
            ExampleFile(
                "Tests/FeatureTests/BackingUpTests.swift",
                "final class BackingUpTests: XCTestCase {\n    var store: RecordStore!\n    var maker: BackupMaker!\n    override func setUp() {\n        self.store = RecordStore(path: \"a\")\n        maker = BackupMaker(store: self.store)\n    }\n    func test_backsUp() { let maker = BackupMaker(store: store) }\n    func test_skips() { let maker = BackupMaker(store: store) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Archive.swift", "public final class Archive { public init(path: String) {}\n    public static func compact(at path: String) {} }"),
            ExampleFile(
                "Tests/FeatureTests/CompactingTests.swift",
                "final class CompactingTests: XCTestCase {\n    func test_compacts() {\n        let archive = Archive(path: path)\n        archive.append(item)\n        Archive.compact(at: path)\n    }\n    func test_keeps() {\n        let archive = Archive(path: path)\n        archive.append(item)\n        Archive.compact(at: path)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Sync.swift", "public final class SyncEngine { public init() {} }\npublic final class MemoryStorage { public init() {} }"),
            ExampleFile(
                "Tests/FeatureTests/SyncingTests.swift",
                "final class SyncingTests: XCTestCase {\n    func test_syncs() {\n        withDependencies {\n            $0.storage = MemoryStorage()\n        } operation: {\n            let sut = SyncEngine()\n            sut.sync()\n        }\n    }\n    func test_syncsAgain() {\n        withDependencies {\n            $0.storage = MemoryStorage()\n        } operation: {\n            let sut = SyncEngine()\n            sut.sync()\n        }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/OnboardingFeature.swift", "public struct OnboardingFeature {\n    public let title = \"Welcome\"\n    public init() {}\n    public func next() -> Int { 1 }\n}"),
            ExampleFile(
                "Tests/FeatureTests/OnboardingTests.swift",
                "final class OnboardingTests: XCTestCase {\n    func test_advances() {\n        let feature = OnboardingFeature()\n        XCTAssertEqual(feature.next(), 1)\n    }\n    func test_advancesAgain() {\n        let feature = OnboardingFeature()\n        XCTAssertEqual(feature.next(), 1)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "public final class Ledger<Entry> {\n    public init(_ first: Entry) {}\n}"),
            ExampleFile("Tests/ReportingTests/Ledger.swift", "final class Ledger<Entry> {\n    init(_ first: Entry) {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/LedgerTests.swift",
                "final class LedgerTests: XCTestCase {\n    func test_a() { XCTAssertEqual(Ledger(1).count, 1) }\n    func test_b() { XCTAssertEqual(Ledger(2).count, 1) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Inbox/Session.swift", "public final class Session {\n    public var isValid = true\n    public init(token: String) {}\n}"),
            ExampleFile(
                "Tests/InboxTests/SessionCheckTests.swift",
                "final class SessionCheckTests: XCTestCase {\n    private func verify(_ session: Session) { XCTAssertTrue(session.isValid) }\n    func test_a() {\n        let session = Session(token: \"a\")\n        verify(session)\n    }\n    func test_b() {\n        let session = Session(token: \"b\")\n        verify(session)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Vault/RowRecord.swift", "import SQLite3\n\nfinal class RowRecord: Record {\n    var name = \"\"\n    func touch() {}\n}"),
            ExampleFile(
                "Tests/VaultTests/RowRecordTests.swift",
                "struct RowRecordTests {\n    @Test func touches() { let record = RowRecord(); record.touch() }\n    @Test func names() { let record = RowRecord(); record.touch(); #expect(record.name.isEmpty) }\n}"
            )
        ),
        // Calling the type's own initializer is still building the subject, beside the defaulted one the tests add.
        RuleExample(
            ExampleFile("Sources/Climate/Thermostat.swift", "public final class Thermostat {\n    public init(sensor: Sensor = Sensor()) {}\n}\npublic final class Sensor { public init() {} }"),
            ExampleFile(
                "Tests/ClimateTests/ThermostatTests.swift",
                "final class ThermostatTests: XCTestCase {\n    func test_heats() { let sut = Thermostat(sensor: Sensor()); XCTAssertTrue(sut.isOn) }\n    func test_cools() { let sut = Thermostat(sensor: Sensor()); XCTAssertFalse(sut.isOn) }\n    func test_tuned() { let sut = Thermostat(target: 18); XCTAssertTrue(sut.isOn) }\n}\n\n" + "extension Thermostat {\n    convenience init(\n        target: Int = 20,\n        mode: String = \"heat\",\n        tune: (inout Int) -> Void = { _ in }\n    ) {\n        self.init(sensor: Sensor())\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Store/PurchaseManager.swift", "public final class PurchaseManager {\n    public init(reader: ReceiptReader) {}\n}\npublic final class ReceiptReader { public init() {} }"),
            ExampleFile("Tests/StoreTests/PurchaseManager+Owned.swift", "extension PurchaseManager {\n    convenience init(owned: [String]) {\n        self.init(reader: ReceiptReader())\n    }\n}"),
            ExampleFile(
                "Tests/StoreTests/EntitlementTests.swift",
                "final class EntitlementTests: XCTestCase {\n    func test_none() { let sut = PurchaseManager(reader: ReceiptReader()); XCTAssertTrue(sut.isFree) }\n    func test_empty() { let sut = PurchaseManager(reader: ReceiptReader()); XCTAssertTrue(sut.isEmpty) }\n    func test_one() { let sut = PurchaseManager(owned: [\"pro\"]); XCTAssertFalse(sut.isFree) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ClickView.swift", "public final class ClickView {\n    public let button: Int\n    public init(_ event: Event) { button = event.button }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ClickReadingTests.swift",
                "final class ClickReadingTests: XCTestCase {\n    func test_readsLeft() {\n        let event = Event(button: 1)\n        XCTAssertEqual(ClickView(event).button, 1)\n    }\n    func test_readsRight() {\n        XCTAssertEqual(ClickView(Event(button: 2)).button, 2)\n    }\n}"
            )
        ),
        // A toolchain built inside an `if` that checks what it does is exercised there.
        RuleExample(
            ExampleFile("Sources/Toolbox/Toolchain.swift", "public final class Toolchain {\n    public init(root: String) throws {}\n    public func compilerPath() throws -> String { \"\" }\n}"),
            ExampleFile(
                "Tests/ToolboxTests/PreviewServerTests.swift",
                "final class PreviewServerTests: XCTestCase {\n    func testServes() throws {\n        if !FileManager.default.fileExists(atPath: \"app.bin\") {\n            let toolchain = try Toolchain(root: \"/usr\")\n            XCTAssertNoThrow(try toolchain.compilerPath())\n        }\n        let client = try PreviewClient(port: 8080)\n        XCTAssertEqual(try client.fetch(\"/\"), \"ok\")\n    }\n    func testServesAgain() throws {\n        if !FileManager.default.fileExists(atPath: \"app.bin\") {\n            let toolchain = try Toolchain(root: \"/usr\")\n            XCTAssertNoThrow(try toolchain.compilerPath())\n        }\n        let client = try PreviewClient(port: 8080)\n        XCTAssertEqual(try client.fetch(\"/\"), \"ok\")\n    }\n}\nstruct PreviewClient {\n    init(port: Int) throws {}\n    func fetch(_ path: String) throws -> String { \"ok\" }\n}"
            )
        ),
        // A `do` block whose `catch` fails the test checks what it builds; one building the suite's own type scopes its subject's
        // lifetime; one storing into a name declared before it hands the object on.
        RuleExample(
            ExampleFile("Sources/Toolbox/BundleWriter.swift", "public final class BundleWriter {\n    public init(folder: String) {}\n    public func write() throws {}\n}"),
            ExampleFile(
                "Tests/ToolboxTests/BundleLoaderTests.swift",
                "final class BundleLoaderTests: XCTestCase {\n    func testLoads() throws {\n        do {\n            let writer = BundleWriter(folder: \"a\")\n            try writer.write()\n        } catch {\n            XCTFail(\"\\(error)\")\n        }\n        XCTAssertEqual(try loadBundleNames(in: \"a\"), [\"a\"])\n    }\n    func testLoadsAgain() throws {\n        do {\n            let writer = BundleWriter(folder: \"b\")\n            try writer.write()\n        } catch {\n            XCTFail(\"\\(error)\")\n        }\n        XCTAssertEqual(try loadBundleNames(in: \"b\").count, 1)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Toolbox/BundleWriter.swift", "public final class BundleWriter {\n    public init(folder: String) {}\n    public func write() throws {}\n}"),
            ExampleFile(
                "Tests/ToolboxTests/BundleWriterTests.swift",
                "final class BundleWriterTests: XCTestCase {\n    func testWritesOnRelease() throws {\n        do {\n            let writer = BundleWriter(folder: \"a\")\n            try writer.write()\n        }\n        XCTAssertTrue(FileManager.default.fileExists(atPath: \"a\"))\n    }\n    func testWritesTwice() throws {\n        do {\n            let writer = BundleWriter(folder: \"b\")\n            try writer.write()\n        }\n        XCTAssertTrue(FileManager.default.fileExists(atPath: \"b\"))\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Toolbox/BundleWriter.swift", "public final class BundleWriter {\n    public init(folder: String) {}\n    public func write() throws {}\n}"),
            ExampleFile(
                "Tests/ToolboxTests/BundleLoaderTests.swift",
                "final class BundleLoaderTests: XCTestCase {\n    func testLoads() throws {\n        var writer: BundleWriter?\n        do {\n            writer = BundleWriter(folder: \"a\")\n        }\n        try writer?.write()\n        XCTAssertEqual(try loadBundleNames(in: \"a\"), [\"a\"])\n    }\n    func testLoadsAgain() throws {\n        var writer: BundleWriter?\n        do {\n            writer = BundleWriter(folder: \"b\")\n        }\n        try writer?.write()\n        XCTAssertEqual(try loadBundleNames(in: \"b\").count, 1)\n    }\n}"
            )
        ),
        // Inside an extension of the type nesting it, a bare name is that nested class.
        RuleExample(
            ExampleFile("Sources/Forms/QueryNode.swift", "public enum QueryNode {\n    case leaf(String)\n    final class Array {\n        var values: [QueryNode]\n        init(values: [QueryNode]) { self.values = values }\n        func append(_ node: QueryNode) { values.append(node) }\n    }\n}"),
            ExampleFile(
                "Tests/FormsTests/QueryNodeTests.swift",
                "extension QueryNode {\n    final class ArrayTests: XCTestCase {\n        func test_empty() { XCTAssertTrue(Array(values: []).values.isEmpty) }\n        func test_appends() {\n            let node = Array(values: [])\n            node.append(.leaf(\"a\"))\n            XCTAssertEqual(node.values.count, 1)\n        }\n    }\n}"
            )
        ),
        // A static `create…` factory declared to return its own type (`Self`, the type, a protocol it adopts) builds it.
        RuleExample(
            ExampleFile("Sources/Feature/TallyCounter.swift", "public protocol Tallying {}\n\npublic final class TallyCounter: Tallying {\n    public static func createTally(limit: Int) -> Tallying { TallyCounter() }\n    public func add() {}\n}"),
            ExampleFile("Tests/FeatureTests/TallyCounterTests.swift", "final class TallyCounterTests: XCTestCase {\n    func test_adds() {\n        let counter = TallyCounter.createTally(limit: 2)\n        counter.add()\n    }\n    func test_addsAgain() {\n        let counter = TallyCounter.createTally(limit: 2)\n        counter.add()\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/TallyCounter.swift", "public final class TallyCounter {\n    public static func create() -> Self? { nil }\n    public static func summary(of count: Int) -> String { \"\\(count)\" }\n}"),
            ExampleFile("Tests/FeatureTests/TallyCounterTests.swift", "final class TallyCounterTests: XCTestCase {\n    func test_adds() {\n        let counter = TallyCounter.create()\n        counter?.add()\n    }\n    func test_addsAgain() {\n        let counter = TallyCounter.create()\n        counter?.add()\n    }\n}")
        ),
        // Rebuilding that subject in the tests themselves still repeats it.
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "public final class LedgerBook {\n    public init() {}\n    public func add(_ entry: LedgerEntry) {}\n}\n\npublic final class LedgerEntry {\n    public init(amount: Int) {}\n    public static func fixture(amount: Int = 1) -> LedgerEntry { LedgerEntry(amount: amount) }\n    public func render(in book: LedgerBook) -> String { \"\" }\n}"),
            ExampleFile("Tests/FeatureTests/LedgerEntryTests.swift", "final class LedgerEntryTests: XCTestCase {\n    var subject: LedgerEntry!\n    override func setUp() {\n        super.setUp()\n        subject = LedgerEntry.fixture(amount: 2)\n    }\n    func test_rendersOne() {\n        let entry = LedgerEntry(amount: 3)\n        XCTAssertEqual(entry.render(in: LedgerBook()), \"\")\n    }\n    func test_rendersTwo() {\n        let entry = LedgerEntry(amount: 4)\n        XCTAssertEqual(entry.render(in: LedgerBook()), \"\")\n    }\n}")
        ),
        // A store whose actions the test sends exercises the reducer inside it, built with the collaborator it is handed.
        RuleExample(
            ExampleFile("Sources/Feature/Greeting.swift", "import ComposableArchitecture\nimport SwiftUI\n\n@Reducer public struct Greeting {\n    let phrases: PhraseClient\n    public init(phrases: PhraseClient) { self.phrases = phrases }\n}\n\npublic struct GreetingView: View {\n    public init(store: StoreOf<Greeting>) {}\n    public var body: some View { Text(\"a\") }\n}"),
            ExampleFile("Tests/FeatureTests/GreetingTests.swift", "final class GreetingTests: XCTestCase {\n    func testGreets() async {\n        let store = TestStore(initialState: .init()) {\n            Greeting(phrases: .preview)\n        }\n        await store.send(.greet)\n    }\n}")
        ),
        // Repeated in each test, a reducer built with arguments couples every test to its initializer.
        RuleExample(
            ExampleFile("Sources/Feature/Tally.swift", "import ComposableArchitecture\n\npublic struct Tally: Reducer {\n    let clock: TallyClock\n    public init(clock: TallyClock) { self.clock = clock }\n}"),
            ExampleFile("Tests/FeatureTests/TallyTests.swift", "final class TallyTests: XCTestCase {\n    func testIncrements() async {\n        let store = TestStore(initialState: Tally.State()) {\n            Tally(clock: .immediate)\n        }\n        await store.send(.increment)\n    }\n    func testResets() async {\n        let store = TestStore(initialState: Tally.State(), reducer: { Tally(clock: .immediate) })\n        await store.send(.reset)\n    }\n}")
        ),
        // The parser's result only read back in an assertion: the parser is what the test exercises.
        RuleExample(
            ExampleFile("Sources/Markup/MarkupParser.swift", "import Foundation\n\nfinal class MarkupParser {\n    init(decorator: TagDecorating) {}\n    func parse(_ html: String) -> AttributedString? { nil }\n}\nextension AttributedString {\n    func strippingFonts() -> AttributedString { self }\n}"),
            ExampleFile(
                "Tests/MarkupTests/BoldMarkupTests.swift",
                "import Testing\n\nstruct BoldMarkupTests {\n    @Test func keepsBoldText() throws {\n        let parsed = try #require(MarkupParser(decorator: PlainTagDecorator())\n            .parse(\"<b>x</b>\"))\n        #expect(parsed.strippingFonts().characters.count == 1)\n    }\n}"
            )
        ),
        // Read inside assertions, the property is the subject's answer under check: the settings are built twice.
        RuleExample(
            ExampleFile("Sources/Feature/TrackerSettings.swift", "import Foundation\npublic final class TrackerSettings {\n    public var apiBase = URL(string: \"https://example.com\")!\n    public init(appID: String) {}\n}\npublic enum EndpointBuilder {\n    public static func serviceURL(base: URL, space: String? = nil) -> URL? { base }\n}"),
            ExampleFile("Tests/FeatureTests/TrackerSettingsTests.swift", "import Testing\nimport Feature\n\nstruct TrackerSettingsTests {\n    @Test func readsBase() {\n        let settings = TrackerSettings(appID: \"a\")\n        #expect(EndpointBuilder.serviceURL(base: settings.apiBase) != nil)\n    }\n    @Test func readsHost() {\n        let settings = TrackerSettings(appID: \"b\")\n        #expect(settings.apiBase.host == \"example.com\")\n    }\n}")
        ),
        // A lock box around a service class keeps a collaborator: it is an object the tests build twice.
        RuleExample(
            ExampleFile("Sources/App/GuardedClient.swift", "import Foundation\nfinal class HTTPClient {\n    func send() {}\n}\nfinal class GuardedClient {\n    private var client: HTTPClient\n    private let lock = NSLock()\n    init(client: HTTPClient) { self.client = client }\n    var current: HTTPClient {\n        get { lock.lock(); defer { lock.unlock() }; return client }\n        set { lock.lock(); defer { lock.unlock() }; client = newValue }\n    }\n}"),
            ExampleFile("Tests/AppTests/GuardedClientTests.swift", "import Testing\n@testable import App\n\n@Suite struct GuardedClientTests {\n    @Test func keepsClient() {\n        let guarded = GuardedClient(client: HTTPClient())\n        guarded.current.send()\n    }\n    @Test func swapsClient() {\n        let guarded = GuardedClient(client: HTTPClient())\n        guarded.current = HTTPClient()\n    }\n}")
        ),
        // A standard library's scope (`withExtendedLifetime`) is the test's own code: the span built there is its subject.
        RuleExample(
            ExampleFile("Sources/Feature/Span.swift", "public final class Span {\n    public let label: String\n    public init(name: String) { label = TraceScope.current ?? name }\n    public func end() {}\n}\npublic enum TraceScope {\n    public static var current: String?\n}\npublic func withTraceLabel<Result>(_ label: String, _ body: () -> Result) -> Result {\n    TraceScope.current = label\n    defer { TraceScope.current = nil }\n    return body()\n}"),
            ExampleFile("Tests/FeatureTests/SpanLifetimeTests.swift", "import Testing\nimport Feature\n\nstruct SpanLifetimeTests {\n    @Test func spanTakesLabel() {\n        let span = withExtendedLifetime(self) {\n            Span(name: \"a\")\n        }\n        span.end()\n        #expect(span.label == \"job\")\n    }\n    @Test func nestedSpanTakesLabel() {\n        let span = withExtendedLifetime(self) {\n            Span(name: \"b\")\n        }\n        #expect(span.label == \"sync\")\n    }\n}")
        ),
        // Named for no class the tests build, the suite's bare-built folder is what its tests exercise.
        RuleExample(
            ExampleFile("Sources/Feature/Folders.swift", "public final class Session {\n    public static func open() -> [Session] { [] }\n}\npublic final class RemoteFolder {\n    public init(session: Session) {}\n    public func copy(from other: LocalFolder) -> Int { 0 }\n    public func send(to other: LocalFolder) -> Int { 0 }\n}\npublic final class LocalFolder {\n    public init() {}\n    public func walk(to path: String) -> LocalFolder { self }\n}"),
            ExampleFile("Tests/FeatureTests/TransferTests.swift", "import XCTest\nimport Feature\n\nfinal class TransferTests: XCTestCase {\n    func testCopyIn() {\n        let local = LocalFolder()\n        let copied = Session.open().map { RemoteFolder(session: $0) }.map { $0.copy(from: local.walk(to: \"/tmp\")) }\n        XCTAssertEqual(copied, [])\n    }\n    func testCopyOut() {\n        let local = LocalFolder()\n        let sent = Session.open().map { RemoteFolder(session: $0) }.map { $0.send(to: local.walk(to: \"/tmp\")) }\n        XCTAssertEqual(sent, [])\n    }\n}")
        ),
        // A suite that also builds the type in its own code builds it twice, once inside the package's scope function.
        RuleExample(
            ExampleFile("Sources/Feature/Span.swift", "public final class Span {\n    public let label: String\n    public init(name: String) { label = TraceScope.current ?? name }\n    public func end() {}\n}\npublic enum TraceScope {\n    public static var current: String?\n}\npublic func withTraceLabel<Result>(_ label: String, _ body: () -> Result) -> Result {\n    TraceScope.current = label\n    defer { TraceScope.current = nil }\n    return body()\n}"),
            ExampleFile("Tests/FeatureTests/SpanTests.swift", "import Testing\nimport Feature\n\nstruct SpanTests {\n    @Test func keepsName() {\n        let span = Span(name: \"a\")\n        #expect(span.label == \"a\")\n    }\n    @Test func takesScopeLabel() {\n        let span = withTraceLabel(\"job\") {\n            Span(name: \"b\")\n        }\n        #expect(span.label == \"job\")\n    }\n}")
        ),
        // The struct the suite is named after takes what the test builds first (`Registry()`): its collaborator, not a peer,
        // and every test repeats both.
        RuleExample(
            ExampleFile("Sources/Meter/Registry.swift", "public final class Registry {\n    public init() {}\n}"),
            ExampleFile("Sources/Meter/GaugeFactory.swift", "public struct GaugeFactory {\n    let registry: Registry\n    public init(registry: Registry) { self.registry = registry }\n    public func makeGauge(label: String) -> Int { 1 }\n}"),
            ExampleFile(
                "Tests/MeterTests/GaugeFactoryTests.swift",
                "import XCTest\nimport Meter\nfinal class GaugeFactoryTests: XCTestCase {\n    func testMakesGauge() {\n        let registry = Registry()\n        let factory = GaugeFactory(registry: registry)\n        XCTAssertEqual(factory.makeGauge(label: \"a\"), 1)\n    }\n    func testMakesAnotherGauge() {\n        let registry = Registry()\n        let factory = GaugeFactory(registry: registry)\n        XCTAssertEqual(factory.makeGauge(label: \"b\"), 1)\n    }\n}"
            )
        ),
    ]

    static let nonSubjectNonTriggeringExamples: [RuleExample] = [
        // The struct the suite is named after is built by the test: the server it starts is the peer the client reaches.
        RuleExample(
            ExampleFile("Sources/Relay/RelayServer.swift", "public final class RelayServer {\n    public init(port: Int) {}\n    public func run() async throws {}\n}"),
            ExampleFile("Sources/Relay/RelayClient.swift", "public struct RelayClient {\n    public init() {}\n    public func send(_ text: String, port: Int) async throws -> Int { 0 }\n}"),
            ExampleFile(
                "Tests/RelayTests/RelayClientTests.swift",
                "import Testing\n@testable import Relay\nstruct RelayClientTests {\n    @Test func sendsText() async throws {\n        let server = RelayServer(port: 0)\n        let task = Task { try await server.run() }\n        defer { task.cancel() }\n        let client = RelayClient()\n        #expect(try await client.send(\"a\", port: 0) == 0)\n    }\n}"
            )
        ),
        // An error built only as what an assertion expects is what the subject's failure is compared with, not a subject.
        RuleExample(
            ExampleFile("Sources/Feature/ParcelVault.swift", "public class VaultError: Error, Equatable {\n    public let code: String\n    public init(_ code: String) { self.code = code }\n    public static func == (lhs: VaultError, rhs: VaultError) -> Bool { lhs.code == rhs.code }\n}\npublic class VaultFallbackError: VaultError {\n    public init() { super.init(\"V0\") }\n}\npublic final class ParcelVault {\n    public init(client: VaultClient) {}\n    public func open() throws {}\n}"),
            ExampleFile("Tests/FeatureTests/ParcelVaultTests.swift", "final class ParcelVaultTests: XCTestCase {\n    private var sut: ParcelVault!\n    override func setUp() {\n        sut = .init(client: VaultClientStub())\n    }\n    func testOpenFailsWithFallback() {\n        let expected = VaultFallbackError()\n        XCTAssertThrowsError(try sut.open()) { error in\n            XCTAssertEqual(error as? VaultError, expected)\n        }\n    }\n    func testOpenFailsAgain() {\n        do {\n            try sut.open()\n        } catch {\n            XCTAssertEqual(error as? VaultError, VaultFallbackError())\n        }\n    }\n}")
        ),
        // A reducer built without arguments in each test's store takes its dependencies from `@Dependency`, set per test:
        // a new dependency never changes that call, so there is no initializer for a factory to decouple.
        RuleExample(
            ExampleFile("Sources/Feature/Tally.swift", "import ComposableArchitecture\n\n@Reducer public struct Tally {\n    @Dependency(\\.tallyClock) var clock\n    public init() {}\n}"),
            ExampleFile("Tests/FeatureTests/TallyTests.swift", "final class TallyTests: XCTestCase {\n    func testIncrements() async {\n        let store = TestStore(initialState: Tally.State()) {\n            Tally()\n        } withDependencies: {\n            $0.tallyClock = .immediate\n        }\n        await store.send(.increment)\n    }\n    func testResets() async {\n        let store = TestStore(initialState: Tally.State(), reducer: { Tally() })\n        store.dependencies.tallyClock = .immediate\n        await store.send(.reset)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Chime.swift", "import ComposableArchitecture\n\npublic struct Chime: Reducer {\n    public init() {}\n}"),
            ExampleFile("Tests/FeatureTests/ChimeTests.swift", "final class ChimeTests: XCTestCase {\n    func testRings() async {\n        let store = TestStore(initialState: Chime.State()) {\n            Chime()\n        }\n        await store.send(.ring)\n    }\n    func testMutes() async {\n        let store = TestStore(initialState: Chime.State(), reducer: Chime())\n        await store.send(.mute)\n    }\n}")
        ),
        // Peers made by an asynchronous factory (`try await`) only to hand their ids to another object are its inputs.
        RuleExample(
            ExampleFile("Sources/Chat/Peer.swift", "public final class Peer {\n    public let id: String\n    init(id: String) { self.id = id }\n    public static func create(name: String) async throws -> Peer { Peer(id: name) }\n}"),
            ExampleFile("Sources/Chat/Lobby.swift", "public final class Lobby {\n    public func invite(_ id: String) async throws {}\n    public func keys() -> [String] { [] }\n}"),
            ExampleFile(
                "Tests/ChatTests/LobbyKeysTests.swift",
                "final class LobbyKeysTests: XCTestCase {\n    func test_listsKeys() async throws {\n        let lobby = try await sharedLobby()\n        for index in 0 ..< 3 {\n            let peer = try await Peer.create(name: \"p\\(index)\")\n            try await lobby.invite(peer.id)\n        }\n        XCTAssertEqual(lobby.keys().count, 3)\n    }\n}"
            )
        ),
        // Built only inside a closure handed to a library's checker as its factory argument: the checker builds it.
        RuleExample(
            ExampleFile("Sources/Wire/FrameDecoder.swift", "public final class FrameDecoder {\n    public init() {}\n    public func decode(_ bytes: [UInt8]) -> Int { bytes.count }\n}"),
            ExampleFile(
                "Tests/WireTests/FrameDecoderTests.swift",
                "import XCTest\nimport Wire\n\nfinal class FrameDecoderTests: XCTestCase {\n    func testDecodesFrames() {\n        XCTAssertNoThrow(try CodecChecker.check(\n            pairs: [([1, 2], 2)],\n            decoderFactory: {\n                FrameDecoder()\n            }\n        ))\n    }\n}"
            )
        ),
        // Steps handed to the checklist under test (a base class's fixture) through its own infix operator or stored through its
        // subscript are its inputs, as `list.add(Step(…))` hands them over.
        RuleExample(
            checklistSource,
            ExampleFile("Tests/ChecklistsTests/ChecklistTestCase.swift", "class ChecklistTestCase: XCTestCase {\n    let list = Checklist()\n}"),
            ExampleFile(
                "Tests/ChecklistsTests/ChecklistEditingTests.swift",
                "final class ChecklistEditingTests: ChecklistTestCase {\n    func test_addsWithOperator() {\n        list <+< Step(\"pack\")\n            <+< Step(\"go\")\n        XCTAssertEqual(list.count, 2)\n    }\n    func test_replacesThroughSubscript() {\n        list <+< Step(\"pack\")\n        list[0] = Step(\"unpack\")\n        let step = Step(\"go\")\n        list <+< step\n        XCTAssertEqual(list.count, 2)\n    }\n}"
            )
        ),
        // Two marks built only to be compared with each other are the operands of the equality the suite tests.
        RuleExample(
            markSource,
            ExampleFile(
                "Tests/ChartingTests/MarkEqualityTests.swift",
                "final class MarkEqualityTests: XCTestCase {\n    func test_equal() {\n        let first = Mark(x: 5, label: \"a\")\n        let second = Mark(x: 5, label: \"a\")\n        XCTAssertTrue(first == second)\n    }\n    func test_unequal() {\n        let first = Mark(x: 5, label: \"a\")\n        let second = Mark(x: 6, label: \"a\")\n        XCTAssertFalse(first == second)\n        XCTAssertNotEqual(first, second)\n    }\n}"
            )
        ),
        // An adapter's tests drive their own flow through the shared utility's generic runtime: a harness, not the subject.
        RuleExample(files: flowHostFiles(flowHostTest("Tests/InfrastructureTests/TimerWorkerTests.swift", suite: "TimerWorkerTests"))),
        // Each test builds the class through another initializer and checks what that one sets up: no call repeats.
        RuleExample(
            protectionBadgeSource,
            ExampleFile(
                "Tests/FeatureTests/ProtectionBadgeTests.swift",
                "import XCTest\nimport Combine\nimport Feature\n\nfinal class ProtectionBadgeTests: XCTestCase {\n    func test_followsPublisher() {\n        let subject = PassthroughSubject<Bool, Never>()\n        let badge = ProtectionBadge(statePublisher: subject) { $0 ? .on : .off }\n        subject.send(true)\n        XCTAssertEqual(badge.state, .on)\n    }\n    func test_keepsFixedState() {\n        XCTAssertEqual(ProtectionBadge(state: .on).state, .on)\n    }\n    func test_startsWithoutState() {\n        XCTAssertNil(ProtectionBadge().state)\n    }\n}"
            )
        ),
        // Two imported modules declaring `DialGauge`: one test builds the UIKit class, the other the SwiftUI view (other
        // labels); the compiler picks each by its arguments, so nothing says the tests build the same subject.
        RuleExample(
            files: twinGaugeFiles + [
                ExampleFile(
                    "Tests/GaugeSnapshotTests/GaugeLookTests.swift",
                    "import XCTest\nimport SwiftUI\nimport GaugeKit\nimport GaugeUI\n\nfinal class GaugeLookTests: XCTestCase {\n    func testUIKitDial() {\n        let dial = DialGauge()\n        dial.level = 0.5\n        assertSnapshot(of: dial)\n        let other = DialGauge()\n        other.level = 1\n        assertSnapshot(of: other)\n    }\n    func testSwiftUIDial() {\n        let row = HStack {\n            DialGauge(level: 0.5, tint: .red)\n            DialGauge(level: 1)\n        }\n        assertSnapshot(of: UIHostingController(rootView: row))\n    }\n}"
                ),
            ]
        ),
        // Views written in the builder closure handed to a package value's initializer are the content it is built from.
        RuleExample(
            ExampleFile(
                "Sources/Notes/Shelf.swift",
                "import SwiftUI\n\npublic struct Shelf: Identifiable {\n    public let id = UUID()\n    public init(_ title: String, @ViewBuilder content: () -> some View) {}\n    public func renamed(_ title: String) -> Shelf { self }\n}\npublic struct Note: View {\n    public init(_ text: String) {}\n    public var body: some View { Text(\"a\") }\n}"
            ),
            ExampleFile(
                "Tests/NotesTests/ShelfRenamingTests.swift",
                "@Suite struct ShelfRenamingTests {\n    @Test func keepsIdentity() {\n        let shelf = Shelf(\"Reading\") {\n            Note(\"first\")\n        }\n        #expect(shelf.renamed(\"Later\").id == shelf.id)\n    }\n}"
            )
        ),
        // Rows built by `map { … $0 … }` are handed to the value under test: inputs, not subjects.
        RuleExample(
            ExampleFile("Sources/App/Shelf.swift", "final class ShelfRow {\n    let title: String\n    var isPicked: Bool\n    init(title: String, isPicked: Bool) {\n        self.title = title\n        self.isPicked = isPicked\n    }\n}\nstruct ShelfSection {\n    var rows: [ShelfRow]\n    mutating func pick(_ picked: [ShelfRow]) {}\n}"),
            ExampleFile(
                "Tests/AppTests/ShelfSectionPickingTests.swift",
                "import XCTest\n\nfinal class ShelfSectionPickingTests: XCTestCase {\n    func test_picksKnownRow() {\n        let rows = [\"a\", \"b\"].map { ShelfRow(title: $0, isPicked: false) }\n        var section = ShelfSection(rows: rows)\n        section.pick([\"b\"].map { ShelfRow(title: $0, isPicked: true) })\n        XCTAssert(section.rows[1].isPicked)\n    }\n    func test_ignoresUnknownRow() {\n        let rows = [\"a\"].map { ShelfRow(title: $0, isPicked: false) }\n        var section = ShelfSection(rows: rows)\n        section.pick([\"z\"].map { ShelfRow(title: $0, isPicked: true) })\n        XCTAssertEqual(section.rows.count, 1)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/SyncService.swift", "final class SyncService {\n    static let shared = SyncService()\n    func pull(_ done: @escaping (Bool) -> Void) {}\n}"),
            ExampleFile("Sources/App/RegionCatalog.swift", "final class RegionCatalog {\n    init(bundle: Bundle) {}\n    var regions: [String] { [] }\n}"),
            ExampleFile(
                "Tests/AppTests/SyncServiceRegionsTests.swift",
                "import XCTest\n\nfinal class SyncServiceRegionsTests: XCTestCase {\n    func test_pullStoresRegions() {\n        let service = SyncService.shared\n        service.pull { _ in }\n        let catalog = RegionCatalog(bundle: Bundle(for: type(of: self)))\n        XCTAssertTrue(catalog.regions.isEmpty)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Media/ThumbnailProcessor.swift", "public struct ThumbnailProcessor: Sendable {\n    public let id: String\n    public let command: String\n}"),
            ExampleFile("Sources/Media/RenderVariants.swift", "public struct RenderVariants {\n    public init(processors: ProcessorSource) {}\n    public func run() async {}\n}"),
            ExampleFile(
                "Tests/MediaTests/VariantRenderingTests.swift",
                "@Suite struct VariantRenderingTests {\n    @Test func rendersEach() async {\n        let first = ThumbnailProcessor(id: \"1\", command: \"cp\")\n        let source = StubProcessorSource(active: [first])\n        await RenderVariants(processors: source).run()\n    }\n    @Test func rendersNone() async {\n        let only = ThumbnailProcessor(id: \"2\", command: \"mv\")\n        let source = StubProcessorSource(active: [only])\n        await RenderVariants(processors: source).run()\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Toolkit/Locked.swift",
                "public final class Locked<Value> {\n    private var value: Value\n    public init(_ value: Value) { self.value = value }\n    public func read() -> Value { value }\n}"
            ),
            ExampleFile(
                "Tests/ToolkitTests/LockedTests.swift",
                "@Suite struct LockedTests {\n    @Test func readsNumber() { #expect(Locked(1).read() == 1) }\n    @Test func readsList() { let box = Locked([\"a\"]); #expect(box.read() == [\"a\"]) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Sync/SyncEngine.swift", Self.syncEngineSource),
            ExampleFile(
                "Tests/SyncTests/SyncEngineTests.swift",
                "class SyncTestBase {\n    func engine(ledger: DiskLedger? = nil) -> SyncEngine { SyncEngine(ledger: ledger ?? DiskLedger(\"x\")) }\n}\n@Suite final class SyncIdleTests: SyncTestBase {\n    @Test func idleAtStart() {\n        let ledger = DiskLedger(\"a\")\n        defer { ledger.reset() }\n        let engine = engine(ledger: ledger)\n        #expect(engine.isIdle)\n    }\n    @Test func idleAfterRestart() {\n        let ledger = DiskLedger(\"b\")\n        defer { ledger.reset() }\n        #expect(engine(ledger: ledger).isIdle)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Sync/Client.swift",
                "public final class DiskLedger {\n    public init(_ name: String) {}\n    public func seed(_ value: Int) {}\n    public func reset() {}\n}\npublic final class Client {\n    public static func start(_ name: String) -> Client { Client() }\n    public var pending: Int { 0 }\n}"
            ),
            ExampleFile(
                "Tests/SyncTests/ClientStartTests.swift",
                "@Suite final class ClientStartTests {\n    @Test func readsSeededLedger() {\n        let ledger = DiskLedger(\"a\")\n        defer { ledger.reset() }\n        ledger.seed(1)\n        let sut = Client.start(\"a\")\n        #expect(sut.pending == 1)\n    }\n    @Test func emptyLedger() {\n        let ledger = DiskLedger(\"b\")\n        ledger.reset()\n        let sut = Client.start(\"b\")\n        #expect(sut.pending == 0)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Tags/TagView.swift",
                "public enum TagView {\n    public final class Tracker {\n        public init(onDrop: @escaping () -> Void) {}\n    }\n    public static func tearDown(_ name: String, tracker: Tracker) {}\n}\npublic func claimTargets(for name: String, tracker: TagView.Tracker) {}"
            ),
            ExampleFile(
                "Tests/TagsTests/TagOwnershipTests.swift",
                "@Suite final class TagOwnershipTests {\n    @Test func claimsThenReleases() {\n        let first = TagView.Tracker(onDrop: {})\n        let second = TagView.Tracker(onDrop: {})\n        claimTargets(for: \"a\", tracker: first)\n        claimTargets(for: \"b\", tracker: second)\n        TagView.tearDown(\"b\", tracker: second)\n    }\n    @Test func releasesOnTearDown() {\n        let tracker = TagView.Tracker(onDrop: {})\n        TagView.tearDown(\"a\", tracker: tracker)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Setup/SetupFlow.swift", "import SwiftUI\n\npublic struct SetupFlow: View {\n    @State var path: [Int] = []\n    public init() {}\n    public var body: some View { Text(\"a\") }\n}"),
            ExampleFile("Tests/SetupTests/SetupNavigationTests.swift", "@Suite struct SetupNavigationTests {\n    @Test func pathStartsEmpty() {\n        let flow = SetupFlow()\n        #expect(flow.path.isEmpty)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ModifierFlags.swift", "public final class ModifierFlags {\n    public init() {}\n}"),
            ExampleFile("Tests/FeatureTests/CleaningFlagsTests.swift", "final class CleaningFlagsTests: XCTestCase {\n    func test_a() {\n        let flags = NSEvent.ModifierFlags(rawValue: 1)\n        XCTAssertEqual(flags.cleaned(), [])\n    }\n    func test_b() {\n        let flags = NSEvent.ModifierFlags(rawValue: 2)\n        XCTAssertEqual(flags.cleaned(), [.shift])\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/GridLayoutBuilder.swift", "public struct GridLayoutBuilder {\n    public static func makeRows(count: Int) -> [Int] { [count] }\n}"),
            ExampleFile("Tests/FeatureTests/GridRowsTests.swift", "final class GridRowsTests: XCTestCase {\n    func test_a() {\n        XCTAssertEqual(GridLayoutBuilder.makeRows(count: 1), [1])\n    }\n    func test_b() {\n        let rows = GridLayoutBuilder.makeRows(count: 2)\n        XCTAssertEqual(rows.count, 1)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Shortcuts.swift", "public final class Shortcut {\n    public init(_ keys: String) {}\n}"),
            ExampleFile("Tests/FeatureTests/AcceptingShortcutsTests.swift", "final class AcceptingShortcutsTests: XCTestCase {\n    func test_a() {\n        Registry.shortcuts[\"hold\"] = Shortcut(\"⌥\")\n        XCTAssertTrue(Recorder.accepts(\"⌘\"))\n    }\n    func test_b() {\n        Registry.shortcuts = [\"hold\": Shortcut(\"⌘\")]\n        XCTAssertFalse(Recorder.accepts(\"⌘\"))\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Sync.swift", "public final class SyncEngine { public init() {} }\npublic final class MemoryStorage { public init() {} }"),
            ExampleFile("Tests/FeatureTests/StoringTests.swift", "final class StoringTests: XCTestCase {\n    func test_a() {\n        let storage = MemoryStorage()\n        withDependencies {\n            $0.storage = storage\n        } operation: {\n            makeEngine().sync()\n        }\n        XCTAssertEqual(storage.count, 1)\n    }\n    func test_b() {\n        let storage = MemoryStorage()\n        withDependencies {\n            $0.storage = storage\n        } operation: {\n            makeEngine().sync()\n        }\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/User.swift", "public class User: Hashable {\n    public let id: String\n    public var name: String?\n    public init(id: String) { self.id = id }\n}\npublic final class Member: User {}"),
            ExampleFile("Tests/FeatureTests/DeactivationTests.swift", "final class DeactivationTests: XCTestCase {\n    func test_a() {\n        let user = User(id: \"a\")\n        XCTAssertFalse(user.isDeactivated)\n    }\n    func test_b() {\n        let user = User(id: \"b\")\n        XCTAssertTrue(user.isDeactivated)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Examples/Feature.swift", "public final class Feature {\n    public init() {}\n}"),
            ExampleFile("Tests/CoreTests/ScopingTests.swift", "import Core\n\nfinal class ScopingTests: XCTestCase {\n    func test_a() {\n        let feature = Feature()\n        XCTAssertNil(feature.child)\n    }\n    func test_b() {\n        let feature = Feature()\n        feature.toggle()\n    }\n}\n\nprivate struct Feature: Reducer {}")
        ),
        RuleExample(
            ExampleFile("Sources/App/Stubs/LaunchChannel.swift", "public final class LaunchChannel { public init() {} }"),
            ExampleFile(
                "Tests/AppUITests/LaunchingTests.swift",
                "final class LaunchingTests: XCTestCase {\n    func test_launches() {\n        let channel = LaunchChannel()\n        channel.send(\"ready\")\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Inbox.swift", "public final class Inbox { public init(path: String) {} }\npublic func senderSummary(_ names: [String], inbox: Inbox) -> String { \"\" }"),
            ExampleFile(
                "Tests/FeatureTests/SummarizingSendersTests.swift",
                "final class SummarizingSendersTests: XCTestCase {\n    func test_summarizes() {\n        let inbox = Inbox(path: \"a\")!\n        XCTAssertEqual(senderSummary([\"a\"], inbox: inbox), \"a\")\n        XCTAssertEqual(senderSummary([], inbox: inbox), \"\")\n    }\n}"
            )
        ),
        // A store filled through its plain `set(…)` and handed to the package's app-building free function: the app is exercised.
        RuleExample(
            ExampleFile(
                "Sources/Server/Application.swift",
                "public actor ProfileStore {\n    public init() {}\n    public func set(name: String, limit: Int) {}\n}\npublic func makeServerApp(profileStore: ProfileStore) async throws -> ServerApp { ServerApp() }"
            ),
            ExampleFile(
                "Tests/ServerTests/ProfileRoutesTests.swift",
                "import Testing\n@testable import Server\n\n@Suite\nstruct ProfileRoutesTests {\n    @Test\n    func fetchesProfile() async throws {\n        let profileStore = ProfileStore()\n        try await profileStore.set(name: \"a\", limit: 1)\n        let app = try await makeServerApp(profileStore: profileStore)\n        try await app.test { client in #expect(client.status == 200) }\n    }\n    @Test\n    func rejectsUnknownProfile() async throws {\n        let profileStore = ProfileStore()\n        await profileStore.set(name: \"b\", limit: 2)\n        let app = try await makeServerApp(profileStore: profileStore)\n        try await app.test { client in #expect(client.status == 404) }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Tools.swift", "public final class ToolRegistry { public init(tools: [Tool]) {} }\npublic final class Tool { public init(name: String) {} }"),
            ExampleFile("Sources/Contract/ServerHarness.swift", "public final class ServerHarness { public init(registry: ToolRegistry) {} }"),
            ExampleFile(
                "Tests/FeatureTests/ToolingTests.swift",
                "final class ToolingTests: XCTestCase {\n    func test_opens() {\n        let tool = Tool(name: \"a\")\n        let registry = ToolRegistry(tools: [tool])\n        let harness = ServerHarness(registry: registry)\n        harness.open(\"a\")\n    }\n    func test_closes() {\n        let tool = Tool(name: \"b\")\n        let registry = ToolRegistry(tools: [tool])\n        let harness = ServerHarness(registry: registry)\n        harness.close(\"b\")\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Indexer.swift", "public final class Indexer { public init() {} }"),
            ExampleFile("Sources/Contract/ServerHarness.swift", "public final class ServerHarness { public init(indexer: Indexer = Indexer()) {} }"),
            ExampleFile("Sources/AppTestSupport/ProjectFixture.swift", "public final class ProjectFixture { public init(files: [String]) {} }"),
            ExampleFile(
                "Tests/FeatureTests/IndexingTests.swift",
                "final class IndexingTests: XCTestCase {\n    func test_indexes() {\n        let harness = ServerHarness()\n        harness.open(\"a.swift\")\n    }\n    func test_reindexes() {\n        let harness = ServerHarness()\n        let project = ProjectFixture(files: [])\n        harness.open(project)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Backup.swift", "public final class RecordStore { public init(path: String) {} }\npublic final class BackupMaker { public init(store: RecordStore) {} }"),
            ExampleFile(
                "Tests/FeatureTests/BackingUpTests.swift",
                "final class BackingUpTests: XCTestCase {\n    var store: RecordStore!\n    var maker: BackupMaker!\n    override func setUp() {\n        self.store = RecordStore(path: \"a\")\n        maker = BackupMaker(store: self.store)\n    }\n    func test_backsUp() throws {\n        try maker.backUp(to: \"b\")\n        let copy = RecordStore(path: \"b\")\n        XCTAssertEqual(copy.count, 1)\n    }\n    func test_replaces() throws {\n        try maker.backUp(to: \"b\")\n        let copy = RecordStore(path: \"b\")\n        XCTAssertEqual(copy.count, 1)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Archive.swift", "public final class Archive { public init?(path: String) {}\n    public static func compact(at path: String) {} }"),
            ExampleFile(
                "Tests/FeatureTests/CompactingTests.swift",
                "final class CompactingTests: XCTestCase {\n    func test_compacts() {\n        guard let archive = Archive(path: path) else { return XCTFail(\"no archive\") }\n        archive.close()\n        Archive.compact(at: path)\n        guard let reopened = Archive(path: path) else { return XCTFail(\"corrupt\") }\n        reopened.close()\n    }\n    func test_keepsSmallArchives() {\n        let archive = Archive(path: path)\n        archive?.close()\n        XCTAssertFalse(Archive.compactIfLarge(at: path))\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Sync.swift", "public final class MemoryStorage { public init(values: [String: Any]) {} }"),
            ExampleFile(
                "Tests/FeatureTests/SettingsTests.swift",
                "final class SettingsTests: XCTestCase {\n    func test_readsStored() {\n        withDependencies {\n            $0.storage = MemoryStorage(values: [\"a\": 1])\n        } operation: {\n            XCTAssertEqual(Settings.current.a, 1)\n        }\n    }\n    func test_readsDefault() {\n        withDependencies {\n            $0.storage = MemoryStorage(values: [:])\n        } operation: {\n            XCTAssertEqual(Settings.current.a, 0)\n        }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/WelcomeFeature.swift", "public struct WelcomeFeature {\n    public let title = \"Welcome\"\n    public let dismiss = \"Not now\"\n    public init() {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/WelcomeCopyTests.swift",
                "final class WelcomeCopyTests: XCTestCase {\n    func test_copy() {\n        let feature = WelcomeFeature()\n        XCTAssertEqual(feature.title, \"Welcome\")\n        XCTAssertEqual(feature.dismiss, \"Not now\")\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Exporter.swift", "public final class Sheet { public var title = \"\"; public init() {} }\npublic final class Exporter {\n    public init(format: String) {}\n    public func export(_ sheet: Sheet) -> String { sheet.title }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ExportingTests.swift",
                "final class ExportingTests: XCTestCase {\n    private lazy var exporter: Feature.Exporter! = .init(format: \"csv\")\n    func test_exportsTitle() {\n        let sheet = Sheet()\n        sheet.title = \"a\"\n        XCTAssertEqual(exporter.export(sheet), \"a\")\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "final class Ledger<Entry> {\n    init(_ first: Entry) {}\n}"),
            ExampleFile("Tests/FeatureTests/Ledger.swift", "final class Ledger<Entry> {\n    init(_ first: Entry) {}\n    func add(_ entry: Entry) {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/ReportTests.swift",
                "final class ReportTests: XCTestCase {\n    func test_a() {\n        let seen = Ledger(0)\n        report.onChange = { seen.add($0) }\n    }\n    func test_b() {\n        let seen = Ledger(0)\n        report.onClose = { seen.add($0) }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Inbox/Inbox.swift", "public final class Session {\n    public init(token: String) {}\n    public func setUser(_ name: String) {}\n}\npublic final class InboxViewModel {\n    public init(session: Session) {}\n    public func refresh() {}\n}"),
            ExampleFile(
                "Tests/InboxTests/InboxViewModelTests.swift",
                "final class InboxViewModelTests: XCTestCase {\n    private func subject<Label: StringProtocol>(session: Session? = nil, title: Label? = nil) -> InboxViewModel {\n        InboxViewModel(session: session ?? Session(token: \"\"))\n    }\n    func test_refreshSignedIn() {\n        let session = Session(token: \"a\")\n        session.setUser(\"b\")\n        let sut = subject(session: session, title: \"\")\n        sut.refresh()\n    }\n    func test_refreshSignedOut() {\n        let session = Session(token: \"\")\n        let sut = subject(session: session, title: \"\")\n        sut.refresh()\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Vault/KeyRecord.swift", "import GRDB\n\nfinal class KeyRecord: Record {\n    var name = \"\"\n    func touch() {}\n}"),
            ExampleFile(
                "Tests/VaultTests/KeyRecordMappingTests.swift",
                "struct KeyRecordMappingTests {\n    @Test func touches() { let record = KeyRecord(); record.touch() }\n    @Test func names() { let record = KeyRecord(); record.touch(); #expect(record.name.isEmpty) }\n}"
            )
        ),
        // An initializer with defaulted parameters the test file adds to a type of another module, called with some of its labels.
        RuleExample(
            ExampleFile("Sources/Climate/Thermostat.swift", "public final class Thermostat {\n    public init(sensor: Sensor = Sensor()) {}\n}\npublic final class Sensor { public init() {} }"),
            ExampleFile(
                "Tests/ClimateTests/ThermostatTests.swift",
                "final class ThermostatTests: XCTestCase {\n    func test_heats() { let sut = Thermostat(target: 18); XCTAssertTrue(sut.isOn) }\n    func test_cools() { let sut = Thermostat(mode: \"cool\"); XCTAssertFalse(sut.isOn) }\n    func test_both() {\n        let sut = Thermostat(\n            target: 16,\n            mode: \"cool\",\n        )\n        XCTAssertFalse(sut.isOn)\n    }\n}\n\n" + "extension Thermostat {\n    convenience init(\n        target: Int = 20,\n        mode: String = \"heat\",\n        tune: (inout Int) -> Void = { _ in }\n    ) {\n        self.init(sensor: Sensor())\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Store/PurchaseManager.swift", "public final class PurchaseManager {\n    public init(reader: ReceiptReader) {}\n}\npublic final class ReceiptReader { public init() {} }"),
            ExampleFile("Tests/StoreTests/PurchaseManager+Owned.swift", "extension PurchaseManager {\n    convenience init(owned: [String]) {\n        self.init(reader: ReceiptReader())\n    }\n}"),
            ExampleFile(
                "Tests/StoreTests/EntitlementTests.swift",
                "final class EntitlementTests: XCTestCase {\n    func test_none() { let sut = PurchaseManager(owned: []); XCTAssertTrue(sut.isFree) }\n    func test_one() { let sut = PurchaseManager(owned: [\"pro\"]); XCTAssertFalse(sut.isFree) }\n}"
            )
        ),
        // The test file adds an initializer whose every parameter is defaulted: `TokenGate()` reaches that one factory.
        RuleExample(
            ExampleFile("Sources/Gate/TokenGate.swift", "final class TokenGate {\n    let issuer: String\n    let users: () -> [String]\n    init(issuer: String, users: @escaping () -> [String]) {\n        self.issuer = issuer\n        self.users = users\n    }\n    func verify(_ token: String) -> Bool { !token.isEmpty }\n}"),
            ExampleFile(
                "Tests/GateTests/TokenGateTests.swift",
                "import XCTest\n@testable import Gate\n\nextension TokenGate {\n    convenience init(\n        users: @escaping () -> [String] = { [\"ada\"] }\n    ) throws {\n        self.init(issuer: \"https://issuer.example\", users: users)\n    }\n}\n\nfinal class TokenGateTests: XCTestCase {\n    func testBuilds() throws {\n        XCTAssertNoThrow(try TokenGate())\n    }\n    func testVerifies() throws {\n        let gate = try TokenGate()\n        XCTAssertTrue(gate.verify(\"abc\"))\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/PrefKey.swift", "public final class PrefKey<Value> {\n    public let name: String\n    public init(_ name: String) { self.name = name }\n}"),
            ExampleFile(
                "Tests/FeatureTests/PrefObservationTests.swift",
                "struct PrefObservationTests {\n    @Test func observesKey() {\n        let key = PrefKey<Bool>(\"flag\")\n        defer { store.reset(key) }\n        store[key] = true\n        #expect(store.values(for: key).first == true)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ClickView.swift", "public final class ClickView {\n    public let button: Int\n    public init(_ event: Event) { button = event.button }\n}"),
            ExampleFile("Sources/Feature/ClickRemapper.swift", "public final class ClickRemapper {\n    public init() {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/ClickRemappingTests.swift",
                "final class ClickRemappingTests: XCTestCase {\n    func makeRemapper() -> ClickRemapper { ClickRemapper() }\n    func test_remapsDown() throws {\n        let remapper = makeRemapper()\n        let down = try XCTUnwrap(remapper.remap(press))\n        XCTAssertEqual(ClickView(down).button, 1)\n        XCTAssertEqual(remapper.sent.map { ClickView($0).button }, [1])\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/QueueEntry.swift", "public final class QueueEntry {\n    public init(url: URL) {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/ImporterTests.swift",
                "final class ImporterTests: XCTestCase {\n    var importer: Importing!\n    func test_noDuplicate() {\n        let first = QueueEntry(url: a)\n        let second = QueueEntry(url: b)\n        let queue = [first]\n        XCTAssertFalse(importer.contains(queue, entry: second))\n    }\n}"
            )
        ),
        // A test importing the model module builds its `Place` value; the screen module's internal `Place` view is out of its sight.
        RuleExample(
            ExampleFile(
                "Package.swift",
                "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Trips\",\n    targets: [\n        .target(name: \"Models\"),\n        .target(name: \"PlaceScreen\", dependencies: [\"Models\"]),\n        .target(name: \"Geocoding\", dependencies: [\"Models\"]),\n        .testTarget(name: \"GeocodingTests\", dependencies: [\"Geocoding\"]),\n    ]\n)"
            ),
            ExampleFile("Sources/Models/Place.swift", "public struct Place: Equatable {\n    public let street: String\n    public init(street: String) { self.street = street }\n}"),
            ExampleFile("Sources/PlaceScreen/Place.swift", "import SwiftUI\n\nstruct Place: View {\n    let title: String\n    var body: some View { Text(title) }\n}"),
            ExampleFile(
                "Tests/GeocodingTests/PlaceNamingTests.swift",
                "import XCTest\nimport Models\n\(ForbiddenSpellings.testableImport) Geocoding\n\nfinal class PlaceNamingTests: XCTestCase {\n    func test_joinsNumber() {\n        XCTAssertEqual(place(number: \"1\", street: \"Elm\"), Place(street: \"1 Elm\"))\n    }\n}"
            )
        ),
        // A test importing the library plainly builds a dependency's public `Gauge`: the library's own is internal, out of its sight.
        RuleExample(
            ExampleFile(
                "Package.swift",
                "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Probes\",\n    targets: [\n        .target(name: \"Probes\"),\n        .testTarget(name: \"ProbesTests\", dependencies: [\"Probes\"]),\n    ]\n)"
            ),
            ExampleFile("Sources/Probes/Gauge.swift", "final class Gauge {\n    init(label: String) {}\n    func record(_ value: Int) {}\n}"),
            ExampleFile(
                "Tests/ProbesTests/ExportingTests.swift",
                "import Testing\nimport Measures\nimport Probes\n\n@Suite struct ExportingTests {\n    @Test func exportsGauges() async throws {\n        try Probes.start()\n        Gauge(label: \"a\").record(1)\n        #expect(try Probes.exported().count == 1)\n    }\n    @Test func exportsTwice() async throws {\n        try Probes.start()\n        Gauge(label: \"b\").record(2)\n        #expect(try Probes.exported().count == 1)\n    }\n}"
            )
        ),
        // Fluent's `Model` classes are the rows a mapping under test reads, like Core Data's.
        RuleExample(
            ExampleFile("Sources/App/Photo.swift", "import Fluent\n\nfinal class PhotoRecord: Model, \(ForbiddenSpellings.uncheckedSendable) {\n    static let schema = \"photos\"\n    @ID(key: .id) var id: UUID?\n    @Field(key: \"lens\") var lens: String?\n    init() {}\n}"),
            ExampleFile(
                "Tests/AppTests/PhotoRecordMappingTests.swift",
                "final class PhotoRecordMappingTests: XCTestCase {\n    func test_mapsLens() {\n        let record = PhotoRecord()\n        record.lens = \"50mm\"\n        XCTAssertEqual(record.toSummary().lens, \"50mm\")\n    }\n}"
            )
        ),
        // A performance test builds a renderer only to produce the page whose saving `measure {}` times.
        RuleExample(
            ExampleFile("Sources/Site/PageRenderer.swift", "public final class PageRenderer {\n    public init(site: Site) {}\n}"),
            ExampleFile(
                "Tests/SiteTests/SavingPerformanceTests.swift",
                "final class SavingPerformanceTests: XCTestCase {\n    func testRendering() {\n        measure {\n            let renderer = PageRenderer(site: site)\n            _ = renderer.render()\n        }\n    }\n    func testSaving() throws {\n        let renderer = PageRenderer(site: site)\n        let page = try renderer.render()\n        measure {\n            try! page.save(to: folder)\n        }\n    }\n}"
            )
        ),
        // A toolchain built inside an `if` that only prepares a missing fixture (no assertion there) is not the subject.
        RuleExample(
            ExampleFile("Sources/Toolbox/Toolchain.swift", "public final class Toolchain {\n    public init(root: String) throws {}\n    public func compilerPath() throws -> String { \"\" }\n}"),
            ExampleFile(
                "Tests/ToolboxTests/PreviewServerTests.swift",
                "final class PreviewServerTests: XCTestCase {\n    func testServes() throws {\n        if !FileManager.default.fileExists(atPath: \"app.bin\") {\n            let toolchain = try Toolchain(root: \"/usr\")\n            let compiler = try toolchain.compilerPath()\n            try runProcess([compiler, \"build\"])\n        }\n        let client = try PreviewClient(port: 8080)\n        XCTAssertEqual(try client.fetch(\"/\"), \"ok\")\n    }\n}\nstruct PreviewClient {\n    init(port: Int) throws {}\n    func fetch(_ path: String) throws -> String { \"ok\" }\n}"
            )
        ),
        // An object built inside a `do` block, labelled or not, that asserts nothing and keeps it in its own locals prepares a
        // fixture (a bundle on disk) that the rest of the test checks through other code.
        RuleExample(
            ExampleFile("Sources/Toolbox/BundleWriter.swift", "public final class BundleWriter {\n    public init(folder: String) {}\n    public func write() throws {}\n}"),
            ExampleFile(
                "Tests/ToolboxTests/BundleLoaderTests.swift",
                "final class BundleLoaderTests: XCTestCase {\n    func testLoads() throws {\n        prepareBundle: do {\n            let writer = BundleWriter(folder: \"a\")\n            try writer.write()\n        }\n        XCTAssertEqual(try loadBundleNames(in: \"a\"), [\"a\"])\n    }\n    func testLoadsAgain() throws {\n        do {\n            let writer: BundleWriter = BundleWriter(folder: \"b\")\n            try writer.write()\n        }\n        XCTAssertEqual(try loadBundleNames(in: \"b\").count, 1)\n    }\n}"
            )
        ),
        // A name the package declares only nested (`QueryNode.Array`) is, outside that type, the standard library's `Array`.
        RuleExample(
            ExampleFile("Sources/Forms/QueryNode.swift", "public enum QueryNode {\n    case leaf(String)\n    final class Array {\n        var values: [QueryNode]\n        init(values: [QueryNode]) { self.values = values }\n        func append(_ node: QueryNode) { values.append(node) }\n    }\n}"),
            ExampleFile("Sources/Forms/PathPieces.swift", "public struct PathPieces: Sequence {\n    public init(_ path: String) {}\n    public func makeIterator() -> IndexingIterator<[Substring]> { [].makeIterator() }\n}"),
            ExampleFile(
                "Tests/FormsTests/PathPiecesTests.swift",
                "struct PathPiecesTests {\n    @Test func splits() {\n        let pieces = PathPieces(\"/a/b\")\n        #expect(Array(pieces).count == 2)\n    }\n    @Test func splitsNothing() {\n        let pieces = PathPieces(\"\")\n        #expect(Array(pieces).isEmpty)\n    }\n}"
            )
        ),
        // A static `create…` function of a class declared to return another type (a string, a dictionary) builds nothing:
        // the test exercises a static function, whatever its name shares with the class's.
        RuleExample(
            ExampleFile("Sources/Feature/BadgeTextFactory.swift", "public final class BadgeTextFactory {\n    public static func createBadgeText(count: Int) throws -> String { \"\\(count)\" }\n}"),
            ExampleFile("Tests/FeatureTests/BadgeTextFactoryTests.swift", "final class BadgeTextFactoryTests: XCTestCase {\n    func test_text() {\n        let text = try! BadgeTextFactory.createBadgeText(count: 2)\n        XCTAssertEqual(text, \"2\")\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ScopeFactory.swift", "public class ScopeFactory {\n    public static func createScope(resource: String, actions: [String]) -> [String: [String]] { [resource: actions] }\n}"),
            ExampleFile("Tests/FeatureTests/ScopeFactoryTests.swift", "final class ScopeFactoryTests: XCTestCase {\n    func test_one() {\n        let scope = ScopeFactory.createScope(resource: \"a\", actions: [])\n        XCTAssertEqual(scope, [\"a\": []])\n    }\n    func test_two() {\n        let scope = ScopeFactory.createScope(resource: \"b\", actions: [\"c\"])\n        XCTAssertEqual(scope.count, 1)\n    }\n}")
        ),
        // The subject `setUp` fills from a static function of its type (`subject = LedgerEntry.fixture(…)`, the property
        // annotated `LedgerEntry`) is built in one place: a container the tests fill with it and hand back to its method is its input.
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "public final class LedgerBook {\n    public init() {}\n    public func add(_ entry: LedgerEntry) {}\n}\n\npublic final class LedgerEntry {\n    public init(amount: Int) {}\n    public static func fixture(amount: Int = 1) -> LedgerEntry { LedgerEntry(amount: amount) }\n    public func render(in book: LedgerBook) -> String { \"\" }\n}"),
            ExampleFile("Tests/FeatureTests/LedgerEntryTests.swift", "final class LedgerEntryTests: XCTestCase {\n    var subject: LedgerEntry!\n    override func setUp() {\n        super.setUp()\n        subject = LedgerEntry.fixture(amount: 2)\n    }\n    func test_rendersInBook() {\n        let book = LedgerBook()\n        book.add(subject)\n        XCTAssertEqual(subject.render(in: book), \"\")\n    }\n    func test_rendersOther() {\n        let book = LedgerBook()\n        let other = LedgerEntry.fixture(amount: 3)\n        book.add(other)\n        XCTAssertEqual(other.render(in: book), \"\")\n    }\n}")
        ),
        // A store built around a reducer only to be handed to a view's initializer is the view's input: the view is the subject.
        RuleExample(
            ExampleFile("Sources/Feature/Greeting.swift", "import ComposableArchitecture\nimport SwiftUI\n\n@Reducer public struct Greeting {\n    public init() {}\n}\n\npublic struct GreetingView: View {\n    public init(store: StoreOf<Greeting>) {}\n    public var body: some View { Text(\"a\") }\n}"),
            ExampleFile("Tests/FeatureTests/GreetingSnapshotTests.swift", "final class GreetingSnapshotTests: XCTestCase {\n    func testGreetingSnapshot() {\n        let store = Store(initialState: .init()) {\n            Greeting()\n        }\n        attach(GreetingView(store: store))\n    }\n}")
        ),
        // A parser built and used up in one chain produces the string whose own method the test then exercises: a fixture producer.
        RuleExample(
            ExampleFile("Sources/Markup/MarkupParser.swift", "import Foundation\n\nfinal class MarkupParser {\n    init(decorator: TagDecorating) {}\n    func parse(_ html: String) -> AttributedString? { nil }\n}\nextension AttributedString {\n    func strippingFonts() -> AttributedString { self }\n}"),
            ExampleFile(
                "Tests/MarkupTests/FontStrippingTests.swift",
                "import Testing\n\nstruct FontStrippingTests {\n    @Test func stripsFonts() throws {\n        let parsed = try #require(MarkupParser(decorator: PlainTagDecorator())\n            .parse(\"<b>x</b>\"))\n        let stripped = parsed.strippingFonts()\n        #expect(stripped.characters.count == 1)\n    }\n}"
            )
        ),
        // A property read off a local handed whole to another type's static method: the local only made that input.
        RuleExample(
            ExampleFile("Sources/Feature/TrackerSettings.swift", "import Foundation\npublic final class TrackerSettings {\n    public var apiBase = URL(string: \"https://example.com\")!\n    public init(appID: String) {}\n}\npublic enum EndpointBuilder {\n    public static func serviceURL(base: URL, space: String? = nil) -> URL? { base }\n}"),
            ExampleFile("Tests/FeatureTests/TrackerEndpointTests.swift", "import Testing\nimport Feature\n\nstruct TrackerEndpointTests {\n    @Test func buildsURL() {\n        let settings = TrackerSettings(appID: \"a\")\n        let url = EndpointBuilder.serviceURL(base: settings.apiBase)\n        #expect(url != nil)\n    }\n    @Test func buildsSpacedURL() {\n        let settings = TrackerSettings(appID: \"b\")\n        let url = EndpointBuilder.serviceURL(base: settings.apiBase, space: \"x\")\n        #expect(url != nil)\n    }\n}")
        ),
        // A thread-safe cell of one value (a lock and what it guards), in any layer: shared data, with no collaborator to hide.
        RuleExample(
            ExampleFile("Sources/App/Guarded.swift", "import Foundation\nfinal class Guarded<Value> {\n    private var stored: Value\n    private let lock = NSLock()\n    init(_ value: Value) { stored = value }\n    var value: Value {\n        get { lock.lock(); defer { lock.unlock() }; return stored }\n        set { lock.lock(); defer { lock.unlock() }; stored = newValue }\n    }\n}"),
            ExampleFile("Tests/AppTests/GuardedTests.swift", "import Testing\n@testable import App\n\n@Suite struct GuardedTests {\n    @Test func keepsNumber() {\n        let guarded = Guarded<Int>(0)\n        guarded.value = 2\n        #expect(guarded.value == 2)\n    }\n    @Test func collectsLines() async {\n        let lines = Guarded<[String]>([])\n        await withTaskGroup(of: Void.self) { group in\n            group.addTask { lines.value.append(\"a\") }\n        }\n        #expect(lines.value.count == 1)\n    }\n}")
        ),
        // Built in a parameterless closure handed to the package's own free function under test: the value must be built inside.
        RuleExample(
            ExampleFile("Sources/Feature/Span.swift", "public final class Span {\n    public let label: String\n    public init(name: String) { label = TraceScope.current ?? name }\n    public func end() {}\n}\npublic enum TraceScope {\n    public static var current: String?\n}\npublic func withTraceLabel<Result>(_ label: String, _ body: () -> Result) -> Result {\n    TraceScope.current = label\n    defer { TraceScope.current = nil }\n    return body()\n}"),
            ExampleFile("Tests/FeatureTests/TraceLabelTests.swift", "import Testing\nimport Feature\n\nstruct TraceLabelTests {\n    @Test func spanTakesLabel() {\n        let span = withTraceLabel(\"job\") {\n            Span(name: \"a\")\n        }\n        span.end()\n        #expect(span.label == \"job\")\n    }\n    @Test func nestedSpanTakesLabel() {\n        let span = withTraceLabel(\"sync\") {\n            Span(name: \"b\")\n        }\n        #expect(span.label == \"sync\")\n    }\n}")
        ),
        // A suite named by the start of a class's name (`Remote…`) has it for subject wherever the test builds it, in a closure too: an object built there without arguments is the other end.
        RuleExample(
            ExampleFile("Sources/Feature/Folders.swift", "public final class Session {\n    public static func open() -> [Session] { [] }\n}\npublic final class RemoteFolder {\n    public init(session: Session) {}\n    public func copy(from other: LocalFolder) -> Int { 0 }\n    public func send(to other: LocalFolder) -> Int { 0 }\n}\npublic final class LocalFolder {\n    public init() {}\n    public func walk(to path: String) -> LocalFolder { self }\n}"),
            ExampleFile("Tests/FeatureTests/RemoteTests.swift", "import XCTest\nimport Feature\n\nfinal class RemoteTests: XCTestCase {\n    func testCopyIn() {\n        let local = LocalFolder()\n        let copied = Session.open().map { RemoteFolder(session: $0) }.map { $0.copy(from: local.walk(to: \"/tmp\")) }\n        XCTAssertEqual(copied, [])\n    }\n    func testCopyOut() {\n        let local = LocalFolder()\n        let sent = Session.open().map { RemoteFolder(session: $0) }.map { $0.send(to: local.walk(to: \"/tmp\")) }\n        XCTAssertEqual(sent, [])\n    }\n}")
        ),
    ]
}
