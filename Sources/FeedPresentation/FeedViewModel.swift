/// One screen of feed: `loadMoreTitle` is `nil` on the last page, so nothing offers to load more than there is.
public struct FeedViewModel: Hashable, Sendable {
    public let title: String
    public let images: [FeedImageViewModel]
    public let loadMoreTitle: String?

    public init(title: String, images: [FeedImageViewModel], loadMoreTitle: String?) {
        self.title = title
        self.images = images
        self.loadMoreTitle = loadMoreTitle
    }
}
