public struct Product: Hashable, Sendable {
    public let name: String
}
