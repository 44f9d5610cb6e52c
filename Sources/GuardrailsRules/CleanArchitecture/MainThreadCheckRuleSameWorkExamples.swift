import GuardrailsCore

/// The examples of `main-thread-check` about branches running the same work in place on the main thread and through
/// `DispatchQueue.main.sync` off it in the forms `MainSyncSameWork` reads (another condition beside the negated read, a
/// result handed out through a captured `var`, an `#available` fallback, `main.sync(execute:)`, the wait spelled with a
/// semaphore after `guard Thread.isMainThread else`, a Core Data context's `perform`), and a branch recording the main
/// thread's identity now or from the main queue.
enum MainThreadCheckRuleSameWorkExamples {
    static let triggering: [RuleExample] = [
        // `||` beside the read: the hop is taken on the main thread too, or skipped off it.
        RuleExample(
            "Sources/Infrastructure/ShelfReader.swift",
            "enum ShelfReader {\n    static func onReaderThread<T>(own: Bool, _ body: () throws -> T) rethrows -> T {\n        if own || !Thread.isMainThread {\n            return try DispatchQueue.main.sync { try body() }\n        }\n        return try body()\n    }\n}"
        ),
        // Another conjunct, but other work in the hop than in place.
        RuleExample(
            "Sources/Infrastructure/ShelfReader.swift",
            "enum ShelfReader {\n    static func onReaderThread<T>(own: Bool, _ body: () throws -> T) rethrows -> T {\n        if own, !Thread.isMainThread {\n            return try DispatchQueue.main.sync { try body() }\n        }\n        return try fallback()\n    }\n}"
        ),
        // The captured result computed by other work off the main thread.
        RuleExample(
            "Sources/Infrastructure/ShelfEvents.swift",
            "extension ShelfEvent {\n    func asSystemEvent() -> SystemEvent? {\n        if Thread.isMainThread {\n            return SystemEvent(shelf: self)\n        }\n        var converted: SystemEvent?\n        DispatchQueue.main.sync {\n            converted = SystemEvent(shelf: self, late: true)\n        }\n        return converted\n    }\n}"
        ),
        // An `#available` fallback that runs something else than the work's closure.
        RuleExample(
            "Sources/Infrastructure/ShelfMain.swift",
            "func onShelfMain<T>(_ work: @MainActor () throws -> T) rethrows -> T {\n    if Thread.isMainThread {\n        if #available(iOS 13.0, *) {\n            return try MainActor.assumeIsolated { try work() }\n        } else {\n            return try legacyShelf()\n        }\n    } else {\n        return try DispatchQueue.main.sync(execute: work)\n    }\n}"
        ),
        // Recording the identity in place, but running other work from the main queue.
        RuleExample(
            "Sources/Infrastructure/ShelfWatchdog.swift",
            "final class ShelfWatchdog: Thread {\n    private var mainID: UInt64 = 0\n    init(queue: DispatchQueue) {\n        super.init()\n        if Thread.isMainThread {\n            self.mainID = Thread.currentID\n        } else {\n            queue.async { [weak self] in self?.restart() }\n        }\n    }\n}"
        ),
        // `perform` on the main run loop is `main.async` by another name.
        RuleExample(
            "Sources/Infrastructure/ShelfNotes.swift",
            "final class ShelfNotes {\n    func reload() {\n        if Thread.isMainThread { refresh() } else { RunLoop.main.perform { self.refresh() } }\n    }\n}"
        ),
        // A context's `perform` running other work than the main thread runs in place.
        RuleExample(
            "Sources/Infrastructure/ShelfNotes.swift",
            "final class ShelfNotes {\n    func prepare() {\n        if Thread.isMainThread {\n            configureViewContext()\n        } else {\n            viewContext.perform { self.refresh() }\n        }\n    }\n}"
        ),
        // A main-actor task nobody waits for: the caller goes on without the result.
        RuleExample(
            "Sources/Infrastructure/MainActor+Shelf.swift",
            "extension MainActor {\n    static func shelfRun(_ work: @escaping @Sendable @MainActor () -> Void) {\n        guard Thread.isMainThread else {\n            Task { @MainActor in work() }\n            return\n        }\n        MainActor.assumeIsolated(work)\n    }\n}"
        ),
        // A `switch` over the flag handing the work to `main.async` off the main thread: a check.
        RuleExample(
            "Sources/Infrastructure/MainActor+Wait.swift",
            "extension MainActor {\n    static func onMain(_ work: @escaping @MainActor () -> Void) {\n        switch Thread.isMainThread {\n        case true: MainActor.assumeIsolated(work)\n        case false: DispatchQueue.main.async { work() }\n        }\n    }\n}"
        ),
        // Both arms assign the same name, but the hop reads something else than the main thread does in place.
        RuleExample(
            "Sources/Infrastructure/ShelfState.swift",
            "final class ShelfState {\n    func phase() -> Phase {\n        let phase: Phase\n        if Thread.isMainThread {\n            phase = shelf.phase\n        } else {\n            phase = DispatchQueue.main.sync { shelf.lastPhase }\n        }\n        return phase\n    }\n}"
        ),
        // An `#if` branch in the hop running other work than the main thread runs in place.
        RuleExample(
            "Sources/Infrastructure/MainActor+Shelf.swift",
            "extension MainActor {\n    static func shelfValue<T: Sendable>(_ work: @MainActor () -> T) -> T {\n        if Thread.isMainThread {\n            return MainActor.assumeIsolated { work() }\n        } else {\n            return DispatchQueue.main.sync {\n                #if swift(<6.0)\n                return MainActor.assumeIsolated { fallback() }\n                #else\n                work()\n                #endif\n            }\n        }\n    }\n}"
        ),
        // A further conjunct beside the positive read with `main.sync` as the other path: it deadlocks on the main thread.
        RuleExample(
            "Sources/Infrastructure/ShelfStore.swift",
            "final class ShelfStore {\n    func flush(now: Bool) {\n        if now, Thread.isMainThread {\n            write()\n            return\n        }\n        DispatchQueue.main.sync { write() }\n    }\n}"
        ),
        // The captured result handed out with a fallback, but other work in the hop than in place.
        RuleExample(
            "Sources/Infrastructure/ShelfCanvas.swift",
            "final class ShelfCanvas {\n    func makeView() -> ShelfView {\n        if Thread.isMainThread {\n            return PageView()\n        } else {\n            var made: PageView?\n            DispatchQueue.main.sync {\n                made = CoverView()\n            }\n            return made ?? ShelfView()\n        }\n    }\n}"
        ),
        // A `[weak self]` hop running other work than the main thread runs in place.
        RuleExample(
            "Sources/Infrastructure/ShelfPanel.swift",
            "final class ShelfPanel {\n    func show() {\n        if Thread.isMainThread {\n            present()\n        } else {\n            DispatchQueue.main.sync { [weak self] in\n                self?.dismiss()\n            }\n        }\n    }\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // The hop spelled with `[weak self]` and `self?.`: the same work either way.
        RuleExample(
            "Sources/Infrastructure/ShelfPanel.swift",
            "final class ShelfPanel {\n    func show() {\n        if Thread.isMainThread {\n            present()\n        } else {\n            DispatchQueue.main.sync { [weak self] in\n                self?.present()\n            }\n        }\n    }\n}"
        ),
        // The captured result handed out with a fallback `main.sync` never leaves it to.
        RuleExample(
            "Sources/Infrastructure/ShelfCanvas.swift",
            "final class ShelfCanvas {\n    func makeView() -> ShelfView {\n        if Thread.isMainThread {\n            return PageView()\n        } else {\n            var made: PageView?\n            DispatchQueue.main.sync {\n                made = PageView()\n            }\n            return made ?? ShelfView()\n        }\n    }\n}"
        ),
        // A main-queue context saved in place on the main thread, through its own `performAndWait` otherwise.
        RuleExample(
            "Sources/Infrastructure/NSManagedObjectContext+Shelf.swift",
            "import CoreData\nextension NSManagedObjectContext {\n    func saveShelf(tries: Int) {\n        if concurrencyType == .mainQueueConcurrencyType, Thread.isMainThread {\n            saveShelfNow(tries: tries)\n            return\n        }\n        performAndWait {\n            saveShelfNow(tries: tries)\n        }\n    }\n}"
        ),
        // The result assigned to the same name in both arms, in place or through `main.sync`.
        RuleExample(
            "Sources/Infrastructure/ShelfState.swift",
            "final class ShelfState {\n    func phase() -> Phase {\n        let phase: Phase\n        if Thread.isMainThread {\n            phase = shelf.phase\n        } else {\n            phase = DispatchQueue.main.sync {\n                shelf.phase\n            }\n        }\n        return phase\n    }\n}"
        ),
        // The hop's body split by `#if` for older compilers, every branch running the same work.
        RuleExample(
            "Sources/Infrastructure/MainActor+Shelf.swift",
            "extension MainActor {\n    static func shelfValue<T: Sendable>(_ work: @MainActor () -> T) -> T {\n        if Thread.isMainThread {\n            return MainActor.assumeIsolated { work() }\n        } else {\n            return DispatchQueue.main.sync {\n                #if swift(<6.0)\n                return MainActor.assumeIsolated { work() }\n                #else\n                work()\n                #endif\n            }\n        }\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ShelfReader.swift",
            "enum ShelfReader {\n    static func onReaderThread<T>(own: Bool, _ body: () throws -> T) rethrows -> T {\n        if own, !Thread.isMainThread {\n            return try DispatchQueue.main.sync { try body() }\n        }\n        return try body()\n    }\n    static func read<T>(pid: Int32, _ body: () -> T) -> T {\n        if pid == ownPid && !Thread.isMainThread {\n            return DispatchQueue.main.sync { body() }\n        }\n        return body()\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ShelfEvents.swift",
            "extension ShelfEvent {\n    func asSystemEvent() -> SystemEvent? {\n        if Thread.isMainThread {\n            return SystemEvent(shelf: self)\n        }\n        // conversion must happen on the main thread\n        var converted: SystemEvent?\n        DispatchQueue.main.sync {\n            converted = SystemEvent(shelf: self)\n        }\n        return converted\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ShelfMain.swift",
            "public func onShelfMain<T>(_ work: @MainActor () throws -> T) rethrows -> T {\n    if Thread.isMainThread {\n        if #available(iOS 13.0, tvOS 13.0, *) {\n            return try MainActor.assumeIsolated {\n                return try work()\n            }\n        } else {\n            return try withoutActuallyEscaping(work) { work in\n                let plain = unsafeBitCast(work, to: (() throws -> T).self)\n                return try plain()\n            }\n        }\n    } else {\n        return try DispatchQueue.main.sync(execute: work)\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ShelfWatchdog.swift",
            "final class ShelfWatchdog: Thread {\n    private var mainID: UInt64 = 0\n    init(queue: DispatchQueue) {\n        super.init()\n        if Thread.isMainThread {\n            self.mainID = Thread.currentID\n        } else {\n            queue.async { [weak self] in\n                self?.mainID = Thread.currentID\n            }\n        }\n    }\n}"
        ),
        // A main-queue Core Data context: touched in place on the main thread, through its own `perform` off it.
        RuleExample(
            "Sources/Infrastructure/ShelfNotes.swift",
            "import CoreData\nfinal class ShelfNotes {\n    let viewContext: NSManagedObjectContext\n    init(viewContext: NSManagedObjectContext) {\n        self.viewContext = viewContext\n        if Thread.isMainThread {\n            configureViewContext()\n        } else {\n            viewContext.perform {\n                self.configureViewContext()\n            }\n        }\n    }\n}"
        ),
        // The synchronous hop spelled with a semaphore the main-actor task signals, waited for right after.
        RuleExample(
            "Sources/Infrastructure/MainActor+Shelf.swift",
            "extension MainActor {\n    static func shelfSync<T: Sendable>(_ work: @escaping @Sendable @MainActor () -> T) -> T {\n        guard Thread.isMainThread else {\n            var value: T!\n            let gate = DispatchSemaphore(value: 0)\n            Task { @MainActor in\n                value = work()\n                gate.signal()\n            }\n            gate.wait()\n            return value\n        }\n        return MainActor.assumeIsolated(work)\n    }\n}"
        ),
        // The same choice spelled as a `switch` over the flag, waiting with `asyncAndWait` off the main thread.
        RuleExample(
            "Sources/Infrastructure/MainActor+Wait.swift",
            "extension MainActor {\n    static func waitOnMain(_ work: @escaping @MainActor () -> Void) {\n        switch Thread.isMainThread {\n        case true: MainActor.assumeIsolated(work)\n        case false: DispatchQueue.main.asyncAndWait { work() }\n        }\n    }\n}"
        ),
    ]
}
