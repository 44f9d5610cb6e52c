import FeedCache
import Foundation
import Synchronization

/// One store call made by the concurrency spec, and what came of it: when it started and ended, and what it delivered.
struct ConcurrentOperation: Sendable {
    enum Kind: Sendable {
        case insert(CachedFeed)
        case delete
        case retrieve
    }

    let kind: Kind
    private(set) var started = ContinuousClock.Instant.now
    private(set) var ended = ContinuousClock.Instant.now
    private(set) var retrieved: CachedFeed?
    private(set) var error: (any Error)?

    init(_ kind: Kind) {
        self.kind = kind
    }

    static func random(among inserts: [CachedFeed]) -> ConcurrentOperation {
        switch Int.random(in: 0..<5) {
        case 0, 1: ConcurrentOperation(.insert(inserts.randomElement()!))
        case 2: ConcurrentOperation(.delete)
        default: ConcurrentOperation(.retrieve)
        }
    }

    /// Runs every operation at once on its own thread, not on the cooperative pool: the kernel interleaves
    /// threads preemptively, so calls overlap even when every pool thread is busy with other tests.
    static func performAllAtOnce(_ operations: [ConcurrentOperation], on store: any FeedStore) async -> [ConcurrentOperation] {
        let finished = Mutex<[Int: ConcurrentOperation]>([:])
        // Thread Sanitizer cannot see a contended `Mutex` hand-over on Linux; this lock it can.
        let sanitizerVisibleLock = NSLock()
        let group = DispatchGroup()
        // Every thread waits at this gate until all exist, so the calls start together instead of one by one
        // as threads happen to be created.
        let gate = DispatchGroup()
        gate.enter()
        for (index, operation) in operations.enumerated() {
            group.enter()
            Thread {
                gate.wait()
                let done = operation.performed(on: store)
                sanitizerVisibleLock.withLock { finished.withLock { $0[index] = done } }
                group.leave()
            }.start()
        }
        gate.leave()
        await withCheckedContinuation { continuation in
            group.notify(queue: .global()) { continuation.resume() }
        }
        return sanitizerVisibleLock.withLock {
            finished.withLock { done in operations.indices.compactMap { done[$0] } }
        }
    }

    func performed(on store: any FeedStore) -> ConcurrentOperation {
        var operation = self
        operation.started = .now
        do {
            switch kind {
            case let .insert(cache): try store.insert(cache.feed, timestamp: cache.timestamp)
            case .delete: try store.deleteCachedFeed()
            case .retrieve: operation.retrieved = try store.retrieve()
            }
        } catch {
            operation.error = error
        }
        operation.ended = .now
        return operation
    }

    /// The cache this operation leaves behind, or `nil` for a retrieve, which leaves none.
    var effect: CachedFeed?? {
        switch kind {
        case let .insert(cache): .some(cache)
        case .delete: .some(nil)
        case .retrieve: nil
        }
    }
}
