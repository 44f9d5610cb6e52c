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

/// How the app's use cases are combined: remote first with the cache as fallback, every loaded page cached.
/// Not isolated to the main actor, so the synchronous stores never block the UI.
struct FeedService: Sendable {
    let httpClient: any HTTPClient
    let store: any FeedStore & FeedImageDataStore
    let baseURL: URL
    let currentDate: @Sendable () -> Date

    func loadRemoteFeedWithLocalFallback() async throws -> Paginated<FeedImage> {
        let items: [FeedImage]
        do {
            items = try await loadRemotePage(after: nil)
        } catch {
            let cached = try LocalFeedLoader(store: store, currentDate: currentDate).load()
            return makePage(items: cached, last: cached.last)
        }
        cache(items)
        return makePage(items: items, newItems: items)
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

    private func loadRemotePage(after last: FeedImage?) async throws -> [FeedImage] {
        try await RemoteFeedLoader(client: httpClient).load(from: FeedEndpoint.get(after: last).url(baseURL: baseURL))
    }

    /// The items shown so far plus the next page, all cached together.
    private func loadMore(after shownItems: [FeedImage], last: FeedImage) async throws -> Paginated<FeedImage> {
        let newItems = try await loadRemotePage(after: last)
        let items = shownItems + newItems
        cache(items)
        return makePage(items: items, newItems: newItems)
    }

    /// A page shorter than the page size is the last one.
    private func makePage(items: [FeedImage], newItems: [FeedImage]) -> Paginated<FeedImage> {
        makePage(items: items, last: newItems.count < FeedEndpoint.pageSize ? nil : newItems.last)
    }

    private func makePage(items: [FeedImage], last: FeedImage?) -> Paginated<FeedImage> {
        guard let last else { return Paginated(items: items) }
        return Paginated(items: items, loadMore: { try await loadMore(after: items, last: last) })
    }

    /// Showing the feed matters more than keeping it: a failed save is not the user's problem now.
    private func cache(_ items: [FeedImage]) {
        try? FeedCacher(store: store, currentDate: currentDate).save(items)
    }
}
