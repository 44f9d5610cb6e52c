import GuardrailsCore

/// What `EmptyConformanceMethodRule` reports and leaves alone, shown in `explain` and run by RuleExamplesBehaviorTests.
extension EmptyConformanceMethodRule {
    static let triggeringExamples: [RuleExample] = [
        // A type whose every witness is empty, a never-written `var` beside them: reported once, for the type, not per method.
        RuleExample(
            "Sources/Audit/Journal.swift",
            "public protocol Journaling {\n    func note(_ text: String)\n    func flush()\n}\npublic final class Journal {\n    public var trail = \"\"\n    init() {}\n}\nextension Journal: Journaling {\n    public func note(_ text: String) {}\n    public func flush() {}\n}\npublic let journal = Journal()"
        ),
        // A wide walker protocol whose pass leaves one node kind empty without a generic catch-all beside it, and a wrapper
        // that does not own its socket leaving `send` empty: jobs left undone.
        RuleExample(
            ExampleFile("Sources/Lint/TreeWalker.swift", "protocol TreeWalker {\n    mutating func walk(_ node: Leaf) throws\n    mutating func walk(_ node: Branch) throws\n}"),
            ExampleFile("Sources/Lint/LeafTally.swift", "struct LeafTally: TreeWalker {\n    var count = 0\n    mutating func walk(_ node: Leaf) throws { count += 1 }\n    func walk(_ node: Branch) throws {}\n}"),
            ExampleFile("Sources/Net/Channel.swift", "protocol Channel {\n    func send(_ bytes: [UInt8]) throws\n    func close() throws\n}"),
            ExampleFile("Sources/Net/BorrowedChannel.swift", "struct BorrowedChannel: Channel {\n    let inner: Channel\n    func send(_ bytes: [UInt8]) throws {}\n    func close() throws {}\n}")
        ),
        // Public views of a library's public view interface, not named as a strategy: one leaving a setter empty.
        RuleExample(
            ExampleFile("Package.swift", #"let package = Package(name: "P", products: [.library(name: "Pool", targets: ["Pool"])], targets: [.target(name: "Pool")])"#),
            ExampleFile("Sources/Pool/GaugeDisplaying.swift", "public protocol GaugeDisplaying: AnyObject {\n    func set(level: Float)\n}"),
            ExampleFile("Sources/Pool/BarGauge.swift", "public final class BarGauge: GaugeDisplaying {\n    var level: Float = 0\n    public func set(level: Float) { self.level = level }\n}"),
            ExampleFile("Sources/Pool/SpinnerGauge.swift", "public final class SpinnerGauge: GaugeDisplaying {\n    var angle = 0.0\n    public func set(level: Float) {}\n}")
        ),
        // The same strategies internal to the library, or public with a command no other conformer implements.
        RuleExample(
            ExampleFile("Package.swift", #"let package = Package(name: "P", products: [.library(name: "Pool", targets: ["Pool"])], targets: [.target(name: "Pool")])"#),
            ExampleFile("Sources/Pool/SyncPolicy.swift", "protocol SyncPolicy: AnyObject {\n    func shouldSync() -> Bool\n    func reset()\n}"),
            ExampleFile("Sources/Pool/ChangeCountPolicy.swift", "final class ChangeCountPolicy: SyncPolicy {\n    var count = 0\n    func shouldSync() -> Bool { count >= 10 }\n    func reset() { count = 0 }\n}"),
            ExampleFile("Sources/Pool/TimerPolicy.swift", "final class TimerPolicy: SyncPolicy {\n    var timer: Timer?\n    func shouldSync() -> Bool { false }\n    func reset() {}\n}")
        ),
        RuleExample(
            ExampleFile("Package.swift", #"let package = Package(name: "P", products: [.library(name: "Pool", targets: ["Pool"])], targets: [.target(name: "Pool")])"#),
            ExampleFile("Sources/Pool/SyncPolicy.swift", "public protocol SyncPolicy: AnyObject {\n    func shouldSync() -> Bool\n    func reset()\n}"),
            ExampleFile("Sources/Pool/ChangeCountPolicy.swift", "public final class ChangeCountPolicy: SyncPolicy {\n    var count = 0\n    public func shouldSync() -> Bool { count >= 10 }\n    public func reset() {}\n}"),
            ExampleFile("Sources/Pool/TimerPolicy.swift", "public final class TimerPolicy: SyncPolicy {\n    var timer: Timer?\n    public func shouldSync() -> Bool { false }\n    public func reset() {}\n}")
        ),
        // The same event of an internal protocol no other conformer implements: nobody listens, the requirement is too wide.
        RuleExample(
            ExampleFile("Package.swift", #"let package = Package(name: "P", products: [.library(name: "Pool", targets: ["Pool"])], targets: [.target(name: "Pool")])"#),
            ExampleFile("Sources/Pool/PoolMetricsDelegate.swift", "protocol PoolMetricsDelegate {\n    func connectSucceeded(id: Int)\n    func queueDepthChanged(to depth: Int)\n}"),
            ExampleFile("Sources/Pool/LoggingPoolMetrics.swift", "struct LoggingPoolMetrics: PoolMetricsDelegate {\n    let log: (String) -> Void\n    func connectSucceeded(id: Int) { log(\"connected \\(id)\") }\n    func queueDepthChanged(to depth: Int) {}\n}")
        ),
        // Production code builds the dictionary settings too: its empty `invalidate()` runs in the app.
        RuleExample(
            ExampleFile("Sources/Feature/SettingsSource.swift", "protocol SettingsSource {\n    func value(for key: String) -> String?\n    func invalidate()\n}\nfinal class FileSettings: SettingsSource {\n    var cache: [String: String] = [:]\n    func value(for key: String) -> String? { cache[key] }\n    func invalidate() { cache = [:] }\n}"),
            ExampleFile("Sources/Feature/DictionarySettings.swift", "final class DictionarySettings: SettingsSource {\n    var values: [String: String] = [:]\n    func value(for key: String) -> String? { values[key] }\n    func invalidate() {}\n}"),
            ExampleFile("Sources/Feature/Guest.swift", "enum Guest {\n    static let settings: any SettingsSource = DictionarySettings()\n}"),
            ExampleFile("Tests/FeatureTests/SettingsTests.swift", "final class SettingsTests: XCTestCase {\n    let settings = DictionarySettings()\n}")
        ),
        // `Demo` starting a longer word is no stand-in marker: a demographics reporter is real code.
        RuleExample(
            "Sources/App/Service/DemographicsReporter.swift",
            "protocol AudienceReporting {\n    func flush()\n}\nfinal class DemographicsReporter: AudienceReporting {\n    func flush() {}\n}\nlet reporter: AudienceReporting = DemographicsReporter()"
        ),
        // `Mock` inside a longer word is no marker.
        RuleExample(
            "Sources/Feature/Birdsong.swift",
            "protocol Birdsong {\n    func sing()\n}\nfinal class MeadowMockingbird: Birdsong {\n    func sing() {}\n}\nlet song: Birdsong = MeadowMockingbird()"
        ),
        RuleExample(
            "Sources/Feature/SocketLink.swift",
            "protocol Link {\n    func flushQueued() async throws\n    func pause()\n}\nfinal class SocketLink: Link {\n    var sent: [[UInt8]] = []\n    // Flushing is not needed: each packet is written as it is sent.\n    func flushQueued() async throws {}\n\n    func pause() {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Stats/StatsProviding.swift", Self.statsProvidingSource),
            ExampleFile("Sources/Feature/Stats/RecordingStatsProvider.swift", Self.recordingStatsSource)
        ),
        RuleExample(
            "Sources/Feature/Playback.swift",
            "protocol Playback {\n    func pause()\n    func seek(to seconds: Int)\n}\nfinal class StreamPlayback: Playback {\n    var position = 0\n    // TODO: not implemented yet\n    func pause() {}\n    /// Moves the playhead.\n    func seek(to seconds: Int) {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RecordStore.swift", "public protocol RecordStore {\n    func compact()\n}\npublic final class FileRecordStore: RecordStore {\n    public init() {}\n    public func compact() {}\n}"),
            ExampleFile("Sources/App/Composition.swift", "import Feature\nlet store: RecordStore = FileRecordStore()"),
            ExampleFile("Tests/FeatureTests/RecordStoreTests.swift", "import Feature\nfinal class RecordStoreTests: XCTestCase {\n    let sut = FileRecordStore()\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/FeedStore.swift", "public protocol FeedStore {\n    func deleteCachedFeed() -> Void\n}"),
            ExampleFile("Sources/App/ReadOnlyStore.swift", "final class ReadOnlyStore: FeedStore {\n    func deleteCachedFeed() -> Void {}\n}")
        ),
        RuleExample(
            "Sources/Feature/Contest.swift",
            "protocol Scoring {\n    func reset()\n}\nfinal class Contest: Scoring {\n    func reset() {}\n}\nfinal class Testimonials: Scoring {\n    func reset() {}\n}\nfinal class StubScoring: Scoring {\n    func reset() {}\n}\nfinal class Nullifier: Scoring {\n    func reset() {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/Delegate.swift", "protocol CellDelegate {\n    func didTap()\n    func didHold()\n}"),
            ExampleFile("Sources/UI/Cell.swift", "extension Cell: CellDelegate {\n    func didTap() { }\n    // Holding is handled by the list.\n    func didHold() {}\n}")
        ),
        RuleExample(
            "Sources/Feature/Mirror.swift",
            "protocol Store {\n    func insert(_ x: Int) throws\n}\nprotocol ReadWriteStore: Store {}\nstruct MirrorStore: ReadWriteStore {\n    func insert(_ x: Int) throws {\n    }\n}"
        ),
        // The working branch's extension leaves the method empty too: nothing implements it.
        RuleExample(
            "Sources/Feature/Beacons.swift",
            "protocol BeaconRanging {\n    func startRanging()\n    func forgetBeacons()\n}\n#if canImport(CoreLocation)\nfinal class BeaconRanger: CLLocationManager {}\nextension BeaconRanger: BeaconRanging {\n    func startRanging() { startMonitoring(for: region) }\n    func forgetBeacons() {}\n}\n#else\nfinal class BeaconRanger: NSObject, BeaconRanging {\n    func startRanging() {}\n    func forgetBeacons() {}\n}\n#endif"
        ),
        RuleExample(
            "Sources/Feature/Scanner.swift",
            "protocol Scanning {\n    func start()\n    func stop()\n}\n#if os(iOS)\nfinal class Scanner: Scanning {\n    func start() { session.run() }\n    func stop() {}\n}\n#else\nfinal class Scanner: Scanning {\n    func start() {}\n    func stop() {}\n}\n#endif"
        ),
        RuleExample(
            "Sources/Feature/Reader.swift",
            "protocol Reading {\n    func read()\n}\nclass BaseReader: Reading {\n    func read() {}\n}\nfinal class FileReader: BaseReader {\n    func close() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/SealedBox.swift",
            "protocol Sealing {\n    func seal(_ data: Data) -> Data\n    func wipe()\n}\nfinal class SealedBox: Sealing {\n    let key: Key\n    func seal(_ data: Data) -> Data { key.apply(data) }\n    func wipe() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/DiskFetcher.swift",
            "protocol Fetching {\n    func fetch(_ done: @escaping (Data?) -> Void)\n    func cancel()\n}\nfinal class DiskFetcher: Fetching {\n    func fetch(_ done: @escaping (Data?) -> Void) {\n        queue.async { done(disk.read()) }\n    }\n    func cancel() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/Pacing.swift",
            "protocol Pacing {\n    func requestMore()\n    func didFinish()\n}\n/// Paces reads from a queue that starts empty.\n@available(macOS 13, *)\nstruct QueuePacing: Pacing {\n    func requestMore() {}\n    func didFinish() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/DeadlineTimer.swift",
            "protocol Timing {\n    func start()\n    func cancel()\n}\nfinal class DeadlineTimer: Timing {\n    func start() {}\n    func cancel() {}\n}"
        ),
        RuleExample(
            "Sources/Kit/Tile.swift",
            "public protocol Styling {\n    func applyStyle()\n}\nopen class Tile: UIView {}\nextension Tile: Styling {\n    public func applyStyle() {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Rooms/Service/RoomListService.swift", "protocol RoomListService {\n    func refresh()\n}"),
            ExampleFile("Sources/Rooms/Service/Live/LiveRoomListService.swift", "final class LiveRoomListService: RoomListService {\n    var rooms: [String] = []\n    func refresh() {}\n}")
        ),
        RuleExample(
            "Sources/Chat/PlainLayout.swift",
            "protocol CellLayout {\n    func update(forSticker cell: Cell)\n    func update(forIncoming cell: Cell, data: Data)\n}\nfinal class PlainLayout: CellLayout {\n    func update(forSticker cell: Cell) { cell.round() }\n    func update(forIncoming cell: Cell, data: Data) {}\n}"
        ),
        RuleExample(
            "Sources/Kit/Composer.swift",
            "public protocol ComposerDelegate {\n    func didSend(_ text: String)\n    func didAttach(_ file: URL)\n}\npublic final class Composer: ComposerDelegate {\n    @available(iOS 15, *)\n    public func didSend(_ text: String) {}\n    @available(*, message: \"Use didSend(_:)\") public func didAttach(_ file: URL) {}\n}"
        ),
        RuleExample(
            "Sources/UI/EmptyStateView.swift",
            "protocol Refreshing {\n    func refresh()\n}\nfinal class EmptyStateView: UIView, Refreshing {\n    let label = UILabel()\n    func refresh() {}\n}"
        ),
        RuleExample(
            "Sources/Link/DraftChannel.swift",
            "protocol Channel {\n    func send(_ data: Data) async throws\n    func close() async\n}\nfinal class DraftChannel: Channel {\n    func send(_ data: Data) async throws {\n        throw ChannelError.notImplemented\n    }\n    func close() async {}\n}"
        ),
        RuleExample(
            "Sources/Events/QuietHandler.swift",
            "protocol EventHandling {\n    associatedtype Event\n    func handle(_ event: Event, context: Context)\n}\nstruct QuietHandler: EventHandling {\n    typealias Event = Void\n    func handle(_ event: Void, context: Context) {}\n}"
        ),
        RuleExample(
            "Sources/Optics/Spyglass.swift",
            "protocol Zooming {\n    func zoom(to level: Double)\n}\nfinal class Spyglass: Zooming {\n    func zoom(to level: Double) {}\n}\nlet lens: Zooming = Spyglass()"
        ),
        RuleExample(
            "Sources/Sound/SilentModeObserver.swift",
            "protocol RingerObserving {\n    func start()\n    func stop()\n}\nfinal class SilentModeObserver: RingerObserving {\n    var isMuted = false\n    func start() {}\n    func stop() {}\n}"
        ),
        RuleExample(
            "Sources/Store/RelayStore.swift",
            "protocol DraftStoring: AnyObject {\n    func save(_ drafts: [String])\n    func drafts() -> [String]\n}\nfinal class RelayStore: DraftStoring {\n    private let load: () -> [String]\n    init(load: @escaping () -> [String]) { self.load = load }\n    func save(_ drafts: [String]) {}\n    func drafts() -> [String] { load() }\n}"
        ),
        RuleExample(
            "Sources/Sorting/DiskKeyStore.swift",
            "protocol KeyStoring {\n    func save() throws\n}\nstruct DiskKeyStore: KeyStoring {\n    func save() throws {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/Pulsing.swift", "@objc protocol Pulsing {\n    func pulse()\n}"),
            ExampleFile("Sources/UI/URLSession+Pulsing.swift", "extension URLSession: Pulsing {\n    func pulse() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Core/ReplyHandling.swift", "public protocol ReplyHandling {\n    func handleReply(to id: String) async\n}"),
            ExampleFile("Sources/App/ReplyHandler.swift", "import Core\nstruct ReplyHandler: ReplyHandling {\n    func handleReply(to id: String) async {}\n}"),
            ExampleFile("Sources/WidgetExtension/ReplyHandler.swift", "import Core\nstruct ReplyHandler: ReplyHandling {\n    func handleReply(to id: String) async {}\n}")
        ),
        RuleExample(
            "Sources/Feed/Idle.swift",
            "protocol Reloading {\n    func reload()\n}\nstruct Idle {\n    var attempts = 0\n}\nextension Idle: Reloading {\n    func reload() {}\n}"
        ),
        RuleExample(
            "Sources/Badges/BadgeStamp.swift",
            "protocol BadgeStamping {\n    func stamp() -> Date\n    func reset()\n}\nfinal class BadgeStamp: BadgeStamping {\n    func stamp() -> Date { Date() }\n    func reset() {}\n}"
        ),
        // An event callback every conformer leaves empty handles nothing: the protocol is too wide.
        RuleExample(
            "Sources/Shelf/ShelfSync.swift",
            "protocol ShelfSync {\n    func shelfDidChange()\n    func upload()\n}\nfinal class CloudShelfSync: ShelfSync {\n    var queued = 0\n    func shelfDidChange() {}\n    func upload() { queued += 1 }\n}\nfinal class DiskShelfSync: ShelfSync {\n    var written = 0\n    func shelfDidChange() {}\n    func upload() { written += 1 }\n}"
        ),
        // A command another conformer implements, left empty here, is a job left undone (the event beside it is not reported).
        RuleExample(
            ExampleFile("Sources/Reader/ReaderAccount.swift", "protocol ReaderAccount {\n    func refreshStatuses()\n    func accountDidOpen()\n}"),
            ExampleFile("Sources/Reader/HostedReaderAccount.swift", "final class HostedReaderAccount: ReaderAccount {\n    var statuses: [Int] = []\n    func refreshStatuses() { statuses = [1] }\n    func accountDidOpen() { statuses = [] }\n}"),
            ExampleFile("Sources/Reader/LocalReaderAccount.swift", "final class LocalReaderAccount: ReaderAccount {\n    var statuses: [Int] = []\n    func refreshStatuses() {}\n    func accountDidOpen() {}\n}")
        ),
        // `Default` names the live service of a protocol that is no extension point, and no other conformer purges: a job left undone.
        RuleExample(
            "Sources/Uploads/UploadService.swift",
            "protocol UploadService {\n    func upload(_ file: URL) async throws\n    func purgeFailed()\n}\nfinal class DefaultUploadService: UploadService {\n    var sent: [URL] = []\n    func upload(_ file: URL) async throws { sent.append(file) }\n    func purgeFailed() {}\n}"
        ),
        // A plainly named conformer of a hook protocol is a real customisation that leaves a requirement undone.
        RuleExample(
            "Sources/Branding/ThemeHook.swift",
            "protocol ThemeHookProtocol {\n    func prepare(for user: String) -> Bool\n    func apply(palette: [String])\n}\nstruct BrandThemeHook: ThemeHookProtocol {\n    func prepare(for user: String) -> Bool { !user.isEmpty }\n    func apply(palette: [String]) {}\n}"
        ),
        // A conformer doing part of the job (it plays) and leaving the rest empty is no null object: the protocol asks too much of it.
        RuleExample(
            ExampleFile("Sources/Feedback/HapticsPlaying.swift", Self.hapticsPlayingSource),
            ExampleFile("Sources/Feedback/DeviceHaptics.swift", Self.deviceHapticsSource),
            ExampleFile("Sources/Feedback/WristHaptics.swift", "struct WristHaptics: HapticsPlaying {\n    func prepare() {}\n    func play(_ kind: HapticKind) { WristDevice.current.tap(kind) }\n}")
        ),
        // Its work written in an extension, the conformer is no null object: it only has no use for what the protocol asks.
        RuleExample(
            ExampleFile("Sources/Feedback/HapticsPlaying.swift", Self.hapticsPlayingSource),
            ExampleFile("Sources/Feedback/DeviceHaptics.swift", Self.deviceHapticsSource),
            ExampleFile("Sources/Feedback/WristHaptics.swift", "struct WristHaptics: HapticsPlaying {\n    func prepare() {}\n    func play(_ kind: HapticKind) {}\n}"),
            ExampleFile("Sources/Feedback/WristHaptics+Pairing.swift", "extension WristHaptics {\n    func pair(with device: WristDevice) { device.connect() }\n}")
        ),
        // An `#if` branch alone is no build variant: no type of that name in the module does the work the other build compiles.
        RuleExample(
            ExampleFile("Sources/Sync/CloudSyncing.swift", Self.cloudSyncingSource),
            ExampleFile("Sources/Sync/CloudSync.swift", Self.cloudSyncSource),
            ExampleFile("Sources/Sync/LiteSync.swift", "#if LITE\nfinal class LiteSync: CloudSyncing {\n    var runs = 0\n    func start() { runs += 1 }\n    func stop() {}\n}\n#endif")
        ),
        // A command interrupting work in progress left empty: the conformer cannot be stopped, its job left undone.
        RuleExample(
            ExampleFile("Sources/Export/ExportSession.swift", "protocol ExportSession {\n    func write(_ chunk: Data)\n    func cancel()\n}"),
            ExampleFile("Sources/Export/FileExportSession.swift", "final class FileExportSession: ExportSession {\n    let handle: FileHandle\n    init(handle: FileHandle) { self.handle = handle }\n    func write(_ chunk: Data) { handle.write(chunk) }\n    func cancel() { try? handle.close() }\n}"),
            ExampleFile("Sources/Export/UploadExportSession.swift", "final class UploadExportSession: ExportSession {\n    let task: UploadTask\n    init(task: UploadTask) { self.task = task }\n    func write(_ chunk: Data) { task.send(chunk) }\n    func cancel() {}\n}")
        ),
        // A section heading that only names its group explains nothing: the empty legend methods are still reported.
        RuleExample(
            "Sources/Charts/TextChartRenderer.swift",
            "protocol ChartRendering {\n    func draw(_ values: [Double]) -> String\n    func showLegend(_ title: String)\n    func hideLegend()\n}\nfinal class TextChartRenderer: ChartRendering {\n    func draw(_ values: [Double]) -> String { values.map { String($0) }.joined(separator: \" \") }\n\n    // MARK: - Legend\n\n    func showLegend(_ title: String) {}\n    func hideLegend() {}\n}"
        ),
        // Renamed requirements of a protocol refining no framework protocol: its extension's members are helpers, and the empty
        // update is reported.
        RuleExample("Sources/Bridge/PlatformRepresentable.swift", Self.platformRepresentableSource(parent: "")),
        // A scratch location whose refusal says it is unfinished: an empty `delete` beside it is a job left undone.
        RuleExample("Sources/Snippets/ScratchLocation.swift", Self.scratchLocationSource(refusal: "notImplemented")),
        // A stub of the build without the framework whose other branch leaves the same method empty too: no build does it.
        RuleExample(
            ExampleFile("Sources/Feature/CloudSyncing.swift", cloudSyncingSource),
            ExampleFile("Sources/Feature/MotionFeed.swift", "#if canImport(CoreMotion)\nimport CoreMotion\n#endif\n\nfinal class MotionFeed: CloudSyncing {\n    #if canImport(CoreMotion)\n    private let manager = CMMotionManager()\n    func start() { manager.startDeviceMotionUpdates() }\n    func stop() {}\n    #else\n    func start() {}\n    func stop() {}\n    #endif\n}")
        ),
        // A cell of a generic cell protocol handed a tile carrying a caption, which it leaves unshown.
        RuleExample(
            ExampleFile("Sources/Gallery/TileCell.swift", tileCellSource),
            ExampleFile("Sources/Gallery/PhotoTile.swift", "import UIKit\nstruct PhotoTile: TileModel {\n    let caption: String\n    init(caption: String) { self.caption = caption }\n}\nfinal class PhotoTileCell: UIView, TileCell {\n    private let label = UILabel()\n    func layoutLabel() { addSubview(label) }\n    func show(_ tile: PhotoTile) {}\n}")
        ),
        // A final class calling its own empty witness has no subclass to come: the protocol asks what it does not do.
        RuleExample(
            "Sources/UI/StampBadge.swift",
            "import UIKit\nprotocol Decorating {\n    func decorate()\n}\nfinal class StampBadge: UIView, Decorating {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        decorate()\n    }\n    func decorate() {}\n}"
        ),
        // A `public` step of an `open` class, called by the class itself: the subclasses of other modules cannot override it.
        RuleExample(
            "Sources/UI/ShelfStrip.swift",
            "import UIKit\nprotocol Decorating {\n    func decorate()\n}\nopen class ShelfStrip: UIView, Decorating {\n    override open func didMoveToSuperview() {\n        super.didMoveToSuperview()\n        decorate()\n    }\n    public func decorate() {}\n}"
        ),
        // A witness handed only an `Encoder` by a protocol that is no encoding (its conformer is not `Encodable`).
        RuleExample(
            "Sources/Archive/Shelf.swift",
            "protocol Archiving {\n    func archive(to encoder: Encoder) throws\n    func purge()\n}\nstruct Shelf: Archiving {\n    var books: [String]\n    func archive(to encoder: Encoder) throws {}\n    func purge() { print(books) }\n}"
        ),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // A payload-free enum named as empty, its one case the value handed out, every method empty: a null object.
        RuleExample(
            "Sources/Chimes/EmptyChime.swift",
            "protocol Chiming: Sendable {\n    func warmUp() async\n    func ring() async\n}\nenum EmptyChime: Chiming {\n    case shared\n    func warmUp() {}\n    func ring() {}\n}\nlet chime: any Chiming = EmptyChime.shared"
        ),
        // A stand-in whose other methods answer constants, a tuple of empty lists among them: a null object by its shape.
        RuleExample(
            "Sources/Tools/OfflineCatalog.swift",
            "protocol Catalog {\n    func track(_ event: String) async\n    func items(fresh: Bool) async throws -> ([Item], [String])\n    func buy(_ item: Item)\n}\nstruct OfflineCatalog: Catalog {\n    func track(_ event: String) async {}\n    func items(fresh: Bool) async throws -> ([Item], [String]) {\n        ([], [])\n    }\n    func buy(_ item: Item) {}\n}\nlet catalog: Catalog = OfflineCatalog()"
        ),
        // A double-dispatch visitor pass: a generic catch-all for the node kinds it ignores, and a node it leaves to its
        // post-order hook; a wrapper not owning the socket it wraps leaves closing it to the owner.
        RuleExample(
            ExampleFile("Sources/Lint/TreeWalker.swift", "protocol TreeWalker {\n    mutating func walk(_ node: Leaf) throws\n    mutating func walk(_ node: Branch) throws\n    mutating func walkPost(_ node: Branch) throws\n}"),
            ExampleFile("Sources/Lint/LeafTally.swift", "struct LeafTally: TreeWalker {\n    var count = 0\n    mutating func walk(_ node: Leaf) throws { count += 1 }\n    func walk<T>(_: T) throws {}\n    func walkPost<T>(_: T) throws {}\n}"),
            ExampleFile("Sources/Lint/BranchPrinter.swift", "struct BranchPrinter: TreeWalker {\n    var lines: [String] = []\n    func walk(_ node: Branch) throws {}\n    func walk<T>(_: T) throws {}\n    mutating func walkPost(_ node: Branch) throws { lines.append(node.name) }\n    func walkPost<T>(_: T) throws {}\n}"),
            ExampleFile("Sources/Net/Channel.swift", "protocol Channel {\n    var handle: Int32 { get }\n    func close() throws\n}"),
            ExampleFile("Sources/Net/UnownedChannel.swift", "struct UnownedChannel: Channel {\n    private let inner: Channel\n    var handle: Int32 { inner.handle }\n    func close() throws {}\n}")
        ),
        // A static divider cell of a generic cell protocol: every `DividerTile` is alike (made by `init()`, storing no `var`),
        // so there is nothing to show, and the generic data source calls `show(_:)` on every cell.
        RuleExample(
            ExampleFile("Sources/Gallery/TileCell.swift", tileCellSource),
            ExampleFile("Sources/Gallery/DividerTile.swift", "import UIKit\nstruct DividerTile: TileModel {\n    let key = \"divider\"\n    init() {}\n}\nfinal class DividerTileCell: UIView, TileCell {\n    private let rule = UIView()\n    func layoutRule() { rule.backgroundColor = .separator; addSubview(rule) }\n    func show(_ tile: DividerTile) {}\n}")
        ),
        // A feature's demo app (an executable target under `Examples/`) leaves the feature's listener empty: a harness.
        RuleExample(
            ExampleFile(
                "Package.swift",
                #"let package = Package(name: "P", targets: [.target(name: "Ledger"), .executableTarget(name: "LedgerDemo", dependencies: ["Ledger"], path: "Examples/LedgerDemo")])"#
            ),
            ExampleFile("Sources/Ledger/LedgerListener.swift", "public protocol LedgerListener: AnyObject {\n    func reloadTotals()\n}"),
            ExampleFile("Examples/LedgerDemo/HostController.swift", "import Ledger\nfinal class HostController: LedgerListener {\n    var title = \"\"\n    func start() { title = \"Ledger\" }\n    func reloadTotals() {}\n}")
        ),
        // A family's "none" option, picked by users like the others: doing nothing is its job, whatever it stores to show itself.
        RuleExample(
            "Sources/Feature/GestureAction.swift",
            "protocol GestureAction: Codable {\n    var label: String { get }\n    func perform(on postID: String) async\n}\nstruct ArchiveAction: GestureAction {\n    var label = \"Archive\"\n    func perform(on postID: String) async { await Archive.shared.add(postID) }\n}\nstruct NoneAction: GestureAction {\n    var label = \"None\"\n    func perform(on postID: String) async {}\n}"
        ),
        // An in-memory stand-in only tests and a preview build: its empty `invalidate()` is right for a stand-in.
        RuleExample(
            ExampleFile("Sources/Feature/SettingsSource.swift", "protocol SettingsSource {\n    func value(for key: String) -> String?\n    func invalidate()\n}\nfinal class FileSettings: SettingsSource {\n    var cache: [String: String] = [:]\n    func value(for key: String) -> String? { cache[key] }\n    func invalidate() { cache = [:] }\n}"),
            ExampleFile("Sources/Feature/DictionarySettings.swift", "final class DictionarySettings: SettingsSource {\n    var values: [String: String] = [:]\n    func value(for key: String) -> String? { values[key] }\n    func invalidate() {}\n}"),
            ExampleFile("Sources/Feature/SettingsPane.swift", "struct SettingsPane: View {\n    let source: any SettingsSource\n    var body: some View { Text(\"Settings\") }\n}\nstruct SettingsPane_Previews: PreviewProvider {\n    static var settings = DictionarySettings()\n    static var previews: some View { SettingsPane(source: settings) }\n}"),
            ExampleFile("Tests/FeatureTests/SettingsTests.swift", "final class SettingsTests: XCTestCase {\n    let settings = DictionarySettings()\n}")
        ),
        // A sandboxed environment's stand-in, which an internal build or UI tests run the app on instead of the system's service.
        RuleExample(
            ExampleFile("Sources/Core/Reminding.swift", "protocol Reminding {\n    func requestAccess()\n    func schedule(_ id: String, at date: Date)\n    func cancelAll()\n}"),
            ExampleFile("Sources/Scenarios/Sandbox/SandboxReminders.swift", "final class SandboxReminders: Reminding {\n    var granted = false\n    func requestAccess() { granted = true }\n    func schedule(_ id: String, at date: Date) {}\n    func cancelAll() {}\n}")
        ),
        // A demo mode's stand-ins (`…Demo`, `Demo…`), which the app hands out instead of the live client when there is no backend.
        RuleExample(
            ExampleFile("Sources/Feature/ReceiptUploading.swift", "protocol ReceiptUploading {\n    func upload(_ id: Int) async throws\n    func forget(_ id: Int)\n}"),
            ExampleFile("Sources/Feature/Demo/ReceiptUploadingDemo.swift", "final class ReceiptUploadingDemo: ReceiptUploading {\n    private(set) var sent: [Int] = []\n    func upload(_ id: Int) async throws { sent.append(id) }\n    func forget(_ id: Int) {}\n}"),
            ExampleFile("Sources/Feature/Demo/DemoReceiptLog.swift", "protocol ReceiptLog {\n    func record(_ line: String)\n}\nstruct DemoReceiptLog: ReceiptLog {\n    func record(_ line: String) {}\n}"),
            ExampleFile("Sources/App/Wiring.swift", "enum Wiring {\n    static func uploader(demo: Bool) -> ReceiptUploading { demo ? ReceiptUploadingDemo() : LiveReceiptUploader() }\n    static func log(demo: Bool) -> ReceiptLog { demo ? DemoReceiptLog() : FileReceiptLog() }\n}")
        ),
        // A double's marker as a whole word inside the name, in its other forms too: a stand-in the app's demo mode runs on.
        RuleExample(
            "Sources/Feature/VaultGateway.swift",
            "protocol VaultGateway {\n    func unlock(pin: String) async throws\n    func store(secret: String) async throws\n}\nfinal class VaultMockupGateway: VaultGateway {\n    func unlock(pin: String) async throws {}\n    func store(secret: String) async throws {}\n}\nstruct LedgerMockedGateway: VaultGateway {\n    func unlock(pin: String) async throws {}\n    func store(secret: String) async throws {}\n}\nlet demoGateways: [VaultGateway] = [VaultMockupGateway(), LedgerMockedGateway()]"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RoutePlanning.swift", "protocol RoutePlanning {\n    func plan(to stop: String)\n}"),
            ExampleFile("Sources/Feature/MockRoutePlanner.swift", "final class MockRoutePlanner: RoutePlanning {\n    func plan(to stop: String) {}\n}"),
            ExampleFile("Sources/App/Launch.swift", "let planner: RoutePlanning = MockRoutePlanner()")
        ),
        RuleExample(
            "Sources/Search/StubSearcher.swift",
            "protocol Searching {\n    func search(_ term: String) async throws -> [String]\n    func reset() async\n}\nstruct StubSearcher: Searching {\n    func search(_ term: String) async throws -> [String] {\n        throw SearchError.offline\n    }\n    func reset() async {\n    }\n}\nfunc makeSearcher(offline: Bool) -> Searching { StubSearcher() }"
        ),
        RuleExample(
            "Sources/Wallet/CardFreezeModel.swift",
            "protocol CardFreezing: Sendable {\n    var cardNumber: String? { get }\n    func freeze(cardNumber: String) async throws\n}\nstruct BankCardFreezing: CardFreezing {\n    let bank: Bank\n    var cardNumber: String? { bank.card?.number }\n    func freeze(cardNumber: String) async throws { try await bank.freeze(cardNumber) }\n}\nstruct MockCardFreezing: CardFreezing {\n    let cardNumber: String?\n\n    func freeze(cardNumber: String) async throws {}\n}\nfinal class CardFreezeModel: ObservableObject {\n    private let freezing: CardFreezing\n    init(bank: Bank) { freezing = BankCardFreezing(bank: bank) }\n    init(sampleCardNumber: String?) { freezing = MockCardFreezing(cardNumber: sampleCardNumber) }\n}"
        ),
        RuleExample(
            "Sources/Feature/PipeLink.swift",
            "protocol Link {\n    func flushQueued() async throws\n    func startFlushing() throws\n    func send(_ bytes: [UInt8])\n}\nfinal class PipeLink: Link {\n    var sent: [[UInt8]] = []\n    func send(_ bytes: [UInt8]) { sent.append(bytes) }\n\n    // Flushing is not needed: the pipe writes each packet as it is sent.\n    func flushQueued() async throws {}\n    func startFlushing() throws {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Stats/StatsProviding.swift", Self.statsProvidingSource),
            ExampleFile("Sources/Feature/Stats/RecordingStatsProvider.swift", "\(ForbiddenSpellings.testableImport) Feature\n\n" + Self.recordingStatsSource)
        ),
        RuleExample(
            "Sources/Feature/EventSink.swift",
            "protocol EventSink {\n    func flush()\n    func close()\n}\nfinal class ConsoleSink: EventSink {\n    var lines: [String] = []\n    // Nothing to flush: every line is printed as it arrives.\n    func flush() {}\n    /* Closing is not needed,\n       the console stays open. */\n    @MainActor\n    func close() {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RecordStore.swift", "public protocol RecordStore {\n    func compact()\n}"),
            ExampleFile("Sources/Feature/InMemoryRecordStore.swift", "public final class InMemoryRecordStore: RecordStore {\n    public var records: [String] = []\n    public init() {}\n    public func compact() {}\n}"),
            ExampleFile("Tests/FeatureTests/RecordStoreTests.swift", "import Feature\nfinal class RecordStoreTests: XCTestCase {\n    let store = InMemoryRecordStore()\n}")
        ),
        RuleExample(
            "Sources/Feature/PlainBox.swift",
            "protocol Sealing {\n    func seal(_ data: Data) -> Data\n    func open(_ data: Data) throws -> Data\n    func canSeal(size: Int) -> Bool\n    func wipe()\n}\nfinal class PlainBox: Sealing {\n    func seal(_ data: Data) -> Data { data }\n    func open(_ sealed: Data) throws -> Data {\n        return sealed\n    }\n    func canSeal(size: Int) -> Bool { true }\n    func wipe() {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/FeedStore.swift", "public protocol FeedStore {\n    func deleteCachedFeed()\n}"),
            ExampleFile("Tests/FeatureTests/StoreSpy.swift", "final class StoreSpy: FeedStore {\n    func deleteCachedFeed() { calls += 1 }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Tracker.swift", "protocol Tracker {\n    func update(_ progress: Int) async\n    func logout()\n}"),
            ExampleFile("Tests/FeatureTests/SyncTests.swift", "final class SyncTests: XCTestCase {\n    final class TrackerDouble: Tracker {\n        var updates: [Int] = []\n        func update(_ progress: Int) async { updates.append(progress) }\n        func logout() {}\n    }\n}"),
            ExampleFile("Sources/TestSupport/NullTracker.swift", "public final class NullTracker: Tracker {\n    public func update(_ progress: Int) async {}\n    public func logout() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/BodyWriter.swift", "public protocol BodyWriter {\n    func write(_ bytes: [UInt8]) async throws\n    func finish() async throws\n}"),
            ExampleFile("Benchmarks/RouterBenchmarks/Router.swift", "struct DiscardingWriter: BodyWriter {\n    func write(_ bytes: [UInt8]) async throws {}\n    func finish() async throws {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/BodyWriter.swift", "public protocol BodyWriter {\n    func write(_ bytes: [UInt8]) async throws\n    func finish() async throws\n}"),
            ExampleFile("Sources/WriterPerformanceTester/Sink.swift", "struct DiscardingWriter: BodyWriter {\n    func write(_ bytes: [UInt8]) async throws {}\n    func finish() async throws {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ResponseHandler.swift", "public protocol ResponseHandler {\n    associatedtype Response\n    func didReceive(_ part: [UInt8])\n    func didFinish() throws -> Response\n}"),
            ExampleFile("Sources/Feature/HeadOnly.swift", "struct HeadOnly: ResponseHandler {\n    typealias Response = Void\n    func didReceive(_ part: [UInt8]) { count += part.count }\n    func didFinish() throws -> Response {}\n}"),
            ExampleFile("Sources/Feature/Discard.swift", "struct Discard: ResponseHandler {\n    func didReceive(_ part: [UInt8]) { log(part) }\n    func didFinish() throws {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/OnboardingEvents.swift", "protocol OnboardingEvents: AnyObject {\n    func send(_ action: String)\n}"),
            ExampleFile("Sources/App/OnboardingFactory.swift", "enum OnboardingFactory {\n    static func make(isTesting: Bool) -> OnboardingEvents {\n        isTesting ? TestOnboarding() : TooltipOnboarding()\n    }\n}\nfinal class TestOnboarding: OnboardingEvents {\n    func send(_ action: String) {}\n}")
        ),
        RuleExample("Sources/Feature/Helper.swift", "struct Helper {\n    func noop() {}\n}"),
        RuleExample(
            "Sources/Feature/Cancelling.swift",
            "protocol Cancelling {\n    func cancel()\n}\nprivate final class _NoOpCancelling: Cancelling {\n    func cancel() {}\n}\nstruct CancellingNop: Cancelling {\n    func cancel() {}\n}\nstruct NullCancelling: Cancelling {\n    func cancel() {}\n}"
        ),
        RuleExample("Sources/Feature/Store.swift", "protocol Store {\n    func insert(_ x: Int) throws\n}"),
        RuleExample("Sources/Feature/Image.swift", "struct Image: Hashable {\n    init() {}\n}"),
        RuleExample("Tests/FeatureTests/Stub.swift", "final class Stub: URLProtocol {\n    override func stopLoading() {}\n}"),
        RuleExample("Tests/FeatureTests/LayoutTests.swift", "final class LayoutTests: XCTestCase {\n    func testLaysOutRows() {}\n}"),
        RuleExample("Sources/UI/MapView.swift", "struct MapView: UIViewRepresentable {\n    func makeUIView(context: Context) -> MKMapView { MKMapView() }\n    func updateUIView(_ view: MKMapView, context: Context) {}\n}"),
        RuleExample(
            "Sources/Feature/Node.swift",
            "protocol Named { var name: String { get } }\nclass Node: Hashable, Named {\n    var name = \"\"\n    func willMove() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/NullStore.swift",
            "protocol Store {\n    func insert(_ x: Int)\n}\nstruct NullStore: Store {\n    func insert(_ x: Int) {\n        // Null Object: a store that could not open keeps nothing, on purpose.\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/SwipeDelegate.swift", "protocol SwipeDelegate: AnyObject {\n    func archive(id: String)\n    func delete(id: String)\n}"),
            ExampleFile("Sources/UI/InboxController.swift", "extension InboxController: SwipeDelegate {\n    func archive(id: String) { store.archive(id) }\n    func delete(id: String) {} // the inbox never deletes\n}")
        ),
        RuleExample(
            "Sources/Feature/Command.swift",
            "protocol Command {\n    func run() throws\n}\nextension Command {\n    func run() throws {}\n}\nstruct Version: Command {\n    func run() throws {}\n}"
        ),
        RuleExample(
            "Sources/UI/RecorderView.swift",
            "protocol AudioRecording: AnyObject {\n    func start()\n    func stop()\n}\nstruct RecorderView: View {\n    let recorder: AudioRecording\n    var body: some View { Text(\"Rec\") }\n}\nprivate final class PreviewAudioRecorder: AudioRecording {\n    func start() {}\n    func stop() {}\n}\n#Preview {\n    final class SilentRecorder: AudioRecording {\n        func start() {}\n        func stop() {}\n    }\n    return RecorderView(recorder: SilentRecorder())\n}\nstruct RecorderView_Previews: PreviewProvider {\n    final class IdleRecorder: AudioRecording {\n        func start() {}\n        func stop() {}\n    }\n    static var previews: some View { RecorderView(recorder: IdleRecorder()) }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/Panel.swift", "protocol Appearing {\n    func willAppear()\n    func didHide()\n}\nopen class Panel<Content>: NSStackView, Appearing {\n    open func willAppear() {}\n    open func didHide() {}\n}"),
            ExampleFile("Sources/UI/CPUPanel.swift", "final class CPUPanel: Panel<Int> {\n    override func willAppear() { refresh() }\n}"),
            ExampleFile("Sources/UI/DiskPanel.swift", "final class DiskPanel: VolumePanel {}\nclass VolumePanel: Panel<String> {}\nextension DiskPanel {\n    override func didHide() { stop() }\n}")
        ),
        RuleExample(
            "Sources/Feature/Scanner.swift",
            "protocol Scanning {\n    func start()\n}\n#if canImport(CoreNFC)\nfinal class Scanner: Scanning {\n    func start() { session.begin() }\n}\n#else\n/// Builds without NFC (previews, the simulator) scan nothing.\nfinal class Scanner: Scanning {\n    func start() {}\n}\n#endif"
        ),
        // The working branch conforms in an extension of its declaration; the other branch is the stand-in.
        RuleExample(
            "Sources/Feature/Beacons.swift",
            "protocol BeaconRanging {\n    func startRanging()\n    func forgetBeacons()\n}\n#if canImport(CoreLocation)\nfinal class BeaconRanger: CLLocationManager {}\nextension BeaconRanger: BeaconRanging {\n    func startRanging() { startMonitoring(for: region) }\n    func forgetBeacons() { stopMonitoring(for: region) }\n}\n#else\nfinal class BeaconRanger: NSObject, BeaconRanging {\n    func startRanging() {}\n    func forgetBeacons() {}\n}\n#endif"
        ),
        RuleExample(
            "Sources/Feature/Gates.swift",
            "protocol Gate {\n    func pass(as user: String, then: @escaping (Error?) -> Void)\n    func close()\n}\nfinal class OpenGate: Gate {\n    func pass(as user: String, then: @escaping (Error?) -> Void) {\n        DispatchQueue.main.async { then(nil) }\n    }\n    func close() {}\n}\nstruct WelcomingGate: Gate {\n    func pass(as user: String, then: @escaping (Error?) -> Void) { then(nil) }\n    func close() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/Pacing.swift",
            "protocol Pacing {\n    func requestMore()\n    func didFinish()\n}\n/// Ignores pacing: the reader's own buffer limit already bounds how much is read.\n@available(macOS 13, *)\nstruct UnboundedPacing: Pacing {\n    func requestMore() {}\n    func didFinish() {}\n}\n/// A no-op pacing for readers that finish in one go.\nstruct OneShotPacing: Pacing {\n    func requestMore() {}\n    func didFinish() {}\n}"
        ),
        RuleExample(
            "Sources/Feature/DeadConnection.swift",
            "protocol Connection {\n    func send(_ bytes: [UInt8]) throws\n    func flush()\n    func close()\n}\n/// Stands in for a connection that has gone away.\nfinal class DeadConnection: Connection {\n    func send(_ bytes: [UInt8]) throws { throw ConnectionError.closed }\n    func flush() {}\n    func close() {}\n}"
        ),
        RuleExample(
            "Sources/Kit/Card.swift",
            "public protocol CardLifeCycle {\n    func setupViews()\n    func setupActions()\n}\nopen class Card: UIView, CardLifeCycle {\n    open func setupViews() { addSubview(title) }\n    open func setupActions() {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Rooms/Service/RoomListService.swift", "protocol RoomListService {\n    func refresh()\n    func select(_ id: String)\n}"),
            ExampleFile("Sources/Rooms/Service/Mock/MockRoomListService.swift", "final class MockRoomListService: RoomListService {\n    var selected: [String] = []\n    func refresh() {}\n    func select(_ id: String) { selected.append(id) }\n}")
        ),
        RuleExample(
            "Sources/Chat/BubbleLayout.swift",
            "protocol CellLayout {\n    func update(forSticker cell: Cell)\n    func setup(_ cell: Cell)\n}\nfinal class BubbleLayout: CellLayout {\n    func update(forSticker cell: Cell) { cell.round() }\n    func update(forIncoming cell: Cell, data: Data) {}\n    func setup(_ cell: Cell) { cell.pad() }\n}"
        ),
        RuleExample(
            "Sources/Kit/Composer.swift",
            "public protocol ComposerDelegate {\n    func didSend(_ text: String)\n    func didAttach(_ file: URL)\n}\npublic final class Composer: ComposerDelegate {\n    @available(*, deprecated, message: \"Replaced by the send button's action.\")\n    public func didSend(_ text: String) {}\n    @objc @available(iOS, deprecated: 16, renamed: \"attach(_:)\")\n    public func didAttach(_ file: URL) {}\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Feature/RoutePlanning.swift", "protocol RoutePlanning {\n    func plan(to stop: String)\n}"),
            ExampleFile("Sources/Feature/MockRoutePlanner.swift", "final class MockRoutePlanner: RoutePlanning {\n    func plan(to stop: String) {}\n}"),
            ExampleFile(
                "Sources/UI/RouteView.swift",
                "struct RouteView: View {\n    let planner: RoutePlanning\n    var body: some View { Text(\"Route\") }\n}\n\n#Preview(\"Short trip\") {\n    RouteView(planner: MockRoutePlanner())\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/FareFilterModel.swift",
                "protocol FareSettingsProviding {\n    func addListener(_ listener: AnyObject)\n}\nfinal class FareFilterModel {\n    init(settings: FareSettingsProviding) {}\n}\nextension FareFilterModel {\n    struct MockFareSettings: FareSettingsProviding {\n        func addListener(_ listener: AnyObject) {}\n    }\n}"
            ),
            ExampleFile(
                "Sources/UI/FareFilterView.swift",
                "struct FareFilterView: View {\n    let model: FareFilterModel\n    var body: some View { Text(\"Fares\") }\n}\n\n#Preview {\n    FareFilterView(model: FareFilterModel(settings: FareFilterModel.MockFareSettings()))\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Ticking.swift", "protocol Ticking {\n    func tick()\n}"),
            ExampleFile("Sources/Feature/StubTicker.swift", "final class StubTicker: Ticking {\n    func tick() {}\n}"),
            ExampleFile(
                "Sources/UI/ClockFace.swift",
                "struct ClockFace: View {\n    let ticker: Ticking\n    var body: some View { Text(\"12:00\") }\n}\n\nprivate struct ClockFaceSample: View {\n    @State var ticker = StubTicker()\n    var body: some View { ClockFace(ticker: ticker) }\n}\n\nstruct ClockFace_Previews: PreviewProvider {\n    static var previews: some View { ClockFaceSample() }\n}"
            )
        ),
        RuleExample(
            "Sources/Tracing/Spans.swift",
            "protocol Spanning {\n    func end(_ label: String)\n    func end()\n}\nstruct EmptySpan: Spanning {\n    func end(_ label: String) {}\n    func end() {}\n}\nfunc span(enabled: Bool) -> Spanning {\n    guard enabled else { return EmptySpan() }\n    return LiveSpan()\n}"
        ),
        RuleExample(
            "Sources/Link/ShutChannel.swift",
            "protocol Channel {\n    func send(_ data: Data) async throws\n    func replies() -> AsyncThrowingStream<Data, Error>\n    func close() async\n}\nfinal class ShutChannel: Channel {\n    enum Failure: Error { case shut }\n    var inbox: [Data] = []\n    func send(_ data: Data) async throws {\n        throw Failure.shut\n    }\n    func replies() -> AsyncThrowingStream<Data, Error> {\n        .init { continuation in\n            continuation.finish(throwing: Failure.shut)\n        }\n    }\n    func close() async {\n    }\n}"
        ),
        RuleExample(
            "Sources/Wire/NothingWriter.swift",
            "protocol PayloadWriting {\n    associatedtype Payload\n    func write(_ payload: Payload, into buffer: inout [UInt8]) throws\n}\nstruct NothingWriter: PayloadWriting {\n    typealias Payload = Void\n    @inlinable\n    func write(_ payload: Void, into buffer: inout [UInt8]) throws {}\n}"
        ),
        RuleExample(
            "Sources/Feedback/SilentHaptics.swift",
            "public protocol HapticPlaying {\n    func tap()\n    func buzz(times: Int)\n}\npublic final class SilentHaptics: HapticPlaying {\n    public init() {}\n    public func tap() {}\n    public func buzz(times: Int) {}\n}"
        ),
        RuleExample(
            "Sources/Archive/BlankCompactor.swift",
            "protocol Compacting {\n    func compact(_ folder: URL)\n}\nstruct BlankCompactor: Compacting {\n    func compact(_ folder: URL) { }\n}"
        ),
        RuleExample(
            "Sources/Store/FixedDraftStore.swift",
            "protocol DraftStoring: AnyObject {\n    func save(_ drafts: [String])\n    func drafts() -> [String]\n}\nfinal class FixedDraftStore: DraftStoring {\n    private let seeded: [String]\n    init(seeded: [String]) { self.seeded = seeded }\n    func save(_ drafts: [String]) {}\n    func drafts() -> [String] { self.seeded }\n}"
        ),
        RuleExample(
            "Sources/Sorting/WholeRowKey.swift",
            "public protocol SortKey {\n    func key(for row: String) -> String?\n    func validate() throws(SortKeyError)\n}\npublic struct WholeRowKey: SortKey {\n    public func key(for row: String) -> String? { row.trimmingCharacters(in: .whitespaces) }\n    public func validate() throws(SortKeyError) { }\n}"
        ),
        RuleExample(
            "Sources/Render/Screen.swift",
            "@objc protocol FrameDrawing {\n    @objc optional func willDrawOffscreen()\n    func draw()\n}\nfinal class Screen: NSObject, FrameDrawing {\n    func willDrawOffscreen() {\n    }\n    func draw() { render() }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/UI/SyncListening.swift", "@objc protocol SyncListening {\n    func syncStarted()\n    func syncFinished()\n}"),
            ExampleFile("Sources/UI/UIViewController+Sync.swift", "extension UIViewController: SyncListening {\n    func syncStarted() {}\n    func syncFinished() {}\n}"),
            ExampleFile("Sources/UI/InboxViewController.swift", "final class InboxViewController: UIViewController {\n    override func syncStarted() { spinner.start() }\n}"),
            ExampleFile("Sources/UI/OutboxViewController.swift", "final class OutboxViewController: UIViewController {\n    override func syncFinished() { spinner.stop() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Core/ReplyHandling.swift", "public protocol ReplyHandling {\n    func handleReply(to id: String) async\n}"),
            ExampleFile("Sources/App/ReplyHandler.swift", "import Core\nstruct ReplyHandler: ReplyHandling {\n    let outbox: Outbox\n    func handleReply(to id: String) async { await outbox.send(id) }\n}"),
            ExampleFile("Sources/WidgetExtension/ReplyHandler.swift", "import Core\nstruct ReplyHandler: ReplyHandling {\n    func handleReply(to id: String) async {}\n}")
        ),
        RuleExample(
            "Sources/Feed/Idle.swift",
            "protocol Reloading {\n    func reload()\n    func reload() async\n}\nprotocol FeedScreen {\n    associatedtype Loader: Reloading = Idle\n}\nstruct Idle: Equatable {}\nextension Idle: Reloading {\n    func reload() {}\n\n    func reload() async {}\n}"
        ),
        RuleExample(
            "Sources/Pairing/CameraTagLink.swift",
            "protocol TagLink {\n    func read() async throws -> Data\n    func write(_ payload: Data) async throws\n}\nfinal class CameraTagLink: TagLink {\n    func read() async throws -> Data {\n        Data()\n    }\n    func write(_ payload: Data) async throws {\n    }\n}"
        ),
        // Event callbacks another conformer implements: the offline service has nothing to do on those events.
        RuleExample(
            ExampleFile("Sources/Accounts/AccountService.swift", "protocol AccountService {\n    func pullChanges() async\n    func accountWillClose()\n    func receivePush(_ payload: [String: String]) async\n    func onSignOut()\n}"),
            ExampleFile("Sources/Accounts/CloudAccountService.swift", "final class CloudAccountService: AccountService {\n    var pending: [String] = []\n    func pullChanges() async { pending.removeAll() }\n    func accountWillClose() { pending.removeAll() }\n    func receivePush(_ payload: [String: String]) async { pending.append(contentsOf: payload.keys) }\n    func onSignOut() { pending = [] }\n}"),
            ExampleFile("Sources/Accounts/OfflineAccountService.swift", "final class OfflineAccountService: AccountService {\n    var pulls = 0\n    func pullChanges() async { pulls += 1 }\n    func accountWillClose() {}\n    func receivePush(_ payload: [String: String]) async {}\n    func onSignOut() {}\n}")
        ),
        // The stock conformer of an extension point (a hook a build variant implements otherwise) customises nothing by design,
        // beside a requirement it does implement or alone.
        RuleExample(
            "Sources/Branding/Hooks.swift",
            "protocol ThemeHookProtocol {\n    func prepare(for user: String) -> Bool\n    func apply(palette: [String])\n}\nstruct DefaultThemeHook: ThemeHookProtocol {\n    func prepare(for user: String) -> Bool { !user.isEmpty }\n    func apply(palette: [String]) { }\n}\nprotocol LaunchHooks {\n    func configure(_ options: [String: Int])\n}\nstruct DefaultLaunchHooks: LaunchHooks {\n    func configure(_ options: [String: Int]) { }\n}"
        ),
        // The plain strategy leaves the text as it is where the other decorator marks a topic up: a command it has nothing to do for.
        RuleExample(
            ExampleFile("Sources/Tags/TagDecorating.swift", "protocol TagDecorating {\n    func decorateTopic(in text: NSMutableAttributedString, range: NSRange)\n    func decoratePerson(in text: NSMutableAttributedString, range: NSRange)\n}"),
            ExampleFile("Sources/Tags/PlainTagDecorator.swift", "struct PlainTagDecorator: TagDecorating {\n    func decorateTopic(in text: NSMutableAttributedString, range: NSRange) { }\n    func decoratePerson(in text: NSMutableAttributedString, range: NSRange) {\n        text.insert(NSAttributedString(string: \"@\"), at: range.location)\n    }\n}"),
            ExampleFile("Sources/Tags/BadgeTagDecorator.swift", "struct BadgeTagDecorator: TagDecorating {\n    func decorateTopic(in text: NSMutableAttributedString, range: NSRange) {\n        text.addAttribute(.link, value: \"topic\", range: range)\n    }\n    func decoratePerson(in text: NSMutableAttributedString, range: NSRange) {\n        text.addAttribute(.link, value: \"person\", range: range)\n    }\n}")
        ),
        // A conformer doing nothing at all, whatever its name, beside one that does the work: the protocol's null object.
        RuleExample(
            ExampleFile("Sources/Feedback/HapticsPlaying.swift", Self.hapticsPlayingSource),
            ExampleFile("Sources/Feedback/DeviceHaptics.swift", Self.deviceHapticsSource),
            ExampleFile("Sources/Feedback/WristHaptics.swift", "struct WristHaptics: HapticsPlaying {\n    func prepare() {}\n    func play(_ kind: HapticKind) {}\n}")
        ),
        // The type of the same name compiled in the other build does the work: the `#if LITE` one is the feature switched off.
        RuleExample(
            ExampleFile("Sources/Sync/CloudSyncing.swift", Self.cloudSyncingSource),
            ExampleFile("Sources/Sync/CloudSync.swift", Self.cloudSyncSource),
            ExampleFile("Sources/Sync/CloudSyncLite.swift", "#if LITE\nfinal class CloudSync: CloudSyncing, ObservableObject {\n    @Published var isRunning = false\n    func start() {}\n    func stop() {}\n}\n#endif")
        ),
        // A command conditional by its name (`…IfNeeded`) that others carry out: this conformer is never in that situation.
        RuleExample(
            ExampleFile("Sources/Shelf/ShelfActions.swift", "protocol ShelfActions: AnyObject {\n    func open(_ id: Int)\n    func closeMenuIfNeeded()\n}"),
            ExampleFile("Sources/Shelf/ShelfBar.swift", "final class ShelfBar: ShelfActions {\n    let menu = ShelfMenu()\n    func open(_ id: Int) { menu.show(id) }\n    func closeMenuIfNeeded() { menu.close() }\n}"),
            ExampleFile("Sources/Shelf/ShelfSidebar.swift", "final class ShelfSidebar: ShelfActions {\n    var opened: [Int] = []\n    func open(_ id: Int) { opened.append(id) }\n    func closeMenuIfNeeded() {}\n}")
        ),
        // An end-of-life hook another conformer carries out: the console session holds nothing to close.
        RuleExample(
            ExampleFile("Sources/Export/ExportSink.swift", "protocol ExportSink {\n    func write(_ chunk: Data)\n    func close()\n}"),
            ExampleFile("Sources/Export/FileExportSink.swift", "final class FileExportSink: ExportSink {\n    let handle: FileHandle\n    init(handle: FileHandle) { self.handle = handle }\n    func write(_ chunk: Data) { handle.write(chunk) }\n    func close() { try? handle.close() }\n}"),
            ExampleFile("Sources/Export/ConsoleExportSink.swift", "struct ConsoleExportSink: ExportSink {\n    func write(_ chunk: Data) { print(String(decoding: chunk, as: UTF8.self)) }\n    func close() {}\n}")
        ),
        // A section heading saying its group does nothing on purpose, set off by a blank line, explains each empty method under it.
        RuleExample(
            "Sources/Charts/TextChartRenderer.swift",
            "protocol ChartRendering {\n    func draw(_ values: [Double]) -> String\n    func showLegend(_ title: String)\n    func hideLegend()\n}\nfinal class TextChartRenderer: ChartRendering {\n    func draw(_ values: [Double]) -> String { values.map { String($0) }.joined(separator: \" \") }\n\n    // MARK: - Legend (ignored by plain text)\n\n    func showLegend(_ title: String) {}\n    func hideLegend() {}\n}"
        ),
        // The renamed requirements of a framework protocol the package protocol refines, forwarded to by its extension: an
        // empty update is the framework's own empty requirement.
        RuleExample("Sources/Bridge/PlatformRepresentable.swift", Self.platformRepresentableSource(parent: ": BaseRepresentable")),
        // The same rename of a view requirement, through a platform's typealias: `updateUIView` and `updateNSView` end with `View`.
        RuleExample(
            ExampleFile("Sources/Bridge/HostedView.swift", "import SwiftUI\n\n#if os(iOS)\ntypealias HostRepresentable = UIViewRepresentable\n#else\ntypealias HostRepresentable = NSViewRepresentable\n#endif\n\nprotocol HostedView: HostRepresentable {\n    associatedtype Hosted\n    func makeHostedView(context: Context) -> Hosted\n    func updateHostedView(_ view: Hosted, context: Context)\n}\n\n#if os(iOS)\nextension HostedView where UIViewType == Hosted {\n    func makeUIView(context: Context) -> UIViewType { makeHostedView(context: context) }\n    func updateUIView(_ view: UIViewType, context: Context) { updateHostedView(view, context: context) }\n}\n#else\nextension HostedView where NSViewType == Hosted {\n    func makeNSView(context: Context) -> NSViewType { makeHostedView(context: context) }\n    func updateNSView(_ view: NSViewType, context: Context) { updateHostedView(view, context: context) }\n}\n#endif"),
            ExampleFile("Sources/Bridge/SpinnerView.swift", "import SwiftUI\n\nstruct SpinnerView: HostedView {\n    func makeHostedView(context: Context) -> ProgressSpinner { ProgressSpinner() }\n    func updateHostedView(_ view: ProgressSpinner, context: Context) {}\n}")
        ),
        // A read-only null object: it lists nothing, refuses saves with a fixed error, and has nothing to delete.
        RuleExample("Sources/Snippets/ScratchLocation.swift", Self.scratchLocationSource(refusal: "readOnly")),
        // Delegate callbacks naming their sender first and the event in a label, and an event named for what just happened.
        RuleExample(
            ExampleFile("Sources/Compose/KeyboardObserving.swift", "protocol KeyboardObserving {\n    func keyboard(_ tracker: KeyboardTracker, keyboardWillShowWith height: Double)\n    func shareButtonTapped()\n}"),
            ExampleFile("Sources/Compose/ComposerView.swift", "final class ComposerView: KeyboardObserving {\n    var inset = 0.0\n    func keyboard(_ tracker: KeyboardTracker, keyboardWillShowWith height: Double) { inset = height }\n    func shareButtonTapped() { inset = 0 }\n}"),
            ExampleFile("Sources/Compose/BannerView.swift", "final class BannerView: KeyboardObserving {\n    func keyboard(_ tracker: KeyboardTracker, keyboardWillShowWith height: Double) {}\n    func shareButtonTapped() {}\n}")
        ),
        // A public stock strategy of a library's public protocol, leaving empty what another stock strategy does.
        RuleExample(
            ExampleFile("Package.swift", #"let package = Package(name: "P", products: [.library(name: "Pool", targets: ["Pool"])], targets: [.target(name: "Pool")])"#),
            ExampleFile("Sources/Pool/SyncPolicy.swift", "public protocol SyncPolicy: AnyObject {\n    func shouldSync() -> Bool\n    func record(_ change: String)\n    func reset()\n}"),
            ExampleFile("Sources/Pool/ChangeCountPolicy.swift", "public final class ChangeCountPolicy: SyncPolicy {\n    var count = 0\n    public func shouldSync() -> Bool { count >= 10 }\n    public func record(_ change: String) { count += 1 }\n    public func reset() { count = 0 }\n}"),
            ExampleFile("Sources/Pool/TimerPolicy.swift", "public final class TimerPolicy: SyncPolicy {\n    var timer: Timer?\n    public func shouldSync() -> Bool { false }\n    public func record(_ change: String) {}\n    public func reset() {}\n}")
        ),
        // Events of a delegate a vended library publishes: its users write the conformers that listen.
        RuleExample(
            ExampleFile("Package.swift", #"let package = Package(name: "P", products: [.library(name: "Pool", targets: ["Pool"])], targets: [.target(name: "Pool")])"#),
            ExampleFile("Sources/Pool/PoolMetricsDelegate.swift", "public protocol PoolMetricsDelegate {\n    func connectSucceeded(id: Int)\n    func queueDepthChanged(to depth: Int)\n}"),
            ExampleFile("Sources/Pool/LoggingPoolMetrics.swift", "struct LoggingPoolMetrics: PoolMetricsDelegate {\n    let log: (String) -> Void\n    func connectSucceeded(id: Int) { log(\"connected \\(id)\") }\n    func queueDepthChanged(to depth: Int) {}\n}")
        ),
        // The stubs of the build without the framework (`#else` of `#if canImport(CoreMotion)` inside the type), whose other
        // branch declares the same methods doing the work: that build has no motion to start.
        RuleExample(
            ExampleFile("Sources/Feature/CloudSyncing.swift", cloudSyncingSource),
            ExampleFile("Sources/Feature/MotionFeed.swift", "#if canImport(CoreMotion)\nimport CoreMotion\n#endif\n\nfinal class MotionFeed: CloudSyncing {\n    #if canImport(CoreMotion)\n    private let manager = CMMotionManager()\n    func start() { manager.startDeviceMotionUpdates() }\n    func stop() { manager.stopDeviceMotionUpdates() }\n    #else\n    func start() {}\n    func stop() {}\n    #endif\n}")
        ),
        // A base view calling its own empty steps from `layoutSubviews`: a template method's defaults, no subclass written yet.
        RuleExample(
            "Sources/UI/PosterTile.swift",
            "import UIKit\nprotocol Decorating {\n    func decorate()\n    func pinEdges()\n}\npublic class PosterTile: UIView, Decorating {\n    public override func layoutSubviews() {\n        super.layoutSubviews()\n        decorate()\n        self.pinEdges()\n    }\n    public func decorate() {}\n    public func pinEdges() {}\n}"
        ),
        // One pass of an encoding split across requirements of an `Encodable` refinement: this receipt has no notes to write.
        RuleExample(
            "Sources/Billing/BareReceipt.swift",
            "protocol ReceiptSections: Encodable {\n    func writeTotals(to encoder: Encoder) throws\n    func writeNotes(to encoder: any Encoder) throws\n}\nstruct BareReceipt: ReceiptSections {\n    var total = 0\n    enum CodingKeys: CodingKey { case total }\n    func encode(to encoder: Encoder) throws {\n        try writeTotals(to: encoder)\n        try writeNotes(to: encoder)\n    }\n    func writeTotals(to encoder: Encoder) throws {\n        var container = encoder.container(keyedBy: CodingKeys.self)\n        try container.encode(total, forKey: .total)\n    }\n    func writeNotes(to encoder: any Encoder) throws {}\n}"
        ),
    ]

    /// A protocol renaming `UIViewControllerRepresentable`'s requirements, refining `parent`, its extension forwarding the
    /// framework's requirements to the renamed ones, and a view leaving its update empty.
    static func platformRepresentableSource(parent: String) -> String {
        "typealias BaseRepresentable = UIViewControllerRepresentable\nprotocol PlatformRepresentable\(parent) {\n    func makePlatformController(context: Context) -> UIViewController\n    func updatePlatformController(_ controller: UIViewController, context: Context)\n}\nextension PlatformRepresentable {\n    func makeUIViewController(context: Context) -> UIViewController { makePlatformController(context: context) }\n    func updateUIViewController(_ controller: UIViewController, context: Context) { updatePlatformController(controller, context: context) }\n}\nstruct AnchorView: PlatformRepresentable {\n    func makePlatformController(context: Context) -> UIViewController { UIViewController() }\n    func updatePlatformController(_ controller: UIViewController, context: Context) {}\n}"
    }

    /// A snippet location with a folder implementation and a scratch one that refuses saves with `LocationError.<refusal>`.
    static func scratchLocationSource(refusal: String) -> String {
        "protocol SnippetLocation {\n    func list() async throws -> [String]\n    func save(name: String, content: String) throws -> String\n    func delete(name: String) throws\n}\nfinal class FolderLocation: SnippetLocation {\n    let root: URL\n    init(root: URL) { self.root = root }\n    func list() async throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: root.path) }\n    func save(name: String, content: String) throws -> String { try content.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8); return name }\n    func delete(name: String) throws { try FileManager.default.removeItem(at: root.appendingPathComponent(name)) }\n}\nprivate final class ScratchLocation: SnippetLocation {\n    func list() async throws -> [String] { [] }\n    func save(name: String, content: String) throws -> String { throw LocationError.\(refusal) }\n    func delete(name: String) throws {}\n    var isReadOnly: Bool { true }\n}"
    }

    static let tileCellSource = "import UIKit\nprotocol TileModel {}\nprotocol TileCell: UIView {\n    associatedtype Tile: TileModel\n    func show(_ tile: Tile)\n}"
    static let cloudSyncingSource = "protocol CloudSyncing {\n    func start()\n    func stop()\n}"
    static let cloudSyncSource = "final class CloudSync: CloudSyncing {\n    private let engine = SyncEngine()\n    func start() { engine.run() }\n    func stop() { engine.halt() }\n}"
    static let hapticsPlayingSource = "protocol HapticsPlaying {\n    func prepare()\n    func play(_ kind: HapticKind)\n}"
    static let deviceHapticsSource = "final class DeviceHaptics: HapticsPlaying {\n    let engine = HapticEngine()\n    func prepare() { engine.warmUp() }\n    func play(_ kind: HapticKind) { engine.fire(kind) }\n}"
    static let statsProvidingSource = "protocol StatsProviding {\n    func refresh()\n    func remove(_ id: Int)\n}"
    static let recordingStatsSource = "final class RecordingStatsProvider: StatsProviding {\n    var removed: [Int] = []\n    func refresh() {}\n    func remove(_ id: Int) { removed.append(id) }\n}"
}
