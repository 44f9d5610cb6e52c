import GuardrailsCore

/// A boundary nobody substitutes in tests is not yet proven to be a boundary.
public struct ProtocolWithoutTestDoubleRule: Rule {
    public init() {}
    public static let readsTokens = true

    /// Kept in a static of its own: built at run time, an array held only inside the option's enum payload
    /// looks unreachable to the leak checker the fuzz target runs under.
    private static let doubleNameMarkers = TestDoubles.defaultMarkers + ["Simulated", "Demo", "Testable"]
    /// Kept in a static of its own for the same reason.
    private static let doubleGeneratorMarkers = ["Mock", "Spy", "Stub", "Fake"]
    /// Kept in a static of its own for the same reason.
    private static let debugStandInMarkers = ["Memory", "InMemory", "Debug", "Test"]

    public static let description = RuleDescription(
        id: "protocol-without-test-double",
        summary: "Every production protocol has a conforming type (spy, stub, fake) in a test target or a test-support layer.",
        rationale: """
        Checklist point 3: protocol boundaries exist so collaborators can be substituted; if no test \
        double conforms, the boundary is either untested or unnecessary. A boundary is a protocol that \
        requires a method (a subscript is an accessor, like a property's) without a default implementation (itself or through the package protocols it \
        refines) and that production code names as a type besides conforming to it (a property, a parameter, \
        a constraint; not `Handler.Callback`, a type alias reached through it; a conformance written with its module, \
        `extension Screen: Shared.Provider`, is a conformance like any other; a cast, `as? any P` too, counts only for a protocol whose every \
        method is `@objc optional`, which callers can only reach by probing an object with `as?`; a metatype handed to a call is a \
        cast through a helper when every conformer, through refinements, is a type the package does not declare whose extensions \
        write the requirements (`cast(value, to: ViewProviding.self)` over `extension ScrollViewReader: ViewProviding { func view() … }`: \
        a capability written onto framework values; a package conformer, `register(Store.self) { DiskStore() }`, or a type adopting \
        it as it is, `extension URLSession: HTTPSession {}`, keeps it a seam); a function's opaque result, \
        `-> some P`, does not count: the function picks the conformer, and nothing could hand it a double): `FeedStore`, `HTTPClient`, a delegate. Markers, capabilities shared by values \
        (`protocol Palette { var tint: Color { get } }`, or adopted only by standard values through the package's \
        extensions, `extension Int16: CellValue` beside `String` and `Date`, or `ClosedRange` beside `PartialRangeFrom`, Foundation's bridged value classes counting as \
        standard ones, `extension NSNull: EventValue` beside `NSNumber`, and so, for a `public` protocol, Foundation's coders, \
        `extension JSONDecoder: ReplyDecoding`, a library's hook for its users' own coder, names ending in `capabilitySuffixes` such as \
        `OPMLRepresentable`), capabilities only views and view controllers adopt, directly or through protocols refining them, and nobody holds (key-command \
        relays, `protocol CellHosting: UIView` that only cells adopt and that is passed to configure them), mixins whose methods all have defaults (an `init` requirement beside them is not a method: it only says how generic code builds conformers), values built from a parameter (a protocol of \
        properties and initializers only, `init(colorTheme:)` beside a theme's colors, that only the package's structs and \
        enums adopt; class conformers keep it a boundary, unless every property is read-only and typed by a value), data shapes \
        (an `init` and such properties, no method: `init?(fields: [String: Any])` beside `var fields`, a wire message; a closure or collaborator property keeps it a seam unless it only gives back what an initializer takes, `init(context:)` \
        beside `var context: Context { get }`, an engine's passes built by metatype: a construction contract; so is a refinement adding only such properties to a protocol whose \
        package protocols require only initializers and properties, `CompileLine: LineShape` over `init?(groups:)`, once production \
        types adopt it: an inherited initializer is no method either), values compared for equality (a protocol refining `Hashable` or \
        `Equatable`: tabs, menu items; `Identifiable` alone does not count, classes adopt it too), state values \
        (every method `mutating`: `mutating func willModify()`), trait and type-erasure protocols (`private`, `@_marker`, one that only \
        generic types of its own file adopt, in their declaration or an extension, or that an extension in its file makes generic types of its module adopt, to erase their parameter, or an `Any…` protocol \
        only generic types of its module named as it is without `Any` adopt, wherever declared: `AnyNodeValue` over `NodeValue<Value>`), a file's own abstraction over platforms (adopted only by `private` or `fileprivate` types of its file, the protocol or each \
        of them in an `#if os(…)` or `#if canImport(…)` branch: nothing outside the file builds a conformer, so no test doubles one; \
        outside such branches, `protocol Clock` beside its one `private struct SystemClock` stays a seam), value capabilities (a protocol refining \
        `Codable`, `Hashable` or `Equatable`, itself or through a package protocol it refines, that only the package's \
        structs and enums adopt: filter options, settings records; or, refining `Hashable` or `Equatable` through package protocols \
        none of which requires a method, that no production type adopts: `RootSelection: Selection, EntityValue {}` over properties \
        and `init(data:)`, the vocabulary of its users' generated models), error families and what only they adopt (a protocol telling \
        how an error is shown, adopted only by `Error` types, the package's, in an extension or not, or an imported `…Error` type it extends) are not substituted in tests and are not reported, nor is a base only \
        package protocols refine, which no type adopts directly and no code names as a type (`protocol TextProjecting: ModelLoading`): a \
        double of any refinement conforms to it, and the refinements are judged. Nor is a refinement adding only \
        initializers to package protocols code names as types (`protocol UnaryFormula: Formula { init(operand: Formula) }`, \
        the contract by which a table of metatypes, `UnaryFormula.Type`, builds nodes): the parent is the seam, judged on its \
        own; a method beside the initializer keeps it judged. A double is a conformer in a test \
        target or a test-support layer (a regular target only tests import), or one production code keeps for previews under a double's name (`doubleNameMarkers`: \
        `MockFeedStore`, `PreviewClient`, `SimulatedDownloadEngine`, `ClaimsClientDemo` of a demo mode, `TestableShell` a fake mode's container builds) or in a file or folder made for them \
        (`PreviewAndTestingSupport.swift`, `Vault+PreviewStores.swift`, `Mocks/`, `Mocking/`), whatever the conformer is called, or an in-memory stand-in production \
        ships that tests name (`InMemoryProfileRepository` built by the tests in place of the real store) or that production builds beside a \
        real conformer (`store: any PreferenceStore = InMemoryPreferenceStore()`, a fake by construction), or one declared inside \
        `#if DEBUG` under such a name or `Memory`, `InMemory`, `Debug` or `Test` (`debugStandInMarkers`), a word anywhere in the name (`#if DEBUG final class MemoryPasswordVault: \
        PasswordVault`, `VaultMemoryStore` of a testing-overrides file, which debug builds swap in for tests and previews; the same name \
        outside `#if DEBUG` is an implementation), or one a dependency key's `testValue` or `previewValue` builds (`Self(adapter: \
        FixedLocator())`), or one named with `Test` as a word (`LocatorTestImpl`) in a file whose type adopts `TestDependencyKey` or \
        `DependencyKey`, the key's stand-in, or any conformer only \
        tests and previews build, whatever its name (`ScratchLedger`, which no other production code names; a `public` one only \
        tests build may be the API they exercise, a manifest's exported one may be built by its users, and one whose metatype \
        production code hands on, `install([TouchPlugin.self])`, is built from it), or one generated at build \
        time: the protocol carries an attached macro or attribute whose name holds one of `doubleGeneratorMarkers` (`Mock`, `Spy`, \
        `Stub`, `Fake`: `@Spyable` generating `FeedStoreSpy`, `@Mockable`, `@AutoMockable`, `@GenerateMock`), or adopts such \
        a marker protocol (Sourcery's `protocol FeedStore: AutoMockable`; `AutoEquatable` generates no double), or carries \
        Sourcery's annotation comment right above it, doc comments and attributes between them allowed (`// sourcery: \
        AutoMockable`, `/// sourcery: AutoMockable, name = Vault`, `/* sourcery: AutoMockable */`; one above another \
        declaration, or cut off by a blank line, is not the protocol's); a test's extension of a sugared \
        collection (`extension [String: Int]: ElementReading`) makes `Dictionary` or `Array` that double. Delegate protocols are boundaries too; a team that does not \
        double UI delegates lists `Delegate` in `ignoredSuffixes`. A library a dependency manager checked into \
        the app (a file under `Pods/` or `Carthage/Checkouts/`) is out of scope: its authors' code, shipped without its tests. A SwiftPM or Xcode plugin's code (a file \
        importing `PackagePlugin` or `XcodeProjectPlugin`) is out of scope: no test target can load a plugin, so \
        a protocol there (one unifying `PluginContext` and `XcodePluginContext`) can never have a double. \
        Nor are two kinds of protocol that are not seams: one that unifies the existing API of two or more \
        framework types (`extension JSONDecoder: AnyDecoder {}`, `extension PropertyListDecoder: AnyDecoder {}`, \
        one of them taking part as it is and the others at most filling a gap, a method one of them lacks, never \
        implemented wholesale, unless the protocol is a read view: three or more properties beside at most one method; or \
        each filling gaps that together stay under half the requirements; a type written with its path, `extension \
        P256.Signing.PrivateKey`, is a framework type unless the package nests one of that name there, and so is a type only a \
        protocol-buffer compiler's output declares, a gRPC service's `Client` in `*.grpc.swift`), while one framework type retrofitted alone \
        (`extension URLSession: HTTPSession {}`) is the classic seam and still needs its double; nor a family of a dependency's \
        values tied by associated types, written by the package's extensions onto two or more of its types (`protocol AgreementKey \
        { associatedtype Peer: PeerKey; init() … }` over each curve's `PrivateKey`, and the `PeerKey` it binds), requiring an \
        initializer and held by no property: generic code builds them from its type parameter and nothing hands it an instance \
        (without associated types, keys a call takes as `some SealingKey` stay a seam); and a \
        view-building extension point whose every method builds SwiftUI views (`@ViewBuilder`, or returning \
        its own `associatedtype Body: View`), a style like `ButtonStyle`, or answers a synchronous `-> Bool` question beside such a destination (`handlesRoute(_:)`): previews, not doubles, exercise it. Nor is an \
        OS-availability shim: a protocol whose file builds its `@available` conformer in an `if #available` branch and \
        a fallback in the `else`, and builds every conformer there (`if #available(iOS 18, *) { return MutexLock() } else \
        { return FallbackLock() }`): only the OS chooses between them, and a double would test neither. Nor is the typed \
        face of a framework proxy: an `@objc` protocol whose every requirement is `optional`, adopted only by framework \
        classes through extensions implementing none of them (`extension SBObject: SBShortcut {}`), which Scripting Bridge \
        or a distributed object answers at run time. A protocol adding no method of its own, only properties \
        (`IndexTaskDescription: TaskDescriptionProtocol` with an `idPrefix` and an `id`), to a package protocol that has a \
        double is substituted by that double once production types adopt it: its methods are the parent's. A test class \
        that subclasses a package class conforming to the protocol (`MockRootComponent: Component<…>` where \
        `open class Component<…>: Scope`) conforms through its superclass and is a double like a direct conformer. Nor is a \
        record mapping: a protocol declaring an `associatedtype` that only subclasses of a persistence framework's record \
        class adopt (`recordBaseTypes`: `extension FeedItemMO: ManagedObjectMapping` with `func toEntity() -> Entity`; Xcode's \
        generated Core Data entities, types no source file declares extended in a module importing Core Data, among them), \
        which converts stored records into the app's values; a double would itself have to be such a record. Nor is a \
        family of values: a protocol only the package's structs and enums adopt whose every method is synchronous, cannot \
        throw and takes and returns only values, itself among them (the package's structs and enums, standard values: \
        `func merge(with other: any ReviewSnapshot) -> any ReviewSnapshot` over tiers of fetched data, or another such family: \
        `func plainText(links: [String: any LinkTarget]) -> String` where only structs adopt `LinkTarget`); tests build such \
        values for real (`async`, `throws`, a closure, a class or another protocol in a signature keep it a boundary, and \
        so does a signature without the family: a format's `func parse(_ text: String) -> Date?` is a strategy). A step \
        of a fluent builder belongs to the family whatever its parameters: synchronous, not throwing itself and returning \
        `Self` or the family (`func narrowed(by test: @escaping (Entry) throws -> Bool) -> Self` of a query value), while \
        a class adopting the protocol or a protocol refining it, or an `async` or `Void` method, keeps it a boundary. A \
        method without parameters returning only values, without the family, belongs to it too when every conformer is a \
        struct storing data: a computed property in method form (`func eventParameters() -> [String: String]` of analytics \
        records); a struct storing nothing keeps it a seam (a clock's `func now() -> Date`). Nor \
        is the erased face of the package's own property wrappers: two or more generic `@propertyWrapper` types of its \
        module, and nothing else, adopt it (`AnyField` over `Field<Model, Value>` and `OptionalField<Model, Value>`), \
        wherever they are declared (generic types that are not wrappers may still meet at a seam). \
        Nor is a protocol only package protocols refine, an extension of every one of them implementing each of its \
        methods (`extension Loader { func anyRun() }` for the erased `AnyLoader` that `Loader: AnyLoader` refines). \
        Nor is an opaque handle: a protocol no type holds whose one production conformer is a `private` or `fileprivate` \
        class of its own file (`ObservationToken` over `fileprivate final class _ObservationToken`, returned by the file's \
        `observe(…)`), as callers and tests get the real one from its factory. \
        A protocol nothing linted conforms to or names (a `public` one a library declares and nothing in it adopts or \
        takes) is not reported by default: with no conformer and no code depending on it there is no boundary to substitute, \
        and the rule asks for missing doubles, not for dead code. Nor is one nothing adopts, named only as a generic parameter's constraint in its own file \
        (`func adding<A: QueryArgument>(_ argument: A)`), requiring only properties and parameterless queries: a capability its \
        users' values (enums of arguments) will adopt, with no implementation to substitute. A team linting only part of what it ships, whose excluded \
        code (another platform's app) adopts or takes such protocols, can turn `reportUnusedProtocols` on to treat them as \
        seams waiting for their doubles; even then one whose name starts with `_` is a \
        leftover kept for compatibility and is never reported for being unused. When one run lints an app and its local \
        package, a conformer in the app's code or tests (`ConfigSourceSpy` in the app's test target) whose module imports \
        the protocol's module doubles it; the package linted alone cannot see the app. A capability only the app's views and \
        view controllers adopt, held by nobody, is a capability of screens as in the package itself. Nor is a protocol named only in \
        `#selector((any ThemeSwitching).switchTheme)`, which spells a message and holds no value; nor one refining a `final` class \
        of the package (`protocol WidthSizing: Timeline`), which only that class can adopt; nor the shared fields of \
        saved records (a `{ get set }` property requirement, only the package's `Codable` structs and enums adopting it); \
        nor a box around one value (`protocol Box<Value>` whose methods take and return only its associated types, that a \
        generic type of the package adopts: that stored box is the stand-in); nor a protocol adding only properties to \
        capabilities (`Summarizing: FeedListable`); and a framework-unifying protocol stays one when a type nested in its \
        own file joins the framework types, falling back from one to the other; nor a protocol only a framework view can \
        adopt (`protocol Backdrop: NSView`) that a framework view adopts as it is (`extension NSGlassEffectView: Backdrop`) \
        beside the package's variants: it joins real views, which previews exercise (adopted by the package's views alone, \
        or constrained to a window or view controller, it stays a seam). A slice of a composite (`protocol Session: \
        UserSession & NoteSession {}`, refining two or more package protocols) that no type adopts alone and no code names \
        as a type or casts to is judged once, through the composite; a protocol one other refines alone is still judged. Nor is the contract of an optional module loaded by class name: a protocol whose every use as \
        a type is its metatype in its own file, cast from `NSClassFromString("Payments.WalletSheet") as? WalletLoading.Type`; \
        nothing receives a value of it, so nothing can take a double instead. Nor \
        is the vocabulary of the package's models: a protocol only structs and enums of its module adopt, wherever they are \
        declared, that requires an `eraseTo…` method or counts among its conformers a model and its `Any…` eraser (`Row<Content>` and \
        `AnyRow`), none of its requirements `async`; a double would be one more model. Nor is an interprocess interface: \
        an `@objc` protocol whose metatype production code hands to a call (`NSXPCInterface(with: BackupService.self)` or \
        `(any BackupService).self`, in the package or in the app linted with it), a contract the runtime speaks between processes, its other side a \
        proxy built from the metatype; a Swift protocol registered by its metatype (`register(SyncService.self) { … }`) \
        is still a seam. Nor is a protocol requiring initializers alone, itself and the package protocols it refines \
        (`protocol ReportsAssembled: Assembled {}` where `Assembled` requires only `init(container:)`, or `protocol ScreenState: \
        ObservableObject { init() }`, whose framework parent asks for nothing to write): a construction marker \
        a container builds conformers by, with no method a double could stand in for (another framework parent keeps it a seam). A double conforms through the package's refinements of the protocol and through a top-level \
        type alias composing it (`typealias NoteStore = NoteReading & NoteWriting` adopted by `FakeNoteStore`), and only to the \
        protocol it names: a spy of `Uplink.Delegate` is no double of `Downlink.Delegate` (a bare `Delegate` means the one nested \
        in the type around the conformer). A \
        production conformer that stores only closures and forwards to them, in the protocol's file or one of its own (`struct AnyModifier: Modifier \
        { let block: (Image) -> Image }`) is a stand-in too when tests name it: they substitute the protocol with closures \
        of their own (`AnyModifier { image in image }`); so is one storing the closure in an enum of the file whose cases carry \
        only closures (`Cacher(behavior: .modify { … })` beside `.cache`). A conformer a dependency key of the protocol's file hands to tests or \
        previews (`static let testValue: any Refresher = NoopRefresher()`, not also its `liveValue`) is a double. Nor is a \
        capability of the package's records, every conformer a struct or enum and every requirement synchronous: their \
        hand-written coding (`init(reading:) throws` beside `func write(to buffer: inout Buffer)`, or a conversion without \
        parameters such as `func makeDocument() -> Document`, over structs storing data), a refinement that only marks such \
        records, or a closed family of two or more value computations (`func area(for point: Point, in frame: Frame) -> Area?`, \
        no closure, not throwing); tests build those values for real. A class conformer, an `async` or throwing method, or a \
        single conformer of a computation (a clock's `now()`, a `struct` client doing I/O) keeps it a seam. Nor is a family \
        of commands: two or more of the package's structs and enums (or classes storing only `let`s) carrying their inputs, whose every method takes one \
        object of a framework to run against (`func run(in store: StoreContext) throws`, not `async`): the executor holding \
        that object is the seam, and tests run the real commands against a real in-memory one. Nor is a protocol \
        constrained to a framework UI class (`protocol SizedPanel: NSWindow`) that only extensions in its own file, implementing \
        none of it, make a dependency's class adopt (`extension HostedPanel: SizedPanel {}`): it holds that generic window \
        without its parameters. A refinement adding only `static` requirements (`static var commandName: String { get }`), or nothing \
        at all but a `where` clause on one package protocol (`protocol EditableRow: Row where Schema: EditableSchema {}`; \
        one binding an associated type, `where Value == Bookmark`, is a concrete seam and still judged), \
        leaves its methods to its parent, judged on its own, whether or not the package itself adopts it. Nor is a capability only persistence records adopt (Realm \
        objects, `NSManagedObject` subclasses, `@Model` classes) whose every method is a synchronous query without \
        parameters (`func detachedCopy() -> Self`): tests build such records for real; one refining the persistence model itself \
        (`protocol Label: PersistentModel`, or bound to a `recordBaseTypes` class) may take parameters (`func rename(to:)`, \
        not `async`): only records can adopt it. Nor is the face of the package's record \
        objects: three or more read-only properties for its one method without a default, every method a synchronous conversion \
        returning a value (`func render(in context: RenderContext) -> String?` of a generator's parsed nodes, the body a request \
        record encodes to), adopted in their declarations by two or more of the package's classes or structs storing data (a type made to conform in an extension is adapted to a seam, unless the protocol is bound to a class of the \
        package, `protocol StrokeItem: ShapeModel`, and the extensions making its record subclasses adopt it sit in its own file), none observable or a framework \
        object but `NSObject`, nor a refinement adding only properties to such a face in its file; and a UIKit or AppKit item \
        building its own view (`func makeThumbnailView() -> UIView`, beside `func isSame(as other: ShelfItem?) -> Bool`) is a \
        view-building extension point like a SwiftUI one. A double, and a use as a type, counts for the protocol its module \
        sees: when two modules each declare a protocol of one name (`ConsoleActions` in `Console` and in `ClassicConsole`), a \
        test conformer or a property in a module reaching only one of them (through imports or dependencies) is that one's, not the other's. In a family of values a \
        `mutating` method taking only values, synchronous and not throwing, belongs to the family (`mutating func reset()` \
        beside `func validated() -> [String]` of settings records); `throws` or `async` keeps it a seam. Nor is a closed \
        table of conformers: a protocol whose every use as a type is its metatype in a closed list of its conformers, in \
        any file (a constant table, `static let all: [any SchemaStep.Type] = [AddNotesTable.self, AddTagsColumn.self]`, \
        which the code walks, or a computed property or function whose body only picks one, `var writer: any \
        ReportWriter.Type { switch self { case .plain: PlainReportWriter.self … } }`), or an instance of one: a function or \
        computed property whose body only builds one listed type per case, from the case's values, and returns it (`func step() \
        -> any ScoreStep { switch self { case let .bonus(points): return BonusStep(points: points) … } }`, used at once by its \
        caller, a case's pick possibly under `#if MODULE … #else fatalError(…) #endif`); nothing receives a value or metatype of it, so nothing could take a double (a parameter `any SchemaStep.Type`, a `var` table, an associated value or a \
        case answering a metatype handed in keeps it a seam). Nor is a mixin of a command-line tool's subcommands: a protocol refining a parser's command \
        protocol (`commandProtocols`, directly or through package protocols: `protocol ToolCommand: AsyncParsableCommand \
        { func body() async throws }`, its extensions holding the shared run plumbing), whose conformers the parser builds \
        from the arguments; no code is handed a command a fake one could replace. Nor is a family of request descriptions: a \
        protocol with an associated type adopted by three or more structs or enums, none a class, each declaring `path` and \
        `method` (or `httpMethod`), or the protocol requiring them (`struct ListNotes: Endpoint`): tests build the real ones. \
        Nor is an extension point of a library: a \
        `public` or `open` protocol of a module a `.library` product vends that no program of the package drives (an \
        executable or `composition` target whose code names a type of the module, itself or through other modules of the \
        package; a test target, a benchmark harness named with a word of `benchmarkTargetWords` \
        or depending on a `Benchmark` product, a harness named as a test, or an example app named or foldered with a word of \
        `exampleTargetWords`, is none, and a code generator beside the library, `protoc-gen-…`, naming none of it, drives \
        nothing), that two or more production types adopt (`JSONEncoder` by extension beside the \
        package's form encoder): its strategies are its own conformers and its users' types, which tests run for real, as \
        `single-implementation-protocol` leaves vended protocols alone (`checkVendedProtocols`); one with a single conformer stays a seam. \
        So is a `public` protocol of such a module whose every production conformer is an `open class` (`open class \
        StandardDurationFormatter: DurationFormatting`) and whose every method is synchronous and returns a value, whatever \
        programs the package builds: a customization hook its users subclass or replace (a `final` default keeps it a seam); a \
        conformer in a module depending on the library (an example app's own formatter) is a user's and does not count, a setter \
        in method form of the protocol's own property (`setBandColor(_:)` beside `bandColors`) is a property, and a refinement \
        adding only properties (a chart series' styling) takes its methods from parents judged on their own (adopted directly or named as a type). \
        Nor is a hook whose every production conformer is a null object by name (`NOPBench`, `NoopRecorder`, `DDNullTracer`: \
        the word first, in any capitals, or after a two- or three-capital prefix): the package implements nothing behind it, \
        its real conformer (a benchmark harness's profiler) lives outside, and the null object is the do-nothing conformer a \
        test would write; a real conformer beside it keeps it a seam. Nor is a compile-time strategy: a protocol requiring a \
        parameterless `static` factory of `Self` (`static func make() -> Self`), adopted by two or more production types and \
        stored by none, which generic code builds from its parameter (`Core<Lock: LockStrategy>` calling `Lock.make()`). Nor are \
        the nodes of a tree the package builds from its own types: every method synchronous, not throwing and answering the \
        family, bare, optional or in an array (`func resolve(parser: Parser, grammar: Grammar) -> [Rule]` where `Rule: Pattern`), \
        two or more of the package's types adopting it; tests build the real nodes (a method answering `Void` or a value keeps \
        it a seam, as a composite logger's `log(_:)` does; a refinement adding only properties, `Rule`, is such a node too, \
        its parent's every method naming the family and answering a value). Nor is \
        the callback side of a doubled port: a class-bound protocol that another protocol of its file holds as a settable \
        property (`var delegate: LinkDelegate? { get set }` of `LinkMonitor`, or `(any LinkDelegate)?`), that other protocol having a double, which calls \
        the callback in tests (a collaborator the port hands out, `var cookies: CookieStoring { get }`, stays a seam). \
        A closure box in the protocol's file whose other stored properties are plain values witnessing the protocol's own \
        property requirements (`struct ClosureStep: Step { let identifier: String; let closure: StepClosure }` where `Step` \
        requires `identifier`, or its `description` as a `CustomStringConvertible`), beside at most an optional of the protocol it composes \
        with (`parent: StorageScope?`), which tests build, is a stand-in like a box storing only closures (a collaborator or a value \
        the protocol does not ask for, `AnyFilter`'s `name`, makes it an implementation); and an availability shim may take each conformer's own \
        instance in its branches (`Signposter.shared`, `NoopSignposter.shared`) instead of building it.
        Nor is a family of predicates: an `associatedtype` beside methods that all answer a `Bool` (synchronous, not throwing, \
        not `mutating`), two or more production conformers and no property holding it (`func search<Q: SearchQuery>(using query: \
        Q)` over the real queries), the criteria of one algorithm as a comparator is. \
        Nor is a protocol of an example app (a program or `composition` target named or foldered with a word of \
        `exampleTargetWords`, `Example/…`) or of a benchmark harness (named with a word of `benchmarkTargetWords`, \
        `QPSBenchmark`) that no test target depends on: a demo or a measurement of the library, tested by nobody. Nor is \
        the protocol every test case of a test harness adopts (named `…Test` or `…TestCase`, in a module named with the word \
        `Test`, `Tests` or `Testing`, adopted by two or more production types: `protocol InteroperabilityTest` of an interop \
        suite the harness runs against a real server): its conformers are tests, and a double of one proves nothing. \
        Nor is a face requiring only parameterless queries (`public protocol Credential { func name() -> String }`) whose every \
        conformer also adopts a package refinement with methods of its own (`Authenticating: Credential`): callers keep what \
        casts to the refinement, the seam a double would substitute, which is judged itself.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("ignoredProtocols", .strings([]), "Protocols exempt from this rule."),
            RuleOption("ignoredSuffixes", .strings([]), "Protocol-name endings exempt from this rule (e.g. `Delegate` for teams that do not double UI delegates)."),
            RuleOption("recordBaseTypes", .strings(["NSManagedObject"]), "Framework base classes of persistence records: a protocol with an associated type only their subclasses adopt maps records to values."),
            RuleOption("reportUnusedProtocols", .bool(false), "Report a protocol nothing linted conforms to or names, as a seam waiting for its implementations (one only excluded code uses); off by default: it has no boundary to substitute."),
            RuleOption("capabilitySuffixes", .strings(["able", "ible"]), "Protocol-name endings of capabilities (`OPMLRepresentable`), which are not boundaries."),
            RuleOption(
                "checkVendedProtocols", .bool(false),
                "Also check the `public`/`open` protocols with two or more production conformers of targets a `.library` product vends that no program of the package drives."
            ),
            VendedLibrary.benchmarkWordsOption,
            VendedLibrary.exampleWordsOption,
            RuleOption(
                "commandProtocols", .strings(["ParsableCommand", "AsyncParsableCommand"]),
                "Command-line parsers' command protocols: a protocol refining one is a mixin of the tool's subcommands, which the parser builds."
            ),
            RuleOption(
                "doubleNameMarkers", .strings(Self.doubleNameMarkers),
                "Name prefixes and suffixes of production conformers, or of their files, that are doubles (previews, demos)."
            ),
            RuleOption(
                "debugStandInMarkers", .strings(Self.debugStandInMarkers),
                "Name prefixes and suffixes that, beside `doubleNameMarkers`, make a conformer declared inside `#if DEBUG` a stand-in (`MemoryPasswordVault`, `DebugClock`): debug builds swap it in for tests and previews."
            ),
            RuleOption(
                "doubleGeneratorMarkers", .strings(Self.doubleGeneratorMarkers),
                "Words in the name of an attribute (`@Spyable`, `@Mockable`, `@GenerateMock`), a marker protocol or a Sourcery annotation (`AutoMockable`, `// sourcery: AutoMockable`) on a protocol whose double is generated at build time."
            ),
        ],
        triggering: triggeringExamples + shapeTriggeringExamples + valueTriggeringExamples + adopterTriggeringExamples + recordTriggeringExamples
            + markerTriggeringExamples + markerBoundTriggeringExamples + tableTriggeringExamples + generatedTriggeringExamples + standInTriggeringExamples
            + vendedTriggeringExamples + hookTriggeringExamples + refinementTriggeringExamples + frameworkTriggeringExamples,
        nonTriggering: nonTriggeringExamples + shapeNonTriggeringExamples + valueNonTriggeringExamples + adopterNonTriggeringExamples + recordNonTriggeringExamples
            + markerNonTriggeringExamples + tableNonTriggeringExamples + generatedNonTriggeringExamples + standInNonTriggeringExamples
            + vendedNonTriggeringExamples + hookNonTriggeringExamples + refinementNonTriggeringExamples + frameworkNonTriggeringExamples
    )

    private static let pluginModules: Set<String> = ["PackagePlugin", "XcodeProjectPlugin"]

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        guard !file.isTestCode, !file.model.imports.contains(where: { Self.pluginModules.contains($0.module) }) else { return [] }
        // Most files declare no protocol: they are done before the helpers read the index.
        guard file.model.types.contains(where: { $0.kind == .protocol }) else { return [] }
        let ignored = context.stringSet("ignoredProtocols")
        let ignoredSuffixes = context.strings("ignoredSuffixes")
        let capabilitySuffixes = context.strings("capabilitySuffixes")
        let doubles = TestDoubles(markers: context.strings("doubleNameMarkers"))
        let boundaries = BoundaryProtocols(index: context.index, capabilitySuffixes: capabilitySuffixes)
        let nonSeams = NonSeamProtocols(index: context.index)
        let values = ValueShapedProtocols(index: context.index)
        let clients = ClientConformers(index: context.index)
        // Local functions rather than closures stored in constants: those would each copy `context`.
        // A production stand-in named for it (`InMemoryProfileRepository`) that tests name is the double they use, and so is
        // any conformer only tests and previews build (`ScratchLedger`), whatever its name. A `public`/`package` one only tests build
        // may be the API they exercise (`DiskNoteArchive`), which the package's users build.
        func isStandIn(_ conformer: IndexedType) -> Bool {
            if conformer.name.hasPrefix("InMemory") && context.index.isUsedByTests(conformer.name) { return true }
            guard conformer.kind != .extension, !PreviewMachinery.mayBeNamedByLinkers(conformer.modifiers, context.index),
                  PreviewMachinery.isNamedOnlyByTestsOrPreviews(conformer.name, context.index) else { return false }
            return !conformer.modifiers.contains { $0 == "public" || $0 == "open" || $0 == "package" } || context.index.isMentionedInPreviews(conformer.name)
        }
        // A conformer only debug builds compile, named as a stand-in (`#if DEBUG final class MemoryPasswordVault: PasswordVault`),
        // the marker a word anywhere in its name (`VaultMemoryStore`, a testing-overrides file's store).
        let debugDoubles = TestDoubles(markers: context.strings("doubleNameMarkers") + context.strings("debugStandInMarkers"))
        func isDebugStandIn(_ conformer: IndexedType) -> Bool {
            debugDoubles.isDouble(namedAnywhere: conformer.name) && context.index.traits(of: conformer).contains(.isDebugOnly)
        }
        func isDouble(_ conformer: IndexedType) -> Bool {
            context.isTestCode(conformer) || doubles.isDouble(conformer) || isInDoublesFile(conformer, doubles) || isStandIn(conformer)
                || isDebugStandIn(conformer) || DependencyKeyValues.isKeyFileTestConformer(conformer, context.index)
        }
        // Conformers a dependency key of this file hands to tests and previews (`static let testValue = NoopRefresher()`).
        let keyStandIns = DependencyKeyValues.declaresStandIns(file.model) ? DependencyKeyValues.standIns(in: file.model, file.tokens) : []
        let generators = context.strings("doubleGeneratorMarkers")
        func isDoubled(_ name: String, declaredIn module: String? = nil, nesting: ProtocolNesting? = nil) -> Bool {
            if Self.hasGeneratedDouble(name, context.index, generators) { return true }
            let substitutes = substitutes(of: name, declaredIn: module, nesting: nesting, context.index)
            return substitutes.contains { isDouble($0) || keyStandIns.contains($0.name) } || Self.hasInMemoryAlternative(substitutes, context.index)
                || clients.conformers(of: name, module: file.module).contains(where: isDouble)
        }
        let valueCapabilities = ValueCapabilities(index: context.index)
        let commands = CommandFamilies(index: context.index)
        let commandProtocols = context.stringSet("commandProtocols")
        let records = RecordFaces(index: context.index)
        let refinements = ProtocolRefinementShapes(index: context.index)
        // A demo app or benchmark harness of the library that no test target depends on: its protocols are its own, no boundary tested.
        if VendedLibrary.isUntestedHarness(file.module, context) { return [] }
        return file.model.types.compactMap { type in
            guard type.kind == .protocol, boundaries.isBoundary(type, module: file.module), !ignored.contains(type.name), !ignoredSuffixes.contains(where: { type.name.hasSuffix($0) }),
                  !isDoubled(type.name, declaredIn: file.module, nesting: ProtocolNesting(of: type, in: file.model)), !refinesDoubledProtocol(type, file.tokens, context.index, { isDoubled($0) }), !hasClosureBoxTestsBuild(type, context.index),
                  !hasValueClosureBoxTestsBuild(type, in: file.model, context.index), !Self.hasOnlyNullObjects(type.name, context.index),
                  !isOpenDefaultHook(type, module: file.module, context), !Self.isStaticStrategy(type, context.index), !PredicateFamilies.isPredicateFamily(type, file.tokens, context.index), !Self.isBoundToFinalClass(type, context.index),
                  !isCallbackOfDoubledPort(type, in: file.model, file.tokens, { isDoubled($0, declaredIn: file.module) }),
                  !refinesCapabilityWithProperties(type, context.index, capabilitySuffixes), !clients.isAdoptedOnlyByScreens(type.name, module: file.module),
                  !CompositeSlices.isSliceOfComposite(type.name, context, composedOfSeveral: true),
                  !unifiesFrameworkViews(type, context.index),
                  !unifiesFrameworkTypes(type, path: file.path, context.index), !Self.isBuiltOntoForeignValues(type, file.tokens, context.index), !buildsViews(type, file.tokens, context.index), !describesValuesBuilt(type, context.index), !describesDataShape(type, file.tokens, context.index),
                  !values.describesSavedRecords(type, file.tokens), !describesErrors(type, context.index), !values.describesValueBox(type, file.tokens),
                  !declaresDynamicInterface(type, context.index), !FrameworkCapabilities.isReachedOnlyByCasts(type, module: file.module, context.index), !nonSeams.isRuntimeInterface(type), !nonSeams.requiresOnlyInitializers(type), !nonSeams.describesValueFamily(type, file.tokens),
                  !nonSeams.erasesGenericsAcrossFiles(type, module: file.module), !nonSeams.erasesPackageValues(type, module: file.module), !nonSeams.isDefaultedByRefinements(type),
                  context.flag("reportUnusedProtocols") && !type.name.hasPrefix("_") || !nonSeams.isUnused(type.name),
                  !nonSeams.isUnadoptedValueConstraint(type, in: file),
                  !Self.isOpaqueHandle(type, path: file.path, context.index),
                  !choosesByAvailability(type, file.tokens, context.index), !ClassNameLookup.isResolvedByClassName(type.name, file.tokens, context.index),
                  !ClassNameLookup.isListedInMetatypeTable(type.name, context.index),
                  !RecordMappings.isRecordMapping(type, file.tokens, context.index, recordBases: context.stringSet("recordBaseTypes")),
                  !valueCapabilities.describesRecordCoding(type, file.tokens), !valueCapabilities.marksCodedRecords(type, in: file.model, file.tokens),
                  !valueCapabilities.describesComputationFamily(type, file.tokens), !commands.describesCommandFamily(type, file.tokens),
                  !commands.refinesParserCommand(type, commandProtocols: commandProtocols),
                  !describesStoredRecords(type, context.index, recordBases: context.stringSet("recordBaseTypes")),
                  !records.describesRecordFace(type, module: file.module, in: file.model.types, file.tokens),
                  !RequestDescriptors.isRequestFamily(type, context.index),
                  !TestCaseProtocols.isTestCaseProtocol(type, module: file.module, context.index),
                  !(file.model.hasSourceryAnnotations && Self.isAnnotatedForDouble(type, file.source, generators)),
                  !isVendedExtensionPoint(type, module: file.module, context, isDouble), !FileLocalPlatformProtocols.isFileLocal(type, in: file, context.index),
                  !Self.isRefinedOnly(type.name, context.index),
                  !refinements.addsValuesToDataShape(type, isValue: { Self.isReadOnlyValue($0, file.tokens, context.index) }),
                  !refinements.isFaceOfRefinedSeam(type, module: file.module), !refinements.namesUnadoptedValueModels(type),
                  !RecursiveModelFamilies.isRecursiveModelFamily(type, file.tokens, context.index),
                  !RecursiveModelFamilies.refinesFamilyWithProperties(type, module: file.module, context.index),
                  !SelfConstrainedTraits.isSelfConstrainedTrait(type, file.tokens, context.index),
                  // A library a dependency manager checked into the app (`Pods/…`) ships without its tests, and its protocols are
                  // extension points for the app; asked last, of a protocol otherwise reported.
                  !ThirdPartyCheckouts.contains(file.path) else { return nil }
            return Violation(line: type.line, column: type.column, message: "protocol '\(type.name)' has no test double conforming to it in any test target")
        }
    }

    /// `struct InMemoryStore: KeyValueStore` beside `final class UserDefaultsStore: KeyValueStore`, which production code builds
    /// (`init(store: KeyValueStore = InMemoryStore())`): an in-memory conformer shipped as the alternative to a real one and
    /// put to use is a fake by construction, the stand-in whatever builds the holder without a store gets, tests included.
    /// One nothing builds, or the only conformer (the implementation itself), is no stand-in.
    private static func hasInMemoryAlternative(_ substitutes: [IndexedType], _ index: PackageIndex) -> Bool {
        guard let inMemory = substitutes.first(where: { conformer in
            // The first byte settles nearly every name before the prefix is compared.
            conformer.name.utf8.first == UInt8(ascii: "I") && conformer.name.hasPrefix("InMemory") && !conformer.isTest && conformer.kind != .protocol
                && index.isMentionedOutsidePreviews(conformer.name)
        }) else { return false }
        return substitutes.contains { !$0.isTest && $0.kind != .protocol && $0.name != inMemory.name }
    }

    /// A base only package protocols refine (`protocol TextProjecting: ModelLoading`), which no type adopts directly and no code
    /// names as a type, each refinement requiring something of its own: a double of any refinement conforms to it, so the
    /// refinements, each judged, carry the question.
    private static func isRefinedOnly(_ name: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformers(of: name)
        // Each refinement requires something of its own and is judged itself; one adding nothing (`RemoteSource: Source {}`)
        // leaves the judgement to the base.
        return !conformers.isEmpty && conformers.allSatisfy { $0.kind == .protocol && !index.protocolMembers(of: $0.name, in: $0.module).isEmpty }
            && !index.isUsedAsType(name) && index.aliases(naming: name).isEmpty
    }

    /// `public protocol ResponseEncoding` of a module a `.library` product vends that no program of the package drives,
    /// adopted by two or more production types (`extension JSONEncoder: ResponseEncoding` beside the package's form encoder): an
    /// extension point of the library, whose strategies are its conformers and its users' types, not a collaborator a double
    /// stands in for. Conformers are told apart by their name (and parent), so one type adopting it twice through refinements counts once.
    private func isVendedExtensionPoint(_ type: TypeDecl, module: String?, _ context: RuleContext, _ isDouble: (IndexedType) -> Bool) -> Bool {
        // Decided per module: a code generator or harness beside the library does not make it a program's engine.
        guard !context.flag("checkVendedProtocols"), VendedLibrary.isPublishedAPIOfModule(modifiers: type.modifiers, module: module, context) else { return false }
        // An example app's adopters are the library's users, counted only when linted: they do not make a seam an extension point.
        let conformers = context.index.conformersThroughRefinements(of: type.name).filter {
            $0.kind != .protocol && !isDouble($0) && !VendedLibrary.isInExampleApp($0, context)
        }
        return Set(conformers.map { ($0.parent.map { $0 + "." } ?? "") + $0.name }).count >= 2
    }

    /// `@Spyable protocol FeedStore`, `@Mockable`, `@GenerateMock`, or `protocol FeedStore: AutoMockable` (Sourcery's marker
    /// protocol): an attribute or a conformance whose name holds one of `markers` asks a macro or a code generator for the
    /// protocol's double at build time (`FeedStoreSpy`), which no linted file declares.
    private static func hasGeneratedDouble(_ name: String, _ index: PackageIndex, _ markers: [String]) -> Bool {
        !markers.isEmpty && index.declarations(named: name).contains { declaration in
            declaration.kind == .protocol && !declaration.isTest
                && (declaration.attributes + declaration.inheritance).contains { word in markers.contains { NameSearch.contains($0, in: word) } }
        }
    }

    /// `// sourcery: AutoMockable` (or `/// sourcery: AutoMockable, name = Vault`) right above `protocol Vault`: Sourcery's
    /// annotation form of its marker protocol, an annotation key holding one of `markers` asks for the double at build time.
    /// Read last, from the file's text, only for a protocol otherwise reported.
    private static func isAnnotatedForDouble(_ type: TypeDecl, _ source: [UInt8], _ markers: [String]) -> Bool {
        !markers.isEmpty && GeneratorAnnotations.keys(above: type.line, in: source).contains { key in markers.contains(where: key.contains) }
    }

    /// `protocol FailureDescribing { var headline: String { get } }` that only the package's error types adopt, in their
    /// declaration or an extension (or an imported module's `…Error` type it extends, whose declaration the index does not
    /// see): how an error family is shown, a capability of errors, not a collaborator tests substitute.
    private func describesErrors(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        ErrorFamilies.isAdoptedOnlyByErrors(type.name, index)
    }

    /// `protocol Addressee: Identifiable { var address: String { get }; func detachedCopy() -> Self }` that only persistence
    /// records adopt (Realm objects, `NSManagedObject` subclasses, `@Model` classes): a capability the stored records share,
    /// every method a synchronous query without parameters over their fields. Tests build such records for real; a method
    /// taking parameters or `async` (an upload) keeps it a seam.
    /// A protocol refining the persistence model itself (`protocol Label: PersistentModel`, or bound to a `recordBaseTypes`
    /// class, `protocol Label: NSManagedObject`) is a family of records whatever its synchronous methods take
    /// (`func rename(to value: String)`): the compiler lets only records adopt it, so a double would be one more record.
    private func describesStoredRecords(_ type: TypeDecl, _ index: PackageIndex, recordBases: Set<String>) -> Bool {
        let methods = type.members.filter { $0.kind == .function && !$0.modifiers.contains("static") }
        let refinesRecord = type.inheritance.contains { $0.name == "PersistentModel" || recordBases.contains($0.name) }
        guard !methods.isEmpty || refinesRecord,
              methods.allSatisfy({ !$0.isAsync && (refinesRecord || $0.declaresResult && $0.argumentLabels == "") }) else { return false }
        let conformers = index.conformersThroughRefinements(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            let declared = conformer.kind == .extension ? index.declarations(named: conformer.name).filter { $0.module == conformer.module } : [conformer]
            return !declared.isEmpty && declared.allSatisfy { PersistenceEntities.isEntity($0, index) }
        }
    }

    /// `struct AnyModifier: Modifier { let block: (Image) -> Image }` beside the protocol, or `final class BlockObserver:
    /// Observer` storing only `private let onUpdate: UpdateHandler?` in a file of its own, which tests name: a production
    /// conformer storing only closures forwards to whatever its builder passes, so tests substitute the protocol with
    /// closures of their own (`AnyModifier { image in image }`). Such a box storing anything else is an implementation.
    private func hasClosureBoxTestsBuild(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        index.conformers(of: type.name).contains { conformer in
            !conformer.isTest && (conformer.kind == .struct || conformer.kind == .class)
                && index.traits(of: conformer).contains(.storesOnlyClosures) && index.isUsedByTests(conformer.name)
        }
    }

    /// `struct ClosureStep: Step { let identifier: String; let closure: StepClosure }` in the protocol's file, which tests name:
    /// a closure box whose other stored properties are plain values witnessing the protocol's own property requirements (the
    /// `identifier` it asks for) forwards its work to the closure its builder passes, so tests substitute the protocol with
    /// closures of their own (`ClosureStep(identifier: "a") { … }`), as with a box storing only closures. A collaborator, or a
    /// value the protocol does not ask for (`let name: String` beside the block of an `AnyFilter`), makes it an implementation.
    /// Its `description` (adopting `CustomStringConvertible`) and an optional of the protocol itself it composes with (`parent:
    /// StorageScope?`, which tests leave out) are no implementation either.
    /// The closure may be the payload of a case of an enum of the file the box stores (`let behavior: Behavior` with `case cache,
    /// skip, modify((Response) -> Response?)`, no case carrying anything else; tests building `Cacher(behavior: .modify { … })`), the box conforming in its
    /// declaration or an extension of the file.
    private func hasValueClosureBoxTestsBuild(_ type: TypeDecl, in model: SourceModel, _ index: PackageIndex) -> Bool {
        let adopters = Set(model.types.filter { $0.inheritance.contains(where: { $0.name == type.name }) }.map(\.name))
        guard !adopters.isEmpty else { return false }
        let required = Set(type.members.filter { $0.kind == .variable && !$0.modifiers.contains("static") }.map(\.name))
        // An enum whose cases carry closures or nothing (`.live(URLSession)` beside them would be an implementation).
        let closureCarriers = Set(model.types.filter { carrier in
            carrier.kind == .enum && carrier.members.contains(where: \.carriesClosure)
                && carrier.members.allSatisfy { $0.kind != .enumCase || !$0.hasAssociatedValues || $0.carriesClosure }
        }.map(\.name))
        return model.types.contains { box in
            guard box.kind == .struct || box.kind == .class, adopters.contains(box.name) else { return false }
            // Its `description` labels it when it adopts `CustomStringConvertible`: a value a protocol it adopts asks for.
            let labels = box.inherits("CustomStringConvertible") ? required.union(["description"]) : required
            var closures = 0
            for member in box.members where (member.isLet || member.isStoredVar) && !member.modifiers.contains("static") && !member.modifiers.contains("class") {
                guard let stored = member.propertyType, stored.isAnnotated else { return false }
                if stored.isFunction || model.functionAliases.contains(stored.name) || closureCarriers.contains(stored.name) {
                    closures += 1
                } else if stored.name == type.name && stored.isOptional {
                    // `parent: StorageScope?`: another of its kind it composes with, which tests may leave out or fill with a box.
                    continue
                } else if !labels.contains(member.name) || !Self.plainValueTypes.contains(stored.name) || stored.isConstructed {
                    return false
                }
            }
            return closures > 0 && index.isUsedByTests(box.name)
        }
    }

    /// Refines a `final` class of the package (`protocol WidthSizing: Timeline` where `final class Timeline`):
    /// only that class can ever adopt it, so no double can exist; it narrows what a back-reference sees of its owner.
    private static func isBoundToFinalClass(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { bound in
            let classes = index.declarations(named: bound.name).filter { $0.kind == .class }
            return !classes.isEmpty && classes.allSatisfy { $0.modifiers.contains("final") }
        }
    }

    /// The face of a hidden class: the one production conformer is a `private` or `fileprivate` class of the protocol's own
    /// file and no type holds it (`protocol ObservationToken: AnyObject { func invalidate() }` over `fileprivate final class
    /// _ObservationToken`, returned by the file's `observe(…)`). Nothing else can build one, so callers and tests get the
    /// real handle from its factory; an opaque handle, not a seam waiting for a double.
    private static func isOpaqueHandle(_ type: TypeDecl, path: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        // Two hidden classes a container picks between are strategies: a seam.
        return Set(conformers.map(\.name)).count == 1 && conformers.allSatisfy { conformer in
            conformer.kind == .class && conformer.path == path && conformer.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
        } && !index.isHeldAsProperty(type.name)
    }

    /// `protocol LockStrategy { static func make() -> Self; func lock(); func unlock() }` adopted by two or more production
    /// types and held as no property: code builds its conformer from a generic parameter (`final class Core<Lock: LockStrategy>`,
    /// `Lock.make()`), a specialization chosen at compile time (a real lock, a no-op one), not a collaborator handed in that a
    /// test could replace. A protocol some type stores (`let lock: any LockStrategy`) stays a seam.
    private static func isStaticStrategy(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.members.contains(where: { member in
            member.kind == .function && member.modifiers.contains("static") && member.declaresResult && !member.returnsOtherType && member.argumentLabels?.isEmpty == true
        }), !index.isHeldAsProperty(type.name) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return Set(conformers.map(\.name)).count >= 2
    }

    /// `protocol LinkDelegate: AnyObject` beside `protocol LinkMonitor { var delegate: LinkDelegate? { get set } }` in its
    /// file, the monitor having a double: the delegate is the callback side of that port (class-bound, set by whoever uses
    /// the port), and tests drive its conformers by having the monitor's double call it. The port's double plays the other
    /// side; the callback needs none of its own. A collaborator the port hands out (`var cookies: CookieStoring { get }`)
    /// is no callback and stays a seam.
    private func isCallbackOfDoubledPort(_ type: TypeDecl, in model: SourceModel, _ tokens: [Token], _ isDoubled: (String) -> Bool) -> Bool {
        guard type.inheritance.contains(where: { $0.name == "AnyObject" || $0.name == "class" }) else { return false }
        return model.types.contains { port in
            port.kind == .protocol && port.name != type.name
                && port.members.contains { member in
                    guard member.kind == .variable, let propertyType = member.propertyType, propertyType.name == type.name || Self.mayBeParenthesized(propertyType),
                          let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
                    return (propertyType.name == type.name || Self.isParenthesizedExistential(of: type.name, from: keyword, in: tokens))
                        && Self.requirementShape(from: keyword, in: tokens)?.settable == true
                } && isDoubled(port.name)
        }
    }

    /// A protocol of the file holding another one of the file as a property (`var delegate: LinkDelegate? { get set }`):
    /// only then can a protocol be the callback side of a port, which the tokens tell.
    private static func holdsFileProtocol(_ protocols: [TypeDecl]) -> Bool {
        protocols.count > 1 && protocols.contains { port in
            port.members.contains { member in
                member.kind == .variable && (protocols.contains { $0.name == member.propertyType?.name } || member.propertyType.map(mayBeParenthesized) == true)
            }
        }
    }

    /// `var delegate: (any LinkDelegate)? { get set }`: the model names no type for a parenthesized annotation.
    private static func mayBeParenthesized(_ propertyType: PropertyType) -> Bool {
        propertyType.name.isEmpty && !propertyType.isFunction
    }

    /// From a property requirement's position: whether its annotation is `(any Name)`, optional or not.
    private static func isParenthesizedExistential(of name: String, from start: Int, in tokens: [Token]) -> Bool {
        var colon = start
        while colon < tokens.count, colon < start + 4, tokens[colon].text != ":" { colon += 1 }
        guard colon + 4 < tokens.count, tokens[colon + 1].text == "(" else { return false }
        let named = tokens[colon + 2].text == "any" ? colon + 3 : colon + 2
        return named + 1 < tokens.count && tokens[named].text == name && tokens[named + 1].text == ")"
    }

    /// Every production conformer (through refinements) is a null object by name (`NOPBench`, `NoopRecorder`, `DDNullTracer`):
    /// the package implements nothing behind the protocol, only the stand-in installed while the real implementation (a
    /// benchmark harness's profiler, an app's own tracer) lives outside it. The null object is already the do-nothing
    /// conformer a test would write; a protocol with a real conformer beside it stays a seam.
    private static func hasOnlyNullObjects(_ name: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { NullObjectNames.isNullObject($0.name) }
    }

    /// `public protocol DurationFormatting { func format(_ time: TimeInterval) -> String? }` of a module a `.library` product
    /// vends, whose every production conformer is an `open class` of the package (`open class StandardDurationFormatter`): the
    /// library's users subclass the default or bring their own, so the protocol is a customization hook of its public API,
    /// whatever programs the package also builds. Only a hook of value transformations counts (every method synchronous and
    /// returning a value); a `final` or non-`open` default, or a method doing work without a result, keeps it a seam.
    /// A conformer in a module depending on the library (an example app's own formatter) is one of its users' types, the
    /// other strategy a hook is for, and does not count. A setter in method form of the protocol's own property
    /// (`setBandColor(_:)`, `resetBandColors()` beside `var bandColors`) writes the stored model, no work: a property. A
    /// refinement adding only properties (a chart series' styling over `Series`) takes its methods from its parents, judged
    /// on their own when production types adopt them directly or code names them (a parent only refinements reach leaves it judged here).
    private func isOpenDefaultHook(_ type: TypeDecl, module: String?, _ context: RuleContext) -> Bool {
        guard !context.flag("checkVendedProtocols"), type.modifiers.contains(where: { $0 == "public" || $0 == "open" }),
              let module, context.index.package.vendedModules.contains(module) else { return false }
        let properties = type.members.filter { $0.kind == .variable }.map(\.name)
        let methods = type.members.filter { $0.kind == .function && !Self.isPropertySetter($0, of: properties) }
        guard methods.allSatisfy({ !$0.isAsync && $0.declaresResult }),
              !methods.isEmpty || Self.inheritsJudgedMethods(type, context.index) else { return false }
        let conformers = context.index.conformers(of: type.name).filter { conformer in
            !conformer.isTest && conformer.kind != .protocol && !Self.isLibraryUser(conformer.module, of: module, context)
        }
        return !conformers.isEmpty && conformers.allSatisfy { $0.kind == .class && $0.modifiers.contains("open") }
    }

    /// `func setBandColor(_ color: String)` or `func resetBandColors()` beside `var bandColors` of the same protocol: `set` or
    /// `reset` then a property's name (or its singular), synchronous.
    private static func isPropertySetter(_ method: MemberDecl, of properties: [String]) -> Bool {
        guard !method.isAsync, !properties.isEmpty else { return false }
        for verb in ["set", "reset"] where method.name.hasPrefix(verb) {
            let stem = method.name.dropFirst(verb.count)
            guard let first = stem.first, first.isUppercase else { continue }
            let property = first.lowercased() + stem.dropFirst()
            return properties.contains { $0.hasPrefix(property) }
        }
        return false
    }

    /// Every protocol of the package the refinement refines is judged itself: a production type adopts it directly or code
    /// names it as a type. A parent only refinements reach (`isRefinedOnly`) leaves its methods to them.
    private static func inheritsJudgedMethods(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let parents = type.inheritance.map(\.name).filter { index.declarations(named: $0).contains { $0.kind == .protocol } }
        return !parents.isEmpty && parents.allSatisfy { parent in
            index.isUsedAsType(parent) || index.conformers(of: parent).contains { !$0.isTest && $0.kind != .protocol }
        }
    }

    /// A module other than the library's that depends on it (or an example app of the package): one of its users.
    private static func isLibraryUser(_ module: String?, of library: String, _ context: RuleContext) -> Bool {
        guard let module, module != library else { return false }
        return VendedLibrary.isExampleAppModule(module, context) || context.index.dependsOn(module, library) == true
    }

    /// Conformers, through refinements and subclasses: a test's `MockRootComponent: Component<…>` substitutes `Scope`
    /// when the package's `open class Component<…>: Scope` conforms, as a subclass of a conformer conforms too. A
    /// subclass counts only in the base's module or one known to depend on it (same-named classes of two apps abound), and a class named like the framework class it
    /// inherits (`GameViewController: Kit.GameViewController`) leads nowhere: its name's subclasses may be the framework's.
    private func substitutes(of name: String, declaredIn module: String?, nesting: ProtocolNesting?, _ index: PackageIndex) -> [IndexedType] {
        var found = index.conformersThroughRefinements(of: name, declaredIn: module, throughAliases: true, nesting: nesting)
        var pending = found.flatMap { conformer in
            conformer.kind == .class ? [conformer] : conformer.kind == .extension ? index.declarations(named: conformer.name).filter { $0.kind == .class && $0.module == conformer.module } : []
        }
        var seen: Set<String> = []
        while let base = pending.popLast(), seen.count < 256 {
            guard !base.inheritance.contains(base.name), seen.insert(base.name).inserted else { continue }
            let subclasses = index.conformers(of: base.name).filter { subclass in
                guard subclass.kind == .class, let module = subclass.module, let baseModule = base.module, module != baseModule else { return subclass.kind == .class }
                return index.dependsOn(module, baseModule) == true
            }
            found += subclasses
            pending += subclasses
        }
        return found
    }

    /// A same-type constraint (`==`) between the protocol's name and its body's opening brace.
    private static func bindsAssociatedType(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens) else { return true }
        return tokens[start...].prefix(64).prefix(while: { $0.text != "{" }).contains { $0.text == "==" }
    }

    /// `protocol Backdrop: NSView` that a framework view adopts as it is (`extension NSGlassEffectView: Backdrop`) beside
    /// the package's own: only a framework view (`NSView`, `UIView`, a `…View` or `…Cell` class the package does not
    /// declare) can adopt it, and it joins the framework's view with the package's variants of it (a glass and a frosted
    /// backdrop), which previews exercise. Adopted by the package's views alone (each module's popup under one window),
    /// or constrained to a window or view controller, it stays a seam.
    private func unifiesFrameworkViews(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { parent in
            (parent.name.hasSuffix("View") || parent.name.hasSuffix("Cell")) && parent.name.first.map { "UN".contains($0) } == true
                && index.declarations(named: parent.name).isEmpty
        } && index.conformers(of: type.name).contains { conformer in
            !conformer.isTest && conformer.kind == .extension && index.declarations(named: conformer.name).isEmpty
                && index.nestedDeclarations(named: conformer.name).isEmpty
        }
    }

    /// `protocol IndexTaskDescription: TaskDescriptionProtocol { static var idPrefix: String { get } }`: the refinement adds
    /// no method of its own, only properties (an id type erasure reads), so its methods are the parent's, and a double of
    /// the package protocol it refines already substitutes them. One nothing adopts yet is still an unproven seam.
    /// A refinement adding only `static` requirements (`static var info: CommandInfo { get }` that generic code stamping one
    /// command per conformer reads) has no instance requirement of its own at all: its parent is judged on its own, doubled or not.
    /// An empty refinement of one package protocol (`protocol EditableRow: Row where Schema: EditableSchema {}`) is a
    /// marker: it requires nothing a double could stand in for. One whose `where` clause binds an associated type
    /// (`StorageController where Value == Bookmark {}`) is the parent's seam made concrete, still judged. Both are judged through the parent whether or not the
    /// package adopts them (a library's clients may be the only adopters); an empty refinement of two or more is a composite, still judged.
    private func refinesDoubledProtocol(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex, _ isDoubled: (String) -> Bool) -> Bool {
        guard !type.members.contains(where: { $0.kind == .function || $0.kind == .subscriptDecl }) else { return false }
        let parents = type.inheritance.filter { parent in index.declarations(named: parent.name).contains { $0.kind == .protocol } }
        guard !parents.isEmpty else { return false }
        if type.members.isEmpty ? parents.count == 1 && !Self.bindsAssociatedType(type, tokens) : type.members.allSatisfy({ $0.modifiers.contains("static") }) {
            return true
        }
        return index.conformers(of: type.name).contains(where: { !$0.isTest && $0.kind != .protocol }) && parents.contains { isDoubled($0.name) }
    }

    /// `protocol Summarizing: FeedListable { var summary: Summary { get } }`: it adds only properties to capabilities of the
    /// package (names ending in `capabilitySuffixes`), so its every method is a capability's, which is no boundary.
    private func refinesCapabilityWithProperties(_ type: TypeDecl, _ index: PackageIndex, _ suffixes: [String]) -> Bool {
        guard !type.members.contains(where: { $0.kind == .function || $0.kind == .subscriptDecl }) else { return false }
        let parents = type.inheritance.map(\.name).filter { index.declarations(named: $0).contains { $0.kind == .protocol } }
        return !parents.isEmpty && parents.allSatisfy { parent in suffixes.contains(where: parent.hasSuffix) }
    }

    /// `@objc protocol ScriptedShortcut { @objc optional var name: String { get } }` adopted only through
    /// `extension SBObject: ScriptedShortcut {}`: every requirement is `optional` and the package implements none of them
    /// on the framework classes that adopt it, so the protocol only types the messages a framework proxy (Scripting Bridge,
    /// a distributed object) answers at run time. It describes a foreign interface; it is not a seam of the package.
    private func declaresDynamicInterface(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.attributes.contains("objc"), !type.members.isEmpty, type.members.allSatisfy({ $0.modifiers.contains("optional") }) else { return false }
        let requirements = Set(type.members.map(\.name))
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            conformer.kind == .extension && index.declarations(named: conformer.name).isEmpty && index.nestedDeclarations(named: conformer.name).isEmpty
                && index.extensionMembers(of: conformer.name, in: conformer.module).isDisjoint(with: requirements)
        }
    }

    /// A conformer kept in a file made for previews and doubles (`PreviewAndTestingSupport.swift`, a `Mocks/` folder),
    /// whatever its own name (`EphemeralMetadataStore`): such files hold the stand-ins debug builds compose.
    private func isInDoublesFile(_ conformer: IndexedType, _ doubles: TestDoubles) -> Bool {
        TestDoubleCode.isInDoublesFolder(conformer.path) || TestDoubleCode.isNamedAsDouble(conformer.path, doubles)
    }

    /// Only a file that declares a protocol and names `View`, `UIView` or `NSView` can declare a view-building one, only one naming
    /// `NSClassFromString` can look a conformer up by name, only one declaring a
    /// protocol with an `@available` conformer can choose its conformers by availability, only one requiring just properties and an
    /// initializer, or only properties refining another, can be a data shape (its accessors are read), only one whose protocol
    /// only values adopt can declare a family of values or saved records, only a generic one a value box, and only an empty
    /// refinement a `where` clause binding an associated type; only one with a Sourcery annotation comment can ask for a generated double,
    /// and only one whose protocol holds another of the file as a property can declare a port's callback (its accessors are read).
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        let protocols = file.model.types.filter { $0.kind == .protocol }
        return !protocols.isEmpty && (file.model.hasSourceryAnnotations || FileLocalPlatformProtocols.mayDeclare(in: file.model) || Self.holdsFileProtocol(protocols) || file.model.references.contains { Self.namesViewOrClassLookup($0.name) } || DependencyKeyValues.declaresStandIns(file.model)
            || protocols.contains { type in
            type.isGeneric || type.declaresAssociatedType || type.members.isEmpty && !type.inheritance.isEmpty || Self.requiresOnlyPropertiesAndInit(type) || Self.refinesWithPropertiesOnly(type) || Self.mayBeRecordFace(type) || context.index.conformers(of: type.name).contains { $0.attributes.contains("available") }
                || NonSeamProtocols(index: context.index).isAdoptedOnlyByValues(type.name)
                || Self.hasOnlyNonClassConformers(type.name, context.index)
                || NonSeamProtocols.asksOnlyValues(type) && context.index.conformers(of: type.name).isEmpty
                || RecursiveModelFamilies.mayBeFamily(type, in: file.model, context.index)
                || RecordMappings.isAdoptedOnlyByRecords(type.name, context.index, recordBases: context.stringSet("recordBaseTypes"))
        })
    }

    /// Refines something and requires only properties: only such a protocol can add values to a data shape it refines.
    private static func refinesWithPropertiesOnly(_ type: TypeDecl) -> Bool {
        !type.inheritance.isEmpty && !type.members.isEmpty && type.members.allSatisfy { $0.kind == .variable }
    }

    /// Three or more properties for each method but one, some method among them: only such a protocol can be a record face.
    private static func mayBeRecordFace(_ type: TypeDecl) -> Bool {
        let properties = type.members.filter { $0.kind == .variable }.count
        let methods = type.members.filter { $0.kind == .function }.count
        return methods > 0 && properties >= 3 * max(methods - 1, 1)
    }

    /// Conformers in production, through refinements, none of them a class: only such a protocol can be a capability of values.
    private static func hasOnlyNonClassConformers(_ name: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && !conformers.contains { $0.kind == .class }
    }

    /// `View`, `UIView`, `NSView` or `NSClassFromString`, asked of every name in a file: the length rules out nearly all before any text is compared.
    private static func namesViewOrClassLookup(_ name: String) -> Bool {
        switch name.utf8.count {
        case 4: name == "View"
        case 6: name == "UIView" || name == "NSView"
        case 17: name == "NSClassFromString"
        default: false
        }
    }

    /// An OS-availability shim: the protocol's file builds its `@available` conformer in an `if #available` branch and
    /// the fallback in the `else` (`UseLock` on newer systems, `FallbackUseLock` before), and builds every production
    /// conformer there. The protocol only gives both one type; nothing chooses between them but the OS.
    private func choosesByAvailability(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        let gated = Set(conformers.filter { $0.attributes.contains("available") }.map(\.name))
        guard !gated.isEmpty else { return false }
        let choice = AvailabilityChoice(tokens)
        let names = Set(conformers.map(\.name))
        return names.count > 1 && names.isSubset(of: choice.newer.union(choice.fallback)) && !gated.isDisjoint(with: choice.newer)
            && !names.subtracting(gated).isDisjoint(with: choice.fallback)
    }

    /// Two or more conformers, all types the package does not declare: one already has the whole API as it is (the
    /// package implements none of the requirements for it), and the package fills at most a gap for the others (a
    /// `bind(unixDomainSocketPath:…)` one of them lacks), writing none of them wholesale. The protocol names an API
    /// those framework types share.
    /// A type nested in the protocol's own file may join them (`final class Formatter: DateFormatting` inside an
    /// extension, falling back from one framework formatter to the other): it composes them, it is no seam of its own.
    private func unifiesFrameworkTypes(_ type: TypeDecl, path: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformers(of: type.name).filter { conformer in
            !conformer.isTest && conformer.kind != .protocol && !(conformer.kind != .extension && conformer.parent != nil && conformer.path == path)
        }
        // `P256.Signing.PrivateKey` and `P384.Signing.PrivateKey` are two types.
        guard Set(conformers.map { ($0.qualifyingPath ?? "") + "." + $0.name }).count > 1 else { return false }
        let requirements = Set(type.members.map(\.name))
        let implemented = conformers.map { index.extensionMembers(of: $0.name, in: $0.module).intersection(requirements) }
        // Each may fill the same small gap (a signature check taking raw bytes), most of the API being their own.
        let fillsGapsOnly = requirements.count >= 3 && implemented.reduce(into: Set<String>()) { $0.formUnion($1) }.count * 2 < requirements.count
        // Written with a path (`extension P256.Signing.PrivateKey`), the type is foreign when the package declares no type of
        // that last name under that path's last component, whatever the package nests elsewhere under the name (`ECDSA.PrivateKey`).
        // A type a code generator declares (a gRPC service's `Client`) is no more the package's own writing than a framework's.
        return conformers.allSatisfy { conformer in
            conformer.kind == .extension && (index.declarations(named: conformer.name).isEmpty
                && (conformer.qualifyingPath == nil ? index.nestedDeclarations(named: conformer.name).isEmpty : FrameworkCapabilities.isForeign(conformer, index))
                || GeneratedConformer.isGenerated(conformer, index))
        } && (Self.isReadView(type) || (implemented.contains(where: \.isEmpty) || fillsGapsOnly) && !implemented.contains { !requirements.isEmpty && $0 == requirements })
    }

    /// `protocol WireKey { associatedtype Peer: WirePeerKey; init(); func agree(with peer: Peer) throws -> Secret }`, and the
    /// `WirePeerKey` it binds, that the package's extensions write onto two or more types of a dependency (`extension
    /// Curve.PrivateKey: WireKey { … }` for each curve): a family of dependency values tied by associated types and built by
    /// initializer, held by no property. Generic code builds the conformers itself from its type parameter, so nothing hands
    /// it an instance a double could replace, and tests run the real values. Without associated types (keys a call takes as
    /// `some SealingKey`), or one foreign type retrofitted alone (`extension URLSession: HTTPSession`), it stays a seam.
    private static func isBuiltOntoForeignValues(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard type.members.contains(where: { $0.kind == .initializer }), !index.isHeldAsProperty(type.name) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        guard Set(conformers.map { ($0.qualifyingPath ?? "") + "." + $0.name }).count > 1 else { return false }
        let requirements = Set(type.members.map(\.name))
        guard conformers.allSatisfy({ conformer in
            conformer.kind == .extension && index.declarations(named: conformer.name).isEmpty
                && (conformer.qualifyingPath == nil ? index.nestedDeclarations(named: conformer.name).isEmpty : FrameworkCapabilities.isForeign(conformer, index))
                && !index.extensionMembers(of: conformer.name, in: conformer.module).isDisjoint(with: requirements)
        }), let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
        // Declaring an associated type, or bound by one of a protocol of its file (`associatedtype Peer: WirePeerKey`).
        return tokens.indices.contains { position in
            tokens[position].text == "associatedtype"
                && ((start..<end).contains(position) || position + 3 < tokens.count && tokens[position + 2].text == ":" && tokens[position + 3].text == type.name)
        }
    }

    /// Three or more properties beside at most one method (`var declName`, `var inheritedNames`, … and one factory): a
    /// uniform read view over several dependency types (a parser's syntax nodes), data the package reads, not a seam.
    private static func isReadView(_ type: TypeDecl) -> Bool {
        let instanceMembers = type.members.filter { !$0.modifiers.contains("static") }
        let methods = instanceMembers.filter { $0.kind == .function || $0.kind == .subscriptDecl }.count
        return methods <= 1 && instanceMembers.filter { $0.kind == .variable }.count >= 3 * max(methods, 1)
    }

    /// Requires only properties and initializers (`init(colorTheme:)` beside the colors a theme lists), refines no
    /// protocol of the package, and only the package's structs and enums adopt it: a palette or preset built from a
    /// parameter, a value like `Palette`, not a collaborator. Class conformers keep it a boundary (an engine's passes,
    /// `init(context:)` and the properties it reads).
    private func describesValuesBuilt(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.members.contains(where: { $0.kind == .initializer }),
              type.members.allSatisfy({ $0.kind == .initializer || $0.kind == .variable }),
              !type.inheritance.contains(where: { index.declarations(named: $0.name).contains { $0.kind == .protocol } }) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            let declared = conformer.kind == .extension ? index.declarations(named: conformer.name) + index.nestedDeclarations(named: conformer.name) : [conformer]
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum }
        }
    }

    /// `protocol Envelope { init?(fields: [String: Any]); var fields: [String: Any] { get } }`: no method, only initializers
    /// and read-only properties typed by values (standard ones, or the package's structs and enums), refining no protocol of
    /// the package: a data shape (a wire message, a metric's name and kind), whatever adopts it. A property typed by a
    /// collaborator (`var log: PassLog`, another protocol) or by a closure (`var onFire: (() -> Void)?`) keeps it a seam,
    /// unless it only gives back what an initializer takes under its name (`init(context: PassContext)` beside `var context:
    /// PassContext { get }`, an engine's passes built by metatype): a construction contract, no behaviour to stand in for.
    private func describesDataShape(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard Self.requiresOnlyPropertiesAndInit(type),
              !type.inheritance.contains(where: { index.declarations(named: $0.name).contains { $0.kind == .protocol } }) else { return false }
        var taken: Set<String>?
        return type.members.allSatisfy { member in
            guard member.kind == .variable, !Self.isReadOnlyValue(member, tokens, index) else { return true }
            if taken == nil { taken = Self.initializerParameters(of: type, tokens) }
            guard taken?.contains(member.name) == true, let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
            return Self.requirementShape(from: keyword, in: tokens)?.settable == false
        }
    }

    /// The names an initializer requirement of the protocol takes its parameters by (`context` of `init(context: PassContext)`).
    private static func initializerParameters(of type: TypeDecl, _ tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        for member in type.members where member.kind == .initializer {
            guard let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { continue }
            names.formUnion(FunctionParameters.names(declaredAt: keyword, in: tokens).names)
        }
        return names
    }

    /// `var fields: [String: Any] { get }`: a read-only property requirement typed by a value (a standard one, or the
    /// package's structs and enums), not by a closure or a collaborator.
    static func isReadOnlyValue(_ member: MemberDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let shape = Self.requirementShape(from: keyword, in: tokens), !shape.settable else { return false }
        if shape.isCollection { return member.propertyType?.isFunction != true }
        guard let propertyType = member.propertyType, !propertyType.isFunction, !propertyType.name.isEmpty else { return false }
        if Self.plainValueTypes.contains(propertyType.name) { return true }
        let declared = index.declarations(named: propertyType.name)
        return !declared.isEmpty && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum }
    }

    /// Requires an initializer and properties, nothing else: only such a protocol can be a data shape.
    private static func requiresOnlyPropertiesAndInit(_ type: TypeDecl) -> Bool {
        type.members.contains { $0.kind == .initializer } && type.members.contains { $0.kind == .variable }
            && type.members.allSatisfy { $0.kind == .initializer || $0.kind == .variable }
    }

    /// From a property requirement's position: whether its type is written as a collection literal (`[String: Any]`, which
    /// the model names no type for) and whether its accessors include `set`.
    static func requirementShape(from start: Int, in tokens: [Token]) -> (isCollection: Bool, settable: Bool)? {
        var position = start
        while position < tokens.count, tokens[position].text != ":" { position += 1 }
        guard position + 1 < tokens.count else { return nil }
        let isCollection = tokens[position + 1].text == "["
        var depth = 0
        while position < tokens.count {
            switch tokens[position].text {
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            case "{" where depth == 0:
                var accessor = position + 1
                while accessor < tokens.count, tokens[accessor].text != "}" {
                    if tokens[accessor].text == "set" { return (isCollection, true) }
                    accessor += 1
                }
                return (isCollection, false)
            default: break
            }
            position += 1
        }
        return nil
    }

    /// Standard value types a data shape's properties may have.
    private static let plainValueTypes: Set<String> = [
        "Bool", "Int", "Int64", "UInt", "Double", "Float", "String", "Date", "TimeInterval", "UUID", "URL", "Data", "Array", "Dictionary", "Set",
    ]

    /// Every instance method builds SwiftUI views: `@ViewBuilder`, or returning an `associatedtype … : View` of the protocol.
    /// UIKit and AppKit items building their own view count too (`func makeThumbnailView() -> UIView`), beside a comparison
    /// with another item (`func isSame(as other: ShelfItem?) -> Bool`), and so do synchronous questions beside a destination
    /// of its own `associatedtype … : View` (`func handlesRoute(_ route: AnyHashable) -> Bool`, probed by a cast on modules):
    /// a display capability of the items, which previews exercise.
    private func buildsViews(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let methods = type.members.filter { $0.kind == .function && !$0.modifiers.contains("static") }
        guard !methods.isEmpty, let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
        var viewTypes: Set<String> = []
        for position in start..<end where tokens[position].text == "associatedtype" && position + 3 < end
            && tokens[position + 2].text == ":" && tokens[position + 3].text == "View" {
            viewTypes.insert(tokens[position + 1].text)
        }
        var buildsAView = false
        let allBuildOrCompare = methods.allSatisfy { method in
            if method.attributes.contains("ViewBuilder") {
                buildsAView = true
                return true
            }
            guard let keyword = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return false }
            let parameters = FunctionParameters.names(declaredAt: keyword, in: tokens)
            let arrow = parameters.end + 1
            guard arrow + 1 < end, tokens[arrow].text == "->" else { return false }
            let result = tokens[arrow + 1].text
            if viewTypes.contains(result) || !method.isAsync && Self.isFrameworkView(result, index) {
                buildsAView = true
                return true
            }
            // A comparison with another item (`isSame(as:)`) is part of the capability, and so, beside a SwiftUI destination the
            // protocol declares, is any synchronous question (`handlesRoute(_:)`: which of its views a route shows).
            return !method.isAsync && result == "Bool" && (!viewTypes.isEmpty || tokens[keyword..<parameters.end].contains { $0.text == type.name })
        }
        return allBuildOrCompare && buildsAView
    }

    /// `UIView`, `NSView` or another `UI…View` or `NS…View` the package does not declare.
    private static func isFrameworkView(_ name: String, _ index: PackageIndex) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS")) && name.hasSuffix("View") && index.declarations(named: name).isEmpty
    }
}
