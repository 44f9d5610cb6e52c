import FeedCache
import Foundation

/// The contract a `FeedStore` proves: how to make one, and what it declares it can do.
///
/// `makeStore` receives a directory made for the current spec alone (removed afterwards); a persistent store
/// keeps its files there, so every call with the same directory is a new instance at the same location.
public struct FeedStoreContract<Store: FeedStore>: Sendable {
    private let capabilities: [FeedStoreCapability<Store>]
    private let makeStore: @Sendable (_ location: URL) throws -> Store

    public init(
        capabilities: [FeedStoreCapability<Store>] = [],
        makeStore: @escaping @Sendable (_ location: URL) throws -> Store
    ) {
        self.capabilities = capabilities
        self.makeStore = makeStore
    }

    /// Runs `spec` against a fresh store and hands back what it found, without reporting anything.
    public func evaluate(_ spec: FeedStoreSpec) async -> FeedStoreSpecOutcome {
        let contradictions = self.contradictions
        guard contradictions.isEmpty else { return .failed(contradictions) }

        let declared = Set(capabilities.map(\.requirement))
        let missing = spec.requirements.filter { !declared.contains($0) }
        guard missing.isEmpty else {
            return .skipped("needs \(missing.map(\.description).joined(separator: " and ")), which this store does not declare")
        }

        let location = FileManager.default.temporaryDirectory.appending(path: "FeedStoreContract-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: location) }
        do {
            try FileManager.default.createDirectory(at: location, withIntermediateDirectories: true)
        } catch {
            return .failed(["could not create the spec's directory \(location.path): \(error)"])
        }

        let run = SpecRun(
            makeStore: { try makeStore(location) },
            injectFailure: { operation, store in try inject(operation, into: store, at: location) }
        )
        do {
            try await spec.body(run)
        } catch is SpecStop {
        } catch {
            run.fail("threw: \(error)")
        }
        return run.failures.isEmpty ? .passed : .failed(run.failures)
    }

    /// Capability declarations that cannot all be true; every spec fails with these until they are fixed.
    var contradictions: [String] {
        var found: [String] = []
        let requirements = capabilities.map(\.requirement)
        if requirements.contains(.imageData) && !(Store.self is any FeedImageDataStore.Type) {
            found.append("Contradictory capabilities: \(Store.self) declares .imageData but does not conform to FeedImageDataStore. Conform it, or remove .imageData.")
        }
        for operation in FeedStoreOperation.allCases where requirements.filter({ $0 == .failing(operation) }).count > 1 {
            found.append("Contradictory capabilities: \(Store.self) declares .failing(.\(operation.rawValue)) more than once, so the specs cannot tell which failure to inject. Keep one.")
        }
        return found
    }

    private func inject(_ operation: FeedStoreOperation, into store: any FeedStore, at location: URL) throws {
        for case let .failing(failing, inject) in capabilities where failing == operation {
            guard let store = store as? Store else { return }
            try inject(store, location)
        }
    }
}
