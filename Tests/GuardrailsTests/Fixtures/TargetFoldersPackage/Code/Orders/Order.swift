public struct Order: Hashable, Sendable {
    public let id: Int
    public let total: Int

    public init(id: Int, total: Int) {
        self.id = id
        self.total = total
    }
}
