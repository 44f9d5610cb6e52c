public struct FeedItem: Hashable, Sendable {
    public let title: String

    public init(title: String) {
        self.title = title
    }
}

public protocol FeedLoader {
    func load() async throws -> [FeedItem]
}
