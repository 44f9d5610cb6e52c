import Foundation
import FeedCache

/// Delivers cached image bytes, telling "nothing cached" apart from "the store failed" so a
/// composer can fall back to the network only when it makes sense.
public struct LocalFeedImageDataLoader: Sendable {
    public enum Error: Swift.Error, Equatable {
        case failed
        case notFound
    }

    private let store: any FeedImageDataStore

    public init(store: any FeedImageDataStore) {
        self.store = store
    }

    public func loadImageData(from url: URL) throws(Error) -> Data {
        let data: Data?
        do {
            data = try store.retrieve(dataForURL: url)
        } catch {
            throw .failed
        }
        guard let data else { throw .notFound }
        return data
    }
}
