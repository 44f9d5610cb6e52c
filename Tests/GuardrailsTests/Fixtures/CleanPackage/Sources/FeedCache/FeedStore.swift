import FeedFeature

public protocol FeedStore: Sendable {
    func retrieve() throws -> [FeedImage]
}
