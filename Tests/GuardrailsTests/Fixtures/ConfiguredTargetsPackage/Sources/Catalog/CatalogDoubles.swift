// MARK: - Doubles generated from file: 'Sources/Catalog/Product.swift'

final class ProductStoreDouble: @unchecked Sendable {
    var stubbedNames: [String] = []
}
