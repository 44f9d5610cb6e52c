extension FeedStoreSpec {
    static let retrieveSpecs: [FeedStoreSpec] = [
        FeedStoreSpec("retrieve delivers empty on empty cache") { run in
            try run.expect(try run.makeStore(), toRetrieve: nil, "on empty cache")
        },
        FeedStoreSpec("retrieve has no side effects on empty cache") { run in
            let store = try run.makeStore()
            try run.expect(store, toRetrieve: nil, "on empty cache")
            try run.expect(store, toRetrieve: nil, "a second time on empty cache")
        },
        FeedStoreSpec("retrieve delivers found values on non-empty cache") { run in
            let store = try run.makeStore()
            let cache = SpecFixtures.uniqueCache()
            try run.insert(cache, into: store, "on empty cache")
            try run.expect(store, toRetrieve: cache, "after insert")
        },
        FeedStoreSpec("retrieve has no side effects on non-empty cache") { run in
            let store = try run.makeStore()
            let cache = SpecFixtures.uniqueCache()
            try run.insert(cache, into: store, "on empty cache")
            try run.expect(store, toRetrieve: cache, "after insert")
            try run.expect(store, toRetrieve: cache, "a second time after insert")
        },
    ]

    static let insertSpecs: [FeedStoreSpec] = [
        FeedStoreSpec("insert delivers no error on empty cache") { run in
            try run.insert(SpecFixtures.uniqueCache(), into: try run.makeStore(), "on empty cache")
        },
        FeedStoreSpec("insert delivers no error on non-empty cache") { run in
            let store = try run.makeStore()
            try run.insert(SpecFixtures.uniqueCache(), into: store, "on empty cache")
            try run.insert(SpecFixtures.uniqueCache(), into: store, "on non-empty cache")
        },
        FeedStoreSpec("insert overrides previously inserted cache values") { run in
            let store = try run.makeStore()
            let latest = SpecFixtures.uniqueCache()
            try run.insert(SpecFixtures.uniqueCache(), into: store, "on empty cache")
            try run.insert(latest, into: store, "on non-empty cache")
            try run.expect(store, toRetrieve: latest, "after the second insert")
        },
    ]

    static let deleteSpecs: [FeedStoreSpec] = [
        FeedStoreSpec("delete delivers no error on empty cache") { run in
            let store = try run.makeStore()
            try run.step("delete on empty cache") { try store.deleteCachedFeed() }
        },
        FeedStoreSpec("delete has no side effects on empty cache") { run in
            let store = try run.makeStore()
            try run.step("delete on empty cache") { try store.deleteCachedFeed() }
            try run.expect(store, toRetrieve: nil, "after delete on empty cache")
        },
        FeedStoreSpec("delete delivers no error on non-empty cache") { run in
            let store = try run.makeStore()
            try run.insert(SpecFixtures.uniqueCache(), into: store, "on empty cache")
            try run.step("delete on non-empty cache") { try store.deleteCachedFeed() }
        },
        FeedStoreSpec("delete empties previously inserted cache") { run in
            let store = try run.makeStore()
            try run.insert(SpecFixtures.uniqueCache(), into: store, "on empty cache")
            try run.step("delete on non-empty cache") { try store.deleteCachedFeed() }
            try run.expect(store, toRetrieve: nil, "after delete")
        },
    ]
}
