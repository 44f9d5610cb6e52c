import GuardrailsCore

/// `SuiteNamedByBehaviorRule` examples about suites proving one low-level piece: a wire record's coding, a class wrapping a
/// framework's cache or hash function, a keychain adapter, a role played through a protocol named by a gerund.
extension SuiteNamedByBehaviorRule {
    static let componentTriggeringExamples: [RuleExample] = [
        // A suite subclassing the package's base test case that only holds helpers: no contract, named after its type.
        RuleExample(
            ExampleFile("Sources/Feature/TicketLink.swift", "public struct TicketLink {\n    public let url: String\n    public init(url: String) { self.url = url }\n}"),
            ExampleFile("Sources/FeatureTesting/LinkTestCase.swift", "import XCTest\n\nopen class LinkTestCase: XCTestCase {\n    public func makeURL() -> String { \"https://example.com\" }\n}"),
            ExampleFile("Tests/FeatureTests/TicketLinkTests.swift", "import Feature\nimport FeatureTesting\nimport XCTest\n\nfinal class TicketLinkTests: LinkTestCase {\n    func test_keepsURL() { XCTAssertEqual(TicketLink(url: makeURL()).url, makeURL()) }\n}")
        ),
        // The prefix form names the class as the suffix form does.
        RuleExample(
            ExampleFile("Sources/App/TideChartModel.swift", "final class TideChartModel {\n    var levels: [Int] = []\n    func add(_ level: Int) { levels.append(level) }\n}"),
            ExampleFile(
                "Tests/AppTests/TestTideChartModel.swift",
                "import XCTest\n\nfinal class TestTideChartModel: XCTestCase {\n    func test_adds() { let model = TideChartModel(); model.add(1); XCTAssertEqual(model.levels, [1]) }\n}"
            )
        ),
        // Every test decodes the record, but one then calls its method: the suite proves that logic too.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ReleaseNote.swift",
                "public struct ReleaseNote: Codable {\n    public let title: String\n    public let build: Int\n}\n\nextension ReleaseNote {\n    public func isNewer(than other: ReleaseNote) -> Bool { build > other.build }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ReleaseNoteTests.swift",
                "import Testing\nimport Feature\n\nstruct ReleaseNoteTests {\n    @Test func comparesBuilds() throws {\n        let note = try JSONDecoder().decode(ReleaseNote.self, from: Data(#\"{\"title\":\"Beta\",\"build\":7}\"#.utf8))\n        #expect(note.isNewer(than: ReleaseNote(title: \"Alpha\", build: 6)))\n    }\n}"
            )
        ),
        // A cache that also holds a collaborator of the package is logic using the cache.
        RuleExample(
            ExampleFile("Sources/Feature/PreviewLoading.swift", "protocol PreviewLoading {\n    func title(for url: URL) -> String\n}"),
            ExampleFile(
                "Sources/Feature/PreviewCache.swift",
                "final class PreviewCache {\n    private let storage = NSCache<NSURL, NSString>()\n    private let loader: PreviewLoading\n    init(loader: PreviewLoading) { self.loader = loader }\n    func title(for url: URL) -> String {\n        if let cached = storage.object(forKey: url as NSURL) { return cached as String }\n        return loader.title(for: url)\n    }\n}"
            ),
            previewCacheSuite(building: "PreviewCache(loader: loader)")
        ),
        // Named after the library it calls: a type of the app's own, not an adapter.
        RuleExample(
            ExampleFile("Sources/Feature/StackKitTrace.swift", "import StackKit\n\nstruct StackKitTrace {\n    let telemetry: Telemetry\n    func symbols() -> [String] { StackKit.capture().map(\\.symbol) }\n}"),
            stackKitTraceSuite
        ),
        // A view model reading the battery through `UIDevice` is a screen's state, whatever port it adopts.
        RuleExample(
            ExampleFile("Sources/Feature/BatteryReporting.swift", "protocol BatteryReporting {\n    var level: Float { get }\n}"),
            ExampleFile(
                "Sources/Feature/BatteryBadgeViewModel.swift",
                "import UIKit\nimport Combine\n\nfinal class BatteryBadgeViewModel: BatteryReporting, ObservableObject {\n    @Published private(set) var level: Float = 0\n    func refresh() { level = UIDevice.current.batteryLevel }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/BatteryBadgeViewModelTests.swift",
                "final class BatteryBadgeViewModelTests: XCTestCase {\n    func test_refresh_readsLevel() {\n        let model = BatteryBadgeViewModel()\n        model.refresh()\n        XCTAssertGreaterThanOrEqual(model.level, -1)\n    }\n}"
            )
        ),
        // A suite named after a gerund protocol that holds the concrete conformer proves that class.
        RuleExample(
            checkoutNavigating,
            ExampleFile(
                "Tests/FeatureTests/CheckoutNavigatingTests.swift",
                "final class CheckoutNavigatingTests: XCTestCase {\n    let router = CheckoutRouter()\n\n    func test_showReceipt() {\n        router.showReceipt()\n        XCTAssertTrue(router.shown)\n    }\n}"
            )
        ),
        // A remote API's client adopting a package protocol not named after it, and proven without a double: logic behind a role.
        RuleExample(
            ExampleFile("Sources/Feature/HarborReading.swift", "protocol HarborReading {\n    func tides(for harbor: String) async throws -> [String]\n}"),
            ExampleFile(
                "Sources/Feature/TideApi.swift",
                "final class TideApi: HarborReading {\n    func tides(for harbor: String) async throws -> [String] { [harbor] }\n    func validate(_ rows: [String]) -> [String] { rows.filter { !$0.isEmpty } }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/TideApiTests.swift",
                "import XCTest\n\nfinal class TideApiTests: XCTestCase {\n    func testValidateDropsBlankRows() { XCTAssertEqual(TideApi().validate([\"\", \"high\"]), [\"high\"]) }\n}"
            )
        ),
        // A class keeping a library's defaults store beside a collaborator of the package is logic keeping settings.
        RuleExample(
            ExampleFile("Sources/Domain/ReadingPreferences.swift", "public protocol ReadingPreferences {\n    func fontSize() -> Int\n}\npublic final class ReadingClock {}"),
            ExampleFile("Sources/Domain/ReadingKeys.swift", "import PrefsKit\n\nenum ReadingKeys {\n    static let font = \"font\"\n}"),
            ExampleFile(
                "Sources/Domain/PlistReadingPreferences.swift",
                "import PrefsKit\n\nfinal class PlistReadingPreferences: ReadingPreferences {\n    let store: ScopedUserDefaults\n    let clock: ReadingClock\n    init(store: ScopedUserDefaults, clock: ReadingClock) { self.store = store; self.clock = clock }\n    func fontSize() -> Int { store.integer(forKey: \"font\") }\n}"
            ),
            readingPreferencesSuite(building: "PlistReadingPreferences(store: ScopedUserDefaults(suite: \"t\"), clock: ReadingClock())")
        ),
    ]

    static let componentNonTriggeringExamples: [RuleExample] = [
        // A class under a `Networking` folder of an app of one module: that folder holds its adapters, as `Network` does.
        RuleExample(
            ExampleFile("Sources/Orchard/Networking/HarvestFeed.swift", "protocol Wire { func get(_ path: String) async throws -> Data }\n\nfinal class HarvestFeed {\n    private let wire: Wire\n    init(wire: Wire) { self.wire = wire }\n    func crates() async throws -> Data { try await wire.get(\"/crates\") }\n}"),
            ExampleFile("Tests/OrchardTests/HarvestFeedTests.swift", "final class HarvestFeedTests: XCTestCase {\n    func test_getsCrates() async throws { _ = try await HarvestFeed(wire: WireStub()).crates() }\n}")
        ),
        // A suite subclassing the package's test case whose own tests run against the item it makes: a contract suite.
        RuleExample(
            ExampleFile("Sources/Feature/TicketLink.swift", "public struct TicketLink {\n    public let url: String\n    public init(url: String) { self.url = url }\n}"),
            ExampleFile("Sources/FeatureTesting/LinkTestCase.swift", "import Feature\nimport XCTest\n\nopen class LinkTestCase: XCTestCase {\n    open func makeLink() -> TicketLink { TicketLink(url: \"https://example.com\") }\n    open func testKeepsURL() { XCTAssertFalse(makeLink().url.isEmpty) }\n}"),
            ExampleFile("Tests/FeatureTests/TicketLinkTests.swift", "import Feature\nimport FeatureTesting\nimport XCTest\n\nfinal class TicketLinkTests: LinkTestCase {\n    override func makeLink() -> TicketLink { TicketLink(url: \"https://tickets.example.com\") }\n    func test_isSecure() { XCTAssertTrue(makeLink().url.hasPrefix(\"https\")) }\n}")
        ),
        // swift-dependencies hands the struct its `URLSession` (`@Dependency(\.urlSession)`): the HTTP adapter, as if it named the session.
        RuleExample(
            ExampleFile(
                "Sources/App/LinkPreviewFetcher.swift",
                "import Dependencies\nimport Foundation\n\nprotocol LinkPreviewing { func title(of url: URL) async throws -> String? }\n\nstruct LinkPreviewFetcher: LinkPreviewing {\n    @Dependency(\\.urlSession) private var session\n    func title(of url: URL) async throws -> String? {\n        let (data, _) = try await session.data(from: url)\n        return String(data: data, encoding: .utf8)\n    }\n}"
            ),
            ExampleFile(
                "Tests/AppTests/LinkPreviewFetcherTests.swift",
                "import XCTest\n\nfinal class LinkPreviewFetcherTests: XCTestCase {\n    func test_buildsOffline() { _ = LinkPreviewFetcher() }\n}"
            )
        ),
        // A class running the platform's web sign-in session itself (`ASWebAuthenticationSession`): the adapter to the sign-in
        // server, proven alone like one reaching `URLSession`, whatever it stores beside it.
        RuleExample(
            ExampleFile(
                "Sources/App/WebSignIn.swift",
                "import AuthenticationServices\n\nprotocol SignInPrompting { func signIn(at url: URL) async throws -> URL }\nfinal class TicketGate { func enter() {} }\n\nfinal class WebSignIn: NSObject, SignInPrompting {\n    private let gate = TicketGate()\n    func signIn(at url: URL) async throws -> URL {\n        gate.enter()\n        return try await withCheckedThrowingContinuation { continuation in\n            let session = ASWebAuthenticationSession(url: url, callbackURLScheme: \"app\") { callback, error in\n                if let callback { continuation.resume(returning: callback) } else { continuation.resume(throwing: error ?? URLError(.cancelled)) }\n            }\n            session.start()\n        }\n    }\n}"
            ),
            ExampleFile(
                "Tests/AppTests/WebSignInTests.swift",
                "import XCTest\n\nfinal class WebSignInTests: XCTestCase {\n    func test_buildsWithoutPrompting() { XCTAssertNotNil(WebSignIn()) }\n}"
            )
        ),
        // A class calling the keychain's item functions itself: the keychain adapter, proven alone, whatever its name.
        RuleExample(
            ExampleFile(
                "Sources/App/PinVault.swift",
                "import Foundation\n\nfinal class PinVault {\n    private let service: String\n    init(service: String) { self.service = service }\n    func pin() -> String? {\n        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecReturnData as String: true]\n        var item: AnyObject?\n        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess, let data = item as? Data else { return nil }\n        return String(decoding: data, as: UTF8.self)\n    }\n}"
            ),
            ExampleFile(
                "Tests/AppTests/PinVaultTests.swift",
                "import XCTest\n\nfinal class PinVaultTests: XCTestCase {\n    func test_readsNothingAtFirst() { XCTAssertNil(PinVault(service: \"test\").pin()) }\n}"
            )
        ),
        // A struct launching a program itself (`Process()`): the adapter to that program, proven alone, whatever its name.
        RuleExample(
            ExampleFile(
                "Sources/App/ArchiveUnpacker.swift",
                "import Foundation\n\nstruct ArchiveUnpacker {\n    static func unpack(_ path: String) throws -> Int32 {\n        let process = Process()\n        process.executableURL = URL(fileURLWithPath: \"/usr/bin/tar\")\n        process.arguments = [\"-xf\", path]\n        try process.run()\n        process.waitUntilExit()\n        return process.terminationStatus\n    }\n}"
            ),
            ExampleFile(
                "Tests/AppTests/ArchiveUnpackerTests.swift",
                "import XCTest\n\nfinal class ArchiveUnpackerTests: XCTestCase {\n    func test_failsOnMissingFile() throws { XCTAssertNotEqual(try ArchiveUnpacker.unpack(\"/missing\"), 0) }\n}"
            )
        ),
        // One test builds the record without coding it: still a value with no action, which the suite is named after.
        RuleExample(
            releaseNote,
            ExampleFile(
                "Tests/FeatureTests/ReleaseNoteTests.swift",
                "import Testing\nimport Feature\n\nstruct ReleaseNoteTests {\n    @Test func decodesBuildNumber() throws {\n        let note = try JSONDecoder().decode(ReleaseNote.self, from: Data(#\"{\"title\":\"Beta\",\"build_number\":7}\"#.utf8))\n        #expect(note.build == 7)\n    }\n\n    @Test func keepsTitle() {\n        #expect(ReleaseNote(title: \"Beta\", build: 7).title == \"Beta\")\n    }\n}"
            )
        ),
        // Every test decodes or encodes the record: the suite is its wire-format conformance.
        RuleExample(
            releaseNote,
            ExampleFile(
                "Tests/FeatureTests/ReleaseNoteTests.swift",
                "import Testing\nimport Feature\n\nstruct ReleaseNoteTests {\n    @Test func decodesBuildNumber() throws {\n        let note = try JSONDecoder().decode(ReleaseNote.self, from: Data(#\"{\"title\":\"Beta\",\"build_number\":7}\"#.utf8))\n        #expect(note.build == 7)\n    }\n\n    @Test func roundTrips() throws {\n        let note = ReleaseNote(title: \"Beta\", build: 7)\n        let data = try JSONEncoder().encode(note)\n        #expect(try JSONDecoder().decode(ReleaseNote.self, from: data) == note)\n    }\n}"
            )
        ),
        // So is an enum of cases with values coding itself in an extension, built case by case in its round trips.
        RuleExample(
            ExampleFile(
                "Sources/Feature/MatchMode.swift",
                "public enum MatchMode: Equatable {\n    case timed(seconds: Int)\n    case endless\n\n    public var isTimed: Bool { if case .timed = self { true } else { false } }\n}\n\nextension MatchMode: Codable {\n    public init(from decoder: Decoder) throws {\n        let seconds = try decoder.singleValueContainer().decode(Int?.self)\n        self = seconds.map { .timed(seconds: $0) } ?? .endless\n    }\n\n    public func encode(to encoder: Encoder) throws {\n        var container = encoder.singleValueContainer()\n        if case let .timed(seconds) = self { try container.encode(seconds) } else { try container.encodeNil() }\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/MatchModeTests.swift",
                "import XCTest\nimport Feature\n\nfinal class MatchModeTests: XCTestCase {\n    func testRoundTripsTimed() throws {\n        let mode = MatchMode.timed(seconds: 90)\n        let data = try JSONEncoder().encode(mode)\n        XCTAssertEqual(try JSONDecoder().decode(MatchMode.self, from: data), mode)\n    }\n\n    func testDecodesNullAsEndless() throws {\n        XCTAssertEqual(try JSONDecoder().decode(MatchMode.self, from: Data(\"null\".utf8)), .endless)\n    }\n}"
            )
        ),
        // A class holding only an `NSCache` is one storage component over the framework's cache.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PreviewCache.swift",
                "final class PreviewCache {\n    private let storage = NSCache<NSURL, NSString>()\n    func insert(_ title: String, for url: URL) { storage.setObject(title as NSString, forKey: url as NSURL) }\n    func title(for url: URL) -> String? { storage.object(forKey: url as NSURL) as String? }\n}"
            ),
            previewCacheSuite(building: "PreviewCache()")
        ),
        // So is a class holding only a hash function: the component computing one digest.
        RuleExample(
            ExampleFile(
                "Sources/Feature/Checksum.swift",
                "import CryptoKit\n\nfinal class Checksum {\n    private var hash: SHA256 = SHA256()\n    func update(_ data: Data) { hash.update(data: data) }\n    func finalize() -> String { hash.finalize().map { String(format: \"%02x\", $0) }.joined() }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ChecksumTests.swift",
                "final class ChecksumTests: XCTestCase {\n    func test_finalize_ofNoData() {\n        let checksum = Checksum()\n        checksum.update(Data())\n        XCTAssertEqual(checksum.finalize().count, 64)\n    }\n}"
            )
        ),
        // The suite drives a role through the gerund protocol, whichever type plays it.
        RuleExample(
            checkoutNavigating,
            ExampleFile(
                "Tests/FeatureTests/CheckoutNavigatingTests.swift",
                "final class CheckoutNavigatingTests: XCTestCase {\n    var flow: CheckoutNavigating!\n\n    func test_showReceipt() {\n        let router = CheckoutRouter()\n        flow = router\n        flow.showReceipt()\n        XCTAssertTrue(router.shown)\n    }\n}"
            )
        ),
        // A helper library's capitalised spelling of the snapshot assertion (`AssertSnapshot`): still a view's appearance suite.
        RuleExample(
            ExampleFile("Sources/Feature/MuteToggle.swift", "struct MuteToggle: View {\n    var isMuted = false\n    var body: some View { Text(isMuted ? \"off\" : \"on\") }\n}"),
            ExampleFile(
                "Tests/FeatureTests/MuteToggle_Tests.swift",
                "final class MuteToggle_Tests: XCTestCase {\n    func test_appearance_whenMuted() {\n        AssertSnapshot(MuteToggle(isMuted: true), variants: .all)\n    }\n}"
            )
        ),
        // An adapter-suffixed struct adopting a package protocol in an extension, through a type alias: an asset adapter.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ThumbnailResource.swift",
                "protocol ReplayAsset {\n    func identifier() -> String\n}\ntypealias Asset = ReplayAsset\n\nstruct ThumbnailResource {\n    let pixels: [UInt8]\n}\n\nextension ThumbnailResource: Asset {\n    func identifier() -> String { \"\\(pixels.count)\" }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ThumbnailResourceTests.swift",
                "final class ThumbnailResourceTests: XCTestCase {\n    func test_identifier_countsPixels() {\n        XCTAssertEqual(ThumbnailResource(pixels: [1, 2]).identifier(), \"2\")\n    }\n}"
            )
        ),
        // A class behind a package port observing the proximity sensor through `UIDevice`: that sensor's adapter.
        RuleExample(
            ExampleFile("Sources/Feature/ProximitySensing.swift", "protocol ProximitySensing {\n    var isNear: Bool { get }\n    func start()\n}"),
            ExampleFile(
                "Sources/Feature/EarDetector.swift",
                "import UIKit\nimport Combine\n\nfinal class EarDetector: ProximitySensing, ObservableObject {\n    @Published private(set) var isNear = false\n    private var observation: AnyCancellable?\n    func start() {\n        UIDevice.current.isProximityMonitoringEnabled = true\n        observation = NotificationCenter.default.publisher(for: UIDevice.proximityStateDidChangeNotification)\n            .sink { [weak self] _ in self?.isNear = UIDevice.current.proximityState }\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/EarDetectorTests.swift",
                "final class EarDetectorTests: XCTestCase {\n    func test_start_beginsFar() {\n        let detector = EarDetector()\n        detector.start()\n        XCTAssertFalse(detector.isNear)\n    }\n}"
            )
        ),
        // A remote API's client behind its own port (`…ApiType`) sending through the app's call helper in another file: that
        // API's adapter, proven alone whether or not the suite hands it a double.
        RuleExample(
            ExampleFile(
                "Sources/Feature/WireCall.swift",
                "import Foundation\n\nfinal class WireCall {\n    static let shared = WireCall()\n    func send(path: String) async throws -> Data {\n        try await URLSession.shared.data(from: URL(string: path)!).0\n    }\n}"
            ),
            ExampleFile(
                "Sources/Feature/TideApi.swift",
                "protocol TideApiType {\n    func tides(for harbor: String) async throws -> [String]\n}\n\nactor TideApi: TideApiType {\n    func tides(for harbor: String) async throws -> [String] {\n        validate(String(decoding: try await WireCall.shared.send(path: \"/tides/\" + harbor), as: UTF8.self).split(separator: \",\").map(String.init))\n    }\n    func validate(_ rows: [String]) -> [String] { rows.filter { !$0.isEmpty } }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/TideApiTests.swift",
                "import XCTest\n\nfinal class TideApiTests: XCTestCase {\n    func testValidateDropsBlankRows() async { let rows = await TideApi().validate([\"\", \"high\"]); XCTAssertEqual(rows, [\"high\"]) }\n}"
            )
        ),
        // A class behind a package protocol whose one collaborator is a library's defaults store: that store's adapter.
        RuleExample(
            ExampleFile("Sources/Domain/ReadingPreferences.swift", "public protocol ReadingPreferences {\n    func fontSize() -> Int\n}"),
            // The library is used beyond the class (its keys elsewhere), so the class is no sole wrapper of it.
            ExampleFile("Sources/Domain/ReadingKeys.swift", "import PrefsKit\n\nenum ReadingKeys {\n    static let font = \"font\"\n}"),
            ExampleFile(
                "Sources/Domain/PlistReadingPreferences.swift",
                "import PrefsKit\n\nfinal class PlistReadingPreferences: ReadingPreferences {\n    let store: ScopedUserDefaults\n    init(store: ScopedUserDefaults) { self.store = store }\n    func fontSize() -> Int { store.integer(forKey: \"font\") }\n}"
            ),
            readingPreferencesSuite(building: "PlistReadingPreferences(store: ScopedUserDefaults(suite: \"t\"))")
        ),
    ]

    /// A record read from a release feed, with a renamed key.
    private static let releaseNote = ExampleFile(
        "Sources/Feature/ReleaseNote.swift",
        "public struct ReleaseNote: Codable, Equatable {\n    public let title: String\n    public let build: Int\n\n    enum CodingKeys: String, CodingKey {\n        case title\n        case build = \"build_number\"\n    }\n}"
    )

    /// The suite of the trace named after the StackKit library.
    private static let stackKitTraceSuite = ExampleFile(
        "Tests/FeatureTests/StackKitTraceTests.swift",
        "final class StackKitTraceTests: XCTestCase {\n    func test_symbols_ofThisThread() {\n        XCTAssertFalse(StackKitTrace(telemetry: NoTelemetry()).symbols().isEmpty)\n    }\n}"
    )

    /// A navigation role named by a gerund, with the router playing it.
    private static let checkoutNavigating = ExampleFile(
        "Sources/Feature/CheckoutNavigating.swift",
        "protocol CheckoutNavigating: AnyObject {\n    func showReceipt()\n}\n\nfinal class CheckoutRouter: CheckoutNavigating {\n    var shown = false\n    func showReceipt() { shown = true }\n}"
    )

    /// The suite of the preview cache, built by `construction`.
    private static func readingPreferencesSuite(building construction: String) -> ExampleFile {
        ExampleFile(
            "Tests/DomainTests/PlistReadingPreferencesTests.swift",
            "import PrefsKit\nimport XCTest\n@testable import Domain\n\nfinal class PlistReadingPreferencesTests: XCTestCase {\n    func test_fontSize_defaultsToZero() {\n        let sut = \(construction)\n        XCTAssertEqual(sut.fontSize(), 0)\n    }\n}"
        )
    }

    private static func previewCacheSuite(building construction: String) -> ExampleFile {
        ExampleFile(
            "Tests/FeatureTests/PreviewCacheTests.swift",
            "final class PreviewCacheTests: XCTestCase {\n    let loader = PreviewLoaderStub()\n\n    func test_title_ofKnownPage() {\n        let cache = \(construction)\n        XCTAssertNotNil(cache.title(for: URL(string: \"https://example.org\")!))\n    }\n}"
        )
    }
}
