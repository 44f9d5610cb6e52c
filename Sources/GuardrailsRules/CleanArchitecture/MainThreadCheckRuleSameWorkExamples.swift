import GuardrailsCore

/// The examples of `main-thread-check` about branches running the same work in place on the main thread and through
/// `DispatchQueue.main.sync` off it in the forms `MainSyncSameWork` reads (another condition beside the negated read, a
/// result handed out through a captured `var`, an `#available` fallback, `main.sync(execute:)`), and a branch recording the
/// main thread's identity now or from the main queue.
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
    ]

    static let nonTriggering: [RuleExample] = [
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
    ]
}
