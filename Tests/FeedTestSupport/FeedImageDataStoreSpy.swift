import Foundation
import Synchronization
import FeedCache

/// Records image-data messages in order and answers with stubbed results.
public final class FeedImageDataStoreSpy: FeedImageDataStore {
    public enum ReceivedMessage: Equatable, Sendable {
        case insert(data: Data, for: URL)
        case retrieve(dataFor: URL)
    }

    private struct Stubs {
        var insertion: Result<Void, any Error> = .success(())
        var retrieval: Result<Data?, any Error> = .success(nil)
    }

    private let messages = Mutex<[ReceivedMessage]>([])
    private let stubs = Mutex(Stubs())

    public init() {}

    public var receivedMessages: [ReceivedMessage] { messages.withLock { $0 } }

    public func stubInsertion(_ result: Result<Void, any Error>) { stubs.withLock { $0.insertion = result } }
    public func stubRetrieval(_ result: Result<Data?, any Error>) { stubs.withLock { $0.retrieval = result } }

    public func insert(_ data: Data, for url: URL) throws {
        messages.withLock { $0.append(.insert(data: data, for: url)) }
        try stubs.withLock { $0.insertion }.get()
    }

    public func retrieve(dataForURL url: URL) throws -> Data? {
        messages.withLock { $0.append(.retrieve(dataFor: url)) }
        return try stubs.withLock { $0.retrieval }.get()
    }
}
