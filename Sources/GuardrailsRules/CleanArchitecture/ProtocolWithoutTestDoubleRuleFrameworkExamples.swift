import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about capabilities the package writes onto framework types and reaches by
/// casting, closure boxes labelled for printing or composed with another of their kind, construction contracts whose
/// properties give back what the initializer takes, and an unadopted refinement of value models, beside the seams that stay.
extension ProtocolWithoutTestDoubleRule {
    static let frameworkTriggeringExamples: [RuleExample] = [
        // The same protocol over clients the package writes by hand: its own types, a seam the shipper could be handed a double through.
        RuleExample(
            ExampleFile("Sources/Wire/WireClient.swift", "protocol WireClient<Request> {\n    associatedtype Request\n    init(wrapping core: WireCore)\n    func send(_ request: Request) async throws\n}\nextension NotesService.Client: WireClient {}\nextension TagsService.Client: WireClient {}\nfinal class Shipper<Client: WireClient> {\n    private let client: Client\n    init(core: WireCore) { client = Client(wrapping: core) }\n}"),
            ExampleFile(
                "Sources/Wire/NotesService.swift",
                "enum NotesService {}\nextension NotesService {\n    struct Client {\n        init(wrapping core: WireCore) {}\n        func send(_ request: NotesRequest) async throws {}\n    }\n}"
            ),
            ExampleFile(
                "Sources/Wire/Generated/tags_service.grpc.swift",
                "enum TagsService {}\nextension TagsService {\n    struct Client {\n        init(wrapping core: WireCore) {}\n        func send(_ request: TagsRequest) async throws {}\n    }\n}"
            )
        ),
        // A framework type adopting the protocol as it is: its API mirrored for a double, registered by metatype.
        RuleExample(
            "Sources/Net/HTTPSession.swift",
            "import Foundation\nprotocol HTTPSession {\n    func data(for request: URLRequest) async throws -> (Data, URLResponse)\n}\nextension URLSession: HTTPSession {}\nfinal class Registry {\n    func register<T>(_ type: T.Type, make: @escaping () -> T) {}\n}\nfunc compose(_ registry: Registry) { registry.register(HTTPSession.self) { URLSession.shared } }"
        ),
        // Written onto framework types, but held as a type: sinks a logger is handed.
        RuleExample(
            "Sources/Logs/LogSink.swift",
            "import Foundation\nprotocol LogSink {\n    func write(_ line: String)\n}\nextension FileHandle: LogSink {\n    func write(_ line: String) { write(Data(line.utf8)) }\n}\nfinal class Logger {\n    private let sinks: [LogSink]\n    init(sinks: [LogSink]) { self.sinks = sinks }\n}"
        ),
        // A box storing a collaborator of another kind beside its closure is an implementation.
        RuleExample(
            ExampleFile("Sources/Scopes/StorageScope.swift", storageScope(stored: "    private let journal: ScopeJournal?\n")),
            ExampleFile("Tests/ScopesTests/ScopeTests.swift", "@Test func makesStorage() {\n    _ = BlockScope { Storage() }\n}")
        ),
        // A property the initializer does not take is a collaborator the protocol hands out.
        RuleExample("Sources/Format/FormatPass.swift", formatPass(extra: "    var log: PassLog { get }\n")),
        // A parent requiring a method: the refinement's models have behaviour a double could stand in for.
        RuleExample("Sources/Models/RootSelection.swift", rootSelection(extra: "    func merged(with other: Self) -> Self\n")),
        // Each dependency key written mostly by the package: adapted wholesale into a seam.
        RuleExample(
            "Sources/Keys/SealingKey.swift",
            sealingKey(gap: "    public var size: Int { 16 }\n    public func seal(_ data: [UInt8]) throws -> [UInt8] { data }\n    public func open(_ box: [UInt8]) throws -> [UInt8] { box }\n")
        ),
    ]

    static let frameworkNonTriggeringExamples: [RuleExample] = [
        // Empty extensions unifying the clients a gRPC code generator declares (`*.grpc.swift`): their API is the generator's, as a framework type's.
        RuleExample(
            ExampleFile("Sources/Wire/WireClient.swift", "protocol WireClient<Request> {\n    associatedtype Request\n    init(wrapping core: WireCore)\n    func send(_ request: Request) async throws\n}\nextension NotesService.Client: WireClient {}\nextension TagsService.Client: WireClient {}\nfinal class Shipper<Client: WireClient> {\n    private let client: Client\n    init(core: WireCore) { client = Client(wrapping: core) }\n}"),
            ExampleFile(
                "Sources/Wire/Generated/notes_service.grpc.swift",
                "enum NotesService {}\nextension NotesService {\n    struct Client {\n        init(wrapping core: WireCore) {}\n        func send(_ request: NotesRequest) async throws {}\n    }\n}"
            ),
            ExampleFile(
                "Sources/Wire/Generated/tags_service.grpc.swift",
                "enum TagsService {}\nextension TagsService {\n    struct Client {\n        init(wrapping core: WireCore) {}\n        func send(_ request: TagsRequest) async throws {}\n    }\n}"
            )
        ),
        // Written onto framework views by the package (a namesake nested in its own type aside) and reached only through a cast helper's metatype.
        RuleExample(
            ExampleFile(
                "Sources/Inspect/ViewProviding.swift",
                "import SwiftUI\nprotocol ViewProviding {\n    func view() throws -> Any\n}\nprivate protocol OverlayProviding: ViewProviding {}\nextension ScrollViewReader: ViewProviding {\n    func view() throws -> Any { try Reflection.child(\"content\", of: self) }\n}\nextension _OverlayModifier: OverlayProviding {\n    func view() throws -> Any { try Reflection.child(\"overlay\", of: self) }\n}"
            ),
            ExampleFile(
                "Sources/Inspect/Reflection.swift",
                "enum Reflection {\n    static func child(_ label: String, of value: Any) throws -> Any { value }\n    static func cast<T>(_ value: Any, to type: T.Type) throws -> T {\n        guard let cast = value as? T else { throw ReflectionError.mismatch }\n        return cast\n    }\n}\nenum ReflectionError: Error { case mismatch }\nenum ViewKind {\n    struct ScrollViewReader {}\n}\nstruct Unwrapper {\n    func content(of value: Any) throws -> Any { try Reflection.cast(value, to: ViewProviding.self).view() }\n}"
            )
        ),
        // A closure box labelled for printing, composed with an optional parent of its kind, which tests build.
        RuleExample(
            ExampleFile("Sources/Scopes/StorageScope.swift", storageScope(stored: "    private let parent: StorageScope?\n")),
            ExampleFile("Tests/ScopesTests/ScopeTests.swift", "@Test func makesStorage() {\n    _ = BlockScope { Storage() }\n}")
        ),
        // Only an initializer, static metadata and the property giving back what the initializer takes.
        RuleExample("Sources/Format/FormatPass.swift", formatPass(extra: "")),
        // Adopted by no type of the package, over value protocols requiring only initializers and properties: generated models' vocabulary.
        RuleExample("Sources/Models/RootSelection.swift", rootSelection(extra: "")),
        // Keys of a dependency, written with their paths (a namesake nested in the package's own type aside), each having
        // most of the API and the package filling one gap: an API they share, not a seam.
        RuleExample("Sources/Keys/SealingKey.swift", sealingKey(gap: "    public func open(_ box: [UInt8]) throws -> [UInt8] { try open(box, tag: []) }\n")),
        // Written onto the standard library's partial ranges and closed range, named only as a generic constraint.
        RuleExample(
            "Sources/Numbers/Clamping.swift",
            "protocol Clamping {\n    associatedtype Bound: Comparable\n    func clamp(_ value: Bound) -> Bound\n}\nextension ClosedRange: Clamping {\n    func clamp(_ value: Bound) -> Bound { Swift.min(Swift.max(value, lowerBound), upperBound) }\n}\nextension PartialRangeFrom: Clamping {\n    func clamp(_ value: Bound) -> Bound { Swift.max(value, lowerBound) }\n}\nextension PartialRangeThrough: Clamping {\n    func clamp(_ value: Bound) -> Bound { Swift.min(value, upperBound) }\n}\nextension Comparable {\n    func limited<Range: Clamping>(to range: Range) -> Self where Range.Bound == Self { range.clamp(self) }\n}"
        ),
        // A dependency's key types tied by an associated type, written onto by the package and built by the generic exchange.
        RuleExample(
            "Sources/Handshake/AgreementKey.swift",
            "import Ciphers\nprotocol PeerKey {\n    init(bytes: [UInt8]) throws\n    func write(to out: inout [UInt8])\n}\nprotocol AgreementKey {\n    associatedtype Peer: PeerKey\n    init()\n    var peer: Peer { get }\n    func agree(with other: Peer) throws -> [UInt8]\n}\n"
                + "extension Curve.Small.PublicKey: PeerKey {\n    init(bytes: [UInt8]) throws { try self.init(raw: bytes) }\n    func write(to out: inout [UInt8]) { out += raw }\n}\nextension Curve.Large.PublicKey: PeerKey {\n    init(bytes: [UInt8]) throws { try self.init(raw: bytes) }\n    func write(to out: inout [UInt8]) { out += raw }\n}\n"
                + "extension Curve.Small.PrivateKey: AgreementKey {\n    func agree(with other: Curve.Small.PublicKey) throws -> [UInt8] { try secret(with: other) }\n}\nextension Curve.Large.PrivateKey: AgreementKey {\n    init() { self.init(compact: false) }\n    func agree(with other: Curve.Large.PublicKey) throws -> [UInt8] { try secret(with: other) }\n}\n"
                + "struct Exchange<Key: AgreementKey> {\n    func opening() -> [UInt8] {\n        var out: [UInt8] = []\n        Key().peer.write(to: &out)\n        return out\n    }\n}"
        ),
    ]

    /// A protocol over two dependency key types, each extended with `gap`.
    private static func sealingKey(gap: String) -> String {
        "public protocol SealingKey {\n    init(rawBytes: [UInt8]) throws\n    var rawBytes: [UInt8] { get }\n    var size: Int { get }\n"
            + "    func seal(_ data: [UInt8]) throws -> [UInt8]\n    func open(_ box: [UInt8]) throws -> [UInt8]\n}\n"
            + "public enum Vault {\n    public struct Key {}\n    public static func lock(_ data: [UInt8], with key: some SealingKey) throws -> [UInt8] { try key.seal(data) }\n}\n"
            + "extension Cipher.Small.Key: SealingKey {\n\(gap)}\nextension Cipher.Large.Key: SealingKey {\n\(gap)}"
    }

    /// `RootSelection` refining two `Hashable` protocols of initializers and properties, and `extra`, named by a generic executor.
    private static func rootSelection(extra: String) -> String {
        """
        public protocol Selection: Hashable {
            static var fields: [String] { get }
            var data: [String: String] { get }
        \(extra)    init(data: [String: String])
        }
        public protocol EntityValue: Hashable {
            init(fieldData: String?)
        }
        public protocol RootSelection: Selection, EntityValue {}
        public final class Executor {
            public func execute<Root: RootSelection>(_ type: Root.Type, data: [String: String]) -> Root { Root(data: data) }
        }
        """
    }

    /// `protocol StorageScope` held by a registry, and its one production conformer: a `CustomStringConvertible` box of a
    /// closure storing `stored` beside its `description`.
    private static func storageScope(stored: String) -> String {
        """
        protocol StorageScope: AnyObject {
            func makeStorage() -> Storage
        }
        final class Storage {}
        final class ScopeJournal {}
        final class BlockScope: StorageScope, CustomStringConvertible {
            let description: String
            private let factory: () -> Storage
        \(stored)    init(description: String = "", factory: @escaping () -> Storage) {
                self.description = description
                self.factory = factory
            }
            func makeStorage() -> Storage { factory() }
            static let shared = BlockScope(description: "shared") { Storage() }
        }
        final class ScopeRegistry {
            var scope: StorageScope = BlockScope.shared
        }
        """
    }

    /// `protocol FormatPass` of an `init(context:)`, the `context` it gives back, static metadata and `extra`, adopted by
    /// two pass classes that generic code builds by metatype.
    private static func formatPass(extra: String) -> String {
        """
        protocol FormatPass {
            var context: PassContext { get }
            static var passName: String { get }
        \(extra)    init(context: PassContext)
        }
        final class PassContext {
            var findings: [String] = []
        }
        final class PassLog {}
        class TrimPass: FormatPass {
            let context: PassContext
            let log = PassLog()
            static let passName = "trim"
            required init(context: PassContext) { self.context = context }
        }
        class IndentPass: FormatPass {
            let context: PassContext
            let log = PassLog()
            static let passName = "indent"
            required init(context: PassContext) { self.context = context }
        }
        enum Pipeline {
            static func apply<P: FormatPass>(_ pass: P.Type, in context: PassContext) -> P { P(context: context) }
        }
        """
    }
}
