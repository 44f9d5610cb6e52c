import Foundation

/// The `kata` executable SwiftPM built next to this test bundle, run as a learner would run it.
struct KataBinary {
    let executable: URL
    let kitRoot: URL
    let workspace: URL
    /// Shared by every run of the suite so the kit is compiled once, not per test run.
    let buildPath: URL

    struct Run {
        let status: Int32
        let output: String
    }

    init(workspace: URL, kitRoot: URL = Self.kitRoot) {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        executable = products.appendingPathComponent("kata")
        self.kitRoot = kitRoot
        self.workspace = workspace
        buildPath = kitRoot.appendingPathComponent(".build/kata-e2e", isDirectory: true)
    }

    /// Tests/KataEndToEndTests/KataBinary.swift → the kit's root.
    static let kitRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func run(_ arguments: String...) throws -> Run {
        let running = try start(arguments)
        let output = running.readToEnd()
        return Run(status: running.process.terminationStatus, output: output)
    }

    /// A running `kata` with its combined output on a pipe, for commands that do not end by themselves.
    func start(_ arguments: [String]) throws -> RunningKata {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + ["--kit", kitRoot.path, "--workspace", workspace.path, "--build-path", buildPath.path]
        process.currentDirectoryURL = workspace.deletingLastPathComponent()
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return RunningKata(process: process, output: pipe.fileHandleForReading)
    }

    func file(_ path: String) -> URL { workspace.appendingPathComponent(path) }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: file(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Replaces the learner's module with the kit's own module: the reference solution, copied as a learner would.
    func putReferenceSolution(module: String, into path: String) throws {
        let fileManager = FileManager.default
        let destination = file(path)
        try fileManager.removeItem(at: destination)
        try fileManager.copyItem(at: kitRoot.appendingPathComponent("Sources/\(module)"), to: destination)
    }
}
