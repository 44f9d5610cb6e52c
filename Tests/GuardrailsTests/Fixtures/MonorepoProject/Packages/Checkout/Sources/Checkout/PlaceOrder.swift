import Catalog
import UIKit

public protocol PaymentGateway: Sendable {
    func charge(_ amount: Int) async throws
}

public struct PlaceOrder: Sendable {
    private let gateway: PaymentGateway

    public init(gateway: PaymentGateway) {
        self.gateway = gateway
    }

    public func callAsFunction(_ products: [Product]) async throws {
        try await gateway.charge(products.reduce(0) { $0 + $1.price })
    }
}
