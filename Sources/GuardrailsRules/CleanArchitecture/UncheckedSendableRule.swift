import GuardrailsCore

/// `unchecked Sendable` switches off the compiler's race checking for a type.
public struct UncheckedSendableRule: Rule {
    public init() {}
    public static let readsTokens = true

    /// Only a file claiming `unchecked Sendable` is read as text: for a lock box (`LockPrimitiveBoxes`) and the
    /// `#if` branches a Swift 6 build skips (`PreSwift6Branches`).
    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        file.model.types.contains { $0.inheritance.contains(where: isUncheckedSendable) }
    }

    public static let description = RuleDescription(
        id: "unchecked-sendable",
        summary: "No `\(ForbiddenSpellings.uncheckedSendable)` conformance.",
        rationale: """
        Guardrail "do not use \(ForbiddenSpellings.uncheckedSendable)": it asserts thread safety the compiler cannot verify. \
        Make the type a value type, an actor, or isolate it to the main actor instead. A subclass of a \
        class that is itself `\(ForbiddenSpellings.uncheckedSendable)` must restate the conformance (the compiler requires it of \
        every subclass of a non-final `Sendable` class): one of the package's own such classes, reported where \
        it is declared, or a framework class listed in `sendableSuperclasses` (`NotificationCenter`, \
        `OperationQueue`, `Progress`, `NSLock`, `URLProtocol`, `DateFormatter`, an image cache, Alamofire's \
        `SessionDelegate`; the Foundation classes listed are the open ones whose subclasses the Swift 6.3 compiler \
        makes restate `\(ForbiddenSpellings.uncheckedSendable)`, plus Apple-only ones such as `URLProtocol` and Core Data's `NSPersistentContainer`), reached \
        directly or through the package's own classes. A superclass from outside the package named as a kind of \
        a listed class (`LoadOperation`, a library's `Operation` subclass) counts as one: the chain is out of \
        sight, its name says where it ends. So does a dependency's class the package subclasses (`final class \
        Expired: ClientError, \(ForbiddenSpellings.uncheckedSendable)` nested in `extension ClientError`, or overriding its members, \
        where no `ClientError` is declared in the package): the subclass must restate the claim its library made. \
        A persistence framework's record class (`recordProtocols`: Fluent's `Model`, which requires `Sendable` while its \
        `@Field` and `@ID` wrappers cannot be checked, and whose documentation has every model restate \
        `\(ForbiddenSpellings.uncheckedSendable)`; also when adopted through a protocol of the framework refining it, `ModelAuthenticatable`) \
        restates the framework's claim when every stored `var` it declares is such a wrapper; a \
        plain stored `var` beside them is the team's own claim and is reported. Likewise a `final` class adopting a package \
        protocol that refines `Sendable` and `AnyObject` (only a class can adopt it) whose stored properties are all backed by \
        property wrappers the package declares as `Sendable` structs (`@Linked var label: String?`, conditionally `Sendable` \
        included): Swift stores each wrapper's backing as a `var`, so the compiler forces `@unchecked` though every value is \
        `Sendable`; a plain stored `var` or `let` beside them, or a wrapper not declared `Sendable`, is reported (the protocol may \
        refine `Sendable` alone, and the wrapper may be a class the package declares `Sendable`, `@propertyWrapper final class \
        ReadWriteLock<Value>`, whose own claim is reported where it is declared); when every wrapper is such a class, no protocol \
        is needed (`final class Tally { @Guarded var total: Int }`): the backing `var` holds one reference the file never \
        reassigns (`_total = …` is reported), and a write goes through the class's own setter. Nor is a `final` class keeping \
        `private let`s alive and offering nothing else (`KeepAlive<Owner: AnyObject>` with only an initializer: no method, \
        computed property, `deinit`, nested type or extension of its file): no thread can reach what it holds. In test code of a package whose platforms \
        predate `Mutex`, a class adopting a package protocol refining `Sendable` that requires a synchronous instance method beside an \
        `async` one (the protocol not `@MainActor`), or whose method witnesses of its requirements are \
        all synchronous (`open class CoreDouble: CoreScope, \(ForbiddenSpellings.uncheckedSendable)` recording `write(_:)`), restates \
        the doubled protocol's claim: no actor answers a synchronous method, and no checked type offers the lock it records \
        behind (the protocol may refine `Sendable` through another package protocol, and the claim may sit in an extension \
        of the double, `extension Suite.Recorder: \(ForbiddenSpellings.uncheckedSendable) {}`); a double of only `async` method requirements with an `async` witness (an actor can stand in), one witnessing only properties, or a \
        spy adopting no such protocol is reported. Nor is a `final` class (no superclass but `NSObject`) in a package whose \
        `swift-tools-version` predates 6.2 storing only `let`s of standard values or of the package's value or `Sendable` types \
        and `weak var`s of the package's actors or `Sendable` classes assigned only in its initializers (a renderer holding its \
        reporter weakly): before `weak let` a weak reference must be a `var`; from 6.2 on, or with the reference reassigned \
        after `init`, it is reported. Nor is an `open` class, or one the package subclasses, with no superclass, storing only `let`s of `Sendable` \
        types (standard values and their collections, the package's values, `any` of a package protocol refining `Sendable`, \
        `@Sendable` closures): Swift checks `Sendable` on `final` classes alone, so an `open` class built for subclassing \
        (`open class RetryRule`) can claim it no other way; a stored `var` or another `let` is reported, and so is a package \
        subclass adding either to a package class with no superclass and no stored `var` (`final class CountingRetryRule: RetryRule \
        { var attempts = 0 }`): the superclass's claim covers only its own `let`s. The nesting or an `override` is what tells a superclass from a protocol; a prefixed framework class \
        (`NSObject`, `UIView`, `SK1Product`: two or more capitals before a capitalised word or a digit) or one listed in \
        `frameworkClasses` (`Thread`, `Timer`) is no such dependency, and `externalSuperclasses: false` reports \
        these subclasses too. The assertion belongs to the superclass, so the subclass is not reported, also when it restates \
        the claim in an extension (`extension Wedge: \(ForbiddenSpellings.uncheckedSendable) {}` of `final class Wedge: Shape`) or the \
        package superclass made its claim in one. In test code, a \
        declaration inside a type carrying a fixture macro (`fixtureAttributes`: `@Fixture enum expected { … }`) is not \
        reported: the macro captures the body as source text, the input a code generator is fed or the output it must \
        produce, so the claim is the generator's under test, not the team's; the same type in production code is reported. \
        A retroactive conformance of a listed framework class the package does not declare (`extension UserDefaults: \
        @unchecked @retroactive Sendable {}`) restates the framework's own claim, as the subclasses do, and is not reported; \
        an extension of an unlisted framework class (`NSExtensionContext`) or of the package's own type is. \
        A generic `final` lock box, in production or test code, in a package whose `platforms` predate Synchronization's `Mutex` (iOS 18, macOS 15) is \
        not reported when it stores only a lock or atomic storage and the private value it guards, and that value can only be \
        `Sendable` (`extension Guarded: \(ForbiddenSpellings.uncheckedSendable) where Value: Sendable`; a class's lock may be a `private var` \
        the file never reassigns, `private var lock = NSLock()`), or `<T: AtomicPrimitive>` adopted only by \
        values; not `<T: AnyObject>`; or a `CheckedContinuation` or `UnsafeContinuation`, `Sendable` whatever it resumes with, \
        `private var waiter: CheckedContinuation<Answer, Error>?` beside an `NSLock`): no value \
        type or actor expresses a synchronous lock there; the same box claimed for every `Value` is reported (the `where` may sit on \
        the box's own declaration), unless the `final` class offers its own locking API (`withLock`, or `lock()` and `unlock()`), the \
        only way to its private value, as Synchronization's `Mutex` is `Sendable` whatever it holds. So is such a box \
        that is a struct storing only `let`s of the package's `ManagedBuffer` lock storage (`struct LockedValueBox<Value> { let storage: \
        LockStorage<Value> }`, the value and the lock tail-allocated in the buffer; or a standard `ManagedBuffer<Value, pthread_mutex_t>` \
        held by a struct that locks with `withLock`, a `Mutex` back-port; or a struct named as a lock, `struct Mutex<Value: ~Copyable>`, \
        storing its lock and a private `final` cell class of its own for the value, or only a `final` class of its file keeping the \
        platform lock beside the value with `lock()` and `unlock()`, locking with `withLock`, whatever `Value`), and the lock itself: a non-generic struct or \
        `final` class storing only lock state (`var lock = os_unfair_lock()`, an `NSLock`, such a buffer of `Void`) that locks \
        (`lock()` and `unlock()`, or `withLock`), guarding no value; a manifest stating no `platforms:` builds for SwiftPM's defaults, \
        which predate `Mutex` too; a lock keeping other state beside it is reported. A reader-writer lock (`lockRead`/`lockWrite` \
        with `unlock`, or `withReaderLock`/`withWriterLock`) storing its platform lock and at most a `Bool` of the mode it is held in \
        is such a lock, and a non-generic `final` class storing one lock (a `DispatchQueue` used only with `sync` included) and \
        one `private` value of a `Sendable` type (`any Error` included, and `[String: Int]`, an array or dictionary of standard values; a `ConditionLock` is such a lock) is such a box, and so is a `~Copyable` generic struct storing only `let`s of a lock \
        box whose every initializer takes its arguments `sending` (`struct Handoff<Item>: ~Copyable { let cell: LockedCell<Item?>; \
        init(_ item: sending Item) }`): Synchronization's `Mutex` written by hand, `Sendable` on the contract that makes `Mutex` so. \
        Nor is a `final` class (no superclass but `NSObject`) whose stored instance properties are all `let`s of `threadSafeClasses` \
        (`private let cache = NSCache<NSURL, Thumbnail>()`): that framework class is documented safe to use from any thread, and a \
        `let` never changes, so the claim restates the documentation; a `var` or another property beside it is reported. \
        Nor is a non-generic struct storing only opaque handles to a C library's or runtime's objects (`OpaquePointer`, also under \
        a package type alias, a `var` of it changing only the copy; a read-only `UnsafePointer` or `UnsafeRawPointer`, a C `…Ref` typedef the package declares no Swift type for, `let handle: \
        TaskHandleRef`): already the value type asked for, and Swift infers `Sendable` for no pointer; a mutable pointer written \
        through, a class or a collection beside them is shared state and is reported. \
        Generated files are not checked (no rule checks them): swift-protobuf writes `extension Msg: \(ForbiddenSpellings.uncheckedSendable) {}` \
        into its `*.pb.swift` output, recognised by the generator's header or, when a project stripped it, by the file's \
        suffix together with the runtime's hooks it declares (`_protobuf_package`, `protoMessageName`). \
        Nor is an extension of a C struct the system imports (a lowercase name the package does not declare, `extension sockaddr_in6: \
        @retroactive \(ForbiddenSpellings.uncheckedSendable) {}`): already a plain value, which only `@unchecked` can declare outside its module. \
        Nor is a copy-on-write struct, whose instance stored properties are all `private` (or `@usableFromInline`, for its \
        inlinable accessors, or the struct itself `private`, a property wrapper's) and typed as a `final` class nested in it (or a file-level `private` one the file's copy-on-write structs share), copied when `isKnownUniquelyReferenced` fails before a \
        write: already a value, which the compiler cannot see through the class; nor, when that struct is declared `Sendable`, \
        the claim written on its nested storage class instead (also in an extension, `extension Outcome.Storage: \
        \(ForbiddenSpellings.uncheckedSendable) {}`, the struct's other stored properties being the compiler's to check). \
        Nor is a declaration in an `#if` branch a Swift 6 build never compiles (`#if compiler(<6)`, `swift(<5.10)`, \
        `!compiler(>=6)`, the `#else` of `#if compiler(>=6)`): a shim for older toolchains, whose Foundation lacked the \
        annotation, that the Swift 6 checker never sees; nor an extension of a type the package does not declare in a branch \
        only toolchains older than the newest compile (`#if compiler(<6.2)` around `extension ClosedRange: \
        \(ForbiddenSpellings.uncheckedSendable) where Bound: Sendable {}`): a backfill of the conformance newer libraries \
        declare. The branch Swift 6 takes, one also taken for a platform (`os(Windows) || compiler(<6)`), and the package's \
        own type in an old-toolchain branch are checked. Nor is an extension of a Foundation or standard-library value type \
        the package does not declare (`URL`, `URLRequest`, `Date`) in a branch only Linux takes (`#if canImport(FoundationNetworking)`, \
        `#if os(Linux)`, not their `#else`): a shim for the corelibs Foundation whose older releases lacked the annotation, \
        on a value the package does not own; the package's own type there, or a class, is checked. \
        Nor is a declaration in an `#if` branch whose sibling branch (one a Swift 6 build compiles) declares the same type checked \
        `Sendable` (`#if Threads` over `Mutex`, its `#else` over plain storage): the single-threaded build's fallback, where \
        `Synchronization` is missing and no second thread exists; both branches unchecked are reported. Nor is a `final` class \
        that is itself a primitive: a park/wake slot keeping a platform lock beside a condition variable (`UnsafeMutablePointer<SRWLOCK>` \
        and `CONDITION_VARIABLE`, `pthread_cond_t`, `NSCondition`) with every `var` `private`, whose waiting `Mutex` does not offer, or \
        a class storing only `let`s, one of them atomic storage (`Atomic<Int>`, `ManagedAtomic`); a `var` beside the atomics, or a \
        flag reachable without the lock, is reported. In test code, a top-level `private` class adopting nothing but `Sendable` in a \
        file whose suite tests a lock (`SpinLockTests`, `MutexTests`) is the deliberately unsynchronised box the tests mutate under \
        that lock and is not reported; the same box beside another suite, or a double adopting a protocol, is.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "sendableSuperclasses",
                .strings([
                    "NotificationCenter", "Operation", "BlockOperation", "OperationQueue", "FileManager", "Bundle", "UserDefaults",
                    "URLCache", "JSONDecoder", "JSONEncoder", "PropertyListDecoder", "PropertyListEncoder", "DateFormatter",
                    "NumberFormatter", "URLProtocol", "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
                    "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionStreamTask", "URLSessionWebSocketTask", "URLResponse",
                    "HTTPURLResponse", "HTTPCookieStorage", "URLCredentialStorage", "FileHandle", "Pipe", "Process", "CLLocation",
                    "Progress", "NSLock", "NSRecursiveLock", "NSCondition", "NSConditionLock", "DateComponentsFormatter",
                    "DateIntervalFormatter", "PersonNameComponentsFormatter", "Dimension", "NSRegularExpression", "HTTPCookie",
                    "URLCredential", "URLProtectionSpace", "URLAuthenticationChallenge", "CachedURLResponse", "NSError", "NSURL",
                    "NSUUID", "NSDate", "NSNumber", "NSValue", "NSNull", "NSLocale", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics", "Unit",
                    "NSDecimalNumber", "NSURLQueryItem", "NSDateInterval", "NSPersistentContainer", "NSPersistentCloudKitContainer",
                    "UIActivityItemProvider", "ImageCache", "ImageDownloader", "SessionDelegate", "ServerTrustManager", "RetryPolicy",
                ]),
                "Framework classes that are Sendable and open, whose subclasses must restate `\(ForbiddenSpellings.uncheckedSendable)` (the Foundation ones are those the Swift 6.3 compiler asks a subclass to restate it for)."
            ),
            RuleOption(
                "fixtureAttributes", .strings(["Fixture"]),
                "Attached macros of test code that capture a type's body as source text (a code generator's golden input or output), whose nested declarations are not checked."
            ),
            RuleOption(
                "recordProtocols",
                .strings([
                    "Fluent.Model", "FluentKit.Model", "Fluent.ModelAuthenticatable", "Fluent.ModelCredentialsAuthenticatable",
                    "Fluent.ModelSessionAuthenticatable", "Fluent.ModelTokenAuthenticatable",
                ]),
                "Record protocols of persistence frameworks, as `Module.Protocol`, that require `Sendable` of classes whose stored fields are the framework's property wrappers (with the framework's protocols refining them, which a record may adopt instead): a class adopting one, in a file importing the module, restates the framework's claim."
            ),
            RuleOption(
                "threadSafeClasses", .strings(["NSCache"]),
                "Framework classes documented as safe to use from any thread: a `final` class storing only `let`s of them restates that documentation."
            ),
            RuleOption("externalSuperclasses", .bool(true), "Accept the restatement on a subclass of a dependency's class (nested in an extension of it, or overriding its members)."),
            RuleOption(
                "frameworkClasses", .strings(["Thread", "Timer", "Formatter", "Stream", "InputStream", "OutputStream", "RunLoop", "Scanner", "Port", "Host"]),
                "Unprefixed framework classes that are not Sendable, so a subclass's claim is its own."
            ),
        ],
        triggering: UncheckedSendableRuleForcedExamples.triggering + UncheckedSendableRuleDocumentedExamples.triggering
            + UncheckedSendableRuleSealedExamples.triggering + UncheckedSendableRulePrimitiveExamples.triggering + [
            // Claimed for every `Value`, Sendable or not.
            RuleExample(
                ExampleFile("Sources/Feature/Guarded.swift", "public final class Guarded<Value>: \(ForbiddenSpellings.uncheckedSendable) {\n    private let lock = NSLock()\n    private var value: Value\n}"),
                ExampleFile("Package.swift", Self.legacyPlatformsManifest)
            ),
            RuleExample(
                ExampleFile("Package.swift", Self.legacyPlatformsManifest),
                ExampleFile(
                    "Sources/Feature/SeenObjects.swift",
                    "final class SeenObjects<Item: AnyObject>: \(ForbiddenSpellings.uncheckedSendable) {\n    private let lock = NSLock()\n    private var items: [Item] = []\n}"
                )
            ),
            // A lock that also keeps a count of its own, and a buffer-backed box claimed for every `Value`.
            RuleExample(
                ExampleFile("Package.swift", Self.legacyPlatformsManifest),
                ExampleFile(
                    "Sources/Feature/Turnstile.swift",
                    "import os\n\nfinal class Turnstile: \(ForbiddenSpellings.uncheckedSendable) {\n    private var lock = os_unfair_lock()\n    var passed = 0\n    func withLock<T>(_ body: () -> T) -> T {\n        os_unfair_lock_lock(&lock); defer { os_unfair_lock_unlock(&lock) }\n        return body()\n    }\n}"
                )
            ),
            Self.bufferBacked("Sources/Support/Guarded.swift", "public struct Guarded<Value>: \(ForbiddenSpellings.uncheckedSendable) {\n    let buffer: LockBuffer<Value>\n}"),
            // A `Mutex` back-port over the standard `ManagedBuffer`, claimed for every `Value`.
            Self.onPlatforms(Self.unstatedPlatformsManifest, ExampleFile("Sources/Support/Exclusive.swift", "struct Exclusive<Value> {\n    private let storage: ManagedBuffer<Value, pthread_mutex_t>\n    init(_ value: Value) {\n        storage = .create(minimumCapacity: 1) { buffer in\n            buffer.withUnsafeMutablePointerToElements { _ = pthread_mutex_init($0, nil) }\n            return value\n        }\n    }\n    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {\n        try storage.withUnsafeMutablePointers { value, lock in\n            pthread_mutex_lock(lock); defer { pthread_mutex_unlock(lock) }\n            return try body(&value.pointee)\n        }\n    }\n}\n\nextension Exclusive: \(ForbiddenSpellings.uncheckedSendable) {}")),
            // A lock and a private cell for the value, claimed for every `Value`, in a struct not named as a lock: no `Mutex` back-port.
            Self.onPlatforms(Self.unstatedPlatformsManifest, ExampleFile("Sources/Support/Stash.swift", Self.cellBox(named: "Stash"))),
            Self.onPlatforms(Self.unstatedPlatformsManifest, ExampleFile("Sources/Support/Stockpile.swift", Self.lockingStorageBox(named: "Stockpile"))),
            // The package's own lowercase type is no C import.
            RuleExample("Sources/Support/raw_reading.swift", "struct raw_reading {\n    var level = 0\n}\n\nextension raw_reading: \(ForbiddenSpellings.uncheckedSendable) {}"),
            // A struct around a pointer it writes through, or beside a class: shared state, not an opaque handle.
            RuleExample("Sources/Support/Tally.swift", "struct Tally: Hashable, \(ForbiddenSpellings.uncheckedSendable) {\n    let count: UnsafeMutablePointer<Int>\n}"),
            RuleExample("Sources/Support/Task.swift", "import CScheduler\n\nstruct Task: Hashable, \(ForbiddenSpellings.uncheckedSendable) {\n    let handle: TaskHandleRef\n    let log: TaskLog\n}\n\nfinal class TaskLog {\n    var lines: [String] = []\n}"),
            // A test recorder keeping two values behind its lock: no single-value box.
            Self.onPlatforms(Self.legacyPlatformsTestedManifest, ExampleFile("Tests/FeatureTests/CallRecorder.swift", "private final class CallRecorder: \(ForbiddenSpellings.uncheckedSendable) {\n    private let lock = NSLock()\n    private var failed = false\n    private var calls = 0\n    func record() { lock.withLock { calls += 1 } }\n}")),
            // A box that is not generic guarding a class instance it hands out; a copy-on-write storage whose struct claims nothing.
            RuleExample(
                ExampleFile("Package.swift", Self.legacyPlatformsManifest),
                ExampleFile(
                    "Sources/Feature/ListenerStorage.swift",
                    "final class Listener {\n    var count = 0\n}\n\nfinal class ListenerStorage: \(ForbiddenSpellings.uncheckedSendable) {\n    private let lock = NSLock()\n    private var current: Listener?\n    var listener: Listener? {\n        lock.lock(); defer { lock.unlock() }\n        return current\n    }\n}"
                )
            ),
            RuleExample(
                "Sources/Feature/TicketID.swift",
                "public struct TicketID {\n    private var storage: Storage\n    public var raw: String {\n        get { storage.raw }\n        set {\n            if !isKnownUniquelyReferenced(&storage) { storage = Storage(raw: storage.raw) }\n            storage.raw = newValue\n        }\n    }\n\n    private final class Storage: \(ForbiddenSpellings.uncheckedSendable) {\n        var raw: String\n        init(raw: String) { self.raw = raw }\n    }\n}"
            ),
            RuleExample("Sources/Feature/Store.swift", "final class Store: \(ForbiddenSpellings.uncheckedSendable) {}"),
            // A box shared by every copy, never copied before a write: the copies race on it.
            RuleExample(
                "Sources/Feature/Tally.swift",
                "public struct Tally: \(ForbiddenSpellings.uncheckedSendable) {\n    private let storage = Storage()\n    public func add() { storage.count += 1 }\n    final class Storage {\n        var count = 0\n    }\n}"
            ),
            // A box of a dictionary holding class instances it hands out; a storage class any file of the module can reach.
            Self.onPlatforms(Self.legacyPlatformsManifest, ExampleFile("Sources/Feature/ListenerLedger.swift", "final class Listener {\n    var count = 0\n}\n\nfinal class ListenerLedger: \(ForbiddenSpellings.uncheckedSendable) {\n    private var listeners: [String: Listener] = [:]\n    private let lock = NSLock()\n    func listener(_ key: String) -> Listener? {\n        lock.lock(); defer { lock.unlock() }\n        return listeners[key]\n    }\n}")),
            RuleExample("Sources/Feature/Labels.swift", Self.sharedStorageLabels("")),
            RuleExample("Sources/Feature/Store.swift", "extension Store: \(ForbiddenSpellings.uncheckedSendable) {}"),
            RuleExample("Sources/Share/ShareHandler.swift", "import Foundation\n\nextension NSExtensionContext: @unchecked @retroactive Sendable {}"),
            RuleExample(
                ExampleFile("Sources/Settings/UserDefaults.swift", "final class UserDefaults {\n    var values: [String: String] = [:]\n}"),
                ExampleFile("Sources/Settings/UserDefaults+Sendable.swift", "extension UserDefaults: \(ForbiddenSpellings.uncheckedSendable) {}")
            ),
            RuleExample("Tests/FeatureTests/Spy.swift", "final class Spy: FeedStore, \(ForbiddenSpellings.uncheckedSendable) { var calls = 0 }"),
            RuleExample("Sources/Feature/Box.swift", "final class Box: NSObject, \(ForbiddenSpellings.uncheckedSendable) { var value = 0 }"),
            RuleExample("Sources/Feature/Canvas.swift", "extension NSView {\n    final class Canvas: NSView, \(ForbiddenSpellings.uncheckedSendable) {\n        override func layout() {}\n    }\n}"),
            RuleExample("Sources/Feature/Ticker.swift", "final class Ticker: Thread, \(ForbiddenSpellings.uncheckedSendable) {\n    override func main() {}\n}"),
            RuleExample("Sources/Feature/Guarded.swift", "final class Guarded: NSObject, \(ForbiddenSpellings.uncheckedSendable) {\n    override init() {}\n}"),
            RuleExample("Sources/Feature/StubProduct.swift", "final class StubProduct: SK1Product, \(ForbiddenSpellings.uncheckedSendable) {\n    override var price: Decimal { 1 }\n}"),
            RuleExample(
                "Sources/Feature/Invoice.swift",
                "import Fluent\n\nfinal class Invoice: Model, \(ForbiddenSpellings.uncheckedSendable) {\n    static let schema = \"invoices\"\n    @ID(key: .id) var id: UUID?\n    var pendingTotal = 0\n}"
            ),
            RuleExample("Sources/Feature/Mirror.swift", "final class Mirror: Reflecting, \(ForbiddenSpellings.uncheckedSendable) {\n    func reflect() {}\n}"),
            RuleExample(
                "Sources/Feature/Member.swift",
                "import Fluent\n\nfinal class Member: ModelTokenAuthenticatable, \(ForbiddenSpellings.uncheckedSendable) {\n    @ID var id: UUID?\n    var lastSeen: Date?\n}"
            ),
            RuleExample(
                ExampleFile("Sources/Feature/Worker.swift", "class Worker {}\nfinal class CountingWorker: Worker, \(ForbiddenSpellings.uncheckedSendable) { var count = 0 }"),
                ExampleFile("Sources/Feature/Loader.swift", "final class Loader: DataLoader, \(ForbiddenSpellings.uncheckedSendable) { var pending = 0 }")
            ),
            RuleExample("Sources/Feature/Counters.swift", "@Fixture enum counterInput {\n    public class Counter: \(ForbiddenSpellings.uncheckedSendable) {\n        var count = 0\n    }\n}"),
            // The branch a Swift 6 build takes, and the code outside an old-toolchain branch, are checked.
            RuleExample("Sources/Catalog/Ledger.swift", "final class Ledger {}\n\n#if compiler(>=6)\nextension Ledger: \(ForbiddenSpellings.uncheckedSendable) {}\n#else\nextension Ledger: Sendable {}\n#endif"),
            RuleExample("Sources/Catalog/Shelf.swift", "#if compiler(<6)\nimport struct Foundation.IndexSet\nextension IndexSet: \(ForbiddenSpellings.uncheckedSendable) {}\n#endif\n\nfinal class Shelf: \(ForbiddenSpellings.uncheckedSendable) {\n    var slots = IndexSet()\n}"),
            // Taken on Linux whatever the compiler, or by a 6.1 compiler: not known to be skipped.
            RuleExample("Sources/Catalog/Stock.swift", "#if os(Windows) || compiler(<6.2)\nimport Foundation\nextension TimeZone: \(ForbiddenSpellings.uncheckedSendable) {}\n#endif"),
            // The package's own type in a Linux branch, and a Foundation value's shim in the branch Apple platforms take: claims checked.
            RuleExample("Sources/Catalog/Basket.swift", "final class Basket {\n    var items: [String] = []\n}\n\n#if canImport(FoundationNetworking)\nextension Basket: \(ForbiddenSpellings.uncheckedSendable) {}\n#endif"),
            RuleExample("Sources/Catalog/Shipping.swift", "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#else\nextension URLRequest: \(ForbiddenSpellings.uncheckedSendable) {}\n#endif"),
            // Only older toolchains compile it, but the type is the package's own: its claim, not a library's backfilled.
            RuleExample("Sources/Catalog/Quote.swift", "final class Quote {\n    var price = 0\n}\n\n#if compiler(<6.2)\nextension Quote: \(ForbiddenSpellings.uncheckedSendable) {}\n#endif"),
            RuleExample("Sources/Feature/Wire/OrderWire.swift", "fileprivate let _protobuf_package = \"shop\"\n\nstruct Wire_Order {\n    var id = \"\"\n    var unknownFields = SwiftProtobuf.UnknownStorage()\n}\n\nextension Wire_Order: \(ForbiddenSpellings.uncheckedSendable) {}\n\nextension Wire_Order: SwiftProtobuf._MessageImplementationBase {\n    static let protoMessageName: String = _protobuf_package + \".Order\"\n}"),
            // A plain `var` beside the wrappers, or a wrapper the package does not declare `Sendable`: the team's own claim.
            RuleExample(
                ExampleFile("Sources/Radio/RadioPeripheral.swift", "public protocol RadioPeripheral: AnyObject, Sendable {\n    var label: String? { get }\n}"),
                ExampleFile("Sources/Radio/Linked.swift", "@propertyWrapper\npublic struct Linked<Value: Sendable>: Sendable {\n    public var wrappedValue: Value\n    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }\n}"),
                ExampleFile("Tests/RadioTests/FakePeripheral.swift", "final class FakePeripheral: RadioPeripheral, \(ForbiddenSpellings.uncheckedSendable) {\n    @Linked var label: String? = nil\n    @Linked var strength = 0\n    private(set) var tuned = false\n}")
            ),
            RuleExample(
                ExampleFile("Sources/Radio/RadioPeripheral.swift", "public protocol RadioPeripheral: AnyObject, Sendable {\n    var label: String? { get }\n}"),
                ExampleFile("Sources/Radio/Logged.swift", "@propertyWrapper\npublic struct Logged<Value> {\n    public var wrappedValue: Value\n}"),
                ExampleFile("Tests/RadioTests/FakePeripheral.swift", "final class FakePeripheral: RadioPeripheral, \(ForbiddenSpellings.uncheckedSendable) {\n    @Logged var label: String? = nil\n}")
            ),
            // Restated in an extension of a subclass whose superclass claims nothing; a reader-writer lock counting its readers;
            // a single-value box whose queue also takes `async` work.
            RuleExample("Sources/Drawing/Wedge.swift", "class Shape {}\n\nfinal class Wedge: Shape {}\n\nextension Wedge: \(ForbiddenSpellings.uncheckedSendable) {}"),
            Self.onPlatforms(Self.unstatedPlatformsManifest, ExampleFile("Sources/Support/SharedLock.swift", "final class SharedLock: \(ForbiddenSpellings.uncheckedSendable) {\n    private let handle: UnsafeMutablePointer<pthread_rwlock_t> = .allocate(capacity: 1)\n    private var readers = 0\n    func lockRead() { pthread_rwlock_rdlock(handle); readers += 1 }\n    func lockWrite() { pthread_rwlock_wrlock(handle) }\n    func unlock() { pthread_rwlock_unlock(handle) }\n}")),
            Self.onPlatforms(Self.legacyPlatformsManifest, Self.sendableSession, ExampleFile("Sources/Feature/SessionStore.swift", "final class SessionStore: \(ForbiddenSpellings.uncheckedSendable) {\n    private let queue = DispatchQueue(label: \"sessions\", attributes: .concurrent)\n    private var _current: Session?\n    var current: Session? {\n        get { queue.sync { _current } }\n        set { queue.async(flags: .barrier) { self._current = newValue } }\n    }\n}")),
            // The same storage of a struct not declared `Sendable`: the claim on the box is the only one.
            RuleExample("Sources/Feature/Outcome.swift", Self.copyOnWriteOutcome("Equatable")),
        ],
        nonTriggering: UncheckedSendableRuleForcedExamples.nonTriggering + UncheckedSendableRuleDocumentedExamples.nonTriggering
            + UncheckedSendableRuleSealedExamples.nonTriggering + UncheckedSendableRulePrimitiveExamples.nonTriggering + [
            RuleExample(
                ExampleFile("Package.swift", Self.legacyPlatformsManifest),
                ExampleFile(
                    "Sources/Feature/Guarded.swift",
                    "public final class Guarded<Value> {\n    private let lock = NSLock()\n    private var value: Value\n    public init(_ value: Value) { self.value = value }\n    public func withLock<T>(_ body: (inout Value) -> T) -> T {\n        lock.lock(); defer { lock.unlock() }\n        return body(&value)\n    }\n}\n\nextension Guarded: \(ForbiddenSpellings.uncheckedSendable) where Value: Sendable {}"
                )
            ),
            RuleExample(
                ExampleFile("Package.swift", Self.legacyPlatformsManifest),
                ExampleFile("Sources/Feature/AtomicWord.swift", "public protocol AtomicWord {}\nextension Int32: AtomicWord {}\nextension Bool: AtomicWord {}"),
                ExampleFile(
                    "Sources/Feature/AtomicCell.swift",
                    "public final class AtomicCell<T: AtomicWord> {\n    let storage: UnsafeMutablePointer<T>\n    public init(_ value: T) { storage = .allocate(capacity: 1); storage.initialize(to: value) }\n}\n\nextension AtomicCell: \(ForbiddenSpellings.uncheckedSendable) {}"
                )
            ),
            // A generic lock box whose declaration carries the `where Value: Sendable`.
            RuleExample(
                ExampleFile("Package.swift", Self.legacyPlatformsManifest),
                ExampleFile(
                    "Sources/Feature/Guarded.swift",
                    "public final class Guarded<Value>: \(ForbiddenSpellings.uncheckedSendable) where Value: Sendable {\n    private let lock = NSLock()\n    private var value: Value\n    public init(_ value: Value) { self.value = value }\n}"
                )
            ),
            // The claim on the storage class of a copy-on-write struct declared `Sendable`, and storage kept `@usableFromInline`
            // for inlinable accessors rather than `private`.
            RuleExample(
                "Sources/Feature/TicketID.swift",
                "public struct TicketID: Sendable {\n    private var storage: Storage\n    public var raw: String {\n        get { storage.raw }\n        set {\n            if !isKnownUniquelyReferenced(&storage) { storage = Storage(raw: storage.raw) }\n            storage.raw = newValue\n        }\n    }\n\n    private final class Storage: \(ForbiddenSpellings.uncheckedSendable) {\n        var raw: String\n        init(raw: String) { self.raw = raw }\n    }\n}"
            ),
            RuleExample(
                "Sources/Feature/FieldBag.swift",
                "public struct FieldBag: \(ForbiddenSpellings.uncheckedSendable) {\n    @usableFromInline var _storage: _Storage\n    @inlinable public var count: Int {\n        get { _storage.count }\n        set {\n            if !isKnownUniquelyReferenced(&_storage) { _storage = _Storage(count: _storage.count) }\n            _storage.count = newValue\n        }\n    }\n\n    @usableFromInline final class _Storage {\n        @usableFromInline var count: Int\n        @usableFromInline init(count: Int) { self.count = count }\n    }\n}"
            ),
            // The lock itself, storing nothing but lock state: it guards no value that could cross threads.
            RuleExample(
                ExampleFile("Package.swift", Self.legacyPlatformsManifest),
                ExampleFile(
                    "Sources/Feature/SpinGate.swift",
                    "import os\n\npublic final class SpinGate: \(ForbiddenSpellings.uncheckedSendable) {\n    var lock = os_unfair_lock()\n    public init() {}\n    public func withLock<T>(_ body: () throws -> T) rethrows -> T {\n        os_unfair_lock_lock(&lock); defer { os_unfair_lock_unlock(&lock) }\n        return try body()\n    }\n}"
                )
            ),
            // A `ManagedBuffer` subclass tail-allocating the lock beside the value, behind a lock and a value box that are structs,
            // in a package stating no `platforms:` (SwiftPM's defaults predate `Mutex`).
            Self.bufferBacked("Sources/Support/Gate.swift", "public struct Gate {\n    let buffer: LockBuffer<Void>\n    public init() { buffer = .make(holding: ()) }\n    public func lock() { buffer.lock() }\n    public func unlock() { buffer.unlock() }\n}\n\nextension Gate: \(ForbiddenSpellings.uncheckedSendable) {}"),
            Self.bufferBacked("Sources/Support/Guarded.swift", "public struct Guarded<Value> {\n    let buffer: LockBuffer<Value>\n    public init(_ value: Value) { buffer = .make(holding: value) }\n    public func withValue<T>(_ body: (inout Value) -> T) -> T { buffer.withLockedValue(body) }\n}\n\nextension Guarded: \(ForbiddenSpellings.uncheckedSendable) where Value: Sendable {}"),
            // A `Mutex` back-port: the value is the standard `ManagedBuffer`'s header, the platform lock its element.
            Self.onPlatforms(Self.unstatedPlatformsManifest, ExampleFile("Sources/Support/Exclusive.swift", "struct Exclusive<Value> {\n    private let storage: ManagedBuffer<Value, pthread_mutex_t>\n    init(_ value: Value) {\n        storage = .create(minimumCapacity: 1) { buffer in\n            buffer.withUnsafeMutablePointerToElements { _ = pthread_mutex_init($0, nil) }\n            return value\n        }\n    }\n    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {\n        try storage.withUnsafeMutablePointers { value, lock in\n            pthread_mutex_lock(lock); defer { pthread_mutex_unlock(lock) }\n            return try body(&value.pointee)\n        }\n    }\n}\n\nextension Exclusive: \(ForbiddenSpellings.uncheckedSendable) where Value: Sendable {}")),
            // A `Mutex` back-port keeping its lock and a private cell class of its own for the value, reached only through `withLock`.
            Self.onPlatforms(Self.unstatedPlatformsManifest, ExampleFile("Sources/Support/ValueMutex.swift", Self.cellBox(named: "ValueMutex"))),
            // A `Mutex` back-port whose one stored property is a `final` class of the file keeping the platform lock beside the value.
            Self.onPlatforms(Self.unstatedPlatformsManifest, ExampleFile("Sources/Support/BackportMutex.swift", Self.lockingStorageBox(named: "BackportMutex"))),
            // A Foundation value's shim for Linux's corelibs Foundation, whose older releases lacked its `Sendable`.
            RuleExample("Sources/Catalog/Fetching.swift", "import Foundation\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\nextension URLRequest: \(ForbiddenSpellings.uncheckedSendable) {}\n#endif\n\n#if os(Linux)\nextension Foundation.URLQueryItem: \(ForbiddenSpellings.uncheckedSendable) {}\n#endif"),
            // C structs the system imports: plain values, which only `@unchecked` can declare `Sendable` outside their module.
            RuleExample("Sources/Support/PeerAddress.swift", "import Glibc\n\nextension sockaddr_in6: @retroactive \(ForbiddenSpellings.uncheckedSendable) {}\nextension timeval: \(ForbiddenSpellings.uncheckedSendable) {}"),
            // Copy-on-write storage in a private property wrapper: its members are private with it.
            RuleExample("Sources/Support/Shared.swift", Self.privateCopyOnWriteWrapper),
            // A value around a C runtime's opaque handle: already a value type, and Swift never infers `Sendable` for a pointer.
            RuleExample("Sources/Support/Task.swift", "import CScheduler\n\nstruct Task: Hashable, \(ForbiddenSpellings.uncheckedSendable) {\n    let handle: TaskHandleRef\n\n    func run() { scheduler_run(handle) }\n}"),
            RuleExample(
                "Sources/Support/Interrupter.swift",
                "typealias EngineHandle = OpaquePointer\n\nstruct Interrupter: \(ForbiddenSpellings.uncheckedSendable) {\n    var handle: EngineHandle?\n}"
            ),
            RuleExample("Sources/Feature/Image.swift", "struct Image: Sendable {}"),
            RuleExample("Sources/Presentation/Presenter.swift", "@MainActor final class Presenter {}"),
            RuleExample("Sources/Feature/Notes.swift", "// \(ForbiddenSpellings.uncheckedSendable) is banned\nlet s = \"\(ForbiddenSpellings.uncheckedSendable)\""),
            RuleExample("Tests/FeatureTests/CenterSpy.swift", "final class CenterSpy: NotificationCenter, \(ForbiddenSpellings.uncheckedSendable) {\n    var posted: [Notification.Name] = []\n}"),
            RuleExample(
                ExampleFile("Sources/Feature/Gate.swift", "// guardrails:disable-next-line unchecked-sendable -- guarded by a lock\nopen class Gate: \(ForbiddenSpellings.uncheckedSendable) {}"),
                ExampleFile("Sources/Feature/TimedGate.swift", "final class TimedGate: Gate, \(ForbiddenSpellings.uncheckedSendable) {}")
            ),
            RuleExample("Sources/Feature/ImportProgress.swift", "final class ImportProgress: Progress, \(ForbiddenSpellings.uncheckedSendable) {\n    var phase = \"\"\n}"),
            RuleExample("Tests/FeatureTests/StubProtocol.swift", "final class StubProtocol: URLProtocol, \(ForbiddenSpellings.uncheckedSendable) {\n    override func startLoading() {}\n}"),
            // Core Data declares its persistent container `Sendable`: a subclass customizing the store's folder must restate it.
            RuleExample(
                "Sources/Feature/LedgerContainer.swift",
                "final class LedgerContainer: NSPersistentContainer, \(ForbiddenSpellings.uncheckedSendable) {\n    override class func defaultDirectoryURL() -> URL { URL(fileURLWithPath: \"/tmp\") }\n}"
            ),
            RuleExample(
                ExampleFile("Sources/Feature/SyncTask.swift", "class SyncTask: Operation {}"),
                ExampleFile("Sources/Feature/UploadTask.swift", "final class UploadTask: SyncTask, \(ForbiddenSpellings.uncheckedSendable) {}")
            ),
            RuleExample(
                "Sources/Feature/ExportError.swift",
                "import Toolkit\nextension ToolkitError {\n    final class ExportFailed: ToolkitError, \(ForbiddenSpellings.uncheckedSendable) {}\n}\nfinal class ImportFailed: ToolkitError, \(ForbiddenSpellings.uncheckedSendable) {\n    override var reason: String { \"import\" }\n}"
            ),
            RuleExample("Sources/Feature/ThumbnailOperation.swift", "import Toolkit\nfinal class ThumbnailOperation: CachedLoadOperation<Image, URL>, \(ForbiddenSpellings.uncheckedSendable) {\n    let url: URL\n}"),
            RuleExample("Tests/NetworkTests/TimingStub.swift", "final class TimingStub: URLSessionTaskTransactionMetrics, \(ForbiddenSpellings.uncheckedSendable) {\n    var started: Date?\n}"),
            RuleExample("Tests/NetworkTests/MetricsStub.swift", "final class MetricsStub: URLSessionTaskMetrics, \(ForbiddenSpellings.uncheckedSendable) {\n    var transactions: [URLSessionTaskTransactionMetrics] = []\n}"),
            RuleExample(
                "Sources/Feature/Invoice.swift",
                "import Fluent\nimport Vapor\n\nfinal class Invoice: \(ForbiddenSpellings.uncheckedSendable), Model, Content {\n    static let schema = \"invoices\"\n    @ID(key: .id)\n    var id: UUID?\n    @Field(key: \"total\")\n    var total: Int\n    var isPaid: Bool { total == 0 }\n    init() {}\n}"
            ),
            RuleExample("Sources/Feature/ServingUnit.swift", "final class ServingUnit: Unit, \(ForbiddenSpellings.uncheckedSendable) {}"),
            RuleExample(
                "Sources/Feature/Member.swift",
                "import Fluent\nimport Vapor\n\nfinal class Member: ModelAuthenticatable, ModelSessionAuthenticatable, Content, \(ForbiddenSpellings.uncheckedSendable) {\n    static let schema = \"members\"\n    static var usernameKey: KeyPath<Member, Field<String>> { \\Member.$login }\n    var sessionID: UUID { id ?? UUID() }\n    @ID\n    var id: UUID?\n    @Field(key: \"login\")\n    var login: String\n    @OptionalChild(for: \\.$member)\n    var badge: Badge?\n    init() {}\n}"
            ),
            RuleExample("Sources/Settings/SettingsClient.swift", "import Foundation\n\nextension UserDefaults: @unchecked @retroactive Sendable {}\n\nstruct SettingsClient {\n    var flag: (String) -> Bool\n}"),
            RuleExample(
                "Tests/GeneratorTests/CounterFixtures.swift",
                "@Fixture enum counterInput {\n    /// @generate\n    public class Counter: \(ForbiddenSpellings.uncheckedSendable) {\n        var count = 0\n    }\n}\nenum counterOutput {\n    @Fixture(helpers: true)\n    enum expected {\n        final class CounterDouble: Counting, \(ForbiddenSpellings.uncheckedSendable) {\n            var incrementCalls = 0\n        }\n    }\n}"
            ),
            // A copy-on-write value: its one stored property a private box it copies before writing.
            RuleExample(
                "Sources/Feature/Receipt.swift",
                "public struct Receipt: Error, \(ForbiddenSpellings.uncheckedSendable) {\n    private var storage: Storage\n    public var total: Int {\n        get { storage.total }\n        set {\n            if !isKnownUniquelyReferenced(&storage) { storage = Storage(total: storage.total) }\n            storage.total = newValue\n        }\n    }\n}\nextension Receipt {\n    final class Storage {\n        var total: Int\n        init(total: Int) { self.total = total }\n    }\n}"
            ),
            // Old-toolchain shims: branches a Swift 6 build never compiles.
            RuleExample("Sources/Catalog/IndexSetSendable.swift", "#if !(os(macOS) || os(iOS)) && swift(>=5.9)\n  #if compiler(<6) // the older corelibs lack the annotation\n    import struct Foundation.IndexSet\n    extension IndexSet: \(ForbiddenSpellings.uncheckedSendable) {}\n  #endif\n#endif"),
            // Only toolchains older than the newest compile these: backfills of conformances newer libraries declare.
            RuleExample("Sources/Catalog/RangeSendable.swift", "#if compiler(<6.2)\nextension ClosedRange: \(ForbiddenSpellings.uncheckedSendable) where Bound: Sendable {}\nextension JSONEncoder.KeyEncodingStrategy: \(ForbiddenSpellings.uncheckedSendable) {}\n#endif"),
            RuleExample("Sources/Catalog/Amounts.swift", "#if canImport(Darwin) || compiler(>=6.2)\nextension Decimal: Comparable {}\n#else\nextension Decimal: \(ForbiddenSpellings.uncheckedSendable) {}\n#endif"),
            RuleExample("Sources/Catalog/PriceStyle.swift", "import Foundation\n\n#if compiler(>=6)\nstruct PriceStyle: Sendable {\n    let locale: Locale\n}\n#else\nstruct PriceStyle: \(ForbiddenSpellings.uncheckedSendable) {\n    let locale: Locale\n}\n#endif"),
            RuleExample("Sources/Catalog/Zones.swift", "#if canImport(Darwin)\nimport Foundation\n#elseif !compiler(>=6)\nimport Foundation\nextension TimeZone: \(ForbiddenSpellings.uncheckedSendable) {}\n#elseif swift(<5.10)\nextension Locale: \(ForbiddenSpellings.uncheckedSendable) {}\n#endif"),
            RuleExample("Sources/Feature/Wire/order.pb.swift", "fileprivate let _protobuf_package = \"shop\"\n\nstruct Wire_Order {\n    var id = \"\"\n    var unknownFields = SwiftProtobuf.UnknownStorage()\n}\n\nextension Wire_Order: \(ForbiddenSpellings.uncheckedSendable) {}\n\nextension Wire_Order: SwiftProtobuf._MessageImplementationBase {\n    static let protoMessageName: String = _protobuf_package + \".Order\"\n}"),
            // A final class adopting a package protocol that refines `Sendable`, storing only through the package's `Sendable`
            // wrappers: Swift keeps each wrapper's backing in a `var`, so the compiler asks for `@unchecked`.
            RuleExample(
                ExampleFile("Sources/Radio/RadioPeripheral.swift", "public protocol RadioPeripheral: AnyObject, Sendable {\n    var label: String? { get }\n}"),
                ExampleFile("Sources/Radio/Linked.swift", "@propertyWrapper\npublic struct Linked<Value: Sendable>: Sendable {\n    public var wrappedValue: Value\n    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }\n}"),
                ExampleFile("Sources/Radio/Channel.swift", "@propertyWrapper\npublic struct Channel<Tuner> {\n    public let wrappedValue: Tuner\n    public init(wrappedValue: Tuner) { self.wrappedValue = wrappedValue }\n}\n\nextension Channel: Sendable where Tuner: Sendable {}"),
                ExampleFile("Tests/RadioTests/FakePeripheral.swift", "final class FakePeripheral: RadioPeripheral, \(ForbiddenSpellings.uncheckedSendable) {\n    @Linked var label: String? = nil\n    @Linked\n    var strength = 0\n    @Channel var tuner = FakeTuner()\n    static let name = \"fake\"\n    var isStrong: Bool { strength > 3 }\n}")
            ),
            // A subclass restating its package superclass's claim in an extension, the superclass's own claim written in an extension.
            RuleExample(
                ExampleFile("Sources/Drawing/Shape.swift", "// guardrails:disable-next-line unchecked-sendable -- immutable after decoding\nclass Shape: \(ForbiddenSpellings.uncheckedSendable) {}"),
                ExampleFile("Sources/Drawing/Wedge.swift", "final class Wedge: Shape {}\n\nextension Wedge: \(ForbiddenSpellings.uncheckedSendable) {}")
            ),
            RuleExample(
                ExampleFile("Sources/Metering/Meter.swift", "open class Meter {}\n\n// guardrails:disable-next-line unchecked-sendable -- guarded by a lock\nextension Meter: \(ForbiddenSpellings.uncheckedSendable) {}"),
                ExampleFile("Sources/Metering/Dial.swift", "public final class Dial: Meter, \(ForbiddenSpellings.uncheckedSendable) {}")
            ),
            // A reader-writer lock keeping the mode it is held in; a box of one `Sendable` value behind a queue used only with `sync`.
            Self.onPlatforms(Self.unstatedPlatformsManifest, ExampleFile("Sources/Support/SharedLock.swift", "final class SharedLock: \(ForbiddenSpellings.uncheckedSendable) {\n    private let handle: UnsafeMutablePointer<pthread_rwlock_t> = .allocate(capacity: 1)\n    private var heldShared = false\n    func lockRead() { pthread_rwlock_rdlock(handle); heldShared = true }\n    func lockWrite() { pthread_rwlock_wrlock(handle); heldShared = false }\n    func unlock() { pthread_rwlock_unlock(handle) }\n}\n\nextension SharedLock {\n    func withReaderLock<T>(_ body: () -> T) -> T {\n        lockRead(); defer { unlock() }\n        return body()\n    }\n}")),
            // The same box in test code: a recorder of callbacks arriving on other threads, read synchronously by the test.
            Self.onPlatforms(Self.legacyPlatformsTestedManifest, ExampleFile("Tests/FeatureTests/FailureRecorder.swift", "private final class FailureRecorder: \(ForbiddenSpellings.uncheckedSendable) {\n    private let lock = NSLock()\n    private var failed = false\n    var hasFailed: Bool { lock.withLock { failed } }\n    func record() { lock.withLock { failed = true } }\n}")),
            Self.onPlatforms(Self.legacyPlatformsManifest, Self.sendableSession, ExampleFile("Sources/Feature/SessionStore.swift", "final class SessionStore: \(ForbiddenSpellings.uncheckedSendable) {\n    private let queue = DispatchQueue(label: \"sessions\", attributes: .concurrent)\n    private var _current: Session?\n    var current: Session? {\n        get { queue.sync { _current } }\n        set { queue.sync(flags: .barrier) { _current = newValue } }\n    }\n}")),
            // A latch keeping one `Error?` behind a condition lock.
            Self.onPlatforms(Self.unstatedPlatformsManifest, ExampleFile("Sources/Support/ShutdownLatch.swift", "final class ShutdownLatch: \(ForbiddenSpellings.uncheckedSendable) {\n    private let gate: ConditionLock<Bool>\n    private var failure: Error?\n    init() {\n        failure = nil\n        gate = ConditionLock(value: false)\n    }\n    func finish(_ error: Error?) {\n        gate.lock(whenValue: false)\n        defer { gate.unlock(withValue: true) }\n        failure = error\n    }\n    func wait() -> Error? {\n        gate.lock(whenValue: true)\n        defer { gate.unlock(withValue: true) }\n        return failure\n    }\n}")),
            // A box of one dictionary of standard values behind an `NSLock`.
            Self.onPlatforms(Self.legacyPlatformsManifest, ExampleFile("Sources/Feature/VisitLedger.swift", "enum Visits {\n    final class Ledger: \(ForbiddenSpellings.uncheckedSendable) {\n        private var visits: [String: Int] = [:]\n        private let lock = NSLock()\n        func bump(_ page: String) -> Int {\n            lock.lock()\n            defer { lock.unlock() }\n            visits[page, default: 0] += 1\n            return visits[page]!\n        }\n    }\n}")),
            // Two copy-on-write structs sharing one file-level `private` storage class.
            RuleExample("Sources/Feature/Labels.swift", Self.sharedStorageLabels("private")),
            // The storage of a copy-on-write `Sendable` struct that also stores a checked field, claimed in an extension.
            RuleExample("Sources/Feature/Outcome.swift", Self.copyOnWriteOutcome("Error, Sendable")),
        ]
    )

    /// A copy-on-write struct adopting `conformances`, storing an `Int` beside its box, whose box's claim is in an extension.
    private static func copyOnWriteOutcome(_ conformances: String) -> String {
        "public struct Outcome: \(conformances) {\n    private var storage: Storage\n    public var code: Int\n    public var note: String? {\n        get { storage.note }\n        set {\n            if isKnownUniquelyReferenced(&storage) {\n                storage.note = newValue\n            } else {\n                storage = Storage(note: newValue)\n            }\n        }\n    }\n    fileprivate final class Storage {\n        var note: String?\n        init(note: String?) { self.note = note }\n    }\n}\n\nextension Outcome.Storage: \(ForbiddenSpellings.uncheckedSendable) {}"
    }

    /// Two copy-on-write structs whose box is one file-level `final class` declared with `access` (`private`, or none).
    private static func sharedStorageLabels(_ access: String) -> String {
        let box = access.isEmpty ? "final class LabelStorage" : "\(access) final class LabelStorage"
        let member = "    private var storage: LabelStorage\n    public var text: String {\n        get { storage.text }\n        set {\n            if !isKnownUniquelyReferenced(&storage) { storage = LabelStorage(storage.text) }\n            storage.text = newValue\n        }\n    }\n"
        return "public struct Title: \(ForbiddenSpellings.uncheckedSendable) {\n\(member)}\n\npublic struct Caption: \(ForbiddenSpellings.uncheckedSendable) {\n\(member)}\n\n\(box) {\n    var text: String\n    init(_ text: String) { self.text = text }\n}"
    }

    /// `files` beside a manifest stating `manifest`'s platforms.
    private static func onPlatforms(_ manifest: String, _ files: ExampleFile...) -> RuleExample {
        RuleExample(files: [ExampleFile("Package.swift", manifest)] + files)
    }

    /// `struct <name><Value: ~Copyable>` keeping an `NSLock` and a private cell class of its own for the value, claimed for every `Value`.
    private static let privateCopyOnWriteWrapper = """
        @propertyWrapper
        private struct Shared<Value> {
            final class Storage {
                var value: Value
                init(value: Value) { self.value = value }
            }
            var storage: Storage
            init(wrappedValue: Value) { storage = Storage(value: wrappedValue) }
            var wrappedValue: Value {
                get { storage.value }
                set {
                    if isKnownUniquelyReferenced(&storage) { storage.value = newValue } else { storage = Storage(value: newValue) }
                }
            }
        }

        extension Shared: Sendable where Value: Sendable {}

        extension Shared.Storage: \(ForbiddenSpellings.uncheckedSendable) where Value: Sendable {}
        """

    private static func lockingStorageBox(named name: String) -> String {
        """
        import Glibc

        struct \(name)<Value: ~Copyable>: ~Copyable {
            let storage: PlatformCell<Value>

            init(_ value: consuming sending Value) { storage = PlatformCell(value) }

            borrowing func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
                storage.lock()
                defer { storage.unlock() }
                return try body(&storage.value)
            }
        }

        extension \(name): \(ForbiddenSpellings.uncheckedSendable) where Value: ~Copyable {}

        final class PlatformCell<Value: ~Copyable> {
            private let handle: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
            var value: Value
            init(_ value: consuming Value) { self.value = value }
            func lock() { pthread_mutex_lock(handle) }
            func unlock() { pthread_mutex_unlock(handle) }
        }
        """
    }

    private static func cellBox(named name: String) -> String {
        """
        import Foundation

        struct \(name)<Value: ~Copyable>: ~Copyable {
            private let lock = NSLock()
            private let cell: Cell

            init(_ value: consuming sending Value) { cell = Cell(value) }

            private final class Cell {
                var value: Value
                init(_ value: consuming sending Value) { self.value = value }
            }
        }

        extension \(name): \(ForbiddenSpellings.uncheckedSendable) where Value: ~Copyable {}

        extension \(name) where Value: ~Copyable {
            borrowing func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
                lock.lock()
                defer { lock.unlock() }
                return try body(&cell.value)
            }
        }
        """
    }

    /// A session value declared `Sendable`, the value a single-value lock box guards.
    private static let sendableSession = ExampleFile("Sources/Feature/Session.swift", "struct Session: Sendable {\n    let id: UUID\n}")

    /// A package deploying to iOS 15, before Synchronization's `Mutex`.
    private static let legacyPlatformsManifest =
        "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    platforms: [.iOS(.v15), .macOS(.v12)],\n    targets: [.target(name: \"Feature\")]\n)"

    /// The same package with a test target.
    private static let legacyPlatformsTestedManifest =
        "// swift-tools-version: 5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    platforms: [.iOS(.v15), .macOS(.v12)],\n    targets: [.target(name: \"Feature\"), .testTarget(name: \"FeatureTests\", dependencies: [\"Feature\"])]\n)"

    /// A package stating no `platforms:`: SwiftPM builds it for its default minimums (macOS 10.13, iOS 12).
    private static let unstatedPlatformsManifest =
        "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    targets: [.target(name: \"Support\")]\n)"

    /// `path` with `source` beside `LockBuffer`, in a package stating no `platforms:`.
    private static func bufferBacked(_ path: String, _ source: String) -> RuleExample {
        RuleExample(
            ExampleFile("Package.swift", unstatedPlatformsManifest), ExampleFile("Sources/Support/LockBuffer.swift", lockBufferSource), ExampleFile(path, source)
        )
    }

    /// A `ManagedBuffer` keeping the guarded value as its header and a mutex as its element.
    private static let lockBufferSource =
        "final class LockBuffer<Value>: ManagedBuffer<Value, pthread_mutex_t> {\n    static func make(holding value: Value) -> LockBuffer<Value> {\n        let buffer = create(minimumCapacity: 1) { _ in value } as! LockBuffer<Value>\n        buffer.withUnsafeMutablePointerToElements { _ = pthread_mutex_init($0, nil) }\n        return buffer\n    }\n    func lock() { withUnsafeMutablePointerToElements { _ = pthread_mutex_lock($0) } }\n    func unlock() { withUnsafeMutablePointerToElements { _ = pthread_mutex_unlock($0) } }\n    func withLockedValue<T>(_ body: (inout Value) -> T) -> T {\n        lock(); defer { unlock() }\n        return withUnsafeMutablePointerToHeader { body(&$0.pointee) }\n    }\n}"

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        let frameworkSuperclasses = context.stringSet("sendableSuperclasses")
        let frameworkClasses = context.stringSet("frameworkClasses")
        let external = context.flag("externalSuperclasses")
        let fixtures = file.isTestCode ? context.stringSet("fixtureAttributes") : []
        let records = recordProtocols(file, context.strings("recordProtocols"), context.index)
        return file.model.types.indices.compactMap { position in
            let type = file.model.types[position]
            guard type.inheritance.contains(where: isUncheckedSendable), !isInFixture(position, file.model.types, fixtures),
                  !(type.kind == .extension && restatesFramework(type, frameworkSuperclasses, context.index)),
                  !(type.kind == .class && restatesSuperclass(type, frameworkSuperclasses, context.index)
                      && !OpenImmutableClasses.addsStateToImmutableSuperclass(type, in: file, context.index)),
                  !OpenImmutableClasses.isForcedByOpenness(type, in: file, context.index),
                  !(type.kind == .extension && restatesSuperclassInExtension(type, frameworkSuperclasses, context.index)),
                  !(type.kind == .class && isFrameworkRecord(type, records)),
                  !(type.kind == .class && storesOnlyThroughSendableWrappers(type, context.index)),
                  !SealedClassStorage.storesOnlyThroughSendableWrapperClasses(type, in: file, context.index),
                  !SealedClassStorage.isOpaqueRetainer(position, in: file.model, context.index),
                  !ForcedUncheckedClaims.doublesSynchronousSendableProtocol(type, in: file, context.index),
                  !ForcedUncheckedClaims.isImmutableBesideWeakReferences(type, in: file, context.index),
                  !(type.kind == .class && storesOnlyThreadSafeClasses(type, context.stringSet("threadSafeClasses"))),
                  !LockPrimitiveBoxes.isSoundBox(type, in: file, context.index), !isCopyOnWriteValue(position, in: file.model), !isCopyOnWriteStorage(position, in: file.model),
                  !OpaqueHandleWrappers.isHandleWrapper(type, context.index), !isImportedCStruct(type, context.index),
                  !(type.kind == .class && external && subclassesDependency(type, file.model.types, frameworkClasses, context.index)),
                  !PreSwift6Branches.encloses(line: type.line, tokens: file.tokens, source: file.source),
                  !SiblingBranchClaims.hasCheckedSibling(type, in: file),
                  !SynchronizationPrimitives.isPrimitive(type, file.tokens), !UnsynchronizedLockTestBoxes.isBox(type, in: file),
                  !isToolchainBackfill(type, in: file, context.index), !LinuxFoundationShims.isShim(type, source: file.source, context.index) else { return nil }
            return Violation(line: type.line, column: type.column, message: "'\(type.name)' is \(ForbiddenSpellings.uncheckedSendable); use a value type, an actor or @MainActor instead")
        }
    }

    /// `#if compiler(<6.2)` around `extension ClosedRange: unchecked Sendable where Bound: Sendable {}`: a conformance of a
    /// type the package does not declare (the standard library's, Foundation's), in a branch only toolchains older than
    /// the newest compile: a backfill of the conformance newer libraries declare, nothing the package could restructure.
    private func isToolchainBackfill(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard type.kind == .extension, type.parent == nil,
              !index.declarations(named: type.qualifyingPath.map { String($0.prefix { $0 != "." }) } ?? type.name).contains(where: { $0.kind != .extension })
        else { return false }
        return PreSwift6Branches.encloses(line: type.line, tokens: file.tokens, source: file.source, newest: true)
    }

    /// `extension sockaddr_in6: unchecked Sendable {}`: a lowercase type the package does not declare is a C struct the system
    /// imports (Swift names its own types in UpperCamelCase), already a plain value; outside its module only `@unchecked` can be
    /// written for it.
    private func isImportedCStruct(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.kind == .extension, type.parent == nil, type.qualifier == nil, let first = type.name.utf8.first,
              first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return !index.declarations(named: type.name).contains { $0.kind != .extension }
    }

    /// `struct Receipt: Error, unchecked Sendable { private var storage: Storage }` over a `final class Storage` nested in it (or
    /// in its extension in the file), copied when `isKnownUniquelyReferenced` fails before a write: a value by construction,
    /// the remedy the rule asks for, which the compiler cannot see through the class. Every instance stored property must be such
    /// a `private` box storing no closure.
    /// With `box`, only the properties typed as that box are judged: the struct is checked `Sendable`, so the compiler
    /// checks every other stored property itself.
    private func isCopyOnWriteValue(_ position: Int, in model: SourceModel, box: String? = nil) -> Bool {
        let type = model.types[position]
        guard type.kind == .struct else { return false }
        let owners = Set(model.types.indices.filter { $0 == position || model.types[$0].kind == .extension && model.types[$0].parent == nil && model.types[$0].name == type.name })
        let stored = type.members.filter { ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static") && (box == nil || $0.propertyType?.name == box) }
        // A `private` struct's members are private with it (`private struct CopyOnWrite<Value>`, a property wrapper).
        guard !stored.isEmpty, stored.allSatisfy({ property in
            (type.isFilePrivate || property.modifiers.contains("private") || property.modifiers.contains("fileprivate") || property.attributes.contains("usableFromInline"))
                && property.propertyType.map { declared in
                !declared.isCollection && model.types.contains { box in
                    box.kind == .class && box.name == declared.name && box.modifiers.contains("final") && isStorageBox(box, of: owners)
                        && !box.members.contains { $0.propertyType?.isFunction == true }
                }
            } == true
        }) else { return false }
        return model.references.contains { $0.name == "isKnownUniquelyReferenced" && owners.contains(Int($0.enclosingType)) }
    }

    /// The storage class is nested in the struct (or its extension), or is a file-level `private`/`fileprivate` class several
    /// copy-on-write structs of the file share (`private final class NameStorage`): no other file can reach it.
    private func isStorageBox(_ box: TypeDecl, of owners: Set<Int>) -> Bool {
        guard let parent = box.parent else { return box.modifiers.contains("private") || box.modifiers.contains("fileprivate") }
        return owners.contains(parent)
    }

    /// `private final class Storage: unchecked Sendable` nested in `struct StateID: Sendable { private var storage: Storage }`,
    /// a copy-on-write value by `isCopyOnWriteValue`: a struct declared plainly `Sendable` forces the claim onto the box it
    /// copies before writing; the same value, the claim written one level down (also in `extension StateID.Storage: unchecked
    /// Sendable {}` of the file). Other stored properties of the struct (`var code: Code` beside the box) are the compiler's to
    /// check, as the struct's own `Sendable` is checked.
    private func isCopyOnWriteStorage(_ position: Int, in model: SourceModel) -> Bool {
        let claim = model.types[position]
        let ownerName: String
        if claim.kind == .class, claim.modifiers.contains("final"), let parent = claim.parent {
            ownerName = model.types[parent].name
        } else if claim.kind == .extension, claim.parent == nil, let qualifier = claim.qualifier {
            ownerName = qualifier
        } else {
            return false
        }
        guard model.types.contains(where: { box in
                  box.kind == .class && box.name == claim.name && box.modifiers.contains("final") && box.parent.map { model.types[$0].name == ownerName } == true
              }),
              let owner = model.types.indices.first(where: { model.types[$0].kind == .struct && model.types[$0].name == ownerName }),
              let declared = model.types.first(where: { $0.name == ownerName && $0.inheritance.contains { $0.name == "Sendable" } }),
              model.types[owner].members.contains(where: { $0.propertyType?.name == claim.name && $0.propertyType?.isCollection == false && !$0.modifiers.contains("static") }) else { return false }
        let checked = declared.inheritance.contains { $0.name == "Sendable" && !$0.attributes.contains("unchecked") }
        return isCopyOnWriteValue(owner, in: model, box: checked ? claim.name : nil)
    }

    /// The record protocols (`Fluent.Model`) whose module the file imports and the package does not shadow with a top-level type of its own.
    private func recordProtocols(_ file: LintFile, _ qualified: [String], _ index: PackageIndex) -> Set<String> {
        // A nested `Model` (a page's view model) shadows nothing at the top level, where a record adopts the protocol.
        ImportedQualifiedNames.names(qualified, importedBy: file).filter { name in
            !index.declarations(named: name).contains { $0.parent == nil && $0.kind != .extension }
        }
    }

    /// `final class Order: Model, unchecked Sendable { @ID var id: UUID?; @Field(key: "total") var total: Int }`: the
    /// framework requires `Sendable` of its record classes and keeps their fields in property wrappers the compiler
    /// cannot check, so the claim is the framework's. Every stored instance `var` must carry an attribute (a wrapper).
    private func isFrameworkRecord(_ type: TypeDecl, _ records: Set<String>) -> Bool {
        guard !records.isEmpty, type.inheritance.contains(where: { records.contains($0.name) }) else { return false }
        return type.members.allSatisfy { member in
            !member.isStoredVar || member.modifiers.contains("static") || member.modifiers.contains("class") || !member.attributes.isEmpty
        }
    }

    /// `final class FakePeripheral: RadioPeripheral, unchecked Sendable { @Linked var label: String? }`: a final class adopting a
    /// package protocol that refines `Sendable` and `AnyObject` (only a class adopts it), every stored property of which goes
    /// through a property wrapper the package declares as a `Sendable` struct. Swift keeps each wrapper's backing in a `var`, so
    /// the compiler refuses a checked `Sendable` though every value stored is one: the claim restates the protocol's, as a
    /// framework record's does. A plain stored property beside them (`var`, or a `let` whose type the compiler would judge)
    /// is the team's own claim.
    private func storesOnlyThroughSendableWrappers(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.modifiers.contains("final"), type.inheritance.contains(where: { isSendableClassProtocol($0.name, index) }) else { return false }
        let stored = type.members.filter { ($0.isStoredVar || $0.isLet) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        return !stored.isEmpty && stored.allSatisfy { member in
            member.isStoredVar && member.attributes.contains { wrapper in
                index.declarations(named: wrapper).contains { ($0.kind == .struct || $0.kind == .class) && $0.attributes.contains("propertyWrapper") }
                    && index.supertypes(of: wrapper).contains("Sendable")
            }
        }
    }

    /// `final class PreviewCache { private let cache = NSCache<NSURL, Preview>() }`: every stored instance property a `let` of a
    /// class documented thread-safe, no superclass but `NSObject` (whose own state is none of the class's).
    private func storesOnlyThreadSafeClasses(_ type: TypeDecl, _ classes: Set<String>) -> Bool {
        guard !classes.isEmpty, type.modifiers.contains("final"), type.inheritance.first.map({ ["NSObject", "Sendable"].contains($0.name) }) ?? false
        else { return false }
        let stored = LockPrimitiveBoxes.storedInstanceProperties(of: type)
        return !stored.isEmpty && stored.allSatisfy { $0.isLet && $0.propertyType.map { classes.contains($0.name) } == true }
    }

    /// A package protocol refining `Sendable`: the `final` class adopting it can only be a class.
    private func isSendableClassProtocol(_ name: String, _ index: PackageIndex) -> Bool {
        guard index.declarations(named: name).contains(where: { $0.kind == .protocol }) else { return false }
        return index.supertypes(of: name).contains("Sendable")
    }

    /// In test code, inside a type carrying a fixture macro (`@Fixture enum expected { final class FeedMock: …,
    /// unchecked Sendable { … } }`): the macro captures the body as source text, the input a code generator is fed or
    /// the output it must produce, compared as text; the declaration is the generator's, not the team's own claim.
    private func isInFixture(_ position: Int, _ types: [TypeDecl], _ fixtures: Set<String>) -> Bool {
        guard !fixtures.isEmpty else { return false }
        var current: Int? = position
        while let index = current {
            if types[index].attributes.contains(where: fixtures.contains) { return true }
            current = types[index].parent
        }
        return false
    }

    /// `extension ClientError { final class Expired: ClientError, unchecked Sendable {} }`, or a subclass overriding
    /// members, where the package declares no `ClientError`: a type nests in no protocol extension and overrides
    /// nothing of a protocol, so the first entry is a dependency's class, which made the claim the subclass restates.
    private func subclassesDependency(_ type: TypeDecl, _ types: [TypeDecl], _ frameworkClasses: Set<String>, _ index: PackageIndex) -> Bool {
        guard let superclass = type.inheritance.first?.name, index.declarations(named: superclass).isEmpty,
              !frameworkClasses.contains(superclass), !isPrefixedFrameworkName(superclass) else { return false }
        let nested = type.parent.map { types[$0].kind == .extension && types[$0].name == superclass } ?? false
        return nested || type.members.contains { $0.modifiers.contains("override") }
    }

    /// `NSObject`, `UIView`, `XCTestCase`, `SK1Product`: two or more capitals before a capitalised word or a digit, Apple's prefixes.
    private func isPrefixedFrameworkName(_ name: String) -> Bool {
        let leadingCapitals = name.prefix { $0.isUppercase }.count
        guard leadingCapitals >= 2, let next = name.dropFirst(leadingCapitals).first else { return false }
        return leadingCapitals >= 3 || next.isNumber
    }

    /// `extension UserDefaults: @unchecked @retroactive Sendable {}`: a listed framework class the package does not
    /// declare, which the framework itself declares Sendable (in newer SDKs); the package cannot change its declaration,
    /// so the retroactive conformance restates the framework's claim, not one about the team's own code.
    private func restatesFramework(_ type: TypeDecl, _ frameworkSuperclasses: Set<String>, _ index: PackageIndex) -> Bool {
        type.parent == nil && frameworkSuperclasses.contains(type.name) && index.declarations(named: type.name).isEmpty
    }

    private func isUncheckedSendable(_ inherited: InheritedType) -> Bool {
        inherited.name == "Sendable" && inherited.attributes.contains("unchecked")
    }

    /// The superclass (first in the clause), or a class it inherits from, is a listed framework class, one named
    /// as a kind of it outside the package (`LoadOperation`), or a package class declared `unchecked Sendable`.
    private func restatesSuperclass(_ type: TypeDecl, _ frameworkSuperclasses: Set<String>, _ index: PackageIndex) -> Bool {
        guard let superclass = type.inheritance.first?.name else { return false }
        return restates(superclass: superclass, frameworkSuperclasses, index)
    }

    private func restates(superclass: String, _ frameworkSuperclasses: Set<String>, _ index: PackageIndex) -> Bool {
        let lineage = [superclass] + index.supertypes(of: superclass)
        return lineage.contains { name in
            let declarations = index.declarations(named: name)
            if frameworkSuperclasses.contains(name) { return true }
            if declarations.isEmpty { return frameworkSuperclasses.contains { name.hasSuffix($0) } }
            // A non-final class can only conform to `Sendable` unchecked; the index keeps names, not attributes.
            return declarations.contains { $0.kind == .class && $0.inheritance.contains("Sendable") } || claimsSendableInExtension(name, declarations, index)
        }
    }

    /// `public class Recorder {}` with `extension Recorder: unchecked Sendable {}`: a package class whose claim is written in an
    /// extension of it, which its subclasses restate as they do a claim on its declaration.
    private func claimsSendableInExtension(_ name: String, _ declarations: [IndexedType], _ index: PackageIndex) -> Bool {
        declarations.contains { $0.kind == .class } && index.conformers(of: "Sendable").contains { $0.kind == .extension && $0.name == name }
    }

    /// `final class Merge: ShapeItem {}` with `extension Merge: unchecked Sendable {}`: the restatement written in an extension
    /// of a package class (top-level, so the index holds its declaration), judged by that class's superclass as on its
    /// declaration; the claim on a class with no such superclass is the team's own.
    private func restatesSuperclassInExtension(_ type: TypeDecl, _ frameworkSuperclasses: Set<String>, _ index: PackageIndex) -> Bool {
        guard type.parent == nil, type.qualifier == nil else { return false }
        return index.declarations(named: type.name).contains { declaration in
            guard declaration.kind == .class, declaration.parent == nil, let superclass = declaration.inheritance.first else { return false }
            return restates(superclass: superclass, frameworkSuperclasses, index)
        }
    }
}
