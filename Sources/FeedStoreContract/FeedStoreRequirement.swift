/// The capability a spec needs before it applies to a store.
public enum FeedStoreRequirement: Sendable, Hashable, CustomStringConvertible {
    case persistent
    case imageData
    case failing(FeedStoreOperation)
    case crashConsistent

    public var description: String {
        switch self {
        case .persistent: ".persistent"
        case .imageData: ".imageData"
        case let .failing(operation): ".failing(.\(operation.rawValue))"
        case .crashConsistent: ".crashConsistent"
        }
    }
}
