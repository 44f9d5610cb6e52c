import Foundation

/// Runs one test of this bundle in a child process, the way `swift test --filter` would, and hands back its exit
/// status and console output: how the contract's reports look to a reader is only visible from outside. The child's
/// exit is awaited, so the test waiting for it holds no thread of the shared pool.
enum ChildTestRun {
    static func run(testNamed name: String, environment extra: [String: String]) async throws -> (status: Int32, output: String) {
        let outputURL = FileManager.default.temporaryDirectory.appending(path: "ChildTestRun-\(UUID().uuidString).log")
        try Data().write(to: outputURL)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let output = try FileHandle(forWritingTo: outputURL)
        let child = Process()
        #if os(Linux)
        child.executableURL = URL(filePath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", name]
        #else
        child.executableURL = Bundle.main.executableURL
        child.arguments = Array(CommandLine.arguments.dropFirst().filter { $0 != "--filter" }) + ["--filter", name]
        #endif
        child.environment = ProcessInfo.processInfo.environment.merging(extra) { $1 }
        child.standardOutput = output
        child.standardError = output
        let (exited, exit) = AsyncStream<Void>.makeStream()
        child.terminationHandler = { _ in exit.finish() }
        try child.run()
        for await _ in exited {}
        try output.close()
        return (child.terminationStatus, try String(contentsOf: outputURL, encoding: .utf8))
    }
}
