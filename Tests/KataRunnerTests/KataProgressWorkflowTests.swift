import Foundation
import Testing
import KataRunner

/// The commands that move a learner through a kata without building anything: start, status, hint, next,
/// solution, reset. `kata check` itself is covered end to end by KataEndToEndTests.
@Suite struct KataProgressWorkflowTests {
    @Test func start_installsTheStarterAndOnlyStepOne() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }

        #expect(fixture.run(["start", "1"]) == .success)

        #expect(fixture.read("workspace/01-demo/Sources/Demo/Demo.swift") == "public struct Demo { public init() {} }\n")
        #expect(fixture.exists("workspace/01-demo/Tests/DemoTests/DemoTests.swift"))
        #expect(!fixture.exists("workspace/01-demo/Tests/DemoTests/DemoTests+Two.swift"))
        #expect(fixture.exists("workspace/01-demo/README.md"))
        #expect(fixture.read("workspace/Package.swift")?.contains(#".package(path: "\#(fixture.root.standardizedFileURL.path)")"#) == true)
    }

    @Test func start_installsEveryStarterFile() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        try fixture.write("struct DemoHelper {}\n", to: "Katas/01-demo/Starter/DemoHelper.swift")

        fixture.run(["start", "1"])

        #expect(fixture.exists("workspace/01-demo/Sources/Demo/Demo.swift"))
        #expect(fixture.exists("workspace/01-demo/Sources/Demo/DemoHelper.swift"))
    }

    @Test func start_resumesWithoutOverwritingTheLearnersCode() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        try fixture.write("// my work\n", to: "workspace/01-demo/Sources/Demo/Demo.swift")

        let recorder = ConsoleRecorder()
        #expect(fixture.run(["start", "demo"], on: recorder) == .success)

        #expect(recorder.output.contains("Resumed Demo"))
        #expect(fixture.read("workspace/01-demo/Sources/Demo/Demo.swift") == "// my work\n")
    }

    /// `kata check` copies locked steps' files in for one build ahead and removes them; a check interrupted then
    /// leaves them, and the next command takes them away again. A file of that name the learner changed stays.
    @Test func lockedStepFilesLeftByAnInterruptedCheck_areRemovedUnlessEdited() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        let lockedStep = "workspace/01-demo/Tests/DemoTests/DemoTests+Two.swift"
        try fixture.write(try #require(fixture.read("Katas/01-demo/Steps/DemoTests+Two.swift")), to: lockedStep)

        fixture.run(["start", "1"])
        #expect(!fixture.exists(lockedStep))

        try fixture.write("// my own test\n", to: lockedStep)
        fixture.run(["start", "1"])
        #expect(fixture.read(lockedStep) == "// my own test\n")
    }

    @Test func status_showsTheCurrentKataProgressAndNextAction() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])

        let recorder = ConsoleRecorder()
        #expect(fixture.run([], on: recorder) == .success)

        #expect(recorder.output.contains("▶ 01 Demo"))
        #expect(recorder.output.contains("0/2 steps  current"))
        #expect(recorder.output.contains("Progress [------------------------] 0/2 steps (0%)"))
        #expect(recorder.output.contains("Next: step 1/2 of \"Demo\": First."))
    }

    @Test func status_beforeAnyStartSuggestsStartingTheFirstKata() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        let recorder = ConsoleRecorder()

        fixture.run(["status"], on: recorder)

        #expect(recorder.output.contains("0/2 steps  pending"))
        #expect(recorder.output.contains("`kata start 01`"))
    }

    @Test func suggestedCommands_useTheLearnersInvocation() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        let recorder = ConsoleRecorder()

        fixture.run([], on: recorder, invocation: "swift run kata")

        #expect(recorder.output.contains("`swift run kata start 01`"))
    }

    @Test func list_showsEveryKataWithItsModuleOrWhatItWaitsFor() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        try fixture.addPlannedKata()
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["list"], on: recorder) == .success)

        #expect(recorder.output.contains("01-demo  Demo (2 steps, module Demo)\n    A kata for tests."))
        #expect(recorder.output.contains("02-later  Later (planned: waits for the linter)"))
    }

    @Test func start_refusesAPlannedKata() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        try fixture.addPlannedKata()
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["start", "2"], on: recorder) == .failure)
        #expect(recorder.errorOutput.contains("02-later is planned but not available yet: waits for the linter"))
    }

    @Test func hint_revealsOneMoreHintEachTime() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        let first = ConsoleRecorder(), second = ConsoleRecorder()

        fixture.run(["hint"], on: first)
        fixture.run(["hint"], on: second)

        #expect(first.output.contains("Hint 1/2: Hint A") && !first.output.contains("Hint B"))
        #expect(second.output.contains("Hint 2/2: Hint B"))
    }

    @Test func next_refusesWhileTheCurrentKataIsRed() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["next"], on: recorder) == .failure)
        #expect(recorder.errorOutput.contains("Demo is not done: step 1/2 (First) is not passed yet"))
    }

    @Test func solution_waitsUntilTheKataIsDoneUnlessForced() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        let refused = ConsoleRecorder(), forced = ConsoleRecorder()

        #expect(fixture.run(["solution", "1"], on: refused) == .failure)
        #expect(fixture.run(["solution", "1", "--force"], on: forced) == .success)

        #expect(refused.errorOutput.contains("finish Demo first"))
        #expect(forced.output.contains("// Demo/Demo.swift\npublic struct Demo {}"))
    }

    @Test func reset_withoutAYesKeepsEverything() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        try fixture.write("// my work\n", to: "workspace/01-demo/Sources/Demo/Demo.swift")

        #expect(fixture.run(["reset", "1"], on: ConsoleRecorder(answers: ["n"])) == .failure)
        #expect(fixture.run(["reset", "1"], on: ConsoleRecorder(answers: [])) == .failure)

        #expect(fixture.read("workspace/01-demo/Sources/Demo/Demo.swift") == "// my work\n")
    }

    @Test func reset_withNoTerminalToAsk_saysHowToConfirm() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        let recorder = ConsoleRecorder(answers: [])

        #expect(fixture.run(["reset", "1"], on: recorder) == .failure)

        #expect(recorder.output.contains("Nothing was reset: reset needs a yes typed at a terminal, or --yes"))
    }

    @Test func hint_afterTheLastOne_saysThereAreNoMore() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        let last = ConsoleRecorder(), again = ConsoleRecorder()

        fixture.run(["hint"])
        fixture.run(["hint"], on: last)
        fixture.run(["hint"], on: again)

        #expect(last.output.contains("Hint 2/2: Hint B\n  (That was the last hint."))
        #expect(again.output.contains("No more hints for this step: here are all 2 again."))
    }

    @Test func start_ofAFinishedKata_saysItIsDone() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        try fixture.write(#"{"version": 1, "current": "01-demo", "katas": {"01-demo": {"passedSteps": 2, "hintsShown": 0}}}"#, to: "workspace/.kata/state.json")
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["start", "1"], on: recorder) == .success)

        #expect(recorder.output.contains("✓ Demo is already done (2/2 steps"))
        #expect(!recorder.output.contains("Resumed"))
    }

    @Test func reset_backsUpTheLearnersFilesThenRestoresTheStarter() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        try fixture.write("// my work\n", to: "workspace/01-demo/Sources/Demo/Demo.swift")

        #expect(fixture.run(["reset", "1"], on: ConsoleRecorder(answers: ["y"])) == .success)

        let backups = try FileManager.default.contentsOfDirectory(atPath: fixture.url("workspace/.kata/backups").path)
        #expect(backups.count == 1)
        #expect(fixture.read("workspace/.kata/backups/\(backups[0])/Sources/Demo/Demo.swift") == "// my work\n")
        #expect(fixture.read("workspace/01-demo/Sources/Demo/Demo.swift") == "public struct Demo { public init() {} }\n")
    }

    @Test func check_beforeAnyStartSaysHowToStart() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["check"], on: recorder) == .failure)
        #expect(recorder.errorOutput.contains("no kata started"))
        #expect(recorder.errorOutput.contains("`kata start 01`"))
    }

    @Test func aCorruptStateFile_isNamedAndRejected() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        try fixture.write("{ not json", to: "workspace/.kata/state.json")
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["status"], on: recorder) == .badData)
        #expect(recorder.errorOutput.contains("workspace/.kata/state.json: not valid JSON"))
    }

    @Test func anInvalidManifest_isNamedWithTheKeyAtFault() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        try fixture.write(#"{"title": "Demo", "module": "Demo", "summary": "s", "steps": [{"id": "one"}]}"#, to: "Katas/01-demo/kata.json")
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["list"], on: recorder) == .badData)
        #expect(recorder.errorOutput.contains("Katas/01-demo/kata.json: steps[0].title: missing"))
    }

    // MARK: - Helpers

    private func makeSUT() throws -> KitFixture { try KitFixture() }
}
