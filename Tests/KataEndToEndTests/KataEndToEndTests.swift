import Foundation
import Testing

/// Drives the built `kata` binary through a whole kata in a temporary workspace, building it with the real toolchain.
/// Slow: filter it out with `swift test --skip KataEndToEndTests` for a quick run.
@Suite(.tags(.endToEnd), .serialized) struct KataEndToEndTests {
    @Test(.timeLimit(.minutes(15)))
    func aLearnerSolvesKataOneThenResetsIt() throws {
        let kata = try makeSUT()
        defer { try? FileManager.default.removeItem(at: kata.workspace.deletingLastPathComponent()) }
        let sources = "01-load-feed-from-remote/Sources/LoadFeedFromRemote"
        let starter = try String(contentsOf: kata.kitRoot.appendingPathComponent("Katas/01-load-feed-from-remote/Starter/RemoteFeedLoader.swift"), encoding: .utf8)

        let start = try kata.run("start", "1")
        #expect(start.status == 0, "\(start.output)")
        #expect(kata.read("\(sources)/RemoteFeedLoader.swift") == starter)

        let red = try kata.run("check")
        #expect(red.status == 1)
        #expect(red.output.contains("LoadFeedFromRemoteUseCaseTests.swift:25:9: load_asksTheClientForTheGivenURL()"), "\(red.output)")
        #expect(red.output.contains("Expectation failed: (client.requestedURLs → []) == ([url] → [https://feed.example.com/v1/feed])"))
        #expect(!red.output.contains("\u{1B}["), "no colors without a terminal")

        try kata.putReferenceSolution(module: "LoadFeedFromRemote", into: sources)
        let scratch = "import Testing\n\n@Suite struct ScratchTests {\n    @Test func scratch() {}\n}\n"
        try Data(scratch.utf8).write(to: kata.file("01-load-feed-from-remote/Tests/LoadFeedFromRemoteTests/ScratchTests.swift"))
        let coached = try kata.run("check")
        #expect(coached.status == 0, "advice never fails a check: \(coached.output)")
        #expect(coached.output.contains("LoadFeedFromRemoteTests/ScratchTests.swift:3:"), "\(coached.output)")
        #expect(coached.output.contains("✓ Step 1 passed"))
        #expect(coached.output.contains("advice: test suite 'ScratchTests' declares no makeSUT()"))
        try FileManager.default.removeItem(at: kata.file("01-load-feed-from-remote/Tests/LoadFeedFromRemoteTests/ScratchTests.swift"))
        for step in 2...4 {
            let green = try kata.run("check")
            #expect(green.status == 0, "\(green.output)")
            #expect(green.output.contains("✓ Step \(step) passed"), "\(green.output)")
            #expect(!green.output.contains("advice:"), "the kata's own step files follow the kit's conventions")
        }
        #expect(try kata.run("check").output.contains("is done"))
        #expect(try kata.run("solution", "1").output.contains("// LoadFeedFromRemote/FeedItemsMapper.swift"))
        #expect(try kata.run().output.contains("✓ 01 Load feed from remote"))

        let next = try kata.run("next")
        #expect(next.status == 0)
        #expect(next.output.contains("Started Cache feed"))

        let reset = try kata.run("reset", "1", "--yes")
        #expect(reset.status == 0, "\(reset.output)")
        #expect(kata.read("\(sources)/RemoteFeedLoader.swift") == starter)
        #expect(kata.read("\(sources)/FeedItemsMapper.swift") == nil)
        let backups = try FileManager.default.contentsOfDirectory(atPath: kata.file(".kata/backups").path)
        #expect(backups.count == 1)
        #expect(kata.read(".kata/backups/\(backups.first ?? "")/Sources/LoadFeedFromRemote/FeedItemsMapper.swift") != nil)
        #expect(try kata.run().output.contains("0/4 steps  current"))
    }

    @Test(.timeLimit(.minutes(15)))
    func watchRechecksOnSaveUntilTheKataIsDone() throws {
        let kata = try makeSUT()
        defer { try? FileManager.default.removeItem(at: kata.workspace.deletingLastPathComponent()) }
        var (watch, output) = try startWatching(kata: "2", with: kata)

        try kata.putReferenceSolution(module: "CacheFeed", into: "02-cache-feed/Sources/CacheFeed")
        output += watch.readToEnd()

        #expect(output.contains("1 expectation failed"), "\(output)")
        #expect(output.contains("✓ Step 3 passed"))
        #expect(output.contains("✓ Kata done: Cache feed"))
        #expect(watch.process.terminationStatus == 0)
    }

    @Test(.timeLimit(.minutes(15)))
    func watchStopsCleanlyOnCtrlC() throws {
        let kata = try makeSUT()
        defer { try? FileManager.default.removeItem(at: kata.workspace.deletingLastPathComponent()) }
        var (watch, output) = try startWatching(kata: "3", with: kata)

        kill(watch.process.processIdentifier, SIGINT)
        output += watch.readToEnd()

        #expect(output.contains("expectation failed"), "\(output)")
        #expect(output.contains("Stopped watching."))
        #expect(watch.process.terminationStatus == 0)
    }

    // MARK: - Helpers

    /// Starts `number`, then `kata watch`, and reads until its first check is reported.
    private func startWatching(kata number: String, with kata: KataBinary) throws -> (RunningKata, String) {
        _ = try kata.run("start", number)
        let watch = try kata.start(["watch", "--interval", "0.2"])
        return (watch, watch.read(until: "Ctrl-C stops"))
    }

    private func makeSUT() throws -> KataBinary {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kata-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return KataBinary(workspace: folder.appendingPathComponent("kata-workspace", isDirectory: true))
    }
}
