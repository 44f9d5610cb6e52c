import Synchronization

/// Builds the package index while the first pass runs on several threads: files are added in input order
/// (a file that finishes early waits in a small buffer for those before it), so the index, and every list
/// it returns, is the same whatever the parallelism, and no file's entry outlives its turn.
final class IndexBuilder: Sendable {
    private struct State {
        var index: IndexContents
        var next = 0
        var waiting: [Int: IndexedFile?] = [:]
    }

    /// After this many files, the index reserves room for all of them.
    static let sampleSize = 256

    private let state: Mutex<State>
    private let total: Int

    init(package: PackageModel, expectedFiles total: Int) {
        self.state = Mutex(State(index: IndexContents(package: package)))
        self.total = total
    }

    /// Adds the file at `offset` of the input, or records that it could not be read (`nil`).
    func add(_ file: IndexedFile?, at offset: Int) {
        state.withLock { state in
            state.waiting[offset] = .some(file)
            while let ready = state.waiting.removeValue(forKey: state.next) {
                if let ready { state.index.add(ready) }
                state.next += 1
                if state.next == Self.sampleSize { state.index.reserve(forFiles: total, afterAdding: state.next) }
            }
        }
    }

    func finish() -> PackageIndex {
        state.withLock { state in
            state.index.finish()
            return PackageIndex(state.index)
        }
    }
}
