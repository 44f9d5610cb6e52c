import CacheFeed
import CacheFeedImageData
import FeedCache
import FeedTestSupport
import Foundation
import LoadFeedFromCache
import LoadFeedImageDataFromCache
import Testing
import ValidateFeedCache

/// The cache use cases against real stores, each step through a separate instance, as separate app launches would.
@Suite struct CacheIntegrationTests {
    private let directory = FileManager.default.temporaryDirectory.appending(path: "CacheIntegrationTests-\(UUID().uuidString)")

    @Test(arguments: PersistentStore.allCases)
    func loadDeliversNoItemsOnEmptyCache(_ store: PersistentStore) throws {
        defer { cleanUp() }

        #expect(try makeLoader(store).load() == [])
    }

    @Test(arguments: PersistentStore.allCases)
    func loadDeliversItemsSavedOnASeparateInstance(_ store: PersistentStore) throws {
        defer { cleanUp() }
        let feed = FeedFixtures.uniqueImageFeed().models

        try makeCacher(store).save(feed)

        #expect(try makeLoader(store).load() == feed)
    }

    @Test(arguments: PersistentStore.allCases)
    func saveOverridesItemsSavedOnASeparateInstance(_ store: PersistentStore) throws {
        defer { cleanUp() }
        let latest = FeedFixtures.uniqueImageFeed().models

        try makeCacher(store).save(FeedFixtures.uniqueImageFeed().models)
        try makeCacher(store).save(latest)

        #expect(try makeLoader(store).load() == latest)
    }

    @Test(arguments: PersistentStore.allCases)
    func validateKeepsANonExpiredCacheSavedOnASeparateInstance(_ store: PersistentStore) throws {
        defer { cleanUp() }
        let feed = FeedFixtures.uniqueImageFeed().models

        try makeCacher(store).save(feed)
        try makeValidator(store).validateCache()

        #expect(try makeLoader(store).load() == feed)
    }

    @Test(arguments: PersistentStore.allCases)
    func validateDeletesAnExpiredCacheSavedOnASeparateInstance(_ store: PersistentStore) throws {
        defer { cleanUp() }
        let now = Date.now

        try makeCacher(store, currentDate: now.minusFeedCacheMaxAge()).save(FeedFixtures.uniqueImageFeed().models)
        try makeValidator(store, currentDate: now).validateCache()

        #expect(try makeStore(store).retrieve() == nil)
    }

    @Test(arguments: PersistentStore.allCases)
    func imageDataSavedOnOneInstanceLoadsOnAnother(_ store: PersistentStore) throws {
        defer { cleanUp() }
        let feed = FeedFixtures.uniqueImageFeed().models
        let data = Data("image bytes".utf8)

        try makeCacher(store).save(feed)
        try FeedImageDataCacher(store: makeStore(store)).save(data, for: feed[0].url)

        #expect(try LocalFeedImageDataLoader(store: makeStore(store)).loadImageData(from: feed[0].url) == data)
    }

    private func makeStore(_ store: PersistentStore) throws -> any FeedStore & FeedImageDataStore {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try store.open(in: directory)
    }

    private func makeCacher(_ store: PersistentStore, currentDate: Date = .now) throws -> FeedCacher {
        FeedCacher(store: try makeStore(store), currentDate: { currentDate })
    }

    private func makeLoader(_ store: PersistentStore) throws -> LocalFeedLoader {
        LocalFeedLoader(store: try makeStore(store), currentDate: { .now })
    }

    private func makeValidator(_ store: PersistentStore, currentDate: Date = .now) throws -> FeedCacheValidator {
        FeedCacheValidator(store: try makeStore(store), currentDate: { currentDate })
    }

    private func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }
}
