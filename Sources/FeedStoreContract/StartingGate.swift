import Foundation
import Synchronization

/// Holds a round's threads spinning until all have arrived, then lets them go at once, so their calls overlap on
/// every core instead of starting one by one as each thread happens to wake up.
final class StartingGate: Sendable {
    private let arrived = Atomic<Int>(0)
    private let released = Atomic<Int>(0)

    func arriveAndWait(round: Int) {
        arrived.add(1, ordering: .acquiringAndReleasing)
        while released.load(ordering: .acquiring) < round {
            sched_yield()
        }
    }

    /// Opens the gate for `round` once each of `threads` threads has arrived for it.
    func release(round: Int, threads: Int) {
        while arrived.load(ordering: .acquiring) < threads * round {
            sched_yield()
        }
        released.store(round, ordering: .releasing)
    }
}
