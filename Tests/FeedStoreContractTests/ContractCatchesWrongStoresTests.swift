import FeedStoreContract
import Testing

@Suite struct ContractCatchesWrongStoresTests {
    @Test func correctStorePassesEverySpecThatApplies() async {
        let outcomes = await outcomes(of: makeSUT(fault: nil))

        #expect(outcomes.filter { !$0.value.passedOrSkipped }.keys.sorted() == [])
        #expect(outcomes.values.filter(\.isSkipped).count == 4, "only the specs that need .persistent are skipped")
    }

    @Test(arguments: FaultyFeedStore.Fault.allCases)
    func wrongStoreIsCaught(_ fault: FaultyFeedStore.Fault) async {
        let failing = await outcomes(of: makeSUT(fault: fault)).filter { !$0.value.passedOrSkipped }.keys

        #expect(failing.contains(caughtBy(fault)), "caught only by: \(failing.sorted())")
    }

    private func makeSUT(fault: FaultyFeedStore.Fault?) -> FeedStoreContract<FaultyFeedStore> {
        let failing: [FeedStoreCapability<FaultyFeedStore>] = FeedStoreOperation.allCases.map { operation in
            .failing(operation) { store, _ in store.fail(operation) }
        }
        let persistent: [FeedStoreCapability<FaultyFeedStore>] = fault == .everyInstanceStartsEmpty ? [.persistent] : []
        return FeedStoreContract(capabilities: [.imageData] + failing + persistent) { _ in FaultyFeedStore(fault: fault) }
    }

    private func outcomes(of contract: FeedStoreContract<FaultyFeedStore>) async -> [String: FeedStoreSpecOutcome] {
        var outcomes: [String: FeedStoreSpecOutcome] = [:]
        for spec in FeedStoreSpec.all {
            outcomes[spec.sentence] = await contract.evaluate(spec)
        }
        return outcomes
    }

    /// The spec written for exactly this mistake; others may catch it too.
    private func caughtBy(_ fault: FaultyFeedStore.Fault) -> String {
        switch fault {
        case .retrieveDeletesTheCache: "retrieve has no side effects on non-empty cache"
        case .retrieveOnEmptyCacheThrows: "retrieve delivers empty on empty cache"
        case .insertAppends: "insert overrides previously inserted cache values"
        case .insertRoundsTheTimestamp: "retrieve delivers found values on non-empty cache"
        case .deleteDoesNothing: "delete empties previously inserted cache"
        case .failedInsertLeavesPartialFeed: "insert has no side effects on failure"
        case .failedInsertThrowsNothing: "insert delivers error on failure"
        case .failedRetrieveRepairsTheCache: "retrieve has no side effects on failure"
        case .feedAndTimestampWrittenSeparately: "concurrent operations never deliver a torn cache and end in the last operation's state"
        case .everyInstanceStartsEmpty: "a second instance delivers what the first inserted"
        case .imageDataOutlivesTheFeed: "image data is gone after the feed is deleted"
        case .imageDataKeptForAnyURL: "image data is not kept for a URL outside the cached feed"
        case .feedReplacementDropsAllImageData: "image data survives a feed replacement for URLs still present"
        }
    }
}

private extension FeedStoreSpecOutcome {
    var passedOrSkipped: Bool { self == .passed || isSkipped }

    var isSkipped: Bool {
        if case .skipped = self { true } else { false }
    }
}
