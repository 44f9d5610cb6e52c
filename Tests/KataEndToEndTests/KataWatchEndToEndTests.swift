import Foundation
import Testing

/// `kata watch`: a plain poller on a pipe, a screen driven by keys on a terminal (a pseudo-terminal here), and the
/// terminal left in its original mode however it ends. Watching kata 01 just started uses the shared
/// `PreparedKataWorkspace.starter`; the tests that change the learner's code take turns in a workspace of their own
/// (`makeSUT()`), so their builds run beside `KataEndToEndTests`' learner instead of after it.
@Suite(.tags(.endToEnd), .serialized) struct KataWatchEndToEndTests {
    static let loaderSources = KataEndToEndTests.loaderSources

    // First, so that their builds start at once: each compiles, the others share a workspace with nothing to compile.

    @Test(.timeLimit(.minutes(15)))
    func watchOnATerminal_survivesACrashingCheckAndRestoresTheTerminalOnCtrlC() async throws {
        let kata = try await makeSUT()
        let terminal = try startWatchingOnATerminal(kata)

        let crashed = await terminal.read(until: "for saves.")
        kill(terminal.process.processIdentifier, SIGINT)

        #expect(crashed.contains("The tests did not finish (a crash?)"), "\(crashed)")
        #expect(await terminal.waitForExit() == 0, "\(terminal.screen)")
        #expect(terminal.screen.contains("Stopped watching."), "watching went on after the crash")
        #expect(PseudoTerminal.sameMode(terminal.currentMode, terminal.originalMode), "the terminal is back in its original mode")
    }

    @Test(.timeLimit(.minutes(15)))
    func watchOnAPipe_rechecksOnSaveUntilTheKataIsDone() async throws {
        let kata = try await makeSUT()
        let watch = try kata.start(["watch", "--interval", "0.2"])
        var output = await watch.read(until: "for saves")

        try kata.putReferenceSolution(module: "LoadFeedFromRemote", into: Self.loaderSources)
        output += await watch.readToEnd()

        #expect(output.contains("Checking step 4/4"), "\(output)")
        #expect(output.contains("The tests did not finish (a crash?)"), "red before the save: \(output)")
        #expect(output.contains("✓ Step 4 passed"))
        #expect(output.contains("✓ Kata done: Load feed from remote"))
        #expect(!output.contains("`swift run kata check`"), "watch never tells the learner to run what it runs: \(output)")
        #expect(watch.process.terminationStatus == 0)
    }

    @Test(.timeLimit(.minutes(15)))
    func watchOnAPipe_stopsCleanlyOnCtrlC() async throws {
        try await PreparedKataWorkspace.starter.use { kata in
            let watch = try kata.start(["watch", "--interval", "0.2"])
            var output = await watch.read(until: "for saves")

            kill(watch.process.processIdentifier, SIGINT)
            output += await watch.readToEnd()

            #expect(output.contains("expectations failed"), "\(output)")
            #expect(output.contains("Stopped watching."))
            #expect(watch.process.terminationStatus == 0)
        }
    }

    @Test(.timeLimit(.minutes(15)))
    func watchOnATerminal_revealsAHintWithHAndQuitsWithQ() async throws {
        try await PreparedKataWorkspace.starter.use { kata in
            let terminal = try startWatchingOnATerminal(kata)

            let first = await terminal.read(until: "for saves.")
            #expect(first.contains("kata watch · 01 Load feed from remote"), "\(first)")
            #expect(first.contains("Step 1/4: Ask the client for the given URL, once per load"))
            #expect(first.contains("[░░░░░░░░░░░░░░░░░░░░░░░░] 0/4 steps (0%)"))
            #expect(first.contains("2 expectations failed"))
            #expect(first.contains("h hint · n next kata · l list · c check now · q quit"))
            #expect(!first.contains("kata check` again"), "watch text never asks for a check")

            terminal.type("h")
            let hint = await terminal.read(until: "Hint 1/2")
            terminal.type("q")

            #expect(hint.contains("Hint 1/2: Keep the client you are given"), "\(hint)")
            #expect(await terminal.waitForExit() == 0, "\(terminal.screen)")
            #expect(PseudoTerminal.sameMode(terminal.currentMode, terminal.originalMode), "the terminal is back in its original mode")
            #expect(kata.read(".kata/state.json")?.contains(#""hintsShown" : 1"#) == true)
        }
    }

    @Test(.timeLimit(.minutes(15)))
    func watchOnATerminal_endingWithAnError_restoresTheTerminal() async throws {
        try await PreparedKataWorkspace.starter.use { kata in
            let terminal = try startWatchingOnATerminal(kata)
            await terminal.read(until: "for saves.")

            try kata.write(#"{"version": 1, "current": "01-load-feed-from-remote", "katas": {"01-load-feed-from-remote": {"passedSteps": -2}}}"#, to: ".kata/state.json")

            #expect(await terminal.waitForExit() == 65, "\(terminal.screen)")
            #expect(terminal.screen.contains(#"state.json: katas["01-load-feed-from-remote"].passedSteps: -2 is not between 0 and 4"#))
            #expect(PseudoTerminal.sameMode(terminal.currentMode, terminal.originalMode), "the terminal is back in its original mode")
        }
    }

    /// The suite's own workspace for the tests that change code: kata 01 at its last step, with a loader that crashes
    /// as soon as the tests call it. Both such tests start from this one state, so a warm run compiles it once (and the
    /// reference solution once), not the starter as well.
    func makeSUT() async throws -> KataBinary {
        let kata = KataBinary(workspace: KataBinary.kitRoot.appendingPathComponent(".build/kata-e2e-watch/kata-workspace", isDirectory: true))
        try kata.fresh(unlockedSteps: 4) { fileName, text in
            fileName == "RemoteFeedLoader.swift" ? text.replacingOccurrences(of: "        []\n", with: "        fatalError(\"learner's code crashed\")\n") : text
        }
        try kata.write(#"{"version": 1, "current": "01-load-feed-from-remote", "katas": {"01-load-feed-from-remote": {"passedSteps": 3}}}"#, to: ".kata/state.json")
        let start = try await kata.run("start", "1")
        #expect(kata.read("\(Self.loaderSources)/RemoteFeedLoader.swift")?.contains("fatalError(\"learner's code crashed\")") == true, "\(start.output)")
        return kata
    }

    /// `kata watch` on a pseudo-terminal, in a workspace with a kata started.
    private func startWatchingOnATerminal(_ kata: KataBinary) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal()
        try terminal.start(kata.executable, arguments: ["watch", "--interval", "0.2", "--kit", kata.kitRoot.path], in: kata.workspace)
        return terminal
    }
}
