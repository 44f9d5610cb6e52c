import GuardrailsCore

/// Runtime thread checks are a weaker, later version of what actor isolation proves at compile time.
public struct MainThreadCheckRule: Rule {
    public init() {}
    public static let readsTokens = true

    public static let description = RuleDescription(
        id: "main-thread-check",
        summary: "No `Thread.isMainThread` checks; use actor isolation (`@MainActor`).",
        rationale: """
        Law 11 and the gotcha "Thread.isMainThread is not the main queue": the main thread can run other \
        queues, and a runtime check only fails in production. @MainActor makes the compiler enforce it; \
        a check that work is off the main thread (`assert(!Thread.isMainThread)`) becomes `@concurrent` or \
        `nonisolated` async code.
        Tests are not checked (option `checkTests`): a test or a fake that records or asserts the thread \
        production code called it on (`XCTAssertTrue(Thread.isMainThread)` in a notification handler) \
        observes the code under test, which isolating the test cannot do for it.
        A read that only names the thread for a log line is data, not a check: `if Thread.isMainThread { return \
        "main" }`, `Thread.isMainThread ? "main" : "background"` (both arms string literals, or one of them `nil`: a tag \
        left out of a log line's list) or the whole of an \
        interpolation (`"\\(Thread.isMainThread)"`, also among others in an error message: `"failed: \\(url) \
        isMainThread: \\(Thread.isMainThread)"`, or a line of a multi-line `\"\"\"` report) guards no work and dispatches nothing, so isolation could not \
        replace it; so is an arm with no `else` that only builds a string variable declared before it, read after it (`var tag = ""` \
        then `if !Thread.isMainThread { tag += "[bg "; for … { tag.append(…) } }` and `print(tag + line)`), touching nothing but that \
        string and its own locals. Nor is a debug build's warning, `#if DEBUG` `guard Thread.isMainThread else { return }` followed only \
        by local `let`s and warnings (`print`, `assertionFailure`, a logger's call) up to `#endif`: a write on Core Data's view context \
        flagged in development, which no isolation expresses for code bound to no actor (any other work after the guard, or the guard \
        outside `#if DEBUG`, stays reported). Nor is a branch whose arms run the same code, \
        off the main thread inside `CATransaction.begin()` … `commit()` (`if Thread.isMainThread { super.display() } else \
        { CATransaction.begin(); super.display(); CATransaction.commit() }` in a layer's `display()`, which Core \
        Animation calls on any thread): it picks how to commit, not where to run; nor one that runs the same code, \
        off the main thread inside `autoreleasepool { … }` (`if Thread.isMainThread { return try body() }` then \
        `return try autoreleasepool { return try body() }`): whether a pool is needed is a property of the thread, \
        whose run loop drains one, which no isolation expresses; nor one that runs the same work in place on the main thread and \
        through `DispatchQueue.main.sync` off it (`if Thread.isMainThread { return MainActor.assumeIsolated { work() } }` then \
        `return DispatchQueue.main.sync { MainActor.assumeIsolated { work() } }`, or `main.sync { work() }`): a synchronous \
        getter reading main-actor state (`main.asyncAndWait { … }`, or `main.sync(execute: item)`/`asyncAndWait(execute: item)` \
        after `return item()`, is the same wait, and so is the choice spelled `switch Thread.isMainThread { case true: … case \
        false: … }`), where the check only avoids the deadlock `main.sync` causes on the main thread and \
        no isolation can be declared for synchronous code; so does a synchronous function opening with \
        `if !Thread.isMainThread { return DispatchQueue.main.sync { load(key: key) } }`, calling itself with its own parameters \
        passed through, then doing the work inline (`main.async`, other arguments, or different work in the arms, stays reported); \
        and the same holds with the negated read one conjunct of the condition (`if pid == ownPid, !Thread.isMainThread { return \
        try DispatchQueue.main.sync { try body() } }` then `return try body()`; not beside `||`), with the result handed out \
        through a captured `var` (`var event: Event?; DispatchQueue.main.sync { event = Event(raw) }; return event`), with \
        both arms assigning the same name (`state = current` else `state = DispatchQueue.main.sync { current }`), with the \
        hop's body split by `#if` branches all running the same work, with \
        `main.sync(execute: work)` passing the work's closure itself, or with the main arm split by `if #available(…)` whose \
        fallback calls the same closure by hand, or with the wait spelled by a semaphore the main-actor task signals (`guard \
        Thread.isMainThread else { Task { @MainActor in result = work(); gate.signal() }; gate.wait(); return result }` then \
        `return MainActor.assumeIsolated(work)`), or off the main thread through a Core Data context's own `perform`/`performAndWait` \
        (`viewContext.perform { work() }`, a receiver named `…context`: the main thread may touch a main-queue context in place; \
        also `if concurrencyType == .mainQueueConcurrencyType, Thread.isMainThread { work(); return }` then `performAndWait { work() }`), \
        the hop capturing `[weak self]` to call `self?.work()` the same; nor is a branch recording the main thread's identity into the same property \
        now or from a queue's `async` block (`self.mainID = Thread.currentID`, a watchdog's backtrace target): data about the \
        thread; nor a warning to the caller opening a synchronous function, \
        `if Thread.isMainThread { Log.warn("blocks the caller; use the async variant") }` with no `else` (or an assertion opening it, `assert(!Thread.isMainThread, …)`, `precondition(!…)` or a logger's `assert(!…)`), the branch only \
        logging (`print`, `NSLog`, `os_log`, a call on a logger) before the same work either way: no isolation says "not on \
        the main actor" for synchronous code (the negated form, `if !Thread.isMainThread { log(…) }`, is code that should be \
        `@MainActor`, and an `async` function can be `@concurrent`: both stay checked, and so does a branch doing anything \
        else or having an `else`). So does a branch choosing how the thread reaches a \
        thread-confined resource: the main arm pumping the run loop that delivers a callback (`CFRunLoopRunInMode`) where the \
        other blocks on `.wait(…)`, or the main thread's instance against one opened for or kept by the current thread \
        (`Thread.isMainThread ? self.realm : try Realm()`, `Thread.current.realm`): isolation confines to an actor, not a thread. A branch that runs or returns anything else is still a check, \
        except in a function receiving a `CALayer` (a layer delegate's `layoutSublayers(of:)`, also swizzled), which Core \
        Animation calls on whichever thread commits, so no isolation can be declared for it. The flag handed whole to a call \
        that is not an assertion (`onThread?(Thread.isMainThread)`, a hook tests observe) is data passed on, not a check. \
        Nor is a trap off the main thread (`guard Thread.isMainThread else { fatalError(…) }`, `precondition(Thread.isMainThread)`) \
        in an extension of `MainActor`: a back-port of the actor's own `assumeIsolated` for older compilers, where the check is \
        how isolation is entered (a helper there that hops, `Task { @MainActor in … }`, stays reported). \
        Nor is a read where no isolation can be declared: in a `deinit` (run on whichever thread releases the object last; \
        an `isolated deinit` stays checked), in an `@objc` method the file installs in place of another through the \
        Objective-C runtime (its `#selector` beside `method_exchangeImplementations`, `class_replaceMethod` or a `swizzle…` \
        call), which the framework calls from any thread, or in a synchronous `override` of a member no package type declares \
        that then hops by hand (`guard Thread.isMainThread else { return "" }` before `MainActor.assumeIsolated { … }` in \
        `override var description`, `guard !Thread.isMainThread` before a semaphore's `.wait(…)` in an item provider's \
        `item`), or that bails out off it (`guard Thread.isMainThread else { return }` in a layer's `override func display()`): \
        an override keeps the framework member's isolation. So does a synchronous witness of a protocol the package does not \
        declare (not `private`), in an extension adopting it or marked `nonisolated`, opening with the guard and hopping or bailing out so (`guard Thread.isMainThread else \
        { return false }` in `extension Watcher: NSFilePresenter`): it keeps the requirement's isolation; a witness of the \
        package's own protocol, a method beside the conformance, or an `if` running main-actor work when on the main thread, stays reported. An `assert(Thread.isMainThread)` directly in a \
        `DispatchQueue.main.sync`/`async { … }` block cannot fail and guards nothing; an ordinary or `@objc` method, an \
        override that dispatches with `main.async`, or an assertion in another queue's block stays reported. Nor is an \
        assertion requiring the main thread only while a state holds (`assert(!isReloading || Thread.isMainThread, …)`, one \
        condition `||` the read): isolation is declared for a function, not for a state of its object (`&&`, or more \
        conditions, stays reported). Nor is a read directly in a member of a `@MainActor` type (or its extension, or a member marked \
        `@MainActor`) that is not `nonisolated` (`if !Thread.isMainThread { assertionFailure(…) }`): the compiler already enforces the \
        isolation the rule asks for, so its advice is followed and the check is only redundant, which this message could not say; \
        a read in a closure there (`Task.detached { … }`, a queue's block, a callback), or in a nested type, stays reported.
        """,
        defaultSeverity: .error,
        options: [
            RuleOption("checkTests", .bool(false), "Also check test targets and test-support layers (where a check observes the calling thread)."),
        ],
        triggering: MainThreadCheckRuleDiagnosticExamples.triggering + MainThreadCheckRuleUnisolableExamples.triggering + MainThreadCheckRuleSameWorkExamples.triggering
            + MainThreadCheckRuleIsolatedExamples.triggering + [
            RuleExample(
                "Sources/Infrastructure/Inventory.swift",
                "final class Inventory {\n    func snapshot(tag: String) -> String {\n        if !Thread.isMainThread {\n            return DispatchQueue.main.sync { snapshot(tag: \"main\") }\n        }\n        return render(tag)\n    }\n    func count(_ shelf: Int) -> Int {\n        if !Thread.isMainThread {\n            DispatchQueue.main.async { self.refresh(shelf) }\n            return 0\n        }\n        return shelves[shelf]\n    }\n    func total(_ shelf: Int) -> Int {\n        if !Thread.isMainThread {\n            return DispatchQueue.main.sync { recount(shelf) }\n        }\n        return shelves[shelf]\n    }\n}"
            ),
            RuleExample("Sources/Presentation/Adapter.swift", "func f() { if Thread.isMainThread { run() } }"),
            RuleExample("Sources/UI/View.swift", "func f() { guard Thread.isMainThread else { return } }"),
            RuleExample("Sources/App/Composer.swift", "func f() { assert(Thread.isMainThread) }"),
            RuleExample("Sources/Infrastructure/Decoder.swift", "@concurrent func decode() async { assert(!Thread.isMainThread) }"),
            RuleExample("Sources/Feature/Trace.swift", "func trace(_ url: URL) -> String {\n    \"calling \\(url.host) main: \\(Thread.isMainThread ? render() : url.path)\"\n}"),
            RuleExample("Sources/Feature/Renderer.swift", "func label() -> String {\n    if Thread.isMainThread { return render() }\n    return Thread.isMainThread ? cached : \"\"\n}"),
            RuleExample("Sources/Feature/Cache.swift", "func entry() -> Entry? {\n    Thread.isMainThread ? nil : load()\n}"),
            RuleExample(
                "Sources/UI/VideoLayer.swift",
                "final class VideoLayer: CALayer {\n    override func display() {\n        if Thread.isMainThread {\n            super.display()\n        } else {\n            CATransaction.begin()\n            super.display()\n            render()\n            CATransaction.commit()\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/Store.swift",
                "final class Store {\n    func perform<T>(_ work: () throws -> T) rethrows -> T {\n        if Thread.isMainThread {\n            return try work()\n        }\n        return try autoreleasepool {\n            log()\n            return try work()\n        }\n    }\n}"
            ),
            RuleExample("Sources/App/Report.swift", "func report() -> String {\n    \"\"\"\n    Version: \\(version)\n    Main: \\(Thread.isMainThread && isReady)\n    \"\"\"\n}"),
            RuleExample("Sources/Infrastructure/Uploader.swift", "func upload() {\n    precondition(Thread.isMainThread, \"upload from main\")\n    observer?.willUpload(onMain: !Thread.isMainThread)\n}"),
            RuleExample(
                "Sources/Infrastructure/ReportReader.swift",
                "final class ReportReader {\n    func awaitReply() {\n        if Thread.isMainThread {\n            CFRunLoopRunInMode(.defaultMode, 0.01, true)\n        } else {\n            DispatchQueue.main.async { self.poll() }\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/BadgeView.swift",
                "final class BadgeView: UIView {\n    func refresh(layer: CALayer?) {}\n    func relayout() {\n        if Thread.isMainThread { publish() } else { DispatchQueue.main.async { self.publish() } }\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/SettingsReader.swift",
                "final class SettingsReader {\n    func reload() {\n        if !Thread.isMainThread {\n            ReaderLog.error(message: \"reload must run on the main thread\")\n        }\n        refresh()\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/SettingsReader.swift",
                "final class SettingsReader {\n    func valueSync(_ key: String) -> Int {\n        if Thread.isMainThread {\n            ReaderLog.warn(message: \"valueSync would block\")\n            return 0\n        }\n        return load(key)\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/SettingsReader.swift",
                "final class SettingsReader {\n    func value(_ key: String) async -> Int {\n        if Thread.isMainThread {\n            ReaderLog.warn(message: \"value(_:) runs on the main thread\")\n        }\n        return await load(key)\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/SettingsReader.swift",
                "final class SettingsReader {\n    func valueSync(_ key: String) -> Int {\n        if Thread.isMainThread {\n            ReaderLog.warn(message: \"valueSync would block\")\n        } else {\n            prefetch(key)\n        }\n        return load(key)\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/ScreenInfo.swift",
                "final class ScreenInfo {\n    var scale: Double {\n        if Thread.isMainThread {\n            return MainActor.assumeIsolated { Screen.main.scale }\n        }\n        DispatchQueue.main.async { Screen.main.refresh() }\n        return 1\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/ScreenInfo.swift",
                "final class ScreenInfo {\n    var name: String {\n        if Thread.isMainThread {\n            return MainActor.assumeIsolated { Screen.main.name }\n        }\n        return DispatchQueue.main.sync {\n            MainActor.assumeIsolated { Screen.main.name.uppercased() }\n        }\n    }\n}"
            ),
            // A queue's `async` in the other arm, and an off-main assertion opening an `async` function (which can be `@concurrent`).
            RuleExample(
                "Sources/Infrastructure/DispatchQueue+OnMain.swift",
                "extension DispatchQueue {\n    static func onMain(_ item: @escaping () -> Void) {\n        if Thread.isMainThread {\n            item()\n        } else {\n            DispatchQueue.main.async(execute: item)\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/BlockingArchive.swift",
                "enum BlockingArchive {\n    static func load(from path: String) async -> Data? {\n        ArchiveLog.shared.assert(!Thread.isMainThread, \"load(from:) blocks\")\n        return FileManager.default.contents(atPath: path)\n    }\n}"
            ),
        ],
        nonTriggering: MainThreadCheckRuleDiagnosticExamples.nonTriggering + MainThreadCheckRuleUnisolableExamples.nonTriggering + MainThreadCheckRuleSameWorkExamples.nonTriggering
            + MainThreadCheckRuleIsolatedExamples.nonTriggering + [
            RuleExample(
                "Sources/Infrastructure/Inventory.swift",
                "final class Inventory {\n    func snapshot(tag: String = \"manual\", _ limit: Int) -> String {\n        if !Thread.isMainThread {\n            return DispatchQueue.main.sync {\n                snapshot(tag: tag, limit)\n            }\n        }\n        return render(tag, limit)\n    }\n    @discardableResult\n    func export() throws -> URL? {\n        if !Thread.isMainThread {\n            return try DispatchQueue.main.sync { try self.export() }\n        }\n        return try writer.write(snapshot(1))\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/SettingsReader.swift",
                "final class SettingsReader {\n    func valueSync(_ key: String) -> Int {\n        if Thread.isMainThread {\n            ReaderLog.warn(message: \"valueSync blocks the calling thread; prefer the async value(_:)\")\n        }\n        return load(key)\n    }\n    func namesSync() -> [String] {\n        if Foundation.Thread.isMainThread {\n            print(\"namesSync blocks the main thread\")\n            logger.warning(\"prefer names()\")\n        }\n        return []\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/LogLine.swift",
                "enum LogLine {\n    static func threadLabel() -> String {\n        if Thread.isMainThread { return \"main\" }\n        return Thread.current.name ?? \"?\"\n    }\n    static func prefix() -> String { \"[\\(Foundation.Thread.isMainThread ? \"ui\" : \"bg\")] \\(Thread.isMainThread)\" }\n}"
            ),
            RuleExample("Sources/UI/View.swift", "// Thread.isMainThread is banned"),
            RuleExample(
                "Sources/Infrastructure/LogPrefix.swift",
                "enum LogPrefix {\n    static func tags(_ scope: String) -> String {\n        [scope, (Thread.isMainThread ? \"ui\" : nil), (Thread.isMainThread ? nil : \"bg\")].compactMap { $0 }.joined(separator: \", \")\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/LookupError.swift",
                "struct LookupError: Error {\n    let text: String\n    static func failed(_ url: URL) -> LookupError {\n        LookupError(text: \"calling \\(url.absoluteString) failed, isMainThread: \\(Thread.isMainThread)\")\n    }\n}\nlet line = \"\\(id)\\(Thread.isMainThread)\""
            ),
            RuleExample("Sources/Presentation/Adapter.swift", "@MainActor func display() {}"),
            RuleExample(
                "Sources/UI/VideoLayer.swift",
                "final class VideoLayer: CALayer {\n    override func display() {\n        if Thread.isMainThread {\n            super.display()\n        } else {\n            CATransaction.begin()\n            super.display()\n            CATransaction.commit()\n        }\n        CATransaction.flush()\n    }\n}"
            ),
            RuleExample("Sources/App/Composer.swift", "let name = Thread.current.name"),
            RuleExample(
                "Tests/FeatureTests/DeliveryThreadTests.swift",
                "@Test func deliversOnTheMainThread() async {\n    var threads: [Bool] = []\n    await makeSUT().load { threads.append(Thread.isMainThread) }\n    #expect(threads == [true])\n}"
            ),
            RuleExample("Sources/TestSupport/LocationManagerSpy.swift", "public final class LocationManagerSpy {\n    public private(set) var calledOnMain: [Bool] = []\n    public func requestLocation() { calledOnMain.append(Thread.isMainThread) }\n}"),
            RuleExample(
                "Sources/Infrastructure/Store.swift",
                "final class Store {\n    func perform<T>(_ work: () throws -> T) rethrows -> T {\n        if Thread.isMainThread {\n            return try work()\n        }\n        return try autoreleasepool {\n            return try work()\n        }\n    }\n    func drain(_ step: () -> Void) {\n        if Thread.isMainThread { step() } else { autoreleasepool { step() } }\n    }\n}"
            ),
            RuleExample("Sources/App/Report.swift", "func report() -> String {\n    \"\"\"\n    Version: \\(version)\n    Main thread: \\(Thread.isMainThread)\n    Thread: \\(Thread.current.name ?? \"\")\n    \"\"\"\n}"),
            RuleExample(
                "Sources/Infrastructure/TokenRefresher.swift",
                "final class TokenRefresher {\n    var onRefreshThread: ((Bool) -> Void)?\n    func refresh() {\n        onRefreshThread?(Thread.isMainThread)\n        log(step: \"refresh\", onMain: Thread.isMainThread)\n    }\n}"
            ),
            RuleExample(
                "Sources/UI/LayoutWatch.swift",
                "extension UIView {\n    @objc func watched_layoutSublayers(of layer: CALayer) {\n        watched_layoutSublayers(of: layer)\n        if Thread.isMainThread {\n            LayoutWatch.shared.notify()\n        } else {\n            DispatchQueue.main.async { LayoutWatch.shared.notify() }\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/ReportReader.swift",
                "final class ReportReader {\n    func awaitReply(_ gate: DispatchSemaphore) {\n        if Thread.isMainThread {\n            while reply == nil { CFRunLoopRunInMode(.defaultMode, 0.01, true) }\n        } else {\n            _ = gate.wait(timeout: .now() + 1)\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/LedgerDatabase.swift",
                "final class LedgerDatabase {\n    var context: LedgerDatabase {\n        if Thread.isMainThread {\n            return main\n        } else {\n            return Thread.current.ledger ?? LedgerDatabase()\n        }\n    }\n    func clear() throws {\n        let store = Thread.isMainThread ? self.store : try Store()\n        try store.wipe()\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/ScreenInfo.swift",
                "final class ScreenInfo {\n    var name: String {\n        #if os(macOS)\n        return \"mac\"\n        #else\n        if Thread.isMainThread {\n            return MainActor.assumeIsolated { Screen.main.name }\n        }\n        return DispatchQueue.main.sync {\n            MainActor.assumeIsolated { Screen.main.name }\n        }\n        #endif\n    }\n    var scale: Double {\n        if Thread.isMainThread {\n            return MainActor.assumeIsolated {\n                Screen.main.scale\n            }\n        } else {\n            return DispatchQueue.main.sync { Screen.main.scale }\n        }\n    }\n    func refresh() {\n        if Thread.isMainThread { Screen.main.reload() } else { DispatchQueue.main.sync { Screen.main.reload() } }\n    }\n}"
            ),
            // The synchronous wait spelled `asyncAndWait(execute:)`; a deliberately blocking API asserting its caller is off the main thread.
            RuleExample(
                "Sources/Infrastructure/DispatchQueue+OnMain.swift",
                "extension DispatchQueue {\n    static func onMainWaiting<T>(_ item: () -> T) -> T {\n        if Thread.isMainThread {\n            return item()\n        } else {\n            return DispatchQueue.main.asyncAndWait(execute: item)\n        }\n    }\n}"
            ),
            RuleExample(
                "Sources/Infrastructure/BlockingArchive.swift",
                "enum BlockingArchive {\n    static func load(from path: String) -> Data? {\n        ArchiveLog.shared.assert(!Thread.isMainThread, \"load(from:) blocks the calling thread\")\n        return FileManager.default.contents(atPath: path)\n    }\n    static func size(of path: String) throws -> Int {\n        precondition(!Thread.isMainThread)\n        return try FileManager.default.attributesOfItem(atPath: path).count\n    }\n}"
            ),
        ]
    )

    public func needsTokens(_ file: LintFile, _ context: RuleContext) -> Bool {
        file.model.references.contains(where: isThreadRead)
    }

    public func check(_ file: LintFile, _ context: RuleContext) -> [Violation] {
        if file.isTestCode, !context.flag("checkTests") { return [] }
        let unisolable = UnisolableThreadContext(file: file, index: context.index)
        return file.model.references.compactMap { reference in
            guard isThreadRead(reference),
                  !(TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: file.tokens).map {
                      trapsInMainActorExtension($0, chainStart: chainStart(of: $0, file.tokens), reference, file)
                          || namesThreadForLabel($0, file.tokens, file.source) || isPassedAsData($0, file.tokens) || isInLayerCallback($0, file.tokens)
                          || unisolable.holds($0, chainStart: chainStart(of: $0, file.tokens), enclosingType: reference.enclosingType)
                          || OffMainCallerAssertions.opensSynchronousFunction($0, chainStart: chainStart(of: $0, file.tokens), file.tokens)
                          || assertsOnlyInState($0, chainStart: chainStart(of: $0, file.tokens), file.tokens)
                          || ThreadDiagnosticBranches.buildsLocalLabel(readStart: chainStart(of: $0, file.tokens), read: $0, file.tokens)
                          || ThreadDiagnosticBranches.warnsOnlyInDebug(readStart: chainStart(of: $0, file.tokens), read: $0, file.tokens)
                          || MainActorIsolatedRead.holds($0, reference, file, context.index)
                  } ?? false)
            else { return nil }
            return Violation(reference, "'isMainThread' checks the thread at run time; isolate the code with @MainActor (or @concurrent, off the main actor) instead")
        }
    }

    /// `guard Thread.isMainThread else { fatalError(…) }` (or `precondition(Thread.isMainThread, …)`) in an extension of
    /// `MainActor`: a back-port of the actor's own `assumeIsolated` for compilers lacking it, which can only enter the main
    /// actor's isolation by trapping off the main thread; that check is how isolation is implemented, not a stand-in for
    /// declaring it. A helper there that hops (`Task { @MainActor in … }`, `main.async`) stays reported.
    private func trapsInMainActorExtension(_ position: Int, chainStart start: Int, _ reference: Reference, _ file: LintFile) -> Bool {
        let tokens = file.tokens
        let guardsTrap = start >= 1 && tokens[start - 1].text == "guard" && position + 3 < tokens.count && tokens[position + 1].text == "else"
            && tokens[position + 2].text == "{" && (tokens[position + 3].text == "fatalError" || tokens[position + 3].text == "preconditionFailure")
        let asserts = start >= 2 && tokens[start - 1].text == "(" && tokens[start - 2].text == "precondition"
        guard guardsTrap || asserts else { return false }
        let types = file.model.types
        var current = reference.enclosingType >= 0 ? Int(reference.enclosingType) : nil
        while let index = current, index < types.count {
            guard let parent = types[index].parent else { return types[index].kind == .extension && types[index].name == "MainActor" }
            current = parent
        }
        return false
    }

    /// Where the chain ending at `position` starts: `Thread` of `Foundation.Thread.isMainThread`.
    private func chainStart(of position: Int, _ tokens: [Token]) -> Int {
        var start = position
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        return start
    }

    private func isThreadRead(_ reference: Reference) -> Bool {
        reference.base != nil && reference.name == "isMainThread"
    }

    /// The read at `position` only yields a label: `if … { return "main" }`, `… ? "main" : "bg"`, or `"\(…)"` whole.
    private func namesThreadForLabel(_ position: Int, _ tokens: [Token], _ source: [UInt8]) -> Bool {
        var start = position
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        let after = { (offset: Int) in position + offset < tokens.count ? tokens[position + offset] : nil }
        let isString = { (offset: Int) in after(offset)?.kind == .string }
        // `Thread.isMainThread ? "main" : nil`: a label or none, for a list of log tags that drops the missing ones.
        let isLabel = { (offset: Int) in isString(offset) || after(offset).map { $0.kind == .keyword && $0.text == "nil" } == true }
        if start >= 1, tokens[start - 1].kind == .keyword, tokens[start - 1].text == "if", after(1)?.text == "{",
           after(2)?.text == "return", isString(3), after(4)?.text == "}" { return true }
        if after(1)?.kind == .operator, after(1)?.text == "?", isLabel(2), after(3)?.text == ":", isLabel(4), isString(2) || isString(4) { return true }
        if start >= 1, tokens[start - 1].kind == .keyword, tokens[start - 1].text == "if", after(1)?.text == "{",
           onlyBracketsTransaction(thenAt: position + 1, tokens) || runsSameWorkWrapped(thenAt: position + 1, tokens)
               || ThreadConfinedBranch.isConfinedChoice(thenAt: position + 1, tokens) || onlyWarnsCaller(ifAt: start - 1, thenAt: position + 1, tokens) { return true }
        if ThreadConfinedBranch.isConfinedInstance(position, tokens) { return true }
        if MainSyncSameWork.holdsPositive(readStart: start, read: position, tokens)
            || MainSyncSameWork.holdsNegated(readStart: start, read: position, tokens)
            || MainSyncSameWork.holdsGuarded(readStart: start, read: position, tokens)
            || MainSyncSameWork.holdsSwitched(readStart: start, read: position, tokens)
            || MainSyncSameWork.holdsConjunctContext(readStart: start, read: position, tokens) { return true }
        if start >= 2, tokens[start - 1].text == "!", tokens[start - 2].kind == .keyword, tokens[start - 2].text == "if",
           after(1)?.text == "{", reentersSynchronouslyOnMain(ifAt: start - 2, thenAt: position + 1, tokens) { return true }
        return start >= 1 && opensInterpolation(start, tokens, source) && (position + 1 == tokens.count || closesInterpolation(position, tokens))
    }

    /// `onThread?(Thread.isMainThread)`, `record(main: Thread.isMainThread)`: the flag is the whole argument of a call that
    /// is not an assertion (`assert`, `precondition`, `expect`…): it is handed on as data, guarding nothing here.
    private func isPassedAsData(_ position: Int, _ tokens: [Token]) -> Bool {
        var start = position
        while start >= 2, tokens[start - 1].text == ".", tokens[start - 2].kind == .identifier { start -= 2 }
        guard start >= 1, position + 1 < tokens.count, tokens[position + 1].text == ")" || tokens[position + 1].text == "," else { return false }
        // The call's `(`: right before the flag, or before the earlier arguments (skipping a label).
        var current = start - 1
        if tokens[current].text == ":", current >= 1, tokens[current - 1].kind == .identifier { current -= 2 }
        var depth = 0
        while current >= 0, start - current < 64 {
            let token = tokens[current]
            if token.kind == .punctuation {
                if token.text == ")" || token.text == "]" || token.text == "}" { depth += 1 }
                if token.text == "[" || token.text == "{" { if depth == 0 { return false }; depth -= 1 }
                if token.text == "(" {
                    if depth == 0 { break }
                    depth -= 1
                }
            } else if depth == 0, current == start - 1 {
                return false
            }
            current -= 1
        }
        guard current >= 1, tokens[current].text == "(" else { return false }
        var callee = current - 1
        while callee > 0, tokens[callee].kind == .operator, tokens[callee].text == "?" || tokens[callee].text == "!" { callee -= 1 }
        guard tokens[callee].kind == .identifier else { return false }
        let name = tokens[callee].text.lowercased()
        return !Self.assertionPrefixes.contains(where: name.hasPrefix)
    }

    /// `assert(!isRefetching || Thread.isMainThread, …)`: the whole first argument of an assertion is one other condition
    /// `||` the read, so the main thread is required only while a state holds. Isolation is declared for a function,
    /// not for a state of its object: `@MainActor` would demand the main thread always. A plain `assert(Thread.isMainThread)`,
    /// the read beside `&&`, or more than one `||` stays reported.
    private func assertsOnlyInState(_ position: Int, chainStart start: Int, _ tokens: [Token]) -> Bool {
        guard start >= 3, position + 1 < tokens.count, tokens[start - 1].text == "||",
              tokens[position + 1].text == "," || tokens[position + 1].text == ")" else { return false }
        // Back from `||` to the assertion's `(`: the other condition, with no operator of its own at this depth but `!`.
        var current = start - 2
        var depth = 0
        while current >= 0, start - current < 32 {
            let token = tokens[current]
            if token.kind == .punctuation, token.text == ")" || token.text == "]" { depth += 1 }
            if token.kind == .punctuation, token.text == "(" || token.text == "[" {
                if depth == 0 { break }
                depth -= 1
            }
            if depth == 0, token.text == "," || token.text == "{" || token.text == "}" || token.text == "?"
                || token.kind == .operator && token.text != "!" && token.text != "." { return false }
            current -= 1
        }
        guard current >= 1, current < start - 2, tokens[current].text == "(", tokens[current - 1].kind == .identifier else { return false }
        let callee = tokens[current - 1].text.lowercased()
        return callee.hasPrefix("assert") || callee.hasPrefix("precondition")
    }

    /// Calls that check their argument: the flag handed to one is the check this rule reports.
    private static let assertionPrefixes = ["assert", "precondition", "dispatchprecondition", "expect", "require", "check", "verify", "guarantee", "fatal"]

    /// Inside a function receiving a `CALayer` (a layer delegate's `layoutSublayers(of:)`, `display(_:)`, `draw(_:in:)`, also
    /// swizzled): Core Animation calls it on whichever thread commits the transaction, so no isolation can be declared
    /// for it and the read is how the callback keeps its work on the main thread.
    private func isInLayerCallback(_ position: Int, _ tokens: [Token]) -> Bool {
        var brace = position
        for _ in 0..<12 {
            guard let open = TokenLookup.enclosingBrace(of: brace, tokens, within: 20_000) else { return false }
            var current = open - 1
            while current >= 0, open - current < 48, tokens[current].text != "{", tokens[current].text != "}" {
                if tokens[current].kind == .keyword, tokens[current].text == "func" {
                    return (current..<open).contains { tokens[$0].text == ":" && $0 + 1 < open && tokens[$0 + 1].text == "CALayer" }
                }
                current -= 1
            }
            brace = open
        }
        return false
    }

    /// `if Thread.isMainThread { super.display() } else { CATransaction.begin(); super.display(); CATransaction.commit() }`:
    /// both arms run the same code, off the main thread inside an explicit Core Animation transaction. A framework
    /// callback called on any thread (a layer's `display()`) chooses how to commit, not where to run: no isolation
    /// can express that, and nothing is dispatched.
    private func onlyBracketsTransaction(thenAt open: Int, _ tokens: [Token]) -> Bool {
        guard let thenEnd = TokenLookup.bodyEnd(from: open - 1, in: tokens), thenEnd + 2 < tokens.count,
              tokens[thenEnd + 1].text == "else", tokens[thenEnd + 2].text == "{",
              let elseEnd = TokenLookup.bodyEnd(from: thenEnd + 1, in: tokens) else { return false }
        let then = tokens[(open + 1)..<thenEnd].map(\.text)
        let otherwise = tokens[(thenEnd + 3)..<elseEnd].map(\.text)
        let begin = ["CATransaction", ".", "begin", "(", ")"]
        let commit = ["CATransaction", ".", "commit", "(", ")"]
        guard !then.isEmpty, otherwise.count == then.count + begin.count + commit.count else { return false }
        return Array(otherwise.prefix(begin.count)) == begin && Array(otherwise.suffix(commit.count)) == commit
            && Array(otherwise.dropFirst(begin.count).dropLast(commit.count)) == then
    }

    /// `if Thread.isMainThread { Log.warn("blocks the calling thread; use the async variant") }` opening a synchronous
    /// function, with no `else`: the branch only logs (`print`, `NSLog`, `os_log`, a call on a logger), then both ways
    /// run the same code. It is advice to the caller, not dispatch, and no isolation can say "not on the main actor"
    /// for synchronous code. The negated form (`if !Thread.isMainThread { log(…) }`, code that should be `@MainActor`), a
    /// branch doing anything else, one with an `else`, or one in an `async` function (which can be `@concurrent`) stays a check.
    private func onlyWarnsCaller(ifAt keyword: Int, thenAt open: Int, _ tokens: [Token]) -> Bool {
        guard let thenEnd = TokenLookup.bodyEnd(from: open - 1, in: tokens), open + 1 < thenEnd,
              thenEnd + 1 == tokens.count || tokens[thenEnd + 1].text != "else" else { return false }
        var current = open + 1
        while current < thenEnd {
            // One call: a callee chain (`MixpanelLogger.warn`, `self.logger.warning`, `print`) and its argument list.
            var names: [String] = []
            while current < thenEnd, tokens[current].kind == .identifier || tokens[current].kind == .keyword && tokens[current].text == "self" {
                names.append(tokens[current].text)
                current += 1
                guard current < thenEnd, tokens[current].text == "." else { break }
                current += 1
            }
            guard names.contains(where: Self.isLogName), current < thenEnd, tokens[current].text == "(",
                  let close = Parentheses.closing(opening: current, in: tokens), close < thenEnd else { return false }
            current = close + 1
            if current < thenEnd, tokens[current].text == ";" { current += 1 }
        }
        guard let body = TokenLookup.enclosingBrace(of: keyword, tokens, within: 20_000) else { return false }
        var header = body - 1
        while header >= 0, body - header < 64, tokens[header].text != "{", tokens[header].text != "}" {
            if tokens[header].kind == .keyword, tokens[header].text == "func" || tokens[header].text == "init" {
                return !(header..<body).contains { tokens[$0].text == "async" }
            }
            header -= 1
        }
        return false
    }

    /// A name of a logging call: `print`, `debugPrint`, or one with a word `log`/`logger` (`NSLog`, `os_log`, `logger`,
    /// `AppLogger`, `Log`), not `catalog` or `dialog`.
    static func isLogName(_ name: String) -> Bool {
        if name == "print" || name == "debugPrint" { return true }
        var words: [String] = []
        var word = ""
        for character in name {
            if character.isUppercase || character == "_" { words.append(word); word = "" }
            if character != "_" { word.append(character) }
        }
        words.append(word)
        return words.contains { ["log", "logger", "logging"].contains($0.lowercased()) }
    }

    /// The chain at `start` begins an interpolation: right after a string's opening, or after string text (`") API \\("`)
    /// that follows the previous interpolation, with no space between and so no token of its own. On a later line of a
    /// multi-line string (`"""`), where the line break before it counts as space, the source shows the `\\(` before it.
    private func opensInterpolation(_ start: Int, _ tokens: [Token], _ source: [UInt8]) -> Bool {
        let previous = tokens[start - 1]
        if tokens[start].line != previous.line { return followsInterpolationOpening(tokens[start], source) }
        guard !tokens[start].followsSpace else { return false }
        return previous.kind == .string || !previous.text.isEmpty && Int(previous.column) + previous.text.utf8.count < Int(tokens[start].column)
    }

    /// The source bytes right before `token` are `\\(` (or `\\#(` in a raw string).
    private func followsInterpolationOpening(_ token: Token, _ source: [UInt8]) -> Bool {
        var line = 1
        var offset = 0
        while line < Int(token.line), offset < source.count {
            if source[offset] == UInt8(ascii: "\n") { line += 1 }
            offset += 1
        }
        var current = offset + Int(token.column) - 2
        guard current > 0, current < source.count, source[current] == UInt8(ascii: "(") else { return false }
        current -= 1
        while current > 0, source[current] == UInt8(ascii: "#") { current -= 1 }
        return source[current] == UInt8(ascii: "\\")
    }

    /// `if Thread.isMainThread { return try body() }` then `return try autoreleasepool { return try body() }` (or the same
    /// in an `else`): both ways run the same code, off the main thread inside an autorelease pool, which the main run
    /// loop drains by itself. That asks a property of the thread, which no isolation expresses, not where to run.
    /// So does `if Thread.isMainThread { return MainActor.assumeIsolated { work } }` then `return DispatchQueue.main.sync {
    /// MainActor.assumeIsolated { work } }` (or `main.sync { work }`): a synchronous getter needing main-actor state runs it
    /// in place on the main thread and hops synchronously otherwise; the check only avoids the deadlock `main.sync` would
    /// cause on the main thread, which isolation cannot express for synchronous code. `main.async` stays a check.
    private func runsSameWorkWrapped(thenAt open: Int, _ tokens: [Token]) -> Bool {
        guard let thenEnd = TokenLookup.bodyEnd(from: open - 1, in: tokens), thenEnd + 1 < tokens.count else { return false }
        let then = tokens[(open + 1)..<thenEnd].map(\.text)
        var alternative: [String]
        if tokens[thenEnd + 1].text == "else", thenEnd + 2 < tokens.count, tokens[thenEnd + 2].text == "{",
           let elseEnd = TokenLookup.bodyEnd(from: thenEnd + 1, in: tokens) {
            alternative = tokens[(thenEnd + 3)..<elseEnd].map(\.text)
        } else if then.first == "return", let block = TokenLookup.enclosingBrace(of: open - 1, tokens, within: 64),
                  let blockEnd = TokenLookup.bodyEnd(from: block - 1, in: tokens), thenEnd + 1 < blockEnd {
            alternative = tokens[(thenEnd + 1)..<blockEnd].map(\.text)
        } else {
            return false
        }
        // The rest of a block ending a `#else` branch (`#if os(macOS) return nil #else … #endif`).
        while alternative.last == "#endif" { alternative.removeLast() }
        alternative = MainQueueWaits.normalised(alternative)
        let hop = Self.mainSyncHop
        let pool = alternative.firstIndex(of: "autoreleasepool")
            ?? alternative.indices.first { Array(alternative[$0...].prefix(hop.count)) == hop }
        guard let pool, let brace = alternative[pool...].firstIndex(of: "{"), brace - pool == (alternative[pool] == "autoreleasepool" ? 1 : hop.count - 1),
              alternative.last == "}", alternative[..<pool].allSatisfy({ $0 == "return" || $0 == "try" }) else { return false }
        let wrapped = Array(alternative[(brace + 1)..<(alternative.count - 1)])
        let lead = Array(alternative[..<pool])
        if !then.isEmpty && (wrapped == then || lead + wrapped == then) { return true }
        // `return MainActor.assumeIsolated { work }` on the main thread, `return DispatchQueue.main.sync { work }` off it.
        return alternative[pool] != "autoreleasepool" && lead + Self.assumeIsolated + wrapped + ["}"] == then
    }

    /// `if !Thread.isMainThread { return DispatchQueue.main.sync { load(key: key) } }` opening a synchronous function `load(key:)`:
    /// off the main thread the function calls itself, with its own parameters passed through, on the main queue and waits;
    /// on it, the work runs in place. That is the same work either way, as in `runsSameWorkWrapped`: the check only avoids
    /// the deadlock `main.sync` would cause, which no isolation can express for synchronous code. `main.async` re-entry,
    /// other arguments or another call stay a check.
    private func reentersSynchronouslyOnMain(ifAt keyword: Int, thenAt open: Int, _ tokens: [Token]) -> Bool {
        guard let thenEnd = TokenLookup.bodyEnd(from: open - 1, in: tokens),
              thenEnd + 1 == tokens.count || tokens[thenEnd + 1].text != "else" else { return false }
        var then = Array(tokens[(open + 1)..<thenEnd].map(\.text))
        guard then.first == "return" else { return false }
        then.removeAll { $0 == "try" }
        let hop = Self.mainSyncHop
        guard then.count > hop.count + 3, Array(then[1...hop.count]) == hop, then.last == "}" else { return false }
        var call = Array(then[(hop.count + 1)..<(then.count - 1)])
        if call.starts(with: ["self", "."]) { call.removeFirst(2) }
        // The enclosing function's name and parameters, `func name(label internal: Type = default, …)`.
        guard let body = TokenLookup.enclosingBrace(of: keyword, tokens, within: 20_000) else { return false }
        var header = body - 1
        while header >= 0, body - header < 256, tokens[header].text != "{", tokens[header].text != "}",
              !(tokens[header].kind == .keyword && tokens[header].text == "func") { header -= 1 }
        guard header >= 0, tokens[header].text == "func", header + 2 < body, tokens[header + 2].text == "(",
              let close = Parentheses.closing(opening: header + 2, in: tokens), close < body,
              !(close..<body).contains(where: { tokens[$0].text == "async" }) else { return false }
        var expected = [tokens[header + 1].text, "("]
        var depth = 0
        var names: [String] = []
        var beforeColon = true
        for index in (header + 3)..<close {
            let text = tokens[index].text
            if ["(", "[", "{", "<"].contains(text) { depth += 1 } else if [")", "]", "}", ">"].contains(text) { depth -= 1 }
            if depth == 0, text == ":", beforeColon {
                guard let inner = names.last, let external = names.first else { return false }
                if expected.count > 2 { expected.append(",") }
                expected += external == "_" ? [inner] : [external, ":", inner]
                beforeColon = false
            } else if depth == 0, text == "," {
                names = []
                beforeColon = true
            } else if beforeColon, depth == 0 {
                names.append(text)
            }
        }
        return call == expected + [")"]
    }

    /// `DispatchQueue.main.sync {`: off the main thread, the same work runs there and the caller waits for it.
    private static let mainSyncHop = ["DispatchQueue", ".", "main", ".", "sync", "{"]
    /// `MainActor.assumeIsolated {`: on the main thread, the work runs in place, isolated to the main actor.
    private static let assumeIsolated = ["MainActor", ".", "assumeIsolated", "{"]

    /// The read at `position` ends its interpolation: the next token is on another line, separated from it only by
    /// string text (the interpolation's `)` and what follows), or at least nothing applied to the flag (an operator,
    /// a member, a call or subscript).
    private func closesInterpolation(_ position: Int, _ tokens: [Token]) -> Bool {
        let read = tokens[position]
        let next = tokens[position + 1]
        if next.line != read.line || !next.followsSpace && Int(read.column) + read.text.utf8.count < Int(next.column) { return true }
        return next.kind != .operator && !(next.kind == .punctuation && [".", "(", "["].contains(next.text))
    }
}
