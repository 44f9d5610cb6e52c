import Orders

public final class OrderStoreSpy: OrderStore {
    public private(set) var loads = 0
    private let stubbed: [Order]

    public init(_ stubbed: [Order] = []) {
        self.stubbed = stubbed
    }

    public func orders() throws -> [Order] {
        loads += 1
        return stubbed
    }
}
