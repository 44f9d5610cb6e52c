import Foundation

public struct RemoteFeedLoader: FeedLoader {
    private let url: URL

    public init(url: URL) {
        self.url = url
    }

    public func load() async throws -> [FeedItem] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { FeedItem(title: String($0)) }
    }
}
