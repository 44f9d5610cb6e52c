import Ledger
import Testing

@Suite struct EntryRecorderTests {
    @Test func record_skipsAZeroAmount() throws {
        let (sut, store) = makeSUT()

        try sut.record(0)

        #expect(store.appended.isEmpty)
    }

    private func makeSUT() -> (EntryRecorder, AuditStoreSpy) {
        let store = AuditStoreSpy()
        return (EntryRecorder(store: store), store)
    }
}

private final class AuditStoreSpy: EntryStore {
    private(set) var appended: [Int] = []

    func append(_ amount: Int) throws {
        appended.append(amount)
    }
}
