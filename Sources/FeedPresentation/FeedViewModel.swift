/// One screen of feed: `loadMoreTitle` is `nil` on the last page, so nothing offers to load more than there is, and
/// `cacheNotice` says the feed comes from the cache, and how old it is, when the server could not be reached.
public struct FeedViewModel: Hashable, Sendable {
    public let title: String
    public let cacheNotice: String?
    public let images: [FeedImageViewModel]
    public let loadMoreTitle: String?

    public init(title: String, cacheNotice: String? = nil, images: [FeedImageViewModel], loadMoreTitle: String?) {
        self.title = title
        self.cacheNotice = cacheNotice
        self.images = images
        self.loadMoreTitle = loadMoreTitle
    }
}
