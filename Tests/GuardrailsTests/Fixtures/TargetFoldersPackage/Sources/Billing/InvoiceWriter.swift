import Foundation
import Orders

public struct InvoiceWriter {
    private let store: OrderStore

    public init(store: OrderStore) {
        self.store = store
    }

    public func write(to folder: URL) throws {
        let total = try store.orders().reduce(0) { $0 + $1.total }
        let files = FileManager.default
        files.createFile(atPath: folder.appendingPathComponent("invoice.txt").path, contents: Data("\(total)".utf8))
    }
}
