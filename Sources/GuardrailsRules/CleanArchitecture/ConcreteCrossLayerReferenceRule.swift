import GuardrailsCore

/// Layers talk through boundaries: naming another layer's class, actor or infrastructure type couples to it.
public struct ConcreteCrossLayerReferenceRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "concrete-cross-layer-reference",
        summary: "Never name a class or actor declared in another layer's module, nor any infrastructure type outside the composition root.",
        rationale: """
        Guardrails "define a boundary at every layer transition" and "do not create concrete types inside \
        feature modules": a concrete reference across layers fixes the implementation, so it cannot be \
        replaced by a test double or a second strategy. Value types of inner layers are data, not behavior, and \
        stay allowed; infrastructure of any kind is created only in the composition root. An infrastructure module's plain \
        data (a struct or enum adopting only value protocols, one saying it is compared, ordered, coded, identified or described as \
        text, or a copy-on-write struct adopting only value protocols whose instance stored properties are all `private` and \
        typed as a `private` or `fileprivate` `final` class nested in it declaring only data, `private var box: Storage` behind computed \
        properties, or an enum with a raw type, or one whose cases carry no payloads (`enum ResetMode { case soft, hard }`, no conformance \
        written, no function but `private` helpers returning a value), `Equatable` and `Hashable` by synthesis, or an option enum adopting nothing beyond value \
        protocols whose cases carry only standard, framework or package values (structs, enums, value classes; `Keys.Material` \
        judged as the nested type), none a closure, package class, actor or protocol, and whose declarations have no function but \
        `private` helpers returning a value, computed properties aside, an error too (`enum GatewayFailure: Error { case offline, failed(Error) }` \
        with `static func from(status:)` and a message: the failure an adapter throws through the domain's seams, as a closure \
        client's does, which doubles throw too; an error enum holding a collaborator or acting, and an error struct adopting \
        no more than the error and description protocols, stay reported): the `Payee` a transfer client \
        takes, a record an API decodes, a device path written as a string literal, a `Comparable` locator enum, `enum MetadataKey: \
        String`, `enum CipherMode { case plain; case sealed(inner: Keys.Material); var isSealed: Bool { … } }` (a caseless enum \
        is a namespace, not data); either enum may also declare functions returning a value, none `async`, when its body reaches \
        no I/O and names no package type but structs, enums and value classes and no framework type but Foundation's formatters \
        and coders (`enum Chain { case main, custom(id: Int); func explorerPath(for hash: String) -> String }`: queries of its cases; \
        a `FileManager`, a package class, actor or protocol keeps it reported); its conformances are those of its qualified name, so `Cache.Entry` is not judged by another module's `Persona.Entry` nor by a library protocol another module adopts for it after the fact (`extension Tariff: ExpressibleByArgument`) and a \
        raw type passes on none of the package's `extension String: …`; a raw-value enum, which stores nothing that could hold a \
        collaborator, may also adopt a framework's protocols naming no role (not `…Delegate`, `…DataSource`, `…Observer`, \
        `…Listener`, `…Handler`, nor an `…Error`): `enum ParcelStage: String, PersistableEnum`, though not a protocol of the package, \
        a seam it fulfils; any such value may adopt a protocol of the package requiring nothing but associated types, \
        `extension Ledger: RowBacked { typealias Row = LedgerRow }` of `protocol RowBacked { associatedtype Row }`, which links it to \
        its stored record and asks no behaviour of it (an empty marker protocol in its declaration, or one also requiring a member, gives it a role); \
        one saying it is data may also adopt a package protocol no class or actor adopts (a class named as a double, `ShelfMock`, aside) asking only for properties, or also for \
        functions returning a value its own extensions all implement (`extension Payout: Keyed {}` of `protocol Keyed { var id: \
        String { get } }`): it names the value's fields (a function a conformer must write is a role), and the standard collection \
        protocols when it reaches no I/O (`struct HeaderList: Hashable, Collection`), \
        and any struct or enum, with or without a value protocol, may adopt one inheriting nothing but `Sendable` whose requirements \
        are all parameterless, non-`async` instance functions returning a value and named as conversions, `to…` or `as…`, or of any \
        name in a protocol named `…Convertible` (`func prompt() -> [Message]` of `PromptConvertible`) \
        (`struct DeviceContext: ReportContext` of `protocol ReportContext { func toPayload() -> [String: String] }`, a payload \
        handed to an injected reporter): it asks for another form of the data, as `Encodable` does (`func now() -> Date`, or a \
        conversion beside an action, `func submit()`, is a seam); any of them may adopt, only through extensions in its module \
        declaring nothing but `static` functions returning a value, a protocol the package does not declare naming no role or \
        error (`extension CargoID: Sampleable { static func sampleDefault() -> Self { .zero() } }`, a test-fake library's): \
        that asks nothing of an instance (an instance member in such an extension gives it a role); one saying it is data may \
        likewise adopt, only through extensions in its module adding no instance action, a library's protocol naming no role or \
        a package protocol requiring and refining nothing that no class or actor adopts (`extension Shelf: FetchableRecord, \
        PersistableRecord {}`, GRDB's record protocols, beside `extension Shelf: TableRecord { static let databaseTableName = … }`): \
        they say how a store keeps the record, not a behaviour a double stands in for; so is a struct adopting no \
        protocol at all (`Sendable` aside) that declares only stored properties and initializers (and computed properties naming no type but standard values, `Regex` and \
        itself: `var maxID: String? { … Regex(…) … }` read off a stored `rawLink`), storing standard and framework \
        values (`Encodable` included) and package structs and enums, or arrays and dictionaries of them (`[ItemRecord]?`, `[String: String]`; \
        `[any Transport]` holds services), a configuration or request with no conformance written \
        (`struct ClientSettings { let region: Region; let key: String }`; `func send()` or a stored collaborator keeps it \
        reported); so is the module's persistence record class, a SwiftData `@Model`, an `NSManagedObject` or Realm \
        `Object` subclass mapped into a feature's model, `init(_ record: ParcelRecord)`) is not reported by default: judged code splits evenly between a feature tied to that module's \
        data shapes and one sharing its vocabulary, and no test double stands in for data. Option `reportDataValues` reports it, \
        asking to map it into a type the inner layer owns where the adapter hands it over (DTOs mapped at the boundary); \
        its static functions go with it, as pure factories (`Balance.from(json)`) cannot be told from ones doing work. Outside \
        infrastructure, an error class storing nothing, adopting only `Error`, `LocalizedError`, `CustomNSError` and `Sendable`, with \
        only initializers and no action (`class OfflineError: LocalizedError { init() {} }`), counts as a value type: `error is \
        OfflineError` names a failure, as an error struct would. A class that is a \
        value in all but keyword counts as one: `final`, `Hashable` or `Equatable`, no stored `var`, and no \
        superclass of the package (a generated catalogue `final class Icons: Hashable { let name: String; \
        static let add = Icons(name: "add") }` is a class only to compile faster), and so does a `final` `NSObject` subclass \
        storing only `let`s that overrides both `isEqual(_:)` and `hash` (an identifier `NSObject` compares by value), and a record a \
        persistence framework fetches (a SwiftData `@Model` class, an `NSManagedObject` or Realm `Object` subclass): the data a \
        store hands out, a class because the framework says so. So does a library's generic future, a generic class named `…Promise`, \
        `…Future` or `Promised…` of no package superclass storing its callbacks and result but no protocol, actor, session or store \
        (`func connect() -> ReplyPromise<Message>`): the result type its asynchronous calls hand back, which no composition root creates. So \
        does a synchronized cell, a `final` class adopting only standard protocols whose instance stored properties, all `private`, are \
        one lock (`NSLock`, `os_unfair_lock`, a pthread mutex, a `DispatchQueue` or semaphore) and the one value it guards, or a lock \
        holding that value (`Mutex<State>`), with no `static` or `async` member and a body naming no other type (`final class \
        SessionStateBox { private let lock = NSLock(); private var current: SessionState }` behind get/set, `Atomic<Value>` with \
        `mutate { }`), its value a standard value, a generic parameter or the package's structs, enums and value classes: shared data \
        the writer and the reader hold, not a collaborator (one guarding a package class, a protocol or a framework object is judged \
        as any class). So does an observable holder of plain state (`@Observable`, \
        `ObservableObject`) whose body names no type but standard values, itself (a tree node's `[OutlineNode]` children), its own nested types and generic parameters (an `@Observable` list state, a \
        loading state run by closures its owner passes, a progress republishing an `AnyPublisher<Double, Never>` its owner passes), or a file-level `private` or `fileprivate` struct or enum of its file that is such a \
        value itself (an error presenter holding a `private struct PendingAlert { let message: String }`): it reaches nothing a test would replace. So does a holder of \
        values, `final` or not, an `@objcMembers` `NSObject` or not: no package superclass or subclass, no stored instance \
        `var`, only `let`s of standard, framework (`UIColor`, `UIFont`, `Font`) or package values, or nothing stored and only \
        computed getters, no function but `private` helpers returning a value, adopting only value and package protocols \
        (a palette `class Palette: NSObject { let accent: UIColor }`, a font catalogue, `class NightPalette { static var \
        uiKit = Palette(…) }`): design tokens, nothing a test double or second strategy stands in for. One adopting `Equatable`, \
        `Hashable`, `Comparable`, `Codable`, `Encodable` or `Decodable` may also store `var`s of such values and declare `==`, `<` and `hash(into:)`: a record compared or coded by what \
        it stores (`class ShelfLocation { var aisle: String; var shelf: String }` with a parsing initializer, computed properties \
        and a hand-written `==`); adopting nothing but value protocols and reaching no I/O, it may also declare methods computing \
        from its fields and arguments, a data class `final` or not (`class SeatSpan: Codable, Comparable` with `func overlaps(_:) -> Bool`, \
        `static func merged(_:) -> [SeatSpan]` and a `private` helper widening itself); without that conformance a class of `var`s others may set is state shared by identity (`final class \
        SettingsStore { var values: [String: Int] }`; a `var` only the class sets, `public private(set) var record: SignInRecord`, \
        and a `Set<AnyCancellable>` subscription bag leave a signed-in session's record data), and a `lazy` or closure-typed `var`, a method returning nothing that is not `private`, or a body naming \
        a collaborator (`SeatPrinter().text(for:)`), keeps it reported. In any \
        layer, a caseless enum or never-instantiated class or struct holding only `static` constants of standard and framework values, \
        and `static` functions returning a value whose bodies name no type but standard values and the app's `Bundle` (its build \
        constants: `Bundle.main.infoDictionary` for the version), is read, not created \
        (`enum CipherConstants { static let zeroVector = Data(count: 16) }`, `final class ReceiptKeys { static let total = "total"; \
        static func payload(total: Int) -> [String: Any] }`; one reading `UserDefaults` does I/O), and, read through a `static` member, a \
        namespace of only `static` functions returning a value over the package's structs and enums and Foundation's formatters \
        and coders (`BudgetMath.rest(goal:spent:)`, a never-created `FareMapper.map(dto:)` building a `NumberFormatter`, \
        or a class of them, `TextCompare.same(a, b)`, which stores nothing and is never created: nothing to inject) \
        or a generated string table's nested enum calling its outer namespace's `private` lookup (`Texts.Menu.title`): they \
        compute over values; in an infrastructure layer, so is a struct only its own \
        code creates (every initializer `private`) storing only `let`s of standard or framework values (`TextStyle.caption.font` of \
        `struct TextStyle { let font: Font; let color: Color }`: presets, design tokens); so, in any layer, is a \
        `static let` of a standard value a class publishes (`Repository.bridgeID` of `static let bridgeID = UUID(…)!`, or a \
        literal's inferred type, `static let everyScope = ""` in an extension), or a \
        `static var` typed as one whose body names no other type (`static var imports: URL { URL.documentsDirectory…}`): the \
        reference reads a constant, creates and holds nothing. So is a component library's settable `static var` typed by a \
        protocol of the package, read through its class (`Stylebook.active.heading` of `public static var active: Stylebook = \
        HarborStylebook()` in a `componentLayerKinds` layer, a design system's theme): a slot the composition root or a test \
        assigns, so the reader depends on the protocol (a `let`, a `private(set)` slot or one typed by the class, creating or \
        keeping the class, and another layer's slot, `MealRepository.default` picking the live repository as `Client.live` \
        does, stay reported). Nor does naming a caseless, memberless enum that adopts \
        nothing (`enum Version2 { }` in `Scope<Version2>`): a phantom type tag, only ever a generic argument. So is a closure adapter, in any layer, infrastructure included: a class \
        whose first inherited name is `NSObject` or a package protocol (only the first can be a superclass, so any later one is a \
        protocol, a framework's as well: `NSObject, URLSessionTaskDelegate`), whose instance stored properties are all closures and \
        whose body names no type but standard values beyond its members' signatures, up to each body's `{` however many lines \
        the parameters span (`final class ObserverBlock: Observer { let onUpdate: (State) -> Void }` forwarding \
        `didUpdate(_:)` to it): creating one wraps the caller's own closure as a conformance and reaches no I/O of its own. So is a response record an API \
        decodes, an `NSObject` for Objective-C (`class Fare: NSObject, Decodable` with `let`s or `var`s filled \
        after decoding, `lazy` memos and queries of its own fields, adopting, on the class or its extensions in its module, only \
        value protocols and the package's own, none named for a role such as `…Delegate`, subclassed by no package class, \
        storing no closure, object handle or platform I/O object and reaching no network): the data the API hands out, in an \
        infrastructure layer as well, where it counts as that layer's plain data (option `reportDataValues`). So is a static catalogue: a class never instantiated \
        that declares only `static let`s, adopts only `NSObject` and value protocols, and names no package class, actor or \
        protocol (`class Strings: NSObject { static let ok = localized("ok") }`); a `static var` computed by a network call \
        does work and stays reported. `Store.Level` names the type nested in the \
        class, and that type is judged instead, and named in the message, however deep (`Remote.API.Lists.AddQuery` names \
        the query, not the namespace enum). Subclassing another layer's base class (`final class ReceiptsModel: ScreenModel<…>`, \
        a screen built on a UI module's view-model skeleton) creates and holds nothing a composition root could own, so the \
        superclass in the clause is not a finding; an infrastructure base class is, unless it is `open` and reaches no I/O (stores \
        no session, store handle, defaults or library object, sends no request): its published extension point (`final class \
        HistoryActions: ActionsRouter<HistoryScript>`); holding or creating it stays reported. Declarations in \
        layers of the kinds in `sharedLayerKinds` may be named anywhere: a class in the domain is an entity \
        (`domain-value-types` reports its declaration once) and `support` layers hold shared tooling. Files \
        in `exemptLayerKinds` (the composition root, tooling) and tests compose concrete types by design \
        (option `checkTests`), and infrastructure builds on other infrastructure it may import (an adapter \
        layer naming a networking layer's request type): both sit in the outer ring. So does a class or actor, not observable, storing the \
        platform I/O object it drives (`let session: URLSession`, an `NSManagedObjectContext` or `NSFetchedResultsController`) \
        in a module configured as a feature: an adapter, whose code (its extensions in other files too) may name the infrastructure it adapts. A name the referring \
        module declares itself, nested in a type or not, means that declaration, not another module's type \
        of the same name, and a name means only a type the file can see: one of a module it imports (or one \
        that module re-exports) that is `public`, `open` or `package` there (any, under `\(ForbiddenSpellings.testableImport)`); an \
        internal class of a module the file does not import is not what `Scanner(string:)` calls (for modules \
        known to be compiled apart: a manifest's targets, modules some file imports; folders configured as \
        targets that nothing imports may be layers of one app target, and a name such folders declare in two or more \
        modules the file imports none of is a per-target variant, the file's own target's in each build). The views, \
        controls, windows and view controllers of a component library (a layer of a kind in \
        `componentLayerKinds`, default `ui`; a class whose superclass chain reaches a platform UI class such as \
        `NSStackView`, `UIControl`, `UIBarButtonItem` or `UIViewController`) may be named by the screens built on it: they are \
        composed, not substituted, and no test double or second strategy stands in for a chart view. So are its \
        platform adapter objects: an `NSObject` subclass adopting a UIKit or AppKit source or delegate protocol \
        (`final class ShareableImage: NSObject, UIActivityItemSource` with only `let`s, a `UITableViewDataSource`), \
        the object a platform control asks for its content, an `NSObject` only because the framework requires one (an \
        `NSObject` subclass is not a value class by itself: `NSObject` gives it equality by identity). So is its \
        components' observable state: an `ObservableObject` or `@Observable` class of no package superclass whose stored \
        properties hold only standard and framework values, closures, Combine and SwiftUI state (`NavigationPath`, `Binding`, \
        `AnyCancellable`), its nested types, the package's structs and enums, classes built from closures, the platform views \
        it watches (`weak var scrollView: UIScrollView?`), the library's own views and view controllers it drives and values of \
        its generic parameters, which the screen picks: a navigation stack's `FlowPath`, a picker's `PickerSetup<Option>` \
        of options and callbacks, a pager's `PagerHandle<Feed>` keeping its `PagerController` (used as a `ScrollViewProxy` is), \
        which the screen owns and hands to the library's views. The library's services (a settings \
        store, an observable keeping a `static let shared` of itself, persisting `@AppStorage` settings, driving an `AVPlayer` or \
        storing a protocol or another class) are still reported. Tests may name the spies and fixtures of test-support layers: that is what those \
        modules are for. Previews (`#Preview { … }`, a `PreviewProvider`, file-level `preview…` sample data) and the \
        stand-ins in a `Mocks` or `Preview Content` folder or a namespace named as one (`enum PreviewSamples` of `static` members only), or a type whose name starts with a double marker that is \
        file-private (a preview's own host view, `private struct PreviewHost: View`) or subclasses a package class (`class \
        PreviewShelfModel: LiveShelfModel` filling the live model with preview sources; a public `PreviewCard` view stays checked) compose concrete types for a canvas, as the \
        composition root does for the app, and so does the stand-in a type offers for them (`LoggerStore.mock`, \
        `Store.preview`: a member named like a double, `doubleNameMarkers`' defaults), read or declared: the body of a `static` member one of \
        whose words is such a marker (`static let forPreviews: AppContext = { … }()`, `static func mockStore()`) builds that \
        stand-in, and an extension declaring nothing else (`extension Store { static var forPreviews: Store { … } }`) is \
        preview code, its header included (a dependency key's `previewValue` is judged with the key, below); a debug-only branch of \
        production code (`#if DEBUG`, a developer override) still couples to what it names and is checked. A library's \
        add-on products build on the published API of its core product: a module a `.library` product vends (one of \
        its targets or a target they depend on) may name \
        the `public` and `open` classes of another vended module (an image-view extension \
        taking the core's `public final class ImagePipeline`), as a library has no composition root of its own and \
        its users compose both, whatever layer the core is configured in (`checkVendedAPI`; a local package of an app vends nothing, as for \
        `single-implementation-protocol`); a class or actor adopting a protocol of the package, named inside a type that is not \
        `public` or `open` (judged by the outermost one: an internal responder storing the core's `KeyStore: KeyStoring`), is \
        the library's hidden wiring past an existing seam and stays reported, \
        while its value types stay allowed; a package building a program of its own (an executable target, a \
        target of a `composition` layer other than a test target, as integration tests listed there ship nothing; a \
        benchmark or performance harness, named with one of `benchmarkTargetWords` or \
        depending on a `Benchmark` product, or an example app, a word of `exampleTargetWords` in its name or folder, is none) has one, so there an infrastructure module's classes (a tool's template engine) stay \
        reported; a global instance it reaches is still `shared-instance-access`'s finding. A DI \
        framework's component (a subclass of one of `compositionBaseTypes`, Needle's `Component<…>` by default) is \
        composition code in whatever module it sits: its members build the concrete types behind protocol-typed \
        properties (`var scoreStream: ScoreStream { shared { ScoreStreamImpl() } }`). A team whose `Component` is a \
        UI base class empties the option, or marks the modules holding its DI components as a composition layer. So is a \
        module's assembly, a type named with one of `compositionTypeSuffixes` (`struct CoreAssembly`) whose members only build, \
        return or cache instances (initializers, `let`s, computed or `lazy` properties, functions returning a value): a member \
        returning nothing does work of its own, and the type is checked. So is a screen's builder, named with one of \
        `builderTypeSuffixes` (default `Builder` and `Factory`: `enum ProfileBuilder { static func build() -> UIViewController { … } }`, \
        `struct ProfileSceneFactory { func make() -> UIViewController { … } }`), \
        when beyond that test every function and computed property returns a view or view controller (`UIViewController`, \
        `some View`) or a class, protocol or view of the package: the screen's composition root; one returning a framework \
        value (`-> NSUserActivity`, a `URLRequest`, a `String`) builds data and is checked. So is a type's factory file, \
        `Exporter+Factory.swift` (after the `+`, a suffix of either option), declaring only extensions of that type adopting \
        nothing whose members are all initializers (`convenience init?() { self.init(converter: PageConverter()) }`): the \
        type's assembly, handing its designated initializer the collaborators it builds, header included. So is a Factory registration, a \
        type or extension whose members only build, return or cache instances, one of them at least typed `Factory<…>` or `ParameterFactory<…>` \
        (`extension Container { var weighing: Factory<Weighing> { self { ParcelScale() } } }`): the module's assembly. So is a \
        factory registration with a DI container, a call named `register` whose first argument is a metatype, with its \
        arguments and trailing closure (`container.register(Pantry.self) { r in DiskPantry(sync: r.resolve(PantrySync.self)!) }`, \
        Swinject's, Resolver's and a hand-written container's shape), in whatever type or function it sits; a `register` call \
        handing over an instance, and the holder's other code, are checked. So is a \
        swift-argument-parser command's parameterless `run()` (a type adopting `ParsableCommand` or `AsyncParsableCommand`, \
        directly or through a package protocol refining one: `func run() throws { let writer = SheetWriter(path: output) … }`): \
        the entry point of one invocation, as `@main` is the program's, building what it needs from the options it parsed; the \
        command's other members are checked. In \
        the same way, the `static liveValue` of a dependency key (a type adopting one of `dependencyKeyProtocols`, \
        `DependencyKey` by default: `extension TokenClient: DependencyKey { static let liveValue = … KeychainStore() … }`) \
        builds the live implementation the dependency library hands the app: that member is composition code, and so is a \
        file-private function only the key's value members call, `liveValue` among them (`static let liveValue = makeClient(with: .live)`) (the \
        key's other members, a `testValue` or `previewValue`, are checked). The codebase's injection container (a class named as one, `…Dependencies`, `…Container`, \
        `…Resolver` or `…Environment`, exposing three services or more (internal ones too when it declares no instance function), creatable by its \
        users, keeping no `static` instance of itself, adopting only protocols or an alias composing them: \
        `func send(using dependencies: AppDependencies)`) is how services reach every function, and tests pass one holding their \
        doubles, so naming it is the injection itself; a locator reached as `AppEnvironment.shared` stays reported. A settings \
        object a file only reads is an option bag the composition root fills, not a service: a class outside infrastructure, \
        two or more of whose properties carry a property wrapper of the package (`@Setting var targets`), that the file names only as the type of parameters and stored properties, never builds, and only reads fields of or \
        hands on (`let settings: ScanSettings` read as `settings.targets`); calling its method or assigning a field \
        (`settings.save(to:)`, `settings.skipBuild = true`) keeps it reported. A method of an adapter \
        witnessing a requirement (same name and labels) of a package protocol declared in another module names in its signature \
        what the requirement names (`func record(for courier: Courier, count: Int) -> Bool` of `ParcelLog`): the protocol chose \
        those types, so they are not reported there; its body is checked. A retroactive conformance \
        (`extension FeedPresenter: RetryHandling {}`) names the type it adapts to a protocol without creating or \
        holding it, so its header is not a finding; its members are checked like any code. The default value of a \
        parameter typed as a package protocol or a closure, of a `public`, `open` or `package` function or initializer \
        (`public init(runner: CommandRunning = ShellRunner())`), is not a finding: the dependency is the protocol and every \
        caller may pass its own; a parameter typed as the concrete type, an internal function's default and a type built \
        in a body are. Neither is the initial value of a `public`, `open` or `package` stored `var` typed as a closure \
        (`public var makeIcon: (String) -> Image? = { IconRenderer.shared.icon(for: $0) }`): callers assign their own, while a \
        `let`, a narrowed setter or an internal property stays reported. Nor is the signature of an `override` method, \
        initializer or subscript (`override func send(_ part: RequestPart, context: InterceptorContext)` in a subclass of a \
        library's interceptor): the superclass chose those types, as a protocol requirement chooses a witness's; its body is \
        checked. A struct of client closures (adopting only standard protocols such as `Sendable`; two instance \
        stored closures or more, not `private`, outnumbering its other stored properties, none built in place, or one closure alone: `struct \
        PhotoSaver { var save: (URL) async throws -> Void; let status: Status }`) \
        held or filled by the caller is a dependency on closures; reading its `PhotoSaver.live` outside the composition \
        root still picks the live implementation and is reported. A struct adopting nothing but `Sendable` that stores only \
        protocols of the package (`struct TrackerClient { var adapter: TrackerAdapting }`) is a box of those seams, held as a client \
        of closures is, and a struct or \
        enum nested in a client of closures (`TrackerClient.Event`, what its closures deliver) is a value of its interface. A \
        log level called on an enum named as a logger (`AppLog.debug("…")`, `…Log`, `…Logger`, `…Logging`) writes to the \
        process's log, as `os_log` does, and is not reported; its other statics are. The error such a client throws, a struct or enum adopting \
        `Error` or `LocalizedError` anywhere in the client's module, in its file, nested in it or nested in the live implementation \
        in another file (`catch is PhotoSaverError`, `catch PhotoLibrary.SaveError.denied`: doubles throw it too), is part of that \
        interface and not reported either (an error class or actor is judged as any class); the implementation it is nested in still is (`let library: PhotoLibrary`). A holder of values may resolve its colors from a \
        `Bundle` or trait collection in its initializers (`init(bundle: Bundle, traitCollection: UITraitCollection?)`, \
        `Bundle.main` in a convenience `init()`): inputs it keeps nothing of. A SwiftUI view's property carrying an \
        observation wrapper (`observationWrappers`: `@EnvironmentObject var library: Library`, `@StateObject`, \
        `@Environment(Library.self)`; `@State` holding an `@Observable` class, iOS 17's `@StateObject`, while that is listed, directly \
        or through the view's own `typealias Model = CartModel` (one building its value, `= .init()`, stays reported); a property wrapper the package declares over one of them, \
        `@propertyWrapper struct Injected<Object: ObservableObject> { @ObservedObject var object: Object }`) names another \
        layer's observable class because the wrapper accepts nothing else; \
        the composition root injects it, so it is not reported, unless the class is infrastructure; nor is the same object \
        where it travels to such a property: a view initializer's parameter filling it, a view's plain property only handed \
        to child views or the environment (`StatusRow(tunnel: tunnel)`, `.environmentObject(tunnel)`; one the view never uses \
        or calls itself could be a protocol and stays reported), a requirement of a protocol only views adopt, a parameter \
        of a `private` or `fileprivate` helper in the file of a view holding it so, and the metatype keying a lookup whose \
        result such a property keeps (`@ObservedObject var model: NoteModel = locator.resolve(NoteModel.self)!`, or `model = \
        locator.resolve(NoteModel.self)!` in the view's initializer, `_model = StateObject(wrappedValue: …)` too): it names the \
        same class, and the locator is `service-locator`'s concern (a value built in place, `= NoteModel(…)`, stays reported). \
        A property witnessing a requirement of a package protocol declared in another module (`var payload: PayloadShape { … }` \
        of `var payload: PayloadShape { get }`) spells the type the protocol chose, as a method witness does; one building a \
        class on its line (`var wire: Wire { Wire() }`) stays reported. A screen of one component layer (a kind of \
        `componentLayerKinds`) may also name the UI plumbing of another that is no view: a class, not observable, declared in \
        a file importing UIKit, SwiftUI, AppKit or Cocoa or wrapping a library's object (storing only objects no file declares), adopting and subclassing \
        nothing of the package, and reaching no I/O in any declaration of it (no session, store handle, key-value store, file \
        system, keychain or program, no `@AppStorage`): a toast presenter, an orientation observer, a keyboard-height tracker, \
        composed with the library's views, which no team injects; an image fetcher sending requests or a class behind the \
        library's own protocol stays reported, and so does a class holding a shared instance of itself (`static let shared = \
        ShelfEvents()`, an event bus every screen reaches: global state, not plumbing). An enum reported (infrastructure's, not plain data) is to stay inside the \
        adapter, which the message says rather than asking the composition root to create it. \
        Nor are these, which a screen or feature composes rather than injects: a SwiftUI view type of another layer (a struct \
        or enum adopting `View`, `ViewModifier`, `Shape` or a SwiftUI style or representable protocol: `Hairline()`, \
        `.modifier(CardBackground())`), whose misplacement in infrastructure `ui-framework-import` and `layer-dependency` \
        report at its declaration; a double by name (`Mock…`, `Stub…`, `Fake…`, `Noop…`, `Null…`, `Dummy…`, `Spy…`) as the \
        `static defaultValue` of a SwiftUI `EnvironmentKey` or `PreferenceKey`, the fallback SwiftUI requires while the app \
        injects the live object with `.environment(…)` (a live class there stays reported); an infrastructure struct storing \
        nothing whose instance functions all take an argument and return a value, none `async`, `throws` or `mutating`, \
        adopting only value protocols, extended with no action, reaching no I/O and naming no type but standard values, the \
        package's structs, enums and value classes and Foundation's converters and errors \
        (`FaultTranslator().translate(fault)`, a pure function with a name; one answering from a package class's shared \
        instance, one taking nothing, `func weigh() -> Double`, or one storing a field stays reported); a struct of stored \
        values whose fields include arrays and dictionaries of such values (`let headers: [String: String]`, `let query: \
        [URLQueryItem]?`), counted as the plain data above; and a component library's UI plumbing keeping a shared instance of \
        itself when it stores only standard values and names no broadcast channel (`NotificationCenter`, a subject or relay): \
        a toast presenter, whose `shared` is `shared-instance-access`'s finding (an event bus storing its relays stays \
        reported).
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("sharedLayerKinds", .strings(["domain", "support"]), "Layer kinds whose classes any layer may name."),
            RuleOption("exemptLayerKinds", .strings(["composition", "support"]), "Layer kinds whose files compose concrete types."),
            RuleOption(
                "compositionBaseTypes", .strings(["Component", "NonCoreComponent", "PluginizedComponent"]),
                "Base classes of a DI framework's components (Needle's), whose subclasses compose concrete types wherever they sit."
            ),
            RuleOption(
                "dependencyKeyProtocols", .strings(["DependencyKey"]),
                "Protocols of a dependency library's keys, whose `static liveValue` builds the live implementation (the composition root spread over keys)."
            ),
            RuleOption("checkTests", .bool(false), "Also check test targets (they compose their subject)."),
            RuleOption(
                "reportDataValues", .bool(false),
                "Also report an infrastructure module's plain data values (structs and enums adopting only value protocols, copy-on-write structs, structs of stored values adopting nothing), asking to map them into a type of the inner layer at the boundary."
            ),
            RuleOption(
                "compositionTypeSuffixes", .strings(["Assembly"]),
                "How a team names its composition types (`CoreAssembly`): one whose members only build and return instances composes concrete types wherever it sits; `[]` checks them."
            ),
            RuleOption(
                "builderTypeSuffixes", .strings(ScreenBuilders.defaultSuffixes),
                "How a team names a screen's builder (`ProfileBuilder`, `ProfileSceneFactory`): one whose members only build and return instances, its functions and computed properties all returning a view, view controller, or class or protocol of the package, composes that screen; `[]` checks them."
            ),
            RuleOption(
                "observationWrappers", .strings(["EnvironmentObject", "ObservedObject", "StateObject", "Bindable", "Environment"]),
                "Property wrappers that take only a concrete observable class: the type of a property carrying one is not reported unless it is infrastructure."
            ),
            RuleOption("componentLayerKinds", .strings(["ui"]), "Layer kinds whose views, controls, view controllers and observable component state any layer may name (a component library)."),
            RuleOption(
                "checkVendedAPI", .bool(false),
                "Also check a `.library` product's module naming the `public` or `open` classes of another module a `.library` product vends (outside an app project; infrastructure is checked anyway in a package with an executable target or a composition layer)."
            ),
            VendedLibrary.benchmarkWordsOption,
            VendedLibrary.exampleWordsOption,
        ],
        triggering: triggeringExamples + ConcreteCrossLayerReferenceRuleRelayExamples.triggering + ConcreteCrossLayerReferenceRuleRequestExamples.triggering
            + ConcreteCrossLayerReferenceRuleComponentExamples.triggering + ConcreteCrossLayerReferenceRuleStaticExamples.triggering
            + ConcreteCrossLayerReferenceRuleCompositionExamples.triggering + ConcreteCrossLayerReferenceRuleCollectionExamples.triggering,
        nonTriggering: nonTriggeringExamples + ConcreteCrossLayerReferenceRuleRelayExamples.nonTriggering
            + ConcreteCrossLayerReferenceRuleRequestExamples.nonTriggering + ConcreteCrossLayerReferenceRuleComponentExamples.nonTriggering
            + ConcreteCrossLayerReferenceRuleStaticExamples.nonTriggering + ConcreteCrossLayerReferenceRuleCompositionExamples.nonTriggering
            + ConcreteCrossLayerReferenceRuleCollectionExamples.nonTriggering
    )

    /// Tokens tell preview code apart; only a file with a finding to drop needs them.
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        !TestDoubleCode.isInDoublesFolder(file.path) && !findings(file, context).violations.isEmpty
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        // Previews and the stand-ins beside them compose concrete types for a canvas, as the composition root does for the app.
        guard !TestDoubleCode.isInDoublesFolder(file.path) else { return [] }
        let (found, observed, inBuilders, witnesses, relays, aliased, lookups) = findings(file, context)
        guard !found.isEmpty else { return [] }
        var relayed = relays.isEmpty ? nil : ObservedObjectRelays(file, context.index, wrappers: context.stringSet("observationWrappers"))
        var screenBuilders: [String: Bool] = [:]
        // A debug-only branch of production code (a developer override) still couples to what it names.
        let previews = PreviewCode.mask(file.tokens, types: file.model.types, includingDebugBranches: false)
        let keys = Set(context.strings("dependencyKeyProtocols"))
        let liveValues = liveValueRanges(file, keys: keys, context.index)
        let standIns = standInRanges(file, keys: keys, context.index)
        let registrations = FactoryRegistrations.ranges(in: file.tokens)
        let commandRuns = CommandRunBodies.ranges(file, context.index)
        var readOnly: [String: Bool] = [:]
        return found.filter { violation in
            guard let position = TokenLookup.position(line: violation.line, column: violation.column, in: file.tokens) else { return true }
            let at = Position(line: Int32(violation.line), column: Int32(violation.column))
            // A wrapped property's value looked up by the same class's metatype (`= locator.resolve(NoteModel.self)!`) names no
            // other type; the locator is `service-locator`'s concern.
            if observed.contains(at), !hasInitialValue(after: position, in: file.tokens)
                || ObservedLookupKeys.initialValueLooksUp(annotatedAt: position, in: file.tokens) {
                return false
            }
            // `model = locator.resolve(NoteModel.self)!` in the view's initializer: the key of what the wrapped property keeps.
            if let properties = lookups[at], ObservedLookupKeys.fills(properties, keyAt: position, in: file.tokens) { return false }
            // `typealias Model = CartModel<Service>` in a view holding `@State var model: Model`: the wrapped property's type,
            // unless that property builds its value (`@State var model: Model = .init()`).
            if let candidates = aliased[at], let alias = ObservationWrappers.aliasName(before: position, in: file.tokens),
               candidates.contains(where: { candidate in
                   candidate.name == alias
                       && TokenLookup.position(line: candidate.line, column: candidate.column, in: file.tokens).map { !hasInitialValue(after: $0, in: file.tokens) } == true
               }) {
                return false
            }
            // The same observed object where it travels to that property: a view's initializer, a plain property it only
            // hands to child views, a requirement of a protocol only views adopt, a private helper of the view's file.
            if let reference = relays[at], relayed?.isRelayed(reference, at: position) == true { return false }
            // A screen's builder (`ProfileBuilder`) handing back only screens and the package's objects is that screen's composition root.
            if let builder = inBuilders[at] {
                let composes = screenBuilders[builder] ?? ScreenBuilders.returnsOnlyScreens(builder, in: file, context.index)
                screenBuilders[builder] = composes
                if composes { return false }
            }
            if let witness = witnesses[at], ProtocolWitnessSignatures.witnesses(witness, in: file.tokens) { return false }
            // A settings object the file only reads (`let settings: ToolSettings`, `settings.targets`) is an option bag, not a service.
            if ReadOnlySettingsObjects.isOnlyRead(at: position, in: file.tokens, context, known: &readOnly) { return false }
            return !previews[position] && !liveValues.contains { $0.contains(position) } && !standIns.contains { $0.contains(position) }
                && !registrations.contains { $0.contains(position) }
                && !commandRuns.contains { $0.contains(position) }
                && !InjectedParameterDefault.contains(position, in: file.tokens, context.index)
                && !ReplaceableClosureDefault.contains(position, line: violation.line, in: file)
                && !EnvironmentKeyDoubleDefault.contains(position, line: violation.line, in: file)
        }
    }

    /// The token ranges of `static` members named as a stand-in for previews (`static let forPreviews: AppContext = { … }()`,
    /// `static var mock: Store`, `static func preview()`: a word of the name is a double marker, `TestDoubles.defaultMarkers`,
    /// or its plural): the sample a type offers the canvas, built as the composition root builds the app. A dependency
    /// key's members (`previewValue`) stay checked, as the rationale says. From the member to the next member or nested
    /// type, or the type's end.
    private func standInRanges(_ file: LintFile, keys: Set<String>, _ index: PackageIndex) -> [Range<Int>] {
        let tokens = file.tokens
        let types = file.model.types
        return types.indices.flatMap { typeIndex -> [Range<Int>] in
            let type = types[typeIndex]
            // `enum PreviewSamples { static let inbox = Inbox(…) }`: a namespace named as a stand-in offers samples only, nested helpers included.
            if isStandInNamespace(type), !type.inheritance.contains(where: { keys.contains($0.name) }),
               let typeStart = TokenLookup.position(line: type.line, column: type.column, in: tokens),
               let typeEnd = TokenLookup.bodyEnd(from: typeStart, in: tokens) {
                return [typeStart..<(typeEnd + 1)]
            }
            // `private struct PreviewHost: View` holding a canvas's bindings, `class PreviewShelfModel: LiveShelfModel` filling
            // its superclass with stand-ins: a type named as a stand-in builds a canvas's sample, as a `#Preview` does.
            if isStandInType(type, index),
               let typeStart = TokenLookup.position(line: type.line, column: type.column, in: tokens),
               let typeEnd = TokenLookup.bodyEnd(from: typeStart, in: tokens) {
                return [typeStart..<(typeEnd + 1)]
            }
            guard type.members.contains(where: isStandInMember),
                  !type.inheritance.contains(where: { keys.contains($0.name) }), index.supertypes(of: type.name).isDisjoint(with: keys),
                  let typeStart = TokenLookup.position(line: type.line, column: type.column, in: tokens),
                  let typeEnd = TokenLookup.bodyEnd(from: typeStart, in: tokens) else { return [] }
            let nested = types.filter { $0.parent == typeIndex }.map { (line: $0.line, column: $0.column) }
            let starts = (type.members.map { (line: $0.line, column: $0.column) } + nested)
                .compactMap { TokenLookup.position(line: $0.line, column: $0.column, in: tokens) }.sorted()
            // An extension offering only stand-ins (`extension Store { static var forPreviews: Store { … } }`) is preview code, header included.
            if type.kind == .extension, type.members.allSatisfy(isStandInMember), nested.isEmpty { return [typeStart..<(typeEnd + 1)] }
            return type.members.compactMap { member -> Range<Int>? in
                guard isStandInMember(member), let start = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return nil }
                return start..<(starts.first { $0 > start } ?? typeEnd)
            }
        }
    }

    /// A caseless enum, struct or class (not an extension) declaring only `static` members, one at least, whose name has a
    /// double marker word (`PreviewHelper`, `MockData`): sample data for a canvas, as a `Preview Content` folder holds.
    private func isStandInNamespace(_ type: TypeDecl) -> Bool {
        guard type.kind == .enum || type.kind == .struct || type.kind == .class, !type.members.isEmpty,
              type.members.allSatisfy({ $0.modifiers.contains("static") || $0.modifiers.contains("class") }) else { return false }
        return hasMarkerWord(type.name)
    }

    /// A class, struct or enum whose name starts with a double marker (`PreviewHost`, `MockInbox`) and that is file-private or
    /// a subclass of a package class: a preview's own wrapper, or a stand-in overriding the live class it replaces on a
    /// canvas. A public type merely starting with the word (`PreviewCard`, a card showing a preview) is not one.
    private func isStandInType(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let name = type.name.filter { $0 != "`" }
        let first = (name.prefix(1) + name.dropFirst().prefix { !$0.isUppercase }).lowercased()
        guard type.kind == .class || type.kind == .struct || type.kind == .enum,
              TestDoubles.defaultMarkers.contains(where: { first == $0.lowercased() || first == $0.lowercased() + "s" }) else { return false }
        if type.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) { return true }
        guard type.kind == .class, let superclass = type.inheritance.first?.name else { return false }
        return index.declarations(named: superclass).contains { $0.kind == .class && !$0.isTest }
    }

    /// A `static` or `class` member one of whose camel-case words is a double marker or its plural (`forPreviews`, `mockStore`).
    private func isStandInMember(_ member: MemberDecl) -> Bool {
        guard member.modifiers.contains("static") || member.modifiers.contains("class") else { return false }
        return hasMarkerWord(member.name)
    }

    /// One of the name's camel-case words is a double marker (`TestDoubles.defaultMarkers`) or its plural.
    private func hasMarkerWord(_ name: String) -> Bool {
        var words: [String] = []
        for character in name where character != "`" {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(character)
        }
        return words.contains { word in
            let lowered = word.lowercased()
            return TestDoubles.defaultMarkers.contains { lowered == $0.lowercased() || lowered == $0.lowercased() + "s" }
        }
    }

    /// The token ranges of the `static … liveValue` members of dependency keys (`extension TokenClient: DependencyKey`,
    /// `dependencyKeyProtocols`): the live implementation a dependency library builds for the app, its composition
    /// root spread over keys as a DI framework's components spread it. From the member to the next one, or the type's end.
    /// A file-private helper the key's value members alone call (`static let liveValue = makeClient(with: .live)`) is that
    /// composition too (`LiveValueHelpers`).
    private func liveValueRanges(_ file: LintFile, keys: Set<String>, _ index: PackageIndex) -> [Range<Int>] {
        guard !keys.isEmpty else { return [] }
        let tokens = file.tokens
        var keyMembers: [Range<Int>] = []
        let live = file.model.types.flatMap { type -> [Range<Int>] in
            guard type.inheritance.contains(where: { keys.contains($0.name) }) || !index.supertypes(of: type.name).isDisjoint(with: keys),
                  let typeStart = TokenLookup.position(line: type.line, column: type.column, in: tokens),
                  let typeEnd = TokenLookup.bodyEnd(from: typeStart, in: tokens) else { return [] }
            let starts = type.members.compactMap { TokenLookup.position(line: $0.line, column: $0.column, in: tokens) }.sorted()
            return type.members.compactMap { member -> Range<Int>? in
                guard Self.keyValueMembers.contains(member.name), member.modifiers.contains("static"),
                      let start = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return nil }
                let range = start..<(starts.first { $0 > start } ?? typeEnd)
                keyMembers.append(range)
                return member.name == "liveValue" ? range : nil
            }
        }
        return live + LiveValueHelpers.ranges(tokens, keyMembers: keyMembers, live: live)
    }

    /// The values a dependency key offers: the live one, and those tests and previews run on.
    private static let keyValueMembers: Set<String> = ["liveValue", "testValue", "previewValue"]

    /// The violations, and among them the types of properties carrying an observation wrapper (`check` keeps those the property
    /// builds or fetches), those inside a type named as a builder (`builderTypeSuffixes`) whose members only build, return or
    /// keep, with its name (`check` drops them when its members return only screens, read from tokens), and the names in a
    /// method's signature that a protocol of another module requires it to spell (`check` drops those whose labels, read
    /// from tokens, are the requirement's), and the references to another layer's observable class (`check` drops those
    /// relaying an object views observe, `ObservedObjectRelays`).
    private func findings(
        _ file: LintFile, _ context: RuleContext
    ) -> (
        violations: [Violation], observed: Set<Position>, inBuilders: [Position: String],
        witnesses: [Position: ProtocolWitnessSignatures.Candidate], relays: [Position: Reference],
        aliased: [Position: [(name: String, line: Int, column: Int)]], lookups: [Position: Set<String>]
    ) {
        guard let layer = file.layer, !context.strings("exemptLayerKinds").contains(layer.kind), let module = file.module else { return ([], [], [:], [:], [:], [:], [:]) }
        if file.isTest, !context.flag("checkTests") { return ([], [], [:], [:], [:], [:], [:]) }
        let sharedKinds = context.stringSet("sharedLayerKinds")
        let references = file.model.references
        let visible = VisibleModules(file, module: module, context.index)
        var reported: Set<String> = []
        var violations: [Violation] = []
        let compositionBases = Set(context.strings("compositionBaseTypes"))
        var insideDIComponent: [Bool?] = Array(repeating: nil, count: file.model.types.count)
        let conformedTypes = retroactivelyConformedTypes(file)
        let superclasses = superclassReferences(file)
        var drivesIO: [Int: Bool] = [:]
        var observed: Set<Position> = []
        var witnesses: [Position: ProtocolWitnessSignatures.Candidate] = [:]
        let factorySuffixes = context.strings("compositionTypeSuffixes")
        var insideFactory: [Int: Bool] = [:]
        let builderSuffixes = context.strings("builderTypeSuffixes")
        var insideBuilder: [Int: Bool] = [:]
        var inBuilders: [Position: String] = [:]
        var relays: [Position: Reference] = [:]
        var aliased: [Position: [(name: String, line: Int, column: Int)]] = [:]
        var lookups: [Position: Set<String>] = [:]
        let reportsDataValues = context.flag("reportDataValues")
        let componentKinds = context.stringSet("componentLayerKinds")
        let factoryExtensionHeaders = FactoryTypes.factoryExtensionHeaders(file, suffixes: factorySuffixes + builderSuffixes)
        for (position, reference) in references.enumerated() where reference.base == nil {
            guard !isInsideDIComponent(reference.enclosingType, file.model.types, compositionBases, context.index, known: &insideDIComponent),
                  !FactoryTypes.encloses(reference.enclosingType, in: file.model.types, suffixes: factorySuffixes, known: &insideFactory),
                  !conformedTypes.contains(Position(line: reference.line, column: reference.column)) else { continue }
            // `Exporter+Factory.swift`, only convenience initializers assembling the type: its factory, composition code.
            if let headers = factoryExtensionHeaders, reference.enclosingType >= 0 || headers.contains(Int(reference.line)) { continue }
            let everywhere = context.index.declarations(named: reference.name)
            let declarations = everywhere.filter { !$0.isTest && !(file.isTest && context.isTestCode($0)) && visible.canName($0) }
            guard !declarations.isEmpty, !everywhere.contains(where: { $0.module == module }),
                  !context.index.declaresNestedType(reference.name, in: module),
                  !isPerTargetVariant(everywhere, declarations, module: module, visible) else { continue }
            let hidden = { isInsideHiddenType(reference.enclosingType, file, module: module, context.index) }
            let offending = concrete(declarations, from: layer, module: module, sharedKinds, context, insideHiddenType: hidden)
            guard offending.count == declarations.count, let (declaration, other) = offending.first else { continue }
            // Code of a type storing the URLSession or managed object context it drives (`extension ReceiptsGateway` whose class
            // keeps `let session: URLSession`) is an adapter wherever its module sits: infrastructure naming infrastructure.
            if other.kind == "infrastructure", layer.kind != "domain",
               isInsideIOAdapter(reference.enclosingType, file, module: module, context.index, known: &drivesIO) { continue }
            // A screen subclassing another layer's base class (`final class ReceiptsModel: ScreenModel<…>`) inherits a
            // shared skeleton; nothing is created or held, so no composition root could own it. So does a subclass of an
            // infrastructure module's `open` base reaching no I/O itself, its published extension point; one driving a session
            // or store (`open class SyncedRepository { let session: URLSession }`) makes the subclass its adapter, still reported.
            if declaration.kind == .class, other.kind != "infrastructure" || isOpenSkeleton(declaration, context.index),
               superclasses.contains(Position(line: reference.line, column: reference.column)) {
                continue
            }
            // An override spells the signature its superclass declares (`override func send(_ part: RequestPart, …)`).
            if OverrideSignatures.holds(reference, in: file.model.types) { continue }
            // SwiftUI's observation wrappers (`@EnvironmentObject var model: Library`) accept only a concrete observable class: no
            // protocol is available to depend on, and the composition root injects the instance. Infrastructure stays reported.
            if declaration.kind == .class, other.kind != "infrastructure" {
                let wrappers = context.stringSet("observationWrappers")
                if isObservationWrapped(reference, after: position > 0 ? references[position - 1] : nil, file.model.types, holding: declaration, wrappers: wrappers, context.index) {
                    observed.insert(Position(line: reference.line, column: reference.column))
                } else if reference.statesCapability, reference.enclosingType >= 0 {
                    // A nested `typealias` (its names state a capability) may be the type of a wrapped property; `check` reads the alias.
                    let names = ObservationWrappers.aliasCandidates(
                        in: file.model.types[Int(reference.enclosingType)], holding: declaration, configured: wrappers, context.index
                    )
                    if !names.isEmpty { aliased[Position(line: reference.line, column: reference.column)] = names }
                }
                // `Model.self` keying a lookup: `check` reads from tokens whether a wrapped property of this class keeps the result.
                if reference.isMetatypeArgument, reference.enclosingType >= 0 {
                    let properties = ObservedLookupKeys.properties(
                        of: file.model.types[Int(reference.enclosingType)].name, in: file.model.types, holding: declaration, configured: wrappers, context.index
                    )
                    if !properties.isEmpty { lookups[Position(line: reference.line, column: reference.column)] = properties }
                }
            }
            var named = reference.name
            var reportedType = declaration
            // `Store.Level` names the struct or enum nested in the class, not the class: the nested type is judged and named,
            // however deep (`Remote.API.Lists.AddQuery` names the query, not the namespace enum).
            var outers = declarations
            var qualifier = reference
            var following = position + 1
            var innermost = true
            while following < references.count, let nested = nestedType(qualifiedBy: qualifier, next: references[following], context.index) {
                let next = references[following]
                let types = outers.flatMap { outer in
                    context.index.nestedTypes(in: outer.name).filter { $0.name == nested && $0.kind != .extension && $0.module == outer.module }
                }
                let offendingNested = concrete(types, from: layer, module: module, sharedKinds, context, insideHiddenType: hidden)
                guard types.isEmpty || offendingNested.count == types.count else { innermost = false; break }
                guard let (inner, _) = offendingNested.first else { break }
                named += ".\(nested)"
                reportedType = inner
                outers = types
                qualifier = next
                following += 1
            }
            guard innermost else { continue }
            // `Texts.Menu.title`, `BudgetMath.rest(goal:spent:)`, `TextCompare.same(a, b)`: a static member of a namespace that only
            // computes over values, in any layer (another layer's struct or enum is never reported there; a class of only
            // such statics stores nothing and is never created: nothing to inject).
            if following < references.count, readsMember(of: qualifier, next: references[following]),
               ValueClasses.isComputingNamespace(reportedType, context.index) { continue }
            // `Stylebook.active.heading` of `public static var active: Stylebook = HarborStylebook()`: a component library's settable
            // slot typed by a protocol of the package (its theme), which the composition root or a test assigns; the reader depends
            // on the protocol. Another layer's slot (`Repository.default`) picks a live service, as `Client.live` does: reported.
            if componentKinds.contains(other.kind), following < references.count, readsMember(of: qualifier, next: references[following]),
               SettableProtocolSingleton.isSeam(references[following], of: reportedType.name, context.index) { continue }
            // `Log.error(error)`: a level of the process log on a logging namespace, as `os_log` or `print` is.
            if following < references.count, Self.logsAtLevel(reportedType, qualifier: qualifier, next: references[following]) { continue }
            // Data of an infrastructure module (a client's `Contact`, an API's decoded record) has no implementation to substitute.
            let isData = other.kind == "infrastructure" && InfrastructureDataValues.isDataValue(reportedType, context.index)
            if isData, !reportsDataValues { continue }
            if reportedType.parent != nil, isNestedInClosureClient(reportedType, context.index) { continue }
            guard !holdsClosureClient(reference, next: references.dropFirst(position + 1).first, declarations, context.index),
                  !readsStandIn(reference, next: references.dropFirst(position + 1).first),
                  !readsStaticConstant(reference, next: references.dropFirst(position + 1).first, context.index),
                  reported.insert("\(reference.line):\(reference.name)").inserted else { continue }
            // The remedy for data is a type of the inner layer the adapter maps into, not a protocol.
            // An enum reported is infrastructure's own vocabulary, not plain data: no composition root builds it, an adapter keeps
            // it. A struct may be a service (`struct ShellExecutor`), which the composition root does create.
            let message = isData
                ? "'\(named)' is a data \(reportedType.kind.rawValue) of infrastructure layer '\(other.name)'; map it into a type of this layer or the domain where the adapter hands it over"
                : reportedType.kind == .enum
                ? "'\(named)' is a concrete \(reportedType.kind.rawValue) of layer '\(other.name)', not plain data; keep it inside the adapter and depend on a protocol or closure of this layer"
                : "'\(named)' is a concrete \(reportedType.kind.rawValue) of layer '\(other.name)'; depend on a protocol or closure and let the composition root create it"
            violations.append(Violation(reference, message))
            if declaration.kind == .class, other.kind != "infrastructure", named == reference.name, ObservedObjectRelays.isObservable(declaration) {
                relays[Position(line: reference.line, column: reference.column)] = reference
            }
            if let top = FactoryTypes.enclosingFactory(reference.enclosingType, in: file.model.types, suffixes: builderSuffixes, known: &insideBuilder) {
                inBuilders[Position(line: reference.line, column: reference.column)] = file.model.types[top].name
            }
            // An adapter's witness of another module's protocol spells what the requirement spells: the protocol chose the type.
            if let witness = ProtocolWitnessSignatures.candidate(for: reference, in: file, module: module, context.index) {
                witnesses[Position(line: reference.line, column: reference.column)] = witness
            }
        }
        return (violations, observed, inBuilders, witnesses, relays, aliased, lookups)
    }

    /// An `=` after the annotated type on its line: the property builds or fetches its value (`: Store = .shared`).
    private func hasInitialValue(after position: Int, in tokens: [Token]) -> Bool {
        var next = position + 1
        while next < tokens.count, !tokens[next].startsLine {
            if tokens[next].kind == .operator, tokens[next].text == "=" { return true }
            next += 1
        }
        return false
    }

    /// The annotated type of a stored property carrying one of `wrappers` (`@EnvironmentObject var store: Store`), or the
    /// metatype `@Environment(Store.self)` names, declared on the reference's line in its enclosing type. What the initial
    /// value names (`@StateObject var store: Store = Store()`, `= Locator.shared.store`) is the view building or fetching it.
    private func isObservationWrapped(
        _ reference: Reference, after previous: Reference?, _ types: [TypeDecl], holding declaration: IndexedType, wrappers: Set<String>, _ index: PackageIndex
    ) -> Bool {
        guard reference.enclosingType >= 0, previous.map({ $0.line != reference.line || $0.name != reference.name }) ?? true else { return false }
        return types[Int(reference.enclosingType)].members.contains { member in
            guard member.line == Int(reference.line), member.kind == .variable,
                  member.attributes.contains(where: { ObservationWrappers.accepts($0, holding: declaration, configured: wrappers, index) }) else { return false }
            if reference.isMetatypeArgument { return member.attributes.contains("Environment") }
            return member.propertyType.map { $0.isAnnotated && $0.name == reference.name } ?? false
        }
    }

    private struct Position: Hashable {
        let line: Int32
        let column: Int32
    }

    /// The name an extension with a conformance clause extends (`extension FeedPresenter: RetryHandling {}`): a
    /// retroactive conformance adapts another layer's type to a protocol; it neither creates nor holds one, and the
    /// code that needs it still depends on the protocol. Its members are judged like any other code.
    private func retroactivelyConformedTypes(_ file: LintFile) -> Set<Position> {
        let references = file.model.references
        return Set(file.model.types.compactMap { type -> Position? in
            guard type.kind == .extension, !type.inheritance.isEmpty,
                  let name = references.first(where: { Int($0.line) == type.line && Int($0.column) > type.column }), name.base == nil else { return nil }
            return Position(line: name.line, column: name.column)
        })
    }

    /// `final class KeyStore: KeyStoring`: the class adopts a protocol declared in the package, a seam its callers could depend on.
    private func adoptsPackageProtocol(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.inheritance.contains { name in index.declarations(named: name).contains { $0.kind == .protocol && !$0.isTest } }
    }

    /// Whether the reference's outermost enclosing type is neither `public` nor `open` (an extension judged by the type it
    /// extends in the module): code the library's users never see. Asked only for a reference about to be allowed.
    private func isInsideHiddenType(_ enclosing: Int32, _ file: LintFile, module: String, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        var top = Int(enclosing)
        guard top >= 0 else { return false }
        while let parent = types[top].parent { top = parent }
        let published = { (modifiers: [String]) in modifiers.contains { $0 == "public" || $0 == "open" } }
        guard types[top].kind == .extension else { return !published(types[top].modifiers) }
        if published(types[top].modifiers) { return false }
        let extended = index.declarations(named: types[top].name).filter { $0.module == module && $0.kind != .extension }
        return !extended.isEmpty && !extended.contains { published($0.modifiers) }
    }

    /// Whether the reference's outermost enclosing type, in any of its declarations in the module, stores a platform I/O
    /// object (`TypeTraits.holdsFrameworkIO`); `known` keeps the answer per outermost type of the file.
    private func isInsideIOAdapter(_ enclosing: Int32, _ file: LintFile, module: String, _ index: PackageIndex, known: inout [Int: Bool]) -> Bool {
        let types = file.model.types
        var top = Int(enclosing)
        guard top >= 0 else { return false }
        while let parent = types[top].parent { top = parent }
        if let answer = known[top] { return answer }
        let answer = index.declarations(named: types[top].name).contains { declaration in
            declaration.module == module && declaration.kind != .extension && index.traits(of: declaration).contains(.holdsFrameworkIO)
        }
        known[top] = answer
        return answer
    }

    /// The first name in a class's inheritance clause (`final class ReceiptsModel<Route>: ScreenModel<Route, [String]>`), its
    /// superclass when it names a class. References come in source order, so the one after the declaration is found by bisection.
    private func superclassReferences(_ file: LintFile) -> Set<Position> {
        let references = file.model.references
        var positions: Set<Position> = []
        for type in file.model.types where type.kind == .class {
            guard let first = type.inheritance.first, !first.isQualified else { continue }
            let line = Int32(type.line)
            let column = Int32(type.column)
            var low = 0
            var high = references.count
            while low < high {
                let middle = (low + high) / 2
                let reference = references[middle]
                if reference.line < line || (reference.line == line && reference.column <= column) { low = middle + 1 } else { high = middle }
            }
            // The clause follows the name and generic parameters: a few lines at most.
            if let found = references[low...].prefix(while: { $0.line <= line + 8 }).first(where: { $0.name == first.name && $0.base == nil }) {
                positions.insert(Position(line: found.line, column: found.column))
            }
        }
        return positions
    }

    /// Inside a subclass of a DI framework's component (`class GameComponent: NonCoreComponent<…>`, or its extension):
    /// its members build the concrete types behind protocol-typed properties, the composition the framework spreads over components.
    /// `known` keeps the answer for each type walked through, so a walk stops at the first type already judged: walking
    /// up from every reference took time quadratic in the nesting (seconds for a few thousand levels).
    private func isInsideDIComponent(
        _ enclosing: Int32, _ declared: [TypeDecl], _ bases: Set<String>, _ index: PackageIndex, known: inout [Bool?]
    ) -> Bool {
        guard !bases.isEmpty, enclosing >= 0 else { return false }
        var unjudged: [Int] = []
        var owner: Int? = Int(enclosing)
        while let current = owner, known[current] == nil {
            unjudged.append(current)
            owner = declared[current].parent
        }
        var inside = owner.flatMap { known[$0] } ?? false
        for current in unjudged.reversed() {
            let type = declared[current]
            inside = inside || type.inheritance.contains(where: { bases.contains($0.name) }) || !index.supertypes(of: type.name).isDisjoint(with: bases)
            known[current] = inside
        }
        return known[Int(enclosing)] ?? false
    }

    /// The declarations `layer` may not name, each with the layer it belongs to.
    private func concrete(
        _ declarations: [IndexedType], from layer: Layer, module: String, _ sharedKinds: Set<String>, _ context: RuleContext,
        insideHiddenType: () -> Bool
    ) -> [(IndexedType, Layer)] {
        let componentKinds = context.stringSet("componentLayerKinds")
        let vended = context.flag("checkVendedAPI") ? [] : context.index.package.vendedModules
        return declarations.compactMap { declaration in
            guard let other = declaration.module.flatMap({ context.configuration.layer(ofModule: $0) }), other.name != layer.name,
                  !sharedKinds.contains(other.kind), !(layer.kind == "infrastructure" && other.kind == "infrastructure") else { return nil }
            // An add-on product of a library naming the published API of the product it builds on (an image view
            // taking the core's `public final class Pipeline`): its users compose both, there is no composition root
            // inside, whatever layer the core sits in. A package building a program of its own (a tool's executable target,
            // a composition layer) has one, and creates its infrastructure (a template engine) there.
            if vended.contains(module), let declared = declaration.module, vended.contains(declared),
               other.kind != "infrastructure" || !VendedLibrary.buildsProgram(context),
               declaration.modifiers.contains(where: { $0 == "public" || $0 == "open" }),
               // A class or actor adopting a protocol of the package, held by a non-public type, is the library's hidden
               // wiring past a seam that exists, not API its users compose.
               !declaration.kind.isReferenceType || !adoptsPackageProtocol(declaration, context.index) || !insideHiddenType() { return nil }
            let isConcrete = other.kind == "infrastructure"
                ? declaration.kind != .protocol && !ValueClasses.isConstantNamespace(declaration, context.index)
                    && !PhantomTypeTags.isPhantomTag(declaration, context.index) && !isPresetTable(declaration, context.index)
                    && !isClosureAdapter(declaration, context.index) && !PureInfrastructureComputation.isPure(declaration, context.index)
                : isBehaviour(declaration, context.index)
            guard isConcrete, !(componentKinds.contains(other.kind) && (isComponentView(declaration, context.index) || isPlatformAdapter(declaration)
                      || isComponentState(declaration, context.index)
                      // A toast presenter or keyboard tracker of the library, named by a screen of another component layer.
                      || componentKinds.contains(layer.kind) && ComponentLibraryHelpers.isHelper(declaration, context.index))),
                  !isInjectionContainer(declaration, context.index),
                  !isClientError(declaration, context.index),
                  !SwiftUIViewTypes.isView(declaration, context.index)
            else { return nil }
            return (declaration, other)
        }
    }

    /// `open class ActionsRouter<Script, Client>` of an infrastructure module, keeping the scripts and clients its subclasses
    /// pass: shipped for subclassing across modules, storing no platform I/O object, store handle, key-value store or library
    /// object and sending no request itself. A subclass naming it as its superclass uses that extension point.
    private func isOpenSkeleton(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.modifiers.contains("open") && index.traits(of: declaration).isDisjoint(with: [
            .holdsFrameworkIO, .reachesNetwork, .holdsStoreHandle, .holdsKeyValueStore, .holdsStoreThroughWrapper, .wrapsSoleLibraryImport,
        ])
    }

    /// `catch Vault.VaultError.locked` of a module declaring `struct VaultClient { var open: (String) throws -> Data; … }`: an error
    /// value, a struct or enum adopting `Error` or `LocalizedError` declared anywhere in a module holding a struct of client closures
    /// (beside the client, in it, nested in the live implementation in another file), is what those closures throw (their doubles
    /// too), the client's contract as the closures are; naming it to catch or match a failure names no implementation. An error
    /// class or actor is an object with an identity of its own and stays judged as one.
    private func isClientError(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .struct || declaration.kind == .enum,
              declaration.inheritance.contains(where: { $0 == "Error" || $0 == "LocalizedError" }) else { return false }
        return declaration.module.map(index.declaresClosureClient) ?? false
    }

    /// `func send(_ note: Note, using dependencies: Dependencies)`: the codebase's injection container (`TypeTraits.isInjectionContainer`),
    /// adopting only protocols (a package alias composing them, `typealias Services = HasStore & HasClock`, too), `NSObject` or
    /// another container, is how services reach every function; tests pass one holding their doubles, so naming it is the
    /// injection, not a concrete collaborator. A locator kept as `static let shared` is not one.
    private func isInjectionContainer(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard index.traits(of: declaration).contains(.isInjectionContainer) else { return false }
        let isProtocol = { (name: String) in index.declarations(named: name).contains { $0.kind == .protocol } }
        return declaration.inheritance.allSatisfy { name in
            if name == "NSObject" { return true }
            let declared = index.declarations(named: name)
            if declared.isEmpty {
                let composed = index.aliasedNames(of: name)
                return !composed.isEmpty && composed.allSatisfy(isProtocol)
            }
            return declared.contains { other in
                other.kind == .protocol || (other.kind == .class && index.traits(of: other).contains(.isInjectionContainer))
            }
        }
    }

    /// `struct TextStyle { let font: Font; let color: Color; private init(…); static let body = TextStyle(…) }`: a struct only its
    /// own code can create (`TypeTraits.isConstantTable`), so what others name are its presets, design tokens or a computed table;
    /// nothing a composition root would build.
    private func isPresetTable(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.kind == .struct && index.traits(of: declaration).contains(.isConstantTable)
    }

    /// A class or actor that does work, not one that is data in all but keyword: a value class, a holder of values
    /// (a palette of `let` colors, a font catalogue of computed getters, a namespace of static palettes), a record a
    /// persistence framework fetches (`@Model`, an `NSManagedObject` or Realm `Object` subclass), an observable holder of plain UI state,
    /// a library's generic future (`ResultFutures`), or a lock-guarded cell of one value (`Atomic<Value>`).
    private func isBehaviour(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.kind.isReferenceType && !ValueClasses.isValueClass(declaration, index) && !ValueClasses.isValueHolder(declaration, index)
            && !ValueClasses.isObjectiveCValue(declaration, index) && !ValueClasses.isDecodedRecord(declaration, index)
            && !ValueClasses.isStaticCatalogue(declaration, index) && !ValueClasses.isConstantNamespace(declaration, index)
            && !PersistenceEntities.isEntity(declaration, index) && !ResultFutures.isFuture(declaration, index)
            && !ValueClasses.isSynchronizedCell(declaration, index)
            && !index.traits(of: declaration).contains(.holdsOnlyPlainState) && !isClosureAdapter(declaration, index)
            && !isStatelessErrorClass(declaration, index)
    }

    /// `class OfflineError: LocalizedError { init() {} }`: an error class storing nothing, adopting only the error protocols and
    /// `Sendable`, declaring only initializers (computed properties aside) and extended with no action. What `error is OfflineError`
    /// checks and a repository throws is a failure's name, as an error struct's would be; no double stands in for it.
    private func isStatelessErrorClass(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.kind == .class && !declaration.hasStoredProperties
            && declaration.inheritance.contains(where: { $0 == "Error" || $0 == "LocalizedError" })
            && declaration.inheritance.allSatisfy(Self.errorClassProtocols.contains)
            && index.traits(of: declaration).contains(.declaresOnlyData) && !index.isExtendedWithActions(declaration.name)
    }

    private static let errorClassProtocols: Set = ["Error", "LocalizedError", "CustomNSError", "Sendable"]

    /// `final class ObserverBlock: Observer { let onUpdate: (State) -> Void }` forwarding `didUpdate(_:)` to the closure
    /// its initializer stored, adopting only protocols (or `NSObject`): the caller's closure wrapped as a conformance, the
    /// behavior being the caller's own; no second strategy or double stands in for it. Only the first inherited name can be
    /// a superclass, so it alone must be `NSObject` or a package protocol; every later one is a protocol, a framework's
    /// (`URLSessionTaskDelegate`) as well as the package's.
    private func isClosureAdapter(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.kind == .class && index.traits(of: declaration).contains(.isClosureAdapter)
            && declaration.inheritance.first.map { name in
                name == "NSObject" || index.declarations(named: name).contains { $0.kind == .protocol }
            } != false
    }

    /// A view, control, window or view controller: a class whose superclass chain reaches a platform UI class
    /// (`NSStackView`, `UITableViewCell`, `NSViewController`, `NSPanel`). Screens compose the views of the
    /// component library they build on; such a class is not a service a test double or a second strategy replaces.
    private func isComponentView(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        declaration.kind == .class && index.supertypes(of: declaration.name).contains { name in
            PlatformViews.named(name)
        }
    }

    /// `final class FlowPath: ObservableObject { @Published var path = NavigationPath(); var onClose: (() -> Void)? }`, a picker's
    /// `PickerSetup<Option>` of options and callbacks: an observable class of a component library, superclass none of the
    /// package's, whose stored properties hold only standard and framework values, closures, Combine and SwiftUI state, its
    /// nested types, the library's structs and enums, classes built from closures, the platform views it watches
    /// (`weak var scrollView: UIScrollView?`) and the library's own views and view controllers it drives (a pager's
    /// `PagerHandle<Feed>` keeping its `PagerController` and the feed of its generic parameter, which the screen picks, as a
    /// `ScrollViewProxy` keeps its scroll view). It is a component's state, which the screen owns and hands to the library's
    /// views; an observable storing a protocol, another class or a platform object (`var player: AVPlayer?`), keeping a shared
    /// instance of itself or persisting settings (`@AppStorage`) is a service.
    private func isComponentState(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        // A file-system adapter's stored types are kept for `suite-named-by-behavior`: it is no component's state.
        let traits = index.traits(of: declaration)
        guard declaration.kind == .class, !traits.contains(.reachesFileSystem) || !traits.isDisjoint(with: [.declaresOnlyStoredData, .isElementContainer]),
              let stored = index.storedTypeNames(of: declaration),
              !declaration.inheritance.contains(where: { name in index.declarations(named: name).contains { $0.kind == .class } }),
              // One the library keeps itself (`static let shared = Appearance()`) or persisting the user's choices (`@AppStorage`,
              // its nested storage's too) is the library's settings store, not state a screen owns.
              index.ownInstanceStatics(of: declaration.name).isEmpty,
              ([declaration.name] + index.nestedTypes(in: declaration.name).map(\.name)).allSatisfy({ index.propertyCount(of: $0, withAnyOf: ["AppStorage"]) == 0 })
        else { return false }
        return stored.allSatisfy { name in
            // `var focus: Field.Focus?` reads as `Focus`: a nested type of the package counts as well as a top-level one.
            let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { $0.kind != .extension && !$0.isTest }
            guard declared.isEmpty else {
                return declared.allSatisfy { other in
                    other.kind == .struct || other.kind == .enum
                        || other.kind == .class && !index.traits(of: other).isDisjoint(with: [.storesOnlyClosures, .isClosureAdapter, .holdsOnlyPlainState])
                        // The library's own view or view controller it drives (`private var pager: PagerController?`): a
                        // platform view it watches, only written by the library itself.
                        || other.module == declaration.module && isComponentView(other, index)
                }
            }
            return Self.componentStateNames.contains(name) || PlatformViews.named(name)
        }
    }

    /// Combine and SwiftUI values an observable keeps for its own state: its path, bindings, subscriptions.
    private static let componentStateNames: Set<String> = [
        "NavigationPath", "Binding", "Published", "AnyCancellable", "NSKeyValueObservation", "PassthroughSubject", "CurrentValueSubject",
    ]

    /// `final class ShareableImage: NSObject, UIActivityItemSource`: the object a platform control asks for its
    /// content or reports to (a UIKit or AppKit `…Source`, `…DataSource` or `…Delegate` protocol), composed by the screen.
    private func isPlatformAdapter(_ declaration: IndexedType) -> Bool {
        declaration.kind == .class && declaration.inheritance.contains("NSObject") && declaration.inheritance.contains { name in
            PlatformViews.prefixes.contains { name.hasPrefix($0) } && (name.hasSuffix("Source") || name.hasSuffix("Delegate"))
        }
    }

    /// `SettingsStore` declared at the top level of two or more other modules, none of which the file imports: a folder
    /// compiled into several app targets, each declaring its own variant, so the name means the one of whichever target
    /// compiles the file (two declarations of one name cannot share a target), not one layer's class.
    private func isPerTargetVariant(_ everywhere: [IndexedType], _ declarations: [IndexedType], module: String, _ visible: VisibleModules) -> Bool {
        guard declarations.allSatisfy({ !visible.imports($0.module) }) else { return false }
        var modules: Set<String> = []
        for declaration in everywhere where !declaration.isTest && declaration.kind != .extension && declaration.parent == nil {
            if let other = declaration.module, other != module, !visible.imports(other) { modules.insert(other) }
        }
        return modules.count > 1
    }

    /// `let saver: PhotoSaver`, `PhotoSaver(save: { … })`: a struct of client closures (`TypeTraits.isClosureClient`) held or
    /// filled by the caller is a dependency on closures, the seam the rule asks for. `PhotoSaver.live` read outside the
    /// composition root picks the live closures and stays reported.
    private func holdsClosureClient(_ reference: Reference, next: Reference?, _ declarations: [IndexedType], _ index: PackageIndex) -> Bool {
        let types = declarations.filter { $0.kind != .extension }
        guard !types.isEmpty, types.allSatisfy({ index.traits(of: $0).contains(.isClosureClient) || boxesProtocols($0, index) }) else { return false }
        guard let next, next.base == reference.name, next.line == reference.line,
              next.column == reference.column + Int32(reference.name.utf8.count) + 1 else { return true }
        return false
    }

    /// `Log.debug("…")`, `AppLogger.error(error)`: a static call named for a log level right after an enum named as a logger
    /// (`…Log`, `…Logger`, `…Logging`), a namespace writing to the process's log, which no caller injects or swaps, as
    /// `os_log` and `print` are. Its other statics (`Log.upload(report)`) may do more and stay reported.
    private static func logsAtLevel(_ type: IndexedType, qualifier: Reference, next: Reference) -> Bool {
        type.kind == .enum && type.parent == nil && ["Log", "Logger", "Logging"].contains(where: type.name.hasSuffix)
            && next.hasArguments && next.base == qualifier.name && next.line == qualifier.line
            && next.column == qualifier.column + Int32(qualifier.name.utf8.count) + 1 && logLevels.contains(next.name)
    }

    private static let logLevels: Set = ["trace", "verbose", "debug", "info", "notice", "warning", "warn", "error", "fault", "critical"]

    /// `struct TrackerClient { var adapter: TrackerAdapting; init(adapter: TrackerAdapting) }`: a struct storing only protocols of
    /// the package (one at least) and adopting nothing but `Sendable` is a box of those seams; every caller fills it with its
    /// own conformance, as with closures. An error carrying one (`struct SyncFault: Error { let retrier: SyncRetrying }`) is no box.
    private func boxesProtocols(_ type: IndexedType, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct, type.inheritance.allSatisfy({ $0 == "Sendable" }), let stored = index.storedTypeNames(of: type), !stored.isEmpty else { return false }
        return stored.allSatisfy { name in
            let declarations = index.declarations(named: name)
            return !declarations.isEmpty && declarations.allSatisfy { $0.kind == .protocol }
        }
    }

    /// `TrackerClient.Event`: a struct or enum nested in a struct of client closures is what those closures take or deliver,
    /// the client's own vocabulary (its doubles deliver it too), a value and no implementation.
    private func isNestedInClosureClient(_ type: IndexedType, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct || type.kind == .enum, let parent = type.parent else { return false }
        let parents = index.declarations(named: parent).filter { $0.kind != .extension && $0.module == type.module }
        return !parents.isEmpty && parents.allSatisfy { index.traits(of: $0).contains(.isClosureClient) }
    }

    /// `LoggerStore.mock`, `Store.preview`: the stand-in the type offers for previews and sample data, named like a
    /// double (`mock…`, `preview…`, `stub…`), not the service it stands in for.
    private func readsStandIn(_ reference: Reference, next: Reference?) -> Bool {
        guard let next, next.base == reference.name, next.line == reference.line,
              next.column == reference.column + Int32(reference.name.utf8.count) + 1 else { return false }
        let member = next.name.lowercased()
        return TestDoubles.defaultMarkers.contains { member.hasPrefix($0.lowercased()) }
    }

    /// `Repository.bridgeID` of `static let bridgeID = UUID(…)!`: a standard value the class publishes, read, not an
    /// instance created or held; nothing a test double would stand in for.
    private func readsStaticConstant(_ reference: Reference, next: Reference?, _ index: PackageIndex) -> Bool {
        guard let next, next.base == reference.name, next.line == reference.line, !next.hasArguments,
              next.column == reference.column + Int32(reference.name.utf8.count) + 1 else { return false }
        return index.staticValueConstants(of: reference.name).contains(next.name)
    }

    /// `Texts.Menu.title` after `Menu`: a lowercase member written right after the name.
    private func readsMember(of reference: Reference, next: Reference) -> Bool {
        next.base == reference.name && next.line == reference.line && next.column == reference.column + Int32(reference.name.utf8.count) + 1
            && next.name.unicodeScalars.first.map { $0.properties.isLowercase } == true
    }

    /// `Store.Level` written as one name: the member after the reference, when the package nests a type of that name in it.
    private func nestedType(qualifiedBy reference: Reference, next: Reference?, _ index: PackageIndex) -> String? {
        guard let next, next.base == reference.name, next.line == reference.line,
              next.column == reference.column + Int32(reference.name.utf8.count) + 1,
              index.nestedTypes(in: reference.name).contains(where: { $0.name == next.name && $0.kind != .extension }) else { return nil }
        return next.name
    }
}
