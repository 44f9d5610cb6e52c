import FeedCache
import Foundation

/// What a store declares about itself beyond the basic feed store behavior. Each capability switches on
/// the specs that check it; a spec whose capability is not declared is reported as skipped, with the reason.
public enum FeedStoreCapability<Store: FeedStore>: Sendable {
    /// A second instance made at the same location sees what the first one wrote.
    case persistent
    /// The store is also a `FeedImageDataStore` and keeps image data only for images of the cached feed.
    case imageData
    /// The implementer can make `operation` fail on a store that already holds a feed. `inject` receives
    /// that store and its location. A failure injected for insert or delete must leave retrieve working,
    /// so the specs can check that nothing changed.
    case failing(FeedStoreOperation, inject: @Sendable (_ store: Store, _ location: URL) throws -> Void)

    var requirement: FeedStoreRequirement {
        switch self {
        case .persistent: .persistent
        case .imageData: .imageData
        case let .failing(operation, _): .failing(operation)
        }
    }
}
