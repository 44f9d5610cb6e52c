import GuardrailsCore

/// A protocol with one implementation is indirection without a choice to make.
public struct SingleImplementationProtocolRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "single-implementation-protocol",
        summary: "Warns when a production protocol has exactly one production conformer.",
        rationale: """
        Law 12 and checklist point 10: boundaries exist to select between strategies. With a single \
        implementation and no second one in sight, compose a closure in the composition root instead. \
        Only boundaries count: a protocol requiring a method with no default implementation (a marker, a delegate \
        whose every requirement is `@objc optional`, a \
        capability, a value compared for equality such as a `Hashable` tab, or a type-erasing protocol, `private` or \
        adopted only by generic types of its own file or through extensions written in its file, or constrained to a framework UI class \
        and made adoptable by a dependency's class only through empty extensions in its file, `extension HostedPanel: SizedPanel {}`, is not a strategy choice), whether or not code names \
        it as a type: a protocol nobody holds is indirection with nothing to choose. A test double, in a test target or test-support layer, one kept \
        in production code under a double's name (`doubleNameMarkers`: `PreviewFeedStore` for previews, `MockFeedStore` of a mock mode a \
        build configuration selects) or one a macro or Sourcery generates at build time (`@Spyable`, `// sourcery: AutoMockable`), is no \
        production strategy, yet a protocol it adopts is a seam in use, the double checklist point 3 asks of every boundary: it is not \
        reported. `reportSeamsWithDoubles` asks for the strict reading (law 12 counts only production strategies): such a protocol is then \
        reported too, unless it has five requirements or more (where the advice turns to holding the conformer; those it inherits from the \
        package protocols it refines count too, `protocol StorePurchasing: Purchasing where Product == StoreProduct {}`), whose double is \
        the seam tests substitute. Nor is a protocol of an example or demo app reported (a program or `composition` target named or \
        foldered with a word of `exampleTargetWords`, `CartUIExampleApp` under `Example/`): it ships in no product; nor the \
        `public` class-bound delegate of a `ui` module's control whose only implementations are in the module's own such app \
        (named after it or kept beside its sources: a design system's `ColorWheelDelegate: AnyObject` adopted only by its storybook's \
        `ColorWheelDemoController`): the control's API shown in use, its implementers the screens using it (another feature's \
        demo app adopting it, or a collaborator protocol of another layer, stays judged). A type \
        conforming through a protocol that refines the boundary implements it too, and conformers are told apart \
        by their module and where they are nested (`Lines.Reader` and `Words.Reader` are two implementations, and \
        so are the `Settings` classes two modules declare each), and a type the package does not declare by the path its \
        extension writes (`extension Chip.Seal.Key` and `extension Seal.Key` are two framework types, whatever the package nests under the \
        name `Key`). Same-named protocols \
        nested in two types are two: a conformer adopts the one its qualifier names (`: Uplink.Delegate`), or written bare, the \
        one nested in the type around it; same-named protocols two modules declare are two as well, a conformer adopting the one its module sees, is or reaches through imports or \
        dependencies (two apps linted in one run each with its own `Syncing`). A library's `public` \
        protocols are extension points whose other strategies live in its users' code, and a library has no \
        composition root to compose a closure in: the `public` and `open` protocols of a target that a \
        `.library` product vends, or that one of its targets depends on (directly or not: a thin wrapper target re-exporting \
        the module that holds the API), are not checked (`checkVendedProtocols`), unless the package is a local package \
        of an app (an Xcode project or workspace in a folder above it, up to the repository's root), which only \
        that app links: its generic plug-in protocol (`public protocol PageFeed { associatedtype Page }` constraining \
        `Pager<Feed: PageFeed>`) whose one conformer is in the app is still reported, since the package can declare the \
        closures it needs instead (`struct PageFeed<Page> { var load: () async throws -> [Page] }`), which the app fills in \
        across the same boundary. Nor is any protocol of a library a dependency manager checked into an app (a file under `Pods/` or \
        `Carthage/Checkouts/`): its authors' API. Set `checkPublicProtocols` to false to leave every `public` protocol alone. Two shapes hold \
        no strategy: a constraint over framework types (adopted only by types the package does not declare, \
        `extension Results: SortableResults {}`, and named only in generic constraints and casts, `where Value: \
        SortableResults`, never as the type of a property or parameter: it lets helpers require what the framework \
        type already offers, and a closure cannot replace a `where` clause; `extension URLSession: HTTPSession {}` \
        held as `let session: HTTPSession` is a seam and is reported), and a data shape (more property requirements \
        than methods, all read-only values rather than settable callbacks, and every method a query without \
        parameters, `func isValid() -> Bool`: a view's input, a computed property written as a method; or, adopted only by \
        structs and enums keeping their fields (no property wrapper: a persistor over the user defaults is a store), three \
        properties or more per method, settable values included, every method synchronous and returning a value or \
        `mutating`: the fields of one value, `var cursor: Int { get set }` beside `func attributedText(for host: TextHost) -> NSAttributedString`). A slice of a \
        composite (`protocol Session: UserSession, NoteSession {}`) that no type adopts directly and no code names as \
        a type is part of the composite's design decision: it is judged once, through the composite, which is reported \
        when it has one implementation. So is a slice of a composition spelled as an alias (`typealias FullStore = Reading & \
        Writing & Syncing`) that nothing else names as a type, when every type adopting it adopts the whole composition, one \
        slice per extension or the alias at once: capabilities of one object cut for their readers, not strategies. Nor \
        is the shared root of segregated roles, a protocol two or more of the package's protocols refine (`protocol \
        AmountStepActions: WizardActions` beside `NoteStepActions: WizardActions`): they inherit its requirements, which no \
        closure can stand in for, and it is judged through them. An `@objc` protocol of target-action methods only (`func changeFont(_ sender: \
        Any?)`) that no type holds spells a selector for the responder chain (`#selector((any FontChanging).changeFont)`): \
        nothing is injected, so it is not reported; nor is an `@objc` protocol no Swift code names as a type or holds, only \
        adopts (`@objc protocol EngineEventsDelegate`, its one caller an Objective-C adapter keeping `id<EngineEventsDelegate>`): \
        an interop contract the bridge dictates, not a seam. Nor is an `@objc` protocol whose metatype production code hands to a \
        call (`NSXPCInterface(with: BackupService.self)` or `(any BackupService).self`, in the package or in the app linted with it): an interface the \
        runtime speaks across a connection, its other side a proxy built from that metatype, which no closure can replace; \
        a Swift protocol registered by its metatype (`registry.register(SyncService.self) { … }`) is still a seam. Nor is a \
        protocol whose requirements, its own and those of the package protocols it refines, are initializers alone \
        (`protocol ReportsAssembled: Assembled {}` where `Assembled` requires only `init(container:)`; `ObservableObject` or \
        `Observable` may be among the parents, `protocol ScreenState: ObservableObject { init() }`): it says how a container \
        builds conformers, and no method of it is called, so there is no strategy to swap; so is one adding only initializers \
        to package protocols code names as types (`protocol UnaryFormula: Formula { init(operand: Formula) }`, how a table of \
        metatypes builds the parent's values): the parent holds the strategies and is judged on its own, while a method beside \
        the initializer keeps the refinement judged. Nor is a mixin: a refinement \
        requiring only properties (`protocol SignerWithSession: Signer { var session: Session { get } }`) of package \
        protocols that each have two implementations or more, whose extension supplies members built on them \
        (`func close() { session.close() }`), or named only in casts (`(promotion as? WebPromotion)?.url`, a capability probed \
        on the parent's strategies, never a stored, parameter or result type): its methods are the parent's, whose conformers are the strategies; without \
        either (a per-screen coordinator protocol adding a `delegate`, held as a type), or with a method of its own, it stays judged. When one run lints an app and its local package, the app's \
        conformers (in modules importing the protocol's module) are implementations too: `ActionGroup` in the app beside \
        the package's `BasicAction` makes two; a capability only the app's screens adopt, held by nobody, is no strategy there either. \
        A production subclass of the one conformer overriding a requirement (`override func settingsView()` under \
        `class GaugeBase: Gauge`, in its module or one importing it) is a second implementation when code holds the protocol as a type, also through a generic parameter it \
        constrains, stored as a property's type (`struct Screen<Model>: View where Model: Onboarding { var model: Model }`; \
        held only as the base class, or only constraining a collection's elements, the protocol chooses nothing). Nor is a presenter's port to its view: held only as its `weak` view by a class of its file that is no view (`weak var view: \
        ItemViewProtocol?` of `ItemPresenter`), or required as its `view` by the presenter's protocol declared beside it, and adopted only by views or view controllers, it points the presenter's \
        dependency at an interface instead of UIKit; a `delegate`, whoever holds it, stays a callback a closure can carry. \
        Nor is a factory protocol of the injection container (every requirement a `make…` method, its one production conformer \
        a class named as a container, `…Container`, `…Dependencies`, `…Environment`, adopting three such protocols or more): the \
        composition root's own interface cut per consumer; a service or store as the one conformer stays judged. Nor is a \
        feature interface's screen factory, every method returning a SwiftUI view type the protocol leaves to its conformer \
        (`associatedtype Screen: View; func makeScreen(basketID: String) -> Screen`), adopted only in modules depending on its \
        own: sibling features import that interface instead of the feature, a closure could not return the conformer's view \
        without erasing it, and holding the conformer would import the feature (beside its conformer, or returning a concrete \
        view, it stays judged). Nor is a \
        protocol refining a package class (`protocol ShelfExtras: Shelf`) adopted only by that class or a subclass through an \
        extension in another module: a hook for extending that one class, which no other strategy can ever adopt. Nor is a file's own \
        abstraction over platforms: a protocol adopted only by `private` or `fileprivate` types of its file, the protocol or each \
        of them in an `#if os(…)` or `#if canImport(…)` branch, where each platform compiles its one conformer by construction \
        (outside such branches a `private` sole conformer of a seam, `SystemClock: Clock`, is still reported). Nor is a \
        protocol only error types adopt (how an error is shown, taken as `Error & AlertDescribing`), as for \
        `protocol-without-test-double`; nor a capability named only in casts, in its own file or any other (the app's, linted beside its local package, included), also spelled with its module, \
        or besides them only by `private` or `fileprivate` code of a file casting to it (`modules.first { $0 is any QuickEditing } as? \
        any QuickEditing` handed to a `private` helper taking `any QuickEditing`: the value the cast found, passed along where it was found) \
        (`if let custom = self as? CustomLayerDebugging`, a per-type hook like `CustomDebugStringConvertible`, `signer as? Keys.Prompting`, also held as the cast's result when another package protocol's test double adopts it too, `mesh as? \
        MeshDiagnosing` on a transport; one only stated in a `where` \
        constraint, or bound to a package class, stays judged), nor one the package writes onto framework types and reaches \
        only by casts and metatypes handed to a cast helper, as for `protocol-without-test-double`; nor an \
        `Any…` protocol only generic types of its module named as it is without `Any` adopt, wherever declared; nor a facet \
        its one conformer hands out as itself (`var inputs: ShelfInputs { return self }`, a view model's inputs); nor a back-port \
        of a framework API marked obsoleted on newer systems (`@available(iOS, obsoleted: 15) protocol LegacyFormatStyle`): its \
        shape is the framework's, mirrored until the file is deleted, not a strategy the team chose. A protocol \
        of five requirements or more, properties included, is advised its concrete type: that many closures is no simpler; unless \
        its conformers' modules all depend on its own (holding one would be an import cycle: the protocol is the inversion, not \
        reported). One of fewer with a generic requirement (`func load<T: Decodable>(…)`) is not reported: no closure is generic. \
        With no test double, `protocol-without-test-double` asks for one, so the message names that way out too; with one (reported \
        under `reportSeamsWithDoubles`), the message names it and says why it still counts: a double is no second strategy, and a closure is as easy to substitute.
        """,
        defaultSeverity: .warning,
        options: [
            RuleOption("ignoredProtocols", .strings([]), "Protocols exempt from this rule."),
            RuleOption("ignoredSuffixes", .strings([]), "Protocol-name endings exempt from this rule (e.g. `Listener` for the protocols a RIBs template writes for every screen)."),
            RuleOption("capabilitySuffixes", .strings(["able", "ible"]), "Protocol-name endings of capabilities (`OPMLRepresentable`), which are not boundaries."),
            RuleOption("doubleNameMarkers", .strings(TestDoubles.defaultMarkers), "Name prefixes and suffixes of production conformers that are doubles (previews, demos)."),
            RuleOption("checkPublicProtocols", .bool(true), "Also check `public` and `open` protocols (false: leave them all to their users)."),
            RuleOption(
                "checkVendedProtocols", .bool(false),
                "Also check the `public` and `open` protocols of targets a `.library` product vends outside an app project (its users' extension points)."
            ),
            RuleOption(
                "reportSeamsWithDoubles", .bool(false),
                "Also report a protocol whose one production conformer has a test double (in tests, a test-support layer, a double by name, or generated): law 12 counts only production strategies (a double is then named in the message)."
            ),
            VendedLibrary.exampleWordsOption,
        ],
        triggering: [
            // `Uplink.Delegate` is another protocol: the meter, written inside `extension Downlink`, is `Downlink.Delegate`'s one implementation.
            RuleExample(
                ExampleFile("Sources/Sync/Uplink.swift", Self.uplinkSource),
                ExampleFile("Sources/Sync/Downlink.swift", Self.downlinkSource + "\nextension Downlink {\n    final class Meter: Delegate {\n        func downlinkDidReceive(_ count: Int) {}\n    }\n}"),
                ExampleFile("Sources/Sync/SyncScreen.swift", "final class SyncScreen: Uplink.Delegate {\n    func uplinkDidSend(_ count: Int) {}\n}")
            ),
            // A constraint on a collection's elements holds no value of the protocol: the base class chooses.
            RuleExample(
                ExampleFile("Sources/App/Onboarding.swift", "protocol Onboarding: AnyObject {\n    func refresh(hasAccount: Bool)\n}\nclass OnboardingBase: Onboarding {\n    func refresh(hasAccount: Bool) { fatalError(\"subclasses refresh\") }\n}\nfinal class GuidedOnboarding: OnboardingBase {\n    override func refresh(hasAccount: Bool) { step = hasAccount ? 2 : 1 }\n}\nfinal class QuickOnboarding: OnboardingBase {\n    override func refresh(hasAccount: Bool) { step = 3 }\n}"),
                ExampleFile("Sources/App/OnboardingList.swift", "extension Array where Element: Onboarding {\n    func refreshAll() { forEach { $0.refresh(hasAccount: true) } }\n}")
            ),
            RuleExample(
                "Sources/Board/Layout.swift",
                "protocol Layout {\n    func frame(in bounds: Rect) -> Rect\n}\nclass LayoutBase: Layout {\n    func frame(in bounds: Rect) -> Rect { bounds }\n}\nfinal class LeftHalf: LayoutBase {\n    override func frame(in bounds: Rect) -> Rect { bounds }\n}\nstruct Mover { let layouts: [LayoutBase] }"
            ),
            RuleExample(
                "Sources/Board/Gauge.swift",
                "protocol Gauge: AnyObject {\n    var onTap: (() -> Void)? { get set }\n    func settingsView() -> Panel\n}\nclass GaugeBase: Gauge {\n    var onTap: (() -> Void)?\n    func settingsView() -> Panel { Panel() }\n}\nfinal class DialGauge: GaugeBase {\n    let needle = Needle()\n}\nstruct Dashboard { let gauges: [any Gauge] }"
            ),
            RuleExample(
                "Sources/UI/EntryField.swift",
                "@objc protocol EntryFieldDelegate: NSObjectProtocol {\n    func entryFieldDidBegin(_ field: EntryField)\n    @objc optional func entryFieldShouldReturn(_ field: EntryField) -> Bool\n}\nfinal class EntryField: NSObject { weak var delegate: EntryFieldDelegate? }\nfinal class LoginScreen: NSObject, EntryFieldDelegate {\n    func entryFieldDidBegin(_ field: EntryField) {}\n}"
            ),
            RuleExample(
                ExampleFile(
                    "Sources/App/TicketListViewController.swift",
                    "protocol TicketListDelegate: AnyObject {\n    func didSelect(_ id: String)\n}\nfinal class TicketListViewController: UIViewController {\n    weak var delegate: TicketListDelegate?\n}"
                ),
                ExampleFile("Sources/App/TicketsViewController.swift", "final class TicketsViewController: UIViewController, TicketListDelegate {\n    func didSelect(_ id: String) {}\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Client.swift", "public protocol HTTPClient {\n    func get() async throws -> Data\n}\nstruct Loader { let client: HTTPClient }"),
                ExampleFile("Sources/Infrastructure/URLClient.swift", "final class URLClient: HTTPClient {\n    func get() async throws -> Data { Data() }\n}")
            ),
            RuleExample("Sources/Feature/Store.swift", "protocol Store { func load() }\nstruct MemoryStore: Store { func load() {} }\nstruct Loader { let store: Store }"),
            // Two apps that import nothing of each other each declare `OrderGateway` with one implementation: each is reported.
            RuleExample(
                ExampleFile("Sources/Shop/OrderGateway.swift", "protocol OrderGateway {\n    func send(_ order: String) async throws\n}\nfinal class HTTPOrderGateway: OrderGateway {\n    func send(_ order: String) async throws {}\n}\nstruct Checkout { let gateway: any OrderGateway }"),
                ExampleFile("Sources/Kiosk/OrderGateway.swift", "protocol OrderGateway {\n    func send(_ order: String) async throws\n}\nfinal class KioskOrderGateway: OrderGateway {\n    func send(_ order: String) async throws {}\n}\nstruct KioskCheckout { let gateway: any OrderGateway }")
            ),
            RuleExample("Sources/Feature/Loader.swift", "public protocol FeedLoader { func load() }\npublic struct RemoteFeedLoader: FeedLoader { public func load() {} }"),
            RuleExample(
                ExampleFile("Sources/Import/TextSource.swift", "protocol TextSource { func read(_ text: String) -> [String] }\nstruct Importer { let source: TextSource }"),
                ExampleFile("Sources/Import/Lines.swift", "enum Lines {\n    final class Reader {}\n}\nextension Lines.Reader: TextSource { func read(_ text: String) -> [String] { [] } }"),
                ExampleFile("Sources/Import/LinesReader+Trim.swift", "extension Lines.Reader { func trimmed() -> Lines.Reader { self } }")
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Cache.swift", "protocol ImageCache { func image(for key: String) -> Data? }\nstruct ImageLoader { let cache: ImageCache }"),
                ExampleFile("Sources/Infrastructure/MemoryCache.swift", "final class MemoryCache<Key: Hashable>: ImageCache {\n    func image(for key: String) -> Data? { nil }\n}")
            ),
            RuleExample(
                ExampleFile("Package.swift", Self.chatPackage(kitDependencies: "")),
                ExampleFile("Sources/ChatCore/Composer.swift", Self.composerSource),
                ExampleFile("Sources/ChatCore/ChatScreen.swift", Self.chatScreenSource),
                ExampleFile("Sources/ChatKit/Exports.swift", "public struct ChatVersion {}")
            ),
            RuleExample(
                ExampleFile("Package.swift", Self.webPackage(products: ".executable(name: \"web\", targets: [\"Server\"])")),
                ExampleFile("Sources/Feature/PageRenderer.swift", Self.rendererSource),
                ExampleFile("Sources/Server/main.swift", "import Feature\nstruct MarkdownRenderer: PageRenderer {\n    func render(_ page: String) -> String { page }\n}\nprint(Site(renderer: MarkdownRenderer()).renderer.render(\"/\"))")
            ),
            RuleExample(
                "Sources/Net/Session.swift",
                "protocol HTTPSession {\n    func data(from url: URL) async throws -> Data\n}\nextension URLSession: HTTPSession {}\nstruct Loader { let session: HTTPSession }"
            ),
            RuleExample(
                "Sources/Feature/ImageCache.swift",
                "protocol ImageCache {\n    var count: Int { get }\n    var limit: Int { get }\n    func image(for key: String) -> Data?\n}\nfinal class MemoryCache: ImageCache {\n    var count: Int { 0 }\n    var limit: Int { 1 }\n    func image(for key: String) -> Data? { nil }\n}\nstruct Gallery { let cache: ImageCache }"
            ),
            RuleExample(
                "Sources/UI/Panel.swift",
                "protocol Panel {\n    var onClick: (() -> Void)? { get set }\n    var title: String { get }\n    func settings() -> Settings\n}\nfinal class PanelView: Panel {\n    var onClick: (() -> Void)?\n    var title: String { \"\" }\n    func settings() -> Settings { Settings() }\n}\nstruct Bar { let panel: Panel }"
            ),
            RuleExample(
                "Sources/Cache/Session.swift",
                "protocol UserSession { func saveUser(_ name: String) }\nprotocol NoteSession { func saveNote(_ text: String) }\nprotocol Session: UserSession, NoteSession {}\nfinal class StoreContext {}\nextension StoreContext: Session {\n    func saveUser(_ name: String) {}\n    func saveNote(_ text: String) {}\n}\nstruct Sync { let session: Session }"
            ),
            RuleExample(
                "Sources/UI/ColorTarget.swift",
                "@objc protocol ColorTarget: AnyObject { func changeColor(_ sender: Any?) }\nfinal class Canvas: NSObject, ColorTarget { func changeColor(_ sender: Any?) {} }\nfinal class Palette { weak var target: ColorTarget? }"
            ),
            RuleExample(
                ExampleFile("Sources/Forms/FieldResetting.swift", "protocol FieldResetting {\n    func reset(_ value: Any) -> Any\n}\nstruct Form { var fields: [FieldResetting] }"),
                ExampleFile("Sources/Forms/Field.swift", "struct Field<Value> {\n    var value: Value\n}\nextension Field: FieldResetting {\n    func reset(_ value: Any) -> Any { value }\n}")
            ),
            RuleExample(ExampleFile("Sources/Actions/Action.swift", Self.actionSource), ExampleFile("../App/SaveAction.swift", Self.appActionSource)),
            RuleExample(
                "Sources/Sync/SyncRegistry.swift",
                "protocol SyncService {\n    func sync() async\n}\nfinal class CloudSync: SyncService {\n    func sync() async {}\n}\nfunc compose(_ registry: Registry) { registry.register(SyncService.self) { CloudSync() } }"
            ),
            RuleExample(
                "Sources/App/ExportAssembly.swift",
                "protocol Assembled {\n    init(container: Container)\n}\nprotocol ExportAssembled: Assembled {\n    func export() -> Data\n}\nfinal class ExportAssembly: ExportAssembled {\n    init(container: Container) {}\n    func export() -> Data { Data() }\n}\nstruct ExportScreen { let exporter: any ExportAssembled }"
            ),
            RuleExample(
                "Sources/Sign/Signer.swift",
                "protocol Signer { func sign(_ text: String) -> String }\nprotocol SignerWithSession: Signer { var session: Session { get } }\nstruct KeySigner: SignerWithSession {\n    let session: Session\n    func sign(_ text: String) -> String { text }\n}\nstruct Uploader { let signer: Signer }"
            ),
            RuleExample(
                "Sources/Sign/Signer.swift",
                "protocol Signer { func sign(_ text: String) -> String }\nprotocol SignerWithSession: Signer { var session: Session { get } }\nstruct KeySigner: SignerWithSession {\n    let session: Session\n    func sign(_ text: String) -> String { text }\n}\nstruct PlainSigner: Signer { func sign(_ text: String) -> String { text } }\nstruct Uploader { let signer: SignerWithSession }"
            ),
            RuleExample(
                "Sources/Sign/Signer.swift",
                "protocol Signer { func sign(_ text: String) -> String }\nprotocol RenewingSigner: Signer {\n    var session: Session { get }\n    func renew() async\n}\nstruct KeySigner: RenewingSigner {\n    let session: Session\n    func sign(_ text: String) -> String { text }\n    func renew() async {}\n}\nstruct PlainSigner: Signer { func sign(_ text: String) -> String { text } }\nstruct Uploader { let signer: Signer }"
            ),
            // A refinement adding only a property, probed by a cast but also held as a parameter's type: a seam of its own.
            RuleExample(
                "Sources/Promo/Promotion.swift",
                "protocol Promotion { func badgeText() -> String }\nprotocol WebPromotion: Promotion { var link: URL? { get } }\nstruct SpringSale: Promotion { func badgeText() -> String { \"Spring\" } }\nstruct GemBonus: Promotion { func badgeText() -> String { \"Gems\" } }\nstruct SurveyPromotion: WebPromotion {\n    let link: URL?\n    func badgeText() -> String { \"Survey\" }\n}\nfinal class PromoScreen {\n    let current: Promotion\n    init(current: Promotion) { self.current = current }\n    func link() -> URL? { (current as? WebPromotion).map(open) }\n    func open(_ promotion: WebPromotion) -> URL? { promotion.link }\n}"
            ),
            // One framework type conforming directly and through a refinement, under one spelling: one implementation.
            RuleExample(
                "Sources/Vault/SealingKey.swift",
                "protocol SealingKey { func seal(_ text: String) -> Data }\nprivate protocol StoredSealingKey: SealingKey { var label: String { get } }\nextension Chip.Box.Seal.Key: SealingKey {\n    func seal(_ text: String) -> Data { Data() }\n}\nextension Chip.Box.Seal.Key: StoredSealingKey {\n    var label: String { \"chip\" }\n}\nstruct Locker { let key: SealingKey }"
            ),
            // A slice of an alias composition that code also names on its own is judged on its own.
            RuleExample(
                "Sources/Library/Shelf.swift",
                "protocol ShelfReading: AnyObject { func books() -> [String] }\nprotocol ShelfWriting: AnyObject { func add(_ book: String) }\ntypealias FullShelf = ShelfReading & ShelfWriting\nfinal class LibraryShelf {}\nextension LibraryShelf: ShelfReading {\n    func books() -> [String] { [] }\n}\nextension LibraryShelf: ShelfWriting {\n    func add(_ book: String) {}\n}\nfinal class Catalog {\n    let shelf: any FullShelf\n    init(shelf: any FullShelf) { self.shelf = shelf }\n}\nstruct Browser { let reading: any ShelfReading }"
            ),
            // A factory protocol whose one conformer is a service, not the injection container: a seam like any other.
            RuleExample(
                "Sources/Till/TillFactory.swift",
                "protocol TillFactory { func makeTill() -> Till }\nfinal class TillService: TillFactory {\n    func makeTill() -> Till { Till() }\n}\nstruct Checkout { let tills: TillFactory }"
            ),
            // A protocol refining a class, adopted by that class in its own module: the class could declare the method itself.
            RuleExample(
                "Sources/Shelf/Shelf.swift",
                "class Shelf {\n    func refresh() { (self as? ShelfExtras)?.addExtras() }\n}\nprotocol ShelfExtras: Shelf { func addExtras() }\nextension Shelf: ShelfExtras { func addExtras() {} }"
            ),
            // A `private` conformer outside any platform branch: the file hides the one implementation of a seam others hold.
            RuleExample("Sources/Timing/Clock.swift", Self.privateClockSource),
            // Two apps linted in one run each declare their own internal `Syncing`: each has one implementation, not two.
            RuleExample(
                ExampleFile("Sources/NotesApp/Syncing.swift", "protocol Syncing { func sync() }\nfinal class NotesSync: Syncing { func sync() {} }\nstruct NotesScreen { let sync: any Syncing }"),
                ExampleFile("Sources/TasksApp/Syncing.swift", "protocol Syncing { func sync() }\nfinal class TasksSync: Syncing { func sync() {} }\nstruct TasksScreen { let sync: any Syncing }")
            ),
            // Deprecated, not obsoleted: no system version removes it, so it stays a seam to judge.
            RuleExample(
                "Sources/App/LegacyFormatStyle.swift",
                "import Foundation\n\n@available(*, deprecated, message: \"Use Foundation's FormatStyle.\")\nprotocol LegacyFormatStyle {\n    func format(_ value: Int64) -> String\n}\n\nfunc caption(_ bytes: Int64, style: LegacyFormatStyle) -> String { style.format(bytes) }\n\nextension ByteCountFormatter: LegacyFormatStyle {\n    func format(_ value: Int64) -> String { string(fromByteCount: value) }\n}"
            ),
        ] + strategylessTriggeringExamples + facetTriggeringExamples + seamTriggeringExamples,
        nonTriggering: [
            // A back-port of a framework API for older systems, obsoleted once the framework ships it.
            RuleExample(
                "Sources/App/LegacyFormatStyle.swift",
                "import Foundation\n\n@available(iOS, obsoleted: 15, message: \"Use Foundation's FormatStyle.\")\nprotocol LegacyFormatStyle {\n    func format(_ value: Int64) -> String\n}\n\nfunc caption(_ bytes: Int64, style: LegacyFormatStyle) -> String { style.format(bytes) }\n\nextension ByteCountFormatter: LegacyFormatStyle {\n    func format(_ value: Int64) -> String { string(fromByteCount: value) }\n}"
            ),
            // Objective-C code holds the delegate and calls back through it; Swift only adopts the protocol.
            RuleExample(
                "Sources/Engine/EngineEventsDelegate.swift",
                "@objc protocol EngineEventsDelegate {\n    func engineDidStart(withSessionId sessionId: String)\n    func engineDidStop(withSessionId sessionId: String)\n}\nfinal class EngineService: NSObject, EngineEventsDelegate {\n    func engineDidStart(withSessionId sessionId: String) {}\n    func engineDidStop(withSessionId sessionId: String) {}\n    func start() { EngineAdapter.setDelegate(self) }\n}"
            ),
            // The screen adopts `Uplink.Delegate`, a protocol of the same simple name nested in another type: nothing implements `Downlink.Delegate`.
            RuleExample(
                ExampleFile("Sources/Sync/Uplink.swift", Self.uplinkSource),
                ExampleFile("Sources/Sync/Downlink.swift", Self.downlinkSource),
                ExampleFile("Sources/Sync/SyncScreen.swift", "final class SyncScreen: Uplink.Delegate {\n    func uplinkDidSend(_ count: Int) {}\n}")
            ),
            // The injection container's factory protocols, one per consumer need: the composition root's interface, not a seam.
            RuleExample(
                ExampleFile(
                    "Sources/Till/AppContainer.swift",
                    "open class AppContainer {\n    public init() {}\n}\nprotocol TillFactory { func makeTill() -> Till }\nprotocol ScannerFactory { func makeScanner() -> Scanner }\nprotocol ReceiptFactory { func makeReceipt() -> Receipt }\nextension AppContainer: TillFactory { func makeTill() -> Till { Till() } }\nextension AppContainer: ScannerFactory { func makeScanner() -> Scanner { Scanner() } }\nextension AppContainer: ReceiptFactory { func makeReceipt() -> Receipt { Receipt() } }"
                ),
                ExampleFile("Sources/Till/CheckoutModel.swift", "final class CheckoutModel {\n    let tills: TillFactory\n    let scanners: ScannerFactory\n    let receipts: ReceiptFactory\n    init(tills: TillFactory, scanners: ScannerFactory, receipts: ReceiptFactory) {\n        (self.tills, self.scanners, self.receipts) = (tills, scanners, receipts)\n    }\n}")
            ),
            // A framework class's hook, adopted by that class through the app's extension: only that class can ever conform.
            RuleExample(
                ExampleFile("Sources/ShelfKit/Shelf.swift", "open class Shelf {\n    public func refresh() { (self as? ShelfExtras)?.addExtras() }\n}\npublic protocol ShelfExtras: Shelf { func addExtras() }"),
                ExampleFile("Sources/App/Shelf+Extras.swift", "import ShelfKit\nextension Shelf: ShelfExtras {\n    public func addExtras() {}\n}")
            ),
            // Slices named only by an alias composing them, the one class adopting them all: one decision, judged through the alias.
            RuleExample("Sources/Library/Shelf.swift", "protocol ShelfReading: AnyObject { func books() -> [String] }\nprotocol ShelfWriting: AnyObject { func add(_ book: String) }\nprotocol ShelfSorting: AnyObject { func sort() }\ntypealias FullShelf =\n    ShelfReading & ShelfWriting &\n    ShelfSorting\nfinal class LibraryShelf {}\nextension LibraryShelf: ShelfReading {\n    func books() -> [String] { [] }\n}\nextension LibraryShelf: ShelfWriting {\n    func add(_ book: String) {}\n}\nextension LibraryShelf: ShelfSorting {\n    func sort() {}\n}\nfinal class Catalog {\n    let shelf: any FullShelf\n    init(shelf: any FullShelf) { self.shelf = shelf }\n}"),
            // Two framework types of one last name, each written with its own path: two implementations.
            RuleExample(
                "Sources/Vault/SealingKey.swift",
                "protocol SealingKey { func seal(_ text: String) -> Data }\nprivate protocol StoredSealingKey: SealingKey { var label: String { get } }\nextension Chip.Box.Seal.Key: SealingKey {\n    func seal(_ text: String) -> Data { Data() }\n}\nextension Box.Seal.Key: StoredSealingKey {\n    var label: String { \"soft\" }\n    func seal(_ text: String) -> Data { Data() }\n}\nstruct Locker { let key: SealingKey }"
            ),
            // Builders nested in two modules the package imports, beside its own `Form.Builder`: two implementations, not the form's.
            RuleExample(
                ExampleFile("Sources/Editor/ModuleEditing.swift", "protocol ModuleEditing { func editor() -> String }\nstruct EditorScreen { let modules: [any ModuleEditing] }"),
                ExampleFile("Sources/Editor/Form.swift", "struct Form {\n    struct Builder { var fields: [String] = [] }\n}"),
                ExampleFile("Sources/Editor/RouteModule+Editing.swift", "extension RouteModule.Builder: ModuleEditing {\n    func editor() -> String { \"route\" }\n}"),
                ExampleFile("Sources/Editor/ProxyModule+Editing.swift", "extension ProxyModule.Builder: ModuleEditing {\n    func editor() -> String { \"proxy\" }\n}")
            ),
            // Written onto one framework view and reached only through a cast helper's metatype: it opens a value found at run time.
            RuleExample(
                ExampleFile("Sources/Inspect/SelectionReading.swift", "import SwiftUI\nprotocol SelectionReading {\n    func selection() -> AnyHashable?\n}\nextension Picker: SelectionReading {\n    func selection() -> AnyHashable? { try? Reflection.child(\"selection\", of: self) as? AnyHashable }\n}"),
                ExampleFile("Sources/Inspect/Reflection.swift", "enum Reflection {\n    static func child(_ label: String, of value: Any) throws -> Any { value }\n    static func cast<T>(_ value: Any, to type: T.Type) throws -> T {\n        guard let cast = value as? T else { throw ReflectionError.mismatch }\n        return cast\n    }\n}\nenum ReflectionError: Error { case mismatch }\nfunc selectedValue(of view: Any) -> AnyHashable? { (try? Reflection.cast(view, to: SelectionReading.self))?.selection() }")
            ),
            RuleExample(
                "Sources/Board/Gauge.swift",
                "protocol Gauge: AnyObject {\n    var onTap: (() -> Void)? { get set }\n    func settingsView() -> Panel\n}\nclass GaugeBase: Gauge {\n    var onTap: (() -> Void)?\n    func settingsView() -> Panel { Panel() }\n}\nfinal class DialGauge: GaugeBase {\n    override func settingsView() -> Panel { DialPanel() }\n}\nstruct Dashboard { let gauges: [any Gauge] }"
            ),
            // The base class lives in a shared module and the subclasses overriding the requirement in features importing it.
            RuleExample(
                ExampleFile("Sources/Presentation/Coordinating.swift", "public protocol Coordinating: AnyObject {\n    func start()\n}\nopen class BaseCoordinator: Coordinating {\n    public init() {}\n    open func start() {}\n}\npublic final class Launcher {\n    let root: Coordinating\n    public init(root: Coordinating) { self.root = root }\n}"),
                ExampleFile("Sources/UI/HomeCoordinator.swift", "import Presentation\nfinal class HomeCoordinator: BaseCoordinator {\n    override func start() { print(\"home\") }\n}")
            ),
            // Held through a generic parameter its `where` clause constrains: the screen is handed either subclass.
            RuleExample(
                ExampleFile("Sources/App/Onboarding.swift", "protocol Onboarding: AnyObject {\n    func refresh(hasAccount: Bool)\n}\nclass OnboardingBase: Onboarding {\n    func refresh(hasAccount: Bool) { fatalError(\"subclasses refresh\") }\n}\nfinal class GuidedOnboarding: OnboardingBase {\n    override func refresh(hasAccount: Bool) { step = hasAccount ? 2 : 1 }\n}\nfinal class QuickOnboarding: OnboardingBase {\n    override func refresh(hasAccount: Bool) { step = 3 }\n}"),
                ExampleFile("Sources/App/OnboardingScreen.swift", "struct OnboardingScreen<Model>: View where Model: Onboarding {\n    @ObservedObject var model: Model\n}")
            ),
            RuleExample(
                "Sources/UI/EntryField.swift",
                "@objc protocol EntryFieldDelegate: NSObjectProtocol {\n    @objc optional func entryFieldDidBegin(_ field: EntryField)\n    @objc optional func entryFieldShouldReturn(_ field: EntryField) -> Bool\n}\nfinal class EntryField: NSObject { weak var delegate: EntryFieldDelegate? }\nfinal class LoginScreen: NSObject, EntryFieldDelegate {\n    func entryFieldDidBegin(_ field: EntryField) {}\n}"
            ),
            RuleExample(
                ExampleFile(
                    "Sources/App/TicketPresenter.swift",
                    "protocol TicketViewProtocol: AnyObject {\n    func show(title: String)\n}\nfinal class TicketPresenter {\n    private weak var view: TicketViewProtocol?\n    init(view: TicketViewProtocol) { self.view = view }\n}"
                ),
                ExampleFile("Sources/App/TicketView.swift", "final class TicketView: UIViewController, TicketViewProtocol {\n    func show(title: String) {}\n}")
            ),
            RuleExample(
                "Sources/Store/Sorting.swift",
                "public protocol SortableRows {\n    func sorted(byKey key: String) -> Self\n}\nextension Rows: SortableRows {}\nextension Publisher where Output: SortableRows {\n    func sortedRows(by key: String) -> Self { self }\n}"
            ),
            RuleExample(
                "Sources/UI/Badge.swift",
                "@objc protocol BadgeContent {\n    var title: String? { get }\n    var icon: String? { get }\n    func isValid() -> Bool\n}\nfinal class BadgeView { var content: BadgeContent? }\nfinal class MemberBadge: NSObject, BadgeContent {\n    var title: String? { nil }\n    var icon: String? { nil }\n    func isValid() -> Bool { true }\n}"
            ),
            RuleExample(
                ExampleFile("Package.swift", Self.chatPackage(kitDependencies: ".target(name: \"ChatCore\")")),
                ExampleFile("Sources/ChatCore/Composer.swift", Self.composerSource),
                ExampleFile("Sources/ChatCore/ChatScreen.swift", Self.chatScreenSource),
                ExampleFile("Sources/ChatKit/Exports.swift", "@_exported import ChatCore")
            ),
            RuleExample(
                ExampleFile("Package.swift", Self.webPackage(products: ".library(name: \"Web\", targets: [\"Feature\"])")),
                ExampleFile("Sources/Feature/PageRenderer.swift", Self.rendererSource),
                ExampleFile("Sources/Server/main.swift", "import Feature\nstruct MarkdownRenderer: PageRenderer {\n    func render(_ page: String) -> String { page }\n}\nprint(Site(renderer: MarkdownRenderer()).renderer.render(\"/\"))")
            ),
            RuleExample(
                "Sources/Feature/Authenticator.swift",
                "protocol Authenticator { func authenticate() async -> Bool }\nprotocol TokenAuthenticator: Authenticator { func refresh() async }\nstruct PasswordAuthenticator: Authenticator { func authenticate() async -> Bool { true } }\nstruct OAuthAuthenticator: TokenAuthenticator {\n    func authenticate() async -> Bool { true }\n    func refresh() async {}\n}\nstruct KeyAuthenticator: TokenAuthenticator {\n    func authenticate() async -> Bool { false }\n    func refresh() async {}\n}\nstruct Gate { let authenticator: Authenticator }"
            ),
            RuleExample("Sources/Feature/Store.swift", "protocol Store { func load() }\nstruct MemoryStore: Store { func load() {} }\nstruct DiskStore: Store { func load() {} }\nstruct Loader { let store: Store }"),
            RuleExample("Sources/Feature/Store.swift", "protocol Store { func load() }\nstruct Loader { let store: Store }"),
            RuleExample(
                ExampleFile("Sources/Feature/Store.swift", "protocol Store { func load() }\nstruct Loader { let store: Store }"),
                ExampleFile("Tests/FeatureTests/Spy.swift", "final class Spy: Store { func load() {} }")
            ),
            RuleExample(
                "Sources/Feature/Column.swift",
                "protocol AnyColumn { mutating func next() -> Any? }\nstruct Column<Value>: AnyColumn {\n    var values: [Value]\n    mutating func next() -> Any? { values.popLast() }\n}\nstruct Reader { var column: AnyColumn }"
            ),
            // The eraser of a type generic through the type it is nested in (`Feed<Item>.Cursor`).
            RuleExample(
                "Sources/Feature/Cursor.swift",
                "protocol AnyCursor { func push(_ value: Any) }\nstruct Feed<Item> {\n    struct Cursor: AnyCursor {\n        func push(_ value: Any) {}\n    }\n}\nfinal class Reader { var cursor: (any AnyCursor)? }"
            ),
            RuleExample(
                "Sources/UI/ProfileTab.swift",
                "protocol ProfileTab: Identifiable, Hashable {\n    var id: String { get }\n    func makeContent(client: Client) -> Text\n}\nstruct PostsTab: ProfileTab {\n    var id: String { \"posts\" }\n    func makeContent(client: Client) -> Text { Text(id) }\n}\nstruct TabBar { let tabs: [any ProfileTab] }"
            ),
            RuleExample("Sources/Feature/Unwrap.swift", "private protocol OptionalProtocol { func unwrapped() -> Any? }\nextension Optional: OptionalProtocol { func unwrapped() -> Any? { self } }"),
            RuleExample(
                ExampleFile("Sources/Feature/Store.swift", "public protocol Store { func load() }\nstruct Loader { let store: Store }"),
                ExampleFile("Sources/TestSupport/StoreSpy.swift", "public final class StoreSpy: Store { public func load() {} }")
            ),
            RuleExample(
                ExampleFile(
                    "Sources/Import/Reader.swift",
                    "protocol Reader { func read(_ text: String) -> [String] }\nprotocol Describing { func describe() -> String }\nstruct Importer { let reader: Reader; let describing: Describing }"
                ),
                ExampleFile("Sources/Import/Lines.swift", "enum Lines {\n    final class Reader: Import.Reader { func read(_ text: String) -> [String] { [] } }\n}\nextension Lines.Reader: Describing { func describe() -> String { \"lines\" } }"),
                ExampleFile("Sources/Import/Words.swift", "enum Words {\n    final class Reader: Import.Reader { func read(_ text: String) -> [String] { [] } }\n}\nextension Words.Reader: Describing { func describe() -> String { \"words\" } }")
            ),
            RuleExample(
                ExampleFile("Sources/Kit/Panel.swift", "public protocol SettingsPanel { func load() }\npublic struct PanelWindow { public let panels: [any SettingsPanel] }"),
                ExampleFile("Sources/CPU/Settings.swift", "import Kit\nfinal class Settings: SettingsPanel { func load() {} }"),
                ExampleFile("Sources/GPU/Settings.swift", "import Kit\nfinal class Settings: SettingsPanel { func load() {} }")
            ),
            RuleExample(
                "Sources/UI/FeedScreen.swift",
                "protocol Titled { func updateTitle(_ title: String) }\nprotocol Reloading { func reload() }\nprotocol Screen: Titled, Reloading {}\nfinal class FeedViewController: UIViewController, Screen {\n    func updateTitle(_ title: String) {}\n    func reload() {}\n}"
            ),
            RuleExample(
                "Sources/UI/FontChanging.swift",
                "@MainActor @objc protocol FontChanging: AnyObject { func changeFont(_ sender: NSMenuItem) }\nfinal class Editor: NSObject, FontChanging { func changeFont(_ sender: NSMenuItem) {} }\nlet action = #selector((any FontChanging).changeFont)"
            ),
            RuleExample(
                ExampleFile("Sources/Forms/AnyField.swift", "protocol AnyField {\n    func reset(_ value: Any) -> Any\n}\nextension Field: AnyField {\n    func reset(_ value: Any) -> Any { value }\n}\nstruct Form { var fields: [AnyField] }"),
                ExampleFile("Sources/Forms/Field.swift", "struct Field<Value> {\n    var value: Value\n}")
            ),
            RuleExample(ExampleFile("Sources/Actions/Validating.swift", Self.validatingSource), ExampleFile("../App/Editor.swift", Self.appValidatingSource)),
            RuleExample(
                ExampleFile(
                    "Sources/Backup/BackupService.swift",
                    "@objc public protocol BackupService {\n    func startBackup(reply: @escaping (Bool) -> Void)\n}\nfinal class BackupAgent: NSObject, BackupService {\n    func startBackup(reply: @escaping (Bool) -> Void) { reply(true) }\n}"
                ),
                ExampleFile(
                    "../App/BackupListener.swift",
                    "import Backup\nfinal class BackupListener: NSObject, NSXPCListenerDelegate {\n    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection connection: NSXPCConnection) -> Bool {\n        connection.exportedInterface = NSXPCInterface(with: BackupService.self)\n        connection.exportedObject = BackupAgent()\n        return true\n    }\n}\nfunc backUp(_ service: BackupService) { service.startBackup { _ in } }"
                )
            ),
            RuleExample(
                ExampleFile("Sources/Actions/Action.swift", Self.actionSource + "\npublic struct BasicAction: Action {\n    public func perform() async {}\n}"),
                ExampleFile("../App/SaveAction.swift", Self.appActionSource)
            ),
            RuleExample(
                "Sources/App/Assembly.swift",
                "protocol Assembled {\n    init(container: Container)\n}\nprotocol ReportsAssembled: Assembled {}\nfinal class ReportsAssembly: ReportsAssembled {\n    init(container: Container) {}\n}\nfunc build<T: Assembled>(_ type: T.Type, in container: Container) -> T { T(container: container) }"
            ),
            RuleExample(
                "Sources/App/ScreenAssembly.swift",
                "protocol Assembled {\n    init(container: Container)\n}\nprotocol OrdersAssembled: Assembled {}\nenum Orders {\n    final class Assembled: OrdersAssembled {\n        init(container: Container) {}\n        func refresh() {}\n    }\n}"
            ),
            RuleExample(
                "Sources/Sync/SyncAgent.swift",
                "@objc protocol _SyncAgentService {\n    func syncNow(reply: @escaping (Bool) -> Void)\n}\nfinal class SyncAgent: NSObject, _SyncAgentService {\n    func syncNow(reply: @escaping (Bool) -> Void) { reply(true) }\n}\nfinal class SyncListener: NSObject, NSXPCListenerDelegate {\n    func listener(_ listener: NSXPCListener, shouldAcceptNewConnection connection: NSXPCConnection) -> Bool {\n        connection.exportedInterface = NSXPCInterface(with: (any _SyncAgentService).self)\n        connection.exportedObject = SyncAgent()\n        return true\n    }\n}\nfunc syncAll(_ agent: any _SyncAgentService) { agent.syncNow { _ in } }"
            ),
            RuleExample(
                "Sources/Sign/Signer.swift",
                "protocol Signer { func sign(_ text: String) -> String }\nprotocol SignerWithSession: Signer { var session: Session { get } }\nextension SignerWithSession {\n    func close() { session.close() }\n}\nstruct KeySigner: SignerWithSession {\n    let session: Session\n    func sign(_ text: String) -> String { text }\n}\nstruct PlainSigner: Signer { func sign(_ text: String) -> String { text } }\nstruct Uploader { let signer: Signer }"
            ),
            // A refinement adding only a property to a protocol with three implementations, named only in a cast: a capability probe.
            RuleExample(
                "Sources/Promo/Promotion.swift",
                "protocol Promotion { func badgeText() -> String }\nprotocol WebPromotion: Promotion { var link: URL? { get } }\nstruct SpringSale: Promotion { func badgeText() -> String { \"Spring\" } }\nstruct GemBonus: Promotion { func badgeText() -> String { \"Gems\" } }\nstruct SurveyPromotion: WebPromotion {\n    let link: URL?\n    func badgeText() -> String { \"Survey\" }\n}\nfinal class PromoScreen {\n    let current: Promotion\n    init(current: Promotion) { self.current = current }\n    func link() -> URL? { (current as? WebPromotion)?.link }\n}"
            ),
            // Five operations and a test double: too many for closures, and holding the store itself would remove the seam tests substitute.
            RuleExample(
                ExampleFile("Sources/Notes/NoteStore.swift", Self.noteStoreSource(operations: 5)),
                ExampleFile("Sources/Notes/DiskNoteStore.swift", Self.noteStoreConformer("final class DiskNoteStore", operations: 5)),
                ExampleFile("Tests/NotesTests/NoteStoreSpy.swift", Self.noteStoreConformer("final class NoteStoreSpy", operations: 5))
            ),
            // One protocol per `#if os(…)` branch, adopted by that branch's `private` type: one implementation by construction.
            RuleExample("Sources/Clipboard/ClipboardMirror.swift", Self.platformPasteboardSource),
            // One production conformer, through an extension, and a spy in the tests: a seam in use.
            RuleExample(
                ExampleFile("Sources/Feature/Store.swift", "protocol Store { func load() }\nstruct Loader { let store: Store }"),
                ExampleFile("Sources/Infrastructure/Disk.swift", "struct DiskStore {}\nextension DiskStore: Store { func load() {} }"),
                ExampleFile("Tests/FeatureTests/Spy.swift", "final class Spy: Store { func load() {} }")
            ),
            // A preview double in production code substitutes it too.
            RuleExample("Sources/Feature/Store.swift", "protocol Store { func load() }\nstruct DiskStore: Store { func load() {} }\nstruct PreviewStore: Store { func load() {} }\nstruct Loader { let store: Store }"),
            // Four operations and a test double: a seam in use (reported only under `reportSeamsWithDoubles`).
            RuleExample(
                ExampleFile("Sources/Notes/NoteStore.swift", Self.noteStoreSource(operations: 4)),
                ExampleFile("Sources/Notes/DiskNoteStore.swift", Self.noteStoreConformer("final class DiskNoteStore", operations: 4)),
                ExampleFile("Tests/NotesTests/NoteStoreSpy.swift", Self.noteStoreConformer("final class NoteStoreSpy", operations: 4))
            ),
            // The double in a test-support layer.
            RuleExample(
                ExampleFile("Sources/Feature/Store.swift", "public protocol Store { func load() }\nstruct Loader { let store: Store }"),
                ExampleFile("Sources/Infrastructure/Disk.swift", "struct DiskStore: Store { func load() {} }"),
                ExampleFile("Sources/TestSupport/StoreSpy.swift", "public final class StoreSpy: Store { public func load() {} }")
            ),
        ] + strategylessNonTriggeringExamples + facetNonTriggeringExamples + seamNonTriggeringExamples
    )

    /// Which type a conformer is: by its module (each of ten modules may declare its own `Settings`) and nested
    /// types by their path (`Colors.Parser` and `Fonts.Parser` are two). An
    /// extension of a package type (`extension Colors.Parser: P`, indexed as `Parser`) names the
    /// type declared with that name at the top level or in a single parent, and when several parents nest a
    /// type of that name, each extension is its own type, since a type cannot adopt a protocol twice. An extension
    /// of a type the package does not declare is known by the path it writes (`Kit.Signing.Key` and `Signing.Key`).
    private func identity(of conformer: IndexedType, in index: PackageIndex) -> String {
        guard conformer.kind == .extension else {
            return "\(conformer.module ?? "")." + (conformer.parent.map { "\($0).\(conformer.name)" } ?? conformer.name)
        }
        // `extension IPModule.Builder` names a type nested in an `IPModule`, not `MultipartForm.Builder` nor a top-level `Builder`.
        let written = conformer.qualifyingPath.flatMap { $0.split(separator: ".").last.map(String.init) }.flatMap { index.modules.contains($0) ? nil : $0 }
        let declared = index.declarations(named: conformer.name).filter { $0.kind != .protocol }
        if written == nil, let first = declared.first {
            // The extended type: its own module's, or the only module's that declares the name.
            let isAmbiguous = declared.contains { $0.module == conformer.module } || Set(declared.map(\.module)).count > 1
            return "\((isAmbiguous ? conformer.module : first.module) ?? "").\(conformer.name)"
        }
        let nested = index.nestedDeclarations(named: conformer.name).filter { written == nil || $0.parent == written }
        let parents = Set(nested.compactMap(\.parent))
        switch parents.count {
        // A type the package does not declare is told by the whole path written (`SecureEnclave.P256.Signing.PrivateKey`
        // and `P256.Signing.PrivateKey` are two framework types); its extensions under one spelling are one type.
        case 0: return conformer.qualifyingPath.map { "\($0).\(conformer.name)" } ?? conformer.name
        case 1: return "\(nested.first?.module ?? "").\(parents.first ?? "").\(conformer.name)"
        default: return "\(conformer.path):\(conformer.line)"
        }
    }

    /// `protocol SignerWithSession: Signer { var session: Session { get } }` with `extension SignerWithSession { func
    /// close() { session.close() } }`: a refinement requiring only properties (one at least) of package protocols that
    /// each have two implementations or more, whose extension in its module supplies members built on them. Its methods
    /// are the parent's, whose conformers are the strategies; the refinement mixes shared code into some of them, no
    /// second boundary to choose behind. One code names only in casts (`(promotion as? WebPromotion)?.url`) is a
    /// capability probed on those strategies, which no closure could replace. Without such an extension or cast (a per-screen `FlowCoordinatorType: Coordinator` adding
    /// a `delegate`), with a method of its own, or refining a protocol with a single implementation, it is still judged.
    private func addsPropertiesToStrategy(
        _ type: TypeDecl, module: String?, _ index: PackageIndex, _ isImplementation: (IndexedType) -> Bool
    ) -> Bool {
        let requirements = type.members.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        // Shared code built on the properties, or a probe: `(promotion as? WebPromotion)?.url`, the only way code names it.
        guard !requirements.isEmpty, requirements.allSatisfy({ $0.kind == .variable }),
              !index.extensionMembers(of: type.name, in: module).isEmpty || index.isCheckedFor(type.name) && !index.isUsedAsType(type.name)
        else { return false }
        let parents = type.inheritance.map(\.name).filter { name in
            let declared = index.declarations(named: name).filter { $0.kind != .extension }
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .protocol }
        }
        return !parents.isEmpty && parents.allSatisfy { parent in
            Set(index.conformersThroughRefinements(of: parent).filter(isImplementation).map { identity(of: $0, in: index) }).count > 1
        }
    }

    /// `class GaugeBase: Gauge` whose production subclasses override a requirement (`override func settingsView()` of
    /// `DialGauge`, in its module or one importing it): the one conformer is a base class, and the subclasses replacing the
    /// requirement are the strategies.
    /// Subclasses that override none of the requirements still share the one implementation, and a protocol no code
    /// names as a type chooses nothing: callers hold the base class, which selects between its subclasses itself.
    private func hasOverridingSubclasses(_ type: TypeDecl, _ conformers: [IndexedType], _ index: PackageIndex) -> Bool {
        let requirements = Set(type.members.filter { $0.kind == .function && !$0.modifiers.contains("static") }.map(\.name))
        guard !requirements.isEmpty, let base = conformers.first, base.kind == .class, !base.modifiers.contains("final"),
              index.isUsedAsType(type.name) || index.isHeldAsProperty(type.name) else { return false }
        return index.conformers(of: base.name).contains { subclass in
            // In the base's module or in a feature module built on it (`final class HomeCoordinator: BaseCoordinator`).
            subclass.kind == .class && !subclass.isTest
                && (subclass.module == base.module || base.module.map { index.imports(of: subclass.module ?? "").contains($0) } == true)
                && !index.members(of: subclass.name, in: subclass.module).isDisjoint(with: requirements)
        }
    }

    /// `public protocol ShelfExtras: Shelf` whose one conformer is `Shelf` itself (or a subclass), through an extension in
    /// another module: a hook letting the app extend a framework class it cannot subclass, found by `self as? ShelfExtras`.
    /// Only that class can ever conform, so there is no second strategy to wait for.
    private func extendsOneClass(_ type: TypeDecl, module: String?, _ conformers: [IndexedType], _ index: PackageIndex) -> Bool {
        let classes = type.inheritance.map(\.name).filter { name in index.declarations(named: name).contains { $0.kind == .class } }
        return !classes.isEmpty && !conformers.isEmpty && conformers.allSatisfy { conformer in
            conformer.kind == .extension && conformer.module != module
                && classes.contains { conformer.name == $0 || index.inherits(conformer.name, from: $0) }
        }
    }

    /// `extension Results: SortableResults {}` used only in `where Value: SortableResults`: every conformer is a
    /// type the package does not declare, and code states the protocol as a constraint (or casts to it) but never
    /// names it as the type of a value it holds or receives.
    private func constrainsFrameworkTypes(_ name: String, _ conformers: [IndexedType], _ index: PackageIndex) -> Bool {
        conformers.allSatisfy { $0.kind == .extension && index.declarations(named: $0.name).isEmpty && index.nestedDeclarations(named: $0.name).isEmpty }
            && index.isCheckedFor(name) && !index.isUsedAsType(name)
    }

    /// A protocol of read-only values (`var title: String? { get }`, no closures) whose methods are all queries without
    /// parameters (`func isValid() -> Bool`), fewer than its properties: the shape of the data a view renders, not a
    /// collaborator (whose settable callbacks, `var onClick: (() -> Void)? { get set }`, are hooks).
    private func isDataShape(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard let methods = Self.queryCandidates(type) else { return false }
        let properties = type.members.filter { $0.kind == .variable && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        let readOnly = properties.allSatisfy { property in
            guard property.propertyType?.isFunction != true, let start = TokenLookup.position(line: property.line, column: property.column, in: tokens),
                  let accessors = tokens[start...].prefix(24).firstIndex(where: { $0.kind == .punctuation && $0.text == "{" }) else { return false }
            return !tokens[accessors...].prefix(6).prefix(while: { $0.text != "}" }).contains { $0.text == "set" }
        }
        return readOnly && methods.allSatisfy { method in
            guard let start = TokenLookup.position(line: method.line, column: method.column, in: tokens),
                  let opening = tokens[start...].prefix(8).firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }),
                  opening + 1 < tokens.count else { return false }
            return tokens[opening + 1].kind == .punctuation && tokens[opening + 1].text == ")"
        }
    }

    /// The shape of a value: a protocol only structs and enums adopt, requiring at least three properties per method, none
    /// a closure, and methods that are synchronous and return a value or are `mutating` (`var cursor: Int { get set }` beside
    /// `func attributedText(for host: TextHost) -> NSAttributedString`, `mutating func clearHint()`): the fields of one value
    /// a module that cannot see the struct reads and edits, with no strategy a closure could stand for. A class conformer, a
    /// struct keeping its fields in storage through a property wrapper (a settings persistor), or fewer fields per method
    /// (`var locale` beside `func format(_:)`, a configured strategy), keeps it judged.
    private func isValueShape(_ type: TypeDecl, _ conformers: [IndexedType], _ index: PackageIndex) -> Bool {
        let instance = type.members.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        let methods = instance.filter { $0.kind == .function }
        let properties = instance.filter { $0.kind == .variable }
        guard !methods.isEmpty, properties.count >= 3 * methods.count, instance.allSatisfy({ $0.kind == .function || $0.kind == .variable }),
              properties.allSatisfy({ $0.propertyType?.isFunction != true }),
              methods.allSatisfy({ !$0.isAsync && ($0.declaresResult || $0.modifiers.contains("mutating")) }), !conformers.isEmpty else { return false }
        return conformers.allSatisfy { conformer in
            // `@UserDefaultsWrapper(key: .theme) var theme`: a struct whose fields live in storage is a store, not a value.
            guard !index.propertyAttributes(of: conformer.name).keys.contains(where: { $0.first?.isUppercase == true && $0 != "MainActor" }) else { return false }
            if conformer.kind == .struct || conformer.kind == .enum { return true }
            guard conformer.kind == .extension else { return false }
            let declared = index.declarations(named: conformer.name).filter { $0.kind != .extension }
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum }
        }
    }

    /// The instance methods of a protocol with more property requirements than methods, when each declares a result
    /// and is synchronous; `nil` for any other protocol.
    private static func queryCandidates(_ type: TypeDecl) -> [MemberDecl]? {
        let instance = type.members.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        let methods = instance.filter { $0.kind == .function }
        let properties = instance.filter { $0.kind == .variable }
        guard !methods.isEmpty, properties.count > methods.count, instance.allSatisfy({ $0.kind == .function || $0.kind == .variable }),
              methods.allSatisfy({ $0.declaresResult && !$0.isAsync }) else { return nil }
        return methods
    }

    /// An `@objc` protocol whose every requirement is a target-action method (`func changeFont(_ sender: Any?)`, no
    /// result) and that no type holds: it spells a selector (`#selector((any FontChanging).changeFont)`) the
    /// responder chain dispatches to whoever answers; nothing is injected, so no closure can replace it.
    private func isActionSpelling(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard type.attributes.contains("objc"), !index.isHeldAsProperty(type.name) else { return false }
        let requirements = type.members.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        return !requirements.isEmpty && requirements.allSatisfy { member in
            guard member.kind == .function, !member.declaresResult, !member.isAsync,
                  let start = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
            return FunctionParameters.names(declaredAt: start, in: tokens).names == ["sender"]
        }
    }

    /// An `@objc` protocol no Swift code names as a type or holds, only adopts: its one caller is Objective-C code that
    /// keeps `id<EngineEventsDelegate>` and calls back through it, an interop contract the bridge dictates, not a seam.
    private func isForeignCallback(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.attributes.contains("objc") && !index.isUsedAsType(type.name) && !index.isHeldAsProperty(type.name)
    }

    /// `@available(iOS, obsoleted: 15, message: "use Foundation's FormatStyle") protocol LegacyFormatStyle`: a back-port of a
    /// framework API for older systems, gone once the deployment target passes that version. Its shape is the framework's,
    /// mirrored until the file is deleted, not a strategy the team chose. Read only for a protocol carrying `@available`.
    private func isObsoletedBackport(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard type.attributes.contains("available"), let position = TokenLookup.position(line: type.line, column: type.column, in: tokens) else { return false }
        var offset = position - 1
        // Back through the declaration's own attributes, up to the previous declaration's closing brace.
        while offset >= 0, position - offset <= 40, tokens[offset].text != "}" {
            if tokens[offset].text == "obsoleted", offset + 1 < tokens.count, tokens[offset + 1].text == ":" { return true }
            offset -= 1
        }
        return false
    }

    /// Tokens tell a query without parameters (`func isValid() -> Bool`) in a protocol of properties, and the
    /// target-action methods of an `@objc` protocol, and a cast to a capability probed in its file; the text, the `#if`
    /// branches of a file's own abstraction over platforms and Sourcery's annotation asking for a protocol's double.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        !file.isTestCode && (file.model.types.contains { $0.kind == .protocol && (Self.queryCandidates($0) != nil || $0.attributes.contains("objc")
            || $0.attributes.contains("available") || $0.declaresAssociatedType
            || StrategylessProtocols.mayBeProbedCapability($0, context.index)) }
            || FileLocalPlatformProtocols.mayDeclare(in: file.model) || file.model.hasSourceryAnnotations)
    }

    /// The requirements a composition root would pass as closures: instance methods and properties a conformer must provide.
    private static func requirementCount(_ type: TypeDecl) -> Int {
        type.members.count { ($0.kind == .function || $0.kind == .variable) && !$0.modifiers.contains("static") && !$0.modifiers.contains("optional") }
    }

    /// The requirements a protocol takes from the package protocols it refines, directly or not (`protocol StorePurchasing:
    /// Purchasing where Product == StoreProduct {}` requiring nothing of its own): its conformer provides them too, and a
    /// composition root would pass each as a closure. Initializers say how conformers are built, not what they do.
    private static func inheritedRequirementCount(_ type: TypeDecl, module: String?, _ index: PackageIndex) -> Int {
        var seen: Set<String> = [type.name]
        var pending = type.inheritance.map(\.name)
        var names: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            let declared = index.declarations(named: next).filter { $0.kind == .protocol }
            guard let parent = declared.first(where: { $0.module == module }) ?? declared.first else { continue }
            names.formUnion(index.protocolMembers(of: next, in: parent.module).subtracting(["init"]))
            pending.append(contentsOf: parent.inheritance)
        }
        // A requirement the protocol restates (`func finish() async throws` in both) is one requirement.
        return names.subtracting(type.members.map(\.name)).count
    }

    /// Words in the name of an attached macro or marker protocol, or a Sourcery annotation, that generates a protocol's double
    /// at build time (as `protocol-without-test-double`'s `doubleGeneratorMarkers`).
    private static let doubleGeneratorMarkers = ["Mock", "Spy", "Stub", "Fake"]

    /// `@Spyable protocol LedgerRepository`, `@Mockable`, `protocol LedgerRepository: AutoMockable` or `// sourcery: AutoMockable`
    /// right above it: its double is generated at build time (`LedgerRepositorySpy`), so no linted file declares it, yet tests
    /// substitute it like a hand-written one. Asked only of a protocol otherwise reported for its many requirements.
    private static func hasGeneratedDouble(_ type: TypeDecl, _ file: LintFile) -> Bool {
        (type.attributes + type.inheritance.map(\.name)).contains { word in doubleGeneratorMarkers.contains { NameSearch.contains($0, in: word) } }
            || file.model.hasSourceryAnnotations
                && GeneratorAnnotations.keys(above: type.line, in: file.source).contains { key in doubleGeneratorMarkers.contains(where: key.contains) }
    }

    /// From this many requirements on, closures are no simpler than the conformer, and the advice is to hold it itself:
    /// only where holding it is possible and removes no seam tests substitute (see `check`).
    private static let closureLimit = 5

    /// `protocol MeshDiagnosing: AnyObject`, cast to (`mesh as? MeshDiagnosing`), adopted by the one production conformer and
    /// by a test double that both also adopt another package protocol used as a type (`Transport`): an optional capability of
    /// that abstraction, probed on its values. A closure cannot be probed for, and the double shows tests substitute it.
    private func isProbedFacet(_ type: TypeDecl, implementation: String, doubles: [IndexedType], _ index: PackageIndex) -> Bool {
        guard !doubles.isEmpty, type.inheritance.allSatisfy({ $0.name == "AnyObject" }), index.isCastTo(type.name) else { return false }
        let parents = index.supertypes(of: implementation).subtracting([type.name])
        return doubles.contains { double in
            index.supertypes(of: double.name).intersection(parents).contains { parent in
                index.isUsedAsType(parent) && index.declarations(named: parent).contains { $0.kind == .protocol }
            }
        }
    }

    /// Every implementation lives in a module depending on the protocol's own (the app's player screen adopting the player
    /// framework's delegate, or an app linted with its local package): the protocol's module cannot import the conformer
    /// without a cycle, so the protocol is the dependency inversion and holding the conformer is no option.
    private func isInvertedDependency(module: String?, _ conformers: [IndexedType], _ index: PackageIndex) -> Bool {
        guard let module else { return false }
        return conformers.allSatisfy { conformer in conformer.module.map { $0 != module && index.importCloses(from: module, to: $0) } ?? false }
    }

    /// A feature interface's screen factory (`protocol BasketScreenFactory { associatedtype Screen: View; func makeScreen(…) ->
    /// Screen }`) whose conformers all live in modules depending on the protocol's: the interface module sibling features
    /// import instead of the feature itself, a boundary of the build graph. No closure returns the conformer's own view type
    /// without erasing it, and holding the conformer would import the feature. A service protocol beside its implementation,
    /// or a factory returning a concrete view, stays judged.
    private func isFeatureViewFactory(_ type: TypeDecl, module: String?, _ conformers: [IndexedType], _ tokens: [Token], _ index: PackageIndex) -> Bool {
        !conformers.isEmpty && AssociatedViewFactories.makesOnlyAssociatedViews(type, tokens) && isInvertedDependency(module: module, conformers, index)
    }

    /// The public delegate of a `ui` module's control (`public protocol ColorWheelDelegate: AnyObject` of a design system)
    /// whose every implementation is in the module's own demo or example app (its storybook's `ColorWheelDemoController`,
    /// a target named after the module or kept beside its sources, `ChipKit/Demo` next to `ChipKit/Sources`): the control's
    /// API, shown in use by its showcase, whose real implementers are the screens using the control; no production strategy
    /// is chosen here. Another feature's demo app adopting it is one program using it, and a protocol held as a collaborator
    /// (`let exporter: any Exporter`) of another layer stays judged.
    private func isControlDelegateShownOnlyByDemos(_ type: TypeDecl, module: String?, _ implementations: [IndexedType], _ context: RuleContext) -> Bool {
        guard type.modifiers.contains(where: { $0 == "public" || $0 == "open" }), !implementations.isEmpty,
              type.inheritance.contains(where: { ["AnyObject", "NSObjectProtocol", "class"].contains($0.name) }),
              let module, context.layer(ofModule: module)?.kind == "ui",
              let home = context.index.package.target(named: module)?.directory else { return false }
        // A module kept as `<Module>/Sources` (a Tuist project's layout) has its own folder, the demo's beside it; `Sources/<Module>`
        // shares `Sources` with every target.
        let components = home.split(separator: "/")
        let parent = components.last == "Sources" ? components.dropLast() : []
        return implementations.allSatisfy { implementation in
            guard VendedLibrary.isInExampleApp(implementation, context), let demo = implementation.module,
                  let folder = context.index.package.target(named: demo)?.directory else { return false }
            return demo.hasPrefix(module) || !parent.isEmpty && folder.split(separator: "/").starts(with: parent)
        }
    }

    /// Every requirement is `@objc optional` and no package protocol is refined: a conformer may implement none of them
    /// (a control's delegate of optional callbacks), so there is nothing a strategy must provide.
    private func requiresNothing(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        !type.members.isEmpty && type.members.allSatisfy { $0.modifiers.contains("optional") }
            && !type.inheritance.contains { inherited in index.declarations(named: inherited.name).contains { $0.kind == .protocol } }
    }

    /// `protocol AmountStepActions: WizardActions` beside `protocol ConfirmStepActions: WizardActions`: a protocol two or more
    /// of the package's protocols refine is the shared root of segregated roles, each refinement inheriting its requirements.
    /// No closure can stand in for what a protocol inherits, so it is judged through its refinements. Asked last, of a
    /// protocol otherwise reported.
    private func isSharedRoot(_ name: String, _ context: RuleContext) -> Bool {
        var refinements = Set<String>()
        for conformer in context.index.conformers(of: name) where conformer.kind == .protocol && !context.isTestCode(conformer) {
            refinements.insert(conformer.name)
            if refinements.count > 1 { return true }
        }
        return false
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // Most files declare no protocol: they are done before the helpers read the index.
        guard !file.isTestCode, file.model.types.contains(where: { $0.kind == .protocol }) else { return [] }
        // A demo app's own protocols (`CartUIExampleApp` under `Example/`) ship in no product: not the team's boundaries.
        if VendedLibrary.isExampleAppModule(file.module, context) { return [] }
        let reportsSeams = context.flag("reportSeamsWithDoubles")
        let ignored = context.stringSet("ignoredProtocols")
        let ignoredSuffixes = context.strings("ignoredSuffixes")
        let doubles = TestDoubles(markers: context.strings("doubleNameMarkers"))
        let boundaries = BoundaryProtocols(index: context.index, capabilitySuffixes: context.strings("capabilitySuffixes"))
        let clients = ClientConformers(index: context.index)
        let strategyless = StrategylessProtocols(index: context.index)
        let checksPublic = context.flag("checkPublicProtocols")
            && (context.flag("checkVendedProtocols") || file.module.map(context.index.package.vendedModules.contains) != true)
        return file.model.types.compactMap { type in
            guard type.kind == .protocol, !ignored.contains(type.name), !ignoredSuffixes.contains(where: { type.name.hasSuffix($0) }), checksPublic || !type.modifiers.contains(where: { $0 == "public" || $0 == "open" }),
                  boundaries.isBoundary(type, module: file.module, requiringUse: false) else { return nil }
            // A local function rather than a closure stored in a constant, which would copy `context`.
            func isImplementation(_ conformer: IndexedType) -> Bool { !context.isTestCode(conformer) && !doubles.isDouble(conformer) && conformer.kind != .protocol }
            // `RelayLink.Delegate` and `SyncEngine.Delegate` are two protocols: a conformer counts for the one it adopts.
            let nesting = ProtocolNesting(of: type, in: file.model)
            let (conformers, clientConformers) = (context.index.conformersThroughRefinements(of: type.name, declaredIn: file.module, nesting: nesting).filter(isImplementation), clients.conformers(of: type.name, module: file.module).filter(isImplementation))
            // A local package linted both as a package and as a user of another one is seen twice: its conformers count once.
            let users = clientConformers.filter { user in !conformers.contains { $0.name == user.name && ($0.path.hasSuffix(user.path) || user.path.hasSuffix($0.path)) } }
            let implementations = Set(conformers.map { identity(of: $0, in: context.index) } + users.map { "client:" + identity(of: $0, in: context.index.clients ?? context.index) })
            guard implementations.count == 1, let only = (conformers + clientConformers).first?.name, !constrainsFrameworkTypes(type.name, conformers, context.index),
                  !FrameworkCapabilities.isReachedOnlyByCasts(type, module: file.module, context.index),
                  !isDataShape(type, file.tokens), !isValueShape(type, conformers + users, context.index), !CompositeSlices.isSliceOfComposite(type.name, context, throughAliases: true), !isActionSpelling(type, file.tokens, context.index),
                  !isForeignCallback(type, context.index), !isObsoletedBackport(type, file.tokens),
                  !clients.isAdoptedOnlyByScreens(type.name, module: file.module), !NonSeamProtocols(index: context.index).isRuntimeInterface(type),
                  !NonSeamProtocols(index: context.index).requiresOnlyInitializers(type), !requiresNothing(type, context.index),
                  !addsPropertiesToStrategy(type, module: file.module, context.index, isImplementation),
                  !hasOverridingSubclasses(type, conformers, context.index),
                  !ContainerFactoryProtocols.isContainerFactory(type, conformers: conformers, context.index),
                  !extendsOneClass(type, module: file.module, conformers + users, context.index),
                  !PresenterViewPorts(index: context.index).isViewPort(type, in: file.model, implementations: conformers + users),
                  !FileLocalPlatformProtocols.isFileLocal(type, in: file, context.index),
                  !ErrorFamilies.isAdoptedOnlyByErrors(type.name, context.index), !strategyless.isProbedCapability(type),
                  !isFeatureViewFactory(type, module: file.module, conformers, file.tokens, context.index),
                  !isControlDelegateShownOnlyByDemos(type, module: file.module, conformers + users, context),
                  !(conformers.allSatisfy { $0.path == file.path } && file.model.selfFacetNames.contains(type.name)) else { return nil }
            let doubles = context.index.conformersThroughRefinements(of: type.name, nesting: nesting).filter { $0.kind != .protocol && !isImplementation($0) }
            // A library a dependency manager checked into the app (`Pods/…`) is its authors' API, extension points for the
            // app, not the team's strategies; asked last, of a protocol otherwise reported.
            guard !isProbedFacet(type, implementation: only, doubles: doubles, context.index), !ThirdPartyCheckouts.contains(file.path),
                  !isSharedRoot(type.name, context) else { return nil }
            // A double tests (or previews, or a mock build) substitute makes the protocol a seam in use, the test double
            // checklist point 3 asks of every boundary: a second implementation of a kind, unless the strict reading is asked for.
            let generated = Self.hasGeneratedDouble(type, file)
            guard reportsSeams || doubles.isEmpty && !generated else { return nil }
            // Five requirements or more are more closures than a careful team composes: the advice is the concrete type, unless
            // a test double substitutes the protocol or the conformer's module depends on the protocol's. Fewer are closures,
            // unless a requirement is generic (`func load<T: Decodable>(…)`), which no closure can be.
            let requirements = Self.requirementCount(type) + Self.inheritedRequirementCount(type, module: file.module, context.index)
            if requirements >= Self.closureLimit {
                guard doubles.isEmpty, !generated, !isInvertedDependency(module: file.module, conformers, context.index) else { return nil }
            } else if type.members.contains(where: { $0.isGeneric && !$0.modifiers.contains("static") }) {
                return nil
            }
            let advice = requirements >= Self.closureLimit
                ? "hold '\(only)' itself until a second strategy exists (\(requirements) requirements are too many to compose as closures)"
                : "compose a closure in the composition root until a second strategy exists"
            // With no double, protocol-without-test-double asks for one: name both ways out, so the two findings agree. A generated
            // double is one (that rule is silent).
            let seam = doubles.isEmpty && !generated ? ", or keep it as a seam and give tests a double of it" : ""
            // With one, say it was seen and why it does not count, so a reader holding a mock is not left puzzled.
            let seen = doubles.map(\.name).min().map { " (its test double '\($0)' is no second strategy, and a closure is as easy to substitute in tests)" }
                ?? (generated ? " (its generated test double is no second strategy, and a closure is as easy to substitute in tests)" : "")
            return Violation(line: type.line, column: type.column, message: "protocol '\(type.name)' has one implementation ('\(only)'); \(advice)\(seam)\(seen)")
        }
    }
}
