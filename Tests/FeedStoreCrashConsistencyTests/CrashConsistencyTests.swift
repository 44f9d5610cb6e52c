import Foundation
import Testing

/// Runs the `FeedStoreCrashTest` executable, built beside this test bundle: it SIGKILLs a writer child at random
/// moments and checks the store after each kill. One store at a time: each run keeps both cores busy.
@Suite(.serialized) struct CrashConsistencyTests {
    /// 25 kills per store in `swift test`, where most of each kill is waiting for a writer to reach its moment; `.ci/run`
    /// also runs the full-strength 100 (`CRASH_CONSISTENCY_KILLS=100`), the executable's own default.
    static let kills = ProcessInfo.processInfo.environment["CRASH_CONSISTENCY_KILLS"].flatMap { Int($0) } ?? 25

    @Test(arguments: ["file", "sqlite"])
    func storeHoldsAWrittenFeedOrNothingAfterEverySIGKILL(store: String) async throws {
        let (status, output) = try await makeSUT(arguments: ["--store", store, "--kills", "\(Self.kills)"])

        #expect(status == 0, "\(output)")
        #expect(output.contains("\(store) store: \(Self.kills) kills,") && output.contains(", 0 bad states"), "\(output)")
    }

    /// Waits for the executable without blocking a thread of the shared pool; its output goes to a file, which
    /// cannot fill up and stall it the way an unread pipe would.
    private func makeSUT(arguments: [String]) async throws -> (status: Int32, output: String) {
        let executable = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "FeedStoreCrashTest")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it first: swift build --product FeedStoreCrashTest")
        let outputURL = FileManager.default.temporaryDirectory.appending(path: "CrashConsistencyTests-\(UUID().uuidString).log")
        try Data().write(to: outputURL)
        defer { try? FileManager.default.removeItem(at: outputURL) }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        let status: Int32 = try await withCheckedThrowingContinuation { finished in
            process.terminationHandler = { finished.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                finished.resume(throwing: error)
            }
        }
        return (status, try String(contentsOf: outputURL, encoding: .utf8))
    }
}
