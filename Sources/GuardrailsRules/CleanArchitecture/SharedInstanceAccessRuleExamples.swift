import GuardrailsCore

/// The examples `shared-instance-access` documents itself with: each triggering one fires, each non-triggering one stays silent.
enum SharedInstanceAccessRuleExamples {
    static let triggering: [RuleExample] = [
        // A vended library that the package's own tool drives: the tool is its composition root, which passes the pool.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\"), .executableTarget(name: \"Tool\", dependencies: [\"Feature\"])]\n)"),
            ExampleFile("Sources/Feature/TokenVault.swift", "public final class TokenVault {\n    init(pool: WorkerPool = .singleton) {}\n    public static func make() -> TokenVault { TokenVault() }\n}"),
            ExampleFile("Sources/Tool/main.swift", "import Feature\nlet vault = TokenVault.make()")
        ),
        // The same app in a module a layer maps (here a feature): the mapping says where the composition root is.
        RuleExample(
            "Sources/Feature/NotesApp.swift",
            "import SwiftUI\n@main\nstruct NotesApp: App {\n    var body: some Scene {\n        WindowGroup {\n            NotesList().onAppear { ReviewPrompt.shared.scheduleIfNeeded() }\n        }\n    }\n}"
        ),
        // A package protocol defaulted to the package's own singleton: a process-wide lifetime the package chose itself.
        RuleExample(
            "Sources/Feature/ShelfTimer.swift",
            "protocol Ticking {\n    func tick()\n}\n\nfinal class ShelfClock: Ticking {\n    static let shared = ShelfClock()\n    func tick() {}\n}\n\nfinal class ShelfTimer {\n    private let clock: Ticking\n    init(clock: Ticking = ShelfClock.shared) {\n        self.clock = clock\n    }\n}"
        ),
        // A package protocol's default looked up through a service locator: the container is reached, not a live adapter passed.
        RuleExample(
            "Sources/Feature/ShelfLinks.swift",
            "protocol PageOpening {\n    func open(_ url: URL)\n}\n\nfinal class ShelfLinks {\n    private let opener: PageOpening\n    init(opener: PageOpening = Registry.shared.opener()) {\n        self.opener = opener\n    }\n}"
        ),
        // A parameter typed by the framework class itself: its default hardwires the singleton's type, whatever the package declares.
        RuleExample(
            "Sources/Feature/HelpLinks.swift",
            "protocol PageOpening {\n    func open(_ url: URL)\n}\n\nfinal class HelpLinks {\n    private let application: UIApplication\n    init(topic: String, application: UIApplication = {\n        #if os(iOS)\n        UIApplication.shared\n        #endif\n    }()) {\n        self.application = application\n    }\n}"
        ),
        // The font manager read in a method nobody hands one: the type chose the shared instance itself.
        RuleExample(
            "Sources/Feature/GlyphStyler.swift",
            "import AppKit\n\nfinal class GlyphStyler {\n    func emboldened(_ font: NSFont) -> NSFont {\n        NSFontManager.shared.convert(font, toHaveTrait: .boldFontMask)\n    }\n}"
        ),
        // A stateless live adapter of a doubled protocol working with the default center, a bus rather than a store: it
        // must mirror the center to count as its adapter.
        RuleExample(
            ExampleFile("Sources/Feature/SyncAnnouncing.swift", "protocol SyncAnnouncing {\n    func announce(_ count: Int)\n}"),
            ExampleFile("Tests/FeatureTests/SyncAnnouncingSpy.swift", "final class SyncAnnouncingSpy: SyncAnnouncing {\n    func announce(_ count: Int) {}\n}"),
            ExampleFile("Sources/Feature/CenterSyncAnnouncer.swift", "struct CenterSyncAnnouncer {\n    private let center = NotificationCenter.default\n}\n\nextension CenterSyncAnnouncer: SyncAnnouncing {\n    func announce(_ count: Int) {\n        center.post(name: .init(\"SyncDone\"), object: nil, userInfo: [\"count\": count])\n    }\n}")
        ),
        // The user defaults kept by a type adopting no doubled protocol: nothing hands tests another store.
        RuleExample(
            "Sources/Feature/TrailPrefsStorage.swift",
            "struct TrailPrefsStorage {\n    private let store = UserDefaults.standard\n    func lastTrail() -> String? { store.string(forKey: \"trail\") }\n}"
        ),
        // The `#else` of a branch the compiler never sees is compiled: its read is reported.
        RuleExample(
            "Sources/Feature/SignInWatcher.swift",
            "final class SignInWatcher {\n    func start() {\n#if false\n        poll()\n#else\n        NotificationCenter.default.addObserver(self, selector: #selector(poll), name: .signedIn, object: nil)\n#endif\n    }\n    @objc func poll() {}\n}"
        ),
        // Beside a `.shared` singleton, an adapter caching a plain value of its own is a component, not its adapter.
        RuleExample(
            ExampleFile("Sources/Feature/TaskKeeper.swift", "protocol TaskKeeping {\n    var lastName: String? { get }\n}\n\nfinal class TaskKeeper: TaskKeeping {\n    private var remembered: String?\n    var lastName: String? { remembered ?? UIApplication.shared.shortcutItems?.first?.type }\n}"),
            ExampleFile("Tests/FeatureTests/TaskKeeperMock.swift", "final class TaskKeeperMock: TaskKeeping {\n    var lastName: String?\n}")
        ),
        // The live adapter of a doubled protocol that also holds a collaborator of the package is a component.
        RuleExample(
            ExampleFile("Sources/Feature/ForegroundWatcher.swift", "protocol ForegroundWatching: AnyObject {\n    var isForeground: Bool { get }\n    var onForeground: (() -> Void)? { get set }\n}\n\nfinal class ForegroundWatcher: ForegroundWatching {\n    var onForeground: (() -> Void)?\n    let log: EventLog\n    init() {\n        NotificationCenter.default.addObserver(self, selector: #selector(cameForward), name: UIApplication.willEnterForegroundNotification, object: nil)\n    }\n    var isForeground: Bool {\n        let state = UIApplication.shared.applicationState\n        return state == .active\n    }\n    @objc private func cameForward() { onForeground?() }\n}"),
            ExampleFile("Sources/Feature/EventLog.swift", "final class EventLog {\n    func note(_ text: String) {}\n}"),
            ExampleFile("Tests/FeatureTests/ForegroundWatcherMock.swift", "final class ForegroundWatcherMock: ForegroundWatching {\n    var isForeground = true\n    var onForeground: (() -> Void)?\n}")
        ),
        // A private helper reading the application, reached also other than as an exported parameter's fallback.
        RuleExample(
            "Sources/Feature/Sheets.swift",
            "public enum Sheets {\n    public static func show(_ sheet: UIViewController, from host: UIViewController? = nil) {\n        guard let presenter = host ?? frontController() else { return }\n        presenter.present(sheet, animated: true)\n    }\n    public static func dismissAll() {\n        frontController()?.dismiss(animated: true)\n    }\n    private static func frontController(_ start: UIViewController? = nil) -> UIViewController? {\n        let start = start ?? UIApplication\n            .shared\n            .connectedScenes\n            .flatMap { ($0 as? UIWindowScene)?.windows ?? [] }\n            .first { $0.isKeyWindow }?\n            .rootViewController\n        if let shown = start?.presentedViewController { return frontController(shown) }\n        return start\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/Sheets.swift",
            "enum Sheets {\n    static func show(_ sheet: UIViewController, from host: UIViewController? = nil) {\n        guard let presenter = host ?? frontController() else { return }\n        presenter.present(sheet, animated: true)\n    }\n    private static func frontController(_ start: UIViewController? = nil) -> UIViewController? {\n        let start = start ?? UIApplication\n            .shared\n            .connectedScenes\n            .flatMap { ($0 as? UIWindowScene)?.windows ?? [] }\n            .first { $0.isKeyWindow }?\n            .rootViewController\n        if let shown = start?.presentedViewController { return frontController(shown) }\n        return start\n    }\n}"
        ),
        // The default center bound to a local that is also handed on, or posts: the local is judged by every use.
        RuleExample(
            "Sources/Feature/LedgerViewController.swift",
            "final class LedgerViewController: NSViewController {\n    var tokens: [Any] = []\n    func watch(tables: [NSTableView]) {\n        let hub = NotificationCenter.default\n        tokens = tables.map { table in\n            hub.publisher(for: NSTableView.selectionDidChangeNotification, object: table).sink { _ in }\n        }\n        hub.post(name: .ledgerOpened, object: self)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/TallyViewController.swift",
            "final class TallyViewController: NSViewController {\n    func watch(_ table: NSTableView) {\n        let hub = NotificationCenter.default\n        hub.addObserver(self, selector: #selector(recount), name: NSTableView.selectionDidChangeNotification, object: table)\n        TallyRelay(center: hub).start()\n    }\n}"
        ),
        // A static facade reading, amid logic, a registry singleton declared in another file: not the registry's own face.
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Beacon\n\nfunc ping() { _ = Beacon.mainSignal() }"),
            ExampleFile("Sources/Beacon/Beacon.swift", "open class Beacon {\n    open class func mainSignal() -> Signal? {\n        if let signal = SignalRegistry.shared.main {\n            return signal\n        }\n        print(\"Beacon.start() first\")\n        return nil\n    }\n}\n\npublic final class Signal {\n    init() {}\n}"),
            ExampleFile("Sources/Beacon/SignalRegistry.swift", "final class SignalRegistry {\n    static let shared = SignalRegistry()\n    var main: Signal?\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Glow\n\nlet tone = GlowTone()"),
            ExampleFile(
                "Sources/Glow/GlowTone.swift",
                "public final class GlowTone {\n    public static let shared = GlowTone()\n    public var warmth = 3\n    public init() {}\n}\nfinal class Dimmer {\n    func level(tone: GlowTone?) -> Int {\n        tone?.warmth ?? GlowTone.shared.warmth\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Glow\n\nlet lamp = Lamp()"),
            ExampleFile("Sources/Glow/Lamp.swift", "struct GlowOptions {\n    public var engine: GlowEngine?\n    public init() {}\n}\nfunc light(_ lamp: Lamp, options: GlowOptions? = nil) {\n    LampController().light(lamp, options: options ?? GlowOptions())\n}\nprivate final class LampController {\n    func light(_ lamp: Lamp, options: GlowOptions) {\n        let engine = options.engine ?? GlowEngine.shared\n        engine.start(lamp)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Lantern\n\nlet options = LanternOptions()"),
            ExampleFile(
                "Sources/Lantern/LanternOptions.swift",
                "public struct LanternOptions {\n    public var retries = 3\n    public let makeReader: (Data) -> GlowReader? = {\n        GlowReaderCatalog.shared.reader(for: $0)\n    }\n    public init() {}\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Lantern\n\nlet options = LanternOptions()"),
            ExampleFile(
                "Sources/Lantern/LanternOptions.swift",
                "public struct LanternOptions {\n    public var retries = 3\n    var makeReader: (Data) -> GlowReader? = {\n        GlowReaderCatalog.shared.reader(for: $0)\n    }\n    public init() {}\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Courier\n\nlet transport = Transport()"),
            ExampleFile("Sources/Courier/Transport.swift", "public struct Transport {\n    public let session = URLSession.shared\n    public init() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Courier\n\nlet transport = Transport()"),
            ExampleFile("Sources/Courier/Transport.swift", "public struct Transport {\n    public private(set) var session = URLSession.shared\n    public init() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Courier\n\nlet transport = Transport()"),
            ExampleFile("Sources/Courier/Transport.swift", "public struct Transport {\n    var files = FileManager.default\n    public init() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Courier\n\nlet transport = Transport()"),
            ExampleFile("Sources/Courier/Transport.swift", "public struct Transport {\n    public static var session = URLSession.shared\n    public init() {}\n}")
        ),
        RuleExample(
            "Sources/Feature/ScannerSheet.swift",
            "import SwiftUI\n\nstruct ScannerSheet: UIViewControllerRepresentable {\n    func makeUIViewController(context: Context) -> UIViewController {\n        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.keyWindow?.rootViewController ?? UIViewController()\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/Buzzer.swift",
            "import AVFoundation\n\nfinal class Buzzer {\n    private let session = AVAudioSession.sharedInstance()\n}"
        ),
        RuleExample(
            "Sources/Feature/Buzzer.swift",
            "import AVFoundation\n\nfunc duck() throws {\n    try AVAudioSession.sharedInstance().setActive(true)\n}"
        ),
        RuleExample(
            "Sources/Feature/DraftAutosave.swift",
            "import SwiftUI\n\nstruct DraftAutosave: ViewModifier {\n    func body(content: Content) -> some View {\n        content.onDisappear { NotificationCenter.default.post(name: .draftSaved, object: nil) }\n    }\n}"
        ),
        RuleExample("Sources/Feature/Client.swift", "let session = URLSession.shared"),
        RuleExample("Sources/Feature/Store.swift", "func url() { FileManager.default.currentDirectoryPath }"),
        RuleExample("Sources/Presentation/Settings.swift", "let flag = UserDefaults.standard.bool(forKey: \"k\")"),
        RuleExample("Sources/Feature/Client.swift", "struct Client {\n    init(session: URLSession = .shared) {}\n}"),
        // A UI helper posting a framework's notification name: a broadcast a center could be injected for.
        RuleExample(
            "Sources/UI/MenuAnnouncer.swift",
            "import AppKit\n\nfinal class MenuAnnouncer {\n    func announce() {\n        NotificationCenter.default.post(name: NSApplication.didUpdateNotification, object: nil)\n    }\n}"
        ),
        // An internal initializer's default that tests build the type without passing: the default is the only wiring.
        RuleExample(
            ExampleFile("Sources/Feature/BeaconSender.swift", "final class BeaconSender {\n    private let ledger: Ledger\n    private let pipe: Pipe\n    init(ledger: Ledger = Ledger.shared, pipe: Pipe = Pipe.shared) {\n        self.ledger = ledger\n        self.pipe = pipe\n    }\n}"),
            ExampleFile("Tests/FeatureTests/BeaconSenderTests.swift", "final class BeaconSenderTests {\n    func test_send() {\n        let sender = BeaconSender(ledger: Ledger(folder: \"tmp\"))\n        _ = sender\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/UI/Tabs.swift", "public final class iOSTabs { public static let shared = iOSTabs() }"),
            ExampleFile("Sources/Feature/Router.swift", "func tabs() { iOSTabs.shared.select() }")
        ),
        RuleExample("Sources/Feature/Export.swift", "func export() { open(FileManager.default.currentDirectoryPath) }"),
        RuleExample("Sources/Feature/BodyCollector.swift", "func collect() -> EventLoop {\n    MultiThreadedEventLoopGroup.singleton.any()\n}"),
        RuleExample(
            "Sources/Feature/SortOrder.swift",
            "enum SortOrder {\n    case name, shared\n    func sorted(_ items: [Item]) -> [Item] {\n        if Settings.shared.foldersFirst { return items.sorted { $0.isFolder && !$1.isFolder } }\n        return items\n    }\n}"
        ),
        RuleExample("Sources/Feature/FeedClient.swift", "extension FeedClient {\n    static let liveValue = Self(load: { try await URLSession.shared.data(from: $0).0 })\n}"),
        RuleExample("Sources/Feature/Player.swift", "final class Recorder {\n    static let shared = Recorder()\n    static func record() { Recorder.shared.start() }\n}"),
        RuleExample(
            "Sources/Feature/Patterns.swift",
            "final class PatternCache {\n    static let shared = PatternCache()\n}\nstruct Validator {\n    func check(_ text: String) -> Bool { PatternCache.shared.matches(text) }\n}\nextension Validator {\n    func strict(_ text: String) -> Bool { PatternCache.shared.matches(text) }\n}"
        ),
        RuleExample(
            "Sources/Feature/Loops.swift",
            "extension Client {\n    static var defaultGroup: EventLoopGroup { MultiThreadedEventLoopGroup.singleton }\n    public static func start() { run(on: MultiThreadedEventLoopGroup.singleton.next()) }\n}"
        ),
        // A protocol extension's default that is not public, or a public member the protocol does not require, is the package's read.
        RuleExample(
            "Sources/Feature/RelayHost.swift",
            "public protocol RelayHost {\n    var workers: WorkerGroup { get }\n}\nextension RelayHost {\n    var workers: WorkerGroup { WorkerGroup.shared }\n}"
        ),
        RuleExample(
            "Sources/Feature/RelayHost.swift",
            "public protocol RelayHost {\n    var workers: WorkerGroup { get }\n}\npublic extension RelayHost {\n    var spareWorkers: WorkerGroup { WorkerGroup.shared }\n}"
        ),
        // Scratch-file housekeeping of a path handed in; a shared instance passed to a
        // function, a member of it passed to an initializer, or a component's designated init building its own collaborator with it.
        RuleExample(
            "Sources/Feature/ClipExporter.swift",
            "struct ClipExporter {\n    func publish(_ clip: URL, to destination: URL) throws {\n        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)\n        try FileManager.default.copyItem(at: clip, to: scratch)\n        try FileManager.default.moveItem(at: scratch, to: destination)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/AgentAssembly.swift",
            "enum AgentAssembly {\n    static func makeAgent() -> Agent {\n        register(center: NotificationCenter.default)\n        return Agent(device: UserDefaults.standard.string(forKey: \"device\"))\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/Uplink.swift",
            "final class Uplink {\n    private let agent: Agent\n    init() {\n        agent = Agent(center: NotificationCenter.default)\n    }\n}"
        ),
        // A factory keeping what it fetched from the app's locator: a stored `let` bound to it is no argument handed on.
        RuleExample(
            "Sources/Feature/LedgerServiceFactory.swift",
            "struct LedgerServiceFactory {\n    private let entries = AppHub.shared.entries\n\n    func ledgerService(owner: String) -> LedgerService {\n        LedgerService(owner: owner, entries: entries)\n    }\n}\n\nfinal class LedgerService {\n    init(owner: String, entries: [String]) {}\n}"
        ),
        // Named as a scene factory, but it also acts (a method returning nothing): not only the screen's assembly.
        RuleExample(
            "Sources/Feature/ReceiptSceneFactory.swift",
            "import UIKit\n\nstruct ReceiptSceneFactory {\n    func make() -> UIViewController {\n        ReceiptScreen(model: ReceiptModel(files: FileManager.default))\n    }\n    func warmUp() {\n        _ = ReceiptModel(files: FileManager.default)\n    }\n}"
        ),
        // The app's own notification spelled on a framework type by its own extension.
        RuleExample(
            ExampleFile("Sources/Feature/UploadSettings.swift", "extension UserDefaults {\n    static let uploadSettingsChangedNotification = Notification.Name(\"uploads.changed\")\n}"),
            ExampleFile(
                "Sources/Feature/UploadBadge.swift",
                "final class UploadBadge: NSObject {\n    func watch() {\n        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UserDefaults.uploadSettingsChangedNotification, object: nil)\n    }\n    @objc private func refresh() {}\n}"
            )
        ),
        RuleExample("Sources/Feature/Feed.swift", "final class FeedViewModel {\n    init() {\n        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .refresh, object: nil)\n    }\n}"),
        RuleExample(
            ExampleFile("Sources/Feature/Settings.swift", "struct Settings {\n    static let shared = Settings(store: .init())\n    let store: KeyValueStore\n}"),
            ExampleFile("Sources/Feature/Reader.swift", "struct Reader {\n    func fontSize() -> Int { Settings.shared.store.int(\"font\") }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/FormatterCache.swift", "final class FormatterCache {\n    static let shared = FormatterCache()\n    let relative = RelativeDateTimeFormatter()\n}"),
            ExampleFile("Sources/Feature/PostRow.swift", "struct PostRow {\n    func age(_ date: Date) -> String { FormatterCache.shared.relative.localizedString(for: date, relativeTo: .now) }\n}"),
            ExampleFile("Sources/Feature/ThumbnailCache.swift", "final class ThumbnailCache {\n    static let shared = ThumbnailCache()\n    var images: [URL: Data] = [:]\n}"),
            ExampleFile("Sources/Feature/URL+Thumbnail.swift", "extension URL {\n    var thumbnail: Data? { ThumbnailCache.shared.images[self] }\n}")
        ),
        RuleExample(
            "Sources/Feature/Ticker.swift",
            "final class Ticker {\n    private var injectedClock: Clock?\n    var clock: Clock { injectedClock ?? SystemClock.shared }\n    public var store: Store { useLocal ? localStore : RemoteStore.shared }\n    private let localStore: Store\n}"
        ),
        RuleExample(
            "Sources/Feature/LinkOpener.swift",
            "final class LinkOpener {\n    let target: Target\n    func open(_ url: URL) {\n        switch target {\n        case .browser: NSWorkspace.shared.open(url)\n        case .clipboard: Clipboard.copy(url)\n        }\n        if target.isLocal { FileManager.default.open(url) } else { Browser.open(url) }\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/CookieJar.swift", "enum CookieJar {\n    static let shared = Jar(folder: \"cookies\")\n}"),
            ExampleFile("Sources/Feature/Session.swift", "typealias Session = URLSession\nfunc clear() { CookieJar.shared.removeAll(); Session.shared.reset {} }")
        ),
        RuleExample("Sources/Feature/Disk.swift", "public struct Disk {\n    public var remove: (URL) throws -> Void = { try FileManager.default.removeItem(at: $0) }\n    public func tidy() { try? FileManager.default.removeItem(at: scratch) }\n}"),
        RuleExample("Sources/Feature/Settings.swift", "public struct Settings {\n    public var retries = 3\n    public var makeDecoder: (Data) -> Decoder? = { Registry.shared.decoder(for: $0) }\n}"),
        RuleExample("Sources/Feature/Uploader.swift", "final class Uploader {\n    var send: (Data) -> Void = { NotificationCenter.default.post(name: .sent, object: $0) }\n}"),
        RuleExample(
            ExampleFile("Sources/Feature/Purchasing.swift", "protocol Purchasing {\n    var userID: String { get }\n}\nprotocol Restoring {\n    func restore() async throws\n}"),
            ExampleFile("Tests/FeatureTests/PurchasingSpy.swift", "final class PurchasingSpy: Purchasing {\n    var userID = \"spy\"\n}"),
            ExampleFile("Sources/Feature/Adapter.swift", "final class CheckoutModel: Purchasing {\n    var userID: String { Store.shared.userID }\n    func total(_ items: [Int]) -> Int { items.reduce(0, +) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Purchasing.swift", "protocol Purchasing {\n    var userID: String { get }\n}\nprotocol Restoring {\n    func restore() async throws\n}"),
            ExampleFile("Tests/FeatureTests/PurchasingSpy.swift", "final class PurchasingSpy: Purchasing {\n    var userID = \"spy\"\n}"),
            ExampleFile("Sources/Feature/Adapter.swift", "final class Restorer: Restoring {\n    func restore() async throws { try await Store.shared.restore() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Purchasing.swift", "protocol Purchasing {\n    var userID: String { get }\n}\nprotocol Restoring {\n    func restore() async throws\n}"),
            ExampleFile("Tests/FeatureTests/PurchasingSpy.swift", "final class PurchasingSpy: Purchasing {\n    var userID = \"spy\"\n}"),
            ExampleFile("Sources/Feature/Adapter.swift", "final class CachedPurchasing: Purchasing {\n    private var cached: String?\n    var userID: String { cached ?? Store.shared.userID }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/WakeObserving.swift", "protocol WakeObserving {\n    var didWake: AnyPublisher<Void, Never> { get }\n}"),
            ExampleFile("Tests/FeatureTests/WakeObservingStub.swift", "struct WakeObservingStub: WakeObserving {\n    let didWake = Empty<Void, Never>().eraseToAnyPublisher()\n}"),
            ExampleFile(
                "Sources/Feature/SystemWakeObserver.swift",
                "struct SystemWakeObserver: WakeObserving {\n    var didWake: AnyPublisher<Void, Never> {\n        let center = NotificationCenter.default\n        return center.publisher(for: .wake).map { _ in () }.eraseToAnyPublisher()\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Counter.swift", "actor Counter {\n    static let shared = Counter()\n    var value = 0\n}"),
            ExampleFile("Sources/Feature/Tally.swift", "final class Tally {\n    func total() async -> Int { await Counter.shared.value }\n}")
        ),
        RuleExample("Sources/UI/Dock.swift", "final class Dock {\n    func apps() -> [App] { NSWorkspace.shared.runningApplications.map(App.init) }\n}"),
        RuleExample(
            ExampleFile("Sources/Feature/Session.swift", "final class Session {\n    static let current = Session()\n    var token: String?\n}"),
            ExampleFile("Sources/Feature/FeedLoader.swift", "struct FeedLoader {\n    func header() -> String? { Session.current.token }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/APIClient.swift", "struct APIClient {\n    static let shared = APIClient()\n    let session: URLSession\n    private init() { session = URLSession(configuration: .ephemeral) }\n}"),
            ExampleFile("Sources/Feature/FeedLoader.swift", "struct FeedLoader {\n    func client() -> APIClient { APIClient.shared }\n}")
        ),
        RuleExample(
            "Sources/Feature/Router.swift",
            "public enum Router {\n    public static func open(_ url: URL, from controller: UIViewController? = nil) {\n        let host = UIApplication.shared.keyWindow?.rootViewController\n        let window = UIApplication.shared.keyWindow ?? controller?.view.window\n        _ = (host, window)\n    }\n    static func present(_ screen: UIViewController, on controller: UIViewController? = nil) {\n        _ = controller ?? UIApplication.shared.keyWindow?.rootViewController\n    }\n}\nstruct SessionKey {\n    static let defaultValue = AccountStore.shared.session\n}"
        ),
        RuleExample(
            "Sources/Feature/Uploader.swift",
            "final class Uploader {\n    let pool: Pool\n    func isPrimary() -> Bool { pool.primary === Pool.shared.primary }\n    func close() { if pool !== Pool.shared { Pool.shared.release(pool) } }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Anchor.swift", "final actor Anchor {\n    static let shared = Anchor()\n}\nextension Anchor {\n    func touch() {}\n}"),
            ExampleFile("Sources/Feature/Relay.swift", "final class Relay {\n    func start() { events.listen(on: Anchor.shared) { _ in } }\n}"),
            ExampleFile("Sources/Feature/Beacon.swift", "final class Beacon {\n    static let shared = Beacon()\n}\nfunc ping() { Beacon.shared.ping() }")
        ),
        RuleExample(
            "Sources/Feature/DraftReader.swift",
            "struct DraftReader {\n    func draft(named name: String) -> Data? {\n        let path = NSTemporaryDirectory() + name\n        return FileManager.default.contents(atPath: path)\n    }\n    func template() -> Data? {\n        let url = Bundle.main.url(forResource: \"draft\", withExtension: \"txt\")!\n        try? FileManager.default.removeItem(at: url)\n        return nil\n    }\n}"
        ),
        // A private table the file writes to, or one built by reading a file: state and I/O, not constants.
        RuleExample(
            "Sources/Feature/Curve.swift",
            "struct Curve {\n    static func add(_ point: Int) {\n        BasePoints.shared.values.append(point)\n    }\n\n    private final class BasePoints {\n        static let shared = BasePoints()\n        var values: [Int] = []\n        private init() {}\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/Lookup.swift",
            "fileprivate final class Glossary {\n    static let shared = Glossary()\n    let terms: [String: String]\n    private init() {\n        terms = (try? JSONDecoder().decode([String: String].self, from: Data(contentsOf: URL(fileURLWithPath: \"/tmp/terms.json\")))) ?? [:]\n    }\n}\n\nstruct Lookup {\n    func meaning(of word: String) -> String? { Glossary.shared.terms[word] }\n}"
        ),
        // Clearing a folder under the bundle's resources is a write; a folder named after the bundle's identifier is the user's.
        RuleExample(
            "Sources/Feature/ChimeShelf.swift",
            "struct ChimeShelf {\n    func reset() {\n        try? FileManager.default.removeItem(atPath: Bundle.main.resourcePath! + \"/Chimes\")\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/ChimeShelf.swift",
            "struct ChimeShelf {\n    func uploaded() -> [String] {\n        (try? FileManager.default.contentsOfDirectory(atPath: NSHomeDirectory() + \"/\" + Bundle.main.bundleIdentifier!)) ?? []\n    }\n}"
        ),
        // An internal initializer's closure-typed default: the app's own component chose the session; only an exported one
        // is the library's default its callers replace.
        RuleExample(
            "Sources/Feature/Uplink.swift",
            "final class Uplink {\n    init(send: @escaping (Request) async throws -> Data = { try await URLSession.shared.data(for: $0).0 }) {}\n}"
        ),
        RuleExample(
            "Sources/Feature/Downlink.swift",
            "public final class Downlink {\n    package init(settings: Settings) {\n        transport = Transport(send: { try await URLSession.shared.data(for: $0).0 })\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/Archiver.swift",
            "public final class Archiver {\n    package init(settings: Settings) {\n        archive = settings.archive ?? Archive(files: FileManager.default)\n    }\n}"
        ),
        RuleExample(
            "Sources/Reports/Exporter.swift",
            "public final class Exporter {\n    public init(files: FileManager = .default) {}\n}"
        ),
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    targets: [\n        .target(name: \"Feature\", plugins: [\"StringsPlugin\"]),\n        .plugin(name: \"StringsPlugin\", capability: .buildTool()),\n    ]\n)"),
            ExampleFile(
                "Plugins/StringsPlugin/StringsPlugin.swift",
                "import PackagePlugin\n\n@main\nstruct StringsPlugin: BuildToolPlugin {\n    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {\n        guard true else { return [] }\n        return []\n    }\n}"
            ),
            ExampleFile("Sources/Feature/StringTable.swift", "struct StringTable {\n    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }\n}")
        ),
        RuleExample(
            "Sources/Feature/SyncMonitor.swift",
            "final class SyncMonitor {\n    let engine = SyncEngine()\n    func start() {\n        NotificationCenter.default.addObserver(forName: .syncFinished, object: nil, queue: nil) { _ in }\n        engine.refreshAndNotify()\n    }\n}\n\nfinal class SyncEngine {\n    func refreshAndNotify() {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Clip/ClipClient.swift", "struct ClipClient {\n    var copy: (String) -> Void\n    static let liveValue = Self(copy: { pasteText($0) })\n}"),
            ExampleFile("Sources/Feature/Clip/ClipClient+Upload.swift", "func uploadClip() async throws { _ = try await URLSession.shared.data(from: URL(string: \"https://example.com\")!) }"),
            ExampleFile("Sources/Feature/Clip/ClipHistory.swift", "func lastClip() -> String? { UserDefaults.standard.string(forKey: \"clip\") }")
        ),
        RuleExample(
            ExampleFile("Sources/LivestreamFeature/PlayerClient.swift", "struct PlayerClient {\n    var play: () -> Void\n}"),
            ExampleFile("Sources/LivestreamFeature/Player+Volume.swift", "func volume() -> Float { AudioMixer.shared.volume }")
        ),
        RuleExample(
            "Sources/Feature/TrashEmptier.swift",
            "protocol TrashEmptying {\n    func empty(at path: String) throws\n}\nstruct TrashEmptier: TrashEmptying {\n    let files: FileManager\n    init(files: FileManager = .default) { self.files = files }\n    func empty(at path: String) throws { try files.removeItem(atPath: path) }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Sync/SettingsSync.swift", "public protocol SettingsSync: AnyObject {\n    func start()\n}\nfinal class SyncLedger {}"),
            ExampleFile("Sources/Sync/SettingsSyncMock.swift", "final class SettingsSyncMock: SettingsSync {\n    func start() {}\n}"),
            ExampleFile(
                "Sources/Sync/CloudSettingsSync.swift",
                "final class CloudSettingsSync {\n    private let store: NSUbiquitousKeyValueStore\n    private let ledger: SyncLedger\n\n    init(store: NSUbiquitousKeyValueStore = .default) {\n        self.store = store\n        self.ledger = SyncLedger()\n    }\n}\n\nextension CloudSettingsSync: SettingsSync {\n    func start() { _ = store.synchronize() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ReportSink.swift", "protocol ReportSink {\n    func write(_ report: Data) throws\n}"),
            ExampleFile(
                "Sources/Feature/DiskReportSink.swift",
                "final class DiskReportSink: ReportSink {\n    let path: String\n    init(path: String) { self.path = path }\n    func write(_ report: Data) throws {\n        let files = FileManager.default\n        if !files.fileExists(atPath: path) { files.createFile(atPath: path, contents: report) }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Feature\n\nlet uploader = Uploader(url: root)"),
            ExampleFile(
                "Sources/Feature/Uploader.swift",
                "public final class Uploader {\n    public convenience init(url: URL) {\n        self.init(url: url, retries: 3)\n    }\n    init(url: URL, send: @escaping Send = { try await URLSession.shared.data(for: $0).0 }, retries: Int) {}\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/FileBoxing.swift", "protocol FileBoxing {\n    func clear() throws\n}\nfinal class ScoreParser {}"),
            ExampleFile("Tests/FeatureTests/FileBoxingSpy.swift", "final class FileBoxingSpy: FileBoxing {\n    func clear() throws {}\n}"),
            ExampleFile(
                "Sources/Feature/ScoreBox.swift",
                "final class ScoreBox: FileBoxing {\n    let url: URL\n    let parser: ScoreParser\n    init(url: URL, parser: ScoreParser) { self.url = url; self.parser = parser }\n    func clear() throws { try FileManager.default.removeItem(at: url) }\n}"
            )
        ),
        RuleExample(
            "Sources/Feature/LoginForm.swift",
            "import SwiftUI\n\nstruct LoginForm: View {\n    var body: some View {\n        Button(\"Sign in\") {\n            NotificationCenter.default.post(name: .didSignIn, object: nil)\n            Palette.shared.flash()\n        }\n        .onReceive(NotificationCenter.default.publisher(for: NSNotification.SessionExpired)) { _ in }\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Alerts\nimport AlertsPush\n\nfunc start(alerts: Alerts, token: Data) { alerts.register(token: token) }"),
            ExampleFile("Sources/Alerts/Alerts.swift", "public final class Alerts {\n    public static let shared = Alerts()\n    var count = 0\n}"),
            ExampleFile("Sources/AlertsPush/AlertsPush.swift", "final class AlertsPush {\n    static let shared = AlertsPush()\n    func store(_ token: Data) {}\n}"),
            ExampleFile(
                "Sources/AlertsPush/Alerts+Push.swift",
                "import Alerts\n\nextension Alerts {\n    public func register(token: Data) {\n        AlertsPush.shared.store(token)\n    }\n    public func unregister(token: Data) {\n        guard count > 0 else { return }\n        AlertsPush.shared.store(token)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/AppDelegate.swift", "import AlertsKit\n\nfinal class AppDelegate: AlertsAppDelegate {}"),
            ExampleFile("Sources/AlertsKit/AlertsDelegateBase.swift", "open class AlertsDelegateBase {\n    public init(alerts: Alerts, log: Log) {}\n}"),
            ExampleFile(
                "Sources/AlertsKit/AlertsAppDelegate.swift",
                "open class AlertsAppDelegate: AlertsDelegateBase {\n    public init() {\n        print(\"no arguments\")\n        super.init(alerts: Alerts.shared, log: Diagnostics.shared.log)\n    }\n}"
            )
        ),
        RuleExample("Sources/Builder/SiteBuilder.swift", "public struct SiteBuilder {\n    private let files: FileManager\n    public init(files: FileManager = .default) { self.files = files }\n}"),
        RuleExample(
            "Sources/Feature/URL+Archive.swift",
            "extension URL {\n    static var archiveFolder: URL { FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0] }\n}"
        ),
        RuleExample(
            "Sources/Feature/ArchiveSettings.swift",
            "struct ArchiveSettings {\n    let folder: String?\n    static func standard() -> ArchiveSettings {\n        FileManager.default.createFile(atPath: \"/archive/settings.plist\", contents: nil)\n        return ArchiveSettings(folder: \"/archive\")\n    }\n}"
        ),
        // A controller observing the app's own notification, and removing its observers by a token without a name beside it.
        RuleExample(
            "Sources/Feature/Refreshing.swift",
            "protocol Refreshing: AnyObject {\n    func refresh()\n}\n\nextension Refreshing where Self: UIViewController {\n    func watchActivation() {\n        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in self?.refresh() }\n    }\n}\n\nfinal class InboxViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .inboxChanged, object: nil)\n    }\n    deinit { NotificationCenter.default.removeObserver(self) }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RouteStoring.swift", "protocol RouteStoring {\n    func read() throws -> Data\n}"),
            ExampleFile("Tests/FeatureTests/RouteStoringStub.swift", "final class RouteStoringStub: RouteStoring {\n    func read() throws -> Data { Data() }\n}"),
            ExampleFile(
                "Sources/Feature/DiskRouteStore.swift",
                "final class DiskRouteStore: RouteStoring {\n    private let url: URL\n    private let cache: any RouteCaching\n    init(url: URL, cache: any RouteCaching) { self.url = url; self.cache = cache }\n    func read() throws -> Data {\n        try FileManager.default.removeItem(at: url)\n        return try cache.load()\n    }\n}"
            )
        ),
        // The same default where no test can replace it (a `let`, or a `private var`): a hidden singleton.
        RuleExample(
            ExampleFile("Sources/Checkout/LinkOpening.swift", "protocol LinkOpening {\n    func canOpen(_ link: URL) -> Bool\n}"),
            ExampleFile("Tests/CheckoutTests/LinkOpeningFake.swift", "final class LinkOpeningFake: LinkOpening {\n    func canOpen(_ link: URL) -> Bool { true }\n}"),
            ExampleFile("Sources/Checkout/WalletSwitcher.swift", "final class WalletSwitcher {\n    let opener: LinkOpening = UIApplication.shared\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Checkout/LinkOpening.swift", "protocol LinkOpening {\n    func canOpen(_ link: URL) -> Bool\n}"),
            ExampleFile("Tests/CheckoutTests/LinkOpeningFake.swift", "final class LinkOpeningFake: LinkOpening {\n    func canOpen(_ link: URL) -> Bool { true }\n}"),
            ExampleFile("Sources/Checkout/WalletSwitcher.swift", "final class WalletSwitcher {\n    private var opener: LinkOpening = UIApplication.shared\n}")
        ),
        RuleExample("Sources/Checkout/WalletSwitcher.swift", "final class WalletSwitcher {\n    var session: URLSession = URLSession.shared\n}"),
        // A feature builds the same engine itself: it is a component reaching the file system.
        RuleExample(
            ExampleFile("Sources/Feature/Vault/VaultClient.swift", "struct VaultClient {\n    var purge: () async throws -> Void\n}\nextension VaultClient {\n    static let liveValue: VaultClient = {\n        let shelf = Shelf()\n        return VaultClient(purge: { try await shelf.purge() })\n    }()\n}"),
            ExampleFile("Sources/Feature/Vault/Shelf.swift", "final class Shelf {\n    private var pending: [URL] = []\n    func purge() async throws { for url in pending { try FileManager.default.removeItem(at: url) } }\n}"),
            ExampleFile("Sources/Feature/Cleanup.swift", "struct Cleanup {\n    let shelf = Shelf()\n}")
        ),
        // The live value is the implementation of a package protocol itself: its logic is what tests exercise.
        RuleExample(
            ExampleFile("Sources/Feature/Rating/RatingService.swift", "protocol RatingService {\n    func ask() async\n}\nenum RatingServiceKey {\n    static let liveValue: any RatingService = LiveRatingService()\n}"),
            ExampleFile("Sources/Feature/Rating/LiveRatingService.swift", "final class LiveRatingService: RatingService {\n    func ask() async { _ = UIApplication.shared.connectedScenes.first }\n}")
        ),
        RuleExample("Sources/Feature/Transport.swift", "enum Transport {\n    static let send: (URLRequest) async throws -> Data = { try await URLSession.shared.data(for: $0).0 }\n}"),
        RuleExample("Sources/Feature/LogSetup.swift", "public enum LogSetup {\n    public static var once: () -> Void = {\n        Journal.add(ConsoleSink.shared)\n        return {}\n    }()\n}"),
        RuleExample("Sources/Feature/Transport.swift", "enum Transport {\n    private static var send: (URLRequest) async throws -> Data = { try await URLSession.shared.data(for: $0).0 }\n}"),
        RuleExample(
            ExampleFile("Sources/Feature/LaunchTiming.swift", "protocol LaunchTiming {\n    var firstDraw: Date? { get }\n    var menuShown: Date? { get }\n    var isPreheated: Bool { get }\n}"),
            ExampleFile("Tests/FeatureTests/LaunchTimingSpy.swift", "final class LaunchTimingSpy: LaunchTiming {\n    var firstDraw: Date?\n    var menuShown: Date?\n    var isPreheated = false\n}"),
            ExampleFile(
                "Sources/Feature/TrackerLaunchTiming.swift",
                "final class TrackerLaunchTiming: LaunchTiming {\n    private var drawn: Date?\n    var firstDraw: Date? { drawn ?? LaunchTracker.shared().firstDraw }\n    var menuShown: Date? { LaunchTracker.shared().menuShown }\n    var isPreheated: Bool { LaunchTracker.shared().phase == .preheat }\n}"
            )
        ),
        // A plain actor's or a main-actor class's `shared` is a singleton like any other, and so is a global actor keeping state of
        // its own whose methods are called through it: a stateful service, whatever isolation it also offers.
        RuleExample(
            ExampleFile("Sources/Feature/UploadLine.swift", "@globalActor\npublic actor UploadLine {\n    public static let shared = UploadLine()\n    private var pending: [URL] = []\n    public func enqueue(_ file: URL) { pending.append(file) }\n}"),
            ExampleFile("Sources/Feature/Sender.swift", "final class Sender {\n    func send(_ file: URL) async {\n        await UploadLine.shared.enqueue(file)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Radio.swift", "actor Radio {\n    static let shared = Radio()\n    func tune() {}\n}"),
            ExampleFile("Sources/Feature/Tuner.swift", "final class Tuner {\n    func start() async {\n        await Radio.shared.tune()\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RadioDial.swift", "@MainActor final class RadioDial {\n    static let shared = RadioDial()\n    var band = 0\n}"),
            ExampleFile("Sources/Feature/Tuner.swift", "final class Tuner {\n    @MainActor func start() {\n        RadioDial.shared.band = 1\n    }\n}")
        ),
        // A `private let` kept from a facility by a type conforming to no doubled protocol, or to one without a double.
        RuleExample(
            ExampleFile("Sources/Feature/Unpacking.swift", "protocol Unpacking: AnyObject {\n    func unpack(_ archive: URL, into folder: URL) throws\n}"),
            ExampleFile("Sources/Feature/TarUnpacker.swift", "final class TarUnpacker {\n    private let files = FileManager.default\n}\n\nextension TarUnpacker: Unpacking {\n    func unpack(_ archive: URL, into folder: URL) throws {\n        try files.createDirectory(at: folder, withIntermediateDirectories: true)\n    }\n}")
        ),
        RuleExample(
            "Sources/Feature/ReelUnpacker.swift",
            "final class ReelUnpacker {\n    private let files = FileManager.default\n    func unpack(_ archive: URL, into folder: URL) throws {\n        try files.createDirectory(at: folder, withIntermediateDirectories: true)\n    }\n}"
        ),
        // The package's own notification, named with a capital like the SDK's: a view observing it on the default center
        // depends on the package's broadcast, not on the framework's.
        RuleExample(
            ExampleFile("Sources/Feature/LedgerNotifications.swift", "extension Notification.Name {\n    static let LedgerDidSync = Notification.Name(\"LedgerDidSync\")\n}"),
            ExampleFile(
                "Sources/Feature/LedgerBadgeView.swift",
                "final class LedgerBadgeView: UIView {\n    func startWatching() {\n        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .LedgerDidSync, object: nil)\n    }\n    @objc private func refresh() { setNeedsLayout() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/LedgerNotifications.swift", "extension NSNotification.Name {\n    static let LDLedgerDidClose = NSNotification.Name(\"LDLedgerDidClose\")\n}"),
            ExampleFile(
                "Sources/Feature/LedgerFooterView.swift",
                "final class LedgerFooterView: UIView {\n    func startWatching() {\n        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .LDLedgerDidClose, object: nil)\n    }\n    @objc private func refresh() { setNeedsLayout() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/VaultNotifications.swift", "extension Notification.Name {\n    static let VLTVaultDidLock = Notification.Name(\"VLTVaultDidLock\")\n}"),
            ExampleFile(
                "Sources/Feature/VaultBadge.swift",
                "final class VaultBadge: NSObject {\n    let vault: Vault\n    init(vault: Vault) { self.vault = vault }\n    deinit {\n        NotificationCenter.default.removeObserver(self, name: .VLTVaultDidLock, object: vault)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Checkout\n\nfunc close(links: CheckoutLinks) { links.cancel() }"),
            ExampleFile("Sources/Checkout/PaymentSession.swift", "final class PaymentSession {\n    static let shared = PaymentSession()\n    func cancel() {}\n}"),
            ExampleFile("Sources/Checkout/CheckoutLinks.swift", "public struct CheckoutLinks {\n    public init() {}\n    public func cancel() {\n        PaymentSession.shared.cancel()\n    }\n}")
        ),
        RuleExample(
            "Sources/Feature/UIWindow+Insets.swift",
            "extension UIWindow {\n    static func bottomInset() -> CGFloat {\n        UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Vaulted\n\nfunc count() -> Int { Note.all(in: 1).count }"),
            ExampleFile("Sources/Vaulted/Vault.swift", "final class Vault {\n    static let shared = Vault()\n    func all<T>(in shelf: Int) -> [T] { [] }\n}"),
            ExampleFile("Sources/Vaulted/Stored.swift", "public protocol Stored {}\npublic extension Stored {\n    static func all(in shelf: Int) -> [Self] {\n        Vault.shared.all(in: shelf)\n    }\n}")
        ),
        RuleExample(
            "Sources/Feature/LinkBadgeView.swift",
            "final class LinkBadgeView: UIView {\n    let link: URL\n    init(link: URL) {\n        self.link = link\n        super.init(frame: .zero)\n    }\n    @objc func tapped() {\n        UIApplication.shared.open(link)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/HostController.swift",
            "final class HostController: UIViewController {\n    func pin(_ banner: UIView) {\n        UIApplication.shared.connectedScenes.first.map { _ in banner.removeFromSuperview() }\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Swatches.swift", "final class Swatches {\n    static let shared = Swatches()\n    var accent: UIColor = .systemBlue\n}"),
            ExampleFile("Sources/Feature/BadgeView.swift", "final class BadgeView: UIView {\n    func paint() {\n        backgroundColor = Swatches.shared.accent\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Endpoints.swift", "public final class Endpoints {\n    public static let shared = Endpoints(base: URL(fileURLWithPath: \"/\"))\n    public let base: URL\n    public let tint: UIColor = .red\n    public init(base: URL) { self.base = base }\n}"),
            ExampleFile("Sources/Feature/Loader.swift", "final class Loader {\n    func address() -> URL {\n        Endpoints.shared.base\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Swatches.swift", "class Swatches {\n    static let shared = Swatches()\n    let accent: UIColor = .systemBlue\n}"),
            ExampleFile("Sources/Feature/BadgeView.swift", "final class BadgeView: UIView {\n    func paint() {\n        backgroundColor = Swatches.shared.accent\n    }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/DrawerTransitions.swift",
                "public final class DrawerTransitions: NSObject {\n    public static var `default` = DrawerTransitions()\n    private var presented: [UIViewController] = []\n}\n\nextension DrawerTransitions: UIViewControllerTransitioningDelegate {\n    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {\n        presented.removeAll { $0 === dismissed }\n        return nil\n    }\n}"
            ),
            ExampleFile("Sources/Feature/UIViewController+Drawer.swift", "extension UIViewController {\n    func presentDrawer(_ drawer: UIViewController) {\n        drawer.transitioningDelegate = DrawerTransitions.default\n        present(drawer, animated: true)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/DrawerPresenting.swift", "protocol DrawerPresenting: AnyObject {\n    func drawerHeight() -> CGFloat\n}"),
            ExampleFile(
                "Sources/Feature/DrawerTransitions.swift",
                "final class DrawerTransitions: NSObject, UIViewControllerTransitioningDelegate, DrawerPresenting {\n    static let shared = DrawerTransitions()\n    func drawerHeight() -> CGFloat { 320 }\n}"
            ),
            ExampleFile("Sources/Feature/CheckoutController.swift", "final class CheckoutController: UIViewController {\n    func presentDrawer(_ drawer: UIViewController) {\n        drawer.transitioningDelegate = DrawerTransitions.shared\n        present(drawer, animated: true)\n    }\n}")
        ),
        RuleExample(
            "Sources/Feature/ReceiptController.swift",
            "final class ReceiptController: UIViewController {\n    func offerCopy() {\n        view.becomeFirstResponder()\n        UIMenuController.shared.showMenu(from: view, rect: view.bounds)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/UIView+CopyMenu.swift",
            "extension UIView {\n    func showCopyMenu() {\n        becomeFirstResponder()\n        UIMenuController.shared.showMenu(from: self, rect: bounds)\n    }\n}"
        ),
        // Inside a C callback only the type's own singleton leads back to it: another type's singleton there is a hidden
        // dependency, and the own one read from a Swift closure (which could capture the instance) is reported too.
        RuleExample(
            "Sources/Feature/PowerRelay.swift",
            "import CoreFoundation\n\nfinal class PowerRelay {\n    static let shared = PowerRelay()\n    func start() {\n        CFNotificationCenterAddObserver(CFNotificationCenterGetDarwinNotifyCenter(), nil, { _, _, name, _, _ in\n            EventJournal.shared.note(\"power\")\n        }, \"power.changed\" as CFString, nil, .deliverImmediately)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/PowerRelay.swift",
            "final class PowerRelay {\n    static let shared = PowerRelay()\n    private(set) var count = 0\n    func start() {\n        DispatchQueue.main.async { PowerRelay.shared.bump() }\n    }\n    func bump() { count += 1 }\n}"
        ),
        // A logger that keeps the lines it was told (a `var` of records) and tells observers: an activity store, injected.
        RuleExample(
            ExampleFile("Sources/Feature/ChoreLog.swift", "import Foundation\n\nfinal class ChoreLog {\n    static let shared = ChoreLog()\n    private(set) var lines: [ChoreLine] = []\n    func note(_ text: String) {\n        lines.append(ChoreLine(text: text))\n        print(text)\n        NotificationCenter.default.post(name: .init(\"ChoresChanged\"), object: self)\n    }\n}\n\nstruct ChoreLine {\n    let text: String\n}"),
            ExampleFile("Sources/Feature/ChoreBoard.swift", "final class ChoreBoard {\n    func finish(_ chore: String) {\n        ChoreLog.shared.note(chore)\n    }\n}")
        ),
        // A logger writing its own file: I/O a test would want to replace.
        RuleExample(
            ExampleFile("Sources/Feature/KilnLogger.swift", "import Foundation\n\nfinal class KilnLogger {\n    static let shared = KilnLogger()\n    let path: String = \"kiln.log\"\n    func info(_ text: String) {\n        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))\n    }\n}"),
            ExampleFile("Sources/Feature/Kiln.swift", "final class Kiln {\n    func fire() {\n        KilnLogger.shared.info(\"firing\")\n    }\n}")
        ),
        // Storing a logger does not make a type one: a pricing service answering values is a component that also logs.
        RuleExample(
            ExampleFile("Sources/Feature/FarePricer.swift", "import os\n\nfinal class FarePricer {\n    static let shared = FarePricer()\n    private let sink = Logger(subsystem: \"transit\", category: \"fares\")\n    func fare(for stops: Int) -> Int {\n        sink.debug(\"pricing\")\n        return stops * 2\n    }\n}"),
            ExampleFile("Sources/Feature/TicketDesk.swift", "final class TicketDesk {\n    func quote(_ stops: Int) -> Int {\n        FarePricer.shared.fare(for: stops)\n    }\n}")
        ),
        // In a UI file, acting through the application (opening a link, setting the idle timer) is behaviour.
        RuleExample("Sources/UI/HelpRow.swift", "import UIKit\n\nfinal class HelpRow: UIView {\n    func tapped(_ link: URL) {\n        UIApplication.shared.isIdleTimerDisabled = true\n        UIApplication.shared.open(link)\n    }\n}"),
        // A layout trait read outside a UI layer: a presenter deciding by the application's state has a dependency to inject.
        RuleExample("Sources/Presentation/TripPresenter.swift", "import UIKit\n\nfinal class TripPresenter {\n    func refresh() {\n        guard UIApplication.shared.applicationState == .active else { return }\n    }\n}"),
        // In a vended library, the shared pool read in a body or stored whole: the type picked the instance, no caller passed it.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"),
            ExampleFile("Sources/Feature/TokenVault.swift", "final class TokenVault {\n    private let pool = WorkerPool.singleton\n    func refresh() async {\n        await WorkerPool.singleton.run {}\n    }\n}")
        ),
        // A reader in an infrastructure layer storing a collaborator besides its path is a component with dependencies.
        RuleExample(
            "Sources/Infrastructure/ManifestLoader.swift",
            "final class ManifestLoader {\n    private let path: String\n    private let decoder: ManifestDecoding\n    init(path: String, decoder: ManifestDecoding) {\n        self.path = path\n        self.decoder = decoder\n    }\n    func load() -> Manifest? {\n        FileManager.default.contents(atPath: path).flatMap(decoder.decode)\n    }\n}"
        ),
        // The same path-only reader outside an infrastructure layer: a feature reaching the file system itself.
        RuleExample(
            "Sources/Feature/DraftReader.swift",
            "final class DraftReader {\n    private let path: String\n    init(path: String) { self.path = path }\n    func read() -> Data? { FileManager.default.contents(atPath: path) }\n}"
        ),
        // The package's own singleton handed out by a doubled factory is a service locator; so is an SDK singleton read by a
        // factory method returning a concrete type, or one of a protocol no test doubles.
        RuleExample(
            ExampleFile("Sources/Feature/Metrics.swift", "import MetricsKit\n\nprotocol MetricsSink {\n    func record(_ name: String)\n}\nprotocol MetricsSinkFactory {\n    func makeSink(key: String) -> MetricsSink\n    func makeClient() -> MetricsKitClient\n}\nfinal class SinkRegistry: MetricsSink {\n    static let shared = SinkRegistry()\n    func record(_ name: String) {}\n}\nfinal class RegistryMetricsSinkFactory: MetricsSinkFactory {\n    func makeSink(key: String) -> MetricsSink { SinkRegistry.shared }\n    func makeClient() -> MetricsKitClient { MetricsKitClient.shared }\n}"),
            ExampleFile("Sources/Feature/Crashes.swift", "import CrashKit\n\nprotocol CrashReporting {\n    func report(_ error: Error)\n}\nprotocol CrashReporterProvider {\n    func reporter() -> CrashReporting\n}\nstruct LiveCrashReporterProvider: CrashReporterProvider {\n    func reporter() -> CrashReporting { CrashKitAgent.shared }\n}\nextension CrashKitAgent: CrashReporting {}"),
            ExampleFile("Tests/FeatureTests/MetricsSinkFactoryMock.swift", "final class MetricsSinkFactoryMock: MetricsSinkFactory {\n    func makeSink(key: String) -> MetricsSink { fatalError() }\n    func makeClient() -> MetricsKitClient { fatalError() }\n}")
        ),
        // An infrastructure type holding a package service and working with the file manager: a component, not the file's adapter.
        RuleExample(
            "Sources/Infrastructure/ReceiptUploader.swift",
            "import Foundation\n\nfinal class UploadLine {\n    func enqueue(_ url: URL) {}\n}\nfinal class ReceiptUploader {\n    private let line: UploadLine\n    init(line: UploadLine) { self.line = line }\n    func upload(_ url: URL) throws {\n        line.enqueue(url)\n        try FileManager.default.removeItem(at: url)\n    }\n}"
        ),
        // The same read of the audio session in a feature: outside the adapter layer it stays a hidden dependency.
        RuleExample(
            "Sources/Feature/RouteBadge.swift",
            "import AVFoundation\n\nfinal class RouteBadge {\n    var title: String { AVAudioSession.sharedInstance().currentRoute.outputs.first?.portName ?? \"-\" }\n}"
        ),
        // Removing files from a helper on `URL` is behaviour, not a query: reported.
        RuleExample(
            "Sources/Feature/URL+Wipe.swift",
            "import Foundation\n\nextension URL {\n    func wipe() throws {\n        try FileManager.default.removeItem(at: self)\n    }\n}"
        ),
        // A `let` leaves nothing to replace: reported.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"),
            ExampleFile("Sources/Feature/Shimmer.swift", "public final class ShimmerStyle {\n    public static let shared = ShimmerStyle()\n    public var speed = 1.0\n}\n\npublic enum ShimmerDefaults {\n    public static let style = ShimmerStyle.shared\n}")
        ),
        // Logic around the singleton in such a facade stays reported.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"),
            ExampleFile("Sources/Feature/Beacon.swift", "public enum Beacon {\n    public static func send(_ name: String) {\n        let client = BeaconClient.shared\n        guard client.isEnabled else { return }\n        client.send(name)\n    }\n}"),
            ExampleFile("Sources/Feature/BeaconClient.swift", "final class BeaconClient {\n    static let shared = BeaconClient()\n    var isEnabled = true\n    func send(_ name: String) {}\n}")
        ),
        // Posting on the workspace's center is behaviour: reported.
        RuleExample(
            "Sources/Feature/SleepFaker.swift",
            "import AppKit\n\nfinal class SleepFaker {\n    func fake() {\n        NSWorkspace.shared.notificationCenter.post(name: NSWorkspace.willSleepNotification, object: nil)\n    }\n}"
        ),
        // The same post of an internal name: no published contract, a hidden bus.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"),
            ExampleFile("Sources/Feature/ShimmerRunner.swift", "import Foundation\n\nextension Notification.Name {\n    static let shimmerDidStart = Notification.Name(\"shimmerDidStart\")\n}\n\nfinal class ShimmerRunner {\n    func start(on view: AnyObject) {\n        NotificationCenter.default.post(name: .shimmerDidStart, object: view)\n    }\n}")
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // An internal initializer's singleton default that a test replaces, passing that argument: the seam is used.
        RuleExample(
            ExampleFile("Sources/Feature/HarborUplink.swift", "final class HarborUplink {\n    private let tokens: TokenVault\n    init(tokens: TokenVault = TokenVault.shared) {\n        self.tokens = tokens\n    }\n}"),
            ExampleFile("Tests/FeatureTests/HarborUplinkTests.swift", "final class HarborUplinkTests {\n    func test_connect() {\n        let uplink = HarborUplink(tokens: TokenVault(folder: \"fixtures\"))\n        _ = uplink\n    }\n}")
        ),
        // A parameter typed by a package protocol the framework types adopt: the default is only the live adapter, and
        // callers or tests pass another conformer, whatever that default is.
        RuleExample(
            "Sources/Feature/HelpLinks.swift",
            "protocol PageOpening {\n    func open(_ url: URL)\n}\n\nextension UIApplication: PageOpening {\n    func open(_ url: URL) { open(url, options: [:]) }\n}\n\nfinal class HelpLinks {\n    private let opener: PageOpening\n    init(topic: String, opener: PageOpening = {\n        #if os(iOS)\n        UIApplication.shared\n        #else\n        NSWorkspace.shared\n        #endif\n    }()) {\n        self.opener = opener\n    }\n    func openAll(_ pages: [URL], using shelf: (any PageOpening)? = UIApplication.shared) {}\n}"
        ),
        // AppKit's font-panel callback is handed the font manager as its sender: the method already has the instance.
        RuleExample(
            "Sources/Feature/GlyphFieldResponder.swift",
            "import AppKit\n\nfinal class GlyphFieldResponder: NSResponder, NSFontChanging {\n    var font = NSFont.systemFont(ofSize: 12)\n    func changeFont(_ sender: NSFontManager?) {\n        font = NSFontManager.shared.convert(font)\n    }\n}"
        ),
        // The live adapter of two doubled protocols keeping the user defaults in a `private let` and storing nothing else: a
        // key-value store is storage, as the file system is, and the adapter's reads and writes of it are the I/O it exists for.
        RuleExample(
            ExampleFile("Sources/Feature/TrailSource.swift", "protocol TrailSource {\n    func load() throws -> Trail\n}\nprotocol TrailCache {\n    func save(_ trail: Trail) throws\n}"),
            ExampleFile("Tests/FeatureTests/TrailDoubles.swift", "struct TrailSourceMock: TrailSource {\n    func load() throws -> Trail { Trail() }\n}\nfinal class TrailCacheMock: TrailCache {\n    func save(_ trail: Trail) throws {}\n}"),
            ExampleFile(
                "Sources/Feature/DefaultsTrailStorage.swift",
                "struct DefaultsTrailStorage {\n    private let store = UserDefaults.standard\n    enum Keys {\n        static let trail = \"trail\"\n    }\n    init() {}\n}\n\nextension DefaultsTrailStorage: TrailSource {\n    func load() throws -> Trail {\n        guard let data = store.data(forKey: Keys.trail) else { throw TrailError.missing }\n        return try PropertyListDecoder().decode(Trail.self, from: data)\n    }\n}\n\nextension DefaultsTrailStorage: TrailCache {\n    func save(_ trail: Trail) throws { store.set(try PropertyListEncoder().encode(trail), forKey: Keys.trail) }\n}"
            )
        ),
        // A branch the compiler never sees (`#if false`) is not code; its `#else` branch is, and reads nothing shared.
        RuleExample(
            "Sources/Feature/SignInWatcher.swift",
            "final class SignInWatcher {\n    func start() {\n#if false // waiting on a newer SDK\n        Task {\n            let center = NotificationCenter.default\n            for await _ in center.notifications(named: .signedIn) {}\n        }\n#else\n        poll()\n#endif\n    }\n    func poll() {}\n}"
        ),
        // The live adapter of a doubled protocol storing only its callbacks, or the framework handle it must hand back, adapts the platform.
        RuleExample(
            ExampleFile("Sources/Feature/ForegroundWatcher.swift", "protocol ForegroundWatching: AnyObject {\n    var isForeground: Bool { get }\n    var onForeground: (() -> Void)? { get set }\n}\n\nfinal class ForegroundWatcher: ForegroundWatching {\n    var onForeground: (() -> Void)?\n    init() {\n        NotificationCenter.default.addObserver(self, selector: #selector(cameForward), name: UIApplication.willEnterForegroundNotification, object: nil)\n    }\n    var isForeground: Bool {\n        let state = UIApplication.shared.applicationState\n        return state == .active\n    }\n    @objc private func cameForward() { onForeground?() }\n}"),
            ExampleFile("Tests/FeatureTests/ForegroundWatcherMock.swift", "final class ForegroundWatcherMock: ForegroundWatching {\n    var isForeground = true\n    var onForeground: (() -> Void)?\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/TaskKeeper.swift", "protocol TaskKeeping {\n    func keepAlive(name: String, done: @escaping () -> Void)\n}\n\nfinal class TaskKeeper: TaskKeeping {\n    private var taskID: UIBackgroundTaskIdentifier = .invalid\n    func keepAlive(name: String, done: @escaping () -> Void) {\n        taskID = UIApplication.shared.beginBackgroundTask(withName: name) { [unowned self] in\n            UIApplication.shared.endBackgroundTask(taskID)\n            taskID = .invalid\n            done()\n        }\n    }\n}"),
            ExampleFile("Tests/FeatureTests/TaskKeeperMock.swift", "final class TaskKeeperMock: TaskKeeping {\n    func keepAlive(name: String, done: @escaping () -> Void) { done() }\n}")
        ),
        // A private helper reached only as the fallback of an exported function's optional parameter computes that default.
        RuleExample(
            "Sources/Sheets/Sheets.swift",
            "public enum Sheets {\n    public static func show(_ sheet: UIViewController, from host: UIViewController? = nil) {\n        guard let presenter = host ?? frontController() else { return }\n        presenter.present(sheet, animated: true)\n    }\n    private static func frontController(_ start: UIViewController? = nil) -> UIViewController? {\n        let start = start ?? UIApplication\n            .shared\n            .connectedScenes\n            .flatMap { ($0 as? UIWindowScene)?.windows ?? [] }\n            .first { $0.isKeyWindow }?\n            .rootViewController\n        if let shown = start?.presentedViewController { return frontController(shown) }\n        return start\n    }\n}"
        ),
        // The default center bound to a local, then only observing view notifications through it: judged as the inline form.
        RuleExample(
            "Sources/Feature/LedgerViewController.swift",
            "final class LedgerViewController: NSViewController {\n    var tokens: [Any] = []\n    func watch(tables: [NSTableView]) {\n        let hub = NotificationCenter.default\n\n        tokens = tables.map { table in\n            hub.publisher(for: NSTableView.selectionDidChangeNotification, object: table)\n                .sink { [weak self] _ in self?.recount() }\n        }\n    }\n    func recount() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/NoteFieldCoordinator.swift",
            "final class NoteFieldCoordinator {\n    let field: NSTextField\n    init(field: NSTextField) { self.field = field }\n    func wire() {\n        let center: NotificationCenter = NotificationCenter.default\n        center.addObserver(self, selector: #selector(edited), name: NSControl.textDidChangeNotification, object: field)\n    }\n    @objc func edited() {}\n}"
        ),
        // A library's static facade over the unexported registry singleton of its own file: the registry's public face.
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Tracking\n\nfunc boot() { _ = Tracker.mainClient() }"),
            ExampleFile("Sources/Tracking/Tracker.swift", "open class Tracker {\n    open class func mainClient() -> TrackClient? {\n        if let client = ClientRegistry.shared.main {\n            return client\n        }\n        print(\"Tracker.start(key:) first\")\n        return nil\n    }\n}\n\nfinal class ClientRegistry {\n    static let shared = ClientRegistry()\n    var main: TrackClient?\n}\n\npublic final class TrackClient {\n    init() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Glow\n\nlet lamp = Lamp()"),
            ExampleFile("Sources/Glow/Lamp.swift", "public struct GlowOptions {\n    public var engine: GlowEngine?\n    public init() {}\n}\npublic func light(_ lamp: Lamp, options: GlowOptions? = nil) {\n    LampController().light(lamp, options: options ?? GlowOptions())\n}\nprivate final class LampController {\n    func light(_ lamp: Lamp, options: GlowOptions) {\n        let engine = options.engine ?? GlowEngine.shared\n        engine.start(lamp)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Lantern\n\nvar options = LanternOptions()"),
            ExampleFile(
                "Sources/Lantern/LanternOptions.swift",
                "public struct LanternOptions {\n    public var retries = 3\n    public var makeReader: @Sendable (Data) -> (any GlowReading)? = {\n        GlowReaderCatalog.shared.reader(for: $0)\n    }\n    public init() {}\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Courier\n\nvar transport = Transport()"),
            ExampleFile(
                "Sources/Courier/Transport.swift",
                "public struct Transport {\n    public var session = URLSession.shared\n    public var files: FileManager = .default\n    public init() {}\n}"
            )
        ),
        RuleExample(
            "Sources/Feature/Buzzer.swift",
            "import CoreHaptics\n\nfinal class Buzzer {\n    func makeEngine() throws -> CHHapticEngine {\n        try CHHapticEngine(audioSession: AVAudioSession.sharedInstance())\n    }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/LiftedByKeyboard.swift",
                "import SwiftUI\n\nstruct LiftedByKeyboard: ViewModifier {\n    @State private var lift: CGFloat = 0\n    func body(content: Content) -> some View {\n        content\n            .padding(.bottom, lift)\n            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in lift = 0 }\n    }\n}"
            ),
            ExampleFile(
                "Sources/Feature/LiftedByKeyboard+Dismiss.swift",
                "import SwiftUI\n\nextension LiftedByKeyboard {\n    func dismissKeyboard() {\n        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Visibility.swift", "enum Visibility: String {\n    case personal, shared\n}"),
            ExampleFile("Sources/Feature/Sharing.swift", "typealias Audience = Visibility\nfunc isPublic(_ v: Visibility) -> Bool { v == Visibility.shared || v == Audience.shared }")
        ),
        RuleExample(
            "Sources/Feature/Space.swift",
            "typealias SpaceKind = Wire_SpaceKind\nenum Scope {\n    case local, shared\n    var isShared: Bool { self == Scope.shared }\n}\nfunc fields() -> [String: Int] { [\"kind\": SpaceKind.shared.rawValue] }"
        ),
        RuleExample("Sources/App/Composer.swift", "let session = URLSession.shared"),
        RuleExample("Sources/Feature/Policy.swift", "func f(k: Kind) { switch k { case .default: break } }"),
        RuleExample("Sources/Feature/Client.swift", "let session = client.shared\n// URLSession.shared"),
        RuleExample("Tests/FeatureTests/StoreTests.swift", "let directory = FileManager.default.temporaryDirectory"),
        RuleExample("Sources/UI/Bar.swift", "func style(_ bar: Bar) { bar.setBackgroundImage(nil, for: .any, barMetrics: UIBarMetrics.default) }"),
        RuleExample("Sources/UI/Alerts.swift", "let ok = Alert.Button.default(Text(\"OK\"))"),
        RuleExample("Sources/Infrastructure/Client.swift", "let configuration = URLSessionConfiguration.default"),
        RuleExample("Sources/Feature/Cache.swift", "let engine = StorageEngine.default(appendingPath: \"cache\")"),
        RuleExample(
            "Sources/Feature/Server.swift",
            "public enum LoopSource {\n    case singleton\n    case given(EventLoopGroup)\n    var group: EventLoopGroup {\n        switch self {\n        case .singleton: return MultiThreadedEventLoopGroup.singleton\n        case .given(let group): return group\n        }\n    }\n}\npublic struct Server {\n    public init(loops: LoopSource = .singleton) {}\n}"
        ),
        RuleExample(
            "Sources/Feature/AppIconClient.swift",
            "extension AppIconClient {\n    static let liveValue = Self(\n        current: { UIApplication.shared.alternateIconName },\n        set: { try await UIApplication.shared.setAlternateIconName($0) }\n    )\n}\nprivate actor IconActor {\n    func folder() -> URL { FileManager.default.temporaryDirectory }\n}"
        ),
        RuleExample(
            "Sources/Feature/Recorder.swift",
            "final class Recorder {\n    private(set) static var shared: Recorder?\n    static func start() { Recorder.shared = Recorder() }\n}\nextension Recorder {\n    static func stop() { Recorder.shared = nil }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/UI/ProfileView.swift",
                "struct ProfileView: View {\n    let store: ProfileStore\n    var body: some View { Text(store.name) }\n}\n#Preview {\n    ProfileView(store: ProfileStore.shared)\n}\n#if DEBUG || DEMO_APP\nextension ProfileStore {\n    static let demo = ProfileStore(copying: ProfileStore.shared)\n}\n#endif"
            ),
            ExampleFile("Sources/UI/Mocks/SampleProfiles.swift", "enum SampleProfiles {\n    static let cached = ProfileCache.shared.load()\n}")
        ),
        RuleExample(
            "Sources/Feature/String+Patterns.swift",
            "final class PatternCache {\n    static let shared = PatternCache()\n    private var compiled: [String: NSRegularExpression] = [:]\n}\nextension String {\n    func matches(_ pattern: String) -> Bool { PatternCache.shared.regex(pattern).firstMatch(in: self) != nil }\n}\nfunc isHex(_ text: String) -> Bool { PatternCache.shared.regex(\"^[0-9a-f]+$\").firstMatch(in: text) != nil }"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Client+Loops.swift",
                "extension Client {\n    public static var defaultGroup: EventLoopGroup {\n        #if canImport(Network)\n        return NIOTSEventLoopGroup.singleton\n        #else\n        return MultiThreadedEventLoopGroup.singleton\n        #endif\n    }\n}"
            ),
            ExampleFile("Sources/Feature/Client.swift", "public final class Client {\n    public init(group: EventLoopGroup = Client.defaultGroup) {}\n}")
        ),
        // A public protocol's own requirement defaulted in a public extension: every conformer may replace it.
        RuleExample(
            "Sources/Feature/RelayHost.swift",
            "public protocol RelayHost {\n    var workers: WorkerGroup { get }\n    func relay() async throws\n}\npublic extension RelayHost {\n    var workers: WorkerGroup { WorkerGroup.shared }\n}\nextension RelayHost {\n    public func relay() async throws {}\n}"
        ),
        RuleExample(
            "Sources/Feature/SnapshotCounter.swift",
            "private final class CounterReset: NSObject, XCTestObservation {\n    static func registerIfNeeded() {\n        XCTestObservationCenter.shared.addTestObserver(CounterReset())\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/HeadersInjector.swift", "struct HeadersInjector: Injector {\n    static let shared = HeadersInjector()\n    private init() {}\n    func inject(_ value: String, forKey key: String, into headers: inout Headers) { headers.add(key, value) }\n}"),
            ExampleFile("Sources/Feature/Request+Tracing.swift", "extension Request {\n    mutating func trace(_ tracer: Tracer) { tracer.inject(context, into: &headers, using: HeadersInjector.shared) }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/DateFormatterCache.swift",
                "final class DateFormatterCache {\n    static let shared = DateFormatterCache()\n    let relative: RelativeDateTimeFormatter\n    init() {\n        let relative = RelativeDateTimeFormatter()\n        relative.unitsStyle = .short\n        self.relative = relative\n    }\n}"
            ),
            ExampleFile("Sources/Feature/Date+Relative.swift", "extension Date {\n    public var relativeText: String { DateFormatterCache.shared.relative.localizedString(for: self, relativeTo: Date()) }\n}")
        ),
        RuleExample(
            "Sources/Feature/Settings.swift",
            "public struct Settings {\n    public var imageStore: ImageStoring? {\n        get { hasCustomStore ? customStore : ImageStore.shared }\n        set {\n            customStore = newValue\n            hasCustomStore = true\n        }\n    }\n    private var customStore: ImageStoring?\n    private var hasCustomStore = false\n}\npublic final class Player {\n    private var injectedClock: Clock?\n    public var clock: Clock { injectedClock ?? SystemClock.shared }\n}"
        ),
        RuleExample(
            "Sources/Feature/Workspace.swift",
            "final class Workspace {\n    enum Testing { @TaskLocal static var mock = MockApps() }\n    let env: Env\n    var frontmost: App? {\n        switch env {\n        case .production: NSWorkspace.shared.frontmostApplication.map(App.init)\n        case .testing: Testing.mock.frontmost\n        }\n    }\n    func files() -> [URL] {\n        if env == .testing { return stubbedFiles } else { return FileManager.default.contents(of: root) }\n    }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Disk.swift",
                "public struct Disk {\n    public var remove: (URL) throws -> Void = { try FileManager.default.removeItem(at: $0) }\n    public var makeFolder: (URL, Bool, [FileAttributeKey: Any]?) throws -> Void = FileManager.default.createDirectory(at:withIntermediateDirectories:attributes:)\n    public let exists: (String) -> Bool = {\n        FileManager.default.fileExists(atPath: $0)\n    }\n    public func remove(at url: URL) throws { try remove(url) }\n}"
            ),
            ExampleFile("Sources/Feature/World.swift", "public struct World {\n    public var disk = Disk()\n}\npublic var Current = World()")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Purchasing.swift", "protocol Purchasing {\n    var userID: String { get }\n    func buy(_ id: String) async throws\n}"),
            ExampleFile("Sources/Feature/Mocks/MockPurchasing.swift", "final class MockPurchasing: Purchasing {\n    var userID = \"mock\"\n    func buy(_ id: String) async throws {}\n}"),
            ExampleFile(
                "Sources/Feature/StorePurchasing.swift",
                "final class StorePurchasing: Purchasing {\n    var userID: String {\n        Store.shared.userID\n    }\n    var isReady: Bool { Store.isConfigured }\n    func buy(_ id: String) async throws {\n        if id.isEmpty {\n            try await Store.shared.buyDefault()\n        } else {\n            try await Store.shared.buy(id)\n        }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/WakeObserving.swift", "protocol WakeObserving {\n    var didWake: AnyPublisher<Void, Never> { get }\n    func announceWake()\n}"),
            ExampleFile("Tests/FeatureTests/WakeObservingStub.swift", "struct WakeObservingStub: WakeObserving {\n    let didWake = Empty<Void, Never>().eraseToAnyPublisher()\n    func announceWake() {}\n}"),
            ExampleFile(
                "Sources/Feature/SystemWakeObserver.swift",
                "struct SystemWakeObserver: WakeObserving {\n    var didWake: AnyPublisher<Void, Never> {\n        NotificationCenter.default\n            .publisher(for: .wake)\n            .map { _ in () }\n            .eraseToAnyPublisher()\n    }\n    func announceWake() {\n        NotificationCenter.default.post(name: .wake, object: nil)\n    }\n}"
            )
        ),
        RuleExample("Sources/Feature/ReceiptReader.swift", "final class ReceiptReader {\n    func signature() async -> String? { try? await Receipt.shared.signature }\n    func record() async throws -> Receipt { try await Receipt.shared }\n}"),
        RuleExample(
            "Sources/UI/OutlineButton.swift",
            "final class OutlineButton: NSButton {\n    override func draw(_ rect: NSRect) {\n        let width = NSWorkspace.shared.accessibilityDisplayShouldIncreaseContrast ? 2.0 : 1.0\n        animates = !NSWorkspace.shared.accessibilityDisplayShouldReduceMotion\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/UnitTable.swift", "struct UnitTable {\n    static let shared = UnitTable()\n    let symbols: [String: String]\n    private init() { symbols = [\"m\": \"metre\"] }\n}"),
            ExampleFile("Sources/Feature/Formatter.swift", "struct Formatter {\n    func name(of symbol: String) -> String? { UnitTable.shared.symbols[symbol] }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Theme.swift", "struct Theme {\n    static let current = Theme()\n    var accent = \"blue\"\n}"),
            ExampleFile("Sources/Feature/Badge.swift", "struct Badge {\n    func tint() -> String { Theme.current.accent + Calendar.current.identifier.debugDescription }\n}")
        ),
        RuleExample(
            "Sources/Feature/Router.swift",
            "public enum Router {\n    public static func open(_ url: URL, from controller: UIViewController? = nil) {\n        let host = controller ?? UIApplication.shared.keyWindow?.rootViewController\n        _ = host\n    }\n    public init(center: NotificationCenter? = nil) {\n        self.center = center ?? NotificationCenter.default\n    }\n}\nprivate struct ThemeKey: EnvironmentKey {\n    static let defaultValue = ThemeStore.shared.theme\n}"
        ),
        RuleExample(
            "Sources/Feature/Uploader.swift",
            "final class Uploader {\n    let pool: Pool\n    deinit {\n        if pool !== Pool.shared { pool.close() }\n        assert(Pool.shared === pool || true)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Anchor.swift", "final actor Anchor {\n    static let shared = Anchor()\n}"),
            ExampleFile("Sources/Feature/Relay.swift", "final class Relay {\n    func start() { events.listen(on: Anchor.shared) { _ in } }\n}")
        ),
        RuleExample(
            "Sources/Feature/TrustAnchors.swift",
            "enum TrustAnchors {\n    static func rootCertificate() -> Data? {\n        let path = Bundle(for: Marker.self)\n            .path(forResource: \"root\", ofType: \"der\")!\n        return FileManager.default.contents(atPath: path)\n    }\n    static func schema() -> Data? {\n        guard let url = Bundle.module.url(forResource: \"schema\", withExtension: \"json\"),\n              let data = FileManager.default.contents(atPath: url.path) else { return nil }\n        return data\n    }\n    static func rules() -> Data? {\n        FileManager.default.contents(atPath: Bundle.main.path(forResource: \"rules\", ofType: \"json\") ?? \"\")\n    }\n}"
        ),
        // Observing notifications the system posts only on the default center, from any type of the UI layer or a view or
        // controller elsewhere, and removing such observers: UI glue on the only center the system posts them to.
        RuleExample(
            "Sources/UI/MenuRefresher.swift",
            "import AppKit\n\nfinal class MenuRefresher {\n    func start() {\n        _ = NotificationCenter.default.addObserver(forName: NSApplication.didUpdateNotification, object: NSApp, queue: .main) { _ in }\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/InboxViewModel.swift",
            "import UIKit\n\nfinal class InboxViewModel {\n    func start() {\n        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: UIApplication.didBecomeActiveNotification, object: nil)\n    }\n    @objc func reload() {}\n}"
        ),
        RuleExample(
            "Sources/UI/KeyboardWatcher.swift",
            "final class KeyboardWatcher {\n    var shown = false\n    init() {\n        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { _ in }\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/ComposerViewController.swift",
            "final class ComposerViewController: UIViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        NotificationCenter.default.addObserver(self, selector: #selector(resume), name: UIApplication.didBecomeActiveNotification, object: nil)\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/ComposerPanel.swift",
            "import UIKit\n\nfinal class ComposerPanel: UIView {\n    deinit { NotificationCenter.default.removeObserver(self) }\n}\n\nextension ComposerPanel {\n    func watchKeyboard() {\n        NotificationCenter.default.addObserver(self, selector: #selector(keyboardShown), name: UIResponder.keyboardWillShowNotification, object: nil)\n    }\n    @objc private func keyboardShown() {}\n}"
        ),
        RuleExample(
            "Sources/UI/GalleryLayout.swift",
            "import UIKit\n\nfinal class GalleryLayout: UICollectionViewFlowLayout {\n    private var bag: Set<AnyCancellable> = []\n    func watch() {\n        NotificationCenter.default.addObserver(self, selector: #selector(rotated), name: UIDevice.orientationDidChangeNotification, object: nil)\n        NotificationCenter.default.publisher(for: UIApplication.didReceiveMemoryWarningNotification)\n            .sink { [weak self] _ in self?.invalidateLayout() }\n            .store(in: &bag)\n    }\n    @objc private func rotated() { invalidateLayout() }\n    deinit { NotificationCenter.default.removeObserver(self) }\n}"
        ),
        RuleExample(
            "Sources/UI/AppActivity.swift",
            "import AppKit\n\nextension NSApplication {\n    func activity() async {\n        for await _ in NotificationCenter.default.notifications(named: NSApplication.didBecomeActiveNotification) {}\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/DraftFieldRelay.swift",
            "final class DraftFieldRelay: NSObject {\n    func stopRelaying(from field: UITextField) {\n        NotificationCenter.default.removeObserver(self, name: UITextField.textDidChangeNotification, object: field)\n    }\n}"
        ),
        // Moving, copying and removing scratch files in the temporary folder, or one the function names afresh.
        RuleExample(
            "Sources/Feature/ClipExporter.swift",
            "struct ClipExporter {\n    func export(_ clip: URL) throws -> URL {\n        let copy = FileManager.default.temporaryDirectory\n            .appendingPathComponent(UUID().uuidString)\n            .appendingPathExtension(\"mov\")\n        try FileManager.default.copyItem(at: clip, to: copy)\n        return copy\n    }\n    func transcode(_ samples: [Float], beside source: URL) throws {\n        let scratch = source.deletingLastPathComponent().appendingPathComponent(UUID().uuidString)\n        defer { try? FileManager.default.removeItem(at: scratch) }\n        try write(samples, to: scratch)\n    }\n}"
        ),
        // A shared instance handed whole to an initializer: the injection itself, at the assembly point.
        RuleExample(
            ExampleFile("Sources/Feature/Ducker.swift", "import AVFoundation\n\nfinal class Ducker {\n    init(session: AVAudioSession) {}\n}"),
            ExampleFile("Sources/Feature/Player.swift", "func makeDucker() -> Ducker {\n    Ducker(session: AVAudioSession.sharedInstance())\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Feature\n\nlet feed = FeedClient(bundle: .main)"),
            ExampleFile(
                "Sources/Feature/FeedClient.swift",
                "public final class FeedClient {\n    public init(baseURL: URL, loader: URLSession) {}\n    convenience init(bundle: Bundle) {\n        self.init(baseURL: bundle.bundleURL, loader: URLSession.shared)\n    }\n}"
            )
        ),
        // A scene factory (its members only build or keep, its one method handing back the screen) injects the file manager.
        RuleExample(
            "Sources/Feature/ReceiptSceneFactory.swift",
            "import UIKit\n\nstruct ReceiptSceneFactory {\n    let receiptID: String\n    func make() -> UIViewController {\n        let model = ReceiptModel(id: receiptID, files: FileManager.default)\n        return ReceiptScreen(model: model)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/AgentAssembly.swift",
            "enum AgentAssembly {\n    static func makeAgent(store: Store) -> Agent {\n        let routes = RouteTable.shared\n        return Agent(store: store, center: NotificationCenter.default, routes: routes)\n    }\n}\n\nfinal class Uplink {\n    init(endpoint: URL, session: URLSession) {}\n    convenience init(endpoint: URL) { self.init(endpoint: endpoint, session: URLSession.shared) }\n}"
        ),
        // A private lookup table built once in its own private initializer, read by its file: a constant of the file.
        RuleExample(
            "Sources/Feature/Curve.swift",
            "struct Curve {\n    static func point(at index: Int) -> Int {\n        BasePoints.shared.values[index] + BasePoints.shared.offsets.count\n    }\n\n    private final class BasePoints {\n        static let shared = BasePoints()\n        var values: [Int] = []\n        let offsets: [Int]\n        private init() {\n            values.append(9)\n            values.append(4)\n            offsets = [1, 2]\n        }\n    }\n}"
        ),
        // Listing and checking files the bundle ships, from its resource folder or a local bound to it.
        RuleExample(
            "Sources/Feature/ChimeShelf.swift",
            "struct ChimeShelf {\n    func bundled() -> [String] {\n        let names = (try? FileManager.default.contentsOfDirectory(atPath: Bundle.main.resourcePath! + \"/Chimes\")) ?? []\n        return names.filter { $0.hasSuffix(\".caf\") }\n    }\n    func templates() -> [URL] {\n        guard let folder = Bundle.module.resourceURL?.appendingPathComponent(\"Templates\") else { return [] }\n        return (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []\n    }\n    func hasManual() -> Bool {\n        FileManager.default.fileExists(atPath: Bundle(for: Marker.self).bundleURL.appendingPathComponent(\"Manual.pdf\").path)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Feature\n\nlet uplink = Uplink()"),
            ExampleFile(
            "Sources/Feature/Uplink.swift",
            "public final class Uplink {\n    public init(send: @escaping (Request) async throws -> Data = { try await URLSession.shared.data(for: $0).0 }, files: FileManager = .default) {}\n    package convenience init(settings: Settings) {\n        self.init(send: settings.send ?? { try await URLSession.shared.data(for: $0).0 }, files: settings.files ?? FileManager.default)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    targets: [\n        .target(name: \"Feature\", plugins: [\"StringsPlugin\"]),\n        .plugin(name: \"StringsPlugin\", capability: .buildTool()),\n    ]\n)"),
            ExampleFile(
                "Plugins/StringsPlugin/StringsPlugin.swift",
                "import PackagePlugin\n\n@main\nstruct StringsPlugin: BuildToolPlugin {\n    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {\n        guard FileManager.default.fileExists(atPath: target.directory.string) else { return [] }\n        return []\n    }\n}"
            ),
            ExampleFile("Sources/Feature/StringTable.swift", "struct StringTable {}")
        ),
        RuleExample(
            "Sources/Feature/PipeReader.swift",
            "final class PipeReader {\n    let handle: FileHandle\n    init(handle: FileHandle) { self.handle = handle }\n    func next() async {\n        let reads = NotificationCenter.default.notifications(named: .NSFileHandleReadCompletion, object: handle)\n        handle.readInBackgroundAndNotify()\n        for await _ in reads { break }\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Feature\n\nlet feed = FeedClient(bundle: .main)"),
            ExampleFile(
                "Sources/Feature/FeedClient.swift",
                "public final class FeedClient {\n    public init(baseURL: URL, loader: URLSession) {}\n    public convenience init(bundle: Bundle) {\n        self.init(\n            baseURL: bundle.bundleURL,\n            loader: URLSession.shared\n        )\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Clip/ClipClient.swift", "struct ClipClient {\n    var copy: (String) -> Void\n    static let liveValue = Self(copy: { pasteText($0) })\n}"),
            ExampleFile("Sources/Feature/Clip/ClipClient+Pasteboard.swift", "func pasteText(_ text: String) { NSPasteboard.general.setString(text, forType: .string) }\nprivate func folder() -> URL { FileManager.default.temporaryDirectory }")
        ),
        RuleExample(
            ExampleFile("Sources/ClipClient/ClipClient.swift", "public struct ClipClient {\n    public var trash: (URL) throws -> Void\n}"),
            ExampleFile("Sources/LiveClipClient/LiveClipClient.swift", "import ClipClient\n\nextension ClipClient {\n    public static var liveValue: Self { Self(trash: trashItem) }\n}"),
            ExampleFile("Sources/LiveClipClient/Trash.swift", "func trashItem(_ url: URL) throws { try FileManager.default.trashItem(at: url, resultingItemURL: nil) }")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/TrashEmptier.swift",
                "protocol TrashEmptying {\n    func empty(at path: String) throws\n}\nstruct TrashEmptier: TrashEmptying {\n    let files: FileManager\n    init(files: FileManager = .default) { self.files = files }\n    func empty(at path: String) throws { try files.removeItem(atPath: path) }\n}"
            ),
            ExampleFile("Tests/FeatureTests/TrashEmptierSpy.swift", "import Feature\n\nfinal class TrashEmptierSpy: TrashEmptying {\n    private(set) var paths: [String] = []\n    func empty(at path: String) throws { paths.append(path) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Sync/SettingsSync.swift", "public protocol SettingsSync: AnyObject {\n    func start()\n}"),
            ExampleFile("Sources/Sync/SettingsSyncMock.swift", "final class SettingsSyncMock: SettingsSync {\n    func start() {}\n}"),
            ExampleFile(
                "Sources/Sync/CloudSettingsSync.swift",
                "final class CloudSettingsSync {\n    private let store: NSUbiquitousKeyValueStore\n    private let center: NotificationCenter\n    private var watchers: [String: (Any?) -> Void] = [:]\n\n    init(\n        store: NSUbiquitousKeyValueStore = .default,\n        center: NotificationCenter = .default\n    ) {\n        self.store = store\n        self.center = center\n    }\n}\n\nextension CloudSettingsSync: SettingsSync {\n    func start() { _ = store.synchronize() }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ReportSink.swift", "protocol ReportSink {\n    func write(_ report: Data) throws\n}"),
            ExampleFile("Tests/FeatureTests/ReportSinkSpy.swift", "final class ReportSinkSpy: ReportSink {\n    var reports: [Data] = []\n    func write(_ report: Data) throws { reports.append(report) }\n}"),
            ExampleFile(
                "Sources/Feature/DiskReportSink.swift",
                "final class DiskReportSink: ReportSink {\n    let path: String\n    init(path: String) { self.path = path }\n    func write(_ report: Data) throws {\n        let files = FileManager.default\n        if !files.fileExists(atPath: path) { files.createFile(atPath: path, contents: report) }\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/Preferences/Toggle+Key.swift",
            "public extension Toggle {\n    init(_ key: Key, store: UserDefaults? = nil) {\n        let initial = (store ?? UserDefaults.standard)[key]\n        self.init(initial, store: store)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/design-kit/CardView.swift", "public struct CardView {\n    public init(tint: Color = Palette.shared.colors.card) {}\n}"),
            ExampleFile("Sources/feature-home/HomeView.swift", "import design_kit\n\nlet card = CardView()")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Feature\n\nlet uploader = Uploader(url: root)"),
            ExampleFile(
                "Sources/Feature/Uploader.swift",
                "public final class Uploader {\n    public convenience init(url: URL, send: @escaping Send = { try await URLSession.shared.data(for: $0).0 }) {\n        self.init(url: url, send: send, retries: 3)\n    }\n    init(url: URL, send: @escaping Send = { try await URLSession.shared.data(for: $0).0 }, retries: Int) {}\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Disk.swift", "public protocol Disk {\n    func read(_ path: String) throws -> Data\n    func remove(_ path: String) throws\n}"),
            ExampleFile("Tests/FeatureTests/DiskStub.swift", "struct DiskStub: Disk {\n    func read(_ path: String) throws -> Data { Data() }\n    func remove(_ path: String) throws {}\n}"),
            ExampleFile(
                "Sources/Feature/LocalDisk.swift",
                "public struct LocalDisk: Disk {\n    public static let standard = LocalDisk()\n    public func read(_ path: String) throws -> Data {\n        guard let data = FileManager.default.contents(atPath: path) else { throw DiskError.unreadable }\n        return data\n    }\n    public func remove(_ path: String) throws { try FileManager.default.removeItem(atPath: path) }\n}"
            )
        ),
        // An actor over the file system whose conformance is declared beside the protocol, in another file.
        RuleExample(
            ExampleFile("Sources/Feature/SketchArchive.swift", "protocol SketchArchive {\n    func delete(_ name: String) async throws\n}\nextension SketchFolder: SketchArchive {}"),
            ExampleFile("Tests/FeatureTests/SketchArchiveStub.swift", "actor SketchArchiveStub: SketchArchive {\n    func delete(_ name: String) async throws {}\n}"),
            ExampleFile(
                "Sources/Feature/SketchFolder.swift",
                "actor SketchFolder {\n    func delete(_ name: String) async throws {\n        try FileManager.default.removeItem(atPath: name)\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/FileBoxing.swift", "protocol FileBoxing {\n    func clear() throws\n}"),
            ExampleFile("Tests/FeatureTests/FileBoxingSpy.swift", "final class FileBoxingSpy: FileBoxing {\n    func clear() throws {}\n}"),
            ExampleFile(
                "Sources/Feature/JSONFileBox.swift",
                "final class JSONFileBox: FileBoxing {\n    let url: URL\n    private let lock = NSLock()\n    private var cached: Data?\n    init(url: URL) { self.url = url }\n    func clear() throws {\n        try lock.withLock {\n            try FileManager.default.removeItem(at: url)\n            cached = nil\n        }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/LoginForm.swift",
                "import SwiftUI\n\nstruct LoginForm: View {\n    @State private var keyboardShown = false\n    var body: some View {\n        TextField(\"Name\", text: $name)\n            .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in keyboardShown = true }\n            .toolbar {\n                Button(\"Done\") { UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil) }\n            }\n    }\n}"
            ),
            ExampleFile(
                "Sources/Feature/LoginForm+Footer.swift",
                "import SwiftUI\n\nextension LoginForm {\n    func footer() -> some View {\n        Text(\"Help\").onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in store.send(.refresh) }\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/Feature/FieldRelay.swift",
            "final class FieldRelay: NSObject {\n    let field: UITextField\n    init(field: UITextField) {\n        self.field = field\n        super.init()\n        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UITextField.textDidChangeNotification, object: field)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/CloudFolderWatcher.swift",
            "final class CloudFolderWatcher: NSObject {\n    private var search: NSMetadataQuery?\n    func start() {\n        search = NSMetadataQuery()\n        NotificationCenter.default.addObserver(self, selector: #selector(gathered), name: .NSMetadataQueryDidFinishGathering, object: search)\n    }\n    deinit {\n        NotificationCenter.default.removeObserver(self, name: .NSMetadataQueryDidFinishGathering, object: search)\n    }\n    @objc private func gathered() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/NoteFieldRelay.swift",
            "final class NoteFieldRelay: NSObject {\n    let field: UITextField\n    init(field: UITextField) {\n        self.field = field\n        super.init()\n        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UITextField.textDidChangeNotification, object: field)\n    }\n    func stop() {\n        NotificationCenter.default.removeObserver(self, name: UITextField.textDidChangeNotification, object: field)\n    }\n    @objc private func changed() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/ReaderPreferences.swift",
            "public enum ReaderPreferences {\n    @Stored(\"font\") public static var font: String\n}\npublic extension ReaderPreferences {\n    static func migrate() {\n        font = UserDefaults.standard.string(forKey: \"font\") ?? font\n    }\n}"
        ),
        // The `@main` SwiftUI app of a file no layer maps is where the app is put together.
        RuleExample(
            "Sources/NotesApp/NotesApp.swift",
            "import SwiftUI\n@main\nstruct NotesApp: App {\n    var body: some Scene {\n        WindowGroup {\n            NotesList().onAppear { ReviewPrompt.shared.scheduleIfNeeded() }\n        }\n    }\n}"
        ),
        // A property wrapper persisting the value it wraps: the defaults are its storage, as `@AppStorage`'s are.
        RuleExample(
            "Sources/Feature/Toggle.swift",
            "@propertyWrapper\npublic struct StoredToggle {\n    let key: String\n    public var wrappedValue: Bool {\n        get { UserDefaults.standard.bool(forKey: key) }\n        nonmutating set { UserDefaults.standard.set(newValue, forKey: key) }\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Alerts\nimport AlertsPush\n\nfunc start(alerts: Alerts, token: Data) { alerts.register(token: token) }"),
            ExampleFile("Sources/Alerts/Alerts.swift", "public final class Alerts {\n    public static let shared = Alerts()\n}"),
            ExampleFile("Sources/AlertsPush/AlertsPush.swift", "final class AlertsPush {\n    static let shared = AlertsPush()\n    func register(token: Data) {}\n}"),
            ExampleFile(
                "Sources/AlertsPush/Alerts+Push.swift",
                "import Alerts\n\nextension Alerts {\n    public func register(token: Data) {\n        AlertsPush.shared.register(token: token)\n    }\n    public var pending: Int { AlertsPush.shared.pending }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/App/AppDelegate.swift", "import AlertsKit\n\nfinal class AppDelegate: AlertsAppDelegate {}"),
            ExampleFile("Sources/AlertsKit/AlertsDelegateBase.swift", "open class AlertsDelegateBase {\n    public init(alerts: Alerts, log: Log) {}\n}"),
            ExampleFile(
                "Sources/AlertsKit/AlertsAppDelegate.swift",
                "open class AlertsAppDelegate: AlertsDelegateBase {\n    public init() {\n        super.init(\n            alerts: Alerts.shared,\n            log: Diagnostics.shared.log\n        )\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Builder/SiteBuilder.swift", "public struct SiteBuilder {\n    private let files: FileManager\n    public init(files: FileManager = .default) { self.files = files }\n}"),
            ExampleFile("../App/Composition.swift", "import Builder\n\nlet builder = SiteBuilder()")
        ),
        RuleExample(
            ExampleFile("Sources/Metadata/MetadataStorage.swift", "public final class MetadataStorage {\n    var notes: [String: String] = [:]\n    func wipe(_ url: URL) throws { try FileManager.default.removeItem(at: url) }\n}"),
            ExampleFile(
                "Sources/Metadata/MetadataClient+Live.swift",
                "extension MetadataClient {\n    static let liveValue = Self(wipe: { try MetadataStorage.live.wipe($0) })\n}\n\nextension MetadataStorage {\n    static let live = MetadataStorage()\n}"
            )
        ),
        RuleExample(
            "Sources/Archive/ArchiveSettings.swift",
            "public struct ArchiveSettings {\n    public let dataFolder: String?\n    public let cacheFolder: String?\n    public let verbose: Bool\n    public static func standard() -> ArchiveSettings {\n        let support = try? FileManager.default.url(for: .applicationSupportDirectory, in: .userDomainMask, appropriateFor: nil, create: true)\n        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first\n        return ArchiveSettings(dataFolder: support?.path, cacheFolder: caches?.path, verbose: false)\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/BaseViewController.swift", "class BaseViewController: UIViewController {}"),
            ExampleFile(
                "Sources/Feature/ComposerViewController.swift",
                "final class ComposerViewController: BaseViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)\n    }\n}"
            ),
            ExampleFile(
                "Sources/Feature/ChatInputBar.swift",
                "final class ChatInputBar: UIView {}\n\nextension ChatInputBar {\n    func watchText() {\n        NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: nil, queue: .main) { _ in }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RouteStoring.swift", "protocol RouteStoring {\n    func read() throws -> Data\n}"),
            ExampleFile("Tests/FeatureTests/RouteStoringStub.swift", "final class RouteStoringStub: RouteStoring {\n    func read() throws -> Data { Data() }\n}"),
            ExampleFile(
                "Sources/Feature/DiskRouteStore.swift",
                "final class DiskRouteStore: RouteStoring {\n    private let url: URL\n    private let cache: any RouteCaching\n    init(cache: any RouteCaching) {\n        url = FileManager.default.temporaryDirectory.appendingPathComponent(\"routes.json\")\n        self.cache = cache\n    }\n    func read() throws -> Data { try cache.load() }\n}"
            )
        ),
        // A stored `var` typed by a doubled package protocol, defaulting to the singleton: tests assign the double there.
        RuleExample(
            ExampleFile("Sources/Checkout/LinkOpening.swift", "protocol LinkOpening {\n    func canOpen(_ link: URL) -> Bool\n}"),
            ExampleFile("Tests/CheckoutTests/LinkOpeningFake.swift", "final class LinkOpeningFake: LinkOpening {\n    func canOpen(_ link: URL) -> Bool { true }\n}"),
            ExampleFile(
                "Sources/Checkout/WalletSwitcher.swift",
                "final class WalletSwitcher {\n    var opener: LinkOpening = UIApplication.shared\n    weak var tracker: CheckoutTracking? = CheckoutTracker.shared\n    func canSwitch(_ link: URL) -> Bool { opener.canOpen(link) }\n}"
            ),
            ExampleFile("Sources/Checkout/CheckoutTracking.swift", "protocol CheckoutTracking: AnyObject {\n    func track(_ event: String)\n}"),
            ExampleFile("Tests/CheckoutTests/CheckoutTrackingSpy.swift", "final class CheckoutTrackingSpy: CheckoutTracking {\n    func track(_ event: String) {}\n}")
        ),
        // Only the client's live factory builds the engine: the client is the seam tests replace.
        RuleExample(
            ExampleFile("Sources/Feature/Vault/VaultClient.swift", "struct VaultClient {\n    var purge: () async throws -> Void\n}\nextension VaultClient {\n    static let liveValue: VaultClient = {\n        let shelf = Shelf()\n        return VaultClient(purge: { try await shelf.purge() })\n    }()\n}"),
            ExampleFile("Sources/Feature/Vault/Shelf.swift", "final class Shelf {\n    private var pending: [URL] = []\n    func purge() async throws { for url in pending { try FileManager.default.removeItem(at: url) } }\n}")
        ),
        // A view restarting its own animation when the app returns, and a controller's keyboard glue written once in a
        // `where Self:` extension: the framework posts these only on the default center, and the class only lays itself out.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PulseView.swift",
                "final class PulseView: UIView {\n    override init(frame: CGRect) {\n        super.init(frame: frame)\n        NotificationCenter.default.addObserver(self, selector: #selector(restart), name: UIApplication.willEnterForegroundNotification, object: nil)\n    }\n    deinit {\n        NotificationCenter.default.removeObserver(self, name: UIApplication.willEnterForegroundNotification, object: nil)\n    }\n}"
            ),
            ExampleFile(
                "Sources/Feature/KeyboardAvoiding.swift",
                "protocol KeyboardAvoiding: AnyObject {\n    func keyboardWillMove(_ note: Notification)\n}\n\nextension KeyboardAvoiding where Self: UIViewController {\n    func startAvoiding() -> [NSObjectProtocol] {\n        [NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil) { [weak self] in self?.keyboardWillMove($0) }]\n    }\n    func stopAvoiding(_ tokens: [NSObjectProtocol]) {\n        tokens.forEach { NotificationCenter.default.removeObserver($0) }\n    }\n}"
            )
        ),
        // A clip view looping its movie: the SDK names `.AVPlayerItemDidPlayToEndTime` on `Notification.Name` with its
        // prefix, and posts it only on the default center.
        RuleExample(
            "Sources/Feature/LoopingClipView.swift",
            "final class LoopingClipView: UIView {\n    private let player = AVPlayer()\n    func startLooping() {\n        NotificationCenter.default.addObserver(self, selector: #selector(rewind), name: .AVPlayerItemDidPlayToEndTime, object: player.currentItem)\n    }\n    func stopLooping() {\n        NotificationCenter.default.removeObserver(self, name: .AVPlayerItemDidPlayToEndTime, object: nil)\n    }\n    @objc private func rewind() { player.seek(to: .zero) }\n}"
        ),
        RuleExample(
            "Sources/Feature/Transport.swift",
            "extension URLSession {\n    public static func liveTransport(_ request: URLRequest) async throws -> Data { try await _liveTransport(request) }\n    static var _liveTransport: (\n        URLRequest\n    ) async throws -> Data = { request in\n        try await URLSession.shared.data(for: request).0\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/LaunchTiming.swift", "enum LaunchKind { case cold, warm }\nprotocol LaunchTiming {\n    var kind: LaunchKind { get }\n    var onFirstDraw: ((Date) -> Void)? { get set }\n    var firstDraw: Date? { get }\n    var menuShown: Date? { get }\n    var isPreheated: Bool { get }\n}"),
            ExampleFile("Tests/FeatureTests/LaunchTimingSpy.swift", "final class LaunchTimingSpy: LaunchTiming {\n    var kind = LaunchKind.cold\n    var onFirstDraw: ((Date) -> Void)?\n    var firstDraw: Date?\n    var menuShown: Date?\n    var isPreheated = false\n}"),
            ExampleFile(
                "Sources/Feature/TrackerLaunchTiming.swift",
                "final class TrackerLaunchTiming: LaunchTiming {\n    let kind: LaunchKind\n    var onFirstDraw: ((Date) -> Void)?\n    init() {\n        kind = LaunchTracker.shared().relaunched ? .warm : .cold\n        LaunchTracker.shared().onFirstDraw = { [weak self] date in\n            self?.onFirstDraw?(date)\n        }\n    }\n    var isPreheated: Bool { ProcessInfo.processInfo.environment[\"PREHEAT\"] == \"1\" }\n    var firstDraw: Date? {\n        LaunchTracker.shared().firstDraw\n    }\n    var menuShown: Date? { LaunchTracker.shared().menuShown }\n}"
            )
        ),
        // A global actor's `shared` is the actor itself (`GlobalActor` requires it): one instance by design, as `MainActor`'s is.
        // Keeping no state, it is an isolation domain: passed as the actor to isolate to, or read for its executor's queue.
        RuleExample(
            ExampleFile("Sources/Feature/RadioActor.swift", "@globalActor\npublic actor RadioActor {\n    public static let shared = RadioActor()\n    nonisolated let queue = DispatchSerialQueue(label: \"radio\")\n    public nonisolated var unownedExecutor: UnownedSerialExecutor { queue.asUnownedSerialExecutor() }\n}"),
            ExampleFile("Sources/Feature/LedgerActor.swift", "actor LedgerActor: GlobalActor {\n    static let shared = LedgerActor()\n    nonisolated let queue = DispatchQueue(label: \"ledger\")\n}"),
            ExampleFile(
                "Sources/Feature/Scanner.swift",
                "final class Scanner {\n    func schedule(_ work: @escaping @Sendable () -> Void) {\n        RadioActor.shared.queue.async(execute: work)\n        dispatchPrecondition(condition: .notOnQueue(LedgerActor.shared.queue))\n    }\n    func open() async throws -> Ledger {\n        try await Ledger(actor: LedgerActor.shared)\n    }\n    @MainActor func openOnMain() async throws -> Ledger {\n        try await Ledger(actor: MainActor.shared)\n    }\n}"
            )
        ),
        // The live adapter of a doubled protocol keeping the file system in a `private let`: the same read as one in its methods.
        RuleExample(
            ExampleFile("Sources/Feature/Unpacking.swift", "protocol Unpacking: AnyObject {\n    func unpack(_ archive: URL, into folder: URL) throws\n}"),
            ExampleFile("Tests/FeatureTests/UnpackingMock.swift", "final class UnpackingMock: Unpacking {\n    func unpack(_ archive: URL, into folder: URL) throws {}\n}"),
            ExampleFile("Sources/Feature/TarUnpacker.swift", "final class TarUnpacker {\n    private let files = FileManager.default\n}\n\nextension TarUnpacker: Unpacking {\n    func unpack(_ archive: URL, into folder: URL) throws {\n        try files.createDirectory(at: folder, withIntermediateDirectories: true)\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/App/AppRoot.swift", "import Checkout\n\nfunc open(_ link: URL) -> Bool { CheckoutLinks.resume(with: link) }"),
            ExampleFile("Sources/Checkout/PaymentSession.swift", "final class PaymentSession {\n    static let shared = PaymentSession()\n    func resume(_ link: URL) -> Bool { true }\n    func cancel() {}\n}"),
            ExampleFile(
                "Sources/Checkout/CheckoutLinks.swift",
                "public struct CheckoutLinks {\n    private init() {}\n    @discardableResult\n    public static func resume(with link: URL) -> Bool {\n        return PaymentSession.shared.resume(link)\n    }\n    public static func cancel() {\n        PaymentSession.shared.cancel()\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/UIApplication+Windows.swift", "extension UIApplication {\n    var visibleWindows: [UIWindow] {\n        connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\\.windows)\n    }\n}"),
            ExampleFile(
                "Sources/Feature/ToastView.swift",
                "final class ToastView: UIView {\n    func present() {\n        let host = UIApplication.shared.visibleWindows.last ?? UIWindow()\n        host.addSubview(self)\n        for window in UIApplication.shared.windows where window.isKeyWindow {\n            center = window.center\n        }\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/Feature/OverlayPanelView.swift",
            "final class OverlayPanelView: NSView {\n    func attach() {\n        NSApplication.shared.mainWindow?.contentView?.addSubview(self)\n    }\n}"
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Swatches.swift",
                "public final class Swatches: NSObject {\n    public let accent: UIColor\n    public let caption: UIFont\n    public static let shared = Swatches()\n    public init(bundle: Bundle = .main) {\n        accent = UIColor(named: \"accent\", in: bundle, compatibleWith: nil) ?? .systemBlue\n        caption = .preferredFont(forTextStyle: .caption1)\n    }\n}"
            ),
            ExampleFile("Sources/Feature/BadgeView.swift", "final class BadgeView: UIView {\n    var fill: UIColor = Swatches.shared.accent\n    func paint() {\n        backgroundColor = Swatches.shared.accent\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Ink.swift", "struct Ink {\n    static let shared = Ink(warm: true)\n    let highlight: Color\n    init(warm: Bool) { highlight = warm ? .orange : .blue }\n}"),
            ExampleFile("Sources/Feature/Marker.swift", "final class Marker {\n    func tint() -> Color { Ink.shared.highlight }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/DrawerTransitions.swift",
                "public final class DrawerTransitions: NSObject {\n    public static var `default` = DrawerTransitions()\n}\n\nextension DrawerTransitions: UIViewControllerTransitioningDelegate {\n    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {\n        DrawerAnimator(closing: true)\n    }\n}"
            ),
            ExampleFile("Sources/Feature/UIViewController+Drawer.swift", "extension UIViewController {\n    func presentDrawer(_ drawer: UIViewController) {\n        drawer.transitioningDelegate = DrawerTransitions.default\n        present(drawer, animated: true)\n    }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/FixedRowHeights.swift",
                "final class FixedRowHeights: NSObject, UITableViewDelegate, UITableViewDataSourcePrefetching {\n    static let shared = FixedRowHeights()\n    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }\n    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}\n}"
            ),
            ExampleFile("Sources/Feature/LedgerListView.swift", "final class LedgerListView: UIView {\n    let table = UITableView()\n    func attach() {\n        table.delegate = FixedRowHeights.shared\n    }\n}")
        ),
        RuleExample(
            "Sources/Feature/CopyableCaption.swift",
            "final class CopyableCaption: UILabel {\n    override var canBecomeFirstResponder: Bool { true }\n    @objc func longPressed(_ recognizer: UILongPressGestureRecognizer) {\n        guard recognizer.state == .began else { return }\n        becomeFirstResponder()\n        let menu = UIMenuController.shared\n        menu.showMenu(from: self, rect: bounds)\n    }\n}"
        ),
        // A C function pointer captures nothing: the type's own singleton is its only way back from the callback.
        // The same trampoline in an extension of a type nested in the singleton's class.
        RuleExample(
            "Sources/Feature/SignalHub.swift",
            "import CoreFoundation\n\npublic final class SignalHub {\n    public static let `default` = SignalHub()\n    final class Watch {\n        let key: String\n        init(key: String) { self.key = key }\n    }\n    func fire(_ key: String) {}\n}\n\nextension SignalHub.Watch {\n    func begin() {\n        let callback: CFNotificationCallback = { _, _, name, _, _ in\n            SignalHub.default.fire(name?.rawValue as String? ?? \"\")\n        }\n        CFNotificationCenterAddObserver(CFNotificationCenterGetDarwinNotifyCenter(), nil, callback, key as CFString, nil, .coalesce)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/PowerRelay.swift",
            "import CoreFoundation\n\nfinal class PowerRelay {\n    static let shared = PowerRelay()\n    private(set) var names: [String] = []\n    func start() {\n        CFNotificationCenterAddObserver(CFNotificationCenterGetDarwinNotifyCenter(), nil, { _, _, name, _, _ in\n            PowerRelay.shared.record(name?.rawValue as String?)\n        }, \"power.changed\" as CFString, nil, .deliverImmediately)\n    }\n    func record(_ name: String?) { names.append(name ?? \"\") }\n}"
        ),
        RuleExample(
            "Sources/Feature/LockWatcher.swift",
            "final class LockWatcher {\n    static let current = LockWatcher()\n    private(set) var isLocked = false\n    func start(_ center: CFNotificationCenter) {\n        let onLock: CFNotificationCallback = { _, _, _, _, _ in\n            LockWatcher.current.isLocked = true\n        }\n        CFNotificationCenterAddObserver(center, nil, onLock, \"screen.locked\" as CFString, nil, .deliverImmediately)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/KeyTap.swift",
            "final class KeyTap {\n    static let shared = KeyTap()\n    private(set) var presses = 0\n    func install() {\n        let onSignal: @convention(c) (Int32) -> Void = { _ in KeyTap.shared.flush() }\n        signal(SIGUSR1, onSignal)\n        _ = CGEvent.tapCreate(tap: .cgSessionEventTap, place: .headInsertEventTap, options: .listenOnly, eventsOfInterest: 1024, callback: { _, _, event, _ in\n            KeyTap.shared.presses += 1\n            return Unmanaged.passUnretained(event)\n        }, userInfo: nil)\n    }\n    func flush() {}\n}"
        ),
        // The package's logger storing only a prefix and forwarding to the unified log: the process's log, not a dependency.
        RuleExample(
            ExampleFile("Sources/Feature/GardenLog.swift", "import Foundation\n\nenum GardenLevel {\n    case info, failure\n}\n\nopen class GardenLog {\n    let prefix: String\n    public static let standard = GardenLog(area: \"garden\")\n    public init(area: String = Bundle.main.bundleIdentifier ?? \"\") {\n        prefix = \"[\" + area + \"] \"\n    }\n    func write(_ level: GardenLevel, _ text: String) {\n        NSLog(\"%@\", prefix + text)\n    }\n    public func info(_ text: String) {\n        write(.info, text)\n    }\n}"),
            ExampleFile("Sources/Feature/Sprinkler.swift", "final class Sprinkler {\n    func water() {\n        GardenLog.standard.info(\"watering\")\n    }\n}")
        ),
        // A wrapper around `os.Logger`, whatever its name: it stores the sink and forwards to it.
        RuleExample(
            ExampleFile("Sources/Feature/Diagnostics.swift", "import os\n\nfinal class Diagnostics {\n    static let shared = Diagnostics()\n    private let sink = Logger(subsystem: \"bakery\", category: \"ovens\")\n    func note(_ text: String) {\n        sink.info(\"\\(text, privacy: .public)\")\n    }\n}"),
            ExampleFile("Sources/Feature/Oven.swift", "final class Oven {\n    func preheat() {\n        Diagnostics.shared.note(\"preheating\")\n    }\n}")
        ),
        // A UI view reading the layout direction (or the text size) off the application: the environment it draws in.
        // A UI module's helper observing the application's own notification on the default center, and removing that observer.
        RuleExample(
            "Sources/UI/MenuRefresher.swift",
            "import AppKit\n\n@MainActor final class MenuRefresher {\n    private var token: (any NSObjectProtocol)?\n    func start() {\n        token = NotificationCenter.default.addObserver(forName: NSApplication.didUpdateNotification, object: NSApp, queue: .main) { _ in }\n    }\n    func stop() {\n        token.map(NotificationCenter.default.removeObserver)\n    }\n}"
        ),
        // A UI module's helper finding the screen's safe area through the connected scenes, or the key window's frame.
        RuleExample(
            "Sources/UI/ScreenMetrics.swift",
            "import UIKit\n\n@MainActor enum ScreenMetrics {\n    static var safeArea: UIEdgeInsets {\n        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene\n        return scene?.keyWindow?.safeAreaInsets ?? .zero\n    }\n}\n\n@MainActor extension NSWindow {\n    static var frontFrame: CGRect { NSApplication.shared.keyWindow?.frame ?? .zero }\n}"
        ),
        RuleExample("Sources/UI/MeterBar.swift", "import UIKit\n\nfinal class MeterBar: UIView {\n    override func draw(_ rect: CGRect) {\n        var fill = rect\n        if UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft { fill.origin.x = rect.maxX - fill.width }\n        let large = UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory\n        _ = large\n    }\n}"),
        // In a vended library, the shared pool as the whole default of an internal parameter: callers and tests pass their own.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"),
            ExampleFile("Sources/Feature/TokenVault.swift", "final class TokenVault {\n    private let pool: WorkerPool\n    init(store: TokenStore, pool: WorkerPool = .singleton) {\n        self.pool = pool\n    }\n    static func load(path: String, pool: WorkerPool = WorkerPool.singleton) async throws -> TokenVault? { nil }\n}")
        ),
        // So in a package whose one program is a stand-in server for load tests that never names the library.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\"), .executableTarget(name: \"MockServer\")]\n)"),
            ExampleFile("Sources/Feature/TokenVault.swift", "public final class TokenVault {\n    init(pool: WorkerPool = .singleton) {}\n    public static func make() -> TokenVault { TokenVault() }\n}"),
            ExampleFile("Sources/MockServer/main.swift", "print(\"listening\")")
        ),
        // A parser in an infrastructure layer storing only the path it reads: that file I/O is the adapter's whole job.
        RuleExample(
            "Sources/Infrastructure/ManifestParser.swift",
            "final class ManifestParser {\n    private static let keys = [\"name\", \"version\"]\n    private let path: String\n    init(path: String) { self.path = path }\n    func parse() -> [String] {\n        guard let data = FileManager.default.contents(atPath: path) else { return [] }\n        return Self.keys.filter { _ in !data.isEmpty }\n    }\n}"
        ),
        // The injected factory that sets an SDK's only instance up and hands it out as the package's protocol: tests pass its double.
        RuleExample(
            ExampleFile("Sources/Feature/Metrics.swift", "import MetricsKit\n\nprotocol MetricsSink {\n    func record(_ name: String)\n}\nprotocol MetricsSinkFactoryProtocol {\n    func makeSink(key: String) -> any MetricsSink\n}\nfinal class DefaultMetricsSinkFactory: MetricsSinkFactoryProtocol {\n    func makeSink(key: String) -> any MetricsSink {\n        MetricsKitClient.shared.configure(key: key)\n        return MetricsKitClient.shared\n    }\n}\nextension MetricsKitClient: MetricsSink {}\nfinal class MetricsReporter {\n    private let sink: any MetricsSink\n    init(factory: any MetricsSinkFactoryProtocol = DefaultMetricsSinkFactory()) {\n        sink = factory.makeSink(key: \"k\")\n    }\n}"),
            ExampleFile("Tests/FeatureTests/MetricsReporterTests.swift", "final class MockMetricsSinkFactory: MetricsSinkFactoryProtocol {\n    func makeSink(key: String) -> any MetricsSink { RecordedSink() }\n}")
        ),
        // An infrastructure disk cache removing the file it was given: a lock, a callback and framework handles beside its
        // URL do not make it a component; holding no package service, its file I/O is the adapter's job.
        RuleExample(
            "Sources/Infrastructure/ReceiptCache.swift",
            "import Foundation\n\nfinal class ReceiptCache {\n    var onError: ((Error) -> Void)?\n    private let queue = DispatchQueue(label: \"receipts\")\n    private let fileURL: URL\n    private var reader: FileHandle?\n    init(fileURL: URL) { self.fileURL = fileURL }\n    func clear() {\n        queue.sync {\n            do { try FileManager.default.removeItem(at: fileURL) } catch { onError?(error) }\n        }\n    }\n}"
        ),
        // The process's only audio session read by the infrastructure layer adapting it: no other instance could be given.
        RuleExample(
            "Sources/Infrastructure/RouteReporter.swift",
            "import AVFoundation\n\nfinal class RouteReporter {\n    var outputName: String? { AVAudioSession.sharedInstance().currentRoute.outputs.first?.portName }\n}"
        ),
        // Read-only file queries in a value storing only values (a static helper included) and in a helper on `URL`:
        // a value has nothing to be given a file manager, and the caller is the place for injection.
        RuleExample(
            "Sources/Feature/FetchStamp.swift",
            "import Foundation\n\nstruct FetchStamp: Codable {\n    let etag: String\n    let fetchedAt: Date\n    static func read(at folder: URL) throws -> FetchStamp? {\n        let file = folder.appendingPathComponent(\".stamp\")\n        guard FileManager.default.fileExists(atPath: file.path) else { return nil }\n        return try JSONDecoder().decode(FetchStamp.self, from: Data(contentsOf: file))\n    }\n}\n\nextension URL {\n    func subfolders() throws -> [URL] {\n        try FileManager.default.contentsOfDirectory(at: self, includingPropertiesForKeys: nil).filter(\\.hasDirectoryPath)\n    }\n}"
        ),
        // A type's own singleton kept in a private nested box (a lock and the outer instance), read by its static accessor.
        RuleExample(
            "Sources/Feature/Telemetry.swift",
            "import Foundation\n\nfinal class Telemetry {\n    private final class Box {\n        static let shared = Box()\n        private let lock = NSLock()\n        private var stored: Telemetry?\n        var current: Telemetry? {\n            get { lock.withLock { stored } }\n            set { lock.withLock { stored = newValue } }\n        }\n    }\n\n    static var current: Telemetry? {\n        get { Box.shared.current }\n        set { Box.shared.current = newValue }\n    }\n}"
        ),
        // A fileprivate namespace's static dictionary that happens to be named `shared`: file-scoped state, no service instance.
        RuleExample(
            "Sources/UI/HostRegistry.swift",
            "@MainActor fileprivate enum HostRegistry {\n    static var shared: [Int: String] = [:]\n}\n\n@MainActor final class HostController {\n    let id: Int\n    init(id: Int) {\n        self.id = id\n        HostRegistry.shared[id] = \"host\"\n    }\n}"
        ),
        // A package logger storing only its sink closures, which default to the console: the process's log, replaced by assigning `shared`.
        RuleExample(
            ExampleFile("Sources/Feature/BakeryLogger.swift", "public final class BakeryLogger {\n    public typealias Sink = (String) -> Void\n    public static var shared = BakeryLogger()\n    public init(warn: @escaping Sink = { print($0) }) {\n        sinkWarn = warn\n    }\n    public func warn(_ message: String) {\n        sinkWarn(message)\n    }\n    private let sinkWarn: Sink\n}"),
            ExampleFile("Sources/Feature/Proofer.swift", "final class Proofer {\n    func proof() {\n        BakeryLogger.shared.warn(\"proofing\")\n    }\n}")
        ),
        // In a vended library, a public assignable static stored default whose whole value is the singleton: users assign their own.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"),
            ExampleFile("Sources/Feature/Shimmer.swift", "public final class ShimmerStyle {\n    public static let shared = ShimmerStyle()\n    public var speed = 1.0\n}\n\npublic enum ShimmerDefaults {\n    public static var style = ShimmerStyle.shared\n}")
        ),
        // A caseless public enum facade's static member whose whole body is one statement on the library's root singleton.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"),
            ExampleFile("Sources/Feature/Beacon.swift", "import Foundation\n\npublic enum Beacon {\n    public static func newSession() {\n        BeaconClient.shared.sessionID = UUID()\n    }\n}"),
            ExampleFile("Sources/Feature/BeaconClient.swift", "import Foundation\n\nfinal class BeaconClient {\n    static let shared = BeaconClient()\n    var sessionID = UUID()\n    var isEnabled = true\n    func send(_ name: String) {}\n}")
        ),
        // Observing AppKit's workspace notifications on the workspace's own center, the only one they are posted on.
        RuleExample(
            "Sources/Feature/SleepWatcher.swift",
            "import AppKit\n\nfinal class SleepWatcher {\n    private(set) var isAsleep = false\n    private var tokens: [NSObjectProtocol] = []\n    func start() {\n        tokens.append(NSWorkspace.shared.notificationCenter.addObserver(forName: NSWorkspace.willSleepNotification, object: nil, queue: .main) { [weak self] _ in\n            self?.isAsleep = true\n        })\n    }\n}"
        ),
        // A vended library posting its own public notification names on the default center, where its users observe them.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    products: [.library(name: \"Kit\", targets: [\"Feature\"])],\n    targets: [.target(name: \"Feature\")]\n)"),
            ExampleFile("Sources/Feature/ShimmerRunner.swift", "import Foundation\n\npublic extension Notification.Name {\n    static let shimmerDidStart = Notification.Name(\"shimmerDidStart\")\n}\n\nfinal class ShimmerRunner {\n    func start(on view: AnyObject) {\n        NotificationCenter.default.post(name: .shimmerDidStart, object: view)\n    }\n}")
        ),
        // AppKit's font conversion in a UI layer: a pure function deriving a font from a font.
        RuleExample(
            "Sources/UI/GlyphTheme.swift",
            "import AppKit\n\nfinal class GlyphTheme {\n    func emboldened(_ font: NSFont) -> NSFont {\n        NSFontManager.shared.convert(font, toHaveTrait: .boldFontMask)\n    }\n}"
        ),
        // The library's stateless default conformer of its own port wrapping a dependency's singleton: users replace the conformer.
        RuleExample(
            "Sources/Feature/DefaultAvatarProvider.swift",
            "import Foundation\nimport Pictures\n\npublic protocol AvatarProviding {\n    func avatar(for url: URL) async throws -> Data\n}\n\npublic struct DefaultAvatarProvider: AvatarProviding {\n    public func avatar(for url: URL) async throws -> Data {\n        try await PictureLoader.shared.data(from: url)\n    }\n}"
        ),
    ]
}
