public struct EntryRecorder {
    private let store: EntryStore

    public init(store: EntryStore) {
        self.store = store
    }

    public func record(_ amount: Int) throws {
        guard amount != 0 else { return }
        try store.append(amount)
    }
}
