import Catalog

public struct SearchProducts: Sendable {
    private let all: @Sendable () -> [Product]

    public init(all: @escaping @Sendable () -> [Product]) {
        self.all = all
    }

    public func callAsFunction(_ text: String) -> [Product] {
        all().filter { $0.name.contains(text) }
    }
}
