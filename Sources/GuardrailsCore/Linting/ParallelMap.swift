import Dispatch
import Synchronization

/// Maps indices to results on several threads; results keep index order so output is deterministic.
enum ParallelMap {
    static func map<Result: Sendable>(count: Int, jobs: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        let results = Mutex<[Result?]>(Array(repeating: nil, count: count))
        let next = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, count))) { _ in
            while true {
                let item = next.add(1, ordering: .relaxed).oldValue
                guard item < count else { return }
                let result = transform(item)
                results.withLock { $0[item] = result }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
