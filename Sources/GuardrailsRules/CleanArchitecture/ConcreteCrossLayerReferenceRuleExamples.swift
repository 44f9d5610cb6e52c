import GuardrailsCore

/// What `ConcreteCrossLayerReferenceRule` reports and leaves alone, shown in `explain` and run by RuleExamplesBehaviorTests.
extension ConcreteCrossLayerReferenceRule {
    static let triggeringExamples: [RuleExample] = [
        // A component library's service (an image fetcher sending requests, a toast center behind the library's own protocol)
        // named by a screen of another component layer: the helpers beside it are allowed, it is not.
        RuleExample(
            ExampleFile(
                "Sources/Components/AvatarFetcher.swift",
                "import UIKit\npublic final class AvatarFetcher {\n    private let session = URLSession.shared\n    public init() {}\n    public func fetch(_ url: URL) async throws -> UIImage? { UIImage(data: try await session.data(from: url).0) }\n}"
            ),
            ExampleFile("Sources/UI/AvatarViewController.swift", "import UIKit\nimport Components\nfinal class AvatarViewController: UIViewController {\n    private let fetcher = AvatarFetcher()\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Components/ToastCenter.swift",
                "import UIKit\npublic protocol ToastShowing { func show(_ text: String) }\npublic final class ToastCenter: ToastShowing {\n    public init() {}\n    public func show(_ text: String) {}\n}"
            ),
            ExampleFile("Sources/UI/OrderViewController.swift", "import UIKit\nimport Components\nfinal class OrderViewController: UIViewController {\n    private let toasts = ToastCenter()\n}")
        ),
        // A file-private helper the live value calls, but also a method of the feature: it is no longer the key's composition.
        RuleExample(
            ExampleFile("Sources/Infrastructure/KeychainStore.swift", "public final class KeychainStore {\n    public init() {}\n    public func read() -> String? { nil }\n}"),
            ExampleFile(
                "Sources/Feature/TokenClient.swift",
                "import Infrastructure\npublic struct TokenClient { public var load: () -> String? }\nextension TokenClient: DependencyKey {\n    public static let liveValue = makeClient(with: KeychainStore())\n}\nfunc reloadClient() -> TokenClient { makeClient(with: .init()) }\nprivate func makeClient(with keychain: KeychainStore) -> TokenClient {\n    TokenClient(load: { keychain.read() })\n}"
            )
        ),
        // A class whose record others may replace (`public var`): state shared by identity, not a value built once.
        RuleExample(
            ExampleFile("Sources/Feature/SignInRecord.swift", "public struct SignInRecord {\n    public let account: String\n    public let token: String\n}"),
            ExampleFile(
                "Sources/Feature/SignedInContext.swift",
                "public final class SignedInContext {\n    public var record: SignInRecord\n    public init(record: SignInRecord) { self.record = record }\n}"
            ),
            ExampleFile("Sources/Presentation/DraftScreen.swift", "import Feature\nfinal class DraftScreen {\n    let context: SignedInContext\n    init(context: SignedInContext) { self.context = context }\n}")
        ),
        // A generic future driving a session itself is a network client, whatever it is called.
        RuleExample(
            ExampleFile(
                "Sources/Feature/FetchFuture.swift",
                "import Foundation\npublic final class FetchFuture<Value> {\n    private let session: URLSession\n    private var value: Value?\n    public init(session: URLSession) { self.session = session }\n    public func start(_ url: URL) { session.dataTask(with: url).resume() }\n}"
            ),
            ExampleFile("Sources/Presentation/InboxSync.swift", "import Feature\nfinal class InboxSync {\n    func start(_ pending: FetchFuture<String>) {}\n}")
        ),
        // A class of standard values that also acts (a method sending itself somewhere): an object with a job, not a record.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ShelfLocation.swift",
                "public class ShelfLocation {\n    public var aisle: String\n    public var shelf: String\n    public init(aisle: String, shelf: String = \"\") {\n        self.aisle = aisle\n        self.shelf = shelf\n    }\n    public var label: String { \"\\(aisle) \\(shelf)\" }\n    public func announce() { print(label) }\n}"
            ),
            ExampleFile("Sources/Presentation/ShelfScreen.swift", "import Feature\nfinal class ShelfScreen {\n    func show(_ location: ShelfLocation) -> String { location.label }\n}")
        ),
        // A class of stored `var`s one of which is a closure handed in: behavior, not data.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ShelfLocation.swift",
                "public class ShelfLocation {\n    public var aisle: String\n    public var onMove: ((String) -> Void)?\n    public init(aisle: String) { self.aisle = aisle }\n    public var label: String { aisle }\n}"
            ),
            ExampleFile("Sources/Presentation/ShelfScreen.swift", "import Feature\nfinal class ShelfScreen {\n    func show(_ location: ShelfLocation) -> String { location.label }\n}")
        ),
        // A value adopting a package protocol that asks for a conversion and an action: the action gives it a role.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/DeviceContext.swift",
                "public protocol ReportContext: Sendable {\n    func toPayload() -> [String: String]\n    func submit()\n}\npublic struct DeviceContext: ReportContext {\n    let model: String\n    public init(model: String) { self.model = model }\n    public func toPayload() -> [String: String] { [\"model\": model] }\n    public func submit() {}\n}"
            ),
            ExampleFile("Sources/Feature/LaunchReport.swift", "import Infrastructure\nstruct LaunchReport {\n    func context() -> DeviceContext { DeviceContext(model: \"tablet\") }\n}")
        ),
        // A package protocol whose one parameterless requirement is no conversion (`now()`, not `to…`/`as…`): a seam a value
        // adopting it fulfils (a clock a test replaces).
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/WallClock.swift",
                "public protocol Ticking: Sendable {\n    func now() -> Date\n}\npublic struct WallClock: Ticking {\n    let zone: String\n    public init(zone: String) { self.zone = zone }\n    public func now() -> Date { Date() }\n}"
            ),
            ExampleFile("Sources/Feature/Timetable.swift", "import Infrastructure\nstruct Timetable {\n    let clock = WallClock(zone: \"UTC\")\n}")
        ),
        // A record adopting a library protocol through an extension that adds an instance action: the value now does work.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Voyage.swift",
                "import Foundation\nimport Harbor\npublic struct Voyage: Codable, Identifiable, Hashable, Sendable {\n    public var id: Int64\n    public var port: String\n}\n"
                    + "extension Voyage: Dockable {\n    public func dock() { HarborLine.shared.berth(id) }\n}"
            ),
            ExampleFile("Sources/Feature/VoyageRow.swift", "import Infrastructure\nstruct VoyageRow {\n    let voyage: Voyage\n}")
        ),
        // A package protocol requiring a method beside its associated type asks behaviour of the value: more than a link to its record.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Ledger.swift",
                "public struct Ledger: Equatable, Codable {\n    public let owner: String\n}"
            ),
            ExampleFile(
                "Sources/Infrastructure/LedgerRow.swift",
                "public protocol RowBacked {\n    associatedtype Row\n    func makeRow() -> Row\n}\npublic struct LedgerRow {}\nextension Ledger: RowBacked {\n    public func makeRow() -> LedgerRow { LedgerRow() }\n}"
            ),
            ExampleFile("Sources/Feature/LedgerSummary.swift", "import Infrastructure\nstruct LedgerSummary {\n    let ledger: Ledger\n}")
        ),
        // A closure adapter whose body, below a signature spanning several lines, also calls a type of its module: it does work.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/TransferProgressRelay.swift",
                "public final class TransferProgressRelay: NSObject, URLSessionTaskDelegate {\n    let report: (Double) -> Void\n    public init(report: @escaping (Double) -> Void) { self.report = report }\n    public func urlSession(\n        _ session: URLSession,\n        task: URLSessionTask,\n        didSendBodyData sent: Int64,\n        totalBytesSent: Int64,\n        totalBytesExpectedToSend: Int64\n    ) {\n        TransferLedger.note(sent)\n        report(Double(totalBytesSent) / Double(totalBytesExpectedToSend))\n    }\n}"
            ),
            ExampleFile("Sources/Feature/TransferScreen.swift", "import Infrastructure\nfinal class TransferScreen {\n    let relay = TransferProgressRelay { _ in }\n}")
        ),
        // A closure holder whose superclass is a package class: it inherits that class's work.
        RuleExample(
            ExampleFile(
                "Sources/Feature/TransferProgressRelay.swift",
                "open class TransferWatcher: NSObject {\n    public func begin() {}\n}\npublic final class TransferProgressRelay: TransferWatcher, URLSessionTaskDelegate {\n    let report: (Double) -> Void\n    public init(report: @escaping (Double) -> Void) { self.report = report }\n}"
            ),
            ExampleFile("Sources/Presentation/TransferScreen.swift", "import Feature\nfinal class TransferScreen {\n    let relay = TransferProgressRelay { _ in }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Snapshot.swift",
                "public struct Snapshot: Sendable {\n    private var box: Storage\n    public func upload() { box.send() }\n    private final class Storage {\n        var caption = \"\"\n        func send() {}\n    }\n}"
            ),
            ExampleFile("Sources/Feature/Gallery.swift", "import Infrastructure\nstruct Gallery {\n    let current: Snapshot\n}")
        ),
        // A raw-value enum adopting a protocol of the package (a routing seam its method fulfils): a role, not data.
        RuleExample(
            ExampleFile("Sources/Infrastructure/ParcelLane.swift", "public protocol ParcelRouting {\n    func route()\n}\npublic enum ParcelLane: String, ParcelRouting {\n    case express, ground\n    public func route() {}\n}"),
            ExampleFile("Sources/Feature/ParcelDesk.swift", "import Infrastructure\nstruct ParcelDesk {\n    let lane: ParcelLane\n}")
        ),
        // The package declares its own `Object`: a subclass of it is no Realm record, and here it does work.
        RuleExample(
            ExampleFile("Sources/Infrastructure/ParcelSender.swift", "import RealmSwift\nopen class Object {\n    public init() {}\n}\npublic final class ParcelSender: Object {\n    public func send() {}\n}"),
            ExampleFile("Sources/Feature/Dispatch.swift", "import Infrastructure\nstruct Dispatch {\n    let sender: ParcelSender\n}")
        ),
        // An extension of the container that also does work of its own (returns nothing) is checked like any code.
        RuleExample(
            ExampleFile("Sources/Infrastructure/ParcelScale.swift", "public struct ParcelScale {\n    public init() {}\n    public func weigh() -> Double { 1 }\n}"),
            ExampleFile(
                "Sources/Feature/Container+Parcels.swift",
                "import Factory\nimport Infrastructure\nprotocol Weighing {}\nextension Container {\n    var weighing: Factory<Weighing> {\n        self { Scales() }\n    }\n    func calibrate() { _ = ParcelScale().weigh() }\n}\nstruct Scales: Weighing {}"
            )
        ),
        // An enum with cases whose payload is a closure: it carries behavior handed in, not data.
        RuleExample(
            ExampleFile("Sources/Infrastructure/RetryPolicy.swift", "public enum RetryPolicy {\n    case never\n    case custom((Int) -> Bool)\n}"),
            ExampleFile("Sources/Feature/SyncPlan.swift", "import Infrastructure\nstruct SyncPlan {\n    let retry: RetryPolicy\n}")
        ),
        // An enum with cases, one carrying a package class: naming it reaches that object.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/UploadRoute.swift",
                "public final class UploadRelay {\n    public func send() {}\n}\npublic enum UploadRoute {\n    case direct\n    case relayed(via: UploadRelay)\n}"
            ),
            ExampleFile("Sources/Feature/UploadPlan.swift", "import Infrastructure\nstruct UploadPlan {\n    let route: UploadRoute\n}")
        ),
        // An enum with cases and a method that does work (returns nothing): an object with an action, not an option value.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Beacon.swift", "public enum Beacon {\n    case on, off\n    public func flash() {}\n}"),
            ExampleFile("Sources/Feature/BeaconToggle.swift", "import Infrastructure\nstruct BeaconToggle {\n    let beacon: Beacon\n}")
        ),
        // The qualified name's own extension adopts a role protocol: no longer plain data.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Wire.swift", "public protocol SlotFilling { func fill() }\npublic enum Wire {}\nextension Wire {\n    public enum Slot: Codable, Hashable {\n        case morning, evening\n    }\n}\nextension Wire.Slot: SlotFilling {\n    public func fill() {}\n}"),
            ExampleFile("Sources/Feature/SlotPicker.swift", "import Infrastructure\nstruct SlotPicker {\n    func pick() -> Wire.Slot { Wire.Slot.morning }\n}")
        ),
        // An infrastructure error that holds a collaborator (a payload of the package's class) or acts (`func report()`) is an
        // object with a job, not a failure value: naming it is reported.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/ArchiveReadError.swift",
                "import Foundation\npublic final class ArchiveReader {\n    let session: URLSession\n    public init(session: URLSession) { self.session = session }\n}\npublic enum ArchiveReadError: Error {\n    case corrupt(reader: ArchiveReader)\n}"
            ),
            ExampleFile("Sources/Feature/ArchiveImport.swift", "import Infrastructure\nstruct ArchiveImport {\n    func wasCorrupt(_ error: Error) -> Bool { error is ArchiveReadError }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/ShelfFailure.swift", "public enum ShelfFailure: Error {\n    case offline, denied\n    public func report() { print(self) }\n}"),
            ExampleFile("Sources/Feature/ShelfRetry.swift", "import Infrastructure\nstruct ShelfRetry {\n    func shouldRetry(_ error: Error) -> Bool { (error as? ShelfFailure) == ShelfFailure.offline }\n}")
        ),
        // An error struct storing a protocol-typed service: it carries a collaborator to the feature.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/SyncFault.swift",
                "public protocol SyncRetrying { func retry() }\npublic struct SyncFault: Error {\n    public let code: Int\n    public let retrier: SyncRetrying\n}"
            ),
            ExampleFile("Sources/Feature/SyncBanner.swift", "import Infrastructure\nstruct SyncBanner {\n    func code(_ error: Error) -> Int { (error as? SyncFault)?.code ?? 0 }\n}")
        ),
        // A DI-named class reached through its own global instance, its initializer closed: a service locator, not a container passed in.
        RuleExample(
            ExampleFile(
                "Sources/Feature/AppEnvironment.swift",
                "public protocol ChimePlaying { func play() }\npublic protocol ChimeStoring { func save() }\npublic protocol ChimeLogging { func log() }\npublic final class AppEnvironment {\n    public static let shared = AppEnvironment()\n    public var player: ChimePlaying?\n    public var store: ChimeStoring?\n    public var logger: ChimeLogging?\n    private init() {}\n}"
            ),
            ExampleFile("Sources/UI/ChimeButton.swift", "import Feature\nstruct ChimeButton {\n    func tap() { AppEnvironment.shared.player?.play() }\n}")
        ),
        // A public class named like a container whose internal services serve a method of its own: a resolver doing the work, not a
        // container handing services out.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PaymentResolver.swift",
                "public protocol PaymentGateway { func charge() }\npublic protocol PaymentPrompting { func confirm() -> Bool }\npublic protocol PaymentAuditing { func note() }\npublic class PaymentResolver {\n    let gateway: PaymentGateway\n    let prompt: PaymentPrompting\n    let audit: PaymentAuditing\n    public init(gateway: PaymentGateway, prompt: PaymentPrompting, audit: PaymentAuditing) {\n        self.gateway = gateway\n        self.prompt = prompt\n        self.audit = audit\n    }\n    public func resolve() {\n        if prompt.confirm() { gateway.charge() }\n    }\n}"
            ),
            ExampleFile("Sources/UI/CheckoutButton.swift", "import Feature\nstruct CheckoutButton {\n    func tap(with resolver: PaymentResolver) { resolver.resolve() }\n}")
        ),
        // A tree node naming itself and another package class: the loader it stores is a service.
        RuleExample(
            ExampleFile(
                "Sources/Feature/OutlineNode.swift",
                "import Combine\npublic final class OutlineLoader {\n    public init() {}\n}\npublic final class OutlineNode: ObservableObject {\n    public let title: String\n    public private(set) var children: [OutlineNode]?\n    let loader: OutlineLoader\n    public init(title: String, loader: OutlineLoader) {\n        self.title = title\n        self.loader = loader\n    }\n}"
            ),
            ExampleFile("Sources/UI/OutlineScreen.swift", "import Feature\nstruct OutlineScreen {\n    func root(_ loader: OutlineLoader) -> OutlineNode { OutlineNode(title: \"Contents\", loader: loader) }\n}")
        ),
        // A view fetching the feature's model from a locator in the wrapper's initial value builds its own dependency.
        RuleExample(
            ExampleFile("Sources/Feature/Playlist.swift", "import Combine\npublic final class Playlist: ObservableObject {\n    @Published public private(set) var titles: [String] = []\n    public static let shared = Playlist()\n}"),
            ExampleFile("Sources/UI/PlaylistScreen.swift", "import SwiftUI\nimport Feature\nstruct PlaylistScreen: View {\n    @ObservedObject var playlist: Playlist = .shared\n    var body: some View { Text(playlist.titles.joined()) }\n}")
        ),
        // An observation wrapper holding infrastructure: the view reaches the network client itself.
        RuleExample(
            ExampleFile("Sources/Infrastructure/TrackDownloader.swift", "import Combine\npublic final class TrackDownloader: ObservableObject {\n    @Published public var progress = 0.0\n    let session: URLSession\n    public init(session: URLSession) { self.session = session }\n}"),
            ExampleFile("Sources/UI/DownloadBadge.swift", "import SwiftUI\nimport Infrastructure\nstruct DownloadBadge: View {\n    @StateObject var downloader: TrackDownloader\n    var body: some View { Text(\"\\(downloader.progress)\") }\n}")
        ),
        // A `register` call handing over an instance (not a metatype) is no factory registration, and a screen's own
        // function beside registrations still creates the concrete type itself.
        RuleExample(
            ExampleFile("Sources/Infrastructure/DiskPantry.swift", "public final class DiskPantry {\n    public init() {}\n    public func reload() {}\n}"),
            ExampleFile(
                "Sources/UI/PantryScreen.swift",
                "import Infrastructure\nfinal class PantryScreen {\n    let hub: PantryHub\n    init(hub: PantryHub) { self.hub = hub }\n    func start() {\n        hub.register(DiskPantry())\n        hub.register(PantryScreen.self) { PantryScreen(hub: self.hub) }\n    }\n    func refresh() { DiskPantry().reload() }\n}"
            ),
            ExampleFile("Sources/UI/PantryHub.swift", "final class PantryHub {\n    func register(_ item: Any) {}\n    func register<T>(_ type: T.Type, _ make: @escaping () -> T) {}\n}")
        ),
        // Named like a builder, but it builds framework values (an activity, its type string): data, not a screen's assembly.
        RuleExample(
            ExampleFile("Sources/Feature/RemoteLinkService.swift", "import Foundation\npublic final class RemoteLinkService {\n    public init() {}\n    public func url(for id: String) -> URL? { nil }\n}"),
            ExampleFile(
                "Sources/Presentation/HandoffBuilder.swift",
                "import Foundation\nimport Feature\nfinal class HandoffBuilder {\n    let prefix: String\n    init(prefix: String) { self.prefix = prefix }\n    var activityType: String { prefix + \".parcel\" }\n    func activity(for id: String) -> NSUserActivity {\n        let activity = NSUserActivity(activityType: activityType)\n        activity.webpageURL = RemoteLinkService().url(for: id)\n        return activity\n    }\n}"
            )
        ),
        // A type's factory file that also acts (a method beside its initializers) is not only its assembly.
        RuleExample(
            ExampleFile("Sources/Feature/ReceiptExporter.swift", "public protocol ReceiptExporting {}\npublic protocol PageRendering {}\npublic final class PageRenderer: PageRendering {\n    public init() {}\n}\npublic final class ReceiptExporter: ReceiptExporting {\n    public init(renderer: PageRendering) {}\n}"),
            ExampleFile(
                "Sources/Presentation/ReceiptExporter+Factory.swift",
                "import Feature\nextension ReceiptExporter {\n    convenience init() {\n        self.init(renderer: PageRenderer())\n    }\n    func preview() -> String { String(describing: PageRenderer()) }\n}"
            )
        ),
        // Named like an assembly, but a member does work of its own (returns nothing): not only composition.
        RuleExample(
            ExampleFile("Sources/Infrastructure/DiskVault.swift", "public final class DiskVault {\n    public init() {}\n    public func clear() {}\n}"),
            ExampleFile("Sources/Feature/VaultAssembly.swift", "import Infrastructure\nstruct VaultAssembly {\n    func reset() { DiskVault().clear() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/ReceiptsEndpoint.swift", "public struct ReceiptsEndpoint {\n    public let path: String\n    public init(path: String) { self.path = path }\n    public func url(base: String) -> String { base + path }\n}"),
            ExampleFile(
                "Sources/Feature/ReceiptsModel.swift",
                "import Foundation\nimport Infrastructure\nfinal class ReceiptsModel: ObservableObject {\n    let session: URLSession\n    init(session: URLSession) { self.session = session }\n    func endpoint() -> ReceiptsEndpoint { ReceiptsEndpoint(path: \"/receipts\") }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/SyncedRepository.swift", "open class SyncedRepository {\n    public let session: URLSession\n    public init(session: URLSession) { self.session = session }\n}"),
            ExampleFile("Sources/Feature/ReceiptsRepository.swift", "import Infrastructure\nfinal class ReceiptsRepository: SyncedRepository {\n    func reload() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/SettingsStore.swift", "final class SettingsStore {\n    var values: [String: Int] = [:]\n    func save() {}\n}"),
            ExampleFile("Sources/UI/PreferencesScreen.swift", "final class PreferencesScreen {\n    let store: SettingsStore\n    init(store: SettingsStore) { self.store = store }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/HeaderNames.swift", "public struct HeaderNames {\n    public static let accept = \"Accept\"\n    public let session: URLSession\n}"),
            ExampleFile("Sources/Feature/PageRequest.swift", "import Infrastructure\nstruct PageRequest {\n    let names: HeaderNames\n}")
        ),
        // Only its own code creates it, but it stores a session: not a table of presets.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/MediaStyle.swift",
                "import SwiftUI\npublic struct MediaStyle {\n    public let font: Font\n    public let loader: URLSession\n    private init(font: Font, loader: URLSession) {\n        self.font = font\n        self.loader = loader\n    }\n    public static let thumbnail = MediaStyle(font: .caption, loader: .shared)\n}"
            ),
            ExampleFile("Sources/UI/ThumbnailTheme.swift", "import SwiftUI\nimport Infrastructure\nstruct ThumbnailTheme {\n    let style: MediaStyle\n}")
        ),
        // A type named like a preview that holds an instance member is a component, not a namespace of samples.
        RuleExample(
            ExampleFile("Sources/Feature/SettingsStore.swift", "public final class SettingsStore {\n    public var values: [String: Int] = [:]\n    public init() {}\n}"),
            ExampleFile("Sources/UI/LinkPreview.swift", "import Feature\nstruct LinkPreview {\n    let store: SettingsStore\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/LoadingState.swift",
                "public final class LoadingState {\n    public var isLoading = false\n    private let session: URLSession\n    public init(session: URLSession) { self.session = session }\n}"
            ),
            ExampleFile("Sources/Presentation/FeedViewModel.swift", "import Feature\nfinal class FeedViewModel {\n    let state: LoadingState\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
            ExampleFile("Sources/Feature/ScoresScreen.swift", "import Infrastructure\nfinal class ScoresScreen: Screen<Scores> {\n    var client: HTTPClient { URLSessionClient() }\n}")
        ),
        RuleExample(
            ExampleFile("Package.swift", kitPackage(products: ".library(name: \"Kit\", targets: [\"Feature\"])")),
            ExampleFile("Sources/Feature/Pipeline.swift", "public final class Pipeline {\n    public init() {}\n}"),
            ExampleFile("Sources/Presentation/ImageLoading.swift", "import Feature\npublic struct ImageLoading {\n    public var pipeline: Pipeline\n}")
        ),
        vendedPipeline(program: ".executableTarget(name: \"kit-tool\", dependencies: [\"Presentation\"])"),
        // `Perf` is no whole word of `PerfectServer`: a program of its own, whose composition root creates the pipeline.
        vendedPipeline(program: ".executableTarget(name: \"PerfectServer\", dependencies: [\"Presentation\"])"),
        // A target of the `composition` layer is the package's own program, whose root creates the pipeline.
        vendedPipeline(program: ".target(name: \"App\", dependencies: [\"Presentation\"])"),
        // An internal type of one vended module holding another's class is the library's hidden wiring: its users never compose it.
        RuleExample(
            ExampleFile("Package.swift", kitPackage(products: ".library(name: \"Kit\", targets: [\"Feature\"]), .library(name: \"KitUI\", targets: [\"Presentation\"])")),
            ExampleFile("Sources/Feature/Pipeline.swift", "public protocol Loading {}\npublic final class Pipeline: Loading {\n    public init() {}\n}"),
            ExampleFile("Sources/Presentation/ThumbnailResponder.swift", "import Feature\nfinal class ThumbnailResponder {\n    private let pipeline: Pipeline\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
            ExampleFile("Sources/Feature/Loader.swift", "import Infrastructure\nlet client = URLSessionClient()")
        ),
        RuleExample(
            ExampleFile("Sources/Presentation/Presenter.swift", "public final class FeedPresenter {}"),
            ExampleFile("Sources/UI/FeedView.swift", "import Presentation\nfinal class FeedView { let presenter: FeedPresenter? = nil }")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Cache.swift", "public actor FeedCacheActor {}"),
            ExampleFile("Sources/Presentation/Presenter.swift", "import Feature\nstruct P { let cache: FeedCacheActor }")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Endpoint.swift", "public struct InMemoryStore {}"),
            ExampleFile("Sources/Feature/Loader.swift", "import Infrastructure\nlet store = InMemoryStore()")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Cache.swift", "public final class FeedCache {}"),
            ExampleFile("Sources/Presentation/Presenter.swift", "import Feature\nstruct P {\n    struct Folder {}\n    let cache: FeedCache\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Account.swift", "public final class Account: Hashable {\n    public let id: String\n    public var unreadCount = 0\n    public func refresh() async {}\n}"),
            ExampleFile("Sources/Presentation/Badge.swift", "import Feature\nstruct Badge { let account: Account }")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Endpoint.swift", "public final class Endpoint: Equatable {\n    public let path: String\n    public static let feed = Endpoint(path: \"/feed\")\n}"),
            ExampleFile("Sources/Feature/Loader.swift", "import Infrastructure\nlet endpoint = Endpoint.feed")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/EventLog.swift", "public final class EventLog {\n    public enum Level: Sendable { case info, error }\n    public final class Writer {}\n}"),
            ExampleFile("Sources/UI/LogScreen.swift", "import Feature\nstruct LogScreen {\n    let writer: EventLog.Writer\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Credentials.swift", "public struct Credentials {\n    public let token: String\n    public func header() -> String { \"Bearer \" + token }\n}"),
            ExampleFile("Sources/Feature/Session.swift", "import Infrastructure\nfunc restore() -> Any? {\n    #if DEBUG\n    if let token = ProcessInfo.processInfo.environment[\"DEV_TOKEN\"] { return Credentials(token: token) }\n    #endif\n    return nil\n}")
        ),
        RuleExample(
            ExampleFile("Sources/UI/Settings.swift", "open class GaugeView: NSView {}\npublic final class SettingsStore {\n    public var values: [String: Int] = [:]\n}"),
            ExampleFile("Sources/Presentation/StatusScreen.swift", "import UI\nfinal class StatusScreen {\n    let gauge = GaugeView()\n    let settings = SettingsStore()\n}")
        ),
        RuleExample(
            ExampleFile("Sources/UI/ShareTracker.swift", "public final class ShareTracker: NSObject, NSSecureCoding {\n    public let destination: String\n    public func record(_ item: String) {}\n}"),
            ExampleFile("Sources/Presentation/ShareScreen.swift", "import UI\nstruct ShareScreen {\n    let tracker: ShareTracker\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Presentation/MoviesPresenter.swift", "final class MoviesPresenter {\n    func load() {}\n}"),
            ExampleFile("Sources/UI/MoviesView.swift", "final class MoviesView {\n    let presenter = MoviesPresenter()\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/HTTPClient.swift", "public final class HTTPClient {}"),
            ExampleFile("Sources/Feature/Exports.swift", "@_exported import Infrastructure"),
            ExampleFile("Sources/Presentation/Presenter.swift", "import Feature\nstruct P { let client: HTTPClient }")
        ),
        RuleExample(
            ExampleFile("Sources/Presentation/FeedPresenter.swift", "public final class FeedPresenter {\n    public init() {}\n    public func didTapRetry() {}\n}"),
            ExampleFile("Sources/UI/RetryButton.swift", "import Presentation\nprotocol RetryHandling: AnyObject { func didTapRetry() }\nextension FeedPresenter: RetryHandling {}\nfinal class RetryButton { weak var presenter: FeedPresenter? }")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/KeychainStore.swift", "public final class KeychainStore {\n    public init() {}\n    public func read() -> String? { nil }\n}"),
            ExampleFile(
                "Sources/Feature/TokenClient.swift",
                "import Infrastructure\npublic struct TokenClient { public var load: () -> String? }\nextension TokenClient: DependencyKey {\n    public static let liveValue = TokenClient(load: { nil })\n    public static let testValue = TokenClient(load: { KeychainStore().read() })\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Palette.swift",
                "public final class SettingsStore {\n    public var values: [String: String] = [:]\n}\npublic class Palette {\n    public let accent: UIColor\n    public let settings: SettingsStore\n    init(settings: SettingsStore) {\n        self.settings = settings\n        accent = .red\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/Theme.swift", "import Feature\nfinal class Theme {\n    var palette: Palette?\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/TypeScale.swift", "public class TypeScale {\n    public init() {}\n    public var body: UIFont { .systemFont(ofSize: 15) }\n    public func reload() {}\n}"),
            ExampleFile("Sources/Presentation/Theme.swift", "import Feature\nfinal class Theme {\n    let type = TypeScale()\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Sessions.swift", "public enum Sessions {\n    public static let background = URLSession(configuration: .default)\n}"),
            ExampleFile("Sources/Feature/Uploader.swift", "import Infrastructure\nfunc upload() { _ = Sessions.background }")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/RouteRepository.swift",
                "public final class RouteRepository {\n    public static let current = RouteRepository()\n    public static let defaultRouteID = UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!\n    private var routes: [UUID] = []\n    public func save(_ id: UUID) { routes.append(id) }\n}"
            ),
            ExampleFile("Sources/Presentation/RoutePresenter.swift", "import Feature\nfinal class RoutePresenter {\n    func keep(_ id: UUID) { RouteRepository.current.save(id) }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/SyncObserverBlock.swift",
                "public protocol SyncObserver: AnyObject {\n    func didSync(_ count: Int)\n}\npublic final class SyncObserverBlock: SyncObserver {\n    private let handler: (Int) -> Void\n    public init(handler: @escaping (Int) -> Void) { self.handler = handler }\n    public func didSync(_ count: Int) {\n        SyncLog.record(count)\n        handler(count)\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/SyncPresenter.swift", "import Feature\nfinal class SyncPresenter {\n    let observer = SyncObserverBlock { _ in }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/NoticeCenter.swift",
                "public final class NoticeCenter: ObservableObject {\n    @Published fileprivate var pending: PendingNotice?\n    public func post(_ text: String) { pending = PendingNotice(text: text, session: .shared) }\n}\nprivate struct PendingNotice {\n    let text: String\n    let session: URLSession\n}"
            ),
            ExampleFile("Sources/Presentation/NoticeBadge.swift", "import Feature\nstruct NoticeBadge {\n    let center: NoticeCenter\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/SettingsStore.swift", "public final class SettingsStore {\n    public init() {}\n    public func load() -> [String: String] { [:] }\n}"),
            ExampleFile(
                "Sources/Presentation/Environment+Live.swift",
                "import Feature\nextension ScreenEnvironment {\n    static let live: ScreenEnvironment = {\n        ScreenEnvironment(settings: SettingsStore())\n    }()\n    static let previewing = ScreenEnvironment(settings: SettingsStore())\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/TrackCursor.swift",
                "import Foundation\npublic final class TrackCursor: NSObject {\n    public let trackID: String\n    public var position: Int\n    public init(trackID: String, position: Int) {\n        self.trackID = trackID\n        self.position = position\n    }\n    public override func isEqual(_ object: Any?) -> Bool { (object as? TrackCursor)?.trackID == trackID }\n    public override var hash: Int { trackID.hashValue }\n}"
            ),
            ExampleFile("Sources/Presentation/PlayerPresenter.swift", "import Feature\nfinal class PlayerPresenter {\n    func resume(from cursor: TrackCursor) {}\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Services.swift",
                "public final class FeedLoader {\n    public init() {}\n    public func load() -> [String] { [] }\n}\npublic class Services: NSObject {\n    public static let feed = FeedLoader()\n}"
            ),
            ExampleFile("Sources/Presentation/FeedPresenter.swift", "import Feature\nfinal class FeedPresenter {\n    let loader = Services.feed\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/SyncJob.swift",
                "import Foundation\npublic class SyncJob: NSObject, Decodable, URLSessionDataDelegate {\n    public let url: URL\n    public func start() {}\n}"
            ),
            ExampleFile("Sources/Presentation/SyncBadge.swift", "import Feature\nstruct SyncBadge {\n    let job: SyncJob\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Quota.swift",
                "public final class QuotaService {\n    public init() {}\n    public var remaining: Int { 3 }\n}\npublic struct Quota {\n    public static var left: Int { QuotaService().remaining }\n    public static func reset() {}\n}"
            ),
            ExampleFile("Sources/Feature/Uploader.swift", "import Infrastructure\nstruct Uploader {\n    var canUpload: Bool { Quota.left > 0 }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Versions.swift", "public enum Version3 {\n    public static func sign(_ text: String) -> String { text }\n}"),
            ExampleFile("Sources/Feature/Access.swift", "import Infrastructure\nstruct Scope<Version> { let name: String }\nstruct Access {\n    var scope: Scope<Version3>\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/UpdateCheck.swift",
                "import Foundation\npublic class UpdateCheck {\n    public static let storeURL = URL(string: \"https://example.com/lookup\")!\n    public static var isAvailable: Bool {\n        get async { (try? await URLSession.shared.data(from: storeURL)) != nil }\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/AboutScreen.swift", "import Feature\nstruct AboutScreen {\n    func refresh() async -> Bool { await UpdateCheck.isAvailable }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Domain/Sending.swift", "public protocol Sending {\n    func send(_ text: String)\n}"),
            ExampleFile("Sources/Infrastructure/SMTPMailer.swift", "import Domain\npublic struct SMTPMailer: Sending {\n    public init() {}\n    public func send(_ text: String) {}\n}"),
            ExampleFile("Sources/Feature/Invites.swift", "import Domain\nimport Infrastructure\npublic struct Invites {\n    let mailer: Sending\n    init(mailer: Sending = SMTPMailer()) { self.mailer = mailer }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/SMTPMailer.swift", "public struct SMTPMailer {\n    public init() {}\n    public func send(_ text: String) {}\n}"),
            ExampleFile("Sources/Feature/Invites.swift", "import Infrastructure\npublic struct Invites {\n    let mailer: SMTPMailer\n    public init(mailer: SMTPMailer = SMTPMailer()) { self.mailer = mailer }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Domain/Sending.swift", "public protocol Sending {\n    func send(_ text: String)\n}"),
            ExampleFile("Sources/Infrastructure/SMTPMailer.swift", "import Domain\npublic struct SMTPMailer: Sending {\n    public init() {}\n    public func send(_ text: String) {}\n}"),
            ExampleFile("Sources/Feature/Invites.swift", "import Domain\nimport Infrastructure\npublic struct Invites {\n    let mailer: Sending\n    public init(mailer: Sending? = nil) { self.mailer = mailer ?? SMTPMailer() }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/ClipSaver.swift", "import Foundation\npublic struct ClipSaver: Sendable {\n    public let isAllowed: Bool\n    public var save: @Sendable (URL) async throws -> Void\n    public var remove: @Sendable ([String]) async throws -> Void\n}\npublic extension ClipSaver {\n    static var live: Self { Self(isAllowed: true, save: { _ in }, remove: { _ in }) }\n}"),
            ExampleFile("Sources/Feature/ClipExporter.swift", "import Foundation\nimport Infrastructure\nstruct ClipExporter {\n    func export(_ url: URL) async throws { try await ClipSaver.live.save(url) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/ClipUploader.swift", "import Foundation\npublic struct ClipUploader {\n    public let session: URLSession\n    public let bucket: String\n    public var upload: (URL) async throws -> Void\n}"),
            ExampleFile("Sources/Feature/ClipExporter.swift", "import Infrastructure\nstruct ClipExporter {\n    let uploader: ClipUploader\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Tints.swift",
                "import UIKit\npublic final class Tints: NSObject {\n    public let accent: UIColor\n    public init(bundle: Bundle) {\n        accent = TintCatalog(bundle: bundle).color(named: \"accent\")\n    }\n}\npublic final class TintCatalog {\n    let bundle: Bundle\n    public init(bundle: Bundle) { self.bundle = bundle }\n    public func color(named name: String) -> UIColor { UIColor(named: name, in: bundle, compatibleWith: nil) ?? .gray }\n}"
            ),
            ExampleFile("Sources/Presentation/Badge.swift", "import Feature\nstruct Badge {\n    let tints: Tints\n}")
        ),
        // A decoded record that also stores a closure handed in: behavior beside its data.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Halt.swift",
                "import Foundation\npublic final class Halt: NSObject, Codable {\n    public let id: String\n    public var onChange: (() -> Void)?\n    public required init(from decoder: Decoder) throws { id = \"\" }\n    public func encode(to encoder: Encoder) throws {}\n}"
            ),
            ExampleFile("Sources/Feature/HaltCard.swift", "import Infrastructure\nstruct HaltCard {\n    let halt: Halt\n}")
        ),
        // A decoded record keeping the session it loads more of itself with: an adapter, not only data.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Halt.swift",
                "import Foundation\npublic final class Halt: NSObject, Codable {\n    public let id: String\n    let session = URLSession.shared\n    enum CodingKeys: String, CodingKey { case id }\n    public required init(from decoder: Decoder) throws { id = \"\" }\n    public func encode(to encoder: Encoder) throws {}\n    public func refresh() async throws { _ = try await session.data(from: URL(fileURLWithPath: id)) }\n}"
            ),
            ExampleFile("Sources/Feature/HaltCard.swift", "import Infrastructure\nstruct HaltCard {\n    let halt: Halt\n}")
        ),
        // A component library's observable driving a media player (or holding a service protocol) is a service of the library, not a component's state.
        RuleExample(
            ExampleFile(
                "Sources/UI/ClipPlayer.swift",
                "import AVFoundation\nimport Combine\npublic final class ClipPlayer: NSObject, ObservableObject {\n    var player: AVPlayer?\n    @Published public var isPlaying = false\n    public init(clip: URL) {\n        player = AVPlayer(url: clip)\n    }\n    public func play() { player?.play() }\n}"
            ),
            ExampleFile("Sources/Presentation/ClipRow.swift", "import SwiftUI\nimport UI\nstruct ClipRow: View {\n    @StateObject private var player = ClipPlayer(clip: URL(fileURLWithPath: \"/clip\"))\n    var body: some View { Text(\"Clip\") }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/UI/ThemeModel.swift",
                "import Combine\npublic final class ThemeLoader {\n    public init() {}\n    public func fetch() async -> String { \"\" }\n}\npublic final class ThemeModel: ObservableObject {\n    let loader: ThemeLoader\n    @Published public var name = \"\"\n    public init(loader: ThemeLoader) { self.loader = loader }\n    public func load() async { name = await loader.fetch() }\n}"
            ),
            ExampleFile(
                "Sources/Presentation/ThemeBadge.swift",
                "import SwiftUI\nimport UI\nstruct ThemeBadge: View {\n    let theme: ThemeModel\n    var body: some View { Text(theme.name) }\n}"
            )
        ),
        // A component library's observable keeping its user's settings (`@AppStorage` in its nested storage) or a shared instance of itself: its settings store.
        RuleExample(
            ExampleFile(
                "Sources/UI/Appearance.swift",
                "import SwiftUI\n@Observable\npublic final class Appearance {\n    final class Storage {\n        @AppStorage(\"tint\") var tint: Color = .blue\n    }\n    let storage = Storage()\n    private var cachedFont: UIFont?\n    public var tint: Color { storage.tint }\n    public init() {}\n}"
            ),
            ExampleFile("Sources/Presentation/TintRow.swift", "import SwiftUI\nimport UI\nstruct TintRow {\n    let appearance: Appearance\n    init() { appearance = Appearance() }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/UI/Wayfinder.swift",
                "import SwiftUI\npublic final class Wayfinder: ObservableObject {\n    @Published var path = NavigationPath()\n    public static let shared = Wayfinder()\n}"
            ),
            ExampleFile("Sources/Presentation/TripRow.swift", "import SwiftUI\nimport UI\nstruct TripRow {\n    let wayfinder: Wayfinder\n}")
        ),
        // The same navigation state declared in a feature layer, no component library: a class of another layer.
        RuleExample(
            ExampleFile(
                "Sources/Feature/FlowPath.swift",
                "import SwiftUI\nimport Combine\npublic final class FlowPath: ObservableObject {\n    @Published var path = NavigationPath()\n    var onClose: ((Bool) -> Void)?\n    private var trimming: AnyCancellable?\n    public init() {}\n    public func push<Screen: Hashable>(_ screen: Screen) { path.append(screen) }\n}"
            ),
            ExampleFile("Sources/Presentation/BasketScreen.swift", "import SwiftUI\nimport Feature\nstruct BasketScreen: View {\n    @StateObject private var flow = FlowPath()\n    var body: some View { Text(\"Basket\") }\n}")
        ),
        // The error is the client's contract, but the live implementation it is nested in is still concrete: storing it is reported.
        RuleExample(
            files: parcelVault + [ExampleFile("Sources/Feature/ParcelDesk.swift", "import Infrastructure\nstruct ParcelDesk {\n    let vault: ParcelVault\n}")]
        ),
        // An error class of another layer that also acts (`func retry()`): an object with a job, not a failure's name.
        RuleExample(
            ExampleFile("Sources/Feature/OfflineNotice.swift", "public class OfflineNotice: LocalizedError, @unchecked Sendable {\n    public init() {}\n    public func retry() {}\n}"),
            ExampleFile("Sources/Presentation/SyncBanner.swift", "import Feature\nfinal class SyncBanner {\n    func isOffline(_ error: Error) -> Bool { error is OfflineNotice }\n}")
        ),
        // An error class beside the client is an object with an identity, not the client's error value: naming it is reported.
        RuleExample(
            files: parcelVault + [
                ExampleFile("Sources/Infrastructure/VaultFault.swift", "public final class VaultFault: Error {\n    public let reason: String\n    public init(reason: String) { self.reason = reason }\n}"),
                ExampleFile("Sources/Feature/FaultBanner.swift", "import Infrastructure\nstruct FaultBanner {\n    func text(_ error: Error) -> String { (error as? VaultFault)?.reason ?? \"\" }\n}"),
            ]
        ),
        // A library's protocol adopted by an extension that also gives an instance an action: a role, no longer plain data.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/CargoID.swift",
                "import Sampling\npublic struct CargoID: Sendable {\n    var raw: UInt64\n    public static func zero() -> CargoID { CargoID(raw: 0) }\n}\nextension CargoID: Hashable {}\nextension CargoID: Shippable {\n    public static func sampleDefault() -> Self { .zero() }\n    public func ship() {}\n}"
            ),
            ExampleFile("Sources/Feature/CargoPicker.swift", "import Infrastructure\nstruct CargoPicker {\n    func select(id: CargoID) -> Bool { id == .zero() }\n}")
        ),
        // A struct adopting nothing but declaring a method is a service, not data: `send()` is an action a test double would stand in for.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/QueryCall.swift",
                "public struct QueryCall {\n    let text: String\n    public init(text: String) { self.text = text }\n    public func send() -> Bool { !text.isEmpty }\n}"
            ),
            ExampleFile("Sources/Feature/SearchBox.swift", "import Infrastructure\nstruct SearchBox {\n    func run(_ call: QueryCall) -> Bool { call.send() }\n}")
        ),
        // Nor is one storing a package class: the collaborator it holds makes it more than its values.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/RelaySettings.swift",
                "public final class RelayLink {\n    public init() {}\n    public func open() {}\n}\npublic struct RelaySettings {\n    public let link: RelayLink\n    public let name: String\n    public init(link: RelayLink, name: String) {\n        self.link = link\n        self.name = name\n    }\n}"
            ),
            ExampleFile("Sources/Feature/RelayPanel.swift", "import Infrastructure\nstruct RelayPanel {\n    let settings: RelaySettings\n}")
        ),
        // A witness of another module's protocol still names, in its body, the class it builds; and a method whose labels are no
        // requirement's (`record(with:count:)`) chose the type itself.
        RuleExample(
            parcelLog,
            ExampleFile(
                "Sources/Infrastructure/DiskParcelLog.swift",
                "import Feature\nfinal class DiskParcelLog: ParcelLog {\n    func record(for courier: Courier, count: Int) -> Bool {\n        Courier().dispatch()\n        return count > 0\n    }\n    func record(with courier: Courier, count: Int) -> Bool { count > 1 }\n}"
            )
        ),
        // A record class whose method calls a service class of its module does work beside its fields: reported.
        RuleExample(
            ExampleFile(
                "Sources/Feature/SeatSpan.swift",
                "public final class SeatPrinter {\n    public init() {}\n    public func text(for seat: Int) -> String { String(seat) }\n    public func flush() {}\n}\npublic class SeatSpan: Codable, Comparable {\n    public var first: Int\n    public init(first: Int) { self.first = first }\n    public static func == (lhs: SeatSpan, rhs: SeatSpan) -> Bool { lhs.first == rhs.first }\n    public static func < (lhs: SeatSpan, rhs: SeatSpan) -> Bool { lhs.first < rhs.first }\n    public func caption() -> String { SeatPrinter().text(for: first) }\n}"
            ),
            ExampleFile(
                "Sources/Presentation/SeatBadge.swift",
                "import Feature\nstruct SeatBadge {\n    let span = SeatSpan(first: 4)\n}"
            )
        ),
        // A namespace of keys whose function reads the user's defaults reaches a store: not only constants.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ReceiptKeys.swift",
                "public final class ReceiptKeys {\n    public static let total = \"total\"\n    public static func savedTotal() -> String { UserDefaults.standard.string(forKey: total) ?? \"\" }\n}"
            ),
            ExampleFile(
                "Sources/Presentation/ReceiptBanner.swift",
                "import Feature\nstruct ReceiptBanner {\n    func text() -> String { ReceiptKeys.savedTotal() }\n}"
            )
        ),
        // A driver that sets a field of the injected settings and saves them shares that object by identity: still reported.
        RuleExample(
            scanSettings,
            ExampleFile(
                "Sources/Infrastructure/ScanDriver.swift",
                "import Feature\nfinal class ScanDriver {\n    private let settings: ScanSettings\n    init(settings: ScanSettings) { self.settings = settings }\n    func handOff() throws {\n        settings.skipBuild = true\n        try settings.save(to: \"scan.yml\")\n    }\n}"
            )
        ),
        // Only a method call on it, the fields all read: still a service to this file.
        RuleExample(
            scanSettings,
            ExampleFile(
                "Sources/Infrastructure/ScanDriver.swift",
                "import Feature\nfinal class ScanDriver {\n    private let settings: ScanSettings\n    init(settings: ScanSettings) { self.settings = settings }\n    func handOff() throws { if !settings.skipBuild { try settings.save(to: \"scan.yml\") } }\n}"
            )
        ),
        // A lock guarding a package class it calls: a collaborator behind a lock, not a cell of a value.
        RuleExample(
            ExampleFile("Sources/Feature/UploadQueue.swift", "public final class UploadQueue {\n    public init() {}\n    public func flush() {}\n}"),
            ExampleFile(
                "Sources/Feature/UploadGate.swift",
                "import Foundation\npublic final class UploadGate: @unchecked Sendable {\n    private let lock = NSLock()\n    private var queue: UploadQueue\n    public init(queue: UploadQueue) { self.queue = queue }\n    public func flush() {\n        lock.lock()\n        queue.flush()\n        lock.unlock()\n    }\n}"
            ),
            ExampleFile("Sources/Infrastructure/UploadDriver.swift", "import Feature\nfinal class UploadDriver {\n    let gate: UploadGate\n    init(gate: UploadGate) { self.gate = gate }\n}")
        ),
        // Held, an infrastructure module's `open` base class is an implementation like any other; only subclassing it is not.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/ActionsRouter.swift",
                "open class ActionsRouter<Script: AnyObject> {\n    private var scripts: [Script] = []\n    public init() {}\n    open func register(_ script: Script) { scripts.append(script) }\n}"
            ),
            ExampleFile("Sources/Feature/HistoryPage.swift", "import Infrastructure\nfinal class HistoryScript {}\nstruct HistoryPage {\n    let router: ActionsRouter<HistoryScript>\n}")
        ),
        // An enum of cases whose method reads the disk: the method does I/O, the enum is a seam, not plain data.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/ExportFolder.swift",
                "import Foundation\npublic enum ExportFolder {\n    case documents, caches\n    public func location() -> URL? {\n        FileManager.default.urls(for: self == .documents ? .documentDirectory : .cachesDirectory, in: .userDomainMask).first\n    }\n}"
            ),
            ExampleFile("Sources/Feature/ExportPlan.swift", "import Infrastructure\nstruct ExportPlan {\n    let folder: ExportFolder\n}")
        ),
        // A method of its own naming another layer's concrete type: the subclass chose it, unlike an override's signature.
        RuleExample(
            ExampleFile("Sources/Infrastructure/WireInterceptor.swift", "import Foundation\npublic struct WireContext {\n    public init() {}\n    public func forward(_ part: String) {}\n}\nopen class WireInterceptor {\n    public init() {}\n    open func send(_ part: String, context: WireContext) { context.forward(part) }\n}"),
            ExampleFile(
                "Sources/Feature/AuditInterceptor.swift",
                "import Infrastructure\nfinal class AuditInterceptor: WireInterceptor {\n    func audit(_ part: String, context: WireContext) { context.forward(part) }\n}"
            )
        ),
        // A closure property whose setter is narrowed: nobody outside can replace the default, which hardwires the type.
        RuleExample(
            ExampleFile("Sources/Infrastructure/GlyphPainter.swift", "public final class GlyphPainter {\n    public static let shared = GlyphPainter()\n    public func glyph(for letter: String) -> String? { letter }\n}"),
            ExampleFile(
                "Sources/Presentation/PinnedSites.swift",
                "import Infrastructure\npublic final class PinnedSites {\n    public private(set) var makeGlyph: (String) -> String? = { letter in\n        GlyphPainter.shared.glyph(for: letter)\n    }\n}"
            )
        ),
        // A namespace of static functions reading another that reads the defaults: it does I/O.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/GoalMath.swift",
                "import Foundation\npublic enum GoalStore {\n    public static func read() -> Int { UserDefaults.standard.integer(forKey: \"goal\") }\n}\npublic enum GoalMath {\n    public static func rest(spent: Int) -> Int { max(0, GoalStore.read() - spent) }\n}"
            ),
            ExampleFile("Sources/Feature/GoalBadge.swift", "import Infrastructure\nstruct GoalBadge {\n    func text(_ spent: Int) -> String { \"\\(GoalMath.rest(spent: spent))\" }\n}")
        ),
        // Another static of a logging namespace may do more than log (an upload), and stays reported.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/HarbourLog.swift",
                "import Foundation\nimport os\npublic enum HarbourLog {\n    public static func debug(_ text: String) { os_log(\"%@\", text) }\n    public static func upload(_ text: String) {\n        URLSession.shared.dataTask(with: URL(string: \"https://logs.example\")!).resume()\n    }\n}"
            ),
            ExampleFile("Sources/Feature/DockModel.swift", "import Infrastructure\nstruct DockModel {\n    func moor() { HarbourLog.upload(\"moored\") }\n}")
        ),
        // `@State` holding a feature's class that is not `@Observable` holds a service the view could take as a protocol.
        RuleExample(
            ExampleFile("Sources/Feature/TallyBook.swift", "public protocol TallySaving { func save(_ count: Int) }\npublic final class TallyBook {\n    let saver: TallySaving\n    public init(saver: TallySaving) { self.saver = saver }\n    public func add() { saver.save(1) }\n}"),
            ExampleFile("Sources/UI/TallyScreen.swift", "import SwiftUI\nimport Feature\nstruct TallyScreen: View {\n    @State private var book: TallyBook\n    init(book: TallyBook) { _book = State(wrappedValue: book) }\n    var body: some View { Button(\"Add\") { book.add() } }\n}")
        ),
        // A command's helper is not its `run()`: it builds the writer outside the invocation's entry point.
        RuleExample(
            ExampleFile("Sources/Infrastructure/SheetWriter.swift", "public final class SheetWriter {\n    public init(path: String) {}\n    public func write(_ rows: [String]) throws {}\n}"),
            ExampleFile("Sources/Feature/ExportCommand.swift", "import ArgumentParser\nimport Infrastructure\nstruct ExportCommand: ParsableCommand {\n    @Option var output: String\n    func run() throws { try makeWriter().write([]) }\n    func makeWriter() -> SheetWriter { SheetWriter(path: output) }\n}")
        ),
        // The view's alias for an `@Observable` class held in `@State` that the property builds itself (`= .init(…)`).
        RuleExample(
            ExampleFile("Sources/Feature/CartModel.swift", "import Observation\npublic protocol CartServing { func total() -> Int }\n@Observable public final class CartModel {\n    let service: CartServing\n    public var total = 0\n    public init(service: CartServing) { self.service = service }\n    public func refresh() { total = service.total() }\n}"),
            ExampleFile("Sources/UI/CartPanel.swift", "import SwiftUI\nimport Feature\nstruct EmptyCart: CartServing { func total() -> Int { 0 } }\nstruct CartPanel: View {\n    typealias Model = CartModel\n    @State var model: Model = .init(service: EmptyCart())\n    var body: some View { Text(\"\\(model.total)\") }\n}")
        ),
        // A component layer's event relay reached through its shared instance is global state, not a helper a screen composes.
        RuleExample(
            ExampleFile(
                "Sources/Components/ShelfEvents.swift",
                "import Foundation\nimport RelayKit\npublic final class ShelfEvents {\n    public static let shared: ShelfEvents = .init()\n    private init() {}\n    public let didRename = Relay<String>()\n}"
            ),
            ExampleFile("Sources/UI/ShelfReactor.swift", "import Components\nfinal class ShelfReactor {\n    func rename(_ title: String) { ShelfEvents.shared.didRename.accept(title) }\n}")
        ),
        // A public view merely named with the word builds the live model for the app: not a stand-in.
        RuleExample(
            ExampleFile("Sources/Presentation/LiveShelfModel.swift", "import Observation\npublic protocol ShelfSource { func titles() -> [String] }\n@Observable open class LiveShelfModel {\n    let source: ShelfSource\n    public init(source: ShelfSource) { self.source = source }\n}"),
            ExampleFile("Sources/UI/PreviewCard.swift", "import SwiftUI\nimport Presentation\nstruct NoShelf: ShelfSource { func titles() -> [String] { [] } }\npublic struct PreviewCard: View {\n    public var body: some View { ShelfScreen(model: LiveShelfModel(source: NoShelf())) }\n}")
        ),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // A preview's own file-private host holding the canvas's bindings, and a stand-in subclass filling the live model with a
        // preview source: both named as stand-ins, both composing a canvas as `#Preview` does.
        RuleExample(
            ExampleFile("Sources/Infrastructure/PreviewShelving.swift", "import Presentation\npublic final class PreviewShelving: ShelfSource {\n    public init() {}\n    public func titles() -> [String] { [\"Dune\"] }\n}"),
            ExampleFile(
                "Sources/Presentation/LiveShelfModel.swift",
                "import Observation\nimport Infrastructure\npublic protocol ShelfSource { func titles() -> [String] }\n@Observable open class LiveShelfModel {\n    let source: ShelfSource\n    public init(source: ShelfSource) { self.source = source }\n}\npublic class PreviewShelfModel: LiveShelfModel {\n    public init() { super.init(source: PreviewShelving()) }\n}"
            ),
            ExampleFile("Sources/UI/ShelfScreen.swift", "import SwiftUI\nimport Presentation\nstruct ShelfScreen: View {\n    let model: any Observable\n    var body: some View { Text(\"\") }\n}\nprivate struct PreviewHost: View {\n    @State var roomy = false\n    var body: some View { ShelfScreen(model: LiveShelfModel(source: PreviewShelving())) }\n}\n#Preview { PreviewHost() }")
        ),
        // A screen of one component layer naming the UI plumbing of another that is no view (a banner presenter, an orientation
        // observer, a wrapper of a toast library's object): it reaches no I/O and adopts nothing of the package, a helper
        // composed with the library's views.
        RuleExample(
            ExampleFile(
                "Sources/Components/ShelfToast.swift",
                "import Foundation\nimport ToastKit\npublic final class ShelfToast {\n    private let toast: Toast\n    public init(text: String) { toast = Toast(text: text) }\n    public func show() { toast.show() }\n}"
            ),
            ExampleFile(
                "Sources/Components/BannerNotice.swift",
                "import UIKit\npublic final class BannerNotice {\n    private let label = UILabel()\n    public init(text: String) { label.text = text }\n    public func present(in view: UIView) { view.addSubview(label) }\n}\npublic protocol RotationWatching: AnyObject {\n    func rotated(to orientation: UIDeviceOrientation)\n}\npublic final class RotationWatcher {\n    public weak var delegate: RotationWatching?\n    public init() {}\n    public func start(delegate: RotationWatching) {\n        self.delegate = delegate\n        NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UIDevice.orientationDidChangeNotification, object: nil)\n    }\n    @objc private func changed() { delegate?.rotated(to: UIDevice.current.orientation) }\n}"
            ),
            ExampleFile(
                "Sources/UI/BasketViewController.swift",
                "import UIKit\nimport Components\nfinal class BasketViewController: UIViewController, RotationWatching {\n    private let rotation = RotationWatcher()\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        rotation.start(delegate: self)\n    }\n    func rotated(to orientation: UIDeviceOrientation) {}\n    func failed(_ error: Error) { BannerNotice(text: error.localizedDescription).present(in: view) }\n    func saved() { ShelfToast(text: \"Saved\").show() }\n}"
            )
        ),
        // An error class of another layer storing nothing, with no method: what `error is` checks is a failure's name.
        RuleExample(
            ExampleFile("Sources/Feature/OfflineNotice.swift", "public class OfflineNotice: LocalizedError, @unchecked Sendable {\n    public init() {}\n}"),
            ExampleFile("Sources/Presentation/SyncBanner.swift", "import Feature\nfinal class SyncBanner {\n    func isOffline(_ error: Error) -> Bool { error is OfflineNotice }\n}")
        ),
        // The signed-in session's record: a value set once (`private(set)`) beside a subscription bag; nothing to stand in for.
        RuleExample(
            ExampleFile("Sources/Feature/SignInRecord.swift", "public struct SignInRecord {\n    public let account: String\n    public let token: String\n}"),
            ExampleFile(
                "Sources/Feature/SignedInContext.swift",
                "import Combine\npublic class SignedInContext {\n    var bag = Set<AnyCancellable>()\n    public private(set) var record: SignInRecord\n    private init(record: SignInRecord) { self.record = record }\n}\nextension SignedInContext {\n    public convenience init(account: String, token: String) {\n        self.init(record: SignInRecord(account: account, token: token))\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/DraftScreen.swift", "import Feature\nfinal class DraftScreen {\n    let context: SignedInContext\n    init(context: SignedInContext) { self.context = context }\n}")
        ),
        // A library's generic future, storing only callbacks and its result: the result type its calls hand back.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ReplyPromise.swift",
                "public final class ReplyPromise<Value> {\n    public typealias Callback = (Value) -> Void\n    private var callback: Callback?\n    private var value: Value?\n    public init() {}\n    public func resolve(_ value: Value) {\n        self.value = value\n        callback?(value)\n    }\n    public func then(_ next: @escaping Callback) { callback = next }\n}"
            ),
            ExampleFile("Sources/Presentation/InboxSync.swift", "import Feature\nfinal class InboxSync {\n    func start(_ pending: ReplyPromise<String>) { pending.then { print($0) } }\n}")
        ),
        // An infrastructure error holding only values, cases without payloads, a raw value, or payloads of values, with queries
        // of its cases (`static func from(status:)`, a message): a failure value the adapter throws through the domain's seams,
        // as a closure client's error is. Doubles throw it too, and nothing in it could be substituted; reported only under
        // `reportDataValues`, which asks to map it into the domain's own error.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/ShelfFailure.swift",
                "public enum ShelfFailure: Error {\n    case offline, denied, unknown\n}\nextension ShelfFailure {\n    public static func from(status: Int) -> ShelfFailure {\n        switch status {\n        case 403: return .denied\n        case 503: return .offline\n        default: return .unknown\n        }\n    }\n    public var message: String {\n        switch self {\n        case .offline: return \"Offline\"\n        case .denied: return \"Denied\"\n        case .unknown: return \"Unknown\"\n        }\n    }\n}"
            ),
            ExampleFile(
                "Sources/Feature/ShelfRetry.swift",
                "import Infrastructure\nenum ShelfAction {\n    case loadFailed(ShelfFailure)\n}\nstruct ShelfRetry {\n    func shouldRetry(_ error: Error) -> Bool { (error as? ShelfFailure ?? .unknown) == ShelfFailure.offline }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/ShelfReadError.swift", "public enum ShelfReadError: String, Error {\n    case missing, locked\n}"),
            ExampleFile("Sources/Feature/ShelfImport.swift", "import Infrastructure\nstruct ShelfImport {\n    func wasLocked(_ error: Error) -> Bool { (error as? ShelfReadError) == .locked }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/TrackerFault.swift", "public enum TrackerFault: Error {\n    case notAuthorized\n    case failed(Error)\n}"),
            ExampleFile(
                "Sources/Feature/TrackerStart.swift",
                "import Infrastructure\nstruct TrackerStart {\n    func denied(_ error: Error) -> Bool {\n        if case .notAuthorized? = error as? TrackerFault { return true }\n        return false\n    }\n}"
            )
        ),
        // An enum whose cases carry no payloads is Equatable and Hashable by synthesis: data as if it said so, even with a parsing
        // initializer and computed properties mapping it to values its module does not declare.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/TrackKind.swift",
                "public enum TrackKind {\n    case audio\n    case video\n    case caption\n\n    public init(code: String, preferred: String) {\n        switch code {\n        case \"a\": self = .audio\n        case \"v\": self = code == preferred ? .video : .caption\n        default: self = .caption\n        }\n    }\n\n    public var isMedia: Bool { self != .caption }\n}\n\nextension TrackKind {\n    var seekMode: DecoderSeekMode {\n        switch self {\n        case .audio: return DECODER_SEEK_FAST\n        case .video, .caption: return DECODER_SEEK_EXACT\n        }\n    }\n}"
            ),
            ExampleFile("Sources/Feature/TrackBadge.swift", "import Infrastructure\nstruct TrackBadge {\n    let kind: TrackKind\n    init(code: String) { kind = TrackKind(code: code, preferred: \"v\") }\n}")
        ),
        // A value adopting a package protocol whose only requirement is a parameterless conversion (`toPayload()`): data handed
        // to whatever reports it, reported only under `reportDataValues`.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/DeviceContext.swift",
                "public protocol ReportContext: Sendable {\n    func toPayload() -> [String: String]\n}\npublic struct DeviceContext: ReportContext {\n    let model: String\n    let build: Int\n    public init(model: String, build: Int) {\n        self.model = model\n        self.build = build\n    }\n    public func toPayload() -> [String: String] { [\"model\": model, \"build\": String(build)] }\n}"
            ),
            ExampleFile("Sources/Feature/LaunchReport.swift", "import Infrastructure\nstruct LaunchReport {\n    func context() -> DeviceContext { DeviceContext(model: \"tablet\", build: 7) }\n}")
        ),
        // A class storing only standard values, `var`s included, with initializers (one parsing a code), computed properties and
        // a hand-written `==`: a record in all but keyword, nothing a test double stands in for.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ShelfLocation.swift",
                "import Foundation\npublic class ShelfLocation {\n    public var aisle: String\n    public var shelf: String\n    public init(aisle: String, shelf: String = \"\") {\n        self.aisle = aisle\n        self.shelf = shelf\n    }\n    public convenience init(code: String) {\n        let parts = code.components(separatedBy: \"-\")\n        self.init(aisle: parts.first ?? code, shelf: parts.count > 1 ? parts[1] : \"\")\n    }\n    public var label: String { \"\\(aisle) \\(shelf)\" }\n    public var isNumbered: Bool { shelf.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) == nil }\n    var link: URL? { URL(string: \"shelf://\\(aisle)\") }\n}\nextension ShelfLocation: Equatable {\n    public static func == (lhs: ShelfLocation, rhs: ShelfLocation) -> Bool {\n        lhs.aisle == rhs.aisle && lhs.shelf == rhs.shelf\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/ShelfScreen.swift", "import Feature\nfinal class ShelfScreen {\n    func show(_ location: ShelfLocation) -> String { location.label }\n}")
        ),
        // A persistence module's `Codable` record adopting, after its declaration, a store library's record protocols and a
        // package marker requiring nothing, through extensions adding only static table facts: still its data.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Voyage.swift",
                "import Foundation\nimport GRDB\npublic struct Voyage: Codable, Identifiable, Hashable, Sendable {\n    public var id: Int64\n    public var port: String\n"
                    + "    public init(id: Int64, port: String) {\n        self.id = id\n        self.port = port\n    }\n}\npublic protocol Logbooked {}\n"
                    + "extension Voyage: FetchableRecord, PersistableRecord {}\nextension Voyage: TableRecord {\n    public static let databaseTableName = \"voyage\"\n}\n"
                    + "extension Voyage: Logbooked {}"
            ),
            ExampleFile(
                "Sources/Feature/VoyageRow.swift",
                "import Infrastructure\nstruct VoyageRow {\n    let voyage: Voyage\n    func renamed(_ id: Voyage.ID) -> Voyage { Voyage(id: id, port: \"Oslo\") }\n}"
            )
        ),
        // A plain value whose only other conformance, in another file, is a package protocol requiring nothing but an associated
        // type that links it to its stored row: still data, reported only under `reportDataValues`.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Ledger.swift",
                "public struct Ledger: Equatable, Codable {\n    public let owner: String\n    public var isShared: Bool { owner.isEmpty }\n}"
            ),
            ExampleFile(
                "Sources/Infrastructure/LedgerRow.swift",
                "public protocol RowBacked {\n    associatedtype Row: StoredRow\n}\npublic protocol StoredRow {}\npublic final class LedgerRow: StoredRow {}\nextension Ledger: RowBacked {\n    public typealias Row = LedgerRow\n}"
            ),
            ExampleFile("Sources/Feature/LedgerSummary.swift", "import Infrastructure\nstruct LedgerSummary {\n    let ledger: Ledger\n}")
        ),
        // A closure adapter for a framework delegate protocol: `NSObject` first, so every later name is a protocol, and the
        // body below its several-line signature only calls the stored closure with standard values.
        RuleExample(
            ExampleFile(
                "Sources/Feature/TransferProgressRelay.swift",
                "public final class TransferProgressRelay: NSObject, URLSessionTaskDelegate {\n    let report: (Double) -> Void\n    public init(report: @escaping (Double) -> Void) { self.report = report }\n    public func urlSession(\n        _ session: URLSession,\n        task: URLSessionTask,\n        didSendBodyData sent: Int64,\n        totalBytesSent: Int64,\n        totalBytesExpectedToSend: Int64\n    ) {\n        report(Double(totalBytesSent) / Double(totalBytesExpectedToSend))\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/TransferScreen.swift", "import Feature\nfinal class TransferScreen {\n    let relay = TransferProgressRelay { _ in }\n}")
        ),
        // The same adapter in an infrastructure layer: it reaches no I/O of its own, only the caller's closure.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/TransferProgressRelay.swift",
                "public final class TransferProgressRelay: NSObject, URLSessionTaskDelegate {\n    let report: (Double) -> Void\n    public init(report: @escaping (Double) -> Void) { self.report = report }\n    public func urlSession(\n        _ session: URLSession,\n        task: URLSessionTask,\n        didSendBodyData sent: Int64,\n        totalBytesSent: Int64,\n        totalBytesExpectedToSend: Int64\n    ) {\n        report(Double(totalBytesSent) / Double(totalBytesExpectedToSend))\n    }\n}"
            ),
            ExampleFile("Sources/Feature/TransferScreen.swift", "import Infrastructure\nfinal class TransferScreen {\n    let relay = TransferProgressRelay { _ in }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Snapshot.swift",
                "public struct Snapshot: Sendable {\n    public var caption: String { box.caption }\n    private var box: Storage\n    public init(caption: String) { box = Storage(caption: caption) }\n    func retitled(_ caption: String) -> Snapshot { Snapshot(caption: caption) }\n    private final class Storage {\n        var caption: String\n        init(caption: String) { self.caption = caption }\n    }\n}"
            ),
            ExampleFile("Sources/Feature/Gallery.swift", "import Infrastructure\nstruct Gallery {\n    let current: Snapshot\n}")
        ),
        // A Realm record of an infrastructure module, mapped from and extended by a feature's model: the data a store hands out,
        // a class because the framework says so, like an infrastructure struct of plain data.
        RuleExample(
            ExampleFile("Sources/Infrastructure/ParcelRecord.swift", "import RealmSwift\npublic class ParcelRecord: Object {\n    @Persisted(primaryKey: true) public var code: String\n    @Persisted public var weight: Double\n}"),
            ExampleFile(
                "Sources/Feature/Parcel.swift",
                "import Infrastructure\nstruct Parcel {\n    let code: String\n    init(_ record: ParcelRecord) { code = record.code }\n}\nextension ParcelRecord {\n    var isHeavy: Bool { weight > 20 }\n}"
            )
        ),
        // A raw-value enum adopting a persistence framework's protocol (a record's stored field): a value named by its raw value.
        RuleExample(
            ExampleFile("Sources/Infrastructure/ParcelStage.swift", "import RealmSwift\npublic enum ParcelStage: String, PersistableEnum {\n    case sorted, shipped\n}"),
            ExampleFile("Sources/Feature/ParcelProgress.swift", "import Infrastructure\nstruct ParcelProgress {\n    init(_ stage: ParcelStage) {}\n}")
        ),
        // A Factory registration (`extension Container`, every member a `Factory<…>`): the module's assembly, building what it hands out as a protocol.
        RuleExample(
            ExampleFile("Sources/Infrastructure/ParcelScale.swift", "public struct ParcelScale {\n    public init() {}\n    public func weigh() -> Double { 1 }\n}"),
            ExampleFile(
                "Sources/Feature/Container+Parcels.swift",
                "import Factory\nimport Infrastructure\nprotocol Weighing {}\nextension ParcelScale: Weighing {}\nextension Container {\n    var weighing: Factory<Weighing> {\n        self { ParcelScale() }\n    }\n    var labelledWeighing: ParameterFactory<String, Weighing> {\n        self { _ in ParcelScale() }\n    }\n}"
            )
        ),
        // An enum with cases adopting nothing, its payloads standard values and a value type of the package reached through a
        // namespace, with a computed property: an option value, data like a `Hashable` one.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/CipherMode.swift",
                "public enum Keys {\n    public struct Material: Sendable {\n        public let bytes: [UInt8]\n    }\n}\npublic enum CipherMode {\n    case plain\n    case stream(nonce: String, rounds: Int)\n    case sealed(inner: Keys.Material, outer: Keys.Material)\n\n    public var isSealed: Bool {\n        if case .sealed = self { return true }\n        return false\n    }\n}"
            ),
            ExampleFile("Sources/Feature/SealingPlan.swift", "import Infrastructure\nstruct SealingPlan {\n    func mode(rounds: Int) -> CipherMode? {\n        let chosen: CipherMode? = rounds > 0 ? .stream(nonce: \"n\", rounds: rounds) : nil\n        return chosen\n    }\n}")
        ),
        // A raw-value enum is Equatable and Hashable by synthesis: data, even though the package makes `String` a coding key.
        RuleExample(
            ExampleFile("Sources/Infrastructure/ShelfField.swift", "public enum ShelfField: String, CaseIterable {\n    case title, author\n}"),
            ExampleFile("Sources/Infrastructure/StringKeys.swift", "extension String: CodingKey {\n    public var stringValue: String { self }\n    public init?(stringValue: String) { self = stringValue }\n    public var intValue: Int? { nil }\n    public init?(intValue: Int) { nil }\n}"),
            ExampleFile("Sources/Feature/ShelfQuery.swift", "import Infrastructure\nstruct ShelfQuery {\n    let fields: Set<ShelfField>\n}")
        ),
        // A wire enum nested in a namespace, conformances keyed by its qualified name: another module's `Roster.Slot` adopting a
        // role protocol, and an extension giving this one `Sendable`, say nothing against `Wire.Slot` being data.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Wire.swift", "public enum Wire {}\nextension Wire {\n    public enum Slot: Codable, Hashable {\n        case morning, evening(String)\n    }\n}"),
            ExampleFile("Sources/Domain/Roster.swift", "public protocol SlotFilling { func fill() }\npublic enum Roster {\n    public struct Slot: SlotFilling {\n        public func fill() {}\n    }\n}"),
            ExampleFile("Sources/Feature/SlotPicker.swift", "import Infrastructure\nextension Wire.Slot: \(ForbiddenSpellings.uncheckedSendable) {}\nstruct SlotPicker {\n    func pick() -> Wire.Slot { Wire.Slot.morning }\n}")
        ),
        // A coded value of an infrastructure module stays data when another module adopts a library protocol for it after the
        // fact (`extension Tariff: ExpressibleByArgument`): what it is, its own module says.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Tariff.swift", "public struct Tariff: Sendable, Equatable, Codable {\n    public let zone: String\n    public let cents: Int\n}"),
            ExampleFile(
                "Sources/Feature/TariffArgument.swift",
                "import ArgumentParser\nimport Infrastructure\nextension Tariff: ExpressibleByArgument {\n    public init?(argument: String) { nil }\n}\nstruct FarePlan {\n    let tariff: Tariff\n}"
            )
        ),
        // A static function of an infrastructure value goes with the value: not reported unless `reportDataValues` is on.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Catalog.swift",
                "import Foundation\npublic struct Catalog: Hashable {\n    public let titles: [String]\n    public static func load(from url: URL) -> Catalog? {\n        (try? String(contentsOf: url)).map { Catalog(titles: $0.components(separatedBy: \"\\n\")) }\n    }\n}"
            ),
            ExampleFile("Sources/Feature/Shelf.swift", "import Foundation\nimport Infrastructure\nstruct Shelf {\n    func titles(at url: URL) -> [String] { Catalog.load(from: url)?.titles ?? [] }\n}")
        ),
        // A transfer client's input value, declared beside the client in an infrastructure module: data, reported only under `reportDataValues`.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Payee.swift", "public struct Payee: Codable, Hashable {\n    public let iban: String\n    public let name: String\n}"),
            ExampleFile("Sources/Feature/TransferState.swift", "import Infrastructure\nstruct TransferState {\n    var payees: [Payee] = []\n}")
        ),
        // A value ordered and described as text, with a case built and a static value read: data, not a service.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/SourceLocator.swift",
                "import Foundation\npublic enum SourceLocator: Comparable, CustomStringConvertible {\n    case folder(URL)\n    case archive(URL)\n    public var description: String { \"locator\" }\n}"
            ),
            ExampleFile("Sources/Infrastructure/Toolchain.swift", "public struct Toolchain: Hashable {\n    public let name: String\n    public static let stable = Toolchain(name: \"stable\")\n}"),
            ExampleFile(
                "Sources/Feature/BuildPlan.swift",
                "import Foundation\nimport Infrastructure\nstruct BuildPlan {\n    let source: SourceLocator\n    let toolchain = Toolchain.stable\n    func folder(_ url: URL) -> SourceLocator { SourceLocator.folder(url) }\n}"
            )
        ),
        // Factory registrations with a DI container (`register(X.self) { … }`, Swinject's shape and a hand-written container's):
        // the app's composition root, whatever the type holding them is called, the metatype and `resolve` calls included.
        RuleExample(
            ExampleFile("Sources/Infrastructure/DiskPantry.swift", "public final class DiskPantry {\n    public init() {}\n}\npublic final class PantrySync {\n    public init(store: DiskPantry) {}\n}"),
            ExampleFile(
                "Sources/UI/PantryWiring.swift",
                "import Infrastructure\nprotocol PantryStoring {}\nfinal class PantryWiring {\n    static let shared = PantryWiring()\n    let container: Container = {\n        let container = Container()\n        container.register(DiskPantry.self) { _ in\n            DiskPantry()\n        }\n        .inObjectScope(.container)\n        container.register(PantryStoring.self, name: \"sync\") { resolver in\n            PantrySync(store: resolver.resolve(DiskPantry.self)!)\n        }\n        return container\n    }()\n    func install(in registry: Registry) {\n        registry.register(PantryStoring.self, factory: { DiskPantry() })\n    }\n}"
            )
        ),
        // A screen's builder: every member hands back a view controller, a view or a protocol of the package, so it wires that screen.
        RuleExample(
            ExampleFile("Sources/Feature/RemoteParcelService.swift", "public final class RemoteParcelService {\n    public init() {}\n    public func load() {}\n}"),
            ExampleFile(
                "Sources/Presentation/ParcelBuilder.swift",
                "import SwiftUI\nimport UIKit\nimport Feature\nprotocol ParcelModuleInput: AnyObject {}\nfinal class ParcelModel: ParcelModuleInput {\n    init(service: AnyObject) {}\n}\nstruct ParcelCard: View {\n    let model: ParcelModel\n    var body: some View { Text(\"parcel\") }\n}\nenum ParcelBuilder {\n    static func build() -> UIViewController {\n        UIHostingController(rootView: ParcelCard(model: ParcelModel(service: RemoteParcelService())))\n    }\n    static func card() -> some View { ParcelCard(model: ParcelModel(service: RemoteParcelService())) }\n    static var input: ParcelModuleInput { ParcelModel(service: RemoteParcelService()) }\n}"
            )
        ),
        // A scene factory (`…Factory`) whose one method hands back the screen it wires: the builder's shape under another name.
        RuleExample(
            ExampleFile("Sources/Feature/ReceiptExporter.swift", "public protocol ReceiptExporting {}\npublic protocol PageRendering {}\npublic final class PageRenderer: PageRendering {\n    public init() {}\n}\npublic final class ReceiptExporter: ReceiptExporting {\n    public init(renderer: PageRendering) {}\n}"),
            ExampleFile(
                "Sources/Presentation/ReceiptExportSceneFactory.swift",
                "import UIKit\nimport Feature\nfinal class ReceiptExportModel {\n    init(exporter: ReceiptExporting) {}\n}\nfinal class ReceiptExportScreen: UIViewController {\n    init(model: ReceiptExportModel) { super.init(nibName: nil, bundle: nil) }\n}\nstruct ReceiptExportSceneFactory {\n    let receiptID: String\n    func make() -> UIViewController {\n        let exporter = ReceiptExporter(renderer: PageRenderer())\n        return ReceiptExportScreen(model: ReceiptExportModel(exporter: exporter))\n    }\n}"
            )
        ),
        // A type's factory file (`<Type>+Factory.swift`) of convenience initializers only: it assembles the type's collaborators.
        RuleExample(
            ExampleFile("Sources/Feature/ReceiptExporter.swift", "public protocol ReceiptExporting {}\npublic protocol PageRendering {}\npublic final class PageRenderer: PageRendering {\n    public init() {}\n}\npublic final class ReceiptExporter: ReceiptExporting {\n    public init(renderer: PageRendering) {}\n}"),
            ExampleFile(
                "Sources/Presentation/ReceiptExporter+Factory.swift",
                "import Feature\nextension ReceiptExporter {\n    convenience init() {\n        self.init(renderer: PageRenderer())\n    }\n}"
            )
        ),
        // A module's assembly: its members only build and return the instances its users ask for, composition code wherever it sits.
        RuleExample(
            ExampleFile("Sources/Infrastructure/DiskVault.swift", "import Foundation\npublic final class DiskVault {\n    public init(directory: URL) {}\n}"),
            ExampleFile(
                "Sources/Feature/VaultAssembly.swift",
                "import Foundation\nimport Infrastructure\npublic protocol Vault {}\nextension DiskVault: Vault {}\nstruct VaultAssembly {\n    let cacheURL: URL\n    func vault() -> Vault { DiskVault(directory: cacheURL) }\n    var sharedVault: Vault { DiskVault(directory: cacheURL.appendingPathComponent(\"shared\")) }\n}"
            )
        ),
        // The codebase's injection container, its services protocol-typed and settable, passed into every function: passing it is the injection.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ChimeDependencies.swift",
                "public protocol ChimePlaying { func play() }\npublic protocol ChimeStoring { func save() }\npublic protocol ChimeLogging { func log() }\npublic class ChimeDependencies {\n    public var player: ChimePlaying\n    public var store: ChimeStoring\n    public var logger: ChimeLogging\n    public var isMuted: Bool = false\n    public init(player: ChimePlaying, store: ChimeStoring, logger: ChimeLogging) {\n        self.player = player\n        self.store = store\n        self.logger = logger\n    }\n}"
            ),
            ExampleFile("Sources/UI/ChimeButton.swift", "import Feature\nstruct ChimeButton {\n    func tap(using dependencies: ChimeDependencies) { dependencies.player.play() }\n}")
        ),
        // A public container of internal protocol-typed services, adopting an alias composing the package's `Has…` protocols and
        // declaring no function: the services are read within the module, and passing the container is still the injection.
        RuleExample(
            ExampleFile(
                "Sources/Feature/SupplyContainer.swift",
                "public protocol Ledger { func post() }\npublic protocol Courier { func ship() }\npublic protocol Clock { func now() -> Int }\nprotocol HasLedger { var ledger: Ledger { get } }\nprotocol HasCourier { var courier: Courier { get } }\nprotocol HasClock { var clock: Clock { get } }\ntypealias SupplyServices = HasLedger & HasCourier & HasClock\npublic class SupplyContainer: SupplyServices {\n    let ledger: Ledger\n    let courier: Courier\n    let clock: Clock\n    init(ledger: Ledger, courier: Courier, clock: Clock) {\n        self.ledger = ledger\n        self.courier = courier\n        self.clock = clock\n    }\n}"
            ),
            ExampleFile("Sources/UI/SupplyRoot.swift", "import Feature\npublic final class SupplyRoot {\n    let services: SupplyContainer\n    public init(services: SupplyContainer) { self.services = services }\n}")
        ),
        // An observable tree node of plain values whose children and added child are of its own type: still plain state.
        RuleExample(
            ExampleFile(
                "Sources/Feature/OutlineNode.swift",
                "import Combine\npublic final class OutlineNode: ObservableObject {\n    public let title: String\n    public let depth: Int\n    public private(set) var children: [OutlineNode]?\n    @Published public var isExpanded = false\n    public init(title: String, depth: Int) {\n        self.title = title\n        self.depth = depth\n    }\n    public func add(_ child: OutlineNode) { children = (children ?? []) + [child] }\n    public func removeAll() -> [OutlineNode] {\n        defer { children = nil }\n        return children ?? []\n    }\n}"
            ),
            ExampleFile("Sources/UI/OutlineScreen.swift", "import Feature\nstruct OutlineScreen {\n    func root(_ titles: [String]) -> OutlineNode {\n        let root = OutlineNode(title: \"Contents\", depth: 0)\n        for title in titles { root.add(OutlineNode(title: title, depth: 1)) }\n        return root\n    }\n}")
        ),
        // A string constant a persistence record publishes, its type inferred from the literal: read, nothing created or held.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/NoteRecord.swift",
                "import CoreData\n@objc(NoteRecord)\npublic class NoteRecord: NSManagedObject {\n    @NSManaged public var text: String\n    @NSManaged public var scopeID: String\n}\nextension NoteRecord {\n    public static let everyScope = \"\"\n}"
            ),
            ExampleFile("Sources/Feature/NoteScopes.swift", "import Infrastructure\nstruct NoteScopes {\n    func scope(isShared: Bool) -> String {\n        isShared ? NoteRecord.everyScope : \"local\"\n    }\n}")
        ),
        // Text styles only their own type creates: presets of fonts and colors, design tokens, whatever module holds them.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/TextStyle.swift",
                "import SwiftUI\npublic struct TextStyle {\n    public let font: Font\n    public let color: Color\n    private init(font: Font, color: Color) {\n        self.font = font\n        self.color = color\n    }\n}\npublic extension TextStyle {\n    static let caption = TextStyle(font: .caption, color: .secondary)\n    static let title = TextStyle(font: .title, color: .primary)\n}"
            ),
            ExampleFile("Sources/UI/BadgeTheme.swift", "import SwiftUI\nimport Infrastructure\nstruct BadgeTheme {\n    let font = TextStyle.caption.font\n    let style: TextStyle\n}")
        ),
        // A namespace named as a preview stand-in holds sample data for the canvas, built as the composition root builds the app.
        RuleExample(
            ExampleFile("Sources/Feature/SettingsStore.swift", "public final class SettingsStore {\n    public var values: [String: Int] = [:]\n    public init() {}\n}"),
            ExampleFile(
                "Sources/UI/PreviewSamples.swift",
                "import Feature\nenum PreviewSamples {\n    static let store: SettingsStore = {\n        let store = SettingsStore()\n        store.values = [\"volume\": 3]\n        return store\n    }()\n    static let emptyStore = SettingsStore()\n}"
            )
        ),
        // SwiftUI's observation wrappers accept only a concrete observable class; the app injects the feature's model.
        RuleExample(
            ExampleFile("Sources/Feature/Playlist.swift", "import Combine\npublic final class Playlist: ObservableObject {\n    @Published public private(set) var titles: [String] = []\n    let loader: PlaylistLoading\n    public init(loader: PlaylistLoading) { self.loader = loader }\n    public func reload() { titles = loader.load() }\n}\npublic protocol PlaylistLoading { func load() -> [String] }"),
            ExampleFile("Sources/UI/PlaylistScreen.swift", "import SwiftUI\nimport Feature\nstruct PlaylistScreen: View {\n    @EnvironmentObject var playlist: Playlist\n    var body: some View { List(playlist.titles, id: \\.self) { Text($0) } }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/ReceiptsEndpoint.swift", "public struct ReceiptsEndpoint {\n    public let path: String\n    public init(path: String) { self.path = path }\n}"),
            ExampleFile("Sources/Feature/ReceiptsGateway.swift", "import Foundation\npublic final class ReceiptsGateway {\n    let session: URLSession\n    init(session: URLSession) { self.session = session }\n}"),
            ExampleFile(
                "Sources/Feature/ReceiptsGateway+Load.swift",
                "import Foundation\nimport Infrastructure\nextension ReceiptsGateway {\n    func load(_ endpoint: ReceiptsEndpoint) async throws -> Data {\n        try await session.data(from: URL(string: endpoint.path)!).0\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/LinkResolver.swift",
                "import Foundation\npublic struct LinkResolver {\n    public let resolve: (URL) throws -> String\n    public init(resolve: @escaping (URL) throws -> String) { self.resolve = resolve }\n}"
            ),
            ExampleFile("Sources/Feature/OpenLink.swift", "import Foundation\nimport Infrastructure\nfunc open(_ url: URL, resolver: LinkResolver) throws -> String {\n    try resolver.resolve(url)\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/UI/ScreenModel.swift",
                "@MainActor\nopen class ScreenModel<Route, Content> {\n    public private(set) var content: Content\n    public init(content: Content) { self.content = content }\n}"
            ),
            ExampleFile("Sources/Presentation/ReceiptsModel.swift", "import UI\nfinal class ReceiptsModel<Route>: ScreenModel<Route, [String]> {\n    func reload() {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Presentation/FeedPresenter.swift", "public final class FeedPresenter {\n    public init() {}\n    public func didTapRetry() {}\n}"),
            ExampleFile("Sources/UI/RetryButton.swift", "import Presentation\nprotocol RetryHandling: AnyObject { func didTapRetry() }\nextension FeedPresenter: RetryHandling {}\nfinal class RetryButton { weak var handler: RetryHandling? }")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/KeychainStore.swift", "public final class KeychainStore {\n    public init() {}\n    public func read() -> String? { nil }\n}"),
            ExampleFile(
                "Sources/Feature/TokenClient.swift",
                "import Infrastructure\npublic struct TokenClient { public var load: () -> String? }\nextension TokenClient: DependencyKey {\n    public static let liveValue: TokenClient = {\n        let keychain = KeychainStore()\n        return TokenClient(load: { keychain.read() })\n    }()\n    public static let testValue = TokenClient(load: { nil })\n}"
            )
        ),
        // The live value built by a file-private helper only the key's values call: the same composition, moved.
        RuleExample(
            ExampleFile("Sources/Infrastructure/KeychainStore.swift", "public final class KeychainStore {\n    public init() {}\n    public func read() -> String? { nil }\n}"),
            ExampleFile(
                "Sources/Feature/TokenClient.swift",
                "import Infrastructure\npublic struct TokenClient { public var load: () -> String? }\nextension TokenClient: DependencyKey {\n    public static let liveValue = makeClient(with: KeychainStore())\n}\nprivate func makeClient(with keychain: KeychainStore) -> TokenClient {\n    TokenClient(load: { keychain.read() })\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/LoadingState.swift",
                "@Observable\npublic final class LoadingState<Value: Sendable> {\n    public var value: Value\n    public private(set) var isLoading = false\n    private let load: () async throws -> Value\n    public init(value: Value, load: @escaping () async throws -> Value) {\n        self.value = value\n        self.load = load\n    }\n    public func reload() async {\n        isLoading = true\n        defer { isLoading = false }\n        do { value = try await load() } catch {}\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/FeedViewModel.swift", "import Feature\nfinal class FeedViewModel {\n    let state = LoadingState(value: [String](), load: { [] })\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/UI/ShareableText.swift",
                "public final class ShareableText: NSObject, UIActivityItemSource {\n    let text: String\n    public init(text: String) { self.text = text }\n    public func activityViewControllerPlaceholderItem(_ controller: UIActivityViewController) -> Any { text }\n}"
            ),
            ExampleFile("Sources/Presentation/ShareScreen.swift", "import UI\nstruct ShareScreen {\n    var items: [Any] { [ShareableText(text: \"Hello\")] }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
            ExampleFile("Sources/Feature/ScoresComponent.swift", "import Infrastructure\nfinal class ScoresComponent: Component<ScoresDependency> {\n    var client: HTTPClient { shared { URLSessionClient() } }\n}")
        ),
        RuleExample(
            ExampleFile("Package.swift", kitPackage(products: ".library(name: \"Kit\", targets: [\"Feature\"]), .library(name: \"KitUI\", targets: [\"Presentation\"])")),
            ExampleFile("Sources/Feature/Pipeline.swift", "public final class Pipeline {\n    public init() {}\n}"),
            ExampleFile("Sources/Presentation/ImageLoading.swift", "import Feature\npublic struct ImageLoading {\n    public var pipeline: Pipeline\n}")
        ),
        RuleExample(
            ExampleFile(
                "Package.swift",
                kitPackage(core: "Infrastructure", products: ".library(name: \"Kit\", targets: [\"Infrastructure\"]), .library(name: \"KitUI\", targets: [\"Presentation\"])")
            ),
            ExampleFile("Sources/Infrastructure/Fetcher.swift", "public final class Fetcher {\n    public init() {}\n}\npublic final class FetchJob {}"),
            ExampleFile(
                "Sources/Presentation/RemotePicture.swift",
                "import Infrastructure\npublic struct RemotePicture {\n    private var fetcher: Fetcher\n    public func fetcher(_ fetcher: Fetcher) -> Self { var copy = self; copy.fetcher = fetcher; return copy }\n    public func start() -> FetchJob? { nil }\n}"
            )
        ),
        // A public factory of one vended module building another's class, and an internal type naming its value type: published API.
        RuleExample(
            ExampleFile(
                "Package.swift",
                kitPackage(core: "Infrastructure", products: ".library(name: \"Kit\", targets: [\"Infrastructure\"]), .library(name: \"KitUI\", targets: [\"Presentation\"])")
            ),
            ExampleFile(
                "Sources/Infrastructure/Fetcher.swift",
                "public final class Fetcher {\n    public init() {}\n}\npublic struct FetchReply {\n    public var status: Int\n    public func isSuccess() -> Bool { status < 400 }\n}"
            ),
            ExampleFile(
                "Sources/Presentation/PictureFactory.swift",
                "import Infrastructure\npublic enum PictureFactory {\n    public static func create() -> PictureLoader { PictureLoader(fetcher: Fetcher()) }\n}"
            ),
            ExampleFile("Sources/Presentation/PictureLoader.swift", "import Infrastructure\npublic protocol Fetching {}\npublic struct PictureLoader {\n    let fetcher: Fetching\n}"),
            ExampleFile("Sources/Presentation/ReplyCheck.swift", "import Infrastructure\nstruct ReplyCheck {\n    let reply: FetchReply\n}")
        ),
        // Benchmark and performance harnesses measure the library: no program of the package's own.
        vendedPipeline(program: ".executableTarget(name: \"KitBenchmarks\", dependencies: [\"Presentation\"]), .executableTarget(name: \"PerformanceTest\", dependencies: [\"Infrastructure\"])"),
        // So is an executable running package-benchmark's `Benchmark`, whatever its name.
        vendedPipeline(program: ".executableTarget(name: \"Measure\", dependencies: [\"Presentation\", .product(name: \"Benchmark\", package: \"package-benchmark\")])"),
        // A test target the configuration lists in the `composition` layer (integration tests wiring the modules) ships nothing.
        vendedPipeline(program: ".testTarget(name: \"App\", dependencies: [\"Presentation\"])"),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
            ExampleFile("Sources/App/Composer.swift", "let client = URLSessionClient()")
        ),
        RuleExample(
            ExampleFile("Sources/Domain/Image.swift", "public struct FeedImage: Hashable, Sendable {}"),
            ExampleFile("Sources/Feature/Loader.swift", "func load() -> [FeedImage] { [] }")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Loader.swift", "public final class RemoteLoader {}"),
            ExampleFile("Sources/Feature/Other.swift", "let loader = RemoteLoader()")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
            ExampleFile("Sources/Feature/Loader.swift", "let name = \"URLSessionClient\"")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Store.swift", "public final class MemoryStore { final class State {} }"),
            ExampleFile("Tests/FeatureTests/Faulty.swift", "final class Faulty { final class State {}\n    let state = State() }")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Folder.swift", "public final class Folder {}"),
            ExampleFile("Sources/Feature/Tree.swift", "struct Tree {\n    struct Folder { let name: String }\n    let root: Folder\n}"),
            ExampleFile("Sources/Feature/Walk.swift", "extension Tree {\n    func first() -> Folder? { nil }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Domain/Article.swift", "public final class Article {}"),
            ExampleFile("Sources/Feature/Reader.swift", "func read(_ article: Article) {}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Client.swift", "public final class URLSessionClient {}"),
            ExampleFile("Tests/FeatureTests/LoaderIntegrationTests.swift", "@Test func loads() { _ = URLSessionClient() }")
        ),
        RuleExample(
            ExampleFile("Sources/TestSupport/StoreSpy.swift", "public final class StoreSpy {}"),
            ExampleFile("Tests/FeatureTests/LoadUseCaseTests.swift", "import TestSupport\nlet store = StoreSpy()")
        ),
        RuleExample(
            ExampleFile(
                "Sources/UI/Icons.swift",
                "public final class Icons: Hashable, CaseIterable {\n    public let name: String\n    public var description: String { \"<Icons \\(name)>\" }\n    private init(name: String) { self.name = name }\n    public static let add = Icons(name: \"add\")\n    public static let trash = Icons(name: \"trash\")\n    public static func == (lhs: Icons, rhs: Icons) -> Bool { lhs.name == rhs.name }\n    public func hash(into hasher: inout Hasher) { hasher.combine(name) }\n}"
            ),
            ExampleFile("Sources/Feature/Action.swift", "struct Action {\n    var icon: Icons { .trash }\n    static let fallback: Icons = Icons.add\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/CachedPhoto.swift", "public class StoredRecord: NSManagedObject {}\npublic final class CachedPhoto: StoredRecord {\n    @NSManaged public var url: URL\n}"),
            ExampleFile("Sources/Feature/Draft.swift", "@Model public final class Draft {\n    public var text = \"\"\n}"),
            ExampleFile("Sources/UI/PhotoCell.swift", "struct PhotoCell {\n    let photo: CachedPhoto\n    func show(_ draft: Draft) {}\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/EventLog.swift", "public final class EventLog {\n    public enum Level: Sendable { case info, error }\n    public struct Entry: Hashable {}\n}"),
            ExampleFile("Sources/UI/LevelBadge.swift", "struct LevelBadge {\n    let level: EventLog.Level\n    let entries: [EventLog.Entry]\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/EventLog.swift", "public final class EventLog {}"),
            ExampleFile(
                "Sources/UI/LogScreen.swift",
                "struct LogScreen: View {\n    let model: LogModel\n    var body: some View { Text(\"Log\") }\n}\n#if DEBUG\n#Preview {\n    LogScreen(model: LogModel(log: EventLog()))\n}\n#endif\nstruct LogScreen_Previews: PreviewProvider {\n    static var previews: some View { LogScreen(model: LogModel(log: EventLog())) }\n}\nlet previewLog = EventLog()"
            ),
            ExampleFile("Sources/UI/Mocks/SampleLogs.swift", "enum SampleLogs {\n    static let busy = EventLog()\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/Scanner.swift", "final class Scanner: NSObject {\n    func scan() {}\n}"),
            ExampleFile("Sources/UI/HexColor.swift", "import Foundation\nfunc rgb(_ hex: String) -> UInt64 {\n    var value: UInt64 = 0\n    Scanner(string: hex).scanHexInt64(&value)\n    return value\n}"),
            ExampleFile("Sources/App/Main.swift", "import Feature\nimport UI")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Timer.swift", "struct Timer {\n    let deadline: Int\n}"),
            ExampleFile("Sources/Feature/RequestMetrics.swift", "import Infrastructure\nimport Metrics\nfinal class RequestMetrics {\n    let timer = Timer(label: \"requests\")\n}")
        ),
        RuleExample(
            ExampleFile("Sources/UI/Charts.swift", "open class ChartView: NSView {}\npublic final class LineChartView: ChartView {\n    public var points: [Double] = []\n}\npublic class ValueField: NSTextField {}\npublic final class HelpPanel: NSPanel {}"),
            ExampleFile("Sources/Presentation/CPUScreen.swift", "import UI\nfinal class CPUScreen: NSViewController {\n    private var chart: LineChartView?\n    private let usage = ValueField()\n    func help() { HelpPanel().orderFront(nil) }\n}")
        ),
        // A component library's bar and menu items (`UIBarButtonItem`, `NSMenuItem` subclasses) are composed by screens as its views are.
        RuleExample(
            ExampleFile("Sources/UI/CloseBarItem.swift", "import UIKit\npublic final class CloseBarItem: UIBarButtonItem {}\npublic final class SortMenuItem: NSMenuItem {}"),
            ExampleFile("Sources/Presentation/NoticeScreen.swift", "import UI\nimport UIKit\nfinal class NoticeScreen: UIViewController {\n    private let closeItem = CloseBarItem()\n    private let sortItem = SortMenuItem()\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/EventLog.swift", "public final class EventLog {\n    public static let mock = EventLog()\n    public var context: Context { Context() }\n}"),
            ExampleFile("Sources/UI/SampleEntry.swift", "#if DEBUG\nfunc makeSampleEntry() -> Entry {\n    Entry(context: EventLog.mock.context)\n}\n#endif")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Palette.swift",
                "public struct PaletteValues {\n    public let accent: UIColor\n    public let shades: [UIColor]\n}\n@objcMembers public class Palette: NSObject {\n    public let accent: UIColor\n    public let shades: [UIColor]\n    init(values: PaletteValues) {\n        accent = values.accent\n        shades = values.shades\n    }\n}\npublic class NightPalette {\n    private static let values = PaletteValues(accent: UIColor(white: 0.9, alpha: 1), shades: [])\n    public static var uiKit = Palette(values: values)\n}"
            ),
            ExampleFile(
                "Sources/Feature/TypeScale.swift",
                "public protocol Typography {\n    var body: UIFont { get }\n}\npublic class TypeScale {\n    public init() {}\n    fileprivate func font(_ style: UIFont.TextStyle, traits: UITraitCollection? = nil) -> UIFont {\n        UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)\n    }\n}\nextension TypeScale: Typography {\n    public var body: UIFont { font(.body) }\n}"
            ),
            ExampleFile("Sources/Presentation/NightTheme.swift", "import Feature\nfinal class NightTheme {\n    var colors: Palette = NightPalette.uiKit\n    var type: Typography = TypeScale()\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Folders.swift",
                "import Foundation\npublic struct Folders {\n    public static var imports: URL {\n        URL.documentsDirectory.appendingPathComponent(\"Imports\", isDirectory: true)\n    }\n    public static var saves: URL { Folders.imports.appendingPathComponent(\"Saves\") }\n}\npublic extension Folders {\n    static func ensure(_ folder: URL) throws {\n        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)\n    }\n}"
            ),
            ExampleFile("Sources/Feature/Importer.swift", "import Infrastructure\nstruct Importer {\n    let target = Folders.imports\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/Versions.swift", "public enum Version2 { }"),
            ExampleFile("Sources/Feature/Access.swift", "import Infrastructure\nstruct Scope<Version> { let name: String }\nstruct Access {\n    var scope: Scope<Version2>\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/CipherConstants.swift", "public enum CipherConstants {\n    public static let zeroVector = Data(count: 16)\n}"),
            ExampleFile("Sources/Feature/Decrypter.swift", "import Infrastructure\nstruct Decrypter {\n    let vector = CipherConstants.zeroVector\n}")
        ),
        // The app's own build constants read from its bundle by a namespace's static members: nothing to create or inject.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/ReleaseLinks.swift",
                "import Foundation\npublic enum ReleaseLinks: Sendable {\n    public static let shop = URL(string: \"https://example.org/shop\")!\n    public static let beta = URL(string: \"https://example.org/beta\")!\n    public static func current() -> URL {\n        Bundle.main.bundleIdentifier?.hasSuffix(\".beta\") == true ? beta : shop\n    }\n}"
            ),
            ExampleFile("Sources/Feature/UpgradeBanner.swift", "import Infrastructure\nstruct UpgradeBanner {\n    var link: URL { ReleaseLinks.current() }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/BuildInfo.swift",
                "import Foundation\npublic final class BuildInfo {\n    public static func version() -> String {\n        Bundle.main.infoDictionary?[\"CFBundleShortVersionString\"] as? String ?? \"\"\n    }\n}"
            ),
            ExampleFile("Sources/Feature/AboutModel.swift", "import Infrastructure\nfinal class AboutModel {\n    var version = \"\"\n    func load() { version = BuildInfo.version() }\n}")
        ),
        // A generated string table: nested enums of constants and formatters reading the outer namespace's private lookup.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Texts.swift",
                "import Foundation\npublic enum Texts {\n    public enum Menu {\n        public static let title = Texts.lookup(\"menu.title\", fallback: \"Menu\")\n        public static func count(_ value: Int) -> String { Texts.lookup(\"menu.count\", fallback: \"%d items\", value) }\n    }\n}\nextension Texts {\n    private static func lookup(_ key: String, fallback: String, _ args: CVarArg...) -> String {\n        let format = TextsBundle.bundle.localizedString(forKey: key, value: fallback, table: nil)\n        return String(format: format, locale: Locale.current, arguments: args)\n    }\n}\nprivate final class TextsBundle {\n    static let bundle = Bundle(for: TextsBundle.self)\n}"
            ),
            ExampleFile("Sources/Feature/MenuHeader.swift", "import Infrastructure\nstruct MenuHeader {\n    let title = Texts.Menu.title\n    func subtitle(_ count: Int) -> String { Texts.Menu.count(count) }\n}")
        ),
        // Static functions computing over the package's data: nothing to create or inject.
        RuleExample(
            ExampleFile("Sources/Infrastructure/Expense.swift", "public struct Expense: Sendable, Equatable {\n    public var amount: Int\n    public var month: Int\n}"),
            ExampleFile(
                "Sources/Infrastructure/BudgetMath.swift",
                "public struct BudgetMath: Sendable {\n    public static func spent(in month: Int, of expenses: [Expense]) -> Int {\n        expenses.filter { $0.month == month }.reduce(0) { $0 + $1.amount }\n    }\n    public static func rest(goal: Int, spent: Int) -> Int { max(0, goal - spent) }\n}"
            ),
            ExampleFile(
                "Sources/Feature/BudgetSummary.swift",
                "import Infrastructure\nstruct BudgetSummary {\n    func rest(of expenses: [Expense]) -> Int { BudgetMath.rest(goal: 100, spent: BudgetMath.spent(in: 1, of: expenses)) }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/RouteRepository.swift",
                "public final class RouteRepository {\n    public static let defaultRouteID = UUID(uuidString: \"00000000-0000-0000-0000-000000000001\")!\n    private var routes: [UUID] = []\n    public init() {}\n    public func save(_ id: UUID) { routes.append(id) }\n}"
            ),
            ExampleFile("Sources/Presentation/RoutePresenter.swift", "import Feature\nfinal class RoutePresenter {\n    func isDefault(_ id: UUID) -> Bool { id == RouteRepository.defaultRouteID }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/SyncObserverBlock.swift",
                "public protocol SyncObserver: AnyObject {\n    func didSync(_ count: Int)\n}\npublic final class SyncObserverBlock: SyncObserver {\n    public typealias Handler = (Int) -> Void\n    private let handler: Handler\n    public init(handler: @escaping Handler) { self.handler = handler }\n    public func didSync(_ count: Int) { handler(count) }\n}"
            ),
            ExampleFile(
                "Sources/Presentation/SyncPresenter.swift",
                "import Feature\nfinal class SyncPresenter {\n    var observer: SyncObserver?\n    func start() { observer = SyncObserverBlock { [weak self] count in self?.show(count) } }\n    func show(_ count: Int) {}\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/NoticeCenter.swift",
                "@MainActor\npublic final class NoticeCenter: ObservableObject {\n    let closeTitle: String\n    private let willShow: (String) -> Void\n    @Published fileprivate var pending: PendingNotice?\n    public init(closeTitle: String, willShow: @escaping (String) -> Void) {\n        self.closeTitle = closeTitle\n        self.willShow = willShow\n    }\n    public func post(_ text: String, onClose: (() -> Void)? = nil) {\n        willShow(text)\n        pending = PendingNotice(text: text, onClose: onClose, kind: .info)\n    }\n}\nprivate struct PendingNotice: Identifiable {\n    let id = UUID()\n    let text: String\n    let onClose: (() -> Void)?\n    let kind: NoticeKind\n}\nfileprivate enum NoticeKind { case info, warning }"
            ),
            ExampleFile("Sources/Presentation/NoticeBadge.swift", "import Feature\nstruct NoticeBadge {\n    let center: NoticeCenter\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/SettingsStore.swift", "public final class SettingsStore {\n    public init() {}\n    public func load() -> [String: String] { [:] }\n}"),
            ExampleFile(
                "Sources/Presentation/Environment+Samples.swift",
                "import Feature\nextension ScreenEnvironment {\n    public static let forPreviews: ScreenEnvironment = {\n        let settings = SettingsStore()\n        return ScreenEnvironment(settings: settings)\n    }()\n    static func mockEnvironment() -> ScreenEnvironment {\n        ScreenEnvironment(settings: SettingsStore())\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/SettingsStore+Samples.swift", "import Feature\nextension SettingsStore {\n    public static var forPreviews: SettingsStore {\n        ScreenEnvironment.forPreviews.settings\n    }\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/TrackID.swift",
                "import Foundation\npublic final class TrackID: NSObject {\n    public let album: String\n    public let number: Int\n    public init(album: String, number: Int) {\n        self.album = album\n        self.number = number\n    }\n    public func matches(album: String) -> Bool { self.album == album }\n}\nextension TrackID: Codable {}\npublic extension TrackID {\n    override func isEqual(_ object: Any?) -> Bool {\n        guard let other = object as? TrackID else { return false }\n        return album == other.album && number == other.number\n    }\n    override var hash: Int { album.hashValue ^ number }\n}"
            ),
            ExampleFile("Sources/Presentation/PlayerPresenter.swift", "import Feature\nfinal class PlayerPresenter {\n    var current: TrackID?\n    func play(_ track: TrackID) { current = track }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/LocalizedText.swift", "import Foundation\npublic func LocalizedText(_ key: String) -> String { NSLocalizedString(key, comment: \"\") }"),
            ExampleFile(
                "Sources/Feature/Phrases.swift",
                "import Foundation\npublic class Phrases: NSObject {\n    public static let ok = LocalizedText(\"ok\")\n    public static let welcome = String(format: LocalizedText(\"welcome %@\"), Bundle.main.bundleIdentifier ?? \"\")\n}"
            ),
            ExampleFile("Sources/Presentation/RetryAlert.swift", "import Feature\nstruct RetryAlert {\n    let confirm = Phrases.ok\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/FareRecord.swift",
                "import Foundation\npublic class FareRecord: NSObject, Decodable {\n    public let id: String\n    public let cents: Int\n    private enum CodingKeys: String, CodingKey { case id, cents = \"amount\" }\n    public required init(from decoder: Decoder) throws {\n        let values = try decoder.container(keyedBy: CodingKeys.self)\n        id = try values.decode(String.self, forKey: .id)\n        cents = try values.decode(Int.self, forKey: .cents)\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/ResultRows.swift", "import Feature\nfunc title(of item: Any) -> String? {\n    switch item {\n    case let fare as FareRecord: return fare.id\n    default: return nil\n    }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/ResolvesStops.swift", "public protocol ResolvesStops {\n    func resolve(_ names: [String: String])\n}"),
            ExampleFile(
                "Sources/Feature/Timetable.swift",
                "import Foundation\npublic class Timetable: NSObject, Decodable, ResolvesStops {\n    public let routeID: String\n    public let groupings: [Grouping]\n    public private(set) var routeName: String?\n    public func resolve(_ names: [String: String]) { routeName = names[routeID] }\n    public class Grouping: NSObject, Decodable {\n        public let direction: String\n        public let stopIDs: [String]\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/TimetableModel.swift", "import Feature\nfinal class TimetableModel {\n    var table: Timetable?\n    var directions: [Timetable.Grouping] { table?.groupings ?? [] }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Domain/Sending.swift", "public protocol Sending {\n    func send(_ text: String)\n}"),
            ExampleFile("Sources/Infrastructure/SMTPMailer.swift", "import Domain\npublic struct SMTPMailer: Sending {\n    public init() {}\n    public func send(_ text: String) {}\n}"),
            ExampleFile(
                "Sources/Feature/Invites.swift",
                "import Domain\nimport Infrastructure\npublic struct Invites {\n    let mailer: any Sending\n    public init(\n        mailer: any Sending = SMTPMailer(),\n        subject: String\n    ) { self.mailer = mailer }\n    public func remind(via transport: Sending = SMTPMailer()) { transport.send(\"soon\") }\n}\npublic extension Invites {\n    func cancel(notify: @escaping (String) -> Void = SMTPMailer().send) { notify(\"off\") }\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/ClipSaver.swift", "import Foundation\npublic struct ClipSaver: Sendable {\n    public let isAllowed: Bool\n    public var save: @Sendable (URL) async throws -> Void\n    public var remove: @Sendable ([String]) async throws -> Void\n}\npublic extension ClipSaver {\n    static var live: Self { Self(isAllowed: true, save: { _ in }, remove: { _ in }) }\n}"),
            ExampleFile(
                "Sources/Feature/ClipExporter.swift",
                "import Foundation\nimport Infrastructure\nstruct ClipExporter {\n    let saver: ClipSaver\n    init(saver: ClipSaver = .live) { self.saver = saver }\n    static let silent = ClipSaver(isAllowed: false, save: { _ in }, remove: { _ in })\n}"
            )
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/AlbumWriter.swift", "import Foundation\npublic struct AlbumWriter: Sendable {\n    public var write: @Sendable(URL) async throws -> Void\n    public var erase: @Sendable(String) async throws -> Void\n}"),
            ExampleFile("Sources/Feature/AlbumScreenModel.swift", "import Infrastructure\nstruct AlbumScreenModel {\n    let writer: AlbumWriter\n}")
        ),
        // A `@DependencyClient` struct is a client of closures by construction, also when it groups other clients beside its closures.
        RuleExample(
            ExampleFile("Sources/Infrastructure/MatchClient.swift", "@DependencyClient\npublic struct MatchClient {\n    public var lobby: LobbyClient\n    public var invites: InviteClient\n    public var roster: RosterClient\n    public var report: @Sendable (Int) async throws -> Void\n}"),
            ExampleFile("Sources/Feature/MatchScreenModel.swift", "import Infrastructure\nstruct MatchScreenModel {\n    let matches: MatchClient\n}\nextension MatchClient {\n    fileprivate func reportZero() async throws { try await report(0) }\n}")
        ),
        // A struct storing only a protocol of the package: a box of that seam, filled by each caller with its own conformance.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/CabinClient.swift",
                "public protocol CabinAdapting {\n    func lightsOn() -> Bool\n}\npublic struct CabinClient {\n    public var adapter: CabinAdapting\n    public init(adapter: CabinAdapting) { self.adapter = adapter }\n}"
            ),
            ExampleFile("Sources/Feature/CabinScreenModel.swift", "import Infrastructure\nstruct CabinScreenModel {\n    var toggle: (CabinClient) -> Bool = { $0.adapter.lightsOn() }\n}")
        ),
        // An event enum nested in a struct of client closures: what its closures deliver, a value of the client's interface.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/DoorbellClient.swift",
                "import Foundation\npublic struct DoorbellClient: Sendable {\n    public var events: @Sendable () -> AsyncStream<Event>\n    public var ring: @Sendable () async -> Void\n    public enum Event {\n        case rang(at: Date)\n        case silenced\n    }\n}"
            ),
            ExampleFile("Sources/Feature/DoorAction.swift", "import Infrastructure\nenum DoorAction {\n    case doorbell(DoorbellClient.Event)\n    case opened\n}")
        ),
        // A log level called on a logging namespace: the process's log, as `os_log` is.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/HarbourLog.swift",
                "import Foundation\nimport os\npublic enum HarbourLog {\n    public static func debug(_ text: String) { os_log(\"%@\", text) }\n    public static func upload(_ text: String) {\n        URLSession.shared.dataTask(with: URL(string: \"https://logs.example\")!).resume()\n    }\n}"
            ),
            ExampleFile("Sources/Feature/DockModel.swift", "import Infrastructure\nstruct DockModel {\n    func moor() { HarbourLog.debug(\"moored\") }\n}")
        ),
        // The error a struct of client closures throws, declared beside it: part of the client's interface, caught by its users.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/TicketClient.swift",
                "public enum TicketClientError: Error, Equatable {\n    case missing(String)\n}\npublic struct TicketClient: Sendable {\n    public var fetchSeats: @Sendable (Int) throws -> [String]\n    public var fetchGates: @Sendable (Int) throws -> [String]\n}"
            ),
            ExampleFile(
                "Sources/Feature/SeatPlan.swift",
                "import Infrastructure\nstruct SeatPlan {\n    let tickets: TicketClient\n    func seats(row: Int) -> [String] {\n        do { return try tickets.fetchSeats(row) } catch is TicketClientError { return [] } catch { return [] }\n    }\n}"
            )
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/Tints.swift",
                "import UIKit\npublic final class Tints: NSObject, \(ForbiddenSpellings.uncheckedSendable) {\n    public let accent: UIColor\n    public let warning: UIColor\n    public static let shared = Tints()\n    public override convenience init() {\n        self.init(bundle: Bundle.main, traits: nil)\n    }\n    public init(bundle: Bundle, traits: UITraitCollection?) {\n        accent = UIColor(named: \"accent\", in: bundle, compatibleWith: traits) ?? .systemBlue\n        warning = .systemRed\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/Badge.swift", "import UIKit\nimport Feature\nstruct Badge {\n    let tints: Tints\n    var tint: UIColor { Tints.shared.accent }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Feature/SettingsStore.swift", "final class SettingsStore {\n    var values: [String: Int] = [:]\n    func save() {}\n}"),
            ExampleFile("Sources/Cache/SettingsStore.swift", "final class SettingsStore {\n    var values: [String: Int] = [:]\n    func save() {}\n}"),
            ExampleFile("Sources/UI/PreferencesScreen.swift", "final class PreferencesScreen {\n    let store: SettingsStore\n    init(store: SettingsStore) { self.store = store }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Infrastructure/HeaderNames.swift", "public struct HeaderNames {\n    public static let accept = \"Accept\"\n    public static let range = \"Range\"\n}"),
            ExampleFile("Sources/Feature/PageRequest.swift", "import Infrastructure\nstruct PageRequest {\n    let header = HeaderNames.accept\n}")
        ),
        RuleExample(
            ExampleFile(
                "Sources/Feature/UploadProgress.swift",
                "import Combine\npublic final class UploadProgress: ObservableObject {\n    @Published public private(set) var fraction: Double\n    public init(fixed fraction: Double) { self.fraction = fraction }\n    public init(_ fractions: AnyPublisher<Double, Never>) {\n        fraction = 0\n        fractions.assign(to: &$fraction)\n    }\n}"
            ),
            ExampleFile("Sources/UI/UploadBadge.swift", "import SwiftUI\nimport Feature\nstruct UploadBadge: View {\n    @ObservedObject var progress: UploadProgress\n    var body: some View { Text(\"\\(progress.fraction)\") }\n}")
        ),
        // An infrastructure module's record an API decodes, an `NSObject` for Objective-C: lets, a `var` its package protocol fills
        // after decoding, a `lazy` memo and a query of its own fields. Data, as a decoded struct is.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Halt.swift",
                "import Foundation\npublic protocol LineLinking {\n    func link(_ pool: [String: String])\n}\npublic final class Halt: NSObject, Identifiable, Codable, LineLinking, \(ForbiddenSpellings.uncheckedSendable) {\n    public let id: String\n    public let lineIDs: [String]\n    public var lineNames: [String]!\n    public lazy var lineCount: Int = { lineNames.count }()\n    public required init(from decoder: Decoder) throws {\n        id = \"\"\n        lineIDs = []\n    }\n    public func encode(to encoder: Encoder) throws {}\n    public func link(_ pool: [String: String]) { lineNames = lineIDs.compactMap { pool[$0] } }\n    public func serves(_ line: String) -> Bool { lineIDs.contains(line) }\n    public override func isEqual(_ object: Any?) -> Bool { (object as? Halt)?.id == id }\n}"
            ),
            ExampleFile("Sources/Feature/HaltCard.swift", "import Infrastructure\nstruct HaltCard {\n    let halt: Halt\n    let onPick: (Halt, Bool) -> Void\n}")
        ),
        // A non-final decoded record whose feature module adds a framework conformance of its own (how that module shows it).
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/ServiceZone.swift",
                "import Foundation\npublic class ServiceZone: NSObject, Identifiable, Codable {\n    public let id: Int\n    public let radius: Double\n    public lazy var area: Double = { radius * radius * 3.14 }()\n    public required init(from decoder: Decoder) throws {\n        id = 0\n        radius = 1\n    }\n    public func encode(to encoder: Encoder) throws {}\n    public func covers(distance: Double) -> Bool { distance <= radius }\n}"
            ),
            ExampleFile("Sources/Feature/ZoneMap.swift", "import MapKit\nimport Infrastructure\nextension ServiceZone: @retroactive MKAnnotation {\n    public var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }\n}\nenum ZoneMap {\n    static func nearest(_ zones: [ServiceZone]) -> ServiceZone? { zones.first }\n}")
        ),
        // A component library's own observable state: the navigation path its stack view runs on, the setup its picker
        // takes (options, callbacks, a hint value of the library), a scroll tracker keeping the scroll view it watches.
        RuleExample(
            ExampleFile(
                "Sources/UI/FlowPath.swift",
                "import SwiftUI\nimport Combine\n@MainActor\npublic final class FlowPath: ObservableObject {\n    @Published var path = NavigationPath()\n    @Published public private(set) var screens: [Any.Type] = []\n    var onClose: ((Bool) -> Void)?\n    private var trimming: AnyCancellable?\n    public init() {}\n    public func push<Screen: Hashable>(_ screen: Screen) {\n        screens.append(Screen.self)\n        path.append(screen)\n    }\n    public func close() { onClose?(false) }\n}\npublic struct FlowStack<Root: View>: View {\n    @ObservedObject var flow: FlowPath\n    let root: Root\n    public var body: some View { NavigationStack(path: $flow.path) { root } }\n}"
            ),
            ExampleFile(
                "Sources/UI/OptionPicker.swift",
                "import SwiftUI\npublic struct PickerHint {\n    let text: String\n    public init(text: String) { self.text = text }\n}\npublic final class PickerSetup<Option: Hashable>: ObservableObject {\n    let options: [Option]\n    let onPick: ([Option]) -> Void\n    let confirmTitle: String\n    let hint: PickerHint?\n    @Published var chosen: [Option] = []\n    public init(options: [Option], hint: PickerHint? = nil, confirmTitle: String, onPick: @escaping ([Option]) -> Void) {\n        self.options = options\n        self.hint = hint\n        self.confirmTitle = confirmTitle\n        self.onPick = onPick\n    }\n}\npublic final class ScrollTracker: NSObject, ObservableObject {\n    weak var scrollView: UIScrollView?\n    @Published var offset: CGFloat = 0\n    public override init() {}\n}"
            ),
            ExampleFile(
                "Sources/Presentation/BasketScreen.swift",
                "import SwiftUI\nimport UI\nstruct BasketScreen: View {\n    @StateObject private var flow = FlowPath()\n    @StateObject private var tracker = ScrollTracker()\n    let setup: PickerSetup<String>\n    init(flow: FlowPath, sizes: [String]) {\n        setup = PickerSetup(options: sizes, hint: PickerHint(text: \"Pick one\"), confirmTitle: \"Done\") { _ in }\n    }\n    var body: some View { FlowStack(flow: flow, root: Text(\"Basket\")) }\n}"
            )
        ),
        // The error a struct of client closures throws, nested in the live implementation in another file of the client's module:
        // still the client's contract (its doubles throw it too), so catching or matching it names no implementation.
        RuleExample(
            files: parcelVault + [
                ExampleFile(
                    "Sources/Feature/ParcelDesk.swift",
                    "import Infrastructure\nstruct ParcelDesk {\n    let vault: ParcelVaultClient\n    func label(_ name: String) -> String {\n        do { return try vault.open(name) } catch ParcelVault.VaultError.locked { return \"locked\" } catch { return \"\" }\n    }\n    func isLocked(_ error: Error) -> Bool {\n        if case ParcelVault.VaultError.locked? = error as? ParcelVault.VaultError { return true }\n        return false\n    }\n}"
                )
            ]
        ),
        // An identifier value whose extension adopts a library's protocol (a test-fake library's) with only a static factory: the
        // conformance asks nothing of an instance, so the value stays plain data.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/CargoID.swift",
                "import Sampling\npublic struct CargoID: Sendable {\n    var raw: UInt64\n    public static func zero() -> CargoID { CargoID(raw: 0) }\n    public var isZero: Bool { raw == 0 }\n}\nextension CargoID: Hashable {}\nextension CargoID: CustomStringConvertible {\n    public var description: String { \"\\(raw)\" }\n}\nextension CargoID: Sampleable {\n    public static func sampleDefault() -> Self { .zero() }\n}"
            ),
            ExampleFile("Sources/Feature/CargoPicker.swift", "import Infrastructure\nstruct CargoPicker {\n    func select(id: CargoID) -> Bool { id.isZero }\n}")
        ),
        // A configuration and a request adopting no protocol at all, holding only standard values, a package enum and a standard
        // existential, with initializers and no method: data without a conformance written, reported only under `reportDataValues`
        // (InfrastructureDataValueMessageTests).
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/ClientSettings.swift",
                "public enum Region {\n    case live\n    case sandbox\n}\npublic struct ClientSettings {\n    public let region: Region\n    public let key: String\n    public init(key: String, region: Region) {\n        self.region = region\n        self.key = key\n    }\n}\npublic struct QueryRequest {\n    let text: String\n    let inputs: Encodable\n    var label: String?\n    public init(text: String, inputs: Encodable, label: String? = nil) {\n        self.text = text\n        self.inputs = inputs\n        self.label = label\n    }\n}"
            ),
            ExampleFile(
                "Sources/Feature/CheckoutDesk.swift",
                "import Infrastructure\nstruct CheckoutDesk {\n    let settings: ClientSettings\n    init(settings: ClientSettings) { self.settings = settings }\n    func request(for code: String) -> QueryRequest { QueryRequest(text: code, inputs: [code]) }\n}"
            )
        ),
        // An adapter's witness of a protocol another module declares spells the types the requirement spells (same name and
        // labels): the protocol chose them, not the adapter.
        RuleExample(
            parcelLog,
            ExampleFile(
                "Sources/Infrastructure/DiskParcelLog.swift",
                "import Feature\nfinal class DiskParcelLog: ParcelLog {\n    func record(for courier: Courier, count: Int) -> Bool { count > 0 }\n}"
            )
        ),
        // A record class, neither `final` nor free of `var`s, adopting only value protocols, storing standard values, whose methods
        // compute from its fields and arguments (`overlaps`, a `static` merge, a `private` helper widening itself): data.
        RuleExample(
            ExampleFile(
                "Sources/Feature/SeatSpan.swift",
                "public class SeatSpan: Codable, Comparable {\n    public var first: Int\n    public var last: Int?\n    public init(first: Int, last: Int?) {\n        self.first = first\n        self.last = last\n    }\n    public var upper: Int { last ?? first + 1 }\n    public static func == (lhs: SeatSpan, rhs: SeatSpan) -> Bool { lhs.first == rhs.first && lhs.upper == rhs.upper }\n    public static func < (lhs: SeatSpan, rhs: SeatSpan) -> Bool { lhs.first < rhs.first }\n    public func overlaps(_ other: SeatSpan) -> Bool { other.first < upper && first < other.upper }\n    public static func merged(_ spans: [SeatSpan]) -> [SeatSpan] {\n        var result: [SeatSpan] = []\n        for span in spans.sorted() {\n            if let previous = result.last, previous.overlaps(span) { previous.widen(to: span.upper) } else { result.append(span) }\n        }\n        return result\n    }\n    private func widen(to seat: Int) { last = max(upper, seat) }\n}"
            ),
            ExampleFile(
                "Sources/Presentation/SeatMap.swift",
                "import Feature\nstruct SeatMap {\n    func spans() -> [SeatSpan] { SeatSpan.merged([SeatSpan(first: 1, last: 3), SeatSpan(first: 2, last: nil)]) }\n}"
            )
        ),
        // A never-instantiated namespace of `static let` keys and a `static` function building a value from its arguments and
        // those keys is read, in any layer: a class of a feature layer as well as a struct of infrastructure.
        RuleExample(
            ExampleFile(
                "Sources/Feature/ReceiptKeys.swift",
                "public final class ReceiptKeys {\n    public static let total = \"total\"\n    public static let currency = \"currency\"\n    public static func payload(total: Int, currency: String) -> [String: Any] { [Self.total: total, Self.currency: currency] }\n}"
            ),
            ExampleFile(
                "Sources/Presentation/ReceiptBanner.swift",
                "import Feature\nstruct ReceiptBanner {\n    func payload() -> [String: Any] { ReceiptKeys.payload(total: 3, currency: ReceiptKeys.currency) }\n}"
            ),
            ExampleFile(
                "Sources/Infrastructure/FailureNoteKey.swift",
                "public struct FailureNoteKey {\n    public static let source = \"source\"\n    public static func note(source: String, line: Int = #line) -> [String: Any] { [Self.source: source, \"line\": line] }\n}"
            ),
            ExampleFile(
                "Sources/Feature/ReceiptFailure.swift",
                "import Infrastructure\nstruct ReceiptFailure {\n    func note() -> [String: Any] { FailureNoteKey.note(source: \"receipts\") }\n}"
            )
        ),
        // Settings the composition root fills and injects, only read here field by field and handed on: an option bag, no service.
        RuleExample(
            scanSettings,
            ExampleFile(
                "Sources/Infrastructure/ScanDriver.swift",
                "import Feature\nfinal class ScanDriver {\n    private let settings: ScanSettings\n    init(settings: ScanSettings) { self.settings = settings }\n    func plan() -> [String] { settings.skipBuild ? [] : settings.targets.sorted() }\n    func planner() -> ScanPlanner { ScanPlanner(settings: settings) }\n}\nstruct ScanPlanner {\n    let settings: ScanSettings\n}"
            )
        ),
        // A lock and the one value it guards, behind a getter and a setter: a cell of shared data, not a collaborator.
        RuleExample(
            ExampleFile(
                "Sources/Feature/SessionStateBox.swift",
                "import Foundation\npublic enum SessionState: Sendable {\n    case idle, running\n    case finished(code: Int)\n}\npublic final class SessionStateBox: @unchecked Sendable {\n    private let lock = NSLock()\n    private var current: SessionState = .idle\n    public init() {}\n    public var state: SessionState {\n        lock.lock()\n        defer { lock.unlock() }\n        return current\n    }\n    public func set(_ state: SessionState) {\n        lock.lock()\n        current = state\n        lock.unlock()\n    }\n}"
            ),
            ExampleFile(
                "Sources/Infrastructure/StreamRegistry.swift",
                "import Feature\nstruct StreamRegistry {\n    let stateBox: SessionStateBox?\n    func makeBox() -> SessionStateBox { SessionStateBox() }\n}"
            )
        ),
        // A generic cell behind a queue used as a lock, mutated through a closure.
        RuleExample(
            ExampleFile(
                "Sources/Feature/Guarded.swift",
                "import Foundation\npublic final class Guarded<Value>: @unchecked Sendable {\n    private var value: Value\n    private let queue = DispatchQueue(label: \"guarded\")\n    public init(_ value: Value) { self.value = value }\n    public var current: Value { queue.sync { value } }\n    public func mutate<Outcome>(_ body: (inout Value) throws -> Outcome) rethrows -> Outcome {\n        try queue.sync { try body(&value) }\n    }\n}"
            ),
            ExampleFile("Sources/Presentation/DraftCounter.swift", "import Feature\nfinal class DraftCounter {\n    let drafts = Guarded<[String]>([])\n    func add(_ draft: String) { drafts.mutate { $0.append(draft) } }\n}")
        ),
        // Subclassing an infrastructure module's `open` base class that reaches no I/O: its published extension point.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/ActionsRouter.swift",
                "open class ActionsRouter<Script: AnyObject> {\n    private var scripts: [Script] = []\n    public init() {}\n    open func register(_ script: Script) { scripts.append(script) }\n}"
            ),
            ExampleFile("Sources/Feature/HistoryActions.swift", "import Infrastructure\nfinal class HistoryScript {}\nfinal class HistoryActions: ActionsRouter<HistoryScript> {}")
        ),
        // An infrastructure enum of chains whose methods compute from its cases and arguments, reaching no I/O: plain data.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/Chain.swift",
                "public enum Chain {\n    case main, test\n    case custom(id: Int)\n    public var id: Int {\n        switch self {\n        case .main: return 1\n        case .test: return 5\n        case .custom(let id): return id\n        }\n    }\n    public func explorerPath(for hash: String) -> String { \"/\\(id)/tx/\\(hash)\" }\n    public static func named(_ name: String) -> Chain? { name == \"main\" ? .main : nil }\n}"
            ),
            ExampleFile("Sources/Feature/TransferSummary.swift", "import Infrastructure\nstruct TransferSummary {\n    let chain: Chain\n    var link: String { chain.explorerPath(for: \"0x1\") }\n}")
        ),
        // Cases without payloads and a method formatting with a Foundation formatter: a value, not a service.
        RuleExample(
            ExampleFile(
                "Sources/Infrastructure/AmountStyle.swift",
                "import Foundation\npublic enum AmountStyle {\n    case full, short\n    public func text(for value: Double) -> String {\n        let formatter = NumberFormatter()\n        formatter.maximumFractionDigits = self == .full ? 8 : 2\n        return formatter.string(from: NSNumber(value: value)) ?? \"\"\n    }\n}"
            ),
            ExampleFile("Sources/Feature/BalanceLine.swift", "import Infrastructure\nstruct BalanceLine {\n    let style: AmountStyle\n}")
        ),
        // An override spells the signature its superclass, a library's base class, declares: the types are its choice.
        RuleExample(
            ExampleFile("Sources/Infrastructure/WireInterceptor.swift", "import Foundation\npublic struct WireContext {\n    public init() {}\n    public func forward(_ part: String) {}\n}\nopen class WireInterceptor {\n    public init() {}\n    open func send(_ part: String, context: WireContext) { context.forward(part) }\n}"),
            ExampleFile(
                "Sources/Feature/AuditInterceptor.swift",
                "import Infrastructure\nfinal class AuditInterceptor: WireInterceptor {\n    override func send(\n        _ part: String,\n        context: WireContext\n    ) {\n        super.send(part, context: context)\n    }\n}"
            )
        ),
        // The default of a public settable closure property: callers assign their own closure, as with a public parameter's default.
        RuleExample(
            ExampleFile("Sources/Infrastructure/GlyphPainter.swift", "public final class GlyphPainter {\n    public static let shared = GlyphPainter()\n    public func glyph(for letter: String) -> String? { letter }\n}"),
            ExampleFile(
                "Sources/Presentation/PinnedSites.swift",
                "import Infrastructure\npublic final class PinnedSites {\n    public var makeGlyph: (String) -> String? = { letter in\n        GlyphPainter.shared.glyph(for: letter)\n    }\n}"
            )
        ),
        // `@State` holding an `@Observable` class is iOS 17's `@StateObject`, directly or through the view's own alias for it.
        RuleExample(
            ExampleFile("Sources/Feature/CartModel.swift", "import Observation\npublic protocol CartServing { func total() -> Int }\n@Observable public final class CartModel {\n    let service: CartServing\n    public var total = 0\n    public init(service: CartServing) { self.service = service }\n    public func refresh() { total = service.total() }\n}"),
            ExampleFile("Sources/UI/CartScreen.swift", "import SwiftUI\nimport Feature\nstruct CartScreen: View {\n    typealias Model = CartModel\n    @State var model: Model\n    init(service: CartServing) { _model = State(wrappedValue: Model(service: service)) }\n    var body: some View { Text(\"\\(model.total)\") }\n}"),
            ExampleFile("Sources/UI/CartBadge.swift", "import SwiftUI\nimport Feature\nstruct CartBadge: View {\n    @State private var model: CartModel\n    init(service: CartServing) { _model = State(wrappedValue: .init(service: service)) }\n    var body: some View { Text(\"\\(model.total)\") }\n}")
        ),
        // The app's own property wrapper over `@ObservedObject` accepts only an observable class, as `@EnvironmentObject` does.
        RuleExample(
            ExampleFile("Sources/Feature/InboxModel.swift", "import Combine\npublic protocol InboxLoading { func load() -> [String] }\npublic final class InboxModel: ObservableObject {\n    @Published public private(set) var subjects: [String] = []\n    let loader: InboxLoading\n    public init(loader: InboxLoading) { self.loader = loader }\n    public func reload() { subjects = loader.load() }\n}"),
            ExampleFile("Sources/UI/Injected.swift", "import SwiftUI\n@propertyWrapper public struct Injected<Object: ObservableObject>: DynamicProperty {\n    @ObservedObject var object: Object\n    public init(_ object: Object) { self.object = object }\n    public var wrappedValue: Object { object }\n}"),
            ExampleFile("Sources/UI/InboxScreen.swift", "import SwiftUI\nimport Feature\nstruct InboxScreen: View {\n    @Injected var inbox: InboxModel\n    var body: some View { List(inbox.subjects, id: \\.self) { Text($0) } }\n}")
        ),
        // A command's `run()` is one invocation's entry point, building what it needs from the options it parsed.
        RuleExample(
            ExampleFile("Sources/Infrastructure/SheetWriter.swift", "public final class SheetWriter {\n    public init(path: String) {}\n    public func write(_ rows: [String]) throws {}\n}"),
            ExampleFile("Sources/Feature/RowsCommand.swift", "import ArgumentParser\nprotocol RowsCommand: AsyncParsableCommand {}"),
            ExampleFile("Sources/Feature/ExportCommand.swift", "import ArgumentParser\nimport Infrastructure\nstruct ExportCommand: RowsCommand {\n    @Option var output: String\n    func run() async throws {\n        let writer = SheetWriter(path: output)\n        try writer.write([])\n    }\n}")
        ),
    ]

    /// A feature's class and the protocol its requirement spells it in, which an infrastructure adapter adopts.
    private static let parcelLog = ExampleFile(
        "Sources/Feature/ParcelLog.swift",
        "public final class Courier {\n    public init() {}\n    public func dispatch() {}\n}\npublic protocol ParcelLog: AnyObject {\n    func record(for courier: Courier, count: Int) -> Bool\n}"
    )

    /// A feature's settings class: fields behind a settings wrapper, and a method saving them.
    private static let scanSettings = ExampleFile(
        "Sources/Feature/ScanSettings.swift",
        "@propertyWrapper public struct Setting<Value> {\n    public var wrappedValue: Value\n    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }\n}\npublic final class ScanSettings {\n    @Setting public var targets: [String] = []\n    @Setting public var skipBuild: Bool = false\n    public init() {}\n    public func save(to path: String) throws {}\n}"
    )

    /// A module holding a struct of client closures and, in another file, the live implementation with the error nested in it.
    private static let parcelVault = [
        ExampleFile(
            "Sources/Infrastructure/ParcelVault.swift",
            "public struct ParcelVault {\n    public enum VaultError: Error {\n        case locked\n        case failed(Error)\n    }\n    public init() {}\n    public func open(_ name: String) throws -> String { throw VaultError.locked }\n}"
        ),
        ExampleFile(
            "Sources/Infrastructure/ParcelVaultClient.swift",
            "public struct ParcelVaultClient: Sendable {\n    public var open: @Sendable (String) throws -> String\n    public var close: @Sendable (String) throws -> Void\n}"
        ),
    ]

    /// A library vending its `Infrastructure` and `Presentation` modules, the latter holding the former's public class, with `program` beside them.
    private static func vendedPipeline(program: String) -> RuleExample {
        RuleExample(
            ExampleFile("Package.swift", kitPackage(core: "Infrastructure", products: ".library(name: \"Kit\", targets: [\"Infrastructure\", \"Presentation\"])", program: program)),
            ExampleFile("Sources/Infrastructure/Pipeline.swift", "public final class Pipeline {\n    public init() {}\n}"),
            ExampleFile("Sources/Presentation/ImageLoading.swift", "import Infrastructure\npublic struct ImageLoading {\n    public var pipeline: Pipeline\n}")
        )
    }

    /// A library package whose `Presentation` module builds on `core`; `products` lists what it vends, `program` adds a target.
    private static func kitPackage(core: String = "Feature", products: String, program: String? = nil) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Kit",
            products: [\(products)],
            targets: [.target(name: "\(core)"), .target(name: "Presentation", dependencies: ["\(core)"])\(program.map { ", " + $0 } ?? "")]
        )
        """
    }
}
