extension FeedStoreSpec {
    static let persistenceSpecs: [FeedStoreSpec] = [
        FeedStoreSpec("a second instance delivers what the first inserted", requires: [.persistent]) { run in
            let cache = SpecFixtures.uniqueCache()
            try run.insert(cache, into: try run.makeStore(), "from the first instance")
            try run.expect(try run.makeStore(), toRetrieve: cache, "from a second instance")
        },
        // The first instance is asked again too, which catches a store that trusts what it read or wrote earlier.
        FeedStoreSpec("an insert from a second instance overrides", requires: [.persistent]) { run in
            let first = try run.makeStore()
            let earlier = SpecFixtures.uniqueCache()
            let latest = SpecFixtures.uniqueCache()
            try run.insert(earlier, into: first, "from the first instance")
            try run.expect(first, toRetrieve: earlier, "from the first instance")
            try run.insert(latest, into: try run.makeStore(), "from a second instance")
            try run.expect(first, toRetrieve: latest, "from the first instance after the second inserted")
            try run.expect(try run.makeStore(), toRetrieve: latest, "from a third instance")
        },
        FeedStoreSpec("a delete from a second instance empties", requires: [.persistent]) { run in
            let first = try run.makeStore()
            try run.insert(SpecFixtures.uniqueCache(), into: first, "from the first instance")
            let second = try run.makeStore()
            try run.step("delete from a second instance") { try second.deleteCachedFeed() }
            try run.expect(first, toRetrieve: nil, "from the first instance after the second deleted")
            try run.expect(try run.makeStore(), toRetrieve: nil, "from a third instance")
        },
        // The first instance reads image data before and after the second changes it, which catches a store that
        // keeps what it read in memory.
        FeedStoreSpec("image data changed by a second instance is seen by the first", requires: [.persistent, .imageData]) { run in
            let first = try run.makeImageDataStore()
            let cache = SpecFixtures.uniqueCache()
            let earlier = SpecFixtures.uniqueData()
            let latest = SpecFixtures.uniqueData()
            try run.insert(cache, into: first, "from the first instance")
            try run.step("insert data from the first instance") { try first.insert(earlier, for: cache.feed[0].url) }
            try run.expect(first, toRetrieve: earlier, for: cache.feed[0].url, "from the first instance")
            let second = try run.makeImageDataStore()
            try run.step("insert data from a second instance") { try second.insert(latest, for: cache.feed[0].url) }
            try run.expect(first, toRetrieve: latest, for: cache.feed[0].url, "from the first instance after the second inserted")
            try run.step("delete from the second instance") { try second.deleteCachedFeed() }
            try run.expect(first, toRetrieve: nil, for: cache.feed[0].url, "from the first instance after the second deleted")
        },
    ]
}
