import FeedCache
import Foundation

/// Threads that stay up for all the work of a concurrency spec (starting threads for every round would take longer
/// than the calls): each time, every worker waits at the gate, then makes its planned calls or hammers the store.
final class ConcurrentWorkers: Sendable {
    enum Work: Sendable {
        case calls([[ConcurrentCall]])
        /// Random calls until `until` (uptime nanoseconds); data numbers of worker `n` start at `firstData + n << 32`.
        case hammer(until: UInt64, seed: UInt64, firstData: Int, plan: ConcurrentPlan)
    }

    private let count: Int
    private let gate = StartingGate()
    private let assignments: Guarded<Work?>
    private let problem = Guarded<String?>(nil)
    private let hammered = Guarded(0)
    private let made: Guarded<[[ConcurrentCall]]>
    private let wake: [DispatchSemaphore]
    private let finished = DispatchSemaphore(value: 0)
    private let rounds = Guarded(0)

    /// Worker `n` calls `stores[n % stores.count]`: with several instances of a persistent store at one location,
    /// the calls race across instances as they would across processes.
    init(count: Int, stores: [any FeedStore], fixtures: ConcurrentFixtures) {
        self.count = count
        self.assignments = Guarded(nil)
        self.made = Guarded(Array(repeating: [], count: count))
        self.wake = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        for worker in 0..<count {
            let store = stores[worker % stores.count]
            Thread { [gate, assignments, made, problem, hammered, wake, finished] in
                var round = 0
                while true {
                    wake[worker].wait()
                    guard let work = assignments.withLock({ $0 }) else { return }
                    round += 1
                    gate.arriveAndWait(round: round)
                    switch work {
                    case let .calls(planned):
                        let done = planned[worker].map { $0.made(on: store, fixtures: fixtures) }
                        made.withLock { $0[worker] = done }
                    case let .hammer(until, seed, firstData, plan):
                        var random = SpecRandom(seed: seed, stream: "worker \(worker)")
                        var number = firstData + worker << 32
                        var calls = 0
                        while DispatchTime.now().uptimeNanoseconds < until {
                            number += 1
                            calls += 1
                            let found: String?
                            if let url = plan.auditedURL(forThread: worker) {
                                let audit = [ConcurrentCall.Kind.retrieveData(url: url), .retrieve, .retrieveData(url: url)]
                                    .map { ConcurrentCall(thread: worker, kind: $0).made(on: store, fixtures: fixtures) }
                                found = audit.lazy.compactMap { fixtures.problem(with: $0) }.first
                                    ?? fixtures.auditProblem(data: audit[0], feed: audit[1], data: audit[2])
                            } else {
                                let kind = plan.kind(forThread: worker, dataNumber: number, using: &random)
                                found = fixtures.problem(with: ConcurrentCall(thread: worker, kind: kind).made(on: store, fixtures: fixtures))
                            }
                            if let found {
                                problem.withLock { $0 = $0 ?? found }
                                break
                            }
                        }
                        hammered.withLock { [calls] in $0 += calls }
                    }
                    finished.signal()
                }
            }.start()
        }
    }

    /// Each worker makes its list of `planned` calls, all starting together; hands back every call made.
    func run(_ planned: [[ConcurrentCall]]) -> [ConcurrentCall] {
        precondition(planned.count == count, "one list of calls per worker")
        perform(.calls(planned))
        return made.withLock { $0.flatMap { $0 } }
    }

    /// Every worker makes random calls as `plan` has it for `duration`, checking each answer on its own; hands
    /// back the first problem found, and how many calls the workers made.
    func hammer(
        for duration: Duration,
        seed: UInt64,
        firstData: Int,
        plan: ConcurrentPlan
    ) -> (problem: String?, calls: Int) {
        let (seconds, attoseconds) = duration.components
        let until = DispatchTime.now().uptimeNanoseconds + UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
        hammered.withLock { $0 = 0 }
        perform(.hammer(until: until, seed: seed, firstData: firstData, plan: plan))
        return (problem.withLock { $0 }, hammered.withLock { $0 })
    }

    private func perform(_ work: Work) {
        let round = rounds.withLock { round in
            round += 1
            return round
        }
        assignments.withLock { $0 = work }
        wake.forEach { $0.signal() }
        gate.release(round: round, threads: count)
        for _ in 0..<count { finished.wait() }
    }

    /// Ends the workers' threads.
    func stop() {
        assignments.withLock { $0 = nil }
        wake.forEach { $0.signal() }
    }
}
