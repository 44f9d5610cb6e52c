import Foundation
import Testing

/// Runs the `FeedStoreCrashTest` executable, built beside this test bundle: it SIGKILLs a writer child at random
/// moments and checks the store after each kill.
@Suite struct CrashConsistencyTests {
    @Test(arguments: ["file", "sqlite"])
    func storeHoldsAWrittenFeedOrNothingAfterEverySIGKILL(store: String) throws {
        let (status, output) = try makeSUT(arguments: ["--store", store, "--kills", "100"])

        #expect(status == 0, "\(output)")
        #expect(output.contains("\(store) store: 100 kills,") && output.contains(", 0 bad states"), "\(output)")
    }

    private func makeSUT(arguments: [String]) throws -> (status: Int32, output: String) {
        let executable = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent().appending(path: "FeedStoreCrashTest")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build it first: swift build --product FeedStoreCrashTest")
        let process = Process()
        let output = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
