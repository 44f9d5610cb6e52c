/// What a declaration's body says about the kind of object it is, kept by the index for the few declarations that
/// have any (see `DeclarationTraits`).
public struct TypeTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// An observable class whose body names only standard values, its own nested types and generic parameters (stored
    /// closures included): state a screen keeps (`var isEditing = false`, `var load: () async -> T`), no collaborator to substitute.
    public static let holdsOnlyPlainState = TypeTraits(rawValue: 1 << 0)
    /// A struct whose initializers are all `private` or `fileprivate` and whose stored properties are `let`s of
    /// standard values, collections or framework values such as fonts and colors (no named collaborator): a table the
    /// type computes itself, the same every time (its presets, `TextStyle.body`).
    public static let isConstantTable = TypeTraits(rawValue: 1 << 1)
    /// A class whose instance stored properties are all closures and whose body names no type beyond standard values
    /// outside its declarations' lines (`final class ObserverBlock: Observer { let onUpdate: (State) -> Void }`, its
    /// methods calling the closures): an adapter turning the caller's closure into a conformance, no behavior of its own.
    public static let isClosureAdapter = TypeTraits(rawValue: 1 << 2)
    /// A struct of client closures (`struct PhotoSaver: Sendable { var save: (URL) async throws -> Void; var delete: ([String])
    /// async throws -> Void; let status: Status }`), adopting only standard protocols: one instance stored closure alone, or at least two
    /// are closures a caller can set, and they outnumber the others, none of which is built in place. Holding one is depending on closures; its `static var live` is one set of them.
    public static let isClosureClient = TypeTraits(rawValue: 1 << 3)
    /// A class or actor storing a platform I/O object it drives (`let session: URLSession`, an `NSManagedObjectContext`,
    /// an `NSFetchedResultsController`), not observable: an adapter of the network or a store, wherever its module sits.
    public static let holdsFrameworkIO = TypeTraits(rawValue: 1 << 4)
    /// A class storing a persistence framework's handle (`var queue: DatabaseQueue?`, `let container: NSPersistentContainer`):
    /// the store adapter over that database, whatever its name (see `DeclarationTraits.holdsStoreHandle`).
    public static let holdsStoreHandle = TypeTraits(rawValue: 1 << 5)
    /// A class whose one typed instance stored property, `let` constants of standard values aside, is a key-value store (`let defaults: UserDefaults`): it only reads
    /// and writes that store's keys, its adapter when it sits behind a port (see `DeclarationTraits.storeTraits`).
    public static let holdsKeyValueStore = TypeTraits(rawValue: 1 << 6)
    /// A class or struct whose instance stored properties, one at least, are all closures (a function type or an alias the
    /// file declares for one), whatever else its body names (`final class BlockObserver: Observer { private let onUpdate:
    /// UpdateHandler? }`): built from its caller's closures, it forwards to them, so whoever builds it decides what it does.
    public static let storesOnlyClosures = TypeTraits(rawValue: 1 << 7)
    /// A class named as the codebase's injection container (`Dependencies`, `AppContainer`) exposing three services or more, that
    /// its users can create and that keeps no global instance of itself (see `DeclarationTraits.isInjectionContainer`).
    public static let isInjectionContainer = TypeTraits(rawValue: 1 << 8)
    /// A class or actor (or an extension of one), neither observable nor a view or controller, a struct adopting a protocol
    /// (not a view nor a view model), or a caseless enum, whose body names
    /// `URLSession` (`let session = URLSession.shared`) or a server framework's injected client (Vapor's `Client`): it sends HTTP
    /// requests itself, a network adapter (see `DeclarationTraits.networkClients`).
    public static let reachesNetwork = TypeTraits(rawValue: 1 << 9)
    /// A class, actor or struct (or an extension of one), neither observable nor a view, controller or view model, whose body
    /// names `FileManager`: it walks or writes the file system itself (see `DeclarationTraits.fileSystemClients`). The types
    /// it stores beyond standard and framework values are kept with it (`PackageIndex.storedTypeNames(of:)`).
    public static let reachesFileSystem = TypeTraits(rawValue: 1 << 31)
    /// A `final` class whose instance stored properties, all `private`, are one lock and the one value it guards (`private let
    /// lock = NSLock(); private var state: SessionState`), or a lock holding that value (`Mutex<State>`), naming no other type:
    /// a thread-safe cell of shared data (`Atomic<Value>`), not a collaborator (see `SynchronizedCells`). What the value's
    /// declaration names is kept with it (`PackageIndex.storedTypeNames(of:)`).
    public static let isSynchronizedCell = TypeTraits(rawValue: 1 << 10)
    /// A class whose body reads a device sensor through UIKit's `UIDevice` (`UIDevice.proximityStateDidChangeNotification`,
    /// `UIDevice.current.batteryLevel`): the live side of that sensor (see `DeviceSensorObservers`).
    public static let observesDeviceSensor = TypeTraits(rawValue: 1 << 28)
    /// An extension with an inheritance clause whose members, one at least, are all `static` or `class` functions declaring a
    /// result (`extension Ident: Sampling { static func sample() -> Self { .zero } }`): the conformance it adds asks for
    /// factories of the type, nothing of an instance (see `DeclarationTraits.addsOnlyStaticFactories`).
    public static let addsOnlyStaticFactories = TypeTraits(rawValue: 1 << 11)
    /// A class, extension or struct adopting something, declaring only properties (no stored closure, no `lazy` one, no stored object handle such as `AnyClass`) and
    /// initializers, beside at most the witnesses of equality, hashing and coding: `@objcMembers class Lookup: NSObject {
    /// var code: String?; init(json: JSON) {…} }`, data filled in by its initializer with no action a caller could trigger
    /// (see `DeclarationTraits.declaresOnlyData`).
    public static let declaresOnlyData = TypeTraits(rawValue: 1 << 12)
    /// A class whose instance properties, one at least, are all stored and none names a type beyond standard values
    /// (`let key: String`, `let payload: Any?`, `var attributes: [String: Value]`; no closure, no computed property, no
    /// collaborator such as `let source: PriceSource`): it keeps the values it was built with (see
    /// `DeclarationTraits.storesOnlyValues`).
    public static let storesOnlyValues = TypeTraits(rawValue: 1 << 13)
    /// A protocol, inheriting nothing but `Sendable`, whose requirements (one at least; associated types aside) are all
    /// instance functions without parameters, not `async`, returning a value and named as a conversion (`to…`, `as…`:
    /// `protocol ReportContext { func toPayload() -> [String: String] }`): it asks its conformers for another form of
    /// their data, as `Encodable` does, no action (see `DeclarationTraits.requiresOnlyConversions`).
    public static let requiresOnlyConversions = TypeTraits(rawValue: 1 << 14)
    /// A production class storing an instance property annotated with a type that is no standard value and that no file of the
    /// package declares, in the one production file importing a module that is neither the package's nor of the Apple SDKs or
    /// the toolchain (`import ZipKit` and `private let archive: Archive`), and no type of the package but its own nested ones:
    /// the package's thin wrapper of that library, holding its object (see `IndexContents.markLibraryWrappers`).
    public static let wrapsSoleLibraryImport = TypeTraits(rawValue: 1 << 15)
    /// A class storing, in an instance property, a class of the package that has `holdsStoreHandle` (`private let stack:
    /// CoreDataStack`, the app's wrapper of its `NSPersistentContainer`): the store adapter over that database through the
    /// package's own wrapper, one level deep (see `TypeFactTable.finish`).
    public static let holdsStoreThroughWrapper = TypeTraits(rawValue: 1 << 16)
    /// A class whose only instance stored property holds one framework primitive it wraps whole, an in-memory cache
    /// (`private let storage = NSCache<NSURL, Preview>()`) or a hash function (`var hash = SHA256()`): one component over
    /// that primitive, with no collaborator (see `DeclarationTraits.wrapsFrameworkPrimitive`).
    public static let wrapsFrameworkPrimitive = TypeTraits(rawValue: 1 << 26)
    /// A struct whose instance stored properties, one at least, are all `private` and typed as a `private` or `fileprivate`
    /// `final` class nested in it that declares only data (`private var ref: Box` over `private final class Box { var title:
    /// String }`): a copy-on-write value, copied as a struct is (see `DeclarationTraits.isCopyOnWriteValue`).
    public static let isCopyOnWriteValue = TypeTraits(rawValue: 1 << 18)
    /// A type body (not an extension) declaring static functions with a value result, one at least, none of which returns
    /// its own type (`MemberDecl.returnsOtherType`: `static func summary(of: [Int]) -> String`): what those functions
    /// make is another value, whatever their names share with the type's.
    public static let staticFunctionsReturnOtherTypes = TypeTraits(rawValue: 1 << 17)
    /// A class storing, as an instance `let` or stored `var`, a closure (a function type or an alias the file declares for one)
    /// or an object handle (`AnyClass`, `AnyObject`, a metatype): behavior handed in, not data it keeps
    /// (see `DeclarationTraits.storesCollaborator`).
    public static let storesCollaborator = TypeTraits(rawValue: 1 << 20)
    /// A struct or `final` class, adopting or inheriting nothing but standard protocols and `NSObject`, whose instance stored
    /// properties, one at least, are all `let`s of framework appearance values (`UIColor`, `Font`, `UIImage`, insets) or
    /// `CGFloat`s, whatever its initializers: a palette, constants of how the app looks, with no collaborator or state (see
    /// `DeclarationTraits.isAppearancePalette`).
    public static let isAppearancePalette = TypeTraits(rawValue: 1 << 19)
    /// A class or actor whose one collaborator, the only instance `let` annotated with a type that is no standard value, is a shell
    /// runner (a type whose name holds `Shell`: `private let shellExecutor: IShellExecutor`; `var` caches aside): it builds
    /// command lines and parses their output, the adapter to an external program (see `DeclarationTraits.runsShellOnly`).
    public static let runsShellOnly = TypeTraits(rawValue: 1 << 21)
    /// Declared inside an `#if DEBUG` branch (`TypeDecl.isDebugOnly`): a type only debug builds compile, such as an in-memory
    /// stand-in the app swaps in for tests and previews.
    public static let isDebugOnly = TypeTraits(rawValue: 1 << 22)
    /// A protocol whose body declares associated types and no other requirement, inheriting nothing but `Sendable`
    /// (`protocol StoredAs { associatedtype Record }`): it links a conformer to another type and asks no behaviour of it.
    public static let requiresOnlyAssociatedTypes = TypeTraits(rawValue: 1 << 25)
    /// An enum declaring cases, none carrying associated values (`enum Mode { case soft, hard }`): `Equatable` and `Hashable`
    /// by synthesis, whether it says so or not.
    public static let declaresOnlyPlainCases = TypeTraits(rawValue: 1 << 23)
    /// A struct adopting nothing but `Sendable` whose instance members, one stored property at least, are only stored
    /// properties annotated with a type (no `lazy` one, no closure, no object handle such as `AnyObject`, no metatype) and
    /// initializers (`struct ClientSettings { let key: String; let mode: Mode; init(key: String, mode: Mode) {…} }`): data its
    /// initializer fills in, no action a caller could ask of it (see `DeclarationTraits.declaresOnlyStoredData`); computed
    /// properties naming only standard values read it (`DeclarationTraits.derivesOnlyFromStoredData`). The types it stores
    /// beyond standard and framework values are kept with it (`PackageIndex.storedTypeNames(of:)`).
    public static let declaresOnlyStoredData = TypeTraits(rawValue: 1 << 30)
    /// A class declaring an initializer that parses one raw value (`MemberDecl.parsesRawValue`: `init(header: String) throws`,
    /// `init?(dictionary: [String: Any])`), whose instance methods all answer a value or are private: a record its
    /// initializer fills in from a payload.
    public static let initializesFromRawValue = TypeTraits(rawValue: 1 << 27)
    /// A protocol whose function requirements, one at least, all return `String` or `Data` (`func formatError(group: ErrorGroup)
    /// -> String`, `-> String?`): each conformer writes one text or byte format (see `TextRequirements`).
    public static let requiresOnlyText = TypeTraits(rawValue: 1 << 24)
    /// A generic struct adopting only standard protocols, taking a value of its generic parameter in a `mutating` method
    /// (`mutating func set(value: Element, for range: Range<Int>)`) and storing no closure and no value typed as a bare
    /// parameter: a data structure holding its elements (see `ElementContainers`; also a generic `final` class so shaped, or
    /// a struct named as a data structure, `PointSet`, taking what its collections hold). The types a struct stores beyond
    /// standard and framework values are kept with it (`PackageIndex.storedTypeNames(of:)`).
    public static let isElementContainer = TypeTraits(rawValue: 1 << 29)
    /// A struct or enum whose instances do nothing but be compared, hashed and coded (see
    /// `DeclarationTraits.performsNoInstanceAction`): a value such as `SemanticVersion`, whatever it stores.
    public static let performsNoInstanceAction = TypeTraits(rawValue: 1 << 32)
    /// A protocol not isolated to the main actor requiring a synchronous instance method (`func removeAll(ids: [String])`)
    /// beside an `async` one: no actor can witness the first with its state, so a test double recording its calls needs a
    /// lock, though its `async` witnesses look as if an actor could stand in. Set only beside an `async` one, so that the
    /// many protocols of synchronous requirements alone add no entry to the index.
    public static let mixesSyncAndAsyncMethods = TypeTraits(rawValue: 1 << 33)
    /// A class, actor or struct (or an extension of one), neither observable nor a view, controller or view model, whose body
    /// calls the keychain's item functions (`SecItemCopyMatching(…)`, `SecItemAdd(…)`) or launches a program (`Process()`):
    /// the keychain's or that program's adapter, whatever its name (see `DeclarationTraits.networkClients`).
    public static let reachesSystemService = TypeTraits(rawValue: 1 << 34)
    /// A class, actor or struct (or an extension of one), neither observable nor a view, controller or view model, whose body
    /// names the object of a system service answering only asynchronously (`UNUserNotificationCenter`, `HKHealthStore`): it
    /// waits on the system, whether or not its file imports that framework (see `DeclarationTraits.networkClients`).
    public static let awaitsSystemService = TypeTraits(rawValue: 1 << 35)
    /// A struct storing nothing whose instance functions, one at least, all take an argument and return a value, none `async`,
    /// `throws` or `mutating` (`struct FaultTranslator { init() {}; func translate(_ fault: Fault) -> Failure }`): a pure
    /// computation, no action a caller could ask of it (see `PureComputations`). The index keeps its body.
    public static let answersOnlyValues = TypeTraits(rawValue: 1 << 48)
}
