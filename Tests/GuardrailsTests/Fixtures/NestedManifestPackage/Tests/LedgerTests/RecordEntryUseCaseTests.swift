import Ledger
import Testing

@Suite struct RecordEntryUseCaseTests {
    @Test func record_appendsANonZeroAmount() throws {
        let store = EntryStoreSpy()
        let sut = EntryRecorder(store: store)

        try sut.record(5)

        #expect(store.appended == [5])
    }
}
