import FeedCache
import Foundation

/// The state of one spec while it runs: how to make stores at the spec's location, how to make them fail,
/// and the failures found so far.
final class SpecRun {
    private(set) var failures: [String] = []
    private let storeFactory: () throws -> any FeedStore
    private let failureInjection: (FeedStoreOperation, any FeedStore) throws -> Void

    init(
        makeStore: @escaping () throws -> any FeedStore,
        injectFailure: @escaping (FeedStoreOperation, any FeedStore) throws -> Void
    ) {
        self.storeFactory = makeStore
        self.failureInjection = injectFailure
    }

    func fail(_ message: String) {
        failures.append(message)
    }

    /// A fresh instance at the spec's location: the first one is empty, later ones see what a persistent store kept.
    func makeStore() throws -> any FeedStore {
        try step("making the store") { try storeFactory() }
    }

    func makeImageDataStore() throws -> any FeedStore & FeedImageDataStore {
        guard let store = try makeStore() as? any FeedStore & FeedImageDataStore else {
            fail("the store declares .imageData but is not a FeedImageDataStore")
            throw SpecStop()
        }
        return store
    }

    func injectFailure(_ operation: FeedStoreOperation, into store: any FeedStore) throws {
        try step("injecting the .\(operation.rawValue) failure") { try failureInjection(operation, store) }
    }

    /// Runs a step that must succeed; if it throws, records what was being done and stops the spec.
    @discardableResult
    func step<Value>(_ doing: String, _ operation: () throws -> Value) throws -> Value {
        do {
            return try operation()
        } catch {
            fail("expected \(doing) to succeed, but it threw: \(error)")
            throw SpecStop()
        }
    }

    func insert(_ cache: CachedFeed, into store: any FeedStore, _ when: String) throws {
        try step("insert \(when)") { try store.insert(cache.feed, timestamp: cache.timestamp) }
    }

    func expectError(_ doing: String, _ operation: () throws -> Void) {
        do {
            try operation()
            fail("expected \(doing) to throw an error, but it succeeded")
        } catch {}
    }

    func expect(_ store: any FeedStore, toRetrieve expected: CachedFeed?, _ when: String) throws {
        let retrieved = try step("retrieve \(when)") { try store.retrieve() }
        if retrieved != expected {
            fail("retrieve \(when) delivered \(Self.describe(retrieved)), expected \(Self.describe(expected))")
        }
    }

    func expect(_ store: any FeedImageDataStore, toRetrieve expected: Data?, for url: URL, _ when: String) throws {
        let retrieved = try step("retrieve data for \(url) \(when)") { try store.retrieve(dataForURL: url) }
        if retrieved != expected {
            fail("retrieve data for \(url) \(when) delivered \(Self.describe(retrieved)), expected \(Self.describe(expected))")
        }
    }

    static func describe(_ cache: CachedFeed?) -> String {
        guard let cache else { return "empty" }
        return "\(cache.feed.count) image(s) saved at \(cache.timestamp) (\(cache.timestamp.timeIntervalSinceReferenceDate) s)"
    }

    static func describe(_ data: Data?) -> String {
        guard let data else { return "not found" }
        return "\(data.count) byte(s) \(Array(data.prefix(8)))"
    }
}
