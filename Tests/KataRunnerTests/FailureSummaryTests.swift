import Foundation
import Testing
import KataRunner

@Suite struct FailureSummaryTests {
    @Test func compilerErrors_keepsEachErrorOnceWithItsLocationRelativeToTheWorkspace() {
        let output = """
        [3/9] Compiling Demo Demo.swift
        /ws/01-demo/Sources/Demo/Demo.swift:4:9: error: cannot find 'client' in scope
        3 |     func load() {
        4 |         client.get()
          |         `- error: cannot find 'client' in scope
        /ws/01-demo/Sources/Demo/Demo.swift:2:1: warning: unused import
        /ws/01-demo/Sources/Demo/Demo.swift:4:9: error: cannot find 'client' in scope
        """

        let errors = makeSUT().compilerErrors(output)

        #expect(errors == ["01-demo/Sources/Demo/Demo.swift:4:9: error: cannot find 'client' in scope\n    client.get()"])
    }

    /// `kata check` builds locked steps' files ahead once; their errors are not the learner's to fix yet.
    @Test func compilerErrors_leaveOutTheExcludedFiles() {
        let output = """
        /ws/01-demo/Tests/DemoTests/DemoTests+Two.swift:3:9: error: cannot find 'connectivity' in scope
        /ws/01-demo/Tests/DemoTests/DemoTests+Three.swift:5:1: error: cannot find 'mapper' in scope
        """
        let lockedStep = URL(fileURLWithPath: "/ws/01-demo/Tests/DemoTests/DemoTests+Three.swift")

        let errors = FailureSummary.compilerErrors(in: output, relativeTo: URL(fileURLWithPath: "/ws"), excluding: [lockedStep])

        #expect(errors == ["01-demo/Tests/DemoTests/DemoTests+Two.swift:3:9: error: cannot find 'connectivity' in scope"])
    }

    @Test func testIssues_keepsTheTestLocationExpectationAndValues() {
        let output = """
        ◇ Test load() started.
        ✘ Test load() recorded an issue at DemoTests.swift:12:9: Expectation failed: (urls → []) == ([url] → [https://a.com])
        ↳ a comment
        ✘ Test status(code:) recorded an issue with 1 argument code → 404 at DemoTests.swift:20:5: Caught error: oops
        ✘ Test run with 2 tests failed after 0.01 seconds with 2 issues.
        """

        let issues = makeSUT().testIssues(output)

        #expect(issues == [
            "DemoTests.swift:12:9: load()\n    Expectation failed: (urls → []) == ([url] → [https://a.com])\n    a comment",
            "DemoTests.swift:20:5: status(code:) [code → 404]\n    Caught error: oops",
        ])
    }

    @Test func summaries_stopAfterTenEntries() {
        let output = (1...12).map { "/ws/A.swift:\($0):1: error: e\($0)" }.joined(separator: "\n")

        let errors = makeSUT().compilerErrors(output)

        #expect(errors.count == 11)
        #expect(errors.last == "… and 2 more")
    }

    // MARK: - Helpers

    /// The summaries of output from a workspace at `/ws` whose test files are not on disk.
    private func makeSUT() -> (compilerErrors: (String) -> [String], testIssues: (String) -> [String]) {
        let root = URL(fileURLWithPath: "/ws")
        return (
            { FailureSummary.compilerErrors(in: $0, relativeTo: root) },
            { FailureSummary.testIssues(in: $0, testsDirectory: root.appendingPathComponent("Tests"), relativeTo: root) }
        )
    }
}
