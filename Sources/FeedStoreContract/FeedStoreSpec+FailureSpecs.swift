extension FeedStoreSpec {
    /// Every failure spec starts from a store holding a feed (and, for an image data store, data for its first
    /// image), so "no side effects" means both are intact.
    static let failureSpecs: [FeedStoreSpec] = [
        FeedStoreSpec("retrieve delivers error on failure", requires: [.failing(.retrieve)]) { run in
            let store = try run.makeStore()
            try run.insert(SpecFixtures.uniqueCache(), into: store, "before injecting the failure")
            try run.injectFailure(.retrieve, into: store)
            run.expectError("retrieve after the injected failure") { _ = try store.retrieve() }
        },
        FeedStoreSpec("retrieve has no side effects on failure", requires: [.failing(.retrieve)]) { run in
            let store = try run.makeStore()
            try run.insert(SpecFixtures.uniqueCache(), into: store, "before injecting the failure")
            try run.injectFailure(.retrieve, into: store)
            run.expectError("retrieve after the injected failure") { _ = try store.retrieve() }
            run.expectError("a second retrieve after the injected failure") { _ = try store.retrieve() }
        },
        FeedStoreSpec("insert delivers error on failure", requires: [.failing(.insert)]) { run in
            let store = try run.makeStore()
            try run.insert(SpecFixtures.uniqueCache(), into: store, "before injecting the failure")
            try run.injectFailure(.insert, into: store)
            let cache = SpecFixtures.uniqueCache()
            run.expectError("insert after the injected failure") { try store.insert(cache.feed, timestamp: cache.timestamp) }
        },
        FeedStoreSpec("insert has no side effects on failure", requires: [.failing(.insert)]) { run in
            let store = try run.makeStore()
            let previous = SpecFixtures.uniqueCache()
            try run.insert(previous, into: store, "before injecting the failure")
            let data = try run.insertImageData(for: previous, into: store)
            try run.injectFailure(.insert, into: store)
            let cache = SpecFixtures.uniqueCache()
            try? store.insert(cache.feed, timestamp: cache.timestamp)
            try run.expect(store, toRetrieve: previous, "after the failed insert")
            try run.expectImageData(data, of: previous, in: store, "after the failed insert")
        },
        FeedStoreSpec("delete delivers error on failure", requires: [.failing(.delete)]) { run in
            let store = try run.makeStore()
            try run.insert(SpecFixtures.uniqueCache(), into: store, "before injecting the failure")
            try run.injectFailure(.delete, into: store)
            run.expectError("delete after the injected failure") { try store.deleteCachedFeed() }
        },
        FeedStoreSpec("delete has no side effects on failure", requires: [.failing(.delete)]) { run in
            let store = try run.makeStore()
            let previous = SpecFixtures.uniqueCache()
            try run.insert(previous, into: store, "before injecting the failure")
            let data = try run.insertImageData(for: previous, into: store)
            try run.injectFailure(.delete, into: store)
            try? store.deleteCachedFeed()
            try run.expect(store, toRetrieve: previous, "after the failed delete")
            try run.expectImageData(data, of: previous, in: store, "after the failed delete")
        },
    ]
}
