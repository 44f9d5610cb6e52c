import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about doubles a dependency key hands out and capabilities of the package's
/// values: record coding, markers of coded records and closed families of computations, beside the seams that stay.
extension ProtocolWithoutTestDoubleRule {
    static let valueTriggeringExamples: [RuleExample] = [
        // Two formats whose coding is `async`: what they await may be I/O, a seam waiting for its double.
        RuleExample("Sources/Wire/ArchiveCodec.swift", "import Foundation\n\nprotocol ArchiveCodec {\n    func decode(_ data: Data) async throws -> [String]\n    func encode(_ names: [String]) async throws -> Data\n}\nfinal class ZipArchiveCodec: ArchiveCodec {\n    func decode(_ data: Data) async throws -> [String] { [] }\n    func encode(_ names: [String]) async throws -> Data { Data() }\n}\nfinal class TarArchiveCodec: ArchiveCodec {\n    func decode(_ data: Data) async throws -> [String] { [] }\n    func encode(_ names: [String]) async throws -> Data { Data() }\n}\nstruct Shelf { let codec: any ArchiveCodec }"),
        // A family of `Void` commands: what a ring does is seen only through a double.
        RuleExample("Sources/Doors/Chime.swift", "protocol Chime {\n    func ring(_ tone: Int)\n}\nstruct DoorChime: Chime {\n    func ring(_ tone: Int) {}\n}\nstruct GateChime: Chime {\n    func ring(_ tone: Int) {}\n}\nstruct Porch { let chime: any Chime }"),
        // A query taking nothing, with no initializer to build values from: a clock, the classic seam.
        RuleExample("Sources/Time/Timepiece.swift", "import Foundation\n\nprotocol Timepiece {\n    func now() -> Date\n}\nstruct WallTimepiece: Timepiece {\n    func now() -> Date { Date() }\n}\nstruct OffsetTimepiece: Timepiece {\n    let offset: TimeInterval\n    func now() -> Date { Date().addingTimeInterval(offset) }\n}\nstruct Stamp { let clock: any Timepiece }"),
        // A theme asking a collaborator for its colors, or adopted by a class, is a seam, not a palette.
        RuleExample(
            "Sources/Kit/TagTint.swift",
            "import SwiftUI\n\nenum TagMode { case idle, chosen }\nfinal class TintStore { func tint(named name: String) -> Color { .gray } }\nprotocol TagTint {\n    func fill(for mode: TagMode, from store: TintStore) -> Color\n}\nstruct StoredTagTint: TagTint {\n    func fill(for mode: TagMode, from store: TintStore) -> Color { store.tint(named: \"tag\") }\n}\nstruct Tag { let tint: any TagTint }"
        ),
        RuleExample(
            "Sources/Kit/TagTint.swift",
            "import SwiftUI\n\nenum TagMode { case idle, chosen }\nprotocol TagTint {\n    func fill(for mode: TagMode) -> Color\n}\nfinal class RemoteTagTint: TagTint {\n    func fill(for mode: TagMode) -> Color { .gray }\n}\nstruct Tag { let tint: any TagTint }"
        ),
        // Held as a type, or asking an effect of its adopters, an unadopted protocol is a seam waiting for its double.
        RuleExample(
            "Sources/Query/QueryArgument.swift",
            "public protocol QueryArgument {\n    var key: String { get }\n    func send(to line: QueryLine) async -> Bool\n}\npublic struct QueryLine {\n    public func adding<A: QueryArgument>(_ argument: A) async -> Bool { await argument.send(to: self) }\n}"
        ),
        RuleExample(
            "Sources/Query/QueryArgument.swift",
            "public protocol QueryArgument {\n    var key: String { get }\n    func value() -> String\n}\npublic struct QueryLine {\n    public func adding(_ argument: any QueryArgument) -> String { argument.key + argument.value() }\n}"
        ),
        RuleExample(
            "Sources/Events/EventValue.swift",
            "import Foundation\n\nprotocol EventValue {\n    func isStorable() -> Bool\n    func same(as other: EventValue) -> Bool\n}\nextension String: EventValue {\n    func isStorable() -> Bool { true }\n    func same(as other: EventValue) -> Bool { (other as? String) == self }\n}\nextension NSNumber: EventValue {\n    func isStorable() -> Bool { !doubleValue.isNaN }\n    func same(as other: EventValue) -> Bool { (other as? NSNumber) == self }\n}\nextension URLSession: EventValue {\n    func isStorable() -> Bool { false }\n    func same(as other: EventValue) -> Bool { false }\n}\nfunc record(_ properties: [String: EventValue]) {}"
        ),
        RuleExample(
            "Sources/Notes/StoreCommand.swift",
            "protocol StoreCommand {\n    func run(in store: StoreContext) async throws\n}\nstruct RenameNote: StoreCommand {\n    let id: String\n    func run(in store: StoreContext) async throws { try await store.rename(id) }\n}\nstruct DeleteNote: StoreCommand {\n    let id: String\n    func run(in store: StoreContext) async throws { try await store.delete(id) }\n}\nfinal class NoteStorage {\n    func perform(_ command: any StoreCommand) async throws {}\n}"
        ),
        RuleExample(
            "Sources/Sync/Refresher.swift",
            "protocol Refresher {\n    func start()\n}\nfinal class LiveRefresher: Refresher {\n    func start() {}\n}\nprivate enum RefresherKey: DependencyKey {\n    static let liveValue: any Refresher = LiveRefresher()\n    static let previewValue: any Refresher = LiveRefresher()\n}\nstruct Screen { let refresher: any Refresher }"
        ),
        RuleExample(
            "Sources/Net/Fetching.swift",
            "protocol Fetching {\n    func fetch(_ path: String) throws -> Data\n}\nstruct DiskFetcher: Fetching {\n    let root: URL\n    func fetch(_ path: String) throws -> Data { Data() }\n}\nstruct BundleFetcher: Fetching {\n    func fetch(_ path: String) throws -> Data { Data() }\n}\nstruct Catalog { let fetcher: any Fetching }"
        ),
        RuleExample(
            "Sources/Time/Clock.swift",
            "protocol Clock {\n    func now(in zone: TimeZone) -> Date\n}\nstruct SystemClock: Clock {\n    func now(in zone: TimeZone) -> Date { Date() }\n}\nstruct Stamper { let clock: any Clock }"
        ),
        RuleExample(
            "Sources/Wire/Frame.swift",
            "protocol Frame {\n    init(reading buffer: inout Buffer) throws\n    func write(to buffer: inout Buffer)\n}\nfinal class PingFrame: Frame {\n    init(reading buffer: inout Buffer) throws {}\n    func write(to buffer: inout Buffer) {}\n}\nstruct Channel { let last: any Frame }"
        ),
        RuleExample(
            "Sources/Jobs/Timed.swift",
            "protocol Timed: AnyObject {\n    var onFire: (() -> Void)? { get set }\n    init(delay: Double)\n}\nfinal class Countdown: Timed {\n    var onFire: (() -> Void)?\n    init(delay: Double) {}\n}\nstruct Poller { let timer: any Timed }"
        ),
        // A composite of collaborators: its method answers nothing, so the family it stores is one of seams.
        RuleExample(
            "Sources/Logging/Logger.swift",
            "protocol Logger {\n    func log(_ line: String)\n}\nfinal class FileLogger: Logger {\n    func log(_ line: String) {}\n}\nfinal class FanOutLogger: Logger {\n    let loggers: [Logger]\n    init(loggers: [Logger]) { self.loggers = loggers }\n    func log(_ line: String) { loggers.forEach { $0.log(line) } }\n}\nfinal class Uploader { let logger: Logger; init(logger: Logger) { self.logger = logger } }"
        ),
    ]

    static let valueNonTriggeringExamples: [RuleExample] = [
        // Two wire formats, values in and data out (`throws` only for coding): tests run the real ones, nobody fakes a coder.
        RuleExample("Sources/Wire/WireFormat.swift", "import Foundation\n\nprotocol WireFormat: Sendable {\n    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T\n    func encode<T: Encodable>(_ value: T) throws -> Data\n}\n\nfinal class KebabWire: WireFormat {\n    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try JSONDecoder().decode(type, from: data) }\n    func encode<T: Encodable>(_ value: T) throws -> Data { try JSONEncoder().encode(value) }\n}\n\nfinal class PlainWire: WireFormat {\n    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { try PropertyListDecoder().decode(type, from: data) }\n    func encode<T: Encodable>(_ value: T) throws -> Data { try PropertyListEncoder().encode(value) }\n}\n\nfinal class Courier {\n    private let format: any WireFormat\n    init(format: any WireFormat) { self.format = format }\n}"),
        // Built from fields and turned back into them, shared by a protocol's message types: a capability of values.
        RuleExample("Sources/Frames/FrameMessage.swift", "protocol FrameMessage {\n    init(fields: [Any])\n    func encoded() -> [Any]\n}\n\nfinal class PingFrame: FrameMessage {\n    init(fields: [Any]) {}\n    func encoded() -> [Any] { [1] }\n}\n\nfinal class PongFrame: FrameMessage {\n    init(fields: [Any]) {}\n    func encoded() -> [Any] { [2] }\n}\n\nlet frameDecoders: [Int: ([Any]) -> FrameMessage] = [1: PingFrame.init, 2: PongFrame.init]"),
        // A design system's theme: colors and fonts as functions of a control's state, answered by values; styling, no I/O.
        RuleExample(
            "Sources/Kit/TagTint.swift",
            "import SwiftUI\nimport UIKit\n\nenum TagMode { case idle, chosen, disabled }\nstruct Swatch {\n    private let base: UIColor\n    init(_ base: UIColor) { self.base = base }\n    var color: Color { Color(base) }\n}\nprotocol TagTint {\n    var cornerRadius: CGFloat { get }\n    func fill(for mode: TagMode) -> Swatch\n    func label(for mode: TagMode, compact: Bool) -> Font?\n    func outline() -> Swatch\n}\nstruct StandardTagTint: TagTint {\n    let accent: Swatch\n    var cornerRadius: CGFloat { 6 }\n    func fill(for mode: TagMode) -> Swatch { mode == .chosen ? accent : Swatch(.systemGray) }\n    func label(for mode: TagMode, compact: Bool) -> Font? { compact ? .caption : .body }\n    func outline() -> Swatch { accent }\n}\nstruct Tag: View {\n    let tint: any TagTint\n    var body: some View { Text(\"new\").background(tint.fill(for: .idle).color) }\n}"
        ),
        // Adopted by nothing yet, named only as a generic constraint, asking only values of its adopters: a value capability.
        RuleExample(
            "Sources/Query/QueryArgument.swift",
            "public protocol QueryArgument {\n    var key: String { get }\n    func value() -> String\n}\npublic struct QueryLine {\n    var parts: [String] = []\n    public func adding<A: QueryArgument>(_ argument: A) -> QueryLine {\n        QueryLine(parts: parts + [argument.key + \"=\" + argument.value()])\n    }\n}"
        ),
        // The `Any…` face of a protocol with `Self` requirements, which only the package's generic boxes adopt.
        RuleExample(
            "Sources/Wire/Fields.swift",
            "public protocol AnyField {\n    func isSame(as other: any AnyField) -> Bool\n    func encode(into bytes: inout [UInt8])\n}\npublic protocol Field: AnyField, Hashable {\n    associatedtype Value\n    var value: Value { get }\n}\npublic struct OptionalField<Value: Hashable>: Field {\n    public var value: Value\n    public func isSame(as other: any AnyField) -> Bool { (other as? Self) == self }\n    public func encode(into bytes: inout [UInt8]) {}\n}\npublic struct RepeatedField<Element: Hashable>: Field {\n    public var value: [Element]\n    public func isSame(as other: any AnyField) -> Bool { (other as? Self) == self }\n    public func encode(into bytes: inout [UInt8]) {}\n}\npublic struct FieldSet { var fields: [Int: any AnyField] }"
        ),
        // Adopted only by standard byte containers; a test target's own nested `Array` and `Data` (name fixtures) change nothing.
        RuleExample(
            ExampleFile(
                "Sources/Codec/ByteStorage.swift",
                "import Foundation\n\npublic protocol ByteStorage {\n    init(repeating value: UInt8, count: Int)\n    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R\n}\nextension Array: ByteStorage where Element == UInt8 {}\nextension Data: ByteStorage {}\npublic func decodeFrame<Bytes: ByteStorage>(_ bytes: Bytes) -> Int { 0 }"
            ),
            ExampleFile("Tests/CodecTests/NameFixtures.swift", "enum NameFixtures {\n    struct Array { var items: [Int] }\n    struct Data { var bytes: [UInt8] }\n}")
        ),
        RuleExample(
            "Sources/Events/EventValue.swift",
            "import Foundation\n\nprotocol EventValue {\n    func isStorable() -> Bool\n    func same(as other: EventValue) -> Bool\n}\nextension String: EventValue {\n    func isStorable() -> Bool { true }\n    func same(as other: EventValue) -> Bool { (other as? String) == self }\n}\nextension Int: EventValue {\n    func isStorable() -> Bool { true }\n    func same(as other: EventValue) -> Bool { (other as? Int) == self }\n}\nextension NSNumber: EventValue {\n    func isStorable() -> Bool { !doubleValue.isNaN }\n    func same(as other: EventValue) -> Bool { (other as? NSNumber) == self }\n}\nextension NSNull: EventValue {\n    func isStorable() -> Bool { true }\n    func same(as other: EventValue) -> Bool { other is NSNull }\n}\nextension NSDictionary: EventValue {\n    func isStorable() -> Bool { true }\n    func same(as other: EventValue) -> Bool { (other as? NSDictionary) == self }\n}\nfunc record(_ properties: [String: EventValue]) {}"
        ),
        RuleExample(
            "Sources/Link/Envelope.swift",
            "protocol Envelope {\n    init?(fields: [String: Any])\n    var fields: [String: Any] { get }\n}\nfinal class PauseEnvelope: Envelope {\n    let minutes: Int\n    init?(fields: [String: Any]) { minutes = 0 }\n    var fields: [String: Any] { [:] }\n}\nstruct Relay { func send(_ envelope: any Envelope) {} }"
        ),
        RuleExample(
            "Sources/Gauges/Gauge.swift",
            "enum GaugeKind { case count, level }\nprotocol Gauge {\n    var label: String { get }\n    var kind: GaugeKind { get }\n    init(label: String, sink: Sink)\n}\nfinal class CountGauge: Gauge {\n    let label: String\n    let kind = GaugeKind.count\n    init(label: String, sink: Sink) { self.label = label }\n    func add(_ value: Int) {}\n}\nstruct Board { var gauges: [String: any Gauge] }"
        ),
        RuleExample(
            "Sources/Notes/StoreCommand.swift",
            "protocol StoreCommand {\n    var writes: Bool { get }\n    func run(in store: StoreContext) throws\n}\nstruct RenameNote: StoreCommand {\n    let id: String\n    let title: String\n    var writes: Bool { true }\n    func run(in store: StoreContext) throws { try store.rename(id, to: title) }\n}\nstruct DeleteNote: StoreCommand {\n    let id: String\n    var writes: Bool { true }\n    func run(in store: StoreContext) throws { try store.delete(id) }\n}\nfinal class NoteStorage {\n    private let context: StoreContext\n    init(context: StoreContext) { self.context = context }\n    func perform(_ command: any StoreCommand) throws { try command.run(in: context) }\n}"
        ),
        RuleExample(
            "Sources/Sync/Refresher.swift",
            "protocol Refresher {\n    func start()\n}\nfinal class LiveRefresher: Refresher {\n    func start() {}\n}\nfinal class NoopRefresher: Refresher {\n    func start() {}\n}\nprivate enum RefresherKey: DependencyKey {\n    static let liveValue: any Refresher = LiveRefresher()\n    static let testValue: any Refresher = NoopRefresher()\n}\nstruct Screen { let refresher: any Refresher }"
        ),
        RuleExample(
            "Sources/Wire/Frame.swift",
            "protocol Frame {\n    var sequence: Int { get set }\n    init(reading buffer: inout Buffer, sequence: Int) throws\n    func write(to buffer: inout Buffer)\n}\nprotocol OutgoingFrame: Frame {}\nstruct PingFrame: OutgoingFrame {\n    var sequence: Int\n    init(reading buffer: inout Buffer, sequence: Int) throws { self.sequence = sequence }\n    func write(to buffer: inout Buffer) {}\n}\nstruct Channel { func send<F: OutgoingFrame>(_ frame: F) {} }\nstruct Log { let last: any Frame }"
        ),
        RuleExample(
            "Sources/Search/Filter.swift",
            "protocol Filter {\n    func makeClause() -> Clause\n}\nstruct AllOf: Filter {\n    var parts: [Clause]\n    func makeClause() -> Clause { Clause() }\n}\nfunc & (lhs: any Filter, rhs: any Filter) -> AllOf { AllOf(parts: [lhs.makeClause(), rhs.makeClause()]) }"
        ),
        RuleExample(
            "Sources/Layout/ZoneRule.swift",
            "protocol ZoneRule {\n    func zone(at point: CGPoint, on display: NSScreen) -> Zone?\n}\nstruct HalvesRule: ZoneRule {\n    func zone(at point: CGPoint, on display: NSScreen) -> Zone? { nil }\n}\nstruct QuartersRule: ZoneRule {\n    let gap: Double\n    func zone(at point: CGPoint, on display: NSScreen) -> Zone? { nil }\n}\nstruct Snapper { let rule: any ZoneRule }"
        ),
        // A kind of node adding only properties, in its own file: its methods are the family's.
        RuleExample(
            ExampleFile("Sources/Recipes/Step.swift", "protocol Step {\n    func expand(in book: Recipe) -> [Step]\n}\nfinal class Recipe { var root: Step? }"),
            ExampleFile(
                "Sources/Recipes/TimedStep.swift",
                "protocol TimedStep: Step {\n    var seconds: Int { get }\n}\nfinal class Stir: TimedStep {\n    let seconds = 5\n    func expand(in book: Recipe) -> [Step] { [self] }\n}\nfinal class Course: Step {\n    var steps: [TimedStep] = []\n    func expand(in book: Recipe) -> [Step] { steps }\n}\nstruct Timer { let step: TimedStep }"
            )
        ),
        // Nodes of a tree the package builds from its own classes, one storing more of them: each answers more nodes.
        RuleExample(
            "Sources/Recipes/Step.swift",
            "protocol Step {\n    func expand(in book: Recipe) -> [Step]\n}\nfinal class Stir: Step {\n    let seconds: Int\n    init(seconds: Int) { self.seconds = seconds }\n    func expand(in book: Recipe) -> [Step] { [self] }\n}\nfinal class Course: Step {\n    var steps: [Step]\n    init(steps: [Step]) { self.steps = steps }\n    func expand(in book: Recipe) -> [Step] { steps.flatMap { $0.expand(in: book) } }\n}\nfinal class Recipe { var root: Step? }"
        ),
    ]
}
