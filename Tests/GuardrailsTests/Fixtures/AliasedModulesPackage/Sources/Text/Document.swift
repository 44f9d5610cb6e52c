import Markup

public struct Document: Hashable, Sendable {
    public let words: [String]
    public let emphasis: Emphasis?

    public init(words: [String], emphasis: Emphasis? = nil) {
        self.words = words
        self.emphasis = emphasis
    }
}
