/// What a text UI can say about an image's bytes.
public struct FeedImageDataViewModel: Hashable, Sendable {
    public let summary: String

    public init(summary: String) {
        self.summary = summary
    }
}
