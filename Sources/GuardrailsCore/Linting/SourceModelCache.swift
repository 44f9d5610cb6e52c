import Synchronization

/// Source models by absolute path, shared by the packages of one run: a package indexed by every package
/// that depends on it is read and parsed once. Copies share one store.
public struct SourceModelCache: Sendable {
    private final class Store: Sendable {
        let models = Mutex<[String: SourceModel]>([:])
    }

    private let store = Store()

    public init() {}

    func model(at path: String, parsing bytes: () -> [UInt8]?) -> SourceModel? {
        if let cached = store.models.withLock({ $0[path] }) { return cached }
        guard let bytes = bytes() else { return nil }
        let model = SourceModel.parse(bytes)
        store.models.withLock { $0[path] = model }
        return model
    }
}
