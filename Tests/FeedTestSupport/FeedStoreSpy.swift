import Foundation
import Synchronization
import FeedCache

/// Records every message the use case sends, in order, and answers with stubbed results.
/// Asserting on `receivedMessages` is how the cache suites prove "no side effects".
public final class FeedStoreSpy: FeedStore {
    public enum ReceivedMessage: Equatable, Sendable {
        case deleteCachedFeed
        case insert([LocalFeedImage], Date)
        case retrieve
    }

    private struct Stubs {
        var deletion: Result<Void, any Error> = .success(())
        var insertion: Result<Void, any Error> = .success(())
        var retrieval: Result<CachedFeed?, any Error> = .success(nil)
    }

    private let messages = Mutex<[ReceivedMessage]>([])
    private let stubs = Mutex(Stubs())

    public init() {}

    public var receivedMessages: [ReceivedMessage] { messages.withLock { $0 } }

    public func stubDeletion(_ result: Result<Void, any Error>) { stubs.withLock { $0.deletion = result } }
    public func stubInsertion(_ result: Result<Void, any Error>) { stubs.withLock { $0.insertion = result } }
    public func stubRetrieval(_ result: Result<CachedFeed?, any Error>) { stubs.withLock { $0.retrieval = result } }

    public func deleteCachedFeed() throws {
        messages.withLock { $0.append(.deleteCachedFeed) }
        try stubs.withLock { $0.deletion }.get()
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        messages.withLock { $0.append(.insert(feed, timestamp)) }
        try stubs.withLock { $0.insertion }.get()
    }

    public func retrieve() throws -> CachedFeed? {
        messages.withLock { $0.append(.retrieve) }
        return try stubs.withLock { $0.retrieval }.get()
    }
}
