import Synchronization

/// What the first pass keeps of each file (its `FileSummary`), by absolute path, shared by the packages of one
/// run: a package indexed by every package that depends on it is read and parsed once for the index. Copies
/// share one store. Summaries are small, so the cache does not hold the packages' source models.
public struct FileSummaryCache: Sendable {
    private final class Store: Sendable {
        let summaries = Mutex<[String: FileSummary]>([:])
    }

    private let store = Store()

    public init() {}

    func summary(at path: String, parsing bytes: () -> [UInt8]?) -> FileSummary? {
        if let cached = store.summaries.withLock({ $0[path] }) { return cached }
        guard let bytes = bytes() else { return nil }
        let summary = FileSummary(parsing: bytes)
        store.summaries.withLock { $0[path] = summary }
        return summary
    }
}
