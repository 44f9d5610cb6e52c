import Billing
import Foundation
import Orders
import TestShared
import Testing

@Suite struct WriteInvoiceUseCaseTests {
    @Test func write_readsTheOrdersOnce() throws {
        let (sut, store) = makeSUT()

        try sut.write(to: FileManager.default.temporaryDirectory)

        #expect(store.loads == 1)
    }

    private func makeSUT() -> (InvoiceWriter, OrderStoreSpy) {
        let store = OrderStoreSpy([Order(id: 1, total: 250)])
        return (InvoiceWriter(store: store), store)
    }
}
