import GuardrailsCore

/// `ProtocolWithoutTestDoubleRule` examples about protocols whose other side tests need not stand in for: hooks whose
/// package conformers are only null objects, customization hooks with an `open` default, compile-time strategies, the
/// callback side of a doubled port, closure boxes labelled with plain values, availability shims taking a shared instance and
/// a search's predicate queries.
extension ProtocolWithoutTestDoubleRule {
    /// A vended library (`Clock`) that also builds an app of its own, which its composition layer holds.
    private static let clockPackage = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Clock",
            products: [.library(name: "Clock", targets: ["Clock"])],
            targets: [.target(name: "Clock"), .target(name: "App", dependencies: ["Clock"])]
        )
        """

    /// A duration formatter of the `Clock` library, its default conformer declared with `access`.
    private static func durationFormatting(access: String) -> String {
        "public protocol DurationFormatting {\n    func format(_ seconds: Double) -> String?\n}\n\(access) class StandardDurationFormatter: DurationFormatting {\n    public init() {}\n    \(access == "open" ? "open" : "public") func format(_ seconds: Double) -> String? { String(Int(seconds)) }\n}\npublic struct TimerLabel {\n    public var formatter: any DurationFormatting = StandardDurationFormatter()\n}"
    }

    /// A charting library building no program of its own.
    private static let plottingPackage = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Plotting",
            products: [.library(name: "Plotting", targets: ["Plotting"])],
            targets: [.target(name: "Plotting"), .testTarget(name: "PlottingTests", dependencies: ["Plotting"])]
        )
        """

    /// A chart series model of the `Plotting` library: `parent` declares the `Series` protocol and its `open` default (or
    /// nothing), `BandSeries` refines it with `requirements`, adopted by the `open class BandLineSeries` storing `stored`.
    private static func bandSeries(parent: String, requirements: String, stored: String) -> RuleExample {
        RuleExample(
            ExampleFile("Package.swift", plottingPackage),
            ExampleFile(
                "Sources/Plotting/Series.swift",
                "public protocol Series: AnyObject {\n    var values: [Double] { get }\n    func append(_ value: Double)\n    func clear()\n}\n\(parent)"
            ),
            ExampleFile(
                "Sources/Plotting/BandSeries.swift",
                "public protocol BandSeries: Series {\n\(requirements)}\nopen class BandLineSeries: \(parent.isEmpty ? "" : "LineSeries, ")BandSeries {\n\(stored)}\npublic final class Plot {\n    public init() {}\n    public func shade(_ band: any BandSeries) {}\n}"
            )
        )
    }

    /// `Series`'s default, an in-memory model its users subclass, held by the plot.
    private static let lineSeries = "open class LineSeries: Series {\n    public var values: [Double] = []\n    public init() {}\n    open func append(_ value: Double) { values.append(value) }\n    open func clear() { values = [] }\n}\npublic struct Chart {\n    public var series: [any Series] = []\n}"

    /// The band's colors, stored by its default.
    private static let bandColors = "    var bandColors: [String] { get set }\n"

    /// A search over tree nodes taking its criteria as a query protocol (`requirement` one more of its requirements), with two
    /// production queries.
    private static func nodeQuery(_ requirement: String) -> RuleExample {
        RuleExample(
            ExampleFile(
                "Sources/Outline/NodeQuery.swift",
                "protocol NodeQuery {\n    associatedtype Key: Comparable\n    func shouldDescend(into node: TreeNode<Key>) -> Bool\n    func includes(_ node: TreeNode<Key>) -> Bool\n\(requirement)}"
            ),
            ExampleFile(
                "Sources/Outline/OutlineTree.swift",
                "final class OutlineTree<Key: Comparable> {\n    func search<Q: NodeQuery>(using query: Q) -> [TreeNode<Key>] where Q.Key == Key { [] }\n}\nfinal class OffsetQuery: NodeQuery {\n    func shouldDescend(into node: TreeNode<Int>) -> Bool { true }\n    func includes(_ node: TreeNode<Int>) -> Bool { true }\n}\nfinal class RangeQuery: NodeQuery {\n    func shouldDescend(into node: TreeNode<Int>) -> Bool { false }\n    func includes(_ node: TreeNode<Int>) -> Bool { false }\n}"
            )
        )
    }

    static let hookTriggeringExamples: [RuleExample] = [
        // A query that may fail, or that answers more than a `Bool`: a collaborator, not a predicate.
        nodeQuery("    func matches(_ node: TreeNode<Key>) throws -> Bool\n"),
        nodeQuery("    func rank(of node: TreeNode<Key>) -> Int\n"),
        // A real conformer beside the null object: the package implements the hook, and its holders need a double.
        RuleExample(
            "Sources/Metrics/MetricsHook.swift",
            "public protocol MetricsHook {\n    func count(_ metric: String, by value: Double)\n}\npublic final class NOPMetrics: MetricsHook {\n    public init() {}\n    public func count(_ metric: String, by value: Double) {}\n}\nfinal class CounterMetrics: MetricsHook {\n    var totals: [String: Double] = [:]\n    func count(_ metric: String, by value: Double) { totals[metric, default: 0] += value }\n}\nstruct Uploader { let metrics: any MetricsHook }"
        ),
        // A `final` default of the library's formatter is no invitation to subclass: the protocol stays a seam.
        RuleExample(
            ExampleFile("Package.swift", clockPackage),
            ExampleFile("Sources/Clock/DurationFormatting.swift", durationFormatting(access: "public final"))
        ),
        // A strategy some type stores is handed in, and a double could be.
        RuleExample(
            "Sources/Sync/LockStrategy.swift",
            "protocol LockStrategy {\n    static func make() -> Self\n    func lock()\n    func unlock()\n}\nfinal class SpinLock: LockStrategy {\n    static func make() -> SpinLock { SpinLock() }\n    func lock() {}\n    func unlock() {}\n}\nstruct NoLock: LockStrategy {\n    static func make() -> NoLock { NoLock() }\n    func lock() {}\n    func unlock() {}\n}\nfinal class Counter {\n    let lock: any LockStrategy\n    init(lock: any LockStrategy) { self.lock = lock }\n}"
        ),
        // The port holding the delegate has no double: nothing in the tests plays its side either.
        RuleExample(
            "Sources/Reach/LinkMonitor.swift",
            "protocol LinkDelegate: AnyObject {\n    func linkDidChange(isUp: Bool)\n}\nprotocol LinkMonitor: AnyObject {\n    var delegate: LinkDelegate? { get set }\n    func start()\n}\nfinal class Reachability: LinkDelegate {\n    let monitor: LinkMonitor\n    init(monitor: LinkMonitor) { self.monitor = monitor }\n    func linkDidChange(isUp: Bool) {}\n}"
        ),
        // A collaborator the doubled port hands out (read-only, not class-bound) is no callback: it needs its own double.
        RuleExample(
            ExampleFile("Sources/Reach/Tunnel.swift", "protocol CookieStoring {\n    func cookies(for host: String) -> [String]\n}\nprotocol Tunnel: AnyObject {\n    var cookies: CookieStoring { get }\n    func open()\n}\nfinal class SessionCookies: CookieStoring {\n    func cookies(for host: String) -> [String] { [] }\n}\nfinal class Refresher {\n    init(tunnel: Tunnel) {}\n}\nenum LiveCookies {\n    static let shared: CookieStoring = SessionCookies()\n}"),
            ExampleFile("Tests/ReachTests/TunnelSpy.swift", "final class TunnelSpy: Tunnel {\n    let cookies: CookieStoring = LiveCookies.shared\n    func open() {}\n}")
        ),
        // A box storing a collaborator beside its closure is an implementation, even when tests build it too.
        RuleExample(
            ExampleFile("Sources/Flow/Step.swift", "protocol Step {\n    var identifier: String { get }\n    func run(in context: FlowContext) async\n}\ntypealias StepClosure = (FlowContext) async -> Void\nstruct LoggedStep: Step {\n    let identifier: String\n    let logger: FlowLogger\n    let closure: StepClosure\n    func run(in context: FlowContext) async { await closure(context) }\n}\nfinal class Flow {\n    var steps: [any Step] = []\n    func add(_ id: String, _ closure: @escaping StepClosure) { steps.append(LoggedStep(identifier: id, logger: FlowLogger(), closure: closure)) }\n}"),
            ExampleFile("Tests/FlowTests/FlowTests.swift", "@Test func runs() { _ = LoggedStep(identifier: \"a\", logger: FlowLogger()) { _ in } }")
        ),
        // A refinement's own method doing work without a result keeps it a seam, whatever its parent.
        bandSeries(parent: lineSeries, requirements: bandColors + "    func export(to path: String)\n", stored: "    public var bandColors: [String] = []\n    open func export(to path: String) {}\n"),
        // A parent only the refinement reaches (no type adopts it directly, no code names it) is judged through the refinement.
        bandSeries(
            parent: "",
            requirements: bandColors,
            stored: "    public var values: [Double] = []\n    public var bandColors: [String] = []\n    public init() {}\n    open func append(_ value: Double) {}\n    open func clear() {}\n"
        ),
    ]

    static let hookNonTriggeringExamples: [RuleExample] = [
        // The library's users (its example app) bring formatters of their own: the hook's other strategies, not its seam.
        RuleExample(
            ExampleFile("Package.swift", clockPackage),
            ExampleFile("Sources/Clock/DurationFormatting.swift", durationFormatting(access: "open")),
            ExampleFile("Sources/App/CompactFormatter.swift", "import Clock\nfinal class CompactFormatter: DurationFormatting {\n    func format(_ seconds: Double) -> String? { nil }\n}")
        ),
        // A refinement adding only styling values to the library's series model, adopted by an `open` model class: its methods are
        // `Series`'s, which is judged on its own; nor do setters in method form of its own values (`setBandColor`) make it a seam.
        bandSeries(parent: lineSeries, requirements: "    var lowerColor: String { get set }\n", stored: "    public var lowerColor = \"gray\"\n"),
        bandSeries(
            parent: lineSeries,
            requirements: bandColors + "    func setBandColor(_ color: String)\n    func resetBandColors()\n",
            stored: "    public var bandColors: [String] = []\n    open func setBandColor(_ color: String) { bandColors = [color] }\n    open func resetBandColors() { bandColors = [] }\n"
        ),
        // The criteria of one search, every requirement a `Bool` predicate: tested through the real queries.
        nodeQuery(""),
        // The package's only conformer is the null object installed by default; the real profiler is a benchmark harness's.
        RuleExample(
            "Sources/Metrics/MetricsHook.swift",
            "public protocol MetricsHook {\n    func count(_ metric: String, by value: Double)\n}\npublic final class NOPMetrics: MetricsHook {\n    public init() {}\n    public func count(_ metric: String, by value: Double) {}\n}\nstruct Uploader { let metrics: any MetricsHook }"
        ),
        // A public formatter of a vended library with an `open` default its users subclass or replace: a customization hook.
        RuleExample(
            ExampleFile("Package.swift", clockPackage),
            ExampleFile("Sources/Clock/DurationFormatting.swift", durationFormatting(access: "open"))
        ),
        // A strategy built from a generic parameter (`Lock.make()`), chosen at compile time between a real lock and none.
        RuleExample(
            "Sources/Sync/LockStrategy.swift",
            "protocol LockStrategy {\n    static func make() -> Self\n    func lock()\n    func unlock()\n}\nfinal class SpinLock: LockStrategy {\n    static func make() -> SpinLock { SpinLock() }\n    func lock() {}\n    func unlock() {}\n}\nstruct NoLock: LockStrategy {\n    static func make() -> NoLock { NoLock() }\n    func lock() {}\n    func unlock() {}\n}\nfinal class Counter<Lock: LockStrategy> {\n    private let guardLock = Lock.make()\n}"
        ),
        // The delegate is the callback side of a port the tests double: the monitor's double calls it.
        RuleExample(
            ExampleFile("Sources/Reach/LinkMonitor.swift", "protocol LinkDelegate: AnyObject {\n    func linkDidChange(isUp: Bool)\n}\nprotocol LinkMonitor: AnyObject {\n    var delegate: LinkDelegate? { get set }\n    func start()\n}\nfinal class Reachability: LinkDelegate {\n    let monitor: LinkMonitor\n    init(monitor: LinkMonitor) { self.monitor = monitor }\n    func linkDidChange(isUp: Bool) {}\n}"),
            ExampleFile("Tests/ReachTests/LinkMonitorSpy.swift", "final class LinkMonitorSpy: LinkMonitor {\n    weak var delegate: LinkDelegate?\n    func start() { delegate?.linkDidChange(isUp: true) }\n}")
        ),
        // The same callback held as a parenthesized existential (`(any GaugeDelegate)?`), an actor-bound port.
        RuleExample(
            ExampleFile("Sources/Gauge/GaugeFeed.swift", "@MainActor\npublic protocol GaugeFeed: Sendable {\n    var delegate: (any GaugeDelegate)? { get set }\n    func poll() throws\n}\n@MainActor\npublic protocol GaugeDelegate: AnyObject {\n    func feed(_ feed: any GaugeFeed, read value: Double)\n}\nfinal class Dial: GaugeDelegate {\n    let feed: any GaugeFeed\n    init(feed: any GaugeFeed) { self.feed = feed }\n    func feed(_ feed: any GaugeFeed, read value: Double) {}\n}"),
            ExampleFile("Tests/GaugeTests/GaugeFeedStub.swift", "final class GaugeFeedStub: GaugeFeed {\n    weak var delegate: (any GaugeDelegate)?\n    func poll() throws { delegate?.feed(self, read: 1) }\n}")
        ),
        // A closure box storing, beside the closure, only the identifier the protocol asks for: tests build it with closures of their own.
        RuleExample(
            ExampleFile("Sources/Flow/Step.swift", "protocol Step {\n    var identifier: String { get }\n    func run(in context: FlowContext) async\n}\ntypealias StepClosure = (FlowContext) async -> Void\nstruct ClosureStep: Step {\n    let identifier: String\n    let closure: StepClosure\n    func run(in context: FlowContext) async { await closure(context) }\n}\nfinal class Flow {\n    var steps: [any Step] = []\n    func add(_ id: String, _ closure: @escaping StepClosure) { steps.append(ClosureStep(identifier: id, closure: closure)) }\n}"),
            ExampleFile("Tests/FlowTests/FlowTests.swift", "@Test func runs() { _ = ClosureStep(identifier: \"a\") { _ in } }")
        ),
        // The OS picks between the two shared instances: an availability shim, whether it builds them or takes their `shared`.
        RuleExample(
            "Sources/Tracing/Tracing.swift",
            "protocol Tracing {\n    func trace(_ name: String, _ block: () -> Void)\n}\nvar tracer: Tracing {\n    if #available(iOS 15.0, *) {\n        SignpostTracer.shared\n    } else {\n        PlainTracer.shared\n    }\n}\nfinal class PlainTracer: Tracing {\n    static let shared = PlainTracer()\n    func trace(_ name: String, _ block: () -> Void) { block() }\n}\n@available(iOS 15.0, *)\nfinal class SignpostTracer: Tracing {\n    static let shared = SignpostTracer()\n    func trace(_ name: String, _ block: () -> Void) { block() }\n}\nstruct Renderer { let tracing: Tracing = tracer }"
        ),
    ]
}
