import Foundation
import Testing
import KataRunner

/// `kata` finds its workspace from any folder inside it, and never creates one where it would belong to something
/// else: another package's Sources/ or Tests/, an existing workspace, a folder with its own Package.swift.
@Suite struct FindingTheWorkspaceTests {
    @Test(arguments: ["workspace", "workspace/01-demo", "workspace/01-demo/Sources/Demo"])
    func commands_findTheWorkspaceFromAnyFolderInsideIt(_ folder: String) throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        let recorder = ConsoleRecorder()

        #expect(try fixture.run(["status"], from: folder, on: recorder) == .success)

        #expect(recorder.output.contains("▶ 01 Demo"), "\(recorder.output)")
        #expect(recorder.output.contains("0/2 steps  current"))
    }

    @Test func start_insideAPackagesSourcesFolder_isRefusedAndCreatesNothing() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        let recorder = ConsoleRecorder()

        #expect(try fixture.run(["start", "1"], from: "Sources/Demo", on: recorder) == .failure)

        #expect(recorder.errorOutput.contains("kata-workspace would be inside the Sources/ folder of the package at ../.."), "\(recorder.errorOutput)")
        #expect(recorder.errorOutput.contains("go to ../.. and run it there, or choose a folder with --workspace DIR"))
        #expect(!fixture.exists("Sources/Demo/kata-workspace"))
    }

    @Test func status_whereNoWorkspaceMayBeCreated_saysWhyInsteadOfSuggestingStart() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        let recorder = ConsoleRecorder()

        #expect(try fixture.run(["status"], from: "Tests", on: recorder) == .success)

        #expect(recorder.output.contains("Next: no workspace here, and none can be created: kata-workspace would be inside the Tests/ folder"))
        #expect(!recorder.output.contains("`kata start 01` creates"))
    }

    @Test func start_insideAnExistingWorkspace_resumesItInsteadOfNestingAnother() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        let recorder = ConsoleRecorder()

        #expect(try fixture.run(["start", "1"], from: "workspace/01-demo", on: recorder) == .success)

        #expect(recorder.output.contains("Resumed Demo"))
        #expect(!fixture.exists("workspace/01-demo/kata-workspace"))
    }

    @Test func start_withAWorkspaceFolderInsideAnotherWorkspace_isRefused() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        let recorder = ConsoleRecorder()

        let exitCode = KataRunner.run(
            ["start", "1", "--kit", fixture.root.path, "--workspace", "workspace/01-demo/nested"],
            console: recorder.console(), currentDirectory: fixture.root
        )

        #expect(exitCode == .failure)
        #expect(recorder.errorOutput.contains("workspace/01-demo/nested would be inside the kata workspace workspace"))
        #expect(!fixture.exists("workspace/01-demo/nested"))
    }

    @Test func start_inAFolderHoldingItsOwnPackage_isRefusedAndLeavesItsManifest() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        try fixture.write("// swift-tools-version: 6.0\n// mine\n", to: "mine/Package.swift")
        let recorder = ConsoleRecorder()

        let exitCode = KataRunner.run(
            ["start", "1", "--kit", fixture.root.path, "--workspace", "mine"], console: recorder.console(), currentDirectory: fixture.root
        )

        #expect(exitCode == .failure)
        #expect(recorder.errorOutput.contains("mine holds a Package.swift that kata did not write"))
        #expect(fixture.read("mine/Package.swift") == "// swift-tools-version: 6.0\n// mine\n")
    }

    @Test func paths_areSpelledFromTheLearnersFolder() throws {
        let fixture = try makeSUT()
        defer { fixture.remove() }
        fixture.run(["start", "1"])
        let recorder = ConsoleRecorder()

        try fixture.run(["status"], from: "workspace/01-demo/Tests", on: recorder)

        #expect(recorder.output.contains("Edit ../Sources/Demo/, then `kata check`"), "\(recorder.output)")
    }

    // MARK: - Helpers

    private func makeSUT() throws -> KitFixture { try KitFixture() }
}
