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
        records); a struct storing nothing keeps it a seam (a clock's `func now() -> Date`). So is a question the package's data values \
        answer about themselves, whatever its methods take: every requirement answers something (no `Void` action, \
        nothing `async`, `throws` or `mutating`, no initializer) and every conformer, directly or through an extension \
        (`extension Mention: RangeStyling`), is an enum of plain cases or a struct with stored properties holding only values (no closure): standard \
        ones, Foundation's value structs such as `NSRange`, and the package's structs and enums so made, none reaching \
        the network, the file system or a system service itself (a struct client holding `let session: URLSession`, a class \
        or a protocol among the conformers or what they hold, or a collection, whose elements are not read, keeps it a seam). \
        Tests build such values for real. Nor \
        is the erased face of the package's own property wrappers: two or more generic `@propertyWrapper` types of its \
        module, and nothing else, adopt it (`AnyField` over `Field<Model, Value>` and `OptionalField<Model, Value>`), \
        wherever they are declared (generic types that are not wrappers may still meet at a seam). \
        Nor is a protocol only package protocols refine, an extension of every one of them implementing each of its \
        methods (`extension Loader { func anyRun() }` for the erased `AnyLoader` that `Loader: AnyLoader` refines). \
        Nor is an opaque handle: a protocol no type holds whose one production conformer is a `private` or `fileprivate` \
        class of its own file (`ObservationToken` over `fileprivate final class _ObservationToken`, returned by the file's \
        `observe(…)`), as callers and tests get the real one from its factory. \
        Nor is plumbing: a protocol not `public`, held by no property, requiring a C library's handle (`var handle: \
        OpaquePointer { get }`), the constraint generic code shares between the package's wrappers of that library's objects \
        (a double would have to fake the handle); a protocol refining `ObservableObject` that hands back SwiftUI views (`func \
        detailScreen() -> AnyView?`, `@ViewBuilder`), nothing `async`, adopted by two or more of the package's classes a \
        factory picks between for a row (an `async` requirement, a screen model loading data, or one conformer keeps it a \
        seam); and a composition root's wiring unit: declared in a `composition` layer, every requirement an action taking \
        one value, the registry it wires into (`func wire(into registry: ServiceRegistry)`), two or more production conformers, \
        all in a `composition` layer too (the same protocol in a feature, or a screen's router with one conformer, stays a seam). Nor is a facet of a context object handed to \
        hooks: a refinement of a package protocol (`EditableStepContext: StepContext`) whose every production conformer is one \
        class of the package that also adopts a sibling refinement of that base and holds only plain state (standard values, \
        its generic parameters, the package's types reaching nothing): tests build the real context (one holding a type the \
        package does not declare, `let session: URLSession`, or doing I/O keeps its facets seams). \
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
        of formats: two or more types the package declares adopt it and every method encodes or decodes values, both ways, \
        synchronously and returning a value (`throws` allowed: `decode(_:from:)` beside `encode(_:) -> Data` of several wire formats, \
        or `init(fields: [Any])` beside `func marshal() -> [Any]` of a protocol's message types, a value's capability), taking no \
        closure or `inout`; tests run the real conformers, and nobody fakes a coder. `async`, a `Void` command, a method of \
        another verb, coding one way only or a framework type among the conformers (`extension JSONDecoder: PayloadDecoder`) keeps it a seam. Nor is a family \
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
        which the code walks, or a lookup table keyed by a name, `private static let known: [String: any LinkRoute.Type] = \
        [ProfileLink.host: ProfileLink.self]`, with a function answering an instance built from its lookup, `guard let kind = \
        known[host] else { return nil }; return kind.init()`, or a computed property or function whose body only picks one, `var writer: any \
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
        Nor is a type-opening visitor, every requirement a generic `visit` (`func visit<Element: Codable>(parameter: Box<Element>) -> Output`): \
        it recovers the concrete type of a type-erased value inside the package, no collaborator a test substitutes. \
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
        `QPSBenchmark`, or a fuzz harness, `FuzzCompare`) that no test target depends on: a demo, a measurement or a fuzzer \
        of the library, tested by nobody. A conformer in an executable target named or foldered `Integration`, \
        `IntegrationTests` or `Tests` (`app-integration` under `Sources/Integration`, an integration-test runner built as \
        a program) counts as a test double, as one in a test target does. Nor is the node of a composite tree: a class-bound \
        protocol a type of its file adopts while storing a `var` array of it (`final class GroupNode: OutlineNode { var children: \
        [OutlineNode] }`), the tree's shape rather than a collaborator; a fan-out handed a `let` list (`FanOutLogger`) is \
        reported. Nor is \
        the protocol every test case of a test harness adopts (named `…Test` or `…TestCase`, in a module named with the word \
        `Test`, `Tests` or `Testing`, adopted by two or more production types: `protocol InteroperabilityTest` of an interop \
        suite the harness runs against a real server): its conformers are tests, and a double of one proves nothing. \
        Nor is a design system's theme: every requirement a synchronous function of plain values or the package's structs \
        and enums (a control's state) answering a style value (a color, a font, a `CGFloat`, or a package struct storing \
        only such values), or a property of one, adopted only by the package's structs and enums (`func fill(for state: \
        ChipState) -> Color`): a palette in method form, no I/O behind it to substitute; a class conformer, `throws`, a \
        closure or a collaborator parameter keeps it a seam. \
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
            + vendedTriggeringExamples + hookTriggeringExamples + refinementTriggeringExamples + frameworkTriggeringExamples + dataValueTriggeringExamples
            + plumbingTriggeringExamples + harnessTriggeringExamples,
        nonTriggering: nonTriggeringExamples + shapeNonTriggeringExamples + valueNonTriggeringExamples + adopterNonTriggeringExamples + recordNonTriggeringExamples
            + markerNonTriggeringExamples + tableNonTriggeringExamples + generatedNonTriggeringExamples + standInNonTriggeringExamples
            + vendedNonTriggeringExamples + hookNonTriggeringExamples + refinementNonTriggeringExamples + frameworkNonTriggeringExamples + dataValueNonTriggeringExamples
            + plumbingNonTriggeringExamples + harnessNonTriggeringExamples
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
            context.isTestCode(conformer) || doubles.isDouble(conformer) || ProtocolSubstitutes.isInDoublesFile(conformer, doubles) || isStandIn(conformer)
                || isDebugStandIn(conformer) || DependencyKeyValues.isKeyFileTestConformer(conformer, context.index)
                || IntegrationTestPrograms.contains(conformer, context.index)
        }
        // Conformers a dependency key of this file hands to tests and previews (`static let testValue = NoopRefresher()`).
        let keyStandIns = DependencyKeyValues.declaresStandIns(file.model) ? DependencyKeyValues.standIns(in: file.model, file.tokens) : []
        let generators = context.strings("doubleGeneratorMarkers")
        func isDoubled(_ name: String, declaredIn module: String? = nil, nesting: ProtocolNesting? = nil) -> Bool {
            if ProtocolSubstitutes.hasGeneratedDouble(name, context.index, generators) { return true }
            let substitutes = ProtocolSubstitutes.substitutes(of: name, declaredIn: module, nesting: nesting, context.index)
            return substitutes.contains { isDouble($0) || keyStandIns.contains($0.name) } || ProtocolSubstitutes.hasInMemoryAlternative(substitutes, context.index)
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
                  !isDoubled(type.name, declaredIn: file.module, nesting: ProtocolNesting(of: type, in: file.model)), !JudgedRefinements.refinesDoubledProtocol(type, file.tokens, context.index, { isDoubled($0) }), !ClosureBoxConformers.hasClosureBoxTestsBuild(type, context.index),
                  !ClosureBoxConformers.hasValueClosureBoxTestsBuild(type, in: file.model, context.index), !NullObjectNames.hasOnlyNullObjects(type.name, context.index),
                  !LibraryExtensionPoints.isOpenDefaultHook(type, module: file.module, context), !CompileTimeChoiceProtocols.isStaticStrategy(type, context.index), !PredicateFamilies.isPredicateFamily(type, file.tokens, context.index), !ClosedConformerProtocols.isBoundToFinalClass(type, context.index),
                  !PortCallbacks.isCallbackOfDoubledPort(type, in: file.model, file.tokens, { isDoubled($0, declaredIn: file.module) }),
                  !JudgedRefinements.refinesCapabilityWithProperties(type, context.index, capabilitySuffixes), !clients.isAdoptedOnlyByScreens(type.name, module: file.module),
                  !CompositeSlices.isSliceOfComposite(type.name, context, composedOfSeveral: true),
                  !ForeignConformerProtocols.unifiesFrameworkViews(type, context.index),
                  !ForeignConformerProtocols.unifiesFrameworkTypes(type, path: file.path, context.index), !ForeignConformerProtocols.isBuiltOntoForeignValues(type, file.tokens, context.index), !ViewBuildingProtocols.buildsViews(type, file.tokens, context.index), !DataShapeProtocols.describesValuesBuilt(type, context.index), !DataShapeProtocols.describesDataShape(type, file.tokens, context.index),
                  !values.describesSavedRecords(type, file.tokens), !ErrorFamilies.isAdoptedOnlyByErrors(type.name, context.index), !values.describesValueBox(type, file.tokens),
                  !ForeignConformerProtocols.declaresDynamicInterface(type, context.index), !FrameworkCapabilities.isReachedOnlyByCasts(type, module: file.module, context.index), !nonSeams.isRuntimeInterface(type), !nonSeams.requiresOnlyInitializers(type), !nonSeams.describesValueFamily(type, file.tokens),
                  !nonSeams.erasesGenericsAcrossFiles(type, module: file.module), !nonSeams.erasesPackageValues(type, module: file.module), !nonSeams.isDefaultedByRefinements(type),
                  context.flag("reportUnusedProtocols") && !type.name.hasPrefix("_") || !nonSeams.isUnused(type.name),
                  !nonSeams.isUnadoptedValueConstraint(type, in: file),
                  !ClosedConformerProtocols.isOpaqueHandle(type, path: file.path, context.index), !ClosedConformerProtocols.wrapsCHandle(type, context.index),
                  !ViewPlumbingProtocols.isObservedViewHelperFamily(type, file.tokens, context.index),
                  !CompositionWiringProtocols.isWiringUnit(type, module: file.module, context), !ContextFacetProtocols.isFacetOfContext(type, context.index),
                  !CompileTimeChoiceProtocols.choosesByAvailability(type, file.tokens, context.index), !ClassNameLookup.isResolvedByClassName(type.name, file.tokens, context.index),
                  !ClassNameLookup.isListedInMetatypeTable(type.name, context.index),
                  !RecordMappings.isRecordMapping(type, file.tokens, context.index, recordBases: context.stringSet("recordBaseTypes")),
                  !valueCapabilities.describesRecordCoding(type, file.tokens), !valueCapabilities.marksCodedRecords(type, in: file.model, file.tokens),
                  !valueCapabilities.describesComputationFamily(type, file.tokens), !ValueTransformFamilies.isFamily(type, file.tokens, context.index), !StyleThemeProtocols.isStyleTheme(type, file.tokens, context.index), !DataValueCapabilities.isAnsweredByDataValues(type, file.tokens, context.index), !commands.describesCommandFamily(type, file.tokens),
                  !commands.refinesParserCommand(type, commandProtocols: commandProtocols),
                  !StoredRecordProtocols.describesStoredRecords(type, context.index, recordBases: context.stringSet("recordBaseTypes")),
                  !records.describesRecordFace(type, module: file.module, in: file.model.types, file.tokens),
                  !RequestDescriptors.isRequestFamily(type, context.index),
                  !TestCaseProtocols.isTestCaseProtocol(type, module: file.module, context.index),
                  !(file.model.hasSourceryAnnotations && ProtocolSubstitutes.isAnnotatedForDouble(type, file.source, generators)),
                  !LibraryExtensionPoints.isVendedExtensionPoint(type, module: file.module, context, isDouble), !FileLocalPlatformProtocols.isFileLocal(type, in: file, context.index),
                  !JudgedRefinements.isRefinedOnly(type.name, context.index),
                  !refinements.addsValuesToDataShape(type, isValue: { DataShapeProtocols.isReadOnlyValue($0, file.tokens, context.index) }),
                  !refinements.isFaceOfRefinedSeam(type, module: file.module), !refinements.namesUnadoptedValueModels(type),
                  !RecursiveModelFamilies.isRecursiveModelFamily(type, file.tokens, context.index),
                  !CompositeTreeNodes.isTreeNode(type, in: file.model, file.tokens),
                  !RecursiveModelFamilies.refinesFamilyWithProperties(type, module: file.module, context.index),
                  !SelfConstrainedTraits.isSelfConstrainedTrait(type, file.tokens, context.index), !TypeOpeningVisitors.isTypeOpeningVisitor(type),
                  // A library a dependency manager checked into the app (`Pods/…`) ships without its tests, and its protocols are
                  // extension points for the app; asked last, of a protocol otherwise reported.
                  !ThirdPartyCheckouts.contains(file.path) else { return nil }
            return Violation(line: type.line, column: type.column, message: "protocol '\(type.name)' has no test double conforming to it in any test target")
        }
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
        return !protocols.isEmpty && (file.model.hasSourceryAnnotations || FileLocalPlatformProtocols.mayDeclare(in: file.model) || PortCallbacks.holdsFileProtocol(protocols) || file.model.references.contains { ProtocolTokenNeeds.namesViewOrClassLookup($0.name) } || DependencyKeyValues.declaresStandIns(file.model)
            || CompositeTreeNodes.mayDeclare(protocols, in: file.model)
            || protocols.contains { type in
            type.isGeneric || type.declaresAssociatedType || type.inherits("ObservableObject") || type.members.isEmpty && !type.inheritance.isEmpty || DataShapeProtocols.requiresOnlyPropertiesAndInit(type) || ProtocolTokenNeeds.refinesWithPropertiesOnly(type) || ProtocolTokenNeeds.mayBeRecordFace(type) || context.index.conformers(of: type.name).contains { $0.attributes.contains("available") }
                || NonSeamProtocols(index: context.index).isAdoptedOnlyByValues(type.name)
                || ProtocolTokenNeeds.hasOnlyNonClassConformers(type.name, context.index)
                || NonSeamProtocols.asksOnlyValues(type) && context.index.conformers(of: type.name).isEmpty
                || RecursiveModelFamilies.mayBeFamily(type, in: file.model, context.index)
                || ValueTransformFamilies.mayDescribe(type, context.index)
                || RecordMappings.isAdoptedOnlyByRecords(type.name, context.index, recordBases: context.stringSet("recordBaseTypes"))
        })
    }
}
