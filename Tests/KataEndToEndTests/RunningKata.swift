import Foundation

/// A `kata` process still running, such as `kata watch`, read as it prints. Its output goes to a file that the test
/// reads as it grows, and its exit is awaited: a test waiting for it never holds a thread of the shared pool, which
/// every other suite of the run needs.
struct RunningKata {
    let process: Process
    let output: FileHandle
    let exited: AsyncStream<Void>

    /// What it printed up to and including `text`, or until it exited. A process that prints neither
    /// within `timeout` is terminated, so a regression fails the test instead of hanging the whole run (the default
    /// leaves room for a first check in a fresh clone on a loaded machine, which builds the kit's modules).
    func read(until text: String, timeout: Duration = .seconds(600)) async -> String {
        let deadline = ContinuousClock.now + timeout
        var printed = Data()
        while true {
            let wasRunning = process.isRunning
            printed += (try? output.readToEnd()) ?? Data()
            if String(decoding: printed, as: UTF8.self).contains(text) || !wasRunning { break }
            if ContinuousClock.now > deadline {
                process.terminate()
                break
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return String(decoding: printed, as: UTF8.self)
    }

    /// The rest of what it prints, once it has exited.
    func readToEnd() async -> String {
        for await _ in exited {}
        return String(decoding: (try? output.readToEnd()) ?? Data(), as: UTF8.self)
    }
}
