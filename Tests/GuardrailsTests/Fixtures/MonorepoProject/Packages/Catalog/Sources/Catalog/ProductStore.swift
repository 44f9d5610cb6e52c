public protocol ProductStore: Sendable {
    func products() throws -> [Product]
}
