public struct Basket: Hashable, Sendable {
    public var count = 0
}
