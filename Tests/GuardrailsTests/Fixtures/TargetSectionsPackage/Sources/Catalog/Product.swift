public struct Product: Hashable, Sendable {
    public let name: String

    public init(name: String) {
        self.name = name
    }
}
