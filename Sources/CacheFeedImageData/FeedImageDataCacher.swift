import Foundation
import FeedCache

/// Keeps downloaded image bytes so the next display needs no network.
public struct FeedImageDataCacher: Sendable {
    public enum Error: Swift.Error, Equatable {
        case failed
    }

    private let store: any FeedImageDataStore

    public init(store: any FeedImageDataStore) {
        self.store = store
    }

    public func save(_ data: Data, for url: URL) throws(Error) {
        do {
            try store.insert(data, for: url)
        } catch {
            throw .failed
        }
    }
}
