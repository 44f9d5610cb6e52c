// MARK: - Doubles generated from file: 'Sources/Catalog/Product.swift'

final class ProductStoreDouble: $UNCHECKED_SENDABLE {
    var stubbedNames: [String] = []
}
