import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about closed families of values: settings records whose methods change or read
/// the record itself, conformers listed in a metatype table the code walks, and a command-line tool's subcommands, beside
/// the seams that stay.
extension ProtocolWithoutTestDoubleRule {
    static let tableTriggeringExamples: [RuleExample] = [
        // The same lookup table beside a function taking any route: a double can be handed in there.
        RuleExample(
            ExampleFile("Sources/Links/TrailRoute.swift", "import Foundation\n\nprotocol TrailRoute {\n    static var host: String { get }\n    init()\n    func screen(for parts: URLComponents) async -> String\n}"),
            ExampleFile("Sources/Links/SummitRoute.swift", "import Foundation\n\nstruct SummitRoute: TrailRoute {\n    static let host = \"summit\"\n    func screen(for parts: URLComponents) async -> String { \"summit\" }\n}"),
            ExampleFile("Sources/Links/RouteParser.swift", "import Foundation\n\nenum RouteParser {\n    private static let known: [String: any TrailRoute.Type] = [SummitRoute.host: SummitRoute.self]\n    static func route(for url: URL) -> TrailRoute? {\n        guard let host = url.host, let kind = known[host] else { return nil }\n        return kind.init()\n    }\n    static func open(_ route: any TrailRoute, parts: URLComponents) async -> String { await route.screen(for: parts) }\n}")
        ),
        // A pick one of whose conditional branches answers a stored value, which anything may have set: a seam.
        RuleExample("Sources/Sensors/Sensor.swift", "public enum Sensor {\n    #if os(iOS)\n    case camera\n    #endif\n    case microphone\n    public func request(_ done: @escaping () -> Void) { Sensor.access(for: self).request(done) }\n}\nprotocol SensorAccess {\n    func request(_ done: @escaping () -> Void)\n}\nstruct CameraAccess: SensorAccess {\n    func request(_ done: @escaping () -> Void) { done() }\n}\nstruct MicrophoneAccess: SensorAccess {\n    let level: Int\n    func request(_ done: @escaping () -> Void) { done() }\n}\nextension Sensor {\n    fileprivate static var fallback: SensorAccess = MicrophoneAccess(level: 0)\n    fileprivate static func access(for sensor: Sensor) -> SensorAccess {\n        switch sensor {\n        #if os(iOS)\n        case .camera:\n            #if SENSOR_CAMERA\n            return CameraAccess()\n            #else\n            fatalError(\"camera module not installed\")\n            #endif\n        #endif\n        case .microphone:\n            #if SENSOR_MICROPHONE\n            return MicrophoneAccess(level: 1)\n            #else\n            return fallback\n            #endif\n        }\n    }\n}"),
        // A public pick hands its result to clients beyond the package, which may hold it as the protocol.
        RuleExample(
            "Sources/Audio/Engines.swift",
            "public protocol SoundEngine: AnyObject {\n    func start() throws\n}\npublic final class TapEngine: SoundEngine {\n    public init() {}\n    public func start() throws {}\n}\npublic final class MixEngine: SoundEngine {\n    public init() {}\n    public func start() throws {}\n}\npublic enum EngineKind {\n    case tap, mix\n    public func makeEngine() -> any SoundEngine {\n        switch self {\n        case .tap: return TapEngine()\n        case .mix: return MixEngine()\n        }\n    }\n}"
        ),
        // A factory building one implementation, no switch: the composition root's choice handed out, a seam waiting for its double.
        RuleExample(
            "Sources/Tool/Vault.swift",
            "protocol Cleaning {\n    func clean(_ names: [String]) async throws\n}\nfinal class DiskCleaner: Cleaning {\n    init(path: String) {}\n    func clean(_ names: [String]) async throws {}\n}\nfinal class Vault {\n    func cleaner() -> Cleaning {\n        DiskCleaner(path: \"/tmp\")\n    }\n    func clear() async throws { try await cleaner().clean([]) }\n}"
        ),
        // A step picked per case, then handed to a function taking any step: a double can be handed in there.
        RuleExample(
            ExampleFile("Sources/Scoring/Move.swift", "enum Move {\n    case bonus(Int), penalty\n    func play(on score: Int) throws -> Int { try Referee().run(step(), on: score) }\n}\nprotocol ScoreStep {\n    func apply(to score: Int) throws -> Int\n}\nprivate extension Move {\n    func step() -> any ScoreStep {\n        switch self {\n        case let .bonus(points): return BonusStep(points: points)\n        case .penalty: return PenaltyStep()\n        }\n    }\n}\nstruct Referee {\n    func run(_ step: any ScoreStep, on score: Int) throws -> Int { try step.apply(to: score) }\n}"),
            ExampleFile("Sources/Scoring/Steps.swift", "struct BonusStep: ScoreStep {\n    let points: Int\n    func apply(to score: Int) throws -> Int { score + points }\n}\nstruct PenaltyStep: ScoreStep {\n    func apply(to score: Int) throws -> Int { guard score > 0 else { throw ScoreError.empty }; return score - 1 }\n}\nstruct DeferredStep: ScoreStep {\n    let points: () -> Int\n    func apply(to score: Int) throws -> Int { score + points() }\n}\nenum ScoreError: Error { case empty }")
        ),
        // A switch that may answer a metatype handed in (`case .custom(let type): type`): the case receives any conformer.
        RuleExample(
            ExampleFile("Sources/Reports/ReportWriter.swift", "protocol ReportWriter: AnyObject {\n    init(title: String)\n    func write(_ lines: [String]) throws -> String\n}\nenum ReportStyle {\n    case plain\n    case custom(any ReportWriter.Type)\n    var writer: any ReportWriter.Type {\n        switch self {\n        case .plain: PlainReportWriter.self\n        case .custom(let type): type\n        }\n    }\n}"),
            ExampleFile("Sources/Reports/Writers.swift", "final class PlainReportWriter: ReportWriter {\n    init(title: String) {}\n    func write(_ lines: [String]) throws -> String { lines.joined() }\n}\nfinal class MarkedReportWriter: ReportWriter {\n    init(title: String) {}\n    func write(_ lines: [String]) throws -> String { lines.joined(separator: \"*\") }\n}"),
            ExampleFile("Sources/Reports/Exporter.swift", "struct Exporter {\n    func export(_ lines: [String], as style: ReportStyle) throws -> String { try style.writer.init(title: \"Report\").write(lines) }\n}")
        ),
        // A table of passes in another file beside a method taking any pass: a double can be handed in.
        RuleExample(
            ExampleFile("Sources/Engine/GraphPass.swift", "protocol GraphPass: AnyObject {\n    init(graph: Graph)\n    func run() throws\n}"),
            ExampleFile("Sources/Engine/Passes.swift", "final class PruneLeaves: GraphPass {\n    init(graph: Graph) {}\n    func run() throws {}\n}\nfinal class MergeEdges: GraphPass {\n    init(graph: Graph) {}\n    func run() throws {}\n}"),
            ExampleFile("Sources/Engine/PassRunner.swift", "final class PassRunner {\n    private let passes: [GraphPass.Type] = [PruneLeaves.self, MergeEdges.self]\n    func perform(on graph: Graph) throws { for pass in passes { try run(pass, on: graph) } }\n    func run(_ pass: any GraphPass.Type, on graph: Graph) throws { try pass.init(graph: graph).run() }\n}")
        ),
        // A table kept in a `static var`: tests can swap in their own list.
        RuleExample(
            ExampleFile("Sources/Engine/GraphPass.swift", "protocol GraphPass: AnyObject {\n    init(graph: Graph)\n    func run() throws\n}"),
            ExampleFile("Sources/Engine/Passes.swift", "final class PruneLeaves: GraphPass {\n    init(graph: Graph) {}\n    func run() throws {}\n}\nfinal class MergeEdges: GraphPass {\n    init(graph: Graph) {}\n    func run() throws {}\n}"),
            ExampleFile("Sources/Engine/PassRunner.swift", "final class PassRunner {\n    static var passes: [any GraphPass.Type] = [PruneLeaves.self, MergeEdges.self]\n    func perform(on graph: Graph) throws { for pass in Self.passes { try pass.init(graph: graph).run() } }\n}")
        ),
        RuleExample(
            "Sources/Prefs/PreferenceGroup.swift",
            "protocol PreferenceGroup {\n    var title: String { get }\n    func validated() -> [String]\n    mutating func reset() throws\n}\nstruct AudioPreferences: PreferenceGroup, Codable {\n    var title: String { \"Audio\" }\n    var volume = 0.5\n    func validated() -> [String] { [] }\n    mutating func reset() throws { volume = 0.5 }\n}\nfinal class PreferencesScreen { var groups: [any PreferenceGroup] = [] }"
        ),
        RuleExample(
            "Sources/Store/SchemaStep.swift",
            "protocol SchemaStep {\n    init()\n    func apply(to database: Database) throws\n}\nfinal class AddNotesTable: SchemaStep {\n    init() {}\n    func apply(to database: Database) throws {}\n}\nfinal class AddTagsColumn: SchemaStep {\n    init() {}\n    func apply(to database: Database) throws {}\n}\nenum SchemaSteps {\n    static let all: [any SchemaStep.Type] = [AddNotesTable.self, AddTagsColumn.self]\n}\nfinal class Upgrader {\n    func upgrade(_ database: Database, with step: any SchemaStep.Type) throws { try step.init().apply(to: database) }\n}"
        ),
        // A service protocol of a command-line tool, held by its updater: a seam, even beside the tool's commands.
        RuleExample(
            "Sources/Tool/Upgrade.swift",
            "import ArgumentParser\nprotocol ReleaseFeed {\n    func latest() async throws -> String\n}\nstruct RemoteReleaseFeed: ReleaseFeed {\n    func latest() async throws -> String { \"1.0\" }\n}\nstruct Upgrade: AsyncParsableCommand {\n    func run() async throws { _ = try await Updater(feed: RemoteReleaseFeed()).check() }\n}\nstruct Updater {\n    let feed: ReleaseFeed\n    func check() async throws -> String { try await feed.latest() }\n}"
        ),
    ]

    static let tableNonTriggeringExamples: [RuleExample] = [
        // Routes looked up by host in a constant table and built from their metatype: nothing hands one in.
        RuleExample(
            ExampleFile("Sources/Links/TrailRoute.swift", "import Foundation\n\nprotocol TrailRoute {\n    static var host: String { get }\n    init()\n    func screen(for parts: URLComponents) async -> String\n}"),
            ExampleFile("Sources/Links/SummitRoute.swift", "import Foundation\n\nstruct SummitRoute: TrailRoute {\n    static let host = \"summit\"\n    func screen(for parts: URLComponents) async -> String { \"summit\" }\n}"),
            ExampleFile("Sources/Links/RouteParser.swift", "import Foundation\n\nenum RouteParser {\n    private static let known: [String: any TrailRoute.Type] = [\n        SummitRoute.host: SummitRoute.self,\n        \"camp\": SummitRoute.self,\n    ]\n    static func route(for url: URL) -> TrailRoute? {\n        guard let host = url.host, let kind = known[host] else { return nil }\n        return kind.init()\n    }\n    static func screen(for url: URL) async -> String? {\n        guard let route = route(for: url), let parts = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }\n        return await route.screen(for: parts)\n    }\n}")
        ),
        // One conformer built per case, each under the compilation condition of its optional module (`#else fatalError`).
        RuleExample("Sources/Sensors/Sensor.swift", "public enum Sensor {\n    #if os(iOS)\n    case camera\n    #endif\n    case microphone\n    public func request(_ done: @escaping () -> Void) { Sensor.access(for: self).request(done) }\n}\nprotocol SensorAccess {\n    func request(_ done: @escaping () -> Void)\n}\nstruct CameraAccess: SensorAccess {\n    func request(_ done: @escaping () -> Void) { done() }\n}\nstruct MicrophoneAccess: SensorAccess {\n    let level: Int\n    func request(_ done: @escaping () -> Void) { done() }\n}\nextension Sensor {\n    fileprivate static func access(for sensor: Sensor) -> SensorAccess {\n        switch sensor {\n        #if os(iOS)\n        case .camera:\n            #if SENSOR_CAMERA\n            return CameraAccess()\n            #else\n            fatalError(\"camera module not installed\")\n            #endif\n        #endif\n        case .microphone:\n            #if SENSOR_MICROPHONE\n            return MicrophoneAccess(level: 1)\n            #else\n            fatalError(\"microphone module not installed\")\n            #endif\n        }\n    }\n}"),
        // One step built per case of a move from its associated values and used at once: nothing holds a step, so
        // nothing could take a double; the steps are a closed family like a table of metatypes.
        RuleExample(
            ExampleFile("Sources/Scoring/Move.swift", "enum Move {\n    case bonus(Int), penalty, deferred(Int)\n    func play(on score: Int) throws -> Int { try step().apply(to: score) }\n}\nprotocol ScoreStep {\n    func apply(to score: Int) throws -> Int\n}\nprivate extension Move {\n    func step() -> ScoreStep {\n        switch self {\n        case let .bonus(points):\n            return BonusStep(points: points)\n        case .penalty:\n            return PenaltyStep()\n        case .deferred(let points):\n            return DeferredStep { points * 2 }\n        @unknown default:\n            fatalError(\"unknown move \\(self)\")\n        }\n    }\n}"),
            ExampleFile("Sources/Scoring/Steps.swift", "struct BonusStep: ScoreStep {\n    let points: Int\n    func apply(to score: Int) throws -> Int { score + points }\n}\nstruct PenaltyStep: ScoreStep {\n    func apply(to score: Int) throws -> Int { guard score > 0 else { throw ScoreError.empty }; return score - 1 }\n}\nstruct DeferredStep: ScoreStep {\n    let points: () -> Int\n    func apply(to score: Int) throws -> Int { score + points() }\n}\nenum ScoreError: Error { case empty }")
        ),
        // A switch over a format's cases answering each conformer's metatype: the writers are a fixed set.
        RuleExample(
            ExampleFile("Sources/Reports/ReportWriter.swift", "protocol ReportWriter: AnyObject {\n    init(title: String)\n    func write(_ lines: [String]) throws -> String\n}\nenum ReportStyle {\n    case plain, marked\n    var writer: any ReportWriter.Type {\n        switch self {\n        case .plain:\n            PlainReportWriter.self\n        case .marked:\n            MarkedReportWriter.self\n        }\n    }\n}"),
            ExampleFile("Sources/Reports/Writers.swift", "final class PlainReportWriter: ReportWriter {\n    init(title: String) {}\n    func write(_ lines: [String]) throws -> String { lines.joined() }\n}\nfinal class MarkedReportWriter: ReportWriter {\n    init(title: String) {}\n    func write(_ lines: [String]) throws -> String { lines.joined(separator: \"*\") }\n}"),
            ExampleFile("Sources/Reports/Exporter.swift", "struct Exporter {\n    func export(_ lines: [String], as style: ReportStyle) throws -> String { try style.writer.init(title: \"Report\").write(lines) }\n}")
        ),
        // The fixed list of an engine's passes, in another file of the protocol's module.
        RuleExample(
            ExampleFile("Sources/Engine/GraphPass.swift", "protocol GraphPass: AnyObject {\n    init(graph: Graph)\n    func run() throws\n}"),
            ExampleFile("Sources/Engine/Passes.swift", "final class PruneLeaves: GraphPass {\n    init(graph: Graph) {}\n    func run() throws {}\n}\nfinal class MergeEdges: GraphPass {\n    init(graph: Graph) {}\n    func run() throws {}\n}"),
            ExampleFile("Sources/Engine/PassRunner.swift", "final class PassRunner {\n    private let passes: [GraphPass.Type] = [\n        PruneLeaves.self,\n        MergeEdges.self,\n    ]\n    func perform(on graph: Graph) throws {\n        for pass in passes { try pass.init(graph: graph).run() }\n    }\n}")
        ),
        RuleExample(
            "Sources/Prefs/PreferenceGroup.swift",
            "protocol PreferenceGroup {\n    static var storageKey: String { get }\n    var title: String { get }\n    func validated() -> [String]\n    mutating func reset()\n}\nstruct AudioPreferences: PreferenceGroup, Codable {\n    static let storageKey = \"audio\"\n    var title: String { \"Audio\" }\n    var volume = 0.5\n    func validated() -> [String] { [] }\n    mutating func reset() { volume = 0.5 }\n}\nstruct DisplayPreferences: PreferenceGroup, Codable {\n    static let storageKey = \"display\"\n    var title: String { \"Display\" }\n    var scale = 1.0\n    func validated() -> [String] { [] }\n    mutating func reset() { scale = 1.0 }\n}\nfinal class PreferencesScreen { var groups: [any PreferenceGroup] = [] }"
        ),
        RuleExample(
            "Sources/Store/SchemaStep.swift",
            "protocol SchemaStep {\n    init()\n    func apply(to database: Database) throws\n}\nfinal class AddNotesTable: SchemaStep {\n    init() {}\n    func apply(to database: Database) throws {}\n}\nfinal class AddTagsColumn: SchemaStep {\n    init() {}\n    func apply(to database: Database) throws {}\n}\nenum SchemaSteps {\n    static let all: [any SchemaStep.Type] = [AddNotesTable.self, AddTagsColumn.self]\n}\nfinal class Upgrader {\n    func upgrade(_ database: Database) throws {\n        for step in SchemaSteps.all { try step.init().apply(to: database) }\n    }\n}"
        ),
        // A mixin of the tool's subcommands refining the parser's command protocol: the parser builds every conformer.
        RuleExample(
            "Sources/Tool/ToolCommand.swift",
            "import ArgumentParser\nprotocol ToolCommand: AsyncParsableCommand {\n    func body() async throws\n}\nextension ToolCommand {\n    func run() async throws { try await body() }\n}\nstruct Sync: ToolCommand {\n    func body() async throws {}\n}\nstruct Prune: ToolCommand {\n    func body() async throws {}\n}\nstruct Chain {\n    let steps: [any ToolCommand]\n}"
        ),
    ]
}
