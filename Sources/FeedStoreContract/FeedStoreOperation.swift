/// The three things a `FeedStore` does, named so a capability can say which of them can be made to fail.
public enum FeedStoreOperation: String, Sendable, Hashable, CaseIterable {
    case retrieve
    case insert
    case delete
}
