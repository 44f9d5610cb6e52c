import FeedStoreContract
import Foundation
import Testing

@Suite struct ContractCatchesWrongStoresTests {
    @Test func correctStorePassesEverySpecThatApplies() async {
        let outcomes = await outcomes(of: makeSUT(fault: nil))

        #expect(outcomes.filter { !$0.value.passedOrSkipped }.mapValues { "\($0)" } == [:])
        #expect(outcomes.filter(\.value.isSkipped).keys.sorted() == [FeedStoreSpec.all.first { $0.requirements.contains(.crashConsistent) }!.sentence])
    }

    @Test(arguments: FaultyFeedStore.Fault.allCases)
    func wrongStoreIsCaught(_ fault: FaultyFeedStore.Fault) async throws {
        let spec = try #require(FeedStoreSpec.all.first { $0.sentence == caughtBy(fault) })

        let outcome = await makeSUT(fault: fault).evaluate(spec)

        #expect(outcome.isFailure, "\(spec.sentence): \(outcome)")
    }

    private func makeSUT(fault: FaultyFeedStore.Fault?) -> FeedStoreContract<FaultyFeedStore> {
        let failing: [FeedStoreCapability<FaultyFeedStore>] = FeedStoreOperation.allCases.map { operation in
            .failing(operation) { store, _ in store.fail(operation) }
        }
        let disks = FaultyDisks()
        // Every fault here is caught without the concurrency specs, so they get a short run.
        return FeedStoreContract(
            capabilities: [.persistent, .imageData] + failing,
            settings: FeedStoreContractSettings(concurrentTimeLimit: .milliseconds(100))
        ) { location in
            FaultyFeedStore(fault: fault, disk: disks.disk(at: location))
        }
    }

    private func outcomes(of contract: FeedStoreContract<FaultyFeedStore>) async -> [String: FeedStoreSpecOutcome] {
        var outcomes: [String: FeedStoreSpecOutcome] = [:]
        for spec in FeedStoreSpec.all {
            outcomes[spec.sentence] = await contract.evaluate(spec)
        }
        return outcomes
    }

    /// The spec written for exactly this mistake; others may catch it too.
    private func caughtBy(_ fault: FaultyFeedStore.Fault) -> String { Self.caughtBySentence(fault) }

    static func caughtBySentence(_ fault: FaultyFeedStore.Fault) -> String {
        let sequences = "random sequences of inserts, deletes and retrieves deliver what the reference model delivers"
        let dataSequences = "random sequences with image data deliver what the reference model delivers"
        return switch fault {
        case .retrieveDeletesTheCache: "retrieve has no side effects on non-empty cache"
        case .retrieveOnEmptyCacheThrows: "retrieve delivers empty on empty cache"
        case .insertAppends: "insert overrides previously inserted cache values"
        case .insertRoundsTheTimestamp: "retrieve delivers found values on non-empty cache"
        case .deleteDoesNothing: "delete empties previously inserted cache"
        case .emptyTextStoredAsNil, .nilTextStoredAsEmpty, .locationDroppedWithoutDescription, .textTrimmed, .longTextTruncated,
             .nonASCIITextMangled, .urlQueryDropped, .urlFragmentDropped, .urlPortDropped, .urlUserInfoDropped,
             .urlPercentEncodingDecoded, .urlLowercased, .duplicateURLsCollapsed, .duplicateIDsCollapsed, .imagesSortedByID,
             .emptyFeedStoredAsDelete, .timestampTruncatedToMilliseconds, .timestampStoredAsFloat, .largeFeedTruncated,
             .sameFeedWithNewTimestampIgnored:
            sequences
        case .imageDataKeyedByHostAndPath, .emptyImageDataNotFound, .largeImageDataTruncated, .imageDataFirstValueWins:
            dataSequences
        case .imageDataOutlivesTheFeed: "image data is gone after the feed is deleted"
        case .imageDataKeptForAnyURL: "image data is not kept for a URL outside the cached feed"
        case .feedReplacementDropsAllImageData: "image data survives a feed replacement for URLs still present"
        case .imageDataSurvivesFeedReplacement: "image data is dropped by a feed replacement for URLs no longer present"
        case .failedInsertLeavesPartialFeed, .failedInsertDropsImageData: "insert has no side effects on failure"
        case .failedInsertThrowsNothing: "insert delivers error on failure"
        case .failedRetrieveRepairsTheCache: "retrieve has no side effects on failure"
        case .failedRetrieveDeliversEmpty: "retrieve delivers error on failure"
        case .failedDeleteDropsImageData: "delete has no side effects on failure"
        case .everyInstanceStartsEmpty, .timestampKeptOnlyByThisInstance: "a second instance delivers what the first inserted"
        case .instanceKeepsTheFeedItRead: "an insert from a second instance overrides"
        case .instanceKeepsTheImageDataItRead: "image data changed by a second instance is seen by the first"
        case .deleteForgetsOnlyThisInstance: "a delete from a second instance empties"
        }
    }
}

extension FeedStoreSpecOutcome {
    var passedOrSkipped: Bool { self == .passed || isSkipped }

    var isFailure: Bool { !passedOrSkipped }

    var isSkipped: Bool {
        if case .skipped = self { true } else { false }
    }
}
