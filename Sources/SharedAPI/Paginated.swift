/// A page of items and, unless this is the last page, the way to load the next one.
public struct Paginated<Item: Sendable>: Sendable {
    public let items: [Item]
    /// `nil` on the last page, so a UI never offers to load more than there is.
    public let loadMore: (@Sendable () async throws -> Paginated<Item>)?

    public init(items: [Item], loadMore: (@Sendable () async throws -> Paginated<Item>)? = nil) {
        self.items = items
        self.loadMore = loadMore
    }
}
