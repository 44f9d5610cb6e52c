public struct Product: Hashable, Sendable {
    public let name: String
    public let price: Int

    public init(name: String, price: Int) {
        self.name = name
        self.price = price
    }
}

// Domain types are values: a class here is a finding.
public final class PriceCache {
    public init() {}
}
