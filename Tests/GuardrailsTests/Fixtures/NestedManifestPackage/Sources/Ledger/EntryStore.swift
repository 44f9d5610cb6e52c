public protocol EntryStore {
    func append(_ amount: Int) throws
}
