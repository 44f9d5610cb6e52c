import GuardrailsCore

/// What `MakeSUTRule` reports and leaves alone, shown in `explain` and run by RuleExamplesBehaviorTests.
extension MakeSUTRule {
    static let triggeringExamples: [RuleExample] = [
        // A test placed after the initialization (`…AfterVaultInit`) checks later behaviour: the two tests repeat building the archive.
        RuleExample(
            ExampleFile("Sources/Feature/ParcelArchive.swift", "public final class ParcelArchive {\n    public init() {}\n    public func count() -> Int { 0 }\n    public func add(_ parcel: String) {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/ParcelArchiveTests.swift",
                "final class ParcelArchiveTests: XCTestCase {\n    func testCountsAfterVaultInit() {\n        let archive = ParcelArchive()\n        XCTAssertEqual(archive.count(), 0)\n    }\n    func testAdds() {\n        let archive = ParcelArchive()\n        archive.add(\"a\")\n        XCTAssertEqual(archive.count(), 1)\n    }\n}"
            )
        ),
        // `Initial` in the name is another word, not the initializer: the only test builds its subject itself.
        RuleExample(
            ExampleFile("Sources/Feature/ParcelArchive.swift", "public final class ParcelArchive {\n    let vault: ParcelVault\n    public init(vault: ParcelVault) { self.vault = vault }\n    public func count() -> Int { 0 }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ParcelArchiveTests.swift",
                "final class ParcelArchiveTests: XCTestCase {\n    func testCountAfterInitialSync() {\n        let archive = ParcelArchive(vault: ParcelVault())\n        XCTAssertEqual(archive.count(), 0)\n    }\n}"
            )
        ),
        // A method throwing on the subject the test builds, its error read: the method is under test, the subject built each time.
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "public final class Ledger {\n    public init(name: String) {}\n    public func add(_ amount: Int) throws {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/LedgerTests.swift",
                "final class LedgerTests: XCTestCase {\n    func testRejectsNegative() {\n        XCTAssertThrowsError(try Ledger(name: \"a\").add(-1)) { error in XCTAssertEqual(error as? LedgerError, .negative) }\n    }\n    func testRejectsZero() {\n        XCTAssertThrowsError(try Ledger(name: \"a\").add(0)) { error in XCTAssertEqual(error as? LedgerError, .zero) }\n    }\n}"
            )
        ),
        // Named for something else, the same constructions are subjects each test builds.
        RuleExample(
            ExampleFile("Sources/Feature/EditionResolver.swift", "public final class EditionResolver {\n    public init(edition: Int) throws {}\n    public func resolve(_ name: String) -> Int { 0 }\n}"),
            ExampleFile(
                "Tests/FeatureTests/EditionResolverTests.swift",
                "final class EditionResolverTests: XCTestCase {\n    func testRejectsOldEdition() {\n        XCTAssertThrowsError(try EditionResolver(edition: 0))\n    }\n    func testRejectsNewEdition() {\n        XCTAssertThrowsError(try EditionResolver(edition: 99))\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Receipt.swift", "public struct Receipt {\n    public let total: Int\n    public init(total: Int) { self.total = total }\n}"),
            ExampleFile("Sources/Feature/Checkout.swift", "public enum Checkout {}\nextension Checkout {\n    public final class Receipt {\n        public init(total: Int) {}\n    }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ReceiptTests.swift",
                "final class ReceiptTests: XCTestCase {\n    func test_total() {\n        XCTAssertNotNil(Checkout.Receipt(total: 1))\n    }\n    func test_zero() {\n        XCTAssertNotNil(Checkout.Receipt(total: 0))\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Uploader.swift", "public final class Uploader: NSObject, URLSessionDelegate {\n    let session: URLSession\n    public init(session: URLSession) { self.session = session }\n}"),
            ExampleFile(
                "Tests/FeatureTests/UploadingTests.swift",
                "final class UploadingTests: XCTestCase {\n    func test_uploads() { let uploader = Uploader(session: .shared); uploader.upload() }\n    func test_retries() { let uploader = Uploader(session: .shared); uploader.retry() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/MotionProxy.swift", "public final class MotionProxy: NSObject {\n    private let managerClass: AnyClass?\n    public init(managerClass: AnyClass?) { self.managerClass = managerClass }\n}"),
            ExampleFile(
                "Tests/FeatureTests/MotionAccessTests.swift",
                "final class MotionAccessTests: XCTestCase {\n    func test_missingClass() { XCTAssertNil(MotionProxy(managerClass: nil).status) }\n    func test_status() { XCTAssertNotNil(MotionProxy(managerClass: NSObject.self).status) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/UI/Badge.swift", "public struct BadgeView: View {\n    public var body: some View { Text(\"1\") }\n}"),
            ExampleFile(
                "Tests/UITests/BadgeSnapshotTests.swift",
                "final class BadgeSnapshotTests: XCTestCase {\n    func test_light() {\n        let view = BadgeView()\n        let hosting = NSHostingView(rootView: view)\n        assertSnapshot(of: hosting)\n    }\n    func test_lightAgain() {\n        let view = BadgeView()\n        let hosting = NSHostingView(rootView: view)\n        assertSnapshot(of: hosting)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Loader.swift", "public final class FeedLoader { public init() {} }\npublic final class Tracker { public init() {} }"),
            ExampleFile(
                "Tests/FeatureTests/LoadFeedUseCaseTests.swift",
                "final class LoadFeedUseCaseTests: XCTestCase {\n    func test_load() {\n        let sut = FeedLoader()\n        track(sut)\n        sut.load()\n    }\n    func test_loadAgain() {\n        let sut = FeedLoader()\n        track(sut)\n        sut.load()\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/FeedLoader.swift", "public final class FeedLoader { public init() {} }"),
            ExampleFile("Tests/FeatureTests/LoadUseCaseTests.swift", "final class LoadUseCaseTests: XCTestCase {\n    func test_load() { _ = FeedLoader() }\n    func test_reload() { _ = FeedLoader() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/CacheService.swift", "public struct CacheService { public init() {} }"),
            ExampleFile("Tests/FeatureTests/CacheUseCaseTests.swift", "@Suite struct CacheUseCaseTests {\n    @Test func saves() { let sut = Feature.CacheService() }\n    @Test func deletes() { let sut = CacheService() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/UI/SettingsView.swift", "public struct SettingsView: View {\n    public var body: some View { Text(\"\") }\n}"),
            ExampleFile("Tests/UITests/SettingsViewTests.swift", "final class SettingsViewTests: XCTestCase {\n    func test_showsTitle() { let sut = SettingsView() }\n    func test_showsTitleAgain() { let sut = SettingsView() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Validator.swift", "public actor Validator {}"),
            ExampleFile("Tests/FeatureTests/ValidateUseCaseTests.swift", "struct ValidateUseCaseTests {\n    @Test(\"deletes\") func deletes() { _ = Validator() }\n    @Test func keeps() { _ = Validator() }\n    func makeValidator() -> Validator { Validator() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Printer.swift", "public final class Printer {}"),
            ExampleFile("Tests/FeatureTests/PrintTestCase.swift", "class PrintTestCase: XCTestCase {\n    func makeSUT() -> Printer { Printer() }\n}"),
            ExampleFile("Tests/FeatureTests/WrappingTests.swift", "final class WrappingTests: PrintTestCase {\n    func test_wraps() { let printer = Printer() }\n    func test_indents() { let printer = Printer() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Jobs.swift", "public final class JobRunner {}"),
            ExampleFile(
                "Tests/FeatureTests/RunningJobsTests.swift",
                "final class RunningJobsTests: XCTestCase {\n    var runner: JobRunner!\n    override func setUp() { runner = JobRunner() }\n    func test_runs() { let runner = JobRunner() }\n    func test_cancels() { let runner = JobRunner() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Loader.swift", "public final class LocalLoader { public init(limit: Int = 1) {} }"),
            ExampleFile("Tests/FeatureTests/LoadingTests.swift", "@Suite struct LoadingTests {\n    @Test func loads() {\n        LocalLoader().load()\n    }\n    @Test func loadsTwice() {\n        try LocalLoader(limit: 2).load(times: 2)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/SpecReader.swift", "public final class SpecReader { public init(version: String) {} }"),
            ExampleFile(
                "Tests/FeatureTests/ReadingSpecsTests.swift",
                "final class ReadingSpecsTests: XCTestCase {\n    func testReading() {\n        describe(\"reading\") {\n            $0.it(\"loads\") { try SpecReader(version: \"1\").load() }\n            $0.it(\"validates\") { try SpecReader(version: \"1\").validate() }\n            $0.it(\"has a default\") { try expect(defaultVersion) == \"1\" }\n        }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RecordCache.swift", "public final class RecordCache<Record> { public init(limit: Int) {} }"),
            ExampleFile(
                "Tests/FeatureTests/EvictionTests.swift",
                "@Suite struct EvictionTests {\n    @Test func evictsOldest() { let cache = RecordCache<Int>(limit: 1) }\n    @Test func keepsNewest() { let cache = RecordCache<Int>(limit: 2) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Download.swift", "public final class Download { public init(url: URL) {} }"),
            ExampleFile(
                "Tests/FeatureTests/DownloadQueueTests.swift",
                "final class DownloadQueueTests: XCTestCase {\n    func test_starts() throws {\n        let download = Download(url: url)\n        download.prioritize()\n        queue.add(download)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/AppDependencyContainer.swift", "final class AppDependencyContainer {\n    var store: SettingsStore!\n    var deviceInfo: DeviceInfo!\n    init() {}\n    func makeCheckout() -> Checkout { Checkout(store: store) }\n}\nfinal class SettingsStore {}\nfinal class DeviceInfo {}\nfinal class Checkout { init(store: SettingsStore) {} }\nfinal class ConfigLoader { init(store: SettingsStore, info: DeviceInfo) {} }"),
            ExampleFile(
                "Tests/FeatureTests/ConfigLoadingTests.swift",
                "struct ConfigLoadingTests {\n    @Test func loads() {\n        let container = AppDependencyContainer()\n        let loader = ConfigLoader(store: container.store, info: container.deviceInfo)\n        loader.load()\n    }\n    @Test func reloads() {\n        let container = AppDependencyContainer()\n        let loader = ConfigLoader(store: container.store, info: container.deviceInfo)\n        loader.reload()\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/AppDependencyContainer.swift", "final class AppDependencyContainer {\n    var store: SettingsStore!\n    var deviceInfo: DeviceInfo!\n    init() {}\n    func makeCheckout() -> Checkout { Checkout(store: store) }\n}\nfinal class SettingsStore {}\nfinal class DeviceInfo {}\nfinal class Checkout { init(store: SettingsStore) {} }\nfinal class ConfigLoader { init(store: SettingsStore, info: DeviceInfo) {} }"),
            ExampleFile(
                "Tests/FeatureTests/AppDependencyContainerTests.swift",
                "final class AppDependencyContainerTests: XCTestCase {\n    func test_makesCheckout() { XCTAssertNotNil(AppDependencyContainer().makeCheckout()) }\n    func test_holdsStore() { XCTAssertNotNil(AppDependencyContainer().store) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Pricing.swift", "public final class PricingOptions {\n    public var discount = 0\n    public init() {}\n}\npublic final class PriceCalculator {\n    public var rate = 1\n    public init() {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/PriceRateTests.swift",
                "final class PriceRateTests: XCTestCase {\n    func test_doubles() {\n        let calculator = PriceCalculator()\n        calculator.rate = 2\n        XCTAssertEqual(calculator.price(100), 200)\n    }\n    func test_keeps() {\n        let calculator = PriceCalculator()\n        calculator.rate = 1\n        XCTAssertEqual(calculator.price(100), 100)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Ticket.swift",
                "public protocol TicketObserver: AnyObject { func ticketDidChange() }\npublic final class Ticket: NSObject, Codable, TicketObserver {\n    public private(set) var seat: String\n    public init(seat: String) { self.seat = seat }\n    public func ticketDidChange() {}\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/TicketSeatingTests.swift",
                "final class TicketSeatingTests: XCTestCase {\n    func test_moves() { let ticket = Ticket(seat: \"a\"); ticket.move(to: \"b\") }\n    func test_keeps() { let ticket = Ticket(seat: \"a\"); ticket.move(to: \"a\") }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Offer.swift",
                "protocol OfferSource: Sendable { var price: Int { get } }\npublic enum Catalog {\n    public enum OfferSource: Codable { case store, web }\n}\npublic final class Offer: NSObject, OfferSource {\n    let source: OfferSource\n    public var token: String?\n    init(source: OfferSource) { self.source = source }\n    var price: Int { source.price }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/OfferPricingTests.swift",
                "struct OfferPricingTests {\n    @Test func readsPrice() { #expect(Offer(source: FixedSource(price: 1)).price == 1) }\n    @Test func readsZero() { #expect(Offer(source: FixedSource(price: 0)).price == 0) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/SessionManager.swift", "public final class SessionManager: NSObject, Codable {\n    public var token = \"\"\n    public override init() {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/SessionRenewalTests.swift",
                "final class SessionRenewalTests: XCTestCase {\n    func test_renews() { let manager = SessionManager(); manager.renew() }\n    func test_expires() { let manager = SessionManager(); manager.expire() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Show.swift", "public class Show: NSObject {\n    public var id = \"\"\n    public func setSortOrder(order: Int) {}\n    public func sortedTitles() -> [String] { [] }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ShowSortingTests.swift",
                "final class ShowSortingTests: XCTestCase {\n    func test_byDate() {\n        let show = Show()\n        show.setSortOrder(order: 1)\n        XCTAssertEqual(show.sortedTitles(), [])\n    }\n    func test_byTitle() {\n        let show = Show()\n        show.setSortOrder(order: 2)\n        XCTAssertEqual(show.sortedTitles(), [])\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Store/StoredRecord.swift", "import Foundation\n\nclass StoredRecord: Object {\n    @objc dynamic var key = \"\"\n}"),
            ExampleFile("Sources/Store/Channel.swift", "final class Channel: StoredRecord {\n    @objc dynamic var name = \"\"\n    func markRead() { name = \"\" }\n}"),
            ExampleFile(
                "Tests/StoreTests/ChannelTests.swift",
                "final class ChannelTests: XCTestCase {\n    func test_name() { let channel = Channel(); channel.markRead() }\n    func test_key() { let channel = Channel(); XCTAssertEqual(channel.key, \"\") }\n}"
            )
        ),
        // The object built before `measure {}` is named inside it: its work is what is timed.
        RuleExample(
            ExampleFile("Sources/Site/PageRenderer.swift", "public final class PageRenderer {\n    public init(site: Site) {}\n}"),
            ExampleFile(
                "Tests/SiteTests/RenderingPerformanceTests.swift",
                "final class RenderingPerformanceTests: XCTestCase {\n    func testRendering() {\n        let renderer = PageRenderer(site: site)\n        measure {\n            _ = renderer.render()\n        }\n    }\n}"
            )
        ),
        // Beside another test building the same object, a leak test can take it from the factory they would share.
        RuleExample(
            ExampleFile("Sources/Input/PortTap.swift", "public final class PortTap {\n    public init(port: Int) throws {}\n    public func read() -> Int { 0 }\n    deinit {}\n}"),
            ExampleFile(
                "Tests/InputTests/PortTapTests.swift",
                "final class PortTapTests: XCTestCase {\n    func testReadsNothingAtFirst() throws {\n        XCTAssertEqual(try PortTap(port: 7).read(), 0)\n    }\n    func testDeinitClosesPort() throws {\n        var tap: PortTap? = try PortTap(port: 7)\n        XCTAssertNotNil(tap)\n        tap = nil\n    }\n}"
            )
        ),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // Each test expects the initializer to throw and reads the error: the initializer's validation is under test.
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "public final class Ledger {\n    public init(name: String) throws {}\n    public func add(_ amount: Int) {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/LedgerValidationTests.swift",
                "import Testing\n\nstruct LedgerValidationTests {\n    @Test func rejectsEmptyName() throws {\n        let error = try #require(#expect(throws: LedgerError.self) { try Ledger(name: \"\") })\n        #expect(error == .emptyName)\n    }\n    @Test func rejectsLongName() async throws {\n        let error = try #require(\n            await #expect(throws: LedgerError.self) {\n                let name = String(repeating: \"a\", count: 300)\n                _ = try await Ledger(name: name)\n            }\n        )\n        #expect(error == .tooLong)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Ledger.swift", "public final class Ledger {\n    public init(name: String) throws {}\n    public func add(_ amount: Int) {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/LedgerTests.swift",
                "final class LedgerTests: XCTestCase {\n    func testRejectsEmptyName() {\n        XCTAssertThrowsError(try Ledger(name: \"\")) { error in XCTAssertEqual(error as? LedgerError, .emptyName) }\n    }\n    func testRejectsBlankName() {\n        XCTAssertThrowsError(try Ledger(name: \" \")) { error in XCTAssertEqual(error as? LedgerError, .blankName) }\n    }\n}"
            )
        ),
        // The registry is filled through its collection, then handed to the static lookup under test.
        RuleExample(
            ExampleFile("Sources/Feature/Registry.swift", "public final class Registry {\n    public var venues: Set<Venue> = []\n    public init() {}\n}\npublic struct Venue: Hashable {\n    public let host: String\n    public static func match(in registry: Registry, host: String) -> Venue? { nil }\n}"),
            ExampleFile(
                "Tests/FeatureTests/VenueMatchTests.swift",
                "struct VenueMatchTests {\n    @Test func matchesHost() {\n        let registry = Registry()\n        registry.venues.removeAll()\n        registry.venues.insert(Venue(host: \"a.example\"))\n        #expect(Venue.match(in: registry, host: \"a.example\") != nil)\n    }\n    @Test func missesHost() {\n        let registry = Registry()\n        registry.venues.removeAll()\n        #expect(Venue.match(in: registry, host: \"b.example\") == nil)\n    }\n}"
            )
        ),
        // The suite keeps its subject, a value named for it, in a stored property: the actor its tests build signs the fixtures.
        RuleExample(
            ExampleFile("Sources/Tickets/TicketChecker.swift", "public struct TicketChecker {\n    public init(issuers: [String]) {}\n    public func check(_ ticket: String) throws -> Bool { !ticket.isEmpty }\n}"),
            ExampleFile("Sources/Tickets/SigningKeys.swift", "public actor SigningKeys {\n    public init() {}\n    public func sign(_ claims: String) -> String { claims }\n}"),
            ExampleFile(
                "Tests/TicketsTests/TicketTests.swift",
                "import Testing\nimport Tickets\n\nstruct TicketTests {\n    let checker = TicketChecker(issuers: [\"root\"])\n\n    @Test func acceptsSignedTicket() async throws {\n        let keys = SigningKeys()\n        let ticket = await keys.sign(\"a\")\n        #expect(try checker.check(ticket))\n    }\n\n    @Test func acceptsOtherClaims() async throws {\n        let keys = SigningKeys()\n        let ticket = await keys.sign(\"b\")\n        #expect(try checker.check(ticket))\n    }\n}"
            )
        ),
        // The suite's one test is named for the initializer in its middle (`…Initializer_…`): what it sets is what it checks.
        RuleExample(
            ExampleFile("Sources/Catalog/ShelfRowModel.swift", "public final class ShelfRowModel {\n    public let title: String\n    private let onTap: () -> Void\n    public init(title: String, onTap: @escaping () -> Void) { self.title = title; self.onTap = onTap }\n    public func tap() { onTap() }\n}"),
            ExampleFile(
                "Tests/CatalogTests/ShelfRowModelTests.swift",
                "import Testing\n\nstruct ShelfRowModelTests {\n    @Test\n    func rowInitializer_setsTitleAndAction() {\n        var tapped = false\n        let sut = ShelfRowModel(title: \"Maps\", onTap: { tapped = true })\n        sut.tap()\n        #expect(sut.title == \"Maps\")\n        #expect(tapped)\n    }\n}"
            )
        ),
        // The suite's only test is named for which initializer it checks (`testConvenienceInit`): building is what it checks.
        RuleExample(
            ExampleFile("Sources/Feature/ParcelArchive.swift", "public final class ParcelArchive {\n    let vault: ParcelVault\n    public init(vault: ParcelVault) { self.vault = vault }\n}\nextension ParcelArchive {\n    public convenience init() { self.init(vault: ParcelVault()) }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ParcelArchiveFactoryTests.swift",
                "final class ParcelArchiveFactoryTests: XCTestCase {\n    func testConvenienceInit() {\n        let archive = ParcelArchive()\n        XCTAssertNotNil(archive.vault)\n    }\n}"
            )
        ),
        // A test named for the built type's initializer (`testLevelMeterInit`) checks its defaults; one other test builds it.
        RuleExample(
            ExampleFile("Sources/Feature/LevelMeter.swift", "public final class LevelMeter {\n    public var level: Int\n    public init(level: Int = 0) { self.level = level }\n    public func raise() { level += 1 }\n}"),
            ExampleFile(
                "Tests/FeatureTests/LevelMeterTests.swift",
                "final class LevelMeterTests: XCTestCase {\n    func testLevelMeterInit() {\n        let meter = LevelMeter()\n        XCTAssertEqual(meter.level, 0)\n    }\n    func testRaise() {\n        let meter = LevelMeter(level: 2)\n        meter.raise()\n        XCTAssertEqual(meter.level, 3)\n    }\n}"
            )
        ),
        // Tests named for the converting initializer (`ticketFromRecord`), each handing it another record: the conversion is under test.
        RuleExample(
            ExampleFile("Sources/Boarding/Ticket.swift", "public struct TicketRecord {\n    public let code: String\n    public let seat: String?\n}\npublic final class Ticket {\n    public let code: String\n    public let seat: String?\n    public init(record: TicketRecord) {\n        code = record.code\n        seat = record.seat\n    }\n    public func isSeated() -> Bool { seat != nil }\n}"),
            ExampleFile(
                "Tests/BoardingTests/ConvertRecordTests.swift",
                "import Testing\nimport Boarding\n\nstruct ConvertRecordTests {\n    @Test func ticketFromRecord() {\n        let ticket = Ticket(record: TicketRecord(code: \"A1\", seat: \"12C\"))\n        #expect(ticket.isSeated())\n    }\n    @Test func ticketFromRecordWithoutSeat() {\n        let ticket = Ticket(record: TicketRecord(code: \"A2\", seat: nil))\n        #expect(!ticket.isSeated())\n    }\n}"
            )
        ),
        // The same conversion named by the type's last word (`passConvertSeated` building a `BoardingPass`).
        RuleExample(
            ExampleFile("Sources/Boarding/BoardingPass.swift", "public struct PassRecord {\n    public let code: String\n    public let seat: String?\n}\npublic final class BoardingPass {\n    public let code: String\n    public let seat: String?\n    public init(record: PassRecord) {\n        code = record.code\n        seat = record.seat\n    }\n    public func isSeated() -> Bool { seat != nil }\n}"),
            ExampleFile(
                "Tests/BoardingTests/ConvertPassTests.swift",
                "import Testing\nimport Boarding\n\nstruct ConvertPassTests {\n    @Test func passConvertSeated() {\n        let pass = BoardingPass(record: PassRecord(code: \"A1\", seat: \"12C\"))\n        #expect(pass.isSeated())\n    }\n    @Test func passFromRecordWithoutSeat() {\n        let pass = BoardingPass(record: PassRecord(code: \"A2\", seat: nil))\n        #expect(!pass.isSeated())\n    }\n}"
            )
        ),
        // Tests of the throwing initializer itself: building is what they check; the other tests use the suite's helper.
        RuleExample(
            ExampleFile("Sources/Feature/EditionResolver.swift", "public final class EditionResolver {\n    public init(edition: Int) throws {}\n    public func resolve(_ name: String) -> Int { 0 }\n}"),
            ExampleFile(
                "Tests/FeatureTests/EditionResolverTests.swift",
                "final class EditionResolverTests: XCTestCase {\n    private func resolver() -> EditionResolver { try! EditionResolver(edition: 1) }\n    func testInit_EditionTooOld() {\n        XCTAssertThrowsError(try EditionResolver(edition: 0))\n    }\n    func testInit_EditionTooNew() {\n        XCTAssertThrowsError(try EditionResolver(edition: 99))\n    }\n    func testResolve_Basics() {\n        XCTAssertEqual(resolver().resolve(\"a\"), 0)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Pricing.swift", "public final class PricingOptions {\n    public var discount = 0\n    public init() {}\n}\npublic final class PriceCalculator {\n    public var rate = 1\n    public init() {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/DiscountTests.swift",
                "final class DiscountTests: XCTestCase {\n    func test_appliesDiscount() {\n        let options = PricingOptions()\n        options.discount = 10\n        XCTAssertEqual(makeCalculator().price(100, options: options), 90)\n    }\n    func test_withoutDiscount() {\n        let options = PricingOptions()\n        options.discount = 0\n        XCTAssertEqual(makeCalculator().price(100, options: options), 100)\n    }\n    private func makeCalculator() -> PriceCalculator { PriceCalculator() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/AppDependencyContainer.swift", "final class AppDependencyContainer {\n    var store: SettingsStore!\n    var deviceInfo: DeviceInfo!\n    init() {}\n    func makeCheckout() -> Checkout { Checkout(store: store) }\n}\nfinal class SettingsStore {}\nfinal class DeviceInfo {}\nfinal class Checkout { init(store: SettingsStore) {} }\nfinal class ConfigLoader { init(store: SettingsStore, info: DeviceInfo) {} }"),
            ExampleFile(
                "Tests/FeatureTests/CheckoutFlowTests.swift",
                "struct CheckoutFlowTests {\n    @Test func startsEmpty() {\n        let container = AppDependencyContainer()\n        let sut = container.makeCheckout()\n        #expect(sut.items.isEmpty)\n    }\n    @Test func readsDeviceLocale() {\n        let container = AppDependencyContainer()\n        let info = container.deviceInfo\n        #expect(info.locale == \"en\")\n    }\n    @Test func addsItem() {\n        let container = AppDependencyContainer()\n        let spy = StoreSpy(factory: container)\n        container.store = spy\n        container.makeCheckout().add(1)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Receipt.swift", "public struct Receipt {\n    public let total: Int\n    public init(total: Int) { self.total = total }\n}"),
            ExampleFile("Sources/Feature/Checkout.swift", "public enum Checkout {}\nextension Checkout {\n    public final class Receipt {\n        public init(total: Int) {}\n    }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ReceiptTests.swift",
                "final class ReceiptTests: XCTestCase {\n    func test_total() {\n        XCTAssertEqual(Receipt(total: 1).total, 1)\n    }\n    func test_zero() {\n        XCTAssertEqual(Receipt(total: 0).total, 0)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Badge.swift",
                "public final class Badge: NSObject, Codable {\n    public let code: String\n    public init(code: String) { self.code = code }\n    public override func isEqual(_ object: Any?) -> Bool { (object as? Badge)?.code == code }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/BadgeEqualityTests.swift",
                "final class BadgeEqualityTests: XCTestCase {\n    func test_keepsCode() {\n        let badge = Badge(code: \"a\")\n        XCTAssertEqual(badge.code, \"a\")\n    }\n    func test_equalByCode() {\n        let badge = Badge(code: \"a\")\n        XCTAssertEqual(badge, Badge(code: \"a\"))\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/ImageCacheKey.swift",
                "final class ImageCacheKey: Hashable {\n    let url: String\n    init(url: String) { self.url = url }\n    func hash(into hasher: inout Hasher) { hasher.combine(url) }\n    static func == (lhs: ImageCacheKey, rhs: ImageCacheKey) -> Bool { lhs.url == rhs.url }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ImageCacheKeyEqualityTests.swift",
                "@Suite struct ImageCacheKeyEqualityTests {\n    @Test func sameURL() { #expect(ImageCacheKey(url: \"a\") == ImageCacheKey(url: \"a\")) }\n    @Test func otherURL() { #expect(ImageCacheKey(url: \"a\") != ImageCacheKey(url: \"b\")) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Graph/Passes.swift",
                "public final class Settings { public init() {} }\npublic final class UnusedPass {\n    public init(settings: Settings) {}\n    public func run() {}\n}\npublic final class RetainPass {\n    public init(settings: Settings) {}\n    public func run() {}\n}"
            ),
            ExampleFile(
                "Tests/GraphTests/GraphPassesTests.swift",
                "final class GraphPassesTests: XCTestCase {\n    func test_unused() {\n        let settings = Settings()\n        UnusedPass(settings: settings).run()\n    }\n    func test_retained() {\n        let settings = Settings()\n        RetainPass(settings: settings).run()\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/PageRenderer.swift", "public final class PageRenderer { public init(width: Int = 80) {} }"),
            ExampleFile(
                "Tests/FeatureTests/RenderingPagesTests.swift",
                "final class RenderingPagesTests: XCTestCase {\n    func testRendering() {\n        describe(\"rendering\") {\n            $0.it(\"renders a title\") { try expect(render(title: \"a\")) == \"a\" }\n            $0.it(\"wraps at a custom width\") {\n                let renderer = PageRenderer(width: 3)\n                try expect(renderer.render(\"abcd\")) == \"abc\\nd\"\n            }\n            $0.it(\"renders nothing\") { try expect(render(title: \"\")) == \"\" }\n        }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Web/Reply.swift", "public final class Reply { public init(status: Int) {} }"),
            ExampleFile(
                "Tests/WebTests/UnauthorizedAccessTests.swift",
                "@Suite struct UnauthorizedAccessTests {\n    @Test func rejects() async throws {\n        try await withServer { server in\n            server.get(\"a\") { _ in Reply(status: 401) }\n            #expect(try await server.status(of: \"a\") == 401)\n        }\n    }\n    @Test func challenges() async throws {\n        try await withServer { server in\n            server.get(\"b\") { request -> Reply in\n                let reply = Reply(status: 401)\n                return reply\n            }\n            #expect(try await server.status(of: \"b\") == 401)\n        }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Kiosk/SettingsTable.swift", "public final class SettingsTable { public init() {} }\npublic enum KioskMode { public static func isOn(in database: Database) -> Bool { false } }"),
            ExampleFile(
                "Tests/KioskTests/KioskModeTests.swift",
                "@Suite struct KioskModeTests {\n    @Test func offByDefault() throws {\n        try SettingsTable().create(in: database)\n        #expect(!KioskMode.isOn(in: database))\n    }\n    @Test func offWhenEmpty() throws {\n        try SettingsTable().create(in: database)\n        #expect(!KioskMode.isOn(in: database))\n    }\n}"
            )
        ),
        RuleExample("Tests/FeatureTests/CacheUseCaseTests.swift", "@Suite struct CacheUseCaseTests {\n    @Test func saves() { _ = makeSUT() }\n    private func makeSUT() -> Int { 1 }\n}"),
        RuleExample(
            ExampleFile("Sources/Feature/FeedLoader.swift", "public final class FeedLoader {}"),
            ExampleFile("Tests/FeatureTests/LoadUseCaseTests.swift", "final class LoadUseCaseTests: XCTestCase {\n    func test_load() { _ = FeedLoader() }\n}"),
            ExampleFile("Tests/FeatureTests/LoadUseCaseTests+Helpers.swift", "extension LoadUseCaseTests {\n    func makeSUT() {}\n}")
        ),
        RuleExample("Tests/FeatureTests/Helpers.swift", "struct AnyURL { func make() {} }"),
        RuleExample("Tests/FeatureTests/Notes.swift", "let note = \"class X: XCTestCase {}\""),
        RuleExample(
            ExampleFile("Sources/Feature/Printer.swift", "public final class Printer {}"),
            ExampleFile("Tests/FeatureTests/PrintTestCase.swift", "class PrintTestCase: XCTestCase {\n    func assertPrints(_ text: String) { _ = Printer() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "public final class AppRoot {}"),
            ExampleFile(
                "Tests/AppTests/LaunchAcceptanceTests.swift",
                "final class LaunchAcceptanceTests: XCTestCase {\n    func test_launch_showsFeed() { XCTAssertNotNil(launch()) }\n    private func launch() -> AppRoot { AppRoot() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Titles.swift", "public enum FeedTitles { public static let main = \"Feed\" }\npublic struct FeedImage { public let url: URL }"),
            ExampleFile(
                "Tests/FeatureTests/TitleLocalizationTests.swift",
                "final class TitleLocalizationTests: XCTestCase {\n    func test_title() { XCTAssertEqual(FeedTitles.main, \"Feed\") }\n    func test_image() { _ = FeedImage(url: URL(string: \"a\")!) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Collector.swift", "public final class Collector {}"),
            ExampleFile(
                "Tests/FeatureTests/CollectingTests.swift",
                "final class CollectingTests: XCTestCase {\n    var collector: Collector!\n    override func setUp() { collector = Collector() }\n    func test_collects() { XCTAssertNotNil(collector) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Tool/Generators.swift", "public final class PipelineGenerator {}\npublic final class RegistryGenerator {}"),
            ExampleFile(
                "Tests/ToolTests/GeneratedFilesTests.swift",
                "final class GeneratedFilesTests: XCTestCase {\n    func test_pipeline() { _ = PipelineGenerator() }\n    func test_registry() { _ = RegistryGenerator() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Presentation/Presenter.swift", "public enum CommentsPresenter {}\npublic struct CommentViewModel {}"),
            ExampleFile(
                "Tests/PresentationTests/CommentsPresenterTests.swift",
                "final class CommentsPresenterTests: XCTestCase {\n    func test_map() { XCTAssertEqual(CommentsPresenter.map([]), [CommentViewModel()]) }\n    func test_title() { _ = CommentViewModel() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/UI/Details.swift", "enum Database {}\nextension Database {\n    @Model final class Details {}\n}\nstruct Details: View {\n    var body: some View { Text(\"\") }\n}"),
            ExampleFile(
                "Tests/UITests/LoadDetailsTests.swift",
                "final class LoadDetailsTests: XCTestCase {\n    func test_cached() { let stored = Database.Details() }\n    func test_reload() { let stored = Database.Details() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Describer.swift", "public final class Describer {\n    public struct PendingStore { public init() {} }\n    public init() {}\n}"),
            ExampleFile(
                "Tests/FeatureTests/DescribingTests.swift",
                "final class DescribingTests: XCTestCase {\n    let sut = Describer()\n    func test_a() { let pending = Describer.PendingStore() }\n    func test_b() { let pending = Describer.PendingStore() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Jobs.swift", "public final class JobRunner {}\npublic final class Job {}"),
            ExampleFile(
                "Tests/FeatureTests/RunningJobsTests.swift",
                "@Suite final class RunningJobsTests {\n    var runner: JobRunner\n    init() { runner = JobRunner() }\n    @Test func runs() { let job = Job(); runner.run(job) }\n    @Test func cancels() { let job = Job(); runner.cancel(job) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Library/Shelf.swift", "public final class ShelfItem {}\npublic enum ShelfSorter { public static func sorted(_ items: [ShelfItem]) -> [ShelfItem] { items } }"),
            ExampleFile(
                "Tests/LibraryTests/SortingShelfTests.swift",
                "final class SortingShelfTests: XCTestCase {\n    func test_byTitle() { let items = [ShelfItem(), ShelfItem()]; _ = ShelfSorter.sorted(items) }\n    func test_empty() { var items: [ShelfItem] = [\n        ShelfItem()\n    ]; items = ShelfSorter.sorted(items) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Loadable.swift", "public enum Loadable { case loading(CancelBag) }\npublic final class CancelBag {}"),
            ExampleFile(
                "Tests/FeatureTests/LoadableTests.swift",
                "struct LoadableTests {\n    @Test func equality() { #expect(Loadable.loading(CancelBag()) != nil) }\n    @Test func cancels() { check(.loading(CancelBag())) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Timeline.swift",
                "public final class EntryProxy { public init(id: Int) {} }\npublic struct EntryFactory { public func row(for entry: EntryProxy) -> String { \"\" } }"
            ),
            ExampleFile(
                "Tests/FeatureTests/TimelineRowsTests.swift",
                "struct TimelineRowsTests {\n    @Test func rowForEntry() {\n        let factory = EntryFactory()\n        let entry = EntryProxy(id: 1)\n        #expect(factory.row(for: entry).isEmpty)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Agent.swift", "public enum HeaderBuilder {\n    public static func makeHeader(version: String) -> String { \"App/\\(version)\" }\n}"),
            ExampleFile(
                "Tests/FeatureTests/AgentHeaderFormatTests.swift",
                "final class AgentHeaderFormatTests: XCTestCase {\n    func test_version() { XCTAssertTrue(HeaderBuilder.makeHeader(version: \"1\").hasSuffix(\"1\")) }\n    func test_prefix() { XCTAssertTrue(HeaderBuilder.makeHeader(version: \"1\").hasPrefix(\"App\")) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/UITests/LaunchChannel.swift", "enum LaunchChannel {\n    final class Listener { init(port: Int) {} }\n}"),
            ExampleFile(
                "Tests/AppUITests/ComposerUITests.swift",
                "final class ComposerUITests: XCTestCase {\n    func test_sends() { let listener = LaunchChannel.Listener(port: 1) }\n    func test_drafts() { let listener = LaunchChannel.Listener(port: 1) }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Previews.swift", "public final class MockFeedStore {}\npublic struct ApiClient { public var load: () -> Data }"),
            ExampleFile(
                "Tests/FeatureTests/RefreshTests.swift",
                "final class RefreshTests: XCTestCase {\n    func test_refresh() { _ = makeSubject(store: MockFeedStore(), api: ApiClient(load: { Data() })) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Client/RequestBag.swift",
                "public final class RequestBag { public init(request: Request, delegate: ResponseCollector? = nil) throws {} }\npublic final class ResponseCollector { public init() {} }"
            ),
            ExampleFile(
                "Tests/ClientTests/ConnectionHandlerTests.swift",
                "final class ConnectionHandlerTests: XCTestCase {\n    func test_streamsBody() throws {\n        let channel = try makeConnectedChannel()\n        var maybeBag: RequestBag?\n        XCTAssertNoThrow(maybeBag = try RequestBag(request: request))\n        guard let bag = maybeBag else { return XCTFail(\"no bag\") }\n        channel.connection.execute(bag)\n        XCTAssertEqual(try bag.task.result.wait().status, .ok)\n    }\n    func test_cancels() throws {\n        let channel = try makeConnectedChannel()\n        let collector = ResponseCollector()\n        var bag: RequestBag?\n        XCTAssertNoThrow(bag = try RequestBag(request: request, delegate: collector))\n        channel.connection.execute(bag!)\n        channel.close()\n        XCTAssertTrue(collector.parts.isEmpty)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Coupon.swift",
                "protocol Sampleable { static func sample() -> Self }\npublic final class Coupon: NSObject, Codable {\n    public let code: String\n    public private(set) var isRedeemed: Bool\n    init(code: String, isRedeemed: Bool) { self.code = code; self.isRedeemed = isRedeemed }\n    func markRedeemed() { isRedeemed = true }\n}\nextension Coupon: Sampleable {\n    static func sample() -> Coupon { Coupon(code: \"a\", isRedeemed: false) }\n}\nextension Set where Element == Coupon {\n    func redeemed() -> Set<Coupon> { filter(\\.isRedeemed) }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/CouponSetTests.swift",
                "struct CouponSetTests {\n    @Test func keepsRedeemed() {\n        let coupon = Coupon(code: \"a\", isRedeemed: true)\n        #expect(Set([coupon]).redeemed().count == 1)\n    }\n    @Test func dropsOpen() {\n        let coupon = Coupon(code: \"b\", isRedeemed: false)\n        #expect(Set([coupon]).redeemed().isEmpty)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Library.swift",
                "public class Show: NSObject {\n    public var id = \"\"\n    public func setSortOrder(order: Int) {}\n}\npublic class Season: NSObject {\n    public var showID = \"\"\n}\npublic final class Library {\n    public init(path: String) {}\n    public func save(show: Show) {}\n    public func save(season: Season) {}\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/LibrarySavingTests.swift",
                "final class LibrarySavingTests: XCTestCase {\n    private func openLibrary() -> Library { Library(path: \"/tmp/a\") }\n    func test_savesShowWithSeason() {\n        let library = openLibrary()\n        let show = Show()\n        show.id = \"1\"\n        show.setSortOrder(order: 2)\n        let season = Season()\n        season.showID = show.id\n        library.save(show: show)\n        library.save(season: season)\n    }\n    func test_savesSortedShow() {\n        let library = openLibrary()\n        let show = Show()\n        show.setSortOrder(order: 1)\n        library.save(show: show)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Store/StoredRecord.swift", "import RealmSwift\n\nclass StoredRecord: Object {\n    @objc dynamic var key = \"\"\n}"),
            ExampleFile("Sources/Store/Channel.swift", "final class Channel: StoredRecord {\n    @objc dynamic var name = \"\"\n    func markRead() { name = \"\" }\n}"),
            ExampleFile(
                "Tests/StoreTests/ChannelTests.swift",
                "final class ChannelTests: XCTestCase {\n    func test_name() { let channel = Channel(); channel.markRead() }\n    func test_key() { let channel = Channel(); XCTAssertEqual(channel.key, \"\") }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Parser.swift", "public final class Parser {\n    public init() {}\n    public func parse(_ text: String) -> [String]? { text.isEmpty ? nil : [text] }\n}"),
            ExampleFile(
                "Tests/FeatureTests/ParserTests.swift",
                "import Feature\nimport XCTest\n\nfinal class ParserTests: XCTestCase {\n    func testParse(text: String) {\n        let parser = Parser()\n        XCTAssertNotNil(parser.parse(text))\n    }\n    func testWords() { testParse(text: \"a b\") }\n    func testEmpty() {\n        let parser = Parser()\n        XCTAssertNil(parser.parse(\"\"))\n    }\n}"
            )
        ),
        // The only test checks what the deinitializer releases: building and dropping the object is the behaviour under test.
        RuleExample(
            ExampleFile("Sources/Input/PortTap.swift", "public final class PortTap {\n    public init(port: Int) throws {}\n    deinit {}\n}"),
            ExampleFile(
                "Tests/InputTests/PortTapLeakTests.swift",
                "final class PortTapLeakTests: XCTestCase {\n    func testDeinitClosesPort() throws {\n        let before = openPorts()\n        var tap: PortTap? = try PortTap(port: 7)\n        XCTAssertNotNil(tap)\n        tap = nil\n        XCTAssertEqual(before, openPorts())\n    }\n    private func openPorts() -> Int { 0 }\n}"
            )
        ),
    ]
}
