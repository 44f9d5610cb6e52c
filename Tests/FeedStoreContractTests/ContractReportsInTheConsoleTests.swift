import FeedStoreContract
import Foundation
import Testing

/// What a developer sees in `swift test`'s console: a wrong declaration once, and skipped specs as skipped.
@Suite struct ContractReportsInTheConsoleTests {
    @Test func contradictoryDeclarationIsOneFailureForTheWholeSuite() async throws {
        let (status, output) = try await makeSUT(running: "ReportingFixtureTests/contradictoryDeclaration")

        let issues = output.split(separator: "\n").filter { $0.contains("recorded an issue") }
        #expect(status != 0)
        #expect(issues.count == 1, "\(output)")
        #expect(output.contains("FeedOnlyStore declares .imageData but does not conform to FeedImageDataStore"))
        #expect(output.contains("FeedOnlyStore declares .crashConsistent but not .persistent"))
    }

    @Test func specThatDoesNotApplyShowsAsSkippedWithItsReason() async throws {
        let (status, output) = try await makeSUT(running: "ReportingFixtureTests/undeclaredPersistence")

        let skipped = FeedStoreSpec.all.filter { $0.requirements.contains(.persistent) }.map(\.sentence)
        #expect(status == 0, "\(output)")
        for sentence in skipped {
            #expect(output.contains("Skipped \"\(sentence)\": needs .persistent"), "\(sentence) not shown as skipped in:\n\(output)")
        }
        #expect(output.split(separator: "\n").filter { $0.contains("recorded a warning") }.count == skipped.count)
    }

    private func makeSUT(running test: String) async throws -> (status: Int32, output: String) {
        try await ChildTestRun.run(testNamed: test, environment: ["FEED_STORE_CONTRACT_REPORTING_FIXTURE": "1"])
    }
}
