import FeedCache

extension FeedStoreSpec {
    /// Many threads call the store at once, round after round; every round must be explainable by the calls
    /// taking effect one at a time in an order that respects which call returned before which began. No sanitizer
    /// is needed: a store that tears a write or checks and acts under different locks answers what no order explains.
    /// A persistent store is called through two instances at one location, as two processes would.
    static let concurrencySpecs: [FeedStoreSpec] = [
        FeedStoreSpec("concurrent operations never deliver a torn cache and end in the last operation's state") { run in
            let stores = try run.makeInstancesForConcurrency()
            if let failure = await ConcurrentRounds(imageData: false).failureTakingTurns(on: stores, settings: run.settings, seed: run.seed) {
                run.fail(failure)
            }
        },
        FeedStoreSpec("concurrent image data and feed operations take effect one at a time", requires: [.imageData]) { run in
            let stores = try run.makeInstancesForConcurrency()
            guard stores.allSatisfy({ $0 is any FeedImageDataStore }) else { return _ = try run.makeImageDataStore() }
            if let failure = await ConcurrentRounds(imageData: true).failureTakingTurns(on: stores, settings: run.settings, seed: run.seed) {
                run.fail(failure)
            }
        },
    ]
}
