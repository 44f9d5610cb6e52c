import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import FeedFeature
import FeedCache
import InMemoryFeedStore
import SQLiteFeedStore
import FeedApp
import FeedTestSupport

/// The app as a user meets it, built by its composition root with a stubbed network and real stores.
@MainActor
@Suite struct FeedAcceptanceTests {
    @Test func onLaunch_online_displaysRemoteFeedAndLoadsMoreUntilTheLastPage() async throws {
        let api = FeedAPIStub()
        let (app, output) = makeSUT(httpClient: api)

        await app.showFeed()

        #expect(app.images == api.firstPage)
        #expect(output.lastRendering.contains("[10] \(api.firstPage[9].description!)"))
        #expect(output.lastRendering.hasSuffix("[+] Load more"))
        #expect(app.canLoadMore)

        await app.loadMore()

        #expect(app.images == api.firstPage + api.lastPage)
        #expect(output.lastRendering.contains("[13] \(api.lastPage[2].description!)"))
        #expect(!output.lastRendering.contains("Load more"))
        #expect(!app.canLoadMore)
    }

    @Test func onLaunch_online_cachesEveryLoadedPageTogether() async throws {
        let api = FeedAPIStub()
        let store = InMemoryFeedStore()
        let (app, _) = makeSUT(httpClient: api, store: store)

        await app.showFeed()
        #expect(try store.retrieve()?.feed.map(\.id) == api.firstPage.map(\.id))

        await app.loadMore()
        #expect(try store.retrieve()?.feed.map(\.id) == (api.firstPage + api.lastPage).map(\.id))
    }

    @Test func onLaunch_offline_displaysCachedFeedSayingHowOldItIs() async throws {
        let (offlineApp, output, api, _) = await makeOfflineSUTAfterAnOnlineLaunch(hoursLater: 3)

        #expect(offlineApp.images == api.firstPage)
        #expect(output.lastRendering.hasPrefix("My Feed\nOffline: showing the feed cached 3 hours ago.\n[1] \(api.firstPage[0].description!)"))
        #expect(output.status.allSatisfy { !$0.hasPrefix("!") })
    }

    @Test func onLoadMore_online_afterACachedLaunch_noLongerSaysTheFeedIsCached() async throws {
        let api = FeedAPIStub()
        let store = InMemoryFeedStore()
        try store.insert(api.firstPage.map { LocalFeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url) }, timestamp: Date())
        let (app, output) = makeSUT(httpClient: api, store: store)
        api.goOffline()
        await app.showFeed()
        api.goOnline()

        await app.loadMore()

        #expect(app.images == api.firstPage + api.lastPage)
        #expect(!output.lastRendering.contains("Offline"))
    }

    @Test func onLoadMore_offline_keepsTheCachedFeedAndShowsTheError() async throws {
        let (offlineApp, output, api, store) = await makeOfflineSUTAfterAnOnlineLaunch()

        await offlineApp.loadMore()

        #expect(output.status.last == "! Couldn't connect to server")
        #expect(offlineApp.images == api.firstPage)
        #expect(try store.retrieve()?.feed.map(\.id) == api.firstPage.map(\.id))
    }

    @Test func onLaunch_offlineWithoutCache_showsTheConnectionErrorInsteadOfAnEmptyFeed() async {
        let (app, output) = makeSUT(httpClient: FeedAPIStub.offline())

        let shown = await app.showFeed()

        #expect(!shown)
        #expect(app.images.isEmpty)
        #expect(output.lines.isEmpty, "no feed rendered: \(output.lines)")
        #expect(output.status.last == "! Couldn't connect to server")
    }

    @Test func onLaunch_offlineWithAnExpiredCache_showsTheConnectionError() async throws {
        let now = Date()
        let store = InMemoryFeedStore()
        try store.insert(FeedFixtures.uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge())
        let (app, output) = makeSUT(httpClient: FeedAPIStub.offline(), store: store, currentDate: { now })

        #expect(await app.showFeed() == false)
        #expect(output.status.last == "! Couldn't connect to server")
    }

    @Test func commands_withNoFeedShown_sayWhyTheyCannotBeFollowed() async {
        let (app, output) = makeSUT(httpClient: FeedAPIStub.offline())
        await app.showFeed()

        await app.loadMore()
        await app.selectImage(number: 1)

        #expect(output.status.suffix(2) == [
            "! No feed is shown yet: r tries to load it again.",
            "! There is no image 1: no feed is shown; r tries to load it again.",
        ])
    }

    @Test func onExit_deletesExpiredCache() async throws {
        let now = Date()
        let store = InMemoryFeedStore()
        try store.insert(FeedFixtures.uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge().adding(seconds: -1))
        let (app, _) = makeSUT(httpClient: FeedAPIStub.offline(), store: store, currentDate: { now })

        app.exit()

        #expect(try store.retrieve() == nil)
    }

    @Test func onExit_keepsNonExpiredCache() async throws {
        let now = Date()
        let store = InMemoryFeedStore()
        let cache = CachedFeed(feed: FeedFixtures.uniqueImageFeed().local, timestamp: now.minusFeedCacheMaxAge().adding(seconds: 1))
        try store.insert(cache.feed, timestamp: cache.timestamp)
        let (app, _) = makeSUT(httpClient: FeedAPIStub.offline(), store: store, currentDate: { now })

        app.exit()

        #expect(try store.retrieve() == cache)
    }

    @Test func onImageSelection_displaysImageDataAndComments() async {
        let api = FeedAPIStub()
        let (app, output) = makeSUT(httpClient: api)
        await app.showFeed()

        await app.selectImage(number: 2)

        #expect(output.lines.suffix(4) == [
            "  Image: \(api.imageData.count) bytes",
            "Comments",
            "  a username, 5 minutes ago",
            "    a message",
        ])
        #expect(api.requestedURLs.contains(api.commentsURL(for: api.firstPage[1])))
    }

    @Test func onImageSelection_takesImageDataFromTheNetworkOnceThenFromTheCache() async throws {
        let api = FeedAPIStub()
        let store = InMemoryFeedStore()
        let (app, output) = makeSUT(httpClient: api, store: store)
        await app.showFeed()
        let image = api.firstPage[0]

        await app.selectImage(number: 1)
        await app.selectImage(number: 1)

        #expect(api.requestedURLs.filter { $0 == image.url }.count == 1)
        #expect(try store.retrieve(dataForURL: image.url) == api.imageData)
        #expect(output.lines.filter { $0 == "  Image: \(api.imageData.count) bytes" }.count == 2)
    }

    @Test func onLaunch_withAStoreThatCannotOpen_fallsBackToMemorySaysSoOnceAndStillWorks() async throws {
        let notADirectory = FileManager.default.temporaryDirectory.appendingPathComponent("FeedAcceptanceTests-\(UUID().uuidString)")
        try Data("a file".utf8).write(to: notADirectory)
        defer { try? FileManager.default.removeItem(at: notADirectory) }
        var warnings: [String] = []
        let api = FeedAPIStub()

        let store = FeedStoreOpener.open(.sqlite, at: notADirectory.appendingPathComponent("feed.sqlite"), warn: { warnings.append($0) })
        let (app, output) = makeSUT(httpClient: api, store: store)
        await app.showFeed()
        await app.loadMore()

        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("in-memory") == true)
        #expect(store is InMemoryFeedStore)
        #expect(app.images == api.firstPage + api.lastPage)
        #expect(try store.retrieve()?.feed.count == 13)
        #expect(!output.lastRendering.isEmpty)
    }

    @Test func onLaunch_withAStoreThatOpens_usesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FeedAcceptanceTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var warnings: [String] = []

        let store = FeedStoreOpener.open(.sqlite, at: folder.appendingPathComponent("feed.sqlite"), warn: { warnings.append($0) })

        #expect(store is SQLiteFeedStore)
        #expect(warnings.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(
        httpClient: FeedAPIStub,
        store: any FeedStore & FeedImageDataStore = InMemoryFeedStore(),
        currentDate: @escaping @Sendable () -> Date = Date.init
    ) -> (app: FeedApp, output: OutputSpy) {
        let output = OutputSpy()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let app = FeedApp(
            httpClient: httpClient,
            store: store,
            baseURL: FeedAPIStub.baseURL,
            currentDate: currentDate,
            calendar: calendar,
            locale: Locale(identifier: "en_US_POSIX"),
            writeLine: output.write,
            writeStatus: output.writeStatus
        )
        return (app, output)
    }

    /// An app launched offline `hoursLater`, showing what an earlier online launch cached.
    private func makeOfflineSUTAfterAnOnlineLaunch(
        hoursLater: Double = 1
    ) async -> (app: FeedApp, output: OutputSpy, api: FeedAPIStub, store: InMemoryFeedStore) {
        let api = FeedAPIStub()
        let store = InMemoryFeedStore()
        let onlineLaunch = Date()
        await makeSUT(httpClient: api, store: store, currentDate: { onlineLaunch }).app.showFeed()
        let (offlineApp, output) = makeSUT(httpClient: FeedAPIStub.offline(), store: store, currentDate: { onlineLaunch.addingTimeInterval(hoursLater * 3600) })
        await offlineApp.showFeed()
        return (offlineApp, output, api, store)
    }
}
