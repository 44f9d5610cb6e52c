import Foundation

/// A `kata` process still running, such as `kata watch`, read as it prints.
struct RunningKata {
    let process: Process
    let output: FileHandle

    /// What it printed up to and including `text`, or until it exited.
    func read(until text: String) -> String {
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
