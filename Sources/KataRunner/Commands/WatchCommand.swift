import Foundation

/// `kata watch`: checks now, then again whenever a file of the current kata changes (polling, which works on every
/// file system). Ctrl-C stops the check in progress and exits with status 0.
struct WatchCommand {
    let context: RunnerContext

    func run(interval: Double) throws(KataError) -> ExitCode {
        let interrupt = Self.stopOnInterrupt(console: context.console)
        defer { interrupt.cancel() }
        var snapshot: [String: Date] = [:]
        while true {
            let (_, _, kata, progress) = try context.loadCurrent()
            if progress.isDone(kata) {
                context.console.print(context.console.style.green("✓ \(kata.title) is done.") + " `kata next` starts the next kata. Stopped watching.")
                return .success
            }
            let current = Self.snapshot(of: context.workspace.directory(of: kata))
            if current != snapshot {
                _ = try CheckCommand(context: context).run()
                snapshot = Self.snapshot(of: context.workspace.directory(of: kata))
                context.console.print(context.console.style.dim("Watching \(context.workspace.display(context.workspace.directory(of: kata)))/ for saves; Ctrl-C stops."))
            }
            Thread.sleep(forTimeInterval: interval)
        }
    }

    /// Modification dates of the kata's Swift files, by path.
    static func snapshot(of directory: URL) -> [String: Date] {
        var dates: [String: Date] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: keys) else { return dates }
        for case let file as URL in files where file.pathExtension == "swift" {
            dates[file.path] = (try? file.resourceValues(forKeys: Set(keys)))?.contentModificationDate ?? .distantPast
        }
        return dates
    }

    private static func stopOnInterrupt(console: Console) -> any DispatchSourceSignal {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            ChildProcess.interruptRunning()
            console.print("\nStopped watching.")
            exit(ExitCode.success.rawValue)
        }
        source.resume()
        return source
    }
}
