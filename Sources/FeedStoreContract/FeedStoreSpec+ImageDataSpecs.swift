import Foundation

extension FeedStoreSpec {
    static let imageDataSpecs: [FeedStoreSpec] = [
        FeedStoreSpec("image data retrieve delivers not found when empty", requires: [.imageData]) { run in
            try run.expect(try run.makeImageDataStore(), toRetrieve: nil, for: SpecFixtures.uniqueURL(), "on empty store")
        },
        FeedStoreSpec("image data retrieve delivers not found when the stored data's URL does not match", requires: [.imageData]) { run in
            let store = try run.makeImageDataStore()
            let cache = SpecFixtures.uniqueCache()
            try run.insert(cache, into: store, "on empty cache")
            try run.step("insert data for the first image") { try store.insert(SpecFixtures.uniqueData(), for: cache.feed[0].url) }
            try run.expect(store, toRetrieve: nil, for: cache.feed[1].url, "of the other image")
        },
        FeedStoreSpec("image data retrieve delivers found data when a stored image's URL matches", requires: [.imageData]) { run in
            let store = try run.makeImageDataStore()
            let cache = SpecFixtures.uniqueCache()
            let data = SpecFixtures.uniqueData()
            try run.insert(cache, into: store, "on empty cache")
            try run.step("insert data for a cached image") { try store.insert(data, for: cache.feed[0].url) }
            try run.expect(store, toRetrieve: data, for: cache.feed[0].url, "after insert")
        },
        FeedStoreSpec("image data retrieve delivers the last inserted value", requires: [.imageData]) { run in
            let store = try run.makeImageDataStore()
            let cache = SpecFixtures.uniqueCache()
            let url = cache.feed[0].url
            let last = SpecFixtures.uniqueData()
            try run.insert(cache, into: store, "on empty cache")
            try run.step("insert first data") { try store.insert(SpecFixtures.uniqueData(), for: url) }
            try run.step("insert last data") { try store.insert(last, for: url) }
            try run.expect(store, toRetrieve: last, for: url, "after two inserts")
        },
        FeedStoreSpec("image data is not kept for a URL outside the cached feed", requires: [.imageData]) { run in
            let store = try run.makeImageDataStore()
            let url = SpecFixtures.uniqueURL()
            try? store.insert(SpecFixtures.uniqueData(), for: url)
            try run.expect(store, toRetrieve: nil, for: url, "inserted while no feed is cached")
            try run.insert(SpecFixtures.uniqueCache(), into: store, "on empty cache")
            try? store.insert(SpecFixtures.uniqueData(), for: url)
            try run.expect(store, toRetrieve: nil, for: url, "inserted for an image that is not in the cached feed")
        },
        FeedStoreSpec("image data survives a feed replacement for URLs still present", requires: [.imageData]) { run in
            let store = try run.makeImageDataStore()
            let kept = SpecFixtures.uniqueURL()
            let data = SpecFixtures.uniqueData()
            try run.insert(SpecFixtures.uniqueCache(urls: [kept, SpecFixtures.uniqueURL()]), into: store, "on empty cache")
            try run.step("insert data for a cached image") { try store.insert(data, for: kept) }
            try run.insert(SpecFixtures.uniqueCache(urls: [SpecFixtures.uniqueURL(), kept]), into: store, "that keeps the image")
            try run.expect(store, toRetrieve: data, for: kept, "after a replacement that keeps its image")
        },
        FeedStoreSpec("image data is dropped by a feed replacement for URLs no longer present", requires: [.imageData]) { run in
            let store = try run.makeImageDataStore()
            let dropped = SpecFixtures.uniqueURL()
            let cache = SpecFixtures.uniqueCache(urls: [dropped, SpecFixtures.uniqueURL()])
            try run.insert(cache, into: store, "on empty cache")
            try run.step("insert data for a cached image") { try store.insert(SpecFixtures.uniqueData(), for: dropped) }
            try run.insert(SpecFixtures.uniqueCache(), into: store, "that drops the image")
            try run.expect(store, toRetrieve: nil, for: dropped, "after a replacement that drops its image")
            try run.insert(cache, into: store, "that brings the image back")
            try run.expect(store, toRetrieve: nil, for: dropped, "after the image came back without new data")
        },
        FeedStoreSpec("image data is gone after the feed is deleted", requires: [.imageData]) { run in
            let store = try run.makeImageDataStore()
            let cache = SpecFixtures.uniqueCache()
            try run.insert(cache, into: store, "on empty cache")
            try run.step("insert data for a cached image") { try store.insert(SpecFixtures.uniqueData(), for: cache.feed[0].url) }
            try run.step("delete") { try store.deleteCachedFeed() }
            try run.expect(store, toRetrieve: nil, for: cache.feed[0].url, "after delete")
            try run.insert(cache, into: store, "of the same feed again")
            try run.expect(store, toRetrieve: nil, for: cache.feed[0].url, "after the deleted feed was inserted again")
        },
        FeedStoreSpec("image data survives a new instance", requires: [.imageData, .persistent]) { run in
            let store = try run.makeImageDataStore()
            let cache = SpecFixtures.uniqueCache()
            let data = SpecFixtures.uniqueData()
            try run.insert(cache, into: store, "on empty cache")
            try run.step("insert data for a cached image") { try store.insert(data, for: cache.feed[0].url) }
            try run.expect(try run.makeImageDataStore(), toRetrieve: data, for: cache.feed[0].url, "from a second instance")
        },
    ]
}
