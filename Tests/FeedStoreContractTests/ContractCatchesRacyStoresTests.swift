import FeedStoreContract
import Foundation
import Testing

/// The concurrency specs catch races by what the store answers, not by a sanitizer: each racy store is caught in
/// an ordinary run. `scripts/racy-wrong-stores-tally.sh` runs this suite ten times and prints how often each was caught.
@Suite(.serialized) struct ContractCatchesRacyStoresTests {
    @Test(arguments: RacyStore.allCases.filter { !$0.isMemoryUnsafe })
    func racyStoreIsCaught(_ store: RacyStore) async {
        let outcome = await makeSUT(store)

        #expect(outcome.isFailure, "\(store.caughtBy): \(outcome)")
        print("racy store \(store.rawValue): \(outcome.isFailure ? "caught" : "NOT CAUGHT")")
    }

    /// A store with no synchronization may crash the process it races in, so it races in a child process; a crash
    /// counts as caught (the suite of such a store crashes), and so does a failed spec.
    @Test(arguments: RacyStore.allCases.filter(\.isMemoryUnsafe))
    func memoryUnsafeStoreIsCaughtInAChildProcess(_ store: RacyStore) async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) { [store] in
            let outcome = await store.outcome()
            print(outcome.isFailure ? "caught by the spec" : "NOT CAUGHT")
                exit(outcome.isFailure ? EXIT_FAILURE : EXIT_SUCCESS)
        }
        let how = switch result?.exitStatus {
        case .exitCode(EXIT_FAILURE)?: "caught"
        case let .signal(signal)?: "caught (the child crashed with signal \(signal))"
        case let .exitCode(code)?: code == EXIT_SUCCESS ? "NOT CAUGHT" : "caught (the child exited with \(code))"
        case nil: "NOT CAUGHT"
        @unknown default: "caught (the child exited abnormally)"
        }
        print("racy store \(store.rawValue): \(how)")
    }

    private func makeSUT(_ store: RacyStore) async -> FeedStoreSpecOutcome {
        await store.outcome()
    }
}
