import Foundation
import FeedFeature
import SharedAPI
import LoadFeedFromRemote
import LoadFeedImageDataFromRemote
import LoadImageCommentsFromRemote
import FeedCache
import CacheFeed
import LoadFeedFromCache
import ValidateFeedCache
import CacheFeedImageData
import LoadFeedImageDataFromCache
import FeedLoaderComposition

/// How the app's use cases are combined; the feed's remote-first, cache-fallback policy is FeedLoaderComposition's.
/// Not isolated to the main actor, so the synchronous stores never block the UI.
struct FeedService: Sendable {
    let httpClient: any HTTPClient
    let store: any FeedStore & FeedImageDataStore
    let baseURL: URL
    let currentDate: @Sendable () -> Date

    /// The remote feed, else the cached one with the date it was saved; offline with nothing cached, an error.
    func loadRemoteFeedWithLocalFallback() async throws -> LoadedFeed {
        let fallback = CacheFallbackRecord()
        let page = try await RemoteFeedWithLocalFallback(
            pageSize: FeedEndpoint.pageSize,
            loadRemotePage: loadRemotePage,
            loadCachedFeed: { try loadCachedFeed(recordingIn: fallback) },
            cacheFeed: { try FeedCacher(store: store, currentDate: currentDate).save($0) }
        ).load()
        return LoadedFeed(page: page, cachedAt: fallback.cachedAt)
    }

    func loadComments(for image: FeedImage) async throws -> [ImageComment] {
        try await RemoteImageCommentsLoader(client: httpClient).load(from: ImageCommentsEndpoint.get(imageID: image.id).url(baseURL: baseURL))
    }

    /// Cached bytes first; downloaded bytes are cached for next time. An image URL without a scheme is
    /// relative to the API, as the shipped fixture folder writes them.
    func loadImageData(from url: URL) async throws -> Data {
        if let data = try? LocalFeedImageDataLoader(store: store).loadImageData(from: url) {
            return data
        }
        let remoteURL = url.scheme == nil ? baseURL.appendingPathComponent(url.relativeString) : url
        let data = try await RemoteFeedImageDataLoader(client: httpClient).load(from: remoteURL)
        try? FeedImageDataCacher(store: store).save(data, for: url)
        return data
    }

    func validateCache() throws {
        try FeedCacheValidator(store: store, currentDate: currentDate).validateCache()
    }

    /// The fresh cached feed, noting when it was saved; an empty or expired cache is `NoCachedFeed`.
    private func loadCachedFeed(recordingIn fallback: CacheFallbackRecord) throws -> [FeedImage] {
        let feed = try LocalFeedLoader(store: store, currentDate: currentDate).load()
        guard !feed.isEmpty, let savedAt = try store.retrieve()?.timestamp else { throw NoCachedFeed() }
        fallback.record(savedAt: savedAt)
        return feed
    }

    @Sendable private func loadRemotePage(after last: FeedImage?) async throws -> [FeedImage] {
        try await RemoteFeedLoader(client: httpClient).load(from: FeedEndpoint.get(after: last).url(baseURL: baseURL))
    }
}
