import Foundation

/// The built `guardrails` executable, found next to the test bundle or in the package's build folder.
enum GuardrailsBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func url() throws -> URL {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            runner.appendingPathComponent("guardrails"),
            Bundle.main.bundleURL.appendingPathComponent("guardrails"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("guardrails"),
            packageRoot.appendingPathComponent(".build/debug/guardrails"),
        ]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw BinaryNotBuilt(searched: candidates.map(\.path))
        }
        return binary
    }

    /// Output goes to files, which cannot fill up and stall the process the way an unread pipe would, and the exit is
    /// awaited, so a test waiting for it holds no thread of the shared pool. `unprivileged` runs it as `nobody` when
    /// the tests run as root, whom permissions do not stop.
    static func run(_ arguments: [String], in directory: URL, unprivileged: Bool = false) async throws -> ProcessOutput {
        let process = Process()
        if unprivileged, geteuid() == 0 {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", try url().path] + arguments
        } else {
            process.executableURL = try url()
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("guardrails-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The SwiftPM that guardrails may start leaves a lock file named after the package in its temporary directory:
        // this folder, writable by `nobody` too.
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: scratch.path)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        let out = scratch.appendingPathComponent("out")
        let err = scratch.appendingPathComponent("err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        process.standardInput = FileHandle.nullDevice
        let status: Int32 = try await withCheckedThrowingContinuation { exited in
            process.terminationHandler = { exited.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                exited.resume(throwing: error)
            }
        }
        return ProcessOutput(
            status: status,
            standardOutput: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: err), as: UTF8.self)
        )
    }
}
