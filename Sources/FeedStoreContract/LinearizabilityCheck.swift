/// Decides whether a history of concurrent calls could have come from some one-at-a-time order of those calls
/// that respects real time (a call that returned before another was invoked comes first), run against the model.
/// Exact: it searches every such order. Each thread's calls are one after the other, so what has taken effect is
/// just how far each thread has got; remembering the (progress, state) pairs that lead nowhere keeps the search
/// fast for histories of hundreds of calls on a few threads.
struct LinearizabilityCheck {
    /// The model's state in numbers: the cached feed (`-1` for none) and the data kept for each of the fixtures'
    /// four URLs (`-1` for none). Fixed-size, so the search copies and hashes it without allocating.
    struct State: Hashable {
        var feed: Int64 = -1
        var data = SIMD4<Int64>(repeating: -1)

        static let empty = State()
    }

    let fixtures: ConcurrentFixtures

    /// Whether some order of `calls` explains every answer, starting from `start`; `nil` when the search gave up
    /// after `budget` steps (a history with many overlapping calls can have too many orders to try). The calls of
    /// one thread (and the observations made alone, which count as one more thread) must be in the order they were
    /// made; at most 16 threads of at most 255 calls.
    func explains(_ calls: [ConcurrentCall], from start: State, budget: Int = 200_000) -> Bool? {
        var threads: [Int?: [ConcurrentCall]] = [:]
        for call in calls {
            threads[call.thread, default: []].append(call)
        }
        precondition(threads.count <= 16 && threads.values.allSatisfy { $0.count < 256 }, "a history of at most 16 threads of 255 calls")
        var search = Search(threads: Array(threads.values), fixtures: fixtures, budget: budget)
        let explained = search.linearizes(progress: SIMD16(repeating: 0), state: start)
        return search.budget < 0 ? nil : explained
    }

    /// The state after `call`, or `nil` when the call's answer cannot come from `state`.
    static func state(after call: ConcurrentCall, from state: State, fixtures: ConcurrentFixtures) -> State? {
        var next = state
        switch (call.kind, call.outcome) {
        case let (.insert(feed), .done):
            next.feed = Int64(feed)
            for url in 0..<4 where !fixtures.urlsOfFeed[feed].contains(url) {
                next.data[url] = -1
            }
        case (.delete, .done):
            next = .empty
        case let (.retrieve, .feed(feed)):
            guard Int64(feed ?? -1) == state.feed else { return nil }
        case let (.insertData(data, url), outcome):
            let kept = state.feed >= 0 && fixtures.urlsOfFeed[Int(state.feed)].contains(url)
            switch outcome {
            case .done where kept: next.data[url] = Int64(data)
            case .done: break
            // Refusing data for a URL outside the cached feed is as right as dropping it.
            case .threw where !kept: break
            default: return nil
            }
        case let (.retrieveData(url), .data(data)):
            guard Int64(data ?? -1) == state.data[url] else { return nil }
        default:
            return nil
        }
        return next
    }

    private struct Search {
        struct Visit: Hashable {
            let progress: SIMD16<UInt8>
            let state: State
        }

        let threads: [[ConcurrentCall]]
        let fixtures: ConcurrentFixtures
        var deadEnds = Set<Visit>()
        /// Steps left; below zero the search has given up.
        var budget: Int

        init(threads: [[ConcurrentCall]], fixtures: ConcurrentFixtures, budget: Int) {
            self.threads = threads
            self.fixtures = fixtures
            self.budget = budget
        }

        /// `progress[thread]` is how many of the thread's calls have taken effect.
        mutating func linearizes(progress: SIMD16<UInt8>, state: State) -> Bool {
            var firstReturn = UInt64.max
            for thread in threads.indices where Int(progress[thread]) < threads[thread].count {
                firstReturn = min(firstReturn, threads[thread][Int(progress[thread])].returned)
            }
            if firstReturn == .max { return true }
            budget -= 1
            if budget < 0 { return true }
            let visit = Visit(progress: progress, state: state)
            if deadEnds.contains(visit) { return false }
            // A call can take effect next only if no pending call had returned before it was invoked.
            for thread in threads.indices where Int(progress[thread]) < threads[thread].count {
                let call = threads[thread][Int(progress[thread])]
                guard call.invoked <= firstReturn, let after = LinearizabilityCheck.state(after: call, from: state, fixtures: fixtures) else { continue }
                var advanced = progress
                advanced[thread] += 1
                if linearizes(progress: advanced, state: after) { return true }
            }
            deadEnds.insert(visit)
            return false
        }
    }
}
