public enum ReceiptFormat {
    public static func total(_ cents: Int) -> String {
        "Total: \(cents / 100).\(cents % 100)"
    }
}
