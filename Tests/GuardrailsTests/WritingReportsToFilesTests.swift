import Foundation
import GuardrailsCore
import Testing

/// `--output FILE` writes any format's report to a file and leaves standard output empty.
@Suite struct WritingReportsToFilesTests {
    @Test(arguments: OutputFormat.allCases)
    func theReportGoesToTheFileWhateverTheFormat(format: OutputFormat) async throws {
        let sut = try makeSUT()
        defer { sut.remove() }
        let onStandardOutput = try await sut.run("--format", format.rawValue)

        let output = try await sut.run("--format", format.rawValue, "--output", "reports/guardrails.out")

        #expect(output.status == 1)
        #expect(output.standardOutput.isEmpty)
        #expect(try sut.read("reports/guardrails.out") == onStandardOutput.standardOutput)
        #expect(output.standardError.contains("errors"))
    }

    @Test func anUnwritableOutputExitsTwoNamingTheFile() async throws {
        let sut = try makeSUT()
        defer { sut.remove() }

        let output = try await sut.run("--output", "missing/folder/report.txt")

        #expect(output.status == 2)
        #expect(output.standardError.contains("missing/folder/report.txt"))
    }

    private func makeSUT() throws -> FixturePackage {
        let package = try FixturePackage("ViolatingPackage")
        try FileManager.default.createDirectory(at: package.root.appendingPathComponent("reports"), withIntermediateDirectories: true)
        return package
    }
}
