import Catalog
import Checkout
import Testing

@Suite struct PlaceOrderUseCaseTests {
    @Test func placeOrder_chargesTheTotal() async throws {
        let (sut, gateway) = makeSUT()

        try await sut([Product(name: "lamp", price: 10), Product(name: "desk", price: 90)])

        #expect(await gateway.charged == [100])
    }

    private func makeSUT() -> (PlaceOrder, PaymentGatewaySpy) {
        let gateway = PaymentGatewaySpy()
        return (PlaceOrder(gateway: gateway), gateway)
    }
}

actor PaymentGatewaySpy: PaymentGateway {
    private(set) var charged: [Int] = []

    func charge(_ amount: Int) async throws {
        charged.append(amount)
    }
}
