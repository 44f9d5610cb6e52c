import Billing
import Orders

public struct ReceiptPrinter {
    public init() {}

    public func lines(for order: Order) -> [String] {
        ["Order \(order.id)", ReceiptFormat.total(order.total)]
    }
}
