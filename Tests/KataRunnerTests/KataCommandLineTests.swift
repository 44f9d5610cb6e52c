import Foundation
import Testing
import KataRunner

@Suite struct KataCommandLineTests {
    @Test func help_listsEveryCommand() {
        let (exitCode, output, _) = makeSUT(["--help"])

        #expect(exitCode == .success)
        for command in ["status", "start", "check", "watch", "hint", "next", "list", "reset", "solution", "verify"] {
            #expect(output.contains("\n  \(command) "), "\(command) is listed")
        }
    }

    @Test(arguments: ["check", "reset", "watch", "solution"])
    func commandHelp_showsItsUsage(_ command: String) {
        let (exitCode, output, _) = makeSUT([command, "--help"])

        #expect(exitCode == .success)
        #expect(output.contains("USAGE: kata \(command)"))
    }

    @Test func unknownCommand_isAUsageErrorNamingIt() {
        let (exitCode, _, errors) = makeSUT(["chek"])

        #expect(exitCode == .usage)
        #expect(errors.contains("unknown command \"chek\""))
    }

    @Test func unknownOption_isAUsageErrorListingTheAcceptedOnes() {
        let (exitCode, _, errors) = makeSUT(["reset", "1", "--yse"])

        #expect(exitCode == .usage)
        #expect(errors.contains("unknown option --yse (accepted: --workspace, --kit, --build-path, --help, --yes)"))
    }

    @Test func missingArgument_isAUsageErrorShowingTheUsage() {
        let (exitCode, _, errors) = makeSUT(["start"])

        #expect(exitCode == .usage)
        #expect(errors.contains("usage: kata start <kata>"))
    }

    @Test func watchInterval_mustBeAReasonableNumber() throws {
        let fixture = try KitFixture()
        defer { fixture.remove() }
        let recorder = ConsoleRecorder()

        #expect(fixture.run(["watch", "--interval", "0"], on: recorder) == .usage)
        #expect(recorder.errorOutput.contains("--interval 0: expected seconds between 0.1 and 60"))
    }

    // MARK: - Helpers

    private func makeSUT(_ arguments: [String]) -> (ExitCode, String, String) {
        let recorder = ConsoleRecorder()
        let exitCode = KataRunner.run(arguments, console: recorder.console(), currentDirectory: URL(fileURLWithPath: "/"))
        return (exitCode, recorder.output, recorder.errorOutput)
    }
}
