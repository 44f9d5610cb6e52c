import FeedCache
import Foundation

/// The state of one spec while it runs: how to make stores at the spec's location (or at fresh ones), how to make
/// them fail, what the store declares, how hard to work, and the failures found so far.
final class SpecRun {
    private(set) var failures: [String] = []
    let location: URL
    let settings: FeedStoreContractSettings
    /// The seed every random choice of this spec comes from.
    let seed: UInt64
    /// The Swift Testing test running the spec, as its filter names it; `nil` outside Swift Testing.
    let testID: String?
    /// The store's type as `String(reflecting:)` names it, which tells a crash writer child whose spec is its own.
    let storeType: String
    private let declared: Set<FeedStoreRequirement>
    private let storeFactory: (URL) throws -> any FeedStore
    private let failureInjection: (FeedStoreOperation, any FeedStore, URL) throws -> Void
    private var freshLocations = 0

    init(
        location: URL,
        settings: FeedStoreContractSettings,
        declared: Set<FeedStoreRequirement>,
        testID: String?,
        storeType: String,
        makeStore: @escaping (URL) throws -> any FeedStore,
        injectFailure: @escaping (FeedStoreOperation, any FeedStore, URL) throws -> Void
    ) {
        self.location = location
        self.settings = settings
        self.seed = settings.seed ?? RunSeed.value
        self.declared = declared
        self.testID = testID
        self.storeType = storeType
        self.storeFactory = makeStore
        self.failureInjection = injectFailure
    }

    func fail(_ message: String) {
        failures.append(message)
    }

    func declares(_ requirement: FeedStoreRequirement) -> Bool {
        declared.contains(requirement)
    }

    /// A fresh instance at the spec's location: the first one is empty, later ones see what a persistent store kept.
    func makeStore() throws -> any FeedStore {
        try step("making the store") { try storeFactory(location) }
    }

    /// An instance at `location`, for specs that need more than one location; throws what the factory throws.
    func makeStore(at location: URL) throws -> any FeedStore {
        try storeFactory(location)
    }

    /// A new empty directory inside the spec's location, removed with it.
    func makeFreshLocation() throws -> URL {
        freshLocations += 1
        let fresh = location.appending(path: "fresh-\(freshLocations)")
        try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
        return fresh
    }

    /// Two instances at the spec's location for a persistent store, so concurrent calls also race across
    /// instances; one otherwise.
    func makeInstancesForConcurrency() throws -> [any FeedStore] {
        try (0..<(declares(.persistent) ? 2 : 1)).map { _ in try makeStore() }
    }

    func makeImageDataStore() throws -> any FeedStore & FeedImageDataStore {
        guard let store = try makeStore() as? any FeedStore & FeedImageDataStore else {
            fail("the store declares .imageData but is not a FeedImageDataStore")
            throw SpecStop()
        }
        return store
    }

    func injectFailure(_ operation: FeedStoreOperation, into store: any FeedStore) throws {
        try step("injecting the .\(operation.rawValue) failure") { try failureInjection(operation, store, location) }
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
        let differences = ValueDescription.differences(expected: expected, delivered: retrieved)
        if !differences.isEmpty {
            fail("retrieve \(when) delivered another cache: \(differences.joined(separator: "; "))")
        }
    }

    /// For a store that declares `.imageData`, inserts data for the first image of `cache` and hands it back.
    func insertImageData(for cache: CachedFeed, into store: any FeedStore) throws -> Data? {
        guard declares(.imageData), let store = store as? any FeedImageDataStore else { return nil }
        let data = SpecFixtures.uniqueData()
        try step("insert data for a cached image") { try store.insert(data, for: cache.feed[0].url) }
        return data
    }

    /// For a store that declares `.imageData`, checks that the first image of `cache` still has `data`.
    func expectImageData(_ data: Data?, of cache: CachedFeed, in store: any FeedStore, _ when: String) throws {
        guard let data, let store = store as? any FeedImageDataStore else { return }
        try expect(store, toRetrieve: data, for: cache.feed[0].url, when)
    }

    func expect(_ store: any FeedImageDataStore, toRetrieve expected: Data?, for url: URL, _ when: String) throws {
        let retrieved = try step("retrieve data for \(url.absoluteString) \(when)") { try store.retrieve(dataForURL: url) }
        if let difference = ValueDescription.difference(expected: expected, delivered: retrieved) {
            fail("retrieve data for \(url.absoluteString) \(when): \(difference)")
        }
    }
}
