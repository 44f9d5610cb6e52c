import Foundation

/// `kata watch`: checks now, then again whenever a file of the current kata changes (polling, which works on every
/// file system). On a terminal it is a small screen driven by single keys (`InteractiveWatch`); without one (CI,
/// pipes) it prints each check in turn and stops once the kata is done. Ctrl-C stops either with status 0.
struct WatchCommand {
    let context: RunnerContext

    func run(interval: Double) throws(KataError) -> ExitCode {
        if isatty(STDOUT_FILENO) == 1, let terminal = RawTerminal() {
            return try InteractiveWatch(context: context, terminal: terminal, interval: interval).run()
        }
        let interrupt = Self.stopOnInterrupt { context.console.print("\nStopped watching.") }
        defer { Self.stopListening(interrupt) }
        let check = CheckCommand(context: context, audience: .watch)
        // `nil` until checked, so the first pass always checks.
        var checked: [String: Date]?
        while true {
            let (_, _, kata, progress) = try context.loadCurrent()
            if progress.isDone(kata) {
                context.console.print(context.console.style.green("✓ \(kata.title) is done.") + " `kata next` starts the next kata. Stopped watching.")
                return .success
            }
            let folder = context.workspace.directory(of: kata)
            if Self.snapshot(of: folder) != checked {
                _ = try check.run()
                checked = Self.snapshot(of: folder)
                context.console.print(context.console.style.dim("Watching \(context.workspace.display(folder))/ for saves; Ctrl-C stops."))
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Modification dates of the kata's Swift files and its guardrails.json (kata 10's work), by path.
    static func snapshot(of directory: URL) -> [String: Date] {
        var dates: [String: Date] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys) else { return dates }
        for case let file as URL in files where file.pathExtension == "swift" || file.lastPathComponent == "guardrails.json" {
            dates[file.path] = (try? file.resourceValues(forKeys: Set(keys)))?.contentModificationDate ?? .distantPast
        }
        return dates
    }

    private static let stopSignals = [SIGINT, SIGTERM, SIGHUP]

    /// On Ctrl-C, or when the terminal closes or the runner is told to stop: stops the check in progress, runs
    /// `cleanUp` (which puts the terminal back) and exits, with status 0 for Ctrl-C (the way to end watching).
    static func stopOnInterrupt(cleanUp: @escaping @Sendable () -> Void) -> [any DispatchSourceSignal] {
        stopSignals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                ChildProcess.interruptRunning()
                cleanUp()
                exit(number == SIGINT ? ExitCode.success.rawValue : 128 + number)
            }
            source.resume()
            return source
        }
    }

    static func stopListening(_ sources: [any DispatchSourceSignal]) {
        sources.forEach { $0.cancel() }
        stopSignals.forEach { signal($0, SIG_DFL) }
    }
}
