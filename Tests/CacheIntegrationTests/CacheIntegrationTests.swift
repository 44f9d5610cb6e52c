import FeedTestSupport
import Foundation
import Testing

/// The cache use cases against real stores; every `makeSUT()` opens a new instance, as a new app launch would.
@Suite struct CacheIntegrationTests {
    private let directory = FileManager.default.temporaryDirectory.appending(path: "CacheIntegrationTests-\(UUID().uuidString)")

    @Test(arguments: PersistentStore.allCases)
    func loadDeliversNoItemsOnEmptyCache(_ store: PersistentStore) throws {
        defer { cleanUp() }

        #expect(try makeSUT(store).loader.load() == [])
    }

    @Test(arguments: PersistentStore.allCases)
    func loadDeliversItemsSavedOnASeparateInstance(_ store: PersistentStore) throws {
        defer { cleanUp() }
        let feed = FeedFixtures.uniqueImageFeed().models

        try makeSUT(store).cacher.save(feed)

        #expect(try makeSUT(store).loader.load() == feed)
    }

    @Test(arguments: PersistentStore.allCases)
    func saveOverridesItemsSavedOnASeparateInstance(_ store: PersistentStore) throws {
        defer { cleanUp() }
        let latest = FeedFixtures.uniqueImageFeed().models

        try makeSUT(store).cacher.save(FeedFixtures.uniqueImageFeed().models)
        try makeSUT(store).cacher.save(latest)

        #expect(try makeSUT(store).loader.load() == latest)
    }

    @Test(arguments: PersistentStore.allCases)
    func validateKeepsANonExpiredCacheSavedOnASeparateInstance(_ store: PersistentStore) throws {
        defer { cleanUp() }
        let feed = FeedFixtures.uniqueImageFeed().models

        try makeSUT(store).cacher.save(feed)
        try makeSUT(store).validator.validateCache()

        #expect(try makeSUT(store).loader.load() == feed)
    }

    @Test(arguments: PersistentStore.allCases)
    func validateDeletesAnExpiredCacheSavedOnASeparateInstance(_ store: PersistentStore) throws {
        defer { cleanUp() }
        let now = Date.now

        try makeSUT(store, currentDate: now.minusFeedCacheMaxAge()).cacher.save(FeedFixtures.uniqueImageFeed().models)
        try makeSUT(store, currentDate: now).validator.validateCache()

        #expect(try makeSUT(store).store.retrieve() == nil)
    }

    @Test(arguments: PersistentStore.allCases)
    func imageDataSavedOnOneInstanceLoadsOnAnother(_ store: PersistentStore) throws {
        defer { cleanUp() }
        let feed = FeedFixtures.uniqueImageFeed().models
        let data = Data("image bytes".utf8)

        try makeSUT(store).cacher.save(feed)
        try makeSUT(store).imageDataCacher.save(data, for: feed[0].url)

        #expect(try makeSUT(store).imageDataLoader.loadImageData(from: feed[0].url) == data)
    }

    private func makeSUT(_ store: PersistentStore, currentDate: Date = .now) throws -> CacheUseCases {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return CacheUseCases(store: try store.open(in: directory), currentDate: { currentDate })
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }
}
