import Foundation
import Synchronization

/// Runs a command to completion, capturing its output. The running child's id is kept so Ctrl-C can stop it too.
public enum ChildProcess {
    private static let running = Mutex<Int32?>(nil)

    public static func run(_ arguments: [String], in directory: URL) throws(KataError) -> ProcessOutput {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw KataError("cannot run `\(arguments.joined(separator: " "))`: \(error.localizedDescription)", exitCode: .unavailable)
        }
        running.withLock { $0 = process.processIdentifier }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        running.withLock { $0 = nil }
        if process.terminationStatus == 127 {
            throw KataError("`\(arguments[0])` was not found; install a Swift 6 toolchain and put it on PATH", exitCode: .unavailable)
        }
        return ProcessOutput(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }

    /// Interrupts the running child, if any, so that `swift build` does not outlive the runner.
    public static func interruptRunning() {
        if let pid = running.withLock({ $0 }) { kill(pid, SIGINT) }
    }
}
