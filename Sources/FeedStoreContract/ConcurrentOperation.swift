import FeedCache

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
