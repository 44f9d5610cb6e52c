import Foundation
import Testing

/// Drives the built `kata` binary as a learner would, building with the real toolchain. A learner's whole kata 01 is
/// played in a workspace of its own (`KataBinary`'s, under the kit's `.build`); checks of kata 01 just started use the
/// shared `PreparedKataWorkspace.starter`, which nothing changes, so they cost SwiftPM a build with nothing to compile.
/// Tests on different workspaces run side by side. Leave the suite out of a quick run with
/// `swift test --skip KataEndToEndTests`.
@Suite(.tags(.endToEnd)) struct KataEndToEndTests {
    static let loaderSources = "01-load-feed-from-remote/Sources/LoadFeedFromRemote"

    @Test(.timeLimit(.minutes(15)))
    func aStartedKatasCheckIsRedAndShowsTheComparedValues() async throws {
        try await PreparedKataWorkspace.starter.use { kata in
            let red = try await kata.run("check")

            #expect(red.status == 1)
            #expect(red.output.contains("LoadFeedFromRemoteUseCaseTests.swift:25:9: load_asksTheClientForTheGivenURL()"), "\(red.output)")
            #expect(red.output.contains("Expectation failed: (client.requestedURLs → []) == ([url] → [https://feed.example.com/v1/feed])"))
            #expect(red.output.contains("Make them pass, then `swift run kata check` again."))
            #expect(!red.output.contains("\u{1B}["), "no colors without a terminal")
        }
    }

    @Test(.timeLimit(.minutes(15)))
    func aLearnerSolvesKataOneThenResetsIt() async throws {
        let kata = try makeSUT()
        let starter = try String(contentsOf: kata.kitRoot.appendingPathComponent("Katas/01-load-feed-from-remote/Starter/RemoteFeedLoader.swift"), encoding: .utf8)

        // Red first, as `aStartedKatasCheckIsRedAndShowsTheComparedValues` shows on a workspace kept in that state:
        // checking it here too would compile the starter once more per run.
        let start = try await kata.run("start", "1")
        #expect(start.status == 0, "\(start.output)")
        #expect(kata.read("\(Self.loaderSources)/RemoteFeedLoader.swift") == starter)

        try kata.putReferenceSolution(module: "LoadFeedFromRemote", into: Self.loaderSources)
        // The suite uses the type it is named after, as a learner's suite would (one that never names an enum of its
        // name is about a feature that word names, and gets no advice; a mapper's suite proves a format component, and
        // gets none either).
        let scratch = "import LoadFeedFromRemote\nimport Testing\n\n@Suite struct FeedEndpointTests {\n    @Test func scratch() { _ = FeedEndpoint.self }\n}\n"
        try kata.write(scratch, to: "01-load-feed-from-remote/Tests/LoadFeedFromRemoteTests/ScratchTests.swift")
        let green = try await kata.run("check")
        #expect(green.status == 0, "advice never fails a check: \(green.output)")
        #expect(green.output.contains("✓ Step 1 passed: "), "\(green.output)")
        for step in 2...4 {
            #expect(green.output.contains("✓ Step \(step) passed (your code already passes it): "), "unlocked steps that are green are announced as passed")
        }
        #expect(!green.output.contains("Run `kata check` to see"), "no step is announced as failing")
        #expect(green.output.contains("LoadFeedFromRemoteTests/ScratchTests.swift:4:"))
        #expect(green.output.contains("advice: suite 'FeedEndpointTests' is named after production type 'FeedEndpoint'"), "\(green.output)")
        #expect(green.output.contains("✓ Kata done: Load feed from remote!"))
        try FileManager.default.removeItem(at: kata.file("01-load-feed-from-remote/Tests/LoadFeedFromRemoteTests/ScratchTests.swift"))
        #expect(try await kata.run("check").output.contains("is done"))
        #expect(try await kata.run("solution", "1").output.contains("// LoadFeedFromRemote/FeedItemsMapper.swift"))
        #expect(try await kata.run().output.contains("✓ 01 Load feed from remote"))
        let startedAgain = try await kata.run("start", "1")
        #expect(startedAgain.output.contains("✓ Load feed from remote is already done (4/4 steps"), "\(startedAgain.output)")

        let next = try await kata.run("next")
        #expect(next.status == 0)
        #expect(next.output.contains("Started Cache feed"))

        let piped = try await kata.run("reset", "1", input: "y\n")
        #expect(piped.status == 1, "a piped yes is no answer: \(piped.output)")
        #expect(piped.output.contains("Nothing was reset"))
        #expect(kata.read("\(Self.loaderSources)/FeedItemsMapper.swift") != nil)

        let reset = try await kata.run("reset", "1", "--yes")
        #expect(reset.status == 0, "\(reset.output)")
        #expect(kata.read("\(Self.loaderSources)/RemoteFeedLoader.swift") == starter)
        #expect(kata.read("\(Self.loaderSources)/FeedItemsMapper.swift") == nil)
        let backups = try FileManager.default.contentsOfDirectory(atPath: kata.file(".kata/backups").path)
        #expect(backups.count == 1)
        #expect(kata.read(".kata/backups/\(backups.first ?? "")/Sources/LoadFeedFromRemote/FeedItemsMapper.swift") != nil)
        #expect(try await kata.run().output.contains("0/4 steps  current"))
    }

    // MARK: - Helpers

    func makeSUT() throws -> KataBinary {
        let kata = KataBinary()
        try kata.fresh()
        return kata
    }
}
