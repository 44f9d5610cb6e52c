import Foundation

/// A `kata` process still running, such as `kata watch`, read as it prints.
struct RunningKata {
    let process: Process
    let output: FileHandle

    /// What it printed up to and including `text`, or until it exited. A process that prints neither
    /// within `timeout` is terminated, so a regression fails the test instead of hanging the whole run.
    func read(until text: String, timeout: TimeInterval = 300) -> String {
        let watchdog = DispatchWorkItem { [process] in
            if process.isRunning { process.terminate() }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        defer { watchdog.cancel() }
        var printed = ""
        while !printed.contains(text) {
            let chunk = output.availableData
            if chunk.isEmpty { break }
            printed += String(decoding: chunk, as: UTF8.self)
        }
        return printed
    }

    /// The rest of what it prints, once it has exited.
    func readToEnd() -> String {
        let rest = output.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: rest, as: UTF8.self)
    }
}
