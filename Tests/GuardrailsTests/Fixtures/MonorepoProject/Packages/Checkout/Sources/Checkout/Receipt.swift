public protocol ReceiptPrinter {
    func print(_ lines: [String])
}
