import FeedCache
import FeedStoreContract
import Foundation
import Synchronization
import Testing

/// An in-memory store that behaves correctly unless given a `Fault`: each fault is one way a real store goes
/// wrong, which the contract must catch.
final class FaultyFeedStore: FeedStore, FeedImageDataStore {
    enum Fault: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case retrieveDeletesTheCache
        case retrieveOnEmptyCacheThrows
        case insertAppends
        case insertRoundsTheTimestamp
        case deleteDoesNothing
        case failedInsertLeavesPartialFeed
        case failedInsertThrowsNothing
        case failedRetrieveRepairsTheCache
        case feedAndTimestampWrittenSeparately
        case everyInstanceStartsEmpty
        case imageDataOutlivesTheFeed
        case imageDataKeptForAnyURL
        case feedReplacementDropsAllImageData

        var testDescription: String { rawValue }
    }

    private struct State {
        var feed: [LocalFeedImage]?
        var timestamp: Date?
        var imageData: [URL: Data] = [:]
        var failing: Set<FeedStoreOperation> = []
    }

    private struct InjectedFailure: Error {}

    private let fault: Fault?
    private let state = Mutex(State())
    /// Orders the calls in a way ThreadSanitizer can follow: it cannot see how a contended `Mutex` hands over
    /// ownership on Linux (the kernel does it), so without this it reports races between two locked sections.
    private let calls = NSLock()

    init(fault: Fault?) {
        self.fault = fault
    }

    private func withState<Value>(_ body: (inout State) throws -> Value) rethrows -> Value {
        try calls.withLock { try state.withLock { try body(&$0) } }
    }

    func fail(_ operation: FeedStoreOperation) {
        withState { _ = $0.failing.insert(operation) }
    }

    func deleteCachedFeed() throws {
        try withState { state in
            if state.failing.contains(.delete) { throw InjectedFailure() }
            guard fault != .deleteDoesNothing else { return }
            state.feed = nil
            state.timestamp = nil
            if fault != .imageDataOutlivesTheFeed { state.imageData = [:] }
        }
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        if fault == .feedAndTimestampWrittenSeparately {
            withState { $0.feed = feed }
            // Widens the window in which a concurrent retrieve sees the new feed with the old timestamp.
            Thread.sleep(forTimeInterval: 0.002)
            withState { $0.timestamp = timestamp }
            return
        }
        try withState { state in
            if state.failing.contains(.insert) {
                switch fault {
                case .failedInsertLeavesPartialFeed: state.feed = Array(feed.prefix(1))
                case .failedInsertThrowsNothing: return
                default: break
                }
                throw InjectedFailure()
            }
            let urls = Set(feed.map(\.url))
            state.feed = fault == .insertAppends ? (state.feed ?? []) + feed : feed
            state.timestamp = fault == .insertRoundsTheTimestamp ? Date(timeIntervalSinceReferenceDate: timestamp.timeIntervalSinceReferenceDate.rounded()) : timestamp
            state.imageData = fault == .feedReplacementDropsAllImageData ? [:] : state.imageData.filter { urls.contains($0.key) }
        }
    }

    func retrieve() throws -> CachedFeed? {
        try withState { state in
            if state.failing.contains(.retrieve) {
                if fault == .failedRetrieveRepairsTheCache { state = State() }
                throw InjectedFailure()
            }
            guard let feed = state.feed, let timestamp = state.timestamp else {
                if fault == .retrieveOnEmptyCacheThrows { throw InjectedFailure() }
                return nil
            }
            if fault == .retrieveDeletesTheCache { state = State() }
            return CachedFeed(feed: feed, timestamp: timestamp)
        }
    }

    func insert(_ data: Data, for url: URL) throws {
        withState { state in
            guard fault == .imageDataKeptForAnyURL || state.feed?.contains(where: { $0.url == url }) == true else { return }
            state.imageData[url] = data
        }
    }

    func retrieve(dataForURL url: URL) throws -> Data? {
        withState { $0.imageData[url] }
    }
}
