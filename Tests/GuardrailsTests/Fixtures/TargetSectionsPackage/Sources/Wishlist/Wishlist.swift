import Catalog
import Search

public struct Wishlist: Sendable {
    public private(set) var products: [Product] = []

    public init() {}

    public mutating func add(firstOf text: String, from search: SearchProducts) {
        if let product = search(text).first { products.append(product) }
    }
}
