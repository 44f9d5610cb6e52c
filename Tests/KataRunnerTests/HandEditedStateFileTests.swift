import Foundation
import Testing
import KataRunner

/// `.kata/state.json` is the learner's to edit: whatever it holds, a command either works or exits 65 naming the file
/// and the key at fault. Nothing crashes, and nothing is unlocked that was not passed.
@Suite struct HandEditedStateFileTests {
    @Test(arguments: [
        (#"{"version": 1, "current": "01-demo", "katas": {"01-demo": {"passedSteps": -2, "hintsShown": 0}}}"#,
         #"katas["01-demo"].passedSteps: -2 is not between 0 and 2"#),
        (#"{"version": 1, "current": "01-demo", "katas": {"01-demo": {"passedSteps": 99, "hintsShown": 0}}}"#,
         #"katas["01-demo"].passedSteps: 99 is not between 0 and 2"#),
        (#"{"version": 1, "current": "01-demo", "katas": {"01-demo": {"passedSteps": 0, "hintsShown": 7}}}"#,
         #"katas["01-demo"].hintsShown: 7 is not between 0 and 2 (step 1 has 2)"#),
        (#"{"version": 1, "current": "07-missing", "katas": {}}"#, #"current: "07-missing" is not a kata of this kit (01-demo)"#),
        (#"{"version": 1, "katas": {"07-missing": {"passedSteps": 1}}}"#, #"katas["07-missing"]: not a kata of this kit"#),
        (#"{"version": 1, "katas": {}, "unlocked": true}"#, "unlocked: unknown key (expected one of: current, katas, version)"),
        (#"{"version": 1, "katas": {"01-demo": {"passedStep": 2}}}"#, #"katas["01-demo"].passedStep: unknown key"#),
        (#"{"version": 1, "katas": {"01-demo": {"passedSteps": 1.5}}}"#, #"katas["01-demo"].passedSteps: expected a whole number"#),
        (#"{"version": 1, "katas": {"01-demo": {"passedSteps": true}}}"#, #"katas["01-demo"].passedSteps: expected a whole number"#),
        (#"{"version": 1, "katas": {"01-demo": {"passedSteps": "2"}}}"#, #"katas["01-demo"].passedSteps: expected a whole number"#),
        (#"{"version": 1, "katas": {"01-demo": {"passedSteps": 1e300}}}"#, #"katas["01-demo"].passedSteps: expected a whole number"#),
        (#"{"version": 1, "current": 3}"#, "current: expected a string"),
        (#"{"version": 2, "katas": {}}"#, "version: 2 is not a version this kata runner reads (1)"),
        (#"{"katas": {}}"#, "version: missing"),
        (#"[1, 2]"#, "top level: expected an object"),
        ("", "not valid JSON"),
    ])
    func aValueOutsideTheKit_isRejectedWithItsKey(_ json: String, _ problem: String) throws {
        let fixture = try makeSUT(state: json)
        defer { fixture.remove() }

        for command in [["status"], ["check"], ["hint"], ["next"], ["solution", "1"], ["start", "1"]] {
            let recorder = ConsoleRecorder()
            #expect(fixture.run(command, on: recorder) == .badData, "kata \(command[0])")
            #expect(recorder.errorOutput.contains("workspace/.kata/state.json: \(problem)"), "kata \(command[0]): \(recorder.errorOutput)")
        }
        #expect(fixture.read("workspace/.kata/state.json") == json, "a rejected state file is left as it was")
    }

    @Test func missingCountsAndANullCurrent_startFromNothing() throws {
        let fixture = try makeSUT(state: #"{"version": 1, "current": null, "katas": {"01-demo": {}}}"#)
        defer { fixture.remove() }
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["status"], on: recorder) == .success)
        #expect(recorder.output.contains("0/2 steps  started"))
    }

    /// Generated state files, most of them almost right: whatever the runner makes of each, it exits 0, 1 or 65, names
    /// the file when it rejects it and leaves it untouched, and shows the solution only for a kata the file says is done.
    /// In-process: `KataRunner.run` is all the `kata` executable runs (KataEndToEndTests runs a sample through it).
    @Test func generatedStateFiles_neverCrashOrUnlockAnything() throws {
        let fixture = try makeSUT(state: "")
        defer { fixture.remove() }
        var generator = StateFileGenerator(seed: 0x6B617461)

        for index in 0..<1000 {
            let (json, doneKatas) = generator.next()
            try fixture.write(json, to: "workspace/.kata/state.json")
            for command in [["status"], ["hint"], ["solution", "1"], ["next"]] {
                let recorder = ConsoleRecorder()
                let exitCode = fixture.run(command, on: recorder)
                let context = "state file #\(index), kata \(command.joined(separator: " ")):\n\(json)\n\(recorder.errorOutput)"
                #expect([.success, .failure, .badData].contains(exitCode), "\(context)")
                if exitCode == .badData {
                    #expect(recorder.errorOutput.contains("workspace/.kata/state.json: "), "\(context)")
                    #expect(fixture.read("workspace/.kata/state.json") == json, "\(context)")
                }
                if command[0] == "solution" && exitCode == .success {
                    #expect(doneKatas.contains("01-demo"), "\(context)")
                }
            }
            try? FileManager.default.removeItem(at: fixture.url("workspace/01-demo"))
        }
    }

    // MARK: - Helpers

    private func makeSUT(state json: String) throws -> KitFixture {
        let fixture = try KitFixture()
        try fixture.write(json, to: "workspace/.kata/state.json")
        return fixture
    }
}
