import FeedCache
import Foundation

/// Concurrent calls against one store (or several instances of a persistent store at one location, each thread
/// calling one of them), in two alternating kinds of work until the time limit:
/// - bursts, where every thread calls the store as fast as it can and every answer must be a value some call
///   wrote (a torn write shows up here, many times a second), followed by a look at the state alone;
/// - rounds, where threads released together make a few dozen timed calls each, then the feed and every URL are
///   observed alone; each round's history must be linearizable against the model from the state observed before.
/// Stops at the first problem.
struct ConcurrentRounds {
    let fixtures = ConcurrentFixtures()
    let imageData: Bool
    /// More threads than cores on purpose: a thread woken while another is between two steps of a call preempts
    /// it there, which is what opens a race's window.
    let threads = 8
    /// Rounds use fewer threads, since every overlapping call multiplies the orders the check has to try.
    let roundThreads = 6
    /// The most calls a thread makes in a round; fewer for a store too slow to make that many in about a burst.
    let callsPerThread = 40
    let burst = Duration.milliseconds(25)

    /// Runs until the settings' limits, after any other concurrency spec of the process, on a thread of its own
    /// (never blocking the cooperative pool), and hands back what went wrong, or `nil`.
    func failureTakingTurns(on stores: [any FeedStore], settings: FeedStoreContractSettings, seed: UInt64) async -> String? {
        await Turnstile.concurrencySpecs.pass {
            await withCheckedContinuation { finished in
                Thread {
                    finished.resume(returning: run(on: stores, settings: settings, seed: seed))
                }.start()
            }
        }
    }

    private func run(on stores: [any FeedStore], settings: FeedStoreContractSettings, seed: UInt64) -> String? {
        var random = SpecRandom(seed: seed, stream: "concurrent rounds")
        let workers = ConcurrentWorkers(count: threads, stores: stores, fixtures: fixtures)
        defer { workers.stop() }
        var state = LinearizabilityCheck.State.empty
        var nextData = 0
        let start = ContinuousClock.now
        let deadline = start + settings.concurrentTimeLimit
        var rounds = 0
        while rounds < settings.concurrentRounds && ContinuousClock.now < deadline {
            let (problem, calls) = workers.hammer(
                for: burst, seed: random.next(), firstData: nextData + 1, plan: ConcurrentPlan(imageData: imageData, fixtures: fixtures, using: &random)
            )
            if let problem {
                return "\(seconds(since: start)) s in, while \(threads) threads called the store as fast as they could: \(problem)\n\(fixtures.legend)"
            }
            nextData += 1 << 40
            let observed = observations(of: stores)
            if let problem = immediateFailure(in: observed) ?? brokenInvariant(in: observed, instances: stores.count) {
                return "\(seconds(since: start)) s in, looking at the store alone after threads called it as fast as they could: \(problem)\n\(history(observed, before: nil))"
            }
            state = observedState(in: observed)

            let roundsEnd = min(deadline, ContinuousClock.now + burst * 2)
            let roundLength = max(3, min(callsPerThread, calls / threads))
            while rounds < settings.concurrentRounds && ContinuousClock.now < roundsEnd {
                rounds += 1
                let plan = ConcurrentPlan(imageData: imageData, fixtures: fixtures, using: &random)
                let planned = (0..<threads).map { thread in
                    (0..<(thread < roundThreads ? roundLength : 0)).map { _ in
                        nextData += 1
                        return ConcurrentCall(thread: thread, kind: plan.kind(forThread: thread, dataNumber: nextData, using: &random))
                    }
                }
                let calls = workers.run(planned) + observations(of: stores)
                if let failure = immediateFailure(in: calls) {
                    return "round \(rounds), \(seconds(since: start)) s in: \(failure)\n\(history(calls, before: state))"
                }
                // A round too tangled to decide (`nil`) is neither a pass nor a failure.
                guard LinearizabilityCheck(fixtures: fixtures).explains(calls, from: state, budget: 20_000) != false else {
                    return "round \(rounds), \(seconds(since: start)) s in: no one-at-a-time order of these \(calls.count) calls explains what they delivered\n\(history(calls, before: state))"
                }
                state = observedState(in: calls)
            }
        }
        return nil
    }

    private func seconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = (ContinuousClock.now - start).components
        return String(format: "%.3f", Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
    }

    /// The feed and every URL's data, each asked alone of every instance once the threads are done.
    private func observations(of stores: [any FeedStore]) -> [ConcurrentCall] {
        let asks = [ConcurrentCall.Kind.retrieve] + (imageData ? fixtures.urls.indices.map { .retrieveData(url: $0) } : [])
        return stores.flatMap { store in asks.map { ConcurrentCall(thread: nil, kind: $0).made(on: store, fixtures: fixtures) } }
    }

    private func immediateFailure(in calls: [ConcurrentCall]) -> String? {
        calls.lazy.compactMap { fixtures.problem(with: $0) }.first
    }

    /// Instances that disagree, or data kept for a URL that the cached feed does not hold: no order of any calls
    /// leaves that.
    private func brokenInvariant(in observed: [ConcurrentCall], instances: Int) -> String? {
        let perInstance = observed.count / instances
        let states = (0..<instances).map { observedState(in: Array(observed[($0 * perInstance)..<(($0 + 1) * perInstance)])) }
        if let disagreeing = states.firstIndex(where: { $0 != states[0] }) {
            return "instance \(disagreeing + 1) answers \(describe(states[disagreeing])), while instance 1 answers \(describe(states[0]))"
        }
        let state = states[0]
        for url in 0..<4 where state.data[url] >= 0 && (state.feed < 0 || !fixtures.urlsOfFeed[Int(state.feed)].contains(url)) {
            let cached = state.feed < 0 ? "nothing is cached" : "the cached feed \(ConcurrentFixtures.letters[Int(state.feed)]) does not hold it"
            return "data #\(state.data[url]) is kept for URL \(url), but \(cached)"
        }
        return nil
    }

    private func observedState(in calls: [ConcurrentCall]) -> LinearizabilityCheck.State {
        var state = LinearizabilityCheck.State.empty
        for call in calls where call.thread == nil {
            switch (call.kind, call.outcome) {
            case let (.retrieve, .feed(feed)): state.feed = Int64(feed ?? -1)
            case let (.retrieveData(url), .data(data)): state.data[url] = Int64(data ?? -1)
            default: break
            }
        }
        return state
    }

    private func describe(_ state: LinearizabilityCheck.State) -> String {
        let cached = state.feed < 0 ? "nothing cached" : "feed \(ConcurrentFixtures.letters[Int(state.feed)]) cached"
        let data = (0..<4).filter { state.data[$0] >= 0 }.map { "data #\(state.data[$0]) for URL \($0)" }
        return ([cached] + data).joined(separator: ", ")
    }

    private func history(_ calls: [ConcurrentCall], before state: LinearizabilityCheck.State?) -> String {
        let start = calls.map(\.invoked).min() ?? 0
        func microseconds(_ time: UInt64) -> String { String(format: "%8.1f", Double(time - start) / 1_000) }
        let lines = calls.sorted { $0.invoked < $1.invoked }.map { call in
            let who = call.thread.map { "thread \($0 + 1)" } ?? "alone   "
            return "  \(who) [\(microseconds(call.invoked)) – \(microseconds(call.returned)) µs] \(fixtures.describe(call))"
        }
        let before = state.map { ["before the round: " + describe($0)] } ?? []
        return (before + lines + [fixtures.legend]).joined(separator: "\n")
    }
}
