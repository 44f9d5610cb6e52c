import GuardrailsCore

/// Suites describe what the system does, so they survive renaming and splitting the implementation.
public struct SuiteNamedByBehaviorRule: Rule {
    public init() {}

    public static let readsTokens = true

    /// `FeedLoader_Tests` is named after `FeedLoader` as `FeedLoaderTests` is.
    private static let suffixes = ["_Tests", "_Test", "_Specs", "_Spec", "Tests", "Test", "Specs", "Spec", "Suite"]
    /// Quick's `XCTestCase` subclasses: their subclasses are suites holding their tests in `spec()`.
    private static let specSuperclasses: Set<String> = ["QuickSpec", "AsyncSpec"]

    public static let description = RuleDescription(
        id: "suite-named-by-behavior",
        summary: "Test suites are named for behavior (`CacheFeedUseCaseTests`), not after a production type.",
        rationale: """
        Law 6: a suite named after a class (`LocalFeedLoaderTests`, `LocalFeedLoader_Tests`, `TestLocalFeedLoader`) ties the tests to today's implementation; \
        one named after the use case it proves keeps its meaning when types are split or renamed. \
        Infrastructure and conformance suites legitimately prove one component, so suites in layers of the \
        kinds in `componentSuiteLayerKinds`, suites named after a type declared in such a layer (an adapter \
        tested from a test target that covers several layers) or under a folder named in `componentFolders` \
        (`App/Infrastructure/Network/NetworkService.swift`, `App/Data/Network/SignInService.swift` in an app of one module, whose folders stand for its layers; \
        a folder only containing the word, `InfrastructureHelpers`, or the suite's own folder does not count, nor does the \
        folder of a module whose layer may import an `infrastructure` layer: the adapters live there), after a type whose name says it is an adapter \
        (`componentSuffixes`: `CountriesWebRepository`, `URLSessionHTTPClient`, `CrashReportLogger` forwarding to a \
        vendor SDK, in an app of one module), after a class adopting a package protocol that stores a package protocol only types \
        the package does not declare adopt, in extensions, one in the class's file (`extension AppCheck: AppCheckProviding`: a vendor SDK's seam, the class its adapter), after a wire-format parser or coder (`formatComponentSuffixes`: a name ending in \
        `Parser`, `Lexer`, `Tokenizer`, `Decoder`, `Encoder`, `Serializer`, `Formatter`, `Codec`, `Converter` (a text report's) or `Mapper` (a DTO's into the model), `AtomParser`, \
        `DateParser`, `MarkupTokenizer`, or that word alone, a leaf library's `Parser` or `Lexer`; or a struct or enum coding itself, `encode()` beside `decode(_:)`, `init(data:)` \
        or `from`, `FramePacket`, whatever its name, or a struct or caseless enum named `…Protocol` adopting and storing nothing, \
        a wire protocol's codec (`RelayProtocol`); or one of two conformers or more of a package protocol whose every function \
        requirement returns `String` or `Data` (those its file defaults in an extension of the protocol aside), a family of \
        output formats, `TeamCityRenderer: LogRendering`, or of a family whose requirements return nothing when the subject is a \
        class storing only a text sink of the package (`…Output`, `…OutputStream`, `…OutputBuffer`: `private let output: \
        AnyTextOutput<String>`) it writes its format into, while a family \
        requiring an action, `func report(_:)`, or a member holding another collaborator beside its sink, stays reported) declared in a \
        module, outside the composition layer (unless that is an app's one module, importing no other, mapped or not), importing nothing of the package but `support` and `domain` layers, or whose own file imports nothing more (a leaf parsing library, \
        or a feature's `CharactersPageMapper`, reads and writes the model: one component at the I/O edge; one whose module and file both import \
        another feature or an adapter's layer stays reported), after a test double production code keeps (a class or struct named with a leading `Fake`, \
        `Stub`, `Mock`, `Spy`, `Dummy` or `Testable`, adopting a package protocol another production type implements: \
        `TestableShell: ShellProtocol` beside `RealShell`, for an app's fake mode: its suite proves test infrastructure), after a \
        class or actor storing a `DispatchSource…` and no type of the package (an OS event source's adapter, `final class FolderWatch`), \
        after a generic struct adopting only standard protocols that takes its element in a `mutating` method and stores no \
        closure, bare generic value or class, actor or protocol of the package (`struct SpanStore<Element>` with `mutating func \
        set(value: Element, …)`: a data structure, whose API is its behaviour; `Paginator<Page>` storing a `PageLoading` stays reported; \
        so is a struct named as one, `…Set`, `…Queue`, `…Cache`, taking the elements its collections hold, `PointSet` with `mutating func \
        insert(_ point: Point)`, or a generic `final` class so named storing only standard and package values, `RecentCache<Item>`; a \
        `RouteFailureCache` taking only its dictionary's keys decides, and stays reported), \
        after a concrete type implementing a package protocol whose name holds one of `externalServiceWords` as a word \
        (`WikiExternalGlossary: ExternalGlossary`, the adapter of an outside service behind the port; a `struct ExternalLink` \
        behind none stays reported), after a struct or class adopting and storing nothing, or a caseless enum adopting nothing, declared in a file importing \
        SwiftData or Core Data, whose suite imports it too (`struct DraftArchiveStore` writing through the `ModelContext` it is \
        handed, proven against an in-memory container: the persistence component; one storing a property stays reported), \
        after a type shaped like an adapter whose name ends in one of `adapterSuffixes` after another word (a class such as \
        `final class LocationManagerProxy`, or a concrete type implementing one of the package's protocols, in its declaration or an \
        extension, directly or through a type alias (`extension ThumbnailResource: Asset`, `typealias Asset = ReplayAsset`), such as \
        `struct ProfileEndpoint: HTTPEndpoint` or `struct AvatarUploadResource: Resource`, an HTTP resource description; \
        or a type eraser, `Any` + the name of a package protocol it adopts, `final class AnyNoteVault<Note>: NoteVault` forwarding \
        to closures over the wrapped value, a proxy by construction (`struct AnyPayload` with no `Payload` protocol is a value); \
        a bare `Proxy` settings struct, a plain `struct ImageResource { let name: String }` or an `enum FeedEndpoint` listing URLs \
        is a value and stays reported), after a class or struct whose name ends in one of `requestDescriptorSuffixes` and that \
        describes one HTTP request (it declares `path` and `method`/`httpMethod`, or adopts a package protocol requiring them: \
        `final class ArchiveNoteRequest: WireCall`, the same adapter as an `…Endpoint`; a `FriendRequest` record or a permission \
        request's delegate stays reported), after a class storing a whole database's handle (`var queue: DatabaseQueue?`, \
        an `NSPersistentContainer`: the store adapter over that database, whatever its name, also through a class of the package \
        holding one, stored one level deep, `let stack: LedgerStack` where `LedgerStack` keeps the container; a context any service holds, \
        or a class of the package holding only a context, does not count; also a class of static members only keeping one in a static property, or a class storing the system \
        pasteboard, `let board = NSPasteboard.general`), after a Core Data entity (a class subclassing `NSManagedObject`, itself or through a base \
        entity of the package, `final class ParcelEntity: NSManagedObject`: it lives only in a context, so its suite proves what the store saves and loads for it), after a class whose one stored property is a framework's in-memory cache or \
        hash function (`private let storage = NSCache<NSURL, Preview>()`, `var hash = SHA256()`; `URLCache`, `SHA384`, `SHA512`, `HMAC` \
        too): one component over that primitive, with no collaborator (a view or controller so built stays reported), after the class of the one production file importing a library (a module neither the package's nor of the Apple SDKs or toolchain, \
        `import TarballKit`) that stores a type the package does not declare, that library's object (`private let tarball: Tarball`), \
        and no type of the package but its own nested ones: the package's thin wrapper of the library, whatever its name (a library \
        imported by several files is used throughout the app's logic, a class also holding a collaborator of the package, \
        `let store: DataStore`, is logic using the library, and a view or controller holding its view is a screen: those stay reported), after a class implementing a package protocol that stores only objects of a device \
        or OS service framework its file imports, or nothing, building them per call (`import Vision`, `private let handler: VNSequenceRequestHandler`: that \
        framework's adapter behind the port; one behind no port, or holding a collaborator of the package beside them, stays reported), \
        after a class implementing a package protocol whose body reads a device sensor through UIKit's `UIDevice` \
        (`UIDevice.proximityStateDidChangeNotification`, `UIDevice.current.batteryLevel`: that sensor's adapter behind the port, \
        observable or not; a view, a controller or a `…ViewModel` stays reported), after a class, or a struct adopting a protocol (`struct ReceiptUploader: ReceiptSending`), whose body reaches `URLSession` itself (`let session = \
        URLSession.shared` in its request methods) or an HTTP library's session in a file importing that library (`private \
        let session: Session` of Alamofire, its older `SessionManager`), or the platform's web sign-in session (`ASWebAuthenticationSession`), or the `URLSession` swift-dependencies hands it (`@Dependency(\\.urlSession) var session`): the HTTP adapter, whatever its layer; not a view, a controller or observable state; or \
        the keychain's item functions (`SecItemCopyMatching(…)`: the keychain adapter), or a program it launches (`let process = Process()`: that program's adapter), or `FileManager`, a directory walker or a store writing its own file, holding no collaborator of the package that does \
        not, nor a `Codable` record, nor a type only checking or locating paths), after a class \
        or actor implementing a package protocol whose one collaborator is a shell runner (its only instance `let` typed other than a \
        standard value is named with `Shell`: `final class Git { private let shellExecutor: IShellExecutor }`, caches in `var`s \
        aside): it builds a program's command lines and parses their output, the adapter to that program (a class holding \
        other collaborators beside the runner is logic that shells out, and stays reported), or a caseless \
        enum whose static requests name it or Vapor's injected `Client` (`static func send(…, client: Client)`), after a type \
        adopting a server framework's plug-in protocol (`componentProtocols`: `struct ThrottleMiddleware: AsyncMiddleware`) \
        in the composition layer or in none (a component of the stack; in a feature layer it is the app's logic), after a \
        concrete client named as a remote API (`apiClientSuffixes`: `enum HarborAPI` of request builders) that the suite runs \
        against a test double (declared by tests or a test-support module) of one of the package's protocols or a test subclass of a package class overriding its \
        members (`WireClientSpy: WireClient` overriding `send(_:)`; a subclass of the client itself, or one overriding nothing, is no double) or that is a class or actor adopting a package protocol named after it \
        (`final class TideApi: TideApiType`, whatever it sends through: that API's adapter behind its own port, double or not), or after the protocol of such a class the suite builds, or after a package protocol \
        the package makes a framework type adopt in an extension when the suite runs that type (`StackNavigatorTests` building a \
        `UINavigationController` beside `extension UINavigationController: StackNavigator`: a platform adapter's conformance suite; \
        the protocol's suite running only the package's own conformers stays reported), or after a client of \
        closures whose live class the suite builds (`TapClientTests` building `TapClientLive(…)`, the adapter over the system); a class whose one typed property is a \
        `UserDefaults` counts too, behind a port only (the suite named after the class's protocol, `AppSettingsStoreTests` \
        building `DefaultsAppSettingsStore(defaults:)`, or after a class adopting one; a library's subclass, `let store: \
        ScopedUserDefaults`, as the class's one collaborator counts as well): a settings object used directly \
        (`OptionsTests` of `class Options { let defaults: UserDefaults }`) stays reported, and \
        contract suites (conforming to a `…Specs`/`…Contract` protocol, or subclassing a test case of the package that declares \
        tests itself, `TicketLinkTests: LinkTestCase` overriding the factory its inherited tests run) may name it. So may a suite that stubs the \
        network under its subject (it imports one of `transportStubModules`, such as OHHTTPStubs, or registers a \
        `URLProtocol` subclass: `protocolClasses = [StubURLProtocol.self]`, or imports a test-support module declaring one) when the type it is named after is a \
        concrete type implementing one of the package's protocols: that is an adapter behind a port, proven \
        against the wire, whatever its name ends in (`ProductService: ProductAPI`). A protocol with one \
        implementation, or a screen's controller, stays reported even when its suite stubs the network. A type that declares no test (a base class, a helper, a `@Suite` \
        only nesting suites) is not a suite; `XCTestCase` subclasses count through the package's own base classes, and so do Quick's \
        `QuickSpec`/`AsyncSpec` subclasses, whose tests live in `spec()`. A type named \
        for a behavior already says what its suite proves: a use case (`SearchMoviesUseCase`, or a protocol named by a gerund, \
        as its first word or its last, whose extensions implement its behaviour: `protocol FetchingInvoiceList` and the extension \
        implementing `fetchInvoiceList(page:)`, `protocol MultiCursorEditing: NSTextView`, a capability, as is one named `…able`/`…ible` \
        that two types or more adopt, `protocol Resizable`; `ThingCatalog` has no verb \
        before its `ing` and stays reported; so is such a protocol whose suite holds its subject typed as it, `var flow: \
        CheckoutNavigating!`, a role whichever type plays it) or a rule \
        named as an instruction (`NoLeadingUnderscores`, `UseEarlyExits`, `IdentifiersMustBeASCII`: it \
        starts with one of `behaviorLeadingWords` or holds one of `behaviorWords`, or an enum adopting nothing whose one member \
        is a word of its name before another, behind any prefix: `enum PKRefundIssueVoucher { static func issue(…) }`), or any type that is a rule \
        (a supertype ends in one of `behaviorSupertypeSuffixes`, `FileScopedDeclarationPrivacy: SyntaxLintRule`, `MaxTitleLengthValidator: RecordValidator`, `DiskEncryptionCheck: SecurityCheck`, a check the system passes or fails, `ResolveDuplicates: ImportStep`, a pipeline's step named for what it does; a `SpellCheck` \
        under no such supertype stays reported): \
        a rule's name is the policy it enforces; so is an enum adopting nothing, or a struct storing nothing, adopting the package's protocols or not, whose own name ends so (`struct ParcelWeightValidator: ParcelScreening`, `enum CouponCodeValidator` of \
        static predicates, `enum RefundRetryPolicy`; a `struct BackoffPolicy` keeping state stays reported), and a protocol so named (`protocol RefundLimitValidator`, each adopter of which is a rule). So is a type adopting a protocol named as a use case (a supertype \
        ending in one of `behaviorWords`, before an optional `Protocol`/`Type`: `final class SendInvite: SendInviteUseCase`): \
        it is the use case, named for the action it performs; a presenter adopting `ListInteractorOutput` is not. So is a refactoring's or a code action's \
        (`RemoveRedundantParentheses: SyntaxRefactoringProvider`, `OpaqueParameterToGeneric`): it is named for the edit \
        it performs, which is the behavior its suite proves; so is a visitor's or a rewriter's (a class whose supertype ends in \
        `Visitor` or `Rewriter`) whose first word is one of `editLeadingWords` (`AddImportRewriter: SyntaxRewriter`; a \
        `HeadingTreeVisitor` named for what it visits stays reported). A type whose name merely starts with a verb \
        (`RemoveButton: View`) is not an action and stays reported. A command-line subcommand (a type conforming to one of \
        `commandProtocols`, directly or through a package protocol refining one: `struct Update: ToolCommand`, \
        `protocol ToolCommand: AsyncParsableCommand`) is the user's verb, `tool update`, so a suite named after it names \
        a behavior; the root command is named after its tool (`@main struct Periphery: ParsableCommand`, or a command \
        named after its own module) and stays reported; so is one of the package's own family of commands (a protocol named \
        `Command` or `…Command` that two or more types adopt, every one named `…Command`: `struct FocusCommand: Command`, \
        `tool focus`), each named for the action it performs. A suite named after its \
        own test target (`MastodonTests` in `MastodonTests`) is the target's catch-all, not a type's. A suite that \
        never names the type `TrailingCommas` but runs the value `.trailingCommas` (a formatting rule the tests \
        pass around) proves that value's behavior, not the option enum that shares the name; nor does one never naming an internal type its \
        file imports without `@testable` (`CommentTests` beside an invisible `Comment`). A `private` type \
        is still an implementation's name: a suite named after it is reported like any other. A public protocol \
        with several conformers (the package's, or ones the suite declares beside them) is a library's contract, not an implementation: `CacheTests` that \
        runs several `Cache` conformers names the feature (an internal protocol or one with a single conformer, \
        usually one implementation's seam, still counts). A \
        Swift Testing suite with a display name (`@Suite("Route Tests")`) whose code never names the type \
        (`Route`) is about that feature area; the word is shared with the type by chance. So is a suite whose display name \
        describes a behavior rather than repeating the type (`@Suite("Ticket price rounding rules")` on `TicketPricerTests`: three \
        words or more, one a plain word that is none of the type's words nor shares a stem with one), whatever its code names; \
        `@Suite("Terrarium decoder")` or `@Suite("RoutingError Properties")` only repeats the type and stays reported. So is a suite that \
        never names an enum used only as a namespace (no case nor member of its own, only nested types: \
        `enum FormCoding { struct Key }`): it cannot exercise the enum, so its name (`FormCodingTests`) is the \
        feature, the wire format its tests encode and decode; a struct declaring nested types and no property, method \
        or initializer is such a namespace too (`struct CheckoutScreen: Screen { struct State; enum Action; struct Reducer }`, \
        a feature's parts under its name, whatever protocol of associated types it adopts; one with a `let` or a method of \
        its own stays reported); so is one naming it only to qualify its nested types when it groups \
        several (`Sheet.Reader` beside `Sheet.ReadError`: a feature area, like a module); and a suite that never names a plain record (a struct of \
        constant stored properties conforming to value protocols only, `struct StatusPresentation: Equatable`, \
        `Comparable` too, whose `<` orders values as `==` compares them) whose \
        name its words happen to spell, unless it calls a producer named after it (`Parser.statusPresentation(…)`, `Parser.htmlLinks(…)`); a `private` record, which \
        no test can name, does not count. So is a suite whose every test decodes or encodes a struct, enum or class adopting `Codable`, \
        `Decodable` or `Encodable` (in its declaration, an extension or a superclass, `final class OwnerCard: MemberCard`, a response payload; coding itself or not: `MatchMode.timed(seconds: 90)` \
        built and round-tripped), or an `NSObject` class adopting `NSCoding`/`NSSecureCoding` (`decoder.decode(ReleaseNote.self, \
        from: data)`, a round trip through an encoder or `NSKeyedArchiver`, itself or through a helper of the suite, in a Swift \
        Testing suite any function not marked `@Test`, `func testCoding(_:)` included; a template's \
        empty `measure { }` aside), whatever it \
        names: it proves the record's wire format, with no implementation behind the name; one test reading the record \
        otherwise, or calling one of its methods on a value (not building a case or calling a factory), keeps it reported (unless the record is a value, below). So is a suite whose code never names an enum of that name, directly or through a \
        type alias, nor a producer named after it (`selection(…)`): `SelectionTests` formatting marked ranges beside \
        `enum Selection` proves the feature the option's word names. A struct, class or protocol the suite never names \
        (built by a helper elsewhere, produced by a mapping, reached through a conformer: `AtomParserTests`) and a \
        `private` type of the suite's own file stay reported; a `private` or `fileprivate` type of another file, which no test can \
        reach, is a helper whose word the suite shares while proving other API (`InferenceTests` calling `inferOptions(…)` beside \
        `private struct Inference`). Nor is a suite named after a value: a struct adopting only value protocols (`Equatable`, \
        `Hashable`, `Comparable`, `Codable`, `Identifiable`, `RawRepresentable`, a string conversion or literal) whose stored \
        properties are all `let`s and whose instances, extensions included, have no method but equality, hashing and coding \
        witnesses (`struct SemanticVersion: Hashable` parsing itself in `init?(_:)`, ordered by a static `<`, printed by \
        `description`): the value is the concept and has no implementation behind its name; one with an action (`func \
        isActive(forBuild:)`), a `var`, or adopting nothing stays reported. So is an enum of value protocols and a raw type coding itself \
        (`enum Palette: String, Codable` declaring `init(from:)`), with no method but its coding. Nor is a suite named after a generic struct \
        storing no collaborator (no property typed as a protocol, class or actor of the package, no closure, none whose type is not \
        written; a view aside): `struct Shelf<Item>`, a data structure over its parameter. A value type has no collaborator to \
        split out and is copied, not shared, so the split-or-rename this law guards against does not apply to it; a class, or \
        a struct holding a service (`let thermometer: Thermometer`) or a closure, stays reported. A suite that runs one shared behaviour against the type it is named after and \
        another production conformer of a protocol both adopt, passed as metatypes (`itBehavesLike(StoreBehavior.self) \
        { DiskStore.self }` beside `{ MemoryStore.self }`, `for type in [DiskStore.self, MemoryStore.self]`), is that \
        protocol's contract suite, whichever conformer lends it its name. A suite named after a view, cell or controller \
        (its name or a supertype ends in `View`, `Cell` or `Controller`: `final class BadgeCell: UITableViewCell`, \
        `struct RatingStars: View`) whose every test takes a snapshot of it (calls one of `snapshotAssertions`, \
        `assertSnapshot(of: cell, as: .image)`, or a helper library's `AssertSnapshot(view, variants: …)`, the same name capitalised, \
        itself or through a helper of the suite's own or a method inherited from a base test case of the package that calls one: \
        `render(name: \"plain\", view: BadgeView())` where `class SnapshotCase` declares `func render(name:view:) { assertSnapshot(…) }`) proves how that one UI component looks: its behaviour is its appearance, \
        and naming the suite after the component is the honest name (a judgement call, made after two rounds of unseen \
        code showed snapshot suites named so). So is one, of a view or a `ViewModifier`, whose every test drives it through \
        a view-inspection API (`viewInspectionCalls`: `sut.inspect()`, `sut.inspection.inspect { … }`, ViewInspector's). \
        A view's suite with one test asserting state or actions without them stays reported. \
        A suite named after a `public` or `open` type of a module a `.library` product vends, that no program of the package \
        drives (decided per module: an executable or `composition` target whose code names a type of the module other than as a \
        supertype, itself or through other modules of the package it so names, or that declares a dependency on it with no code \
        in sight; a CLI that only scaffolds the library's users' packages, or an app extension subclassing its `open` class, \
        does not drive it; a test target, a benchmark harness named with a word of \
        `benchmarkTargetWords` or depending on a `Benchmark` product, a harness named as a test or kept under `script/` (`SizeTest`), or an example app, a word of `exampleTargetWords` in its \
        name or folder, `ChatExample` or one under `Examples/`, one of the library's users even when `targets` declares it, is none, nor is an executable no product ships that a `.plugin` \
        target runs or that is kept outside `Sources/`, a maintainer's `Tools/release-notes`), tests the library's published \
        contract, which its users name and a rename breaks, not today's implementation (`checkVendedTypes`); so does a suite of a package \
        building no program that depends on another by path (a nested test package, `.package(path: "..")`) named after a `public` or \
        `open` type of that package's modules, which only its products reach: that library's published API. An internal type, \
        or a tool's engine (a module the package's executable calls), stays reported. The untouched test template a generator \
        leaves in a new module (a `testExample()` comparing literals, `XCTAssertEqual(1, 1)`, beside empty set-up and tear-down: \
        the placeholder `unused-dependency` leaves out) proves no behaviour yet, so there is none to name it for.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("componentSuiteLayerKinds", .strings(["infrastructure", "support"]), "Layer kinds whose suites may be named after a component."),
            RuleOption(
                "behaviorLeadingWords",
                .strings(["No", "Never", "Always", "Use", "Avoid", "Do", "Dont", "Omit", "Only", "One", "Prefer", "Replace", "Return", "Begin", "Group", "Validate", "All"]),
                "First words of type names that state a behavior (a rule's instruction)."
            ),
            RuleOption("behaviorWords", .strings(["UseCase", "Interactor", "Must", "Should"]), "Words anywhere in a type name that state a behavior (`Interactor` is a use case's other name)."),
            RuleOption(
                "componentFolders", .strings(["Infrastructure", "Network", "Networking"]),
                "Folder names (a whole path component) holding a module's adapters: a suite named after a type declared under one proves one component, like one of an infrastructure layer."
            ),
RuleOption("componentSuffixes", .strings(["Repository", "HTTPClient", "Storage", "Database", "Logger"]), "Type-name endings of infrastructure adapters, whose suites prove one component."),
            RuleOption(
                "formatComponentSuffixes", .strings(["Parser", "Lexer", "Tokenizer", "Decoder", "Encoder", "Serializer", "Formatter", "Codec", "Converter", "Mapper"]),
                "Type-name endings of wire-format parsers and coders (or the whole name): one declared in a module (or a file) importing nothing of the package but `support` and `domain` layers is a component at the I/O edge."
            ),
            RuleOption(
                "adapterSuffixes", .strings(["Endpoint", "Resource", "Proxy", "Adapter", "Gateway"]),
                "Type-name endings of adapters whose suites prove one component when the type is a class or implements a package protocol."
            ),
            RuleOption(
                "editLeadingWords", .strings([
                    "Add", "Remove", "Update", "Insert", "Delete", "Replace", "Rename", "Disable", "Enable", "Change", "Swap", "Convert",
                    "Strip", "Move", "Wrap", "Unwrap", "Inline", "Extract", "Sort", "Normalize", "Rewrite", "Fix", "Apply", "Reset", "Hide",
                    "Collapse", "Expand", "Merge", "Split", "Drop", "Trim", "Clear", "Migrate", "Erase", "Reorder", "Simplify", "Upgrade",
                ]),
                "First words of a visitor's or rewriter's name that say the edit it performs (`AddImportRewriter: SyntaxRewriter`): its suite names that behavior."
            ),
            RuleOption(
                "externalServiceWords", .strings(["External", "ThirdParty"]),
                "Words in a type's name that say it adapts an outside service: a concrete type so named implementing a package protocol is that service's adapter."
            ),
            RuleOption(
                "requestDescriptorSuffixes", .strings(["Request"]),
                "Type-name endings of HTTP request descriptions: a class or struct so named that declares `path` and `method` (or `httpMethod`), or adopts a package protocol requiring them."
            ),
            RuleOption(
                "componentProtocols", .strings(["Middleware", "AsyncMiddleware", "RouterMiddleware"]),
                "Server frameworks' plug-in protocols: a type adopting one, outside a feature or domain layer, is a component of the stack."
            ),
            RuleOption(
                "transportStubModules", .strings(["OHHTTPStubs", "OHHTTPStubsSwift", "Mocker", "Mockingjay", "Hippolyte"]),
                "Modules that stub HTTP under URLSession: a suite importing one drives an adapter over a stubbed network."
            ),
            RuleOption(
                "deviceFrameworks",
                .strings(DeviceFrameworkAdapter.frameworks),
                "Frameworks reaching a device or an OS service: a class implementing a package protocol and storing only objects the package does not declare, in a file importing one and no library, is that framework's adapter."
            ),
            RuleOption(
                "apiClientSuffixes", .strings(["API", "Api"]),
                "Type-name endings of a remote API's client: a suite running one against a test double of a package protocol proves that adapter alone."
            ),
            RuleOption(
                "behaviorSupertypeSuffixes", .strings(["Rule", "Rules", "Policy", "Validator", "Check", "Step", "Refactoring", "RefactoringProvider", "CodeAction", "CodeActionProvider"]),
                "Supertype-name endings of types named for the policy they enforce or the action they perform."
            ),
            RuleOption(
                "snapshotAssertions", .strings(["assertSnapshot", "assertSnapshots", "verifySnapshot", "FBSnapshotVerifyView", "FBSnapshotVerifyViewController", "FBSnapshotVerifyLayer"]),
                "Snapshot assertions: a suite of a view, cell or controller whose every test calls one proves how that component looks."
            ),
            RuleOption(
                "viewInspectionCalls", .strings(["inspect", "inspection"]),
                "Members of a view-inspection API (ViewInspector's `.inspect()`, `.inspection`): a suite of a view whose every test reads one, or a snapshot assertion, is a component suite."
            ),
            RuleOption(
                "commandProtocols", .strings(["ParsableCommand", "AsyncParsableCommand"]),
                "Command-line command protocols: a type conforming to one (but the root command, `@main` or named after its module) is named for the user's verb."
            ),
            RuleOption(
                "checkVendedTypes", .bool(false),
                "Also check suites named after a `public`/`open` type of a target a `.library` product vends that no program of the package drives."
            ),
            VendedLibrary.benchmarkWordsOption,
            VendedLibrary.exampleWordsOption,
        ],
        triggering: triggeringExamples + vendedTriggeringExamples + componentTriggeringExamples + standInTriggeringExamples + shapeTriggeringExamples + groupingTriggeringExamples
            + containerTriggeringExamples + valueTriggeringExamples + subjectKindTriggeringExamples + snapshotTriggeringExamples + formatTriggeringExamples,
        nonTriggering: nonTriggeringExamples + vendedNonTriggeringExamples + componentNonTriggeringExamples + standInNonTriggeringExamples
            + shapeNonTriggeringExamples + groupingNonTriggeringExamples + containerNonTriggeringExamples + valueNonTriggeringExamples
            + templateNonTriggeringExamples + subjectKindNonTriggeringExamples + snapshotNonTriggeringExamples + formatNonTriggeringExamples
    )

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let componentKinds = context.stringSet("componentSuiteLayerKinds")
        if let kind = file.layerKind, componentKinds.contains(kind) { return [] }
        // The untouched test template (`testExample()` asserting `XCTAssertEqual(1, 1)`), as `unused-dependency` recognises it:
        // a placeholder proving no behaviour, so there is none to name it for.
        if UntouchedTestTemplate.holds(file, context.index) { return [] }
        return file.model.types.compactMap { suite in
            // The name first: asked of every type of every file, it rejects most without a look at their members or the index.
            guard let subject = Self.subjectName(of: suite.name),
                  isSuiteWithTests(suite, file.module, context.index), !isContractSuite(suite, context.index), !onlyNestsSuites(suite, file.model) else { return nil }
            guard !namesBehavior(subject, context), suite.name != file.module, !isNamedOperation(subject, context.index),
                  !context.strings("componentSuffixes").contains(where: { subject.hasSuffix($0) }) else { return nil }
            let production = context.index.declarations(named: subject).filter { !$0.isTest && !SuiteSubjects.isContract($0, exercisedIn: file.model, context.index) }
            // A class holding a database handle (`var queue: DatabaseQueue?`), itself or through the package's class wrapping
            // it (`let stack: CoreDataStack`), is the store adapter over it, whatever its name.
            guard !production.isEmpty, !cannotSee(subject, production, file), !isNamedAdapter(subject, production, context), !isRequestDescriptor(subject, production, context),
                  !ComponentShapeSubjects.isEditPass(subject, production, editWords: context.stringSet("editLeadingWords"), context.index),
                  !ComponentShapeSubjects.isExternalServiceAdapter(subject, production, words: context.strings("externalServiceWords"), context.index),
                  !ComponentShapeSubjects.adaptsVendorSeam(production, context.index),
                  !ComponentShapeSubjects.isContextStore(production, suiteImports: file.model.imports, context.index),
                  !exercisesValueNamed(subject, instead: file.model.references),
                  !production.contains(where: { !context.index.traits(of: $0).isDisjoint(with: [.holdsStoreHandle, .holdsStoreThroughWrapper]) }),
                  !ManagedEntitySubjects.isManagedEntity(subject, production, context.index),
                  !(SuiteSubjects.isPortAdapter(production, context.index) && production.contains { context.index.traits(of: $0).contains(.holdsKeyValueStore) }),
                  !ForeignDefaultsAdapters.wrapsForeignDefaults(production, context.index),
                  !buildsStoreConformer(of: subject, production, file.model, context.index),
                  !(SuiteSubjects.isPortAdapter(production, context.index) && (TransportStubs.stubsTransport(file.model, context.strings("transportStubModules"), context.index)
                      || SupportModuleTransportStubs.importsStubProtocol(file.model, context))),
                  !buildsLiveClient(of: subject, production, file.model, context.index),
                  !reachesNetwork(subject, production, context.index), !drivesShell(subject, production, context.index),
                  !wrapsLibrary(subject, production, context.strings("deviceFrameworks"), context.index),
                  !wrapsPrimitive(subject, production, context.index),
                  !runsFrameworkConformer(of: subject, production, file.model, context.index),
                  !ComponentSuiteSubjects.isFrameworkPlugin(subject, production, protocols: context.stringSet("componentProtocols"), context),
                  !ComponentSuiteSubjects.isPolicyNamespace(subject, production, suffixes: context.strings("behaviorSupertypeSuffixes"), context.index),
                  !ComponentSuiteSubjects.isPrefixedInstruction(subject, production, context.index),
                  !ComponentSuiteSubjects.isLeafFormatComponent(subject, production, suffixes: context.strings("formatComponentSuffixes"), context),
                  !TaskWrappedFormatComponents.isLeafFormatTask(subject, production, suffixes: context.strings("formatComponentSuffixes"), context),
                  !ComponentSuiteSubjects.isDeviceSensorAdapter(subject, production, context.index), !ComponentSuiteSubjects.isDataStructure(production, context.index),
                  !StandInSuiteSubjects.isStandIn(subject, production, context.index), !StandInSuiteSubjects.wrapsEventSource(production, context.index),
                  !runsAPIClientOverDouble(subject, production, file.model, context), !isAPIClientBehindOwnPort(subject, production, context),
                  !((hasDisplayName(suite, file.tokens) || SuiteSubjects.isNamespace(production, context.index) || sharesWordsWithRecord(subject, production, file.model))
                      && !namesType(subject, file.model)),
                  !neverNamesEnum(subject, production, file.model, context.index),
                  !groupsFeatureTypes(subject, production, file.model, context.index),
                  !(SuiteDisplayNames.displayName(of: suite, file.tokens, file.source).map { SuiteDisplayNames.describesBehavior($0, besides: subject) } ?? false),
                  !SuiteSubjects.runsConformers(sharing: subject, file.tokens, context.index),
                  !showsComponent(suite, subject, production, file.tokens, context),
                  !RecordCodingSuites.provesCoding(of: subject, production, in: suite, file.tokens, context.index),
                  !drivesGerundRole(subject, production, suite),
                  !ValueSuiteSubjects.isPlainValue(production, context.index), !ValueSuiteSubjects.isCollaboratorFreeValue(subject, production, context.index),
                  !(ValueSuiteSubjects.isOutOfReach(production, from: file) && !namesType(subject, file.model)),
                  !production.contains(where: { declaration in
                declaration.module.flatMap { context.layer(ofModule: $0)?.kind }.map(componentKinds.contains) == true
            }),
                  !declaredInComponentFolder(production, context.stringSet("componentFolders"), context),
                  // A library's published type is its users' vocabulary: renaming it breaks them, so the suite's name ties nothing new.
                  context.flag("checkVendedTypes")
                      || !production.contains(where: { declaration in
                          declaration.kind != .extension && VendedLibrary.isPublishedAPIOfModule(modifiers: declaration.modifiers, module: declaration.module, context)
                              || DependencyLibraryAPI.isPublished(declaration, context)
                      })
            else { return nil }
            return Violation(
                line: suite.line, column: suite.column,
                message: "suite '\(suite.name)' is named after production type '\(subject)'; name it for the behavior it proves (e.g. '…UseCaseTests')"
            )
        }
    }

    /// `NetworkServiceTests` of a type under `ExampleApp/Infrastructure/Network/` in an app of one module: the folder is
    /// where the app keeps its adapters (its infrastructure layer in all but module), so its suite proves one component.
    /// Only a folder so named counts (a path component, not the test file's folder), and only in a module whose layer may
    /// import no `infrastructure` layer: beside one, the adapters live there and the folder holds the app's own plumbing
    /// (a deep-link router). An extension declared there does not place the type.
    private func declaredInComponentFolder(_ production: [IndexedType], _ folders: Set<String>, _ context: RuleContext) -> Bool {
        production.contains { declaration in
            guard declaration.kind != .extension, declaration.path.split(separator: "/").dropLast().contains(where: { folders.contains(String($0)) })
            else { return false }
            let imported = declaration.module.flatMap { context.layer(ofModule: $0) }?.mayImport ?? []
            return !context.configuration.layers.contains { $0.kind == "infrastructure" && imported.contains($0.name) }
        }
    }

    /// `ArtistCellTests` of `final class ArtistCell: UITableViewCell` whose every test takes a snapshot (`assertSnapshot(…)`,
    /// one of `snapshotAssertions`) or inspects the view (`sut.inspect()`, `sut.inspection.inspect { … }`, a member named in
    /// `viewInspectionCalls`), itself or through a snapshot helper (`SuiteSnapshotHelpers`: its own, or inherited from a base
    /// test case of the package): the suite proves one UI component, and a view's appearance is its behaviour.
    /// The subject is a view, cell, controller or `ViewModifier` (its name or a supertype ends so, or it adopts `View`); a
    /// suite with one test asserting state or actions otherwise proves the component's logic and stays reported.
    private func showsComponent(_ suite: TypeDecl, _ subject: String, _ production: [IndexedType], _ tokens: [Token], _ context: RuleContext) -> Bool {
        let uiWords = ["View", "Cell", "Controller", "ViewModifier"]
        guard production.allSatisfy({ $0.kind == .class || $0.kind == .struct }),
              ([subject] + context.index.supertypes(of: subject)).contains(where: { name in uiWords.contains { name.hasSuffix($0) } }) else { return false }
        let assertions = context.stringSet("snapshotAssertions")
        let inspections = context.stringSet("viewInspectionCalls")
        guard let bodies = SuiteTestBodies.bodies(of: suite, tokens), !bodies.isEmpty else { return false }
        let unproven = bodies.filter { body in
            !body.contains { index in
                guard tokens[index].kind == .identifier else { return false }
                // `AssertSnapshot(view, variants: …)`: a helper library's spelling of the same assertion, its first letter capitalised.
                let text = tokens[index].text
                if assertions.contains(text) || assertions.contains(text.prefix(1).lowercased() + text.dropFirst()) {
                    return index + 1 < body.upperBound && tokens[index + 1].text == "("
                }
                // A member (`view.inspect()`), not a function of the test's own that happens to share the name.
                return inspections.contains(tokens[index].text) && tokens[index - 1].text == "."
            }
        }
        guard !unproven.isEmpty else { return true }
        // `render(name:view:)` of the suite's base test case, or a helper of its own, calling `assertSnapshot(…)`: the
        // tests snapshot through it. Looked up only for a suite about to be reported.
        let spellings = assertions.union(assertions.map { $0.prefix(1).uppercased() + $0.dropFirst() })
        let helpers = SuiteSnapshotHelpers.names(of: suite, tokens, assertions: spellings, context.index)
        return !helpers.isEmpty && unproven.allSatisfy { SuiteSnapshotHelpers.callsHelper(helpers, in: $0, tokens) }
    }

    /// `AppSettingsStoreTests` building `DefaultAppSettingsStore(defaults:)`, the class behind the protocol `AppSettingsStore`
    /// that holds the store's handle: the suite proves that store adapter through its port, named after the port.
    private func buildsStoreConformer(of subject: String, _ production: [IndexedType], _ model: SourceModel, _ index: PackageIndex) -> Bool {
        guard production.allSatisfy({ $0.kind == .protocol }) else { return false }
        var seen = Set<String>()
        return model.references.contains { reference in
            guard reference.base == nil, reference.hasArguments, reference.name != subject, seen.insert(reference.name).inserted else { return false }
            return index.declarations(named: reference.name).contains { !index.traits(of: $0).isDisjoint(with: [.holdsStoreHandle, .holdsKeyValueStore]) }
                && index.supertypes(of: reference.name).contains(subject)
        }
    }

    /// `KeyTapClientTests` building `KeyTapClientLive(…)`: the subject is a client of closures (`TypeTraits.isClosureClient`)
    /// and the suite builds its live implementation, a class or actor named after it, the adapter over the system it wraps.
    private func buildsLiveClient(of subject: String, _ production: [IndexedType], _ model: SourceModel, _ index: PackageIndex) -> Bool {
        guard production.contains(where: { index.traits(of: $0).contains(.isClosureClient) }) else { return false }
        let live = [subject + "Live", "Live" + subject]
        return model.references.contains { reference in
            reference.base == nil && reference.hasArguments && live.contains(reference.name)
                && index.declarations(named: reference.name).contains { !$0.isTest && ($0.kind == .class || $0.kind == .actor) }
        }
    }

    /// `NightscoutFeedTests` of a class whose body reaches `URLSession` itself (`let session = URLSession.shared` in each
    /// request method), or Alamofire's `Session` in a file importing it, or `ASWebAuthenticationSession`: the app's HTTP adapter, proven alone, whatever its name. A view or controller that fetches is a screen.
    /// So is a type whose body names `FileManager` (`FileManager.default.enumerator(at:…)`, a store writing its own file): the
    /// file-system adapter; a `Codable` record with a static lookup of its file on disk is a value, and a type storing a
    /// collaborator of the package that does not reach the file system itself is logic using it: both stay reported. So is
    /// a type whose body calls the keychain's item functions (`SecItemCopyMatching(…)`): the keychain adapter, or builds a `Process`: the adapter to the program it launches.
    private func reachesNetwork(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        let supertypes = index.supertypes(of: subject)
        if production.contains(where: { index.traits(of: $0).contains(.reachesFileSystem) }),
           !supertypes.contains(where: { ["Codable", "Decodable", "Encodable"].contains($0) }),
           production.allSatisfy({ declaration in
               // Its collaborators of the package, if any, reach the file system too (a walker holding the ignore-file reader).
               (index.storedTypeNames(of: declaration) ?? []).allSatisfy { name in
                   let declared = index.declarations(named: name).filter { !$0.isTest }
                   return declared.isEmpty || declared.contains { index.traits(of: $0).contains(.reachesFileSystem) }
               }
           }) { return true }
        return production.contains { !index.traits(of: $0).isDisjoint(with: [.reachesNetwork, .reachesSystemService]) }
            && !supertypes.contains { $0.hasSuffix("Controller") || $0.hasSuffix("View") || $0 == "ObservableObject" }
    }

    /// `PhotoBundleTests` of the class in the one production file importing a library (`import TarballKit`, a module neither
    /// the package's nor the SDK's) that stores the library's object (`private let tarball: Tarball`, a type the package does
    /// not declare) and no collaborator of the package (`TypeTraits.wrapsSoleLibraryImport`): the package's wrapper of that
    /// library, proven alone. A library
    /// imported by several files is used by the app's logic throughout, and a view or controller holding its view is a screen.
    /// The same holds for a class storing only objects the package does not declare (`PackageIndex.storesOnlyForeignObjects`, asked last) in a
    /// file importing one of `deviceFrameworks` (`import Vision`, `private let handler: VNSequenceRequestHandler`) and no library,
    /// when it implements a package protocol: the framework's adapter behind the package's port (`final class VisionFaceLocator: FaceLocator`).
    private func wrapsLibrary(_ subject: String, _ production: [IndexedType], _ deviceFrameworks: [String], _ index: PackageIndex) -> Bool {
        production.contains { declaration in
            guard !declaration.attributes.contains("Observable") else { return false }
            let traits = index.traits(of: declaration)
            let imports = index.imports(ofFile: declaration.path)
            let importsLibrary = DeviceFrameworkAdapter.importsLibrary(imports, index)
            if traits.contains(.wrapsSoleLibraryImport) { return importsLibrary || SuiteSubjects.isPortAdapter([declaration], index) }
            // Storing nothing, it builds the framework's objects per call (`ASAuthorizationController` for each sign-in).
            return !importsLibrary && imports.contains(where: deviceFrameworks.contains) && SuiteSubjects.isPortAdapter([declaration], index)
                && (declaration.kind == .class && !declaration.hasStoredProperties || index.storesOnlyForeignObjects(declaration))
        }
            && !index.supertypes(of: subject).contains { $0.hasSuffix("Controller") || $0.hasSuffix("View") || $0 == "ObservableObject" }
    }

    /// `PreviewCacheTests` of `final class PreviewCache { private let storage = NSCache<NSURL, Preview>() }`, `ChecksumTests` of a
    /// class storing only `var hash = SHA256()` (`TypeTraits.wrapsFrameworkPrimitive`): one component over a framework's cache
    /// or hash function, holding no collaborator, proven alone like a store adapter. A view or controller so built is a screen.
    private func wrapsPrimitive(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        production.contains { index.traits(of: $0).contains(.wrapsFrameworkPrimitive) }
            && !index.supertypes(of: subject).contains { $0.hasSuffix("Controller") || $0.hasSuffix("View") || $0 == "ObservableObject" }
    }

    /// `StackNavigatorTests` running a `UINavigationController` where the package declares `protocol StackNavigator` and
    /// `extension UINavigationController: StackNavigator`: the suite proves a framework type's conformance, the platform
    /// adapter behind that port. A suite of the protocol running only the package's own conformers stays reported.
    private func runsFrameworkConformer(of subject: String, _ production: [IndexedType], _ model: SourceModel, _ index: PackageIndex) -> Bool {
        guard production.contains(where: { $0.kind == .protocol }) else { return false }
        let frameworkConformers = Set(index.conformers(of: subject).filter { $0.kind == .extension && !$0.isTest && index.declarations(named: $0.name).isEmpty }.map(\.name))
        return !frameworkConformers.isEmpty && model.references.contains { $0.base == nil && frameworkConformers.contains($0.name) }
    }

    /// `GitTests` of `final class Git { private let shellExecutor: IShellExecutor }` adopting a package protocol (`extension
    /// Git: GitReading`): its one collaborator runs command lines (`TypeTraits.runsShellOnly`), so it builds the program's
    /// commands and parses their output, the adapter to that program behind a port, proven alone like an HTTP adapter.
    private func drivesShell(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        production.contains { index.traits(of: $0).contains(.runsShellOnly) }
            && index.supertypes(of: subject).contains { name in index.declarations(named: name).contains { $0.kind == .protocol && !$0.isTest } }
    }

    /// `HarborAPITests` calling `HarborAPI.preparedDocks(using: StubTransport())`: a concrete type named as a remote API's client
    /// (`apiClientSuffixes`) run against a test double of one of the package's protocols (a type only tests or a test-support module
    /// declare adopting a production protocol, the network port), or a test subclass of a package class overriding its members
    /// (`final class WireClientSpy: WireClient { override func send(…) }`): the client proven alone against a stand-in
    /// for the wire, as a stubbed `URLProtocol` would be. A subclass of the subject itself, or one overriding nothing, is no double. A `…Coordinator` run over the same double is the logic using the network and stays reported.
    private func runsAPIClientOverDouble(_ subject: String, _ production: [IndexedType], _ model: SourceModel, _ context: RuleContext) -> Bool {
        guard context.strings("apiClientSuffixes").contains(where: { subject.hasSuffix($0) && subject.count > $0.count }),
              !production.contains(where: { $0.kind == .protocol }) else { return false }
        let index = context.index
        var seen: Set = [subject]
        return model.references.contains { reference in
            guard reference.base == nil, seen.insert(reference.name).inserted else { return false }
            let declarations = index.declarations(named: reference.name)
            // Declared by tests, or by a test-support module (`TestShared` holding the package's doubles).
            guard !declarations.isEmpty, declarations.allSatisfy({ declaration in
                declaration.isTest || declaration.module.flatMap { context.layer(ofModule: $0) }?.isTestSupport == true
            }) else { return false }
            // A test subclass of a package class other than the subject that overrides one of its members is a double too.
            let overridable = index.members(of: reference.name, in: declarations[0].module).subtracting(["init", "deinit"]).filter { !$0.hasPrefix("init(") }
            return index.supertypes(of: reference.name).contains { supertype in
                supertype != subject && index.declarations(named: supertype).contains { declaration in
                    !declaration.isTest && (declaration.kind == .protocol || declaration.kind == .class
                        && !overridable.isDisjoint(with: index.members(of: supertype, in: declaration.module)))
                }
            }
        }
    }

    /// `EnterpriseServerApiTests` of `final class EnterpriseServerApi: EnterpriseServerApiType` (an actor too): a class named as a
    /// remote API's client (`apiClientSuffixes`) adopting a package protocol named after it (`…Type`, `…Protocol`) is that API's
    /// adapter behind its own port, whatever it sends through (the app's call helper in another file), so its suite proves one
    /// component with or without a double. An enum of request targets (`enum HarborAPI`) or a client behind no port stays reported.
    private func isAPIClientBehindOwnPort(_ subject: String, _ production: [IndexedType], _ context: RuleContext) -> Bool {
        guard context.strings("apiClientSuffixes").contains(where: { subject.hasSuffix($0) && subject.count > $0.count }),
              !production.isEmpty, production.allSatisfy({ $0.kind == .class || $0.kind == .actor || $0.kind == .extension }) else { return false }
        let index = context.index
        let supertypes = index.supertypes(of: subject)
        return !supertypes.contains { $0.hasSuffix("Controller") || $0.hasSuffix("View") || $0 == "ObservableObject" }
            && supertypes.contains { name in
                name.count > subject.count && name.hasPrefix(subject) && index.declarations(named: name).contains { $0.kind == .protocol && !$0.isTest }
            }
    }

    private static let suffixBytes = suffixes.map { Array($0.utf8) }

    /// The name a suite is named after: `FeedLoader` of `FeedLoaderTests` or `FeedLoader_Tests`, or of the prefix form
    /// `TestFeedLoader` (`Test` before a capital). Bytes read in place: asked of every type of every file.
    private static func subjectName(of name: String) -> String? {
        if let suffix = NameSearch.suffix(of: name, among: suffixBytes) { return String(name.dropLast(suffix.count)) }
        let prefixed = name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count > 5 && bytes[0] == 84 && bytes[1] == 101 && bytes[2] == 115 && bytes[3] == 116 && (65...90).contains(bytes[4])
        }
        return prefixed == true ? String(name.dropFirst(4)) : nil
    }

    /// A suite (through the package's base classes too) that declares at least one test.
    private func isSuiteWithTests(_ type: TypeDecl, _ module: String?, _ index: PackageIndex) -> Bool {
        guard type.kind != .extension, type.kind != .protocol else { return false }
        if type.attributes.contains("Suite") || type.members.contains(where: { $0.attributes.contains("Test") }) { return true }
        guard type.kind == .class else { return false }
        if Self.specSuperclasses.contains(where: { index.inherits(type.name, from: $0) }) { return index.members(of: type.name, in: module).contains("spec") }
        guard index.inherits(type.name, from: "XCTestCase") else { return false }
        return index.members(of: type.name, in: module).contains { $0.hasPrefix("test") }
    }

    /// `@Suite struct LedgerTests` declaring no test of its own, only nested suites (`@Suite struct RoundingTests`): a
    /// namespace grouping them, each nested suite judged by its own name.
    private func onlyNestsSuites(_ suite: TypeDecl, _ model: SourceModel) -> Bool {
        guard !suite.members.contains(where: { $0.kind == .function && ($0.attributes.contains("Test") || $0.name.hasPrefix("test")) }),
              let position = model.types.firstIndex(where: { $0.line == suite.line && $0.column == suite.column && $0.name == suite.name })
        else { return false }
        return model.types.contains { $0.parent == position && $0.isTestSuite }
    }

    /// `CommentTests` of an `internal` `Comment` of a module the suite's file imports without `@testable`: the suite cannot
    /// see the type, and when it never names it either, the word is the subject matter its tests prove, not a type's name.
    /// A file importing no module of the type is left alone: it may be compiled with it.
    private func cannotSee(_ subject: String, _ production: [IndexedType], _ file: LintFile) -> Bool {
        let declared = production.filter { $0.kind != .extension }
        // A protocol's suite runs its conformers, which it names instead.
        guard !declared.isEmpty, !declared.contains(where: { $0.kind == .protocol }), !namesType(subject, file.model) else { return false }
        return declared.allSatisfy { declaration in
            guard let module = declaration.module, module != file.module,
                  // A `private` type stays an implementation's name, as said of `private` types above.
                  !declaration.modifiers.contains(where: { ["public", "open", "package", "private", "fileprivate"].contains($0) }) else { return false }
            let imports = file.model.imports.filter { $0.module == module }
            return !imports.isEmpty && !imports.contains { $0.isTestable }
        }
    }

    /// `SearchMoviesUseCase`, `NoLeadingUnderscores`, `IdentifiersMustBeASCII`: the type's name is a behavior.
    private func namesBehavior(_ name: String, _ context: RuleContext) -> Bool {
        let ruleSuffixes = context.strings("behaviorSupertypeSuffixes")
        let words = context.strings("behaviorWords")
        let supertypes = context.index.supertypes(of: name)
        if supertypes.contains(where: { supertype in
            ruleSuffixes.contains { supertype.hasSuffix($0) } || Self.namesUseCase(supertype, words)
        }) { return true }
        if !supertypes.isDisjoint(with: context.stringSet("commandProtocols")) {
            // `tool update`: a subcommand is the user's verb; the root command is named after the tool.
            let declarations = context.index.declarations(named: name).filter { !$0.isTest }
            if !declarations.isEmpty, !declarations.contains(where: { $0.attributes.contains("main") || $0.name == $0.module }) { return true }
        }
        // `aerospace focus`: one of the package's own family of commands (`FocusCommand: Command`) is the user's verb too.
        if PackageCommandVerbs.isVerb(name, supertypes: supertypes, context.index) { return true }
        let firstWord = String(name.prefix { $0.isUppercase } + name.drop { $0.isUppercase }.prefix { $0.isLowercase })
        return context.strings("behaviorLeadingWords").contains(firstWord) || context.strings("behaviorWords").contains { word in
            name.range(of: word).map { range in range.upperBound == name.endIndex || name[range.upperBound].isUppercase } == true
        }
    }

    /// `SendInviteUseCase`, `CanSkipIntroInteractorProtocol`: a supertype named as a use case, so its adopter is one
    /// (`final class SendInvite: SendInviteUseCase`). A word before the end names something else (`ListInteractorOutput`,
    /// a presenter's role).
    private static func namesUseCase(_ supertype: String, _ words: [String]) -> Bool {
        let stem = ["Protocol", "Type"].first(where: { supertype.hasSuffix($0) && supertype.count > $0.count }).map { supertype.dropLast($0.count) } ?? Substring(supertype)
        return words.contains { stem.hasSuffix($0) }
    }

    /// `final class LocationManagerProxy`, `struct ProfileEndpoint: HTTPEndpoint`: a name that says adapter on a type
    /// shaped like one (a class, or a concrete type behind a package protocol). `Proxy` alone or `enum FeedEndpoint` is a value.
    /// A type eraser, `AnyNoteVault: NoteVault` (`Any` + the name of a package protocol it adopts), forwards every member to
    /// the value it wraps: a proxy by construction.
    private func isNamedAdapter(_ subject: String, _ production: [IndexedType], _ context: RuleContext) -> Bool {
        if subject.hasPrefix("Any"), case let erased = String(subject.dropFirst(3)), erased.first?.isUppercase == true,
           context.index.supertypes(of: subject).contains(erased),
           context.index.declarations(named: erased).contains(where: { $0.kind == .protocol && !$0.isTest }) { return true }
        return context.strings("adapterSuffixes").contains { subject.hasSuffix($0) && subject.count > $0.count }
            && (production.allSatisfy { $0.kind == .class || $0.kind == .actor } || SuiteSubjects.adoptsPackageProtocol(subject, production, context.index))
    }

    /// `final class ArchiveNoteRequest: WireCall` where the package's `WireCall` requires `path` and `method` (or a struct
    /// holding both itself): one HTTP request's description, the network layer's adapter like `…Endpoint`/`…Resource`.
    /// A `…Request` without that shape (`final class FriendRequest: Invitation`, a location-permission delegate) stays reported.
    private func isRequestDescriptor(_ subject: String, _ production: [IndexedType], _ context: RuleContext) -> Bool {
        guard context.strings("requestDescriptorSuffixes").contains(where: { subject.hasSuffix($0) && subject.count > $0.count }),
              production.allSatisfy({ $0.kind == .class || $0.kind == .struct }) else { return false }
        let index = context.index
        return production.contains { declaration in
            RequestDescriptors.describesRequest(index.members(of: subject, in: declaration.module)) || index.supertypes(ofDeclared: declaration).contains { supertype in
                index.declarations(named: supertype).contains {
                    $0.kind == .protocol && !$0.isTest && RequestDescriptors.describesRequest(index.protocolMembers(of: supertype, in: $0.module))
                }
            }
        }
    }

    /// A type named for what it does: a namespace enum holding its parts and the static function it is named after
    /// (`enum ReAnalyzeVersions { struct Command; static func reAnalyzeVersions(…) }`, an instruction), or a protocol named by a gerund,
    /// first or last, or by a capability adopted by two types or more (`Stretchable`), whose behaviour its extensions implement (`protocol MultiCursorEditing: NSTextView` and its extensions, a
    /// capability; `protocol GettingRepoList { var repoGateway: … }` and the extension implementing `getRepoList(…)`, a use case).
    private func isNamedOperation(_ subject: String, _ index: PackageIndex) -> Bool {
        let declarations = index.declarations(named: subject).filter { !$0.isTest }
        guard !declarations.isEmpty else { return false }
        // A namespace (no conformance: not an error or a value, and nesting its parts, such as the command running it);
        // the index keeps member names, not kinds, so `static var signature` of a plain enum is not told apart.
        if declarations.allSatisfy({ $0.kind == .enum && $0.inheritance.isEmpty }), !index.nestedTypes(in: subject).isEmpty {
            let operation = Self.lowerCamelCase(subject)
            return declarations.contains { index.members(of: subject, in: $0.module).contains(operation) }
        }
        guard declarations.allSatisfy({ $0.kind == .protocol }) else { return false }
        // `protocol Stretchable` implemented in its extension and adopted by several types: a capability, like `…Editing`.
        guard Self.isGerund(subject) || Self.isCapability(subject) && Set(index.conformers(of: subject).filter { !$0.isTest }.map(\.name)).count > 1
        else { return false }
        return declarations.contains { !index.extensionMembers(of: subject, in: $0.module).isEmpty }
    }

    /// `Stretchable`, `Convertible`, not `Table` or `Bible`: a verb's stem before an `able`/`ible` last word.
    private static func isCapability(_ name: String) -> Bool {
        let lastWord = name.lastIndex(where: \.isUppercase).map { name[$0...] } ?? Substring(name)
        return (lastWord.hasSuffix("able") || lastWord.hasSuffix("ible")) && lastWord.dropLast(4).contains { "aeiouAEIOU".contains($0) }
    }

    /// `Editing`, not `String` or `Thing`: a verb's stem before the `ing`, as the last word (`MultiCursorEditing`) or the
    /// first (`GettingRepoList`, a use case's protocol).
    private static func isGerund(_ name: String) -> Bool {
        let firstWord = name.prefix(1) + name.dropFirst().prefix { !$0.isUppercase }
        let lastWord = name.lastIndex(where: \.isUppercase).map { name[$0...] } ?? Substring(name)
        return [firstWord, lastWord].contains { word in word.hasSuffix("ing") && word.dropLast(3).contains { "aeiouAEIOU".contains($0) } }
    }

    /// `CheckoutNavigatingTests` holding `var flow: CheckoutNavigating!`: the suite drives whatever conformer it is
    /// given through a protocol named by a gerund (`isGerund`), a role; the name names that capability and survives a change of
    /// the implementing type. A suite of a protocol so named that holds a concrete conformer instead stays reported.
    private func drivesGerundRole(_ subject: String, _ production: [IndexedType], _ suite: TypeDecl) -> Bool {
        production.allSatisfy({ $0.kind == .protocol }) && Self.isGerund(subject)
            && suite.members.contains { ($0.isLet || $0.isStoredVar) && $0.propertyType?.isAnnotated == true && $0.propertyType?.name == subject }
    }

    /// `TrailingCommasTests` that never names the type `TrailingCommas` but runs `.trailingCommas` (a rule value
    /// the tests pass around): the suite proves the behavior of that value, not the type sharing its name.
    private func exercisesValueNamed(_ subject: String, instead references: [Reference]) -> Bool {
        let value = Self.lowerCamelCase(subject)
        // A value, not a call: `HTMLMetadataParser.htmlMetadata(with:)` still produces the type of the suite's name.
        guard value != subject, references.contains(where: { $0.base != nil && $0.name == value && !$0.hasArguments }) else { return false }
        return !references.contains { $0.name == subject || $0.base == subject }
    }

    /// A plain record the suite's code never builds through a call named after it (`Parser.pageMetadata(with:)`
    /// produces `PageMetadata`, `Parser.htmlLinks(with:)` `HTMLLink`s): the suite's name is feature words the record happens to spell.
    private func sharesWordsWithRecord(_ subject: String, _ production: [IndexedType], _ model: SourceModel) -> Bool {
        let producer = Self.lowerCamelCase(subject)
        return SuiteSubjects.isPlainRecord(production) && !model.references.contains { $0.name.hasPrefix(producer) }
    }

    /// `SelectionTests` whose code never names the enum `Selection`, directly or through a type alias
    /// (`typealias Analytics = AnalyticsCollector` names it), nor a producer named after it (`selection(…)`): it proves
    /// a feature through other API (marked ranges in the text it formats), and its name is the feature's word that an
    /// option enum happens to share. Structs, classes and protocols a suite never names are often still its subject
    /// (built by a helper of another file, produced by a mapping, reached through a conformer), and a `private` type is
    /// an implementation no test can name: those stay reported.
    private func neverNamesEnum(_ subject: String, _ production: [IndexedType], _ model: SourceModel, _ index: PackageIndex) -> Bool {
        guard production.allSatisfy({ declaration in
            declaration.kind == .enum && !declaration.modifiers.contains("private") && !declaration.modifiers.contains("fileprivate")
        }), !([subject] + index.aliases(naming: subject)).contains(where: { namesType($0, model) }) else { return false }
        let producer = Self.lowerCamelCase(subject)
        return !model.references.contains { $0.name.hasPrefix(producer) }
    }

    /// `SheetTests` naming only `Sheet.Reader` where `enum Sheet` is a namespace grouping several types (a reader, its
    /// error): the enum names a feature area, like a module, and the suite uses it only to qualify the types inside.
    /// A namespace of one nested type (`FormCoding.Key`) is just that type's qualified name and stays reported.
    private func groupsFeatureTypes(_ subject: String, _ production: [IndexedType], _ model: SourceModel, _ index: PackageIndex) -> Bool {
        guard SuiteSubjects.isNamespace(production, index) else { return false }
        let nested = Set(index.nestedTypes(in: subject).map(\.name))
        guard nested.count > 1 else { return false }
        // `Sheet.Reader()` records `Sheet` then `Sheet.Reader` on one line: the bare name only qualifies the nested type.
        let qualifying = Set(model.references.filter { $0.base == subject && nested.contains($0.name) }.map(\.line))
        return !model.references.contains { reference in
            reference.base == subject ? !nested.contains(reference.name) : reference.name == subject && !qualifying.contains(reference.line)
        }
            && !model.types.contains { type in type.inheritance.contains { $0.name == subject } }
    }

    /// `@Suite("Route Tests") struct RouteTests`: the suite is titled in words.
    private func hasDisplayName(_ suite: TypeDecl, _ tokens: [Token]) -> Bool {
        tokens.indices.contains { index in
            let token = tokens[index]
            guard token.kind == .attribute, token.text == "Suite", Int(token.line) <= suite.line, suite.line - Int(token.line) <= 3,
                  index + 2 < tokens.count, tokens[index + 1].text == "(", tokens[index + 2].kind == .string else { return false }
            return true
        }
    }

    /// The suite's file names the type in code: a reference, a member access on it, or a conformance.
    private func namesType(_ name: String, _ model: SourceModel) -> Bool {
        model.references.contains { $0.name == name || $0.base == name }
            || model.types.contains { type in type.inheritance.contains { $0.name == name } }
    }

    /// `TrailingCommas` → `trailingCommas`, `URLMacro` → `urlMacro`.
    static func lowerCamelCase(_ name: String) -> String {
        let leading = name.prefix { $0.isUppercase }
        let rest = name.dropFirst(leading.count)
        guard leading.count > 1, rest.first?.isLowercase == true, let last = leading.last else { return leading.lowercased() + rest }
        return leading.dropLast().lowercased() + String(last) + rest
    }

    /// Conforming to a `…Specs`/`…Contract` protocol, or subclassing a test case of the package that declares tests itself
    /// (`class TicketLinkTests: LinkItemTestCase` overriding the `makeItem()` the inherited tests run): a contract suite.
    private func isContractSuite(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        type.inheritance.contains { inherited in
            !Self.specSuperclasses.contains(inherited.name)
                && (inherited.name.hasSuffix("Specs") || inherited.name.hasSuffix("Spec") || inherited.name.hasSuffix("Contract"))
        } || type.kind == .class && overridesFactory(type) && type.inheritance.first.map { base in
            base.name != "XCTestCase" && index.declarations(named: base.name).contains { declaration in
                declaration.kind == .class && index.members(of: base.name, in: declaration.module).contains(where: Self.isTestMethodName)
            }
        } == true
    }

    /// The XCTest lifecycle a base test case's subclass overrides whether or not it runs inherited tests.
    private static let lifecycleMethods: Set<String> = ["setUp", "tearDown", "setUpWithError", "tearDownWithError", "invokeTest"]

    /// Overrides a method other than XCTest's lifecycle (`override func makeLink()`): the factory inherited tests run against.
    private func overridesFactory(_ type: TypeDecl) -> Bool {
        type.members.contains { $0.kind == .function && $0.modifiers.contains("override") && !Self.lifecycleMethods.contains($0.name) }
    }

    /// `testKeepsURL`, `test_keepsURL`: an XCTest method's name, not a helper's such as `testingClock`.
    private static func isTestMethodName(_ name: String) -> Bool {
        guard name.hasPrefix("test"), let next = name.dropFirst(4).first else { return false }
        return next.isUppercase || next == "_"
    }
}
