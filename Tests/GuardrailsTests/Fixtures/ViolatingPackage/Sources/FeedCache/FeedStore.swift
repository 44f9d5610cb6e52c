import FeedFeature

public protocol FeedStore: Sendable {
    func retrieve() async throws -> [FeedImage]
}
