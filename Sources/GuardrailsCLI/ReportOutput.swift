import Foundation
import GuardrailsCore
import GuardrailsRules

/// Where a report goes: standard output, or the file `--output` names. Either way it is written piece by piece
/// as it is built; a file is written beside its final name and moved into place, so no reader sees half a report.
struct ReportOutput {
    let path: String?
    let environment: ToolEnvironment

    func write(_ report: LintReport, as format: OutputFormat, jobs: Int) throws {
        try write { format.write(report, jobs: jobs, to: $0) }
    }

    func write(_ text: String) throws {
        try write { $0(text) }
    }

    /// Hands `produce` where to write each piece of the text.
    private func write(_ produce: ((String) -> Void) -> Void) throws {
        guard let path else { return produce(environment.standardOutput) }
        let partial = path + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            guard FileManager.default.createFile(atPath: partial, contents: nil) else {
                throw FileError(path: path, reason: "the report cannot be written: cannot create a file in its directory")
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: partial))
            defer { try? handle.close() }
            produce { handle.write(Data($0.utf8)) }
            try handle.synchronize()
            guard rename(partial, path) == 0 else {
                throw FileError(path: path, reason: "the report cannot be written: \(String(cString: strerror(errno)))")
            }
        } catch let error as FileError {
            try? FileManager.default.removeItem(atPath: partial)
            throw error
        } catch {
            try? FileManager.default.removeItem(atPath: partial)
            throw FileError(path: path, reason: "the report cannot be written: \(error.localizedDescription)")
        }
    }
}
