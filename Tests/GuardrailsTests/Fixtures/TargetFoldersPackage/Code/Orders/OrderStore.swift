public protocol OrderStore {
    func orders() throws -> [Order]
}
