import Foundation
import Orders
import Receipts
import Testing

@Suite struct PrintReceiptUseCaseTests {
    @Test func lines_showTheTotal() {
        let sut = makeSUT()

        #expect(sut.lines(for: Order(id: 7, total: 1234)).last == "Total: 12.34")
        #expect(URLSession.shared.configuration.timeoutIntervalForRequest > 0)
    }

    private func makeSUT() -> ReceiptPrinter {
        ReceiptPrinter()
    }
}
