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

    /// A store with no synchronization may crash the process it races in, or corrupt its state so that a call never
    /// returns, so it races in a child process; a crash or a hang counts as caught (the suite of such a store crashes
    /// or hangs), and so does a failed spec.
    @Test(arguments: RacyStore.allCases.filter(\.isMemoryUnsafe))
    func memoryUnsafeStoreIsCaughtInAChildProcess(_ store: RacyStore) async throws {
        // The child ends without unwinding (a crash, `_exit`), so the contract cannot remove its spec's directory:
        // the child's temporary directory is one the parent removes.
        let temporaryDirectory = FileManager.default.temporaryDirectory.appending(path: "ContractCatchesRacyStoresTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: temporaryDirectory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: temporaryDirectory) }
        let result = await #expect(processExitsWith: .failure, observing: [\.standardOutputContent, \.standardErrorContent]) { [store, temporaryDirectory = temporaryDirectory as String] in
            setenv("TMPDIR", temporaryDirectory, 1)
            // `_exit`, not `exit`: exit handlers (the sanitizer's among them) can wait forever on a lock that a
            // racing thread of a corrupted store still holds.
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 60)
                _exit(ContractCatchesRacyStoresTests.hungExitCode)
            }
            let outcome = await store.outcome()
            print(outcome.isFailure ? "caught by the spec" : "NOT CAUGHT")
            fflush(nil)
            _exit(outcome.isFailure ? EXIT_FAILURE : EXIT_SUCCESS)
        }
        let how = switch result?.exitStatus {
        case .exitCode(EXIT_FAILURE)?: "caught"
        case let .signal(signal)?: "caught (the child crashed with signal \(signal))"
        case .exitCode(Self.hungExitCode)?: "caught (a call never returned in the child)"
        case let .exitCode(code)?: code == EXIT_SUCCESS ? "NOT CAUGHT" : "caught (the child exited with \(code))"
        case nil: "NOT CAUGHT"
        @unknown default: "caught (the child exited abnormally)"
        }
        print("racy store \(store.rawValue): \(how)")
    }

    /// How the child says that the spec was still running a minute after it started.
    static let hungExitCode: Int32 = 3

    /// A race shows only when the threads interleave inside the store's unguarded window; on a starved machine (a full
    /// `swift test` beside other builds) one run may pass without that interleaving (separateImageDataLock escaped once
    /// in such a run), so a store gets three runs: an escape by chance in all three is negligible, while a store the
    /// spec cannot catch still fails the test. `scripts/racy-wrong-stores-tally.sh` measures single runs
    /// (`RACY_STORE_RUNS=1`).
    private func makeSUT(_ store: RacyStore) async -> FeedStoreSpecOutcome {
        var outcome = await store.outcome()
        for _ in 1..<Self.runsPerStore where !outcome.isFailure {
            outcome = await store.outcome()
        }
        return outcome
    }

    private static let runsPerStore = ProcessInfo.processInfo.environment["RACY_STORE_RUNS"].flatMap { Int($0) }.map { max($0, 1) } ?? 3
}
