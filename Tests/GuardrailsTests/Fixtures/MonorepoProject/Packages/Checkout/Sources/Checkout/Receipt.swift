public protocol ReceiptPrinter {
    func print(_ lines: [String])
}

public struct ReceiptDesk {
    let printer: any ReceiptPrinter
}
