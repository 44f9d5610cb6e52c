import Foundation
import PackagePlugin

/// Runs the linter with the plugin's standard output (the report reaches `swift package`'s standard output as
/// is) and turns each line of its standard error into a diagnostic, which SwiftPM prints on standard error:
/// errors as errors, everything else (summary, notes) as progress.
struct LinterProcess {
    let executable: URL
    let arguments: [String]
    let directory: URL

    func run() throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        var pending = Data()
        while case let chunk = errors.fileHandleForReading.availableData, !chunk.isEmpty {
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                forward(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
                pending = Data(pending[pending.index(after: newline)...])
            }
        }
        if !pending.isEmpty { forward(String(decoding: pending, as: UTF8.self)) }
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    private func forward(_ line: String) {
        let errorPrefix = "guardrails: error: "
        if line.hasPrefix(errorPrefix) {
            Diagnostics.error("guardrails: " + line.dropFirst(errorPrefix.count), file: nil, line: nil)
        } else if !line.isEmpty {
            Diagnostics.progress(line)
        }
    }
}
