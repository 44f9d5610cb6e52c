import GuardrailsCore

/// `SuiteNamedByBehaviorRule` examples about subjects whose shape names what they are: a capability protocol several types
/// adopt, a data structure (a struct named as one, a generic `final` class), the namespace of a wire protocol.
extension SuiteNamedByBehaviorRule {
    static let containerTriggeringExamples: [RuleExample] = [
        // A struct taking what it stores, not named as a data structure: a model whose suite should name the behaviour.
        RuleExample(
            ExampleFile("Sources/Feature/Basket.swift", "struct Item: Hashable {\n    let sku: String\n}\n\nstruct Basket {\n    private var items: [Item] = []\n    mutating func add(_ item: Item) { items.append(item) }\n}"),
            ExampleFile("Tests/FeatureTests/BasketTests.swift", "import Feature\nimport XCTest\n\nfinal class BasketTests: XCTestCase {\n    func test_add() { var sut = Basket(); sut.add(Item(sku: \"a\")) }\n}")
        ),
        // A struct named as a cache that only takes its dictionary's keys (the host), deciding for each: a policy, not a data
        // structure; and a generic final class not named as one, a scheduler taking its links.
        RuleExample(
            ExampleFile(
                "Sources/Feature/RetryFailureCache.swift",
                "import Foundation\n\nstruct RetryFailureCache {\n    private struct State {\n        var failedAt: Date?\n    }\n\n    private var states: [String: State] = [:]\n    mutating func noteFailure(for host: String, now: Date) { states[host] = State(failedAt: now) }\n    mutating func shouldRetry(_ host: String, now: Date) -> Bool { states[host]?.failedAt.map { now.timeIntervalSince($0) > 60 } ?? true }\n}"
            ),
            ExampleFile(
                "Sources/Feature/LinkScheduler.swift",
                "final class LinkScheduler<Link> {\n    private var candidates: [Link] = []\n    private let cap: Int\n    init(cap: Int) { self.cap = cap }\n    func enqueue(_ link: Link) { if candidates.count < cap { candidates.append(link) } }\n}"
            ),
            ExampleFile("Tests/FeatureTests/RetryFailureCacheTests.swift", "import Feature\nimport XCTest\n\nfinal class RetryFailureCacheTests: XCTestCase {\n    func test_waits() { var sut = RetryFailureCache(); sut.noteFailure(for: \"a\", now: .now) }\n}"),
            ExampleFile("Tests/FeatureTests/LinkSchedulerTests.swift", "import Feature\nimport XCTest\n\nfinal class LinkSchedulerTests: XCTestCase {\n    func test_enqueue() { LinkScheduler<Int>(cap: 1).enqueue(1) }\n}")
        ),
        // A generic class storing a collaborator of the package beside its elements: logic, not a data structure.
        RuleExample(
            ExampleFile("Sources/Feature/ItemSink.swift", "protocol ItemSink {\n    func deliver(_ count: Int)\n}"),
            ExampleFile(
                "Sources/Feature/Batcher.swift",
                "final class Batcher<Item> {\n    private let sink: ItemSink\n    private var pending: [Item] = []\n    init(sink: ItemSink) { self.sink = sink }\n    func add(_ item: Item) { pending.append(item); sink.deliver(pending.count) }\n}"
            ),
            ExampleFile("Tests/FeatureTests/BatcherTests.swift", "import Feature\nimport XCTest\n\nfinal class BatcherTests: XCTestCase {\n    func test_add() { Batcher<Int>(sink: SinkSpy()).add(1) }\n}")
        ),
        // A capability protocol with one adopter: that adopter's seam, not a capability several types share.
        RuleExample(
            ExampleFile(
                "Sources/Feature/Resizable.swift",
                "protocol Resizable {\n    func resized(by factor: Double) -> Self\n}\n\nextension Resizable {\n    func doubled() -> Self { resized(by: 2) }\n}\n\nstruct Tile: Resizable {\n    var side: Double\n    func resized(by factor: Double) -> Tile { Tile(side: side * factor) }\n}"
            ),
            ExampleFile("Tests/FeatureTests/ResizableTests.swift", "import Feature\nimport XCTest\n\nfinal class ResizableTests: XCTestCase {\n    func test_doubled() { XCTAssertEqual(Tile(side: 1).doubled().side, 2) }\n}")
        ),
        // A struct named `…Protocol` keeping state: an object, not a wire protocol's codec.
        RuleExample(
            ExampleFile("Sources/Feature/HandshakeProtocol.swift", "struct HandshakeProtocol {\n    private var sequence = 0\n    mutating func nextGreeting() -> String { sequence += 1; return \"hello \\(sequence)\" }\n}"),
            ExampleFile("Tests/FeatureTests/HandshakeProtocolTests.swift", "import Feature\nimport XCTest\n\nfinal class HandshakeProtocolTests: XCTestCase {\n    func test_next() { var sut = HandshakeProtocol(); XCTAssertEqual(sut.nextGreeting(), \"hello 1\") }\n}")
        ),
    ]

    static let containerNonTriggeringExamples: [RuleExample] = [
        // A protocol named for a capability, implemented in its extension and adopted by several types: its suite proves that capability.
        RuleExample(
            ExampleFile(
                "Sources/Feature/Resizable.swift",
                "protocol Resizable {\n    func resized(by factor: Double) -> Self\n}\n\nextension Resizable {\n    func doubled() -> Self { resized(by: 2) }\n}\n\nstruct Tile {\n    var side: Double\n}\n\nstruct Frame {\n    var width: Double\n}\n\nextension Tile: Resizable {\n    func resized(by factor: Double) -> Tile { Tile(side: side * factor) }\n}\n\nextension Frame: Resizable {\n    func resized(by factor: Double) -> Frame { Frame(width: width * factor) }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/ResizableTests.swift",
                "import Feature\nimport XCTest\n\nfinal class ResizableTests: XCTestCase {\n    func test_tile() { XCTAssertEqual(Tile(side: 1).doubled().side, 2) }\n    func test_frame() { XCTAssertEqual(Frame(width: 1).doubled().width, 2) }\n}"
            )
        ),
        // A struct named as a data structure, not generic, taking in a mutating method the values its collections hold.
        RuleExample(
            ExampleFile(
                "Sources/Feature/PointSet.swift",
                "struct Point: Hashable {\n    var x: Double\n}\n\nstruct PointSet {\n    private var buckets = [Int: [Point]]()\n    let tolerance: Double\n    init(tolerance: Double) { self.tolerance = tolerance }\n    mutating func insert(_ point: Point) -> Point {\n        let key = Int(point.x / max(tolerance, 1))\n        if let match = buckets[key]?.first { return match }\n        buckets[key, default: []].append(point)\n        return point\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/PointSetTests.swift",
                "import Feature\nimport XCTest\n\nfinal class PointSetTests: XCTestCase {\n    func test_mergesNearPoints() {\n        var set = PointSet(tolerance: 1)\n        let first = set.insert(Point(x: 0.5))\n        XCTAssertEqual(set.insert(Point(x: 0.7)), first)\n    }\n}"
            )
        ),
        // A generic final class storing its elements in a nested entry and plain limits: a bounded cache, a data structure.
        RuleExample(
            ExampleFile(
                "Sources/Feature/RecentCache.swift",
                "import Foundation\n\nfinal class RecentCache<Item> {\n    private struct Entry {\n        let item: Item\n        var seen: Date\n    }\n\n    private var entries: [String: Entry] = [:]\n    private let capacity: Int\n    init(capacity: Int) { self.capacity = capacity }\n    var count: Int { entries.count }\n    func record(_ item: Item, id: String, at now: Date) {\n        entries[id] = Entry(item: item, seen: now)\n        if entries.count > capacity, let oldest = entries.min(by: { $0.value.seen < $1.value.seen }) { entries[oldest.key] = nil }\n    }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/RecentCacheTests.swift",
                "import Feature\nimport Testing\n\nstruct RecentCacheTests {\n    @Test func evictsOldest() {\n        let cache = RecentCache<Int>(capacity: 1)\n        cache.record(1, id: \"a\", at: .now)\n        cache.record(2, id: \"b\", at: .now)\n        #expect(cache.count == 1)\n    }\n}"
            )
        ),
        // A stateless struct named `…Protocol`: a wire protocol's codec, whatever its functions are called.
        RuleExample(
            ExampleFile(
                "Sources/Feature/RelayProtocol.swift",
                "import Foundation\n\nstruct RelayProtocol {\n    static func sealEnvelope(_ text: String) -> Data { Data(text.utf8) }\n    static func openEnvelope(_ data: Data) -> String? { String(data: data, encoding: .utf8) }\n}"
            ),
            ExampleFile(
                "Tests/FeatureTests/RelayProtocolTests.swift",
                "import Feature\nimport XCTest\n\nfinal class RelayProtocolTests: XCTestCase {\n    func test_roundTrip() { XCTAssertEqual(RelayProtocol.openEnvelope(RelayProtocol.sealEnvelope(\"hi\")), \"hi\") }\n}"
            )
        ),
    ]
}
