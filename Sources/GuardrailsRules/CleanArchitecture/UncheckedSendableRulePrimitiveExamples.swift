import GuardrailsCore

/// The examples of `unchecked-sendable` about synchronisation code itself: a single-threaded build's fallback beside a checked
/// branch (`SiblingBranchClaims`), a park/wake slot or atomics-backed class (`SynchronizationPrimitives`), and the unsynchronised
/// box a lock's tests mutate under it (`UnsynchronizedLockTestBoxes`).
enum UncheckedSendableRulePrimitiveExamples {
    /// `struct Slot` declared `first` in a `#if Threads` branch over `Mutex`, and `second` in its `#else` over plain storage.
    private static func slot(_ first: String, _ second: String) -> String {
        "#if Threads\nimport Synchronization\n\nstruct Slot<Item>: ~Copyable, \(first) {\n    private let guarded: Mutex<Item>\n    init(_ item: consuming sending Item) { guarded = Mutex(item) }\n}\n#else\nstruct Slot<Item>: ~Copyable, \(second) {\n    private var item: Item\n    init(_ item: consuming Item) { self.item = item }\n}\n#endif"
    }

    /// A park/wake slot over a pthread mutex and condition variable, its flag declared with `access`.
    private static func waiter(_ access: String) -> String {
        "import Glibc\n\nfinal class Waiter: \(ForbiddenSpellings.uncheckedSendable) {\n    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)\n    private let signal: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)\n    \(access)var released = false\n    func wait() {\n        pthread_mutex_lock(mutex)\n        while !released { pthread_cond_wait(signal, mutex) }\n        pthread_mutex_unlock(mutex)\n    }\n}"
    }

    /// An arena keeping a fixed base pointer and an atomic fill level, with `extra` stored members.
    private static func arena(_ extra: String) -> String {
        "import Synchronization\n\nfinal class Arena: \(ForbiddenSpellings.uncheckedSendable) {\n    let base: UnsafeMutableRawPointer\n    let used: Atomic<Int>\n\(extra)    init(base: UnsafeMutableRawPointer) {\n        self.base = base\n        used = Atomic(0)\n    }\n}"
    }

    /// A private box `declaration` beside a suite named `suite` mutating it under a lock.
    private static func lockSuite(_ suite: String, _ declaration: String) -> String {
        "import Testing\n@testable import Kit\n\n\(declaration) {\n    var count = 0\n}\n\nstruct \(suite) {\n    @Test func countsEveryEntry() async {\n        let lock = SpinLock()\n        let tally = Tally()\n        lock.withLock { tally.count += 1 }\n        #expect(tally.count == 1)\n    }\n}"
    }

    static let triggering: [RuleExample] = [
        // Both branches unchecked: no build checks the type.
        RuleExample("Sources/Runtime/Slot.swift", slot(ForbiddenSpellings.uncheckedSendable, ForbiddenSpellings.uncheckedSendable)),
        // The slot's flag reachable without its lock; a stored `var` beside the atomics.
        RuleExample("Sources/Runtime/Waiter.swift", waiter("")),
        RuleExample("Sources/Runtime/Arena.swift", arena("    var label = \"\"\n")),
        // The box in a suite of something other than a lock, and a double adopting a protocol in a lock's suite.
        RuleExample("Tests/KitTests/ReceiptTests.swift", lockSuite("ReceiptTests", "private final class Tally: \(ForbiddenSpellings.uncheckedSendable)")),
        RuleExample("Tests/KitTests/SpinLockTests.swift", lockSuite("SpinLockTests", "private final class Tally: Counting, \(ForbiddenSpellings.uncheckedSendable)")),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("Sources/Runtime/Slot.swift", slot("Sendable", ForbiddenSpellings.uncheckedSendable)),
        RuleExample("Sources/Runtime/Waiter.swift", waiter("private ")),
        RuleExample("Sources/Runtime/Arena.swift", arena("")),
        RuleExample("Tests/KitTests/SpinLockTests.swift", lockSuite("SpinLockTests", "private final class Tally: \(ForbiddenSpellings.uncheckedSendable)")),
    ]
}
