import GuardrailsCore

/// The examples of `unchecked-sendable` about claims that restate a guarantee: a `final` cell reached only through its own
/// locking API (as Synchronization's `Mutex` is `Sendable` for every value), and a class keeping only `let`s of a framework
/// class documented thread-safe (`NSCache`).
enum UncheckedSendableRuleDocumentedExamples {
    /// A package for iOS 15, before Synchronization's `Mutex`.
    private static let manifest = ExampleFile(
        "Package.swift",
        "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    platforms: [.iOS(.v15)],\n    targets: [.target(name: \"Feature\")]\n)"
    )

    static let triggering: [RuleExample] = [
        // A continuation kept beside a list of values that are not `Sendable`; a non-copyable box whose value enters plainly.
        RuleExample(
            manifest,
            ExampleFile(
                "Sources/Feature/ReplyGate.swift",
                "final class ReplyGate<Answer>: \(ForbiddenSpellings.uncheckedSendable) {\n    private let lock = NSLock()\n    private var waiter: CheckedContinuation<Answer, Error>?\n    private var early: [Answer] = []\n}"
            )
        ),
        RuleExample(
            manifest,
            ExampleFile(
                "Sources/Feature/Handoff.swift",
                "struct Handoff<Item>: ~Copyable, \(ForbiddenSpellings.uncheckedSendable) {\n    let cell: LockedCell<Item?>\n    init(_ item: Item) { cell = LockedCell(item) }\n}"
            )
        ),
        // The cell's value is reachable without the lock: no locking API of its own.
        RuleExample(
            manifest,
            ExampleFile(
                "Sources/Feature/Slot.swift",
                "final class Slot<Item>: \(ForbiddenSpellings.uncheckedSendable) {\n    private let gate: os_unfair_lock_t\n    private var item: Item\n    init(_ item: Item) {\n        self.item = item\n        gate = .allocate(capacity: 1)\n        gate.initialize(to: os_unfair_lock())\n    }\n    func read() -> Item { item }\n}"
            )
        ),
        // A cache beside a counter it changes, and a cache kept in a `var`.
        RuleExample(
            "Sources/Feature/ThumbnailStore.swift",
            "final class ThumbnailStore: \(ForbiddenSpellings.uncheckedSendable) {\n    private let cache = NSCache<NSURL, Thumbnail>()\n    private var hits = 0\n    func thumbnail(for url: URL) -> Thumbnail? {\n        hits += 1\n        return cache.object(forKey: url as NSURL)\n    }\n}"
        ),
        RuleExample(
            "Sources/Feature/GlyphStore.swift",
            "final class GlyphStore: \(ForbiddenSpellings.uncheckedSendable) {\n    var cache = NSCache<NSString, Glyph>()\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // The lock guards only a continuation, `Sendable` whatever it resumes with.
        RuleExample(
            manifest,
            ExampleFile(
                "Sources/Feature/ReplyGate.swift",
                "private final class ReplyGate<Answer>: \(ForbiddenSpellings.uncheckedSendable) {\n    private let lock = NSLock()\n    private var waiter: CheckedContinuation<Answer, Error>?\n    init(_ waiter: CheckedContinuation<Answer, Error>) { self.waiter = waiter }\n    func finish(_ result: Result<Answer, Error>) {\n        lock.lock()\n        let pending = waiter\n        waiter = nil\n        lock.unlock()\n        pending?.resume(with: result)\n    }\n}"
            )
        ),
        // `Mutex` by hand: non-copyable, a lock box alone, its value entering only `sending`.
        RuleExample(
            ExampleFile("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"Kit\",\n    targets: [.target(name: \"Feature\")]\n)"),
            ExampleFile(
                "Sources/Feature/Handoff.swift",
                "struct Handoff<Item>: ~Copyable, \(ForbiddenSpellings.uncheckedSendable) {\n    let cell: LockedCell<Item?>\n    init(_ item: sending Item) { cell = LockedCell(item) }\n    func take() -> Item? { cell.withLockedValue { value in defer { value = nil }; return value } }\n}"
            )
        ),
        RuleExample(
            manifest,
            ExampleFile(
                "Sources/Feature/Slot.swift",
                "final class Slot<Item>: \(ForbiddenSpellings.uncheckedSendable) {\n    private let gate: os_unfair_lock_t\n    private var item: Item\n    init(_ item: Item) {\n        self.item = item\n        gate = .allocate(capacity: 1)\n        gate.initialize(to: os_unfair_lock())\n    }\n    func withLock<R>(_ body: (inout Item) -> R) -> R {\n        os_unfair_lock_lock(gate)\n        defer { os_unfair_lock_unlock(gate) }\n        return body(&item)\n    }\n}"
            )
        ),
        RuleExample(
            "Sources/Feature/ThumbnailStore.swift",
            "final class ThumbnailStore: \(ForbiddenSpellings.uncheckedSendable) {\n    private let cache = NSCache<NSURL, Thumbnail>()\n    init() { cache.countLimit = 200 }\n    func thumbnail(for url: URL) -> Thumbnail? { cache.object(forKey: url as NSURL) }\n}"
        ),
    ]
}
