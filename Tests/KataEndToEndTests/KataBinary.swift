import Foundation

/// The `kata` executable SwiftPM built next to this test bundle, run as a learner would run it, on a workspace under
/// the kit's `.build`. `fresh()` keeps its build folder, so the kit's boundaries (about a minute from nothing) are
/// compiled once per workspace, not per test or per run.
struct KataBinary {
    let executable: URL
    let kitRoot: URL
    let workspace: URL

    struct Run {
        let status: Int32
        let output: String
    }

    /// `workspace` defaults to the one the learner's whole kata 01 is played in; a test that builds nothing may take a
    /// folder of its own, and one that only checks a fixed state uses a `PreparedKataWorkspace`.
    init(workspace: URL? = nil) {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        executable = products.appendingPathComponent("kata")
        kitRoot = Self.kitRoot
        self.workspace = workspace ?? kitRoot.appendingPathComponent(".build/kata-e2e/kata-workspace", isDirectory: true)
    }

    /// Tests/KataEndToEndTests/KataBinary.swift → the kit's root.
    static let kitRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Puts the workspace back to kata 01 as `kata start 1` leaves it, but without the state: the starter (each file's
    /// text passed through `editStarter`) and the tests of the first `unlockedSteps` steps. Files that already hold that
    /// text are left alone, so SwiftPM rebuilds nothing after a test that changed nothing; the build folder and the
    /// package manifest (which `kata start` rewrites only if it differs) are always kept.
    func fresh(unlockedSteps: Int = 1, editStarter: (_ fileName: String, _ text: String) -> String = { $1 }) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: workspace, withIntermediateDirectories: true)
        for name in try fileManager.contentsOfDirectory(atPath: workspace.path) where ![".build", "Package.swift", Self.kataOne].contains(name) {
            try fileManager.removeItem(at: workspace.appendingPathComponent(name))
        }
        let kata = kitRoot.appendingPathComponent("Katas/\(Self.kataOne)")
        let starter = try fileManager.contentsOfDirectory(atPath: kata.appendingPathComponent("Starter").path)
            .map { kata.appendingPathComponent("Starter/\($0)") }
        try mirror(starter, into: "\(Self.kataOne)/Sources/LoadFeedFromRemote", edit: editStarter)
        let stepTests = Self.kataOneStepTests.prefix(unlockedSteps).map { kata.appendingPathComponent("Steps/\($0)") }
        try mirror(stepTests, into: "\(Self.kataOne)/Tests/LoadFeedFromRemoteTests")
    }

    private static let kataOne = "01-load-feed-from-remote"
    /// Kata 01's step test files in the order of its steps (Katas/01-load-feed-from-remote/kata.json).
    private static let kataOneStepTests = [
        "LoadFeedFromRemoteUseCaseTests.swift", "LoadFeedFromRemoteUseCaseTests+Connectivity.swift",
        "LoadFeedFromRemoteUseCaseTests+InvalidData.swift", "LoadFeedFromRemoteUseCaseTests+Images.swift",
    ]

    /// Makes `folder` hold exactly copies of `files` (their text passed through `edit`), writing only those whose text
    /// differs.
    private func mirror(_ files: [URL], into folder: String, edit: (_ fileName: String, _ text: String) -> String = { $1 }) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: file(folder), withIntermediateDirectories: true)
        let names = Set(files.map(\.lastPathComponent))
        for name in try fileManager.contentsOfDirectory(atPath: file(folder).path) where !names.contains(name) {
            try fileManager.removeItem(at: file("\(folder)/\(name)"))
        }
        for source in files {
            let destination = "\(folder)/\(source.lastPathComponent)"
            let text = edit(source.lastPathComponent, try String(contentsOf: source, encoding: .utf8))
            if read(destination) != text { try write(text, to: destination) }
        }
    }

    /// Runs `kata` beside the workspace, naming it with `--workspace`.
    func run(_ arguments: String..., input: String? = nil) async throws -> Run {
        let running = try start(arguments, input: input)
        let output = await running.readToEnd()
        return Run(status: running.process.terminationStatus, output: output)
    }

    /// Runs `kata` in `folder` without `--workspace`, so it has to find the workspace itself.
    func run(_ arguments: String..., in folder: URL) async throws -> Run {
        let running = try start(arguments, in: folder)
        let output = await running.readToEnd()
        return Run(status: running.process.terminationStatus, output: output)
    }

    /// A running `kata` with its combined output in a file (removed at once: the handles keep it), for commands that
    /// do not end by themselves. Standard input is `input` when given, else nothing: never a terminal.
    func start(_ arguments: [String], in folder: URL? = nil, input: String? = nil) throws -> RunningKata {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments + ["--kit", kitRoot.path] + (folder == nil ? ["--workspace", workspace.path] : [])
        process.currentDirectoryURL = folder ?? workspace.deletingLastPathComponent()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("kata-output-\(UUID().uuidString).log")
        try Data().write(to: log)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        let inputPipe = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        let (exited, exit) = AsyncStream<Void>.makeStream()
        process.terminationHandler = { _ in exit.finish() }
        try process.run()
        try output.close()
        if let input {
            inputPipe.fileHandleForWriting.write(Data(input.utf8))
            try inputPipe.fileHandleForWriting.close()
        }
        return RunningKata(process: process, output: try FileHandle(forReadingFrom: log), exited: exited)
    }

    func file(_ path: String) -> URL { workspace.appendingPathComponent(path) }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: file(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(at: file(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file(path))
    }

    /// Replaces the learner's module with the kit's own module: the reference solution, copied as a learner would.
    func putReferenceSolution(module: String, into path: String) throws {
        let fileManager = FileManager.default
        let destination = file(path)
        try fileManager.removeItem(at: destination)
        try fileManager.copyItem(at: kitRoot.appendingPathComponent("Sources/\(module)"), to: destination)
    }
}
