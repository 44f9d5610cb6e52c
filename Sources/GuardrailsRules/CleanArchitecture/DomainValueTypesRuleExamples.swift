import GuardrailsCore

/// What `DomainValueTypesRule` reports and leaves alone, shown in `explain` and run by RuleExamplesBehaviorTests.
extension DomainValueTypesRule {
    static let triggeringExamples: [RuleExample] = [
        // A library's public model, and an internal type a public model stores: part of the value the module exposes.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Shapes\",\n    products: [.library(name: \"Shapes\", targets: [\"Domain\"])],\n    targets: [.target(name: \"Domain\")]\n)"),
            ExampleFile("Sources/Domain/Outline.swift", "public struct Outline: Hashable, Sendable {\n    public var corners: Int\n    var winding: Winding\n}\nstruct Winding {\n    var clockwise: Bool\n}")
        ),
        // A tag's struct given a member by an extension holds something to compare: a model.
        RuleExample(
            "Sources/Domain/ResponseShape.swift",
            "public protocol ResponseShape: Sendable {}\n\npublic struct StreamedShape: ResponseShape {}\n\nextension StreamedShape {\n    public var chunkSize: Int { 512 }\n}"
        ),
        // An alias composing other protocols gives no Hashable: it is reported as missing.
        RuleExample(
            "Sources/Domain/DraftNote.swift",
            "typealias DraftText = Equatable & CustomStringConvertible\n\nstruct DraftNote: DraftText {\n    var body: String\n    var description: String { body }\n}"
        ),
        // Storage with a `wrappedValue` but no `@propertyWrapper` attribute is a value like any other.
        RuleExample("Sources/Domain/DiskSlot.swift", "public struct DiskSlot<Value> {\n    let key: String\n    public var wrappedValue: Value?\n}"),
        // An empty struct that another file's extension gives an instance member is a model, whatever constants it also holds.
        RuleExample(
            ExampleFile("Sources/Domain/Signal.swift", "public enum Signal {\n    public enum Names {}\n}\npublic extension Signal.Names {\n    struct Sync { }\n}"),
            ExampleFile("Sources/Domain/SyncNames.swift", "public extension Signal.Names.Sync {\n    static let started = \"sync.started\"\n    var label: String { \"sync\" }\n}")
        ),
        // A non-generic outcome carrying an `Error` is the domain's own state, still a model; so is a generic enum carrying no error.
        RuleExample("Sources/Domain/SyncState.swift", "public enum SyncState {\n    case synced([Int])\n    case failed(Error)\n}"),
        RuleExample("Sources/Domain/Pending.swift", "public enum Pending<Payload> {\n    case ready(Payload)\n    case waiting\n}"),
        // A generic enum one of whose cases carries a concrete type beside its parameter is a model.
        RuleExample("Sources/Domain/Tagged.swift", "public enum Tagged<Value> {\n    case named(String, Value)\n    case plain(Value)\n}"),
        // A utility sum type need not be Hashable, but a public one declares `Sendable`, conditionally, itself.
        RuleExample("Sources/Domain/EitherSide.swift", "public enum EitherSide<Left, Right> {\n    case left(Left)\n    case right(Right)\n}"),
        // Encodable alone, or generic over a payload that is decoded too, is a value: only an outbound message is exempt.
        RuleExample("Sources/Domain/ShipmentLabel.swift", "public struct ShipmentLabel: Encodable, Sendable {\n    public let code: String\n}"),
        RuleExample("Sources/Domain/CachedReply.swift", "public struct CachedReply<Body: Codable & Sendable>: Sendable {\n    public let body: Body\n}"),
        // The package's own `Formatter` is no Foundation class: its subclass is a model like any other.
        RuleExample(
            "Sources/Domain/Formatter.swift",
            "public protocol Formatter {\n    func text(for value: Double) -> String\n}\npublic final class GaugeFormatter: Formatter {\n    public var unitSymbol = \"bar\"\n    public func text(for value: Double) -> String { unitSymbol }\n}"
        ),
        // A struct named like a cursor but adopting no iterator protocol is a value.
        RuleExample("Sources/Domain/ReadingCursor.swift", "public struct ReadingCursor {\n    public var offset: Int\n}"),
        // A public strategy is API a client may hold and compare; an internal one with a method of its own is a model too.
        RuleExample(
            ExampleFile("Sources/Domain/Promotion.swift", "public enum Promotion: Hashable, Sendable {\n    case bulk(Int, Int)\n    public func price(for basket: [Int]) throws -> Int { try rule().price(for: basket) }\n}\nprotocol PricingRule {\n    func price(for basket: [Int]) throws -> Int\n}\nprivate extension Promotion {\n    func rule() -> PricingRule {\n        switch self {\n        case let .bulk(threshold, percent): return BulkDiscount(threshold: threshold, percent: percent)\n        }\n    }\n}"),
            ExampleFile("Sources/Domain/BulkDiscount.swift", "public struct BulkDiscount: PricingRule {\n    let threshold: Int\n    let percent: Int\n    func price(for basket: [Int]) throws -> Int { basket.reduce(0, +) }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Domain/Promotion.swift", "public enum Promotion: Hashable, Sendable {\n    case bulk(Int, Int)\n    public func price(for basket: [Int]) throws -> Int { try rule().price(for: basket) }\n}\nprotocol PricingRule {\n    func price(for basket: [Int]) throws -> Int\n}\nprivate extension Promotion {\n    func rule() -> PricingRule {\n        switch self {\n        case let .bulk(threshold, percent): return BulkDiscount(threshold: threshold, percent: percent)\n        }\n    }\n}"),
            ExampleFile("Sources/Domain/BulkDiscount.swift", "struct BulkDiscount: PricingRule {\n    let threshold: Int\n    let percent: Int\n    func price(for basket: [Int]) throws -> Int { basket.reduce(0, +) }\n    func isGenerous() -> Bool { percent > 50 }\n}")
        ),
        // A model holding a domain class it shows (`let graph`), or keeping a `var`: an aggregate, still a class to rethink.
        RuleExample(
            ExampleFile("Sources/Domain/RouteGraph.swift", "public struct RouteGraph: Hashable, Sendable {\n    public var stops: [String] = []\n}\npublic final class RouteSheet {\n    public let owner: RouteOwner\n    public init(owner: RouteOwner) { self.owner = owner }\n    public func title() -> String { owner.name }\n}"),
            ExampleFile("Sources/Domain/RouteOwner.swift", "public struct RouteOwner: Hashable, Sendable { public let name: String }\nfinal class RouteDraft {\n    private let sheet: RouteSheet\n    private var edits = 0\n    init(sheet: RouteSheet) { self.sheet = sheet }\n    func edit() { edits += 1 }\n}")
        ),
        // Static functions, but an initializer anyone may call: an instance can be made and passed around.
        RuleExample(
            "Sources/Domain/Digest.swift",
            "public struct Digest {\n    public init() {}\n    public static func checksum(of bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 &+ Int($1) } }\n}"
        ),
        // Nested through an extension in an internal Codable type: not kept out of any API, a model like any other.
        RuleExample(
            "Sources/Domain/Ledger.swift",
            "enum Ledger {}\nextension Ledger {\n    struct Cover: Codable, Sendable {\n        let title: String\n    }\n}\nextension Ledger.Cover {\n    struct CoverHolder: Decodable {\n        let cover: Ledger.Cover\n    }\n}"
        ),
        // An existential of a protocol is not bare `Any`; an alias the package does not declare (a library's) tells nothing.
        RuleExample("Sources/Domain/Reminder.swift", "public struct Reminder {\n    public let title: String\n    public let tag: any CustomStringConvertible\n}"),
        RuleExample("Sources/Domain/SheetSource.swift", "import LooseJSON\n\npublic struct SheetSource {\n    public let folder: String\n    public let tree: LooseObject\n}"),
        // An alias of a plain value is no closure.
        RuleExample(
            "Sources/Domain/ArchiveNote.swift",
            "public struct ArchiveNote {\n    public typealias Identifier = String\n    let noteID: Identifier\n}"
        ),
        RuleExample(
            "Sources/Domain/CatalogSnapshot.swift",
            "public struct CatalogSnapshot: Codable, Hashable, Sendable {\n    public var rows: [Row]\n    public struct Row: Codable, Sendable, Equatable {\n        public var title: String\n    }\n}"
        ),
        RuleExample("Sources/Domain/Link.swift", "public struct LinkPreviewText {\n    public var title: String\n}"),
        RuleExample("Sources/Domain/Bird.swift", "public struct NorthernMockingbird {\n    public var song: String\n}"),
        RuleExample(
            "Sources/Domain/Profile.swift",
            "public enum Tier {\n    case free, paid\n}\n\npublic let guest = Profile()\n\npublic final class Profile {\n    public var name = \"\"\n    public func initials() -> String { \"\" }\n}"
        ),
        RuleExample("Sources/Domain/Image.swift", "public final class FeedImage {}"),
        RuleExample(
            "Sources/Domain/Ledger.swift",
            "fileprivate struct Posting: Hashable, Sendable {}\nextension Ledger {\n    public struct Entry {\n        public var amount: Int\n    }\n}\npublic struct Ledger: Hashable, Sendable {}"
        ),
        RuleExample("Sources/Domain/Image.swift", "public struct FeedImage: Sendable {}"),
        RuleExample("Sources/Domain/Kind.swift", "public enum Kind: Hashable {\n    case photo\n}"),
        RuleExample("Sources/Domain/SpinnerStyle.swift", "@frozen public enum SpinnerStyle {\n    case dots, bar(Int)\n}"),
        // A frozen type storing what is never Sendable is not inferred Sendable (a case carrying a closure here).
        RuleExample("Sources/Domain/RetryPlan.swift", "@frozen public enum RetryPlan: Hashable {\n    case never\n    case custom(() -> Int)\n    public static func == (lhs: RetryPlan, rhs: RetryPlan) -> Bool { true }\n    public func hash(into hasher: inout Hasher) {}\n}"),
        RuleExample("Sources/Domain/GridSpan.swift", "public struct GridSpan: Hashable {\n    public var columns: Int\n}"),
        RuleExample("Sources/Domain/Loaded.swift", "public enum Loaded: Sendable {\n    case empty, items([Int])\n}"),
        RuleExample("Sources/Domain/Kind.swift", "public enum MediaKind: String, CaseIterable {\n    case photo, video\n}"),
        RuleExample("Sources/Domain/Feed.swift", "public struct Feed: Hashable, Sendable {\n    public enum Layout: String {\n        case grid, list\n    }\n}"),
        RuleExample(
            "Sources/Domain/Note.swift",
            "@objcMembers public final class Note: NSObject, NSSecureCoding {\n    public enum Kind: Sendable {\n        case text(String), sketch\n    }\n}"
        ),
        RuleExample("Sources/Domain/Glossary.swift", "#if os(Linux)\npublic final class Glossary {\n    public var terms: [String] = []\n}\n#endif"),
        RuleExample(
            "Sources/Domain/Cart.swift",
            "struct Cart {\n    private(set) var items: [Item] = []\n    mutating func add(_ item: Item) { items.append(item); recount() }\n    private mutating func recount() { total = items.count }\n}"
        ),
        RuleExample(
            "Sources/Domain/Order.swift",
            "public protocol Pricing {\n    var total: Int { get }\n}\npublic final class Order {\n    public var lines: [any Pricing] = []\n    public var note: String?\n}"
        ),
        RuleExample(
            "Sources/Domain/ReadState.swift",
            "import Synchronization\n\npublic final class ReadState: Sendable {\n    public let articleID: String\n    private let flags = Mutex(0)\n    init(articleID: String) { self.articleID = articleID }\n}"
        ),
        RuleExample(
            "Sources/Domain/Catalog.swift",
            "public enum Catalog {\n    public static let pageSize = 20\n    public struct Entry {\n        let title: String\n    }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Domain/Scene.swift", "public protocol Scene {\n    var title: String { get }\n}"),
            ExampleFile("Sources/Domain/Chapter.swift", "public struct Chapter: Scene {\n    public let title: String\n}")
        ),
        RuleExample(
            "Sources/Domain/TransferFailure.swift",
            "public enum TransferFailure: CustomStringConvertible, Equatable {\n    case declined(String)\n    public var description: String { \"declined\" }\n}"
        ),
        RuleExample("Sources/Domain/Shelf.swift", "public class Object {}\npublic final class Shelf: Object {\n    public var books: [String] = []\n}"),
        RuleExample("Sources/Domain/Badge.swift", "import Foundation\n\nfinal class Badge: Object {\n    var label = \"\"\n}"),
        RuleExample("Sources/Domain/Limits.swift", "public struct Limits {\n    public static let maxItems = 100\n    public init() {}\n}"),
        // A conformer with an instance member beside its static ones is a value.
        RuleExample("Sources/Domain/Quota.swift", "public protocol Capped {}\npublic struct Quota: Capped {\n    public static let ceiling = 100\n    public var used = 0\n}"),
        // A struct adopting another framework namespace's protocol is still checked.
        RuleExample("Sources/Domain/Reading.swift", "import Foundation\n\npublic struct Reading: JSONEncoder.Payload {\n    public let value: Int\n}"),
        // A conforming struct with no member at all is no namespace of statics either.
        RuleExample("Sources/Domain/Marker.swift", "public struct Marker: CustomStringConvertible {}"),
        RuleExample(
            ExampleFile("Sources/Domain/Tariff.swift", "final class Tariff {}\nextension Tariff {\n    static func standard() -> Int { 3 }\n}"),
            ExampleFile("Sources/Domain/Tariff+Rate.swift", "extension Tariff {\n    var rate: Int { 1 }\n}")
        ),
        RuleExample(
            ExampleFile("Sources/Domain/Vault.swift", "public struct Vault: Hashable, Sendable {\n    public let name: String\n}"),
            ExampleFile("Sources/Domain/Vault+State.swift", "public extension Vault {\n    enum State: Equatable {\n        case locked\n        case open(String)\n    }\n}")
        ),
        RuleExample(
            "Sources/Domain/Voucher.swift",
            "public struct Voucher {\n    public let code: String\n    public var matches: (String) -> Bool { { $0 == code } }\n}"
        ),
        RuleExample(
            "Sources/Domain/Volume.swift",
            "public protocol StoredRecord: Identifiable, Sendable {\n    var id: String { get }\n}\npublic struct Volume: StoredRecord {\n    public let id: String\n}"
        ),
        RuleExample(
            "Sources/Domain/Tally.swift",
            "public protocol Accumulating {\n    mutating func add(_ amount: Int)\n}\npublic struct Tally: Accumulating {\n    public private(set) var total = 0\n    public mutating func add(_ amount: Int) { total += amount }\n}"
        ),
        RuleExample(
            "Sources/Domain/Shelf.swift",
            "public protocol Titled: Sendable {\n    var title: String { get }\n}\npublic struct Shelf: Sendable {\n    public let items: [any Titled]\n}"
        ),
        // A homonym nested in a namespace that stores a value is a model, however its siblings look.
        RuleExample(
            "Sources/Domain/Stalls.swift",
            "public enum Logs {}\npublic enum Spans {}\nextension Logs {\n    public struct Stall {\n        public static let key = \"log.stall\"\n    }\n}\nextension Spans {\n    public struct Stall {\n        public let duration: Double\n    }\n}"
        ),
        // A package protocol not bound to classes: the class holding data is still a model.
        RuleExample(
            "Sources/Domain/LineTally.swift",
            "protocol Counting {\n    func count(upTo offset: Int) -> Int\n}\npublic final class LineTally: Counting {\n    let text: String\n    var breaks: [Int] = []\n    public init(text: String) { self.text = text }\n    func count(upTo offset: Int) -> Int { breaks.count }\n}"
        ),
        // A property wrapper the package declares is the team's own storage: the struct it wraps is checked like any other.
        RuleExample(
            "Sources/Domain/Nickname.swift",
            "@propertyWrapper public struct Trimmed {\n    public var wrappedValue: String\n    public init(wrappedValue: String) { self.wrappedValue = wrappedValue }\n}\npublic struct Nickname {\n    @Trimmed public var text: String\n}"
        ),
        // A class named for a log it holds, not one that logs, is a model.
        RuleExample("Sources/Domain/AuditLog.swift", "public final class AuditLog {\n    public var entries: [String] = []\n}"),
        // A position as a plain `Int` beside a list is a model's state (the question a quiz run is at), not a text cursor.
        RuleExample(
            "Sources/Domain/QuizRun.swift",
            "public struct QuizRun {\n    public let questions: [String]\n    public private(set) var current = 0\n    public mutating func advance() { current += 1 }\n}"
        ),
        // Nested in the type's body, not a function's, the class is a type of the module.
        RuleExample("Sources/Domain/RouteGraph.swift", "public struct RouteGraph: Hashable, Sendable {\n    public let stops: [String]\n    final class Frame {\n        var next = 0\n    }\n    public func ordered() -> [String] { stops }\n}"),
        // A class adopting only a protocol of properties is no strategy: a struct storing it is a model, checked.
        RuleExample(
            ExampleFile("Sources/Feature/Stop.swift", "public protocol Labelled {\n    var label: String { get }\n}\npublic final class Stop: Labelled {\n    public let label = \"a\"\n}"),
            ExampleFile("Sources/Domain/Trip.swift", "import Feature\n\npublic struct Trip {\n    public var stop: Stop\n}")
        ),
        // A class holding itself but keeping a `var` has shared mutable state; a class named a visitor that visits nothing is a record.
        RuleExample("Sources/Domain/Member.swift", "public final class Member: Hashable {\n    public static func == (lhs: Member, rhs: Member) -> Bool { lhs.id == rhs.id }\n    public func hash(into hasher: inout Hasher) { hasher.combine(id) }\n    public let id: String\n    public var movedTo: Member?\n}"),
        RuleExample("Sources/Domain/MuseumVisitor.swift", "public final class MuseumVisitor {\n    public var name = \"\"\n    public var ticket: Int?\n}"),
        // A walker whose visit does not mutate what it collects, and a style adopting a package's own `FormatStyle`, are checked.
        // A class only named as a dictionary's value: nothing forces it to be a class.
        RuleExample(
            ExampleFile("Sources/Domain/CachedPhoto.swift", "import Foundation\nfinal class CachedPhoto {\n    let bytes: Data\n    init(bytes: Data) { self.bytes = bytes }\n}"),
            ExampleFile("Sources/Support/PhotoCache.swift", "import Foundation\nstruct PhotoCache {\n    private var cache: [NSString: CachedPhoto] = [:]\n}")
        ),
        RuleExample("Sources/Domain/GuestWalker.swift", "public struct GuestWalker: Hashable {\n    public var names: [String] = []\n    public func visitHall(_ hall: String) -> Int { names.count }\n}"),
        RuleExample(
            "Sources/Domain/PriceStyle.swift",
            "public protocol FormatStyle { func format(_ value: Int) -> String }\npublic struct PriceStyle: Hashable {\n    let currency: String\n}\nextension PriceStyle: FormatStyle {\n    public func format(_ value: Int) -> String { currency }\n}"
        ),
    ]

    static let nonTriggeringExamples: [RuleExample] = [
        // The object type of an `NSCache`, which holds only classes, in whatever module the cache sits.
        RuleExample(
            ExampleFile("Sources/Domain/CachedPhoto.swift", "import Foundation\nfinal class CachedPhoto {\n    let bytes: Data\n    let tag: String\n    init(bytes: Data, tag: String) {\n        self.bytes = bytes\n        self.tag = tag\n    }\n}"),
            ExampleFile("Sources/Support/PhotoCache.swift", "import Foundation\nstruct PhotoCache {\n    private let cache = NSCache<NSString, CachedPhoto>()\n    func photo(for key: String) -> CachedPhoto? { cache.object(forKey: key as NSString) }\n}")
        ),
        // A walker collecting while it visits a document: a cursor like an iterator, not a value.
        RuleExample(
            "Sources/Domain/LinkCollector.swift",
            "import Markdown\nstruct LinkCollector: MarkupWalker {\n    var links: [String] = []\n    mutating func visitLink(_ link: Link) { links.append(link.destination ?? \"\") }\n}"
        ),
        // Foundation's formatting strategy, adopted apart from the stored settings it compares and encodes.
        RuleExample(
            "Sources/Domain/HexStyle.swift",
            "import Foundation\npublic struct HexStyle<Bytes: Sequence>: Hashable, Codable {\n    let separator: String\n}\nextension HexStyle: FormatStyle where Bytes.Element == UInt8 {\n    public func format(_ value: Bytes) -> String { \"\" }\n}"
        ),
        // A struct keeping only the user defaults, privately, with methods over them: a storage adapter, not a model.
        RuleExample(
            "Sources/Domain/LocalSettings.swift",
            "import Foundation\nstruct LocalSettings {\n    private let defaults: UserDefaults\n    init(defaults: UserDefaults = .standard) { self.defaults = defaults }\n    func value(for key: String) -> Any? { defaults.object(forKey: key) }\n    func set(_ value: Any?, for key: String) { defaults.set(value, forKey: key) }\n}"
        ),
        // A library's internal helpers no public or package type stores (a spatial index and a lookup table built as
        // locals, a byte buffer freeing its memory in `deinit`): implementation, no model it exposes.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Shapes\",\n    products: [.library(name: \"Shapes\", targets: [\"Domain\"])],\n    targets: [.target(name: \"Domain\")]\n)"),
            ExampleFile("Sources/Domain/Outline.swift", "public struct Outline: Hashable, Sendable {\n    public var corners: Int\n    public func split() -> [Outline] {\n        let tree = SplitTree(depth: corners)\n        return tree.depth > 0 ? [self] : []\n    }\n}\nstruct SplitTree {\n    var depth: Int\n}"),
            ExampleFile("Sources/Domain/CornerTable.swift", "struct CornerTable {\n    var slots: [Int: [Int]] = [:]\n}\nfinal class ByteBuffer {\n    let bytes: UnsafeMutablePointer<UInt8>\n    init(count: Int) { bytes = .allocate(capacity: count) }\n    deinit { bytes.deallocate() }\n}")
        ),
        // A type tag: no member, adopting only a package protocol that asks nothing; there is no content to compare.
        RuleExample(
            "Sources/Domain/ResponseShape.swift",
            "public protocol ResponseShape: Sendable {}\n\npublic struct SingleShape: ResponseShape {}\n\npublic struct StreamedShape: ResponseShape {}"
        ),
        // Stored untyped data (`[String: Any]`, `AnyObject`, a package alias of one) can never be Hashable or Sendable as it is.
        RuleExample("Sources/Domain/ImportedSheet.swift", "public struct ImportedSheet {\n    public let title: String\n    public var extras: [String: Any]\n}"),
        RuleExample(
            ExampleFile("Sources/Domain/LoosePayload.swift", "public typealias LoosePayload = [String: Any]"),
            ExampleFile("Sources/Domain/RawManifest.swift", "public struct RawManifest {\n    public let folder: String\n    public let payload: LoosePayload\n}")
        ),
        RuleExample("Sources/Domain/AnyPayload.swift", "@frozen public struct AnyPayload: Hashable {\n    public let value: Any\n    public static func == (lhs: AnyPayload, rhs: AnyPayload) -> Bool { true }\n    public func hash(into hasher: inout Hasher) {}\n}"),
        RuleExample("Sources/Domain/DraftField.swift", "public enum DraftField {\n    case text(String)\n    case attachment(AnyObject)\n}"),
        // A stored property through a property wrapper the package does not declare keeps its value in storage nobody here can
        // see (a validation rule, a closure): whether the struct can be Hashable is not the package's to tell.
        RuleExample(
            "Sources/Domain/SignUpForm.swift",
            "import FormRules\n\nstruct SignUpForm {\n    var acceptsTerms = false\n    @Checked(.notBlank(message: \"Enter an email\"))\n    var email: String? = \"\"\n}"
        ),
        // A logging facility, told by its name or by the logging protocol it adopts: it records and prints, it is no model.
        RuleExample(
            "Sources/Domain/ConsoleLogger.swift",
            "public final class ConsoleLogger {\n    public private(set) var lastLine: String?\n    public init() {}\n    @discardableResult public func log(_ message: String) -> String {\n        print(message)\n        lastLine = message\n        return message\n    }\n}"
        ),
        RuleExample(
            "Sources/Domain/MirroredLogHandler.swift",
            "import Logging\n\nfinal class MirroredLogHandler: LogHandler {\n    var logLevel: Logger.Level = .info\n    var metadata = Logger.Metadata()\n    private var lines: [String] = []\n    func log(level: Logger.Level, message: Logger.Message) { lines.append(\"\\(message)\") }\n}\nfinal class ReplayHandler: LogHandler {\n    var logLevel: Logger.Level = .debug\n    var replayed = 0\n}"
        ),
        // A scanner's cursor over text: the text and an index into it, moved by mutating methods, like an iterator.
        RuleExample(
            "Sources/Domain/TokenScanner.swift",
            "struct TokenScanner {\n    private(set) var source: Substring\n    private(set) var position: Substring.Index\n    init(_ source: Substring) {\n        self.source = source\n        position = source.startIndex\n    }\n    mutating func advance() { position = source.index(after: position) }\n    func peek() -> Character? { position < source.endIndex ? source[position] : nil }\n}"
        ),
        // A property wrapper is storage behaviour, whatever it stores: a key and a file it reads and writes, or a clamp.
        RuleExample(
            "Sources/Domain/DiskStored.swift",
            "import Foundation\n\n@propertyWrapper public struct DiskStored<Value: Codable> {\n    let key: String\n    let folder: URL\n    public var wrappedValue: Value? {\n        get { (try? Data(contentsOf: folder.appendingPathComponent(key))).flatMap { try? JSONDecoder().decode(Value.self, from: $0) } }\n        set { try? JSONEncoder().encode(newValue).write(to: folder.appendingPathComponent(key)) }\n    }\n}"
        ),
        RuleExample("Sources/Domain/Bounded.swift", "@propertyWrapper\npublic final class Bounded {\n    private var stored = 0\n    public var wrappedValue: Int {\n        get { stored }\n        set { stored = min(max(newValue, 0), 10) }\n    }\n}"),
        // A generic enum whose case carries an existential error is an outcome container, never Hashable: no model.
        RuleExample("Sources/Domain/Outcome.swift", "public enum Outcome<Payload> {\n    case done(Payload)\n    case failed(Error)\n}"),
        // A utility sum type over its bare parameters, Equatable and Sendable only where they are.
        RuleExample(
            "Sources/Domain/OneOf.swift",
            "public enum OneOf<First, Second> {\n    case first(First)\n    case second(Second)\n}\nextension OneOf: Equatable where First: Equatable, Second: Equatable {}\nextension OneOf: Sendable where First: Sendable, Second: Sendable {}"
        ),
        // Outbound messages, built, encoded and sent: generic over the caller's Encodable payload, or adopting an encode-only
        // protocol of the package; an internal coding row nested in one is its stored format.
        RuleExample("Sources/Domain/DispatchEnvelope.swift", "public struct DispatchEnvelope<Body: Encodable>: Sendable where Body: Sendable {\n    public let route: String\n    public let body: Body?\n}"),
        RuleExample(
            ExampleFile("Sources/Domain/OutboundMessage.swift", "public protocol OutboundMessage: Encodable, Sendable {}"),
            ExampleFile(
                "Sources/Domain/RefreshNotice.swift",
                "public struct RefreshNotice: OutboundMessage {\n    @usableFromInline\n    struct Header: Encodable, Sendable {\n        let refresh = true\n    }\n    let header = Header()\n    public var channel: String\n}"
            ),
            ExampleFile("Sources/Domain/ParcelNotice.swift", "public struct ParcelNotice<Payload: Encodable & Sendable>: OutboundMessage {\n    public var recipient: String\n    public var payload: Payload\n}")
        ),
        // A parser's pending token over a slice of its input, moved by returning a copy.
        RuleExample(
            "Sources/Domain/PendingWord.swift",
            "struct PendingWord {\n    let isQuoted: Bool\n    let text: Substring\n    func advancingByOne(within source: String) -> PendingWord {\n        PendingWord(isQuoted: isQuoted, text: source[text.startIndex...text.endIndex])\n    }\n}"
        ),
        RuleExample("Sources/Domain/Attempt.swift", "public enum Attempt<Payload, Note> {\n    case succeeded(Payload, Note)\n    case gaveUp(any Error)\n}"),
        // An internal strategy storing only the parameters of a case, adopting only the protocol the package calls it
        // through: a function object, not a model; nothing compares or hashes it.
        RuleExample(
            ExampleFile("Sources/Domain/Promotion.swift", "public enum Promotion: Hashable, Sendable {\n    case bulk(Int, Int)\n    public func price(for basket: [Int]) throws -> Int { try rule().price(for: basket) }\n}\nprotocol PricingRule {\n    func price(for basket: [Int]) throws -> Int\n}\nprivate extension Promotion {\n    func rule() -> PricingRule {\n        switch self {\n        case let .bulk(threshold, percent): return BulkDiscount(threshold: threshold, percent: percent)\n        }\n    }\n}"),
            ExampleFile("Sources/Domain/BulkDiscount.swift", "struct BulkDiscount: PricingRule {\n    let threshold: Int\n    let percent: Int\n    func price(for basket: [Int]) throws -> Int { total(basket) > threshold ? total(basket) * (100 - percent) / 100 : total(basket) }\n    private func total(_ basket: [Int]) -> Int { basket.reduce(0, +) }\n}")
        ),
        // An analysis pass: private `let`s, the domain graph it changes among them, and methods.
        RuleExample(
            ExampleFile("Sources/Domain/RouteGraph.swift", "import Foundation\npublic final class RouteGraph: NSObject {\n    public var stops: [String] = []\n}"),
            ExampleFile("Sources/Domain/DeadStopPruner.swift", "final class DeadStopPruner {\n    private let graph: RouteGraph\n    private let keptPrefixes: Set<String> = [\"hub\"]\n    init(graph: RouteGraph) { self.graph = graph }\n    func prune() { graph.stops.removeAll { !keptPrefixes.contains($0) } }\n}")
        ),
        // A struct with only static functions whose `private init()` shuts out instances: a namespace, not a value.
        RuleExample(
            "Sources/Domain/Digest.swift",
            "public struct Digest {\n    private init() {}\n    public static func checksum(of bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 &+ Int($1) } }\n}"
        ),
        // A message posted through `NotificationCenter`'s typed messages: sent and observed, never compared.
        RuleExample(
            "Sources/Domain/OpenBasketMessage.swift",
            "import Foundation\n\npublic struct OpenBasketMessage: NotificationCenter.MainActorMessage {\n    public static let name = Notification.Name(\"openBasket\")\n    public let basketID: String\n}"
        ),
        // A struct of static members only adopting a library's key protocol: its metatype is the key, no value is ever made.
        RuleExample(
            "Sources/Domain/ClockKey.swift",
            "import Injection\n\npublic struct ClockKey: InjectionKey {\n    public static let defaultValue: any Clock = SystemClock()\n    public static let previewValue: any Clock = FixedClock()\n}"
        ),
        // A struct of static tables only adopting the package's protocol of static requirements: a rule set passed as a type.
        RuleExample(
            ExampleFile("Sources/Domain/FareRules.swift", "public protocol FareRules {\n    static var peakHours: [Int] { get }\n}"),
            ExampleFile("Sources/Domain/WeekdayFareRules.swift", "public struct WeekdayFareRules: FareRules {\n    public static let peakHours = [7, 8, 17, 18]\n}")
        ),
        // An internal `Decodable`-only holder nested, through an extension, in a public Codable type: a row of its stored format.
        RuleExample(
            "Sources/Domain/Ledger.swift",
            "public enum Ledger {}\nextension Ledger {\n    public struct Cover: Codable, Hashable, Sendable {\n        public let title: String\n    }\n}\nextension Ledger.Cover {\n    struct CoverHolder: Decodable {\n        let cover: Ledger.Cover\n    }\n}"
        ),
        // Closures typed by aliases, nested in the struct or declared in its file: a function has no equality.
        RuleExample(
            "Sources/Domain/ArchiveNoteCoordinator.swift",
            "public typealias Completion = (Bool) -> Void\npublic struct ArchiveNoteCoordinator {\n    public typealias ArchiveAction = (String) -> Bool\n    let noteID: String\n    let archive: ArchiveAction\n    let done: Completion\n}"
        ),
        RuleExample(
            "Sources/Domain/CatalogSnapshot.swift",
            "public struct CatalogSnapshot: Codable, Hashable, Sendable {\n    var rows: [Row]\n    struct Row: Codable, Sendable, Equatable {\n        var title: String\n        var parentIndex: Int?\n    }\n}"
        ),
        RuleExample(
            "Sources/Domain/Checksum.swift",
            "public protocol Digest: Sendable {\n    var digest: [UInt8] { get }\n    mutating func reset()\n    mutating func consume(_ bytes: [UInt8])\n}\npublic struct Adler32: Digest {\n    var low: UInt32 = 1\n    var high: UInt32 = 0\n    public init() {}\n    public var digest: [UInt8] { [UInt8(high >> 8), UInt8(high & 0xff), UInt8(low >> 8), UInt8(low & 0xff)] }\n    public mutating func reset() { low = 1; high = 0 }\n    public mutating func consume(_ bytes: [UInt8]) {\n        for byte in bytes { low = (low + UInt32(byte)) % 65521; high = (high + low) % 65521 }\n    }\n}"
        ),
        RuleExample(
            "Sources/Domain/ScoreBoard.swift",
            "import SwiftUI\n\npublic struct ScoreBoard: View {\n    let points: Int\n    public var body: some View { Text(\"\\(points)\") }\n}\n\nstruct ScoreBoardPreviews: PreviewProvider {\n    static var previews: some View { ScoreBoard(points: 3) }\n}\n\nfinal class ScoreCanvas: UIView {}"
        ),
        RuleExample(
            "Sources/Domain/AppLogger.swift",
            "public enum LogLevel {\n    case debug, error\n}\n\npublic var logger = AppLogger()\n\npublic class AppLogger {\n    public var isVerbose = false\n    public func log(_ message: String, level: LogLevel = .debug) {}\n    public func record(error: Error) {}\n}"
        ),
        RuleExample("Sources/Domain/Image.swift", "public struct FeedImage: Hashable, Sendable {}"),
        RuleExample(
            ExampleFile("Sources/Domain/Image.swift", "public struct FeedImage {}"),
            ExampleFile("Sources/Domain/Image+Conformances.swift", "extension FeedImage: Hashable {}\nextension FeedImage: Sendable {}")
        ),
        RuleExample("Sources/Domain/Policy.swift", "public enum Policy {\n    static let days = 7\n}\npublic enum LoadError: Error {\n    case failed\n}"),
        RuleExample("Sources/Feature/Loader.swift", "public final class Loader {}"),
        RuleExample("Sources/Domain/Kind.swift", "public enum Kind: String, Sendable {\n    case photo, video = \"movie\"\n}"),
        RuleExample("Sources/Domain/ToastStyle.swift", "@frozen\npublic enum ToastStyle {\n    case brief\n    case lasting\n}"),
        RuleExample("Sources/Domain/GridSpan.swift", "@frozen public struct GridSpan: Hashable {\n    public var columns: Int\n}"),
        RuleExample(
            "Sources/Domain/Image.swift",
            "public struct FeedImage: Hashable, Sendable, Codable {\n    let url: URL\n    enum CodingKeys: String, CodingKey {\n        case url = \"image_url\"\n    }\n}"
        ),
        RuleExample(
            "Sources/Domain/Receipt.swift",
            "public struct Receipt: Hashable, Sendable, Codable {\n    public let total: Int\n    public enum CodingKeys: SparseCodingKey {\n        case total\n    }\n}"
        ),
        RuleExample("Sources/Domain/Order.swift", "enum SortOrder {\n    case newest, oldest\n}"),
        RuleExample("Sources/Domain/Image.swift", "public struct FeedImage: Hashable {}\nextension Domain::FeedImage: Sendable {}"),
        RuleExample("Sources/Domain/Draft.swift", "@Model public final class Draft {\n    public var text = \"\"\n}\npublic final class CachedFeed: NSManagedObject {}"),
        RuleExample(
            ExampleFile("Sources/Domain/Shape.swift", "@objcMembers public class Shape: NSObject, NSCoding {\n    public var name = \"\"\n}"),
            ExampleFile("Sources/Domain/Circle.swift", "public final class Circle: Shape {\n    public var radius = 0.0\n}"),
            ExampleFile("Sources/Domain/Script.swift", "@objc public final class ScriptContext: NSObject {}")
        ),
        RuleExample(
            "Sources/Domain/NSLock+Linux.swift",
            "#if !canImport(ObjectiveC)\nimport Foundation\n\npublic final class NSRecursiveLock {\n    public func lock() {}\n}\n#endif"
        ),
        RuleExample("Sources/Domain/Notes.swift", "public protocol NotesRepository { func all() -> [String] }\npublic final class InMemoryNotesRepository: NotesRepository {\n    private var notes: [String] = []\n    public init() {}\n    public func save(_ note: String) { notes.append(note) }\n    public func all() -> [String] { notes }\n}"),
        RuleExample("Sources/Domain/Search.swift", "public final class DefaultSearchMoviesUseCase {\n    private let repository: MoviesRepository\n    init(repository: MoviesRepository) { self.repository = repository }\n}"),
        RuleExample("Sources/Domain/Image.swift", "public struct FeedImage: Hashable, Sendable {\n    private struct Cached { var data: Data? }\n}"),
        RuleExample(
            "Sources/Domain/RecordCoder.swift",
            "public struct RecordCoder: Hashable, Sendable {\n    fileprivate struct Writer {\n        var path: [String] = []\n    }\n}\nextension RecordCoder.Writer {\n    struct Container {\n        var values: [String: String] = [:]\n    }\n    private class Buffer {\n        var bytes: [UInt8] = []\n    }\n}\nprivate final class Scratch {\n    var text = \"\"\n}"
        ),
        RuleExample(
            "Sources/Domain/Tables.swift",
            "public enum Tables {\n    public enum Feed: String, CaseIterable {\n        case id, title, createdAt = \"created_at\"\n    }\n    public enum Comment: String {\n        case id, body\n    }\n}"
        ),
        RuleExample("Sources/Domain/SettingsKeys.swift", "public enum SettingsKeys: String {\n    case theme, lastSync\n}"),
        RuleExample(
            "Sources/Domain/ResultsComposer.swift",
            "struct ResultsComposer {\n    private(set) var types: [String: Model] = [:]\n    init(parsed: [Model]) {\n        for model in parsed { resolve(model) }\n    }\n    func lookUp(_ name: String) -> Model? { types[name] }\n    private mutating func resolve(_ model: Model) { types[model.name] = model }\n}"
        ),
        RuleExample(
            "Sources/Domain/Graph.swift",
            "public protocol Reporting {\n    func report(_ text: String)\n}\npublic final class DependencyGraph {\n    private let reporter: any Reporting\n    private var edges: [String: Set<String>] = [:]\n    public init(reporter: any Reporting) { self.reporter = reporter }\n}"
        ),
        RuleExample(
            "Sources/Domain/Counter.swift",
            "import Synchronization\n\npublic final class SharedCounter: Sendable {\n    private let count = Mutex(0)\n}\npublic final class Tracer {\n    private let onEvent: (String) -> Void\n    init(onEvent: @escaping (String) -> Void) { self.onEvent = onEvent }\n}"
        ),
        RuleExample("Sources/Domain/Formatting.swift", "public final class PriceFormatting {\n    public func format(_ cents: Int) -> String { \"\\(cents)\" }\n}"),
        RuleExample(
            "Sources/Domain/SearchUseCase.swift",
            "public protocol SearchMovies {\n    func search(_ query: String) async throws -> [Movie]\n}\nstruct UnimplementedSearch: SearchMovies {\n    func search(_ query: String) async throws -> [Movie] { fatalError() }\n}"
        ),
        RuleExample("Sources/Domain/Payment.swift", "public struct PaymentMockHelper {\n    public var amount: Int\n    public var isRefund = false\n}"),
        RuleExample("Sources/Domain/Task.swift", "public final class PreviewTask {\n    public var title = \"Water plants\"\n}\npublic struct StubReminder {\n    public let hour: Int\n}"),
        RuleExample(
            "Sources/Domain/Log.swift",
            "public enum Log {\n    public struct Configuration {\n        let isQuiet: Bool\n    }\n    public enum Level: Int {\n        case errors, warnings, verbose\n    }\n    public static var level: Level = .warnings\n    public static func setup(_ configuration: Configuration) {}\n}"
        ),
        RuleExample(
            "Sources/Domain/TransferFailure.swift",
            "public extension TransferError {\n    enum Reason: CustomDebugStringConvertible, LocalizedError, Equatable {\n        case declined(String)\n        public var debugDescription: String { \"declined\" }\n    }\n}\npublic struct LimitExceeded: CustomNSError {\n    public let limit: Int\n}\npublic protocol AppFailure: Error {}\npublic struct OfflineFailure: AppFailure {\n    public let since: Date\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Domain/StoredRecord.swift", "import RealmSwift\n\nclass StoredRecord: Object {\n    @objc dynamic var key = \"\"\n}"),
            ExampleFile("Sources/Domain/Bookmark.swift", "final class Bookmark: StoredRecord {\n    @objc dynamic var title = \"\"\n}\nfinal class Address: EmbeddedObject {\n    @objc dynamic var city = \"\"\n}")
        ),
        RuleExample(
            "Sources/Domain/FeeSchedule.swift",
            "public struct FeeSchedule {\n    static let base = 2\n    static let ceiling = 9\n}\nclass CurrencyNames {}\nextension CurrencyNames {\n    static func symbol(for code: String) -> String? { nil }\n}"
        ),
        RuleExample(
            ExampleFile("Sources/Domain/PassError.swift", "public enum PassError: Error {\n    case vault(VaultReason)\n}"),
            ExampleFile("Sources/Domain/PassError+Vault.swift", "public extension PassError {\n    enum VaultReason: Equatable {\n        case locked\n        case missing(String)\n    }\n}")
        ),
        RuleExample(
            "Sources/Domain/WeakHandle.swift",
            "public struct WeakHandle<Target>: Sendable {\n    public var target: Target? { resolve() }\n    nonisolated(unsafe) private let resolve: () -> Target?\n    public init(_ target: Target) {\n        let object = target as AnyObject\n        resolve = { [weak object] in object as? Target }\n    }\n}"
        ),
        RuleExample(
            "Sources/Domain/Shelf.swift",
            "public protocol StoredRecord: Identifiable, Hashable, Sendable {\n    var id: String { get }\n}\npublic struct Shelf: StoredRecord {\n    public let id: String\n}"
        ),
        // A type alias composing the conformances stands for them: the enum adopting it is Hashable.
        RuleExample(
            "Sources/Domain/DraftEdit.swift",
            "typealias DraftValue = Equatable & Hashable\n\nenum DraftEdit<Value: DraftValue>:\n    DraftValue,\n    CustomStringConvertible\n{\n    case replace(Value)\n    case clear\n    var description: String { \"edit\" }\n}"
        ),
        RuleExample(
            "Sources/Domain/Tagging.swift",
            "extension String {\n    func firstTag() -> String? {\n        struct TagMatch {\n            var range: Range<String.Index>\n            var name: Substring\n        }\n        let found = firstRange(of: \"#\").map { TagMatch(range: $0, name: self[$0]) }\n        return found.map { String($0.name) }\n    }\n}"
        ),
        RuleExample("Sources/Domain/Settings.swift", "public struct Settings {}\npublic extension Settings {\n    enum Key: String, Sendable {\n        case theme, fontSize\n    }\n}"),
        RuleExample(
            "Sources/Domain/ShelfKeys.swift",
            "public struct ShelfKeys {\n    public static let title = \"ShelfTitle\"\n    public struct BookKeys {\n        public static let author = \"BookAuthor\"\n    }\n}"
        ),
        RuleExample(
            "Sources/Domain/Filtering.swift",
            "public protocol RowAction: Sendable {\n    func apply(to rows: [String]) -> [String]\n}\npublic struct FilterOption: Sendable {\n    public let name: String\n    public let action: any RowAction\n}\npublic struct FilterSection: Sendable {\n    public let options: [FilterOption]\n}"
        ),
        // An empty struct nested in an extension, whose only members are static constants other files add: a namespace.
        RuleExample(
            ExampleFile("Sources/Domain/Signal.swift", "public enum Signal {\n    public enum Names {}\n}"),
            ExampleFile("Sources/Domain/Signal+Sync.swift", "public extension Signal.Names {\n    struct Sync { }\n}"),
            ExampleFile("Sources/Domain/SyncNames.swift", "public extension Signal.Names.Sync {\n    static let started = \"sync.started\"\n    static let finished = \"sync.finished\"\n}")
        ),
        // An error type adopting a package protocol refining `Error` in an extension, its cases carrying the underlying error.
        RuleExample(
            "Sources/Domain/StoreFailure.swift",
            "public protocol AppFailure: Error {\n    var summary: String { get }\n}\npublic enum StoreFailure {\n    case write(String, Error? = nil)\n}\nextension StoreFailure: AppFailure {\n    public var summary: String { \"write failed\" }\n}"
        ),
        // The context of running work: it holds the task's handle, concurrency plumbing, not the domain's data.
        RuleExample(
            "Sources/Domain/RefreshContext.swift",
            "public struct RefreshContext<Element: Sendable> {\n    public let limit: Int\n    public var task: Task<Void, Error>?\n    public init(limit: Int) { self.limit = limit }\n}"
        ),
        // Constant tables nested in two namespaces under one simple name; a class elsewhere shares it too.
        RuleExample(
            ExampleFile("Sources/Domain/Logs.swift", "public enum Logs {}\nextension Logs {\n    public struct Stall {\n        public static let key = \"log.stall\"\n    }\n}"),
            ExampleFile("Sources/Domain/Spans.swift", "public enum Spans {}\nextension Spans {\n    public struct Stall {\n        public static let key = \"span.stall\"\n        public static let limit = 2\n    }\n}"),
            ExampleFile("Sources/Reporting/Stall.swift", "public final class Stall: NSObject {\n    public let duration: Double\n    public init(duration: Double) { self.duration = duration }\n}")
        ),
        // An enum whose case carries a struct holding a strategy has no equality either.
        RuleExample(
            "Sources/Domain/Filtering.swift",
            "public protocol RowAction: Sendable {\n    func apply(to rows: [String]) -> [String]\n}\npublic struct FilterOption: Sendable {\n    public let name: String\n    public let action: any RowAction\n}\npublic enum FilterOutcome: Sendable {\n    case applied(option: FilterOption, count: Int)\n    case cleared\n}"
        ),
        // The package's protocol is bound to classes: a memo filled behind non-mutating queries.
        RuleExample(
            "Sources/Domain/LineTally.swift",
            "protocol MemoizingCounter: AnyObject {\n    func count(upTo offset: Int) -> Int\n}\npublic final class LineTally: MemoizingCounter {\n    let text: String\n    var breaks: [Int] = []\n    public init(text: String) { self.text = text }\n    func count(upTo offset: Int) -> Int { breaks.count }\n}"
        ),
        // Only a class can adopt an `@objc` protocol.
        RuleExample(
            "Sources/Domain/Tuning.swift",
            "@objc public protocol Tuning {\n    var sampleRate: Double { get }\n}\npublic class StandardTuning: Tuning {\n    public let sampleRate: Double = 1\n    public init() {}\n}"
        ),
        // The cursor of a sequence adapter, sync or async: advanced by `next()`, never compared.
        RuleExample(
            "Sources/Domain/ChunkedReadings.swift",
            "public struct ChunkedReadings<Base: AsyncSequence & Hashable & Sendable>: AsyncSequence, Hashable, Sendable {\n    public typealias Element = [Base.Element]\n    let base: Base\n    public struct Iterator: AsyncIteratorProtocol {\n        var upstream: Base.AsyncIterator\n        public mutating func next() async throws -> [Base.Element]? { nil }\n    }\n    public func makeAsyncIterator() -> Iterator { Iterator(upstream: base.makeAsyncIterator()) }\n}\npublic struct WrappingCounter: IteratorProtocol {\n    var current = 0\n    public mutating func next() -> Int? { current += 1; return current }\n}"
        ),
        // A Foundation class's subclass, directly or through the package's own: a class by necessity.
        RuleExample(
            "Sources/Domain/GaugeFormatter.swift",
            "import Foundation\npublic class GaugeFormatter: Formatter {\n    public let unitSymbol: String\n    public init(unitSymbol: String) { self.unitSymbol = unitSymbol; super.init() }\n    required init?(coder: NSCoder) { nil }\n}\npublic final class PressureFormatter: GaugeFormatter {}\npublic final class ReadingImport: Operation {\n    public var imported = 0\n}\npublic final class ReadingArchiver: NSKeyedArchiver {\n    public var written = 0\n}"
        ),
        // A class declared in a function's body is that computation's scratch frame, not a model.
        RuleExample("Sources/Domain/RouteGraph.swift", "public struct RouteGraph: Hashable, Sendable {\n    public let stops: [String]\n    public func ordered() -> [String] {\n        final class Frame {\n            var next = 0\n            let stop: String\n            init(stop: String) { self.stop = stop }\n        }\n        var stack = stops.map { Frame(stop: $0) }\n        var result: [String] = []\n        while let frame = stack.popLast() {\n            frame.next += 1\n            result.append(frame.stop)\n        }\n        return result\n    }\n}"),
        // A struct storing a class of the package that implements a strategy protocol is an engine over it, as with `any WordSource`.
        RuleExample(
            ExampleFile("Sources/Domain/WordSource.swift", "public protocol WordSource {\n    func words(for key: String) -> [String]\n}\nextension Composer {\n    public final class RankedSource: WordSource {\n        private let base: WordSource\n        public init(base: WordSource) { self.base = base }\n        public func words(for key: String) -> [String] { base.words(for: key).sorted() }\n    }\n}"),
            ExampleFile("Sources/Domain/Composer.swift", "public struct Composer {\n    public var source: RankedSource\n    public private(set) var keys: [String] = []\n    public init(source: WordSource) { self.source = RankedSource(base: source) }\n    public mutating func insert(_ key: String) { keys.append(key) }\n}")
        ),
        // Keys of attributes Foundation stores in an `AttributedString`, and the scope listing them: names, not values.
        RuleExample("Sources/Domain/Highlight.swift", "import Foundation\n\npublic struct HighlightAttribute: CodableAttributedStringKey {\n    public typealias Value = Int\n    public static let name = \"highlight\"\n}\n\npublic extension AttributeScopes {\n    struct NotesAttributeScope: AttributeScope {\n        public let highlight: HighlightAttribute\n    }\n}"),
        // A visitor subclass performing one edit over the tree: a pass, behaviour, in a hierarchy that needs classes.
        RuleExample(
            ExampleFile("Sources/Domain/NoteTreeVisitor.swift", "public struct Note: Hashable, Sendable {\n    public var title: String\n}\nopen class NoteTreeVisitor {\n    public init() {}\n    open func visit(note: inout Note) {}\n}"),
            ExampleFile("Sources/Domain/RetitleNotesVisitor.swift", "public class RetitleNotesVisitor: NoteTreeVisitor {\n    let title: String\n    public init(title: String) { self.title = title }\n    override public func visit(note: inout Note) { note.title = title }\n}")
        ),
        // A final class of constants compared by value, holding an optional of itself: a class only because a struct cannot.
        RuleExample("Sources/Domain/Member.swift", "public final class Member: Hashable, Sendable {\n    public static func == (lhs: Member, rhs: Member) -> Bool { lhs.id == rhs.id && lhs.movedTo == rhs.movedTo }\n    public func hash(into hasher: inout Hasher) { hasher.combine(id) }\n    public let id: String\n    public let movedTo: Member?\n}"),
        // The names of a store's keys, listed as the raw values of an enum named `…Properties`.
        RuleExample("Sources/Domain/TokenStore.swift", "public enum TokenStoreProperties: String {\n    case accessToken = \"ACCESS-TOKEN\"\n    case refreshToken = \"REFRESH-TOKEN\"\n}\n\npublic protocol TokenStore {\n    func load(property: TokenStoreProperties) -> String\n}"),
        // A generic outcome whose failure case carries the package's failure value: `Result` spelled out, no model.
        RuleExample(
            "Sources/Domain/Parsed.swift",
            "public struct ParseFailure: Hashable, Sendable {\n    public let reason: String\n}\npublic enum Parsed<Command: Sendable>: Sendable {\n    case command(Command)\n    case usage(String)\n    case failure(ParseFailure)\n}"
        ),
        // A parser, named for what it does, storing existentials of the package's flag readers: behavior, not a model.
        RuleExample(
            "Sources/Domain/CommandParser.swift",
            "public protocol FlagReading<Root>: Sendable {\n    associatedtype Root\n    var name: String { get }\n}\npublic struct CommandParser<Root>: Sendable {\n    let flags: [String: any FlagReading<Root>]\n    let usage: String\n}"
        ),
        // A use case's implementation, named with an implementation marker after the behavior word: behavior, not a model.
        RuleExample(
            "Sources/Domain/ArchiveNotesUseCase.swift",
            "public struct ArchiveNotesUseCaseImpl {\n    private let days: Int\n    public init(days: Int) { self.days = days }\n    public func execute(age: Int) -> Bool { age > days }\n}"
        ),
        // A struct storing nothing whose instance methods compute decisions: a service, every instance equal.
        RuleExample(
            "Sources/Domain/RestockScheduleCore.swift",
            "package struct RestockScheduleCore: Sendable {\n    private static let baseHours = 6\n    package init() {}\n    package func nextCheck(afterMisses misses: Int) -> Int { Self.baseHours * (misses + 1) }\n}"
        ),
    ]
}
