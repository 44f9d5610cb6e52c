import FeedCache

extension FeedStoreSpec {
    static let concurrencySpecs: [FeedStoreSpec] = [
        FeedStoreSpec("concurrent operations never deliver a torn cache and end in the last operation's state") { run in
            let store = try run.makeStore()
            var before: CachedFeed?
            for _ in 0..<8 {
                // Large feeds widen the window in which a store without proper locking would mix two of them.
                let inserts = (0..<4).map { _ in SpecFixtures.uniqueCache(urls: (0..<20).map { _ in SpecFixtures.uniqueURL() }) }
                let operations = await ConcurrentOperation.performAllAtOnce(
                    (0..<16).map { _ in ConcurrentOperation.random(among: inserts) },
                    on: store
                )
                let whole = [nil, before] + inserts.map(Optional.some)
                for operation in operations {
                    if let error = operation.error {
                        run.fail("a store call running concurrently with others threw: \(error)")
                    } else if case .retrieve = operation.kind, !whole.contains(operation.retrieved) {
                        run.fail("a retrieve running concurrently delivered a torn cache: \(SpecRun.describe(operation.retrieved))")
                    }
                }
                let after = try run.step("retrieve after the concurrent operations") { try store.retrieve() }
                let possible = possibleFinalStates(of: operations, startingFrom: before)
                if !possible.contains(after) {
                    run.fail("after concurrent operations the store held \(SpecRun.describe(after)), which no last operation left")
                }
                before = after
            }
        },
    ]

    /// A change is a possible last one if no other change started after it ended (the store may have ordered
    /// overlapping calls either way).
    private static func possibleFinalStates(of operations: [ConcurrentOperation], startingFrom before: CachedFeed?) -> [CachedFeed?] {
        let changes = operations.filter { $0.effect != nil && $0.error == nil }
        guard !changes.isEmpty else { return [before] }
        return changes
            .filter { change in !changes.contains { $0.started > change.ended } }
            .compactMap(\.effect)
    }
}
