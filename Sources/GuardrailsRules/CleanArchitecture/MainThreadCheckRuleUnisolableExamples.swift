import GuardrailsCore

/// The examples of `main-thread-check` about code no isolation can be declared for (`UnisolableThreadContext`): a
/// `deinit`, a method the Objective-C runtime installs in place of a framework's, a synchronous override of a framework
/// member that then hops by hand, an assertion inside a block the main queue runs, and a back-port of the main actor's own API.
enum MainThreadCheckRuleUnisolableExamples {
    static let triggering: [RuleExample] = [
        // The main thread required in a state and more, or always: a function's isolation says it.
        RuleExample(
            "Sources/Infrastructure/ShelfIndex.swift",
            "final class ShelfIndex {\n    func count() -> Int {\n        assert(isReady && Thread.isMainThread, \"count on main\")\n        return rows.count\n    }\n}"
        ),
        RuleExample("Sources/Infrastructure/ShelfIndex.swift", "func count() -> Int {\n    precondition(isLoading || isPaused || Thread.isMainThread)\n    return rows.count\n}"),
        // An `@objc` method nothing swaps in: an ordinary entry point, which can be `@MainActor`.
        RuleExample(
            "Sources/UI/ShelfButton.swift",
            "final class ShelfButton: NSObject {\n    @objc dynamic func tapped() {\n        if Thread.isMainThread {\n            refresh()\n        } else {\n            DispatchQueue.main.async { self.refresh() }\n        }\n    }\n}"
        ),
        // An override that hops to the main queue itself, or one of a member the package declares: isolation can say it.
        RuleExample(
            "Sources/UI/ShelfCard.swift",
            "final class ShelfCard: UIView {\n    override func layoutSubviews() {\n        if Thread.isMainThread {\n            relayout()\n        } else {\n            DispatchQueue.main.async { self.relayout() }\n        }\n    }\n}"
        ),
        RuleExample(
            "Sources/Infrastructure/ShelfPrinter.swift",
            "class ShelfFormatter {\n    func summary() -> String { \"\" }\n}\nfinal class ShelfPrinter: ShelfFormatter {\n    override func summary() -> String {\n        guard Thread.isMainThread else { return \"\" }\n        return MainActor.assumeIsolated { shelf.title }\n    }\n}"
        ),
        // An assertion in a block another queue runs can fail: it checks where the work runs.
        RuleExample(
            "Sources/Infrastructure/ShelfRenderer.swift",
            "final class ShelfRenderer {\n    func render() {\n        renderQueue.async {\n            assert(Thread.isMainThread)\n            self.draw()\n        }\n    }\n}"
        ),
        // Bailing out in an override of a member the package declares: the package can isolate it.
        RuleExample(
            "Sources/UI/DialGauge.swift",
            "class Gauge {\n    func redraw() {}\n}\nfinal class DialGauge: Gauge {\n    override func redraw() {\n        guard Thread.isMainThread else { return }\n        draw()\n    }\n}"
        ),
        // A witness of the package's own protocol, which the package can isolate, and a plain method beside a framework conformance.
        RuleExample(
            "Sources/UI/PagePreviewer.swift",
            "protocol PagePreviewing {\n    func preview() -> Bool\n}\nextension PagePreviewer: PagePreviewing {\n    func preview() -> Bool {\n        guard Thread.isMainThread else { return false }\n        return MainActor.assumeIsolated { pane.show() }\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/FolderWatcher.swift",
            "final class FolderWatcher: NSObject, NSFilePresenter {\n    func reload() {\n        guard Thread.isMainThread else { return }\n        refresh()\n    }\n}"
        ),
        // A helper of the conformance that runs main-actor work when it happens to be on the main thread: no guard, no witness.
        RuleExample(
            "Sources/UI/FolderWatcher.swift",
            "extension FolderWatcher: NSFilePresenter {\n    func presentedItemDidChange() { _ = refreshIfOnMain() }\n    func refreshIfOnMain() -> Bool {\n        if Thread.isMainThread {\n            MainActor.assumeIsolated { refresh() }\n            return true\n        }\n        return false\n    }\n}"
        ),
    ]

    static let nonTriggering: [RuleExample] = [
        // A back-port of the main actor's own `assumeIsolated` for older compilers: the thread check is how it enters isolation.
        RuleExample(
            "Sources/Infrastructure/MainActor+Assume.swift",
            "extension MainActor {\n    static func assumingMain<T: Sendable>(_ work: @MainActor () throws -> T) rethrows -> T {\n        guard Thread.isMainThread else { fatalError(\"expected the main actor\") }\n        return try withoutActuallyEscaping(work) { escaping in\n            try unsafeBitCast(escaping, to: (() throws -> T).self)()\n        }\n    }\n}"
        ),
        // A `deinit` runs on whichever thread releases the object last.
        RuleExample(
            "Sources/Infrastructure/ShelfDownload.swift",
            "final class ShelfDownload: NSObject {\n    private var task: SessionTask?\n    deinit {\n        if !Thread.isMainThread {\n            let last = DispatchWorkItem { [task] in withExtendedLifetime(task) {} }\n            task = nil\n            DispatchQueue.main.async(execute: last)\n        }\n    }\n}"
        ),
        // Swapped in for a framework method by the runtime: called from any thread, as the original is.
        RuleExample(
            "Sources/Infrastructure/CameraAccess+Swap.swift",
            "extension CameraAccess {\n    static func swapStatus() {\n        guard let original = class_getClassMethod(CameraAccess.self, #selector(status(for:))),\n              let swapped = class_getClassMethod(CameraAccess.self, #selector(swapped_status(for:))) else { return }\n        method_exchangeImplementations(original, swapped)\n    }\n\n    @objc dynamic private static func swapped_status(for kind: String) -> Int {\n        var result = swapped_status(for: kind)\n        if Thread.isMainThread, let hook = statusHook {\n            hook(kind, &result)\n        }\n        return result\n    }\n}"
        ),
        // Synchronous overrides of framework members, nonisolated as the framework declares them, hopping by hand.
        RuleExample(
            "Sources/Infrastructure/ShelfDownload+Description.swift",
            "extension ShelfDownload {\n    override var description: String {\n        guard Thread.isMainThread else {\n            return \"\"\n        }\n        return MainActor.assumeIsolated {\n            \"<Download \\(state)>\"\n        }\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/ShelfShareItem.swift",
            "final class ShelfShareItem: UIActivityItemProvider {\n    override var item: Any {\n        guard !Thread.isMainThread else { return placeholderURL }\n        var resolved: URL?\n        let semaphore = DispatchSemaphore(value: 0)\n        DispatchQueue.main.async {\n            self.export { resolved = $0; semaphore.signal() }\n        }\n        _ = semaphore.wait(timeout: .now() + 5)\n        return resolved ?? placeholderURL\n    }\n}"
        ),
        // Inside a block the main queue runs, the assertion cannot fail.
        RuleExample(
            "Sources/UI/ShelfSnapshot.swift",
            "final class ShelfSnapshot {\n    func render(_ view: ShelfView) {\n        DispatchQueue.main.sync {\n            assert(Thread.isMainThread)\n            view.draw()\n        }\n        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {\n            precondition(Thread.isMainThread, \"main\")\n            view.flush()\n        }\n    }\n}"
        ),
        // An override of a framework member that does nothing off the main thread.
        RuleExample(
            "Sources/UI/MeterLayer.swift",
            "final class MeterLayer: CALayer {\n    override func display() {\n        guard Thread.isMainThread else { return }\n        drawFrame(currentFrame)\n    }\n}"
        ),
        // A framework protocol's witness bailing out off the main thread: the requirement's isolation is the framework's.
        RuleExample(
            "Sources/UI/FolderWatcher.swift",
            "final class FolderWatcher: NSObject {\n    let presentedItemURL: URL? = nil\n}\nextension FolderWatcher: NSFilePresenter {\n    func presentedItemDidChange() {\n        guard Thread.isMainThread else { return }\n        MainActor.assumeIsolated { refresh() }\n    }\n}"
        ),
        RuleExample(
            "Sources/UI/DropTarget.swift",
            "@MainActor\nfinal class DropTarget: NSObject, NSDraggingDestination {\n    nonisolated func wantsPeriodicDraggingUpdates() -> Bool {\n        guard Thread.isMainThread else { return false }\n        return MainActor.assumeIsolated { isActive }\n    }\n}"
        ),
        // The main thread required only while a state holds: no isolation is declared for a state of the object.
        RuleExample(
            "Sources/Infrastructure/ShelfIndex.swift",
            "final class ShelfIndex {\n    func count() -> Int {\n        ShelfChecks.assert(\n            !self.isReloading || Thread.isMainThread,\n            \"read \\(Self.self) off the main thread while reloading\"\n        )\n        precondition(!isLocked || Foundation.Thread.isMainThread)\n        return rows.count\n    }\n}"
        ),
    ]
}
