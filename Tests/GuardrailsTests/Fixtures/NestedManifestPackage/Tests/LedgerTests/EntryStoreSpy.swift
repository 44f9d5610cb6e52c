import Ledger

final class EntryStoreSpy: EntryStore {
    private(set) var appended: [Int] = []

    func append(_ amount: Int) throws {
        appended.append(amount)
    }
}
