import FeedCache
import Foundation

/// One store call of a concurrent history: what was asked, on which thread, when it was invoked and when it
/// returned, and what came back. Feeds, URLs and data are numbered by the history's fixtures.
struct ConcurrentCall: Sendable {
    enum Kind: Hashable, Sendable {
        case insert(feed: Int)
        case delete
        case retrieve
        case insertData(Int, url: Int)
        case retrieveData(url: Int)
    }

    enum Outcome: Hashable, Sendable {
        case done
        /// The feed a retrieve delivered, by number; `nil` for an empty cache.
        case feed(Int?)
        /// The data a data retrieve delivered, by number; `nil` for not found.
        case data(Int?)
        /// A value no call wrote: a torn or invented cache, or unknown bytes.
        case unknown(String)
        case threw(String)
    }

    /// The worker that made the call; `nil` for the observations made alone after a round.
    let thread: Int?
    let kind: Kind
    var invoked: UInt64 = 0
    var returned: UInt64 = 0
    var outcome: Outcome = .done

    init(thread: Int?, kind: Kind) {
        self.thread = thread
        self.kind = kind
    }

    /// Makes the call on `store`, timing it with a clock every thread shares.
    func made(on store: any FeedStore, fixtures: ConcurrentFixtures) -> ConcurrentCall {
        var call = self
        call.invoked = DispatchTime.now().uptimeNanoseconds
        do {
            switch kind {
            case let .insert(feed):
                let cache = fixtures.feeds[feed]
                try store.insert(cache.feed, timestamp: cache.timestamp)
            case .delete:
                try store.deleteCachedFeed()
            case .retrieve:
                let cache = try store.retrieve()
                call.outcome = cache.map { cache in fixtures.number(of: cache).map(Outcome.feed) ?? .unknown(fixtures.describeUnknown(cache)) } ?? .feed(nil)
            case let .insertData(data, url):
                try imageDataStore(store).insert(fixtures.data(data), for: fixtures.urls[url])
            case let .retrieveData(url):
                let data = try imageDataStore(store).retrieve(dataForURL: fixtures.urls[url])
                call.outcome = data.map { data in fixtures.number(of: data).map(Outcome.data) ?? .unknown(ValueDescription.describe(data)) } ?? .data(nil)
            }
        } catch {
            call.outcome = .threw("\(error)")
        }
        call.returned = DispatchTime.now().uptimeNanoseconds
        return call
    }

    private func imageDataStore(_ store: any FeedStore) throws -> any FeedImageDataStore {
        guard let store = store as? any FeedImageDataStore else { throw NotAnImageDataStore() }
        return store
    }

    private struct NotAnImageDataStore: Error, CustomStringConvertible {
        var description: String { "the store is not a FeedImageDataStore" }
    }
}
