import FeedCache
import Foundation
import Testing

/// The contract a `FeedStore` proves: how to make one, and what it declares it can do.
///
/// `makeStore` receives a directory made for the current spec alone (removed afterwards); a persistent store
/// keeps its files there, so every call with the same directory is a new instance at the same location.
public struct FeedStoreContract<Store: FeedStore>: Sendable {
    private let capabilities: [FeedStoreCapability<Store>]
    private let settings: FeedStoreContractSettings
    private let makeStore: @Sendable (_ location: URL) throws -> Store

    public init(
        capabilities: [FeedStoreCapability<Store>] = [],
        settings: FeedStoreContractSettings = FeedStoreContractSettings(),
        makeStore: @escaping @Sendable (_ location: URL) throws -> Store
    ) {
        self.capabilities = capabilities
        self.settings = settings
        self.makeStore = makeStore
    }

    /// Runs `spec` against a fresh store and hands back what it found, without reporting anything.
    public func evaluate(_ spec: FeedStoreSpec) async -> FeedStoreSpecOutcome {
        if let assignment = CrashWriterChild.assignment {
            return writeIfAssigned(assignment, spec: spec)
        }
        if let problem = declarationProblem { return .failed([problem]) }
        let settings: FeedStoreContractSettings
        switch self.settings.overridden() {
        case let .success(overridden): settings = overridden
        case let .failure(error): return .failed(["the contract's settings: \(error)"])
        }

        let declared = Set(capabilities.compactMap(\.requirement))
        let missing = spec.requirements.filter { !declared.contains($0) }
        if missing.contains(.imageData), let reason = capabilities.lazy.compactMap(\.skippedImageDataReason).first {
            return .skipped("image data is not checked for this store: \(reason)")
        }
        guard missing.isEmpty else {
            return .skipped("needs \(missing.map(\.description).joined(separator: " and ")), which this store does not declare")
        }
        let testID = Test.current.map { String(describing: $0.id) }
        if spec.requirements.contains(.crashConsistent), let reason = CrashWriterChild.unsupportedReason(testID: testID) {
            return .skipped(reason)
        }

        let location = FileManager.default.temporaryDirectory.appending(path: "FeedStoreContract-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: location) }
        do {
            try FileManager.default.createDirectory(at: location, withIntermediateDirectories: true)
        } catch {
            return .failed(["could not create the spec's directory \(location.path): \(error)"])
        }

        let run = SpecRun(
            location: location,
            settings: settings,
            declared: declared,
            testID: testID,
            storeType: String(reflecting: Store.self),
            makeStore: { try makeStore($0) },
            injectFailure: { operation, store, location in try inject(operation, into: store, at: location) }
        )
        do {
            try await spec.body(run)
        } catch is SpecStop {
        } catch {
            run.fail("threw: \(error)")
        }
        return run.failures.isEmpty ? .passed : .failed(run.failures)
    }

    /// What is wrong with the declared capabilities, all in one message (a line per problem): until it is fixed no
    /// spec can be trusted, so every spec fails with it, and `verify` reports it once per test.
    public var declarationProblem: String? {
        var found: [String] = []
        let requirements = capabilities.compactMap(\.requirement)
        let isImageDataStore = Store.self is any FeedImageDataStore.Type
        let skipsImageData = capabilities.contains { if case .skipsImageData = $0 { true } else { false } }
        if requirements.contains(.imageData) && !isImageDataStore {
            found.append("Contradictory capabilities: \(Store.self) declares .imageData but does not conform to FeedImageDataStore. Conform it, or remove .imageData.")
        }
        if isImageDataStore && !requirements.contains(.imageData) && !skipsImageData {
            found.append("Undeclared capability: \(Store.self) conforms to FeedImageDataStore but does not declare .imageData, so its image data would go unchecked. Declare .imageData, or opt out with .skipsImageData(because:).")
        }
        if skipsImageData && (requirements.contains(.imageData) || !isImageDataStore) {
            found.append(requirements.contains(.imageData)
                ? "Contradictory capabilities: \(Store.self) declares both .imageData and .skipsImageData. Keep one."
                : "Contradictory capabilities: \(Store.self) declares .skipsImageData but is not a FeedImageDataStore. Remove .skipsImageData.")
        }
        for operation in FeedStoreOperation.allCases where requirements.filter({ $0 == .failing(operation) }).count > 1 {
            found.append("Contradictory capabilities: \(Store.self) declares .failing(.\(operation.rawValue)) more than once, so the specs cannot tell which failure to inject. Keep one.")
        }
        if requirements.contains(.crashConsistent) && !requirements.contains(.persistent) {
            found.append("Contradictory capabilities: \(Store.self) declares .crashConsistent but not .persistent: a store that forgets everything has nothing to keep after a crash. Declare .persistent, or remove .crashConsistent.")
        }
        return found.isEmpty ? nil : found.joined(separator: "\n")
    }

    /// In a crash writer child: the assigned crash spec writes until the parent kills this process; everything
    /// else returns at once, since the parent runs the real specs.
    private func writeIfAssigned(_ assignment: CrashWriterChild.Assignment, spec: FeedStoreSpec) -> FeedStoreSpecOutcome {
        guard spec.sentence == FeedStoreSpec.crashSentence, assignment.storeType == String(reflecting: Store.self), CrashWriterChild.claim() else {
            return .passed
        }
        do {
            let store = try makeStore(assignment.location)
            FeedStoreCrashWorkload.writeUntilKilled(
                into: store,
                from: assignment.firstGeneration,
                imageData: capabilities.contains { $0.requirement == .imageData },
                report: assignment.report
            )
        } catch {
            try? Data("error: making the store threw \(error)\n".utf8).write(to: assignment.report)
            exit(70)
        }
    }

    private func inject(_ operation: FeedStoreOperation, into store: any FeedStore, at location: URL) throws {
        for case let .failing(failing, inject) in capabilities where failing == operation {
            guard let store = store as? Store else { return }
            try inject(store, location)
        }
    }
}
