import FeedStoreContract
import Foundation
import Testing

/// The crash spec kills a process writing through the store and looks at what it left: a store that writes its
/// file in place leaves half a file.
@Suite struct ContractCatchesCrashUnsafeStoresTests {
    @Test func storeThatWritesItsFileInPlaceIsCaught() async throws {
        let spec = try #require(FeedStoreSpec.all.first { $0.requirements.contains(.crashConsistent) })

        let outcome = await makeSUT().evaluate(spec)

        #expect(outcome.isFailure, "\(outcome)")
    }

    private func makeSUT() -> FeedStoreContract<NonAtomicFileFeedStore> {
        FeedStoreContract(capabilities: [.persistent, .crashConsistent], settings: FeedStoreContractSettings(kills: 20)) { location in
            NonAtomicFileFeedStore(fileURL: location.appending(path: "feed.json"))
        }
    }
}
