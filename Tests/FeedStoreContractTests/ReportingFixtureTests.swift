import FeedStoreContract
import Foundation
import InMemoryFeedStore
import Testing

/// Conformance suites with mistakes in their declarations, run only in a child process by
/// `ContractReportsInTheConsoleTests`, which reads what the console shows for them.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["FEED_STORE_CONTRACT_REPORTING_FIXTURE"] != nil, "a fixture run by ContractReportsInTheConsoleTests"))
struct ReportingFixtureTests {
    @Test(arguments: FeedStoreSpec.all)
    func contradictoryDeclaration(_ spec: FeedStoreSpec) async throws {
        try await FeedStoreContract<FeedOnlyStore>(capabilities: [.imageData, .crashConsistent]) { _ in FeedOnlyStore() }.verify(spec)
    }

    @Test(arguments: FeedStoreSpec.all.filter { $0.requirements.contains(.persistent) })
    func undeclaredPersistence(_ spec: FeedStoreSpec) async throws {
        try await makeSUT().verify(spec)
    }

    private func makeSUT() -> FeedStoreContract<InMemoryFeedStore> {
        FeedStoreContract(capabilities: [.imageData]) { _ in InMemoryFeedStore() }
    }
}
