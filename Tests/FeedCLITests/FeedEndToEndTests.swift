import Foundation
import Testing

/// Runs the built `feed` binary as a user would, on the fixture API folder it ships with.
@Suite struct FeedEndToEndTests {
    @Test func once_printsTheFixtureFeedOfflineAndOffersMore() async throws {
        let sut = try makeSUT()

        let run = try await sut.run(["--once"])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("My Feed\n[1] East Side Gallery\n    Berlin, Germany\n"))
        #expect(run.standardOutput.contains("[10] Harbour at dawn"))
        #expect(run.standardOutput.hasSuffix("[+] Load more\n"))
    }

    @Test func once_withTheServerUnreachable_printsTheCachedFeedAndSaysItIsCached() async throws {
        let sut = try makeSUT()
        _ = try await sut.run(["--once"])

        let run = try await sut.run(["--once", "--base-url", Self.unreachableServer])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("My Feed\nOffline: showing the feed cached "), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("\n[1] East Side Gallery\n"))
        #expect(run.standardOutput.contains("[10] Harbour at dawn"))
    }

    @Test func once_withTheServerUnreachable_saysHowOldTheCacheIs() async throws {
        let sut = try makeSUT()
        let cacheFile = sut.folder.appendingPathComponent("feed.json")
        _ = try await sut.run(["--once", "--store", "file", "--store-path", cacheFile.path])
        try sut.moveCacheTimestamp(of: cacheFile, by: -2 * 24 * 60 * 60)

        let run = try await sut.run(["--once", "--store", "file", "--store-path", cacheFile.path, "--base-url", Self.unreachableServer])

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("My Feed\nOffline: showing the feed cached 2 days ago.\n[1] East Side Gallery\n"), "\(run.standardOutput)")
    }

    @Test func once_withTheServerUnreachableAndNothingCached_printsTheConnectionErrorAndFails() async throws {
        let sut = try makeSUT()

        let run = try await sut.run(["--once", "--base-url", Self.unreachableServer])

        #expect(run.status == 1)
        #expect(run.standardError.contains("! Couldn't connect to server\n"), "\(run.standardError)")
        #expect(run.standardOutput.isEmpty, "no empty feed passed off as the feed: \(run.standardOutput)")
    }

    @Test func pipedCommands_thatCannotBeFollowed_getAMessageOnStandardError() async throws {
        let sut = try makeSUT()

        let run = try await sut.run([], input: "xyz\n99\nq\n")

        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError.contains("! Unknown command 'xyz'. Type h for help.\n"), "\(run.standardError)")
        #expect(run.standardError.contains("! There is no image 99: choose a number from 1 to 10.\n"))
        #expect(!run.standardOutput.contains("!"), "standard output holds the feed alone: \(run.standardOutput)")
    }

    @Test func commands_loadTheLastPageAndShowAnImagesBytesAndComments() async throws {
        let sut = try makeSUT()

        let run = try await sut.run([], input: "m\n3\nq\n")

        #expect(run.status == 0, "\(run.standardError)")
        let lastFeed = try #require(run.standardOutput.components(separatedBy: "My Feed\n").last)
        #expect(lastFeed.contains("[14] Twelve Apostles"))
        #expect(!lastFeed.contains("Load more"))
        #expect(lastFeed.contains("  Image: "))
        #expect(lastFeed.contains("Comments\n  ana, "))
        #expect(lastFeed.contains("    Wish I was there!\n"))
    }

    @Test func storeThatCannotOpen_isReplacedByMemoryWithOneWarning() async throws {
        let sut = try makeSUT()
        let notAFolder = sut.folder.appendingPathComponent("not-a-folder")
        try Data().write(to: notAFolder)

        let run = try await sut.run(["--once", "--store-path", notAFolder.appendingPathComponent("feed.sqlite").path])

        #expect(run.status == 0)
        #expect(run.standardError.components(separatedBy: "warning:").count == 2, "\(run.standardError)")
        #expect(run.standardError.contains("in-memory"))
        #expect(run.standardOutput.hasPrefix("My Feed\n[1] East Side Gallery\n"))
    }

    @Test func help_printsUsageAndSucceeds() async throws {
        let run = try await makeSUT().run(["--help"])

        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("USAGE: feed"))
    }

    @Test func badArgument_failsWithUsageStatusNamingIt() async throws {
        let run = try await makeSUT().run(["--store", "disk"])

        #expect(run.status == 64)
        #expect(run.standardError == "error: --store 'disk' is not one of: sqlite, file, memory.\n")
        #expect(run.standardOutput.isEmpty)
    }

    // MARK: - Helpers

    /// Port 9 (discard) on the loopback: refused at once, never served.
    private static let unreachableServer = "http://127.0.0.1:9"

    private struct Run {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    private final class FeedBinary {
        let executable: URL
        /// Holds this test's cache, so runs share it and tests do not.
        let folder: URL

        init(executable: URL, folder: URL) {
            self.executable = executable
            self.folder = folder
        }

        deinit {
            try? FileManager().removeItem(at: folder)
        }

        /// Makes the cache in a `--store file` cache file older, as if saved `seconds` earlier (negative) than it was.
        func moveCacheTimestamp(of file: URL, by seconds: TimeInterval) throws {
            var cache = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            let timestamp = try #require(cache["timestamp"] as? Double, "a Date encoded by JSONEncoder's default strategy")
            cache["timestamp"] = timestamp + seconds
            try JSONSerialization.data(withJSONObject: cache).write(to: file)
        }

        /// Output goes to files, which cannot fill up and stall the binary the way an unread pipe would, and the exit
        /// is awaited, so a test waiting for it holds no thread of the shared pool.
        func run(_ arguments: [String], input: String = "") async throws -> Run {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.environment = ["HOME": folder.path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
            let logs = folder.appendingPathComponent("run-\(UUID().uuidString)")
            try FileManager().createDirectory(at: logs, withIntermediateDirectories: true)
            defer { try? FileManager().removeItem(at: logs) }
            let (stdout, stderr) = (logs.appendingPathComponent("stdout"), logs.appendingPathComponent("stderr"))
            try Data().write(to: stdout)
            try Data().write(to: stderr)
            let stdin = Pipe()
            process.standardInput = stdin
            process.standardOutput = try FileHandle(forWritingTo: stdout)
            process.standardError = try FileHandle(forWritingTo: stderr)
            let (exited, exit) = AsyncStream<Void>.makeStream()
            process.terminationHandler = { _ in exit.finish() }
            try process.run()
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
            for await _ in exited {}
            return Run(
                status: process.terminationStatus,
                standardOutput: String(decoding: try Data(contentsOf: stdout), as: UTF8.self),
                standardError: String(decoding: try Data(contentsOf: stderr), as: UTF8.self)
            )
        }
    }

    private func makeSUT() throws -> FeedBinary {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let executable = buildFolder.appendingPathComponent("feed")
        try #require(
            FileManager().isExecutableFile(atPath: executable.path),
            "no feed binary at \(executable.path): run `swift build --build-tests` first"
        )
        let folder = FileManager().temporaryDirectory.appendingPathComponent("FeedEndToEndTests-\(UUID().uuidString)")
        try FileManager().createDirectory(at: folder, withIntermediateDirectories: true)
        return FeedBinary(executable: executable, folder: folder)
    }
}
