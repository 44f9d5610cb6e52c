import FeedCache
import Foundation

/// What a store declares about itself beyond the basic feed store behavior. Each capability switches on
/// the specs that check it; a spec whose capability is not declared is reported as skipped, with the reason.
public enum FeedStoreCapability<Store: FeedStore>: Sendable {
    /// A second instance made at the same location sees what the first one wrote.
    case persistent
    /// The store is also a `FeedImageDataStore` and keeps image data only for images of the cached feed.
    case imageData
    /// The store is a `FeedImageDataStore` whose image data the contract should leave unchecked, for the reason
    /// given. Without this or `.imageData`, such a store fails: its image data would otherwise pass unseen.
    case skipsImageData(because: String)
    /// The implementer can make `operation` fail on a store that already holds a feed. `inject` receives
    /// that store and its location. A failure injected for insert or delete must leave retrieve working,
    /// so the specs can check that nothing changed.
    case failing(FeedStoreOperation, inject: @Sendable (_ store: Store, _ location: URL) throws -> Void)
    /// A process writing through the store and killed at any moment leaves, for the next instance, a complete
    /// feed it wrote or nothing (needs `.persistent`). The spec re-runs the calling Swift Testing test in a child
    /// process that writes until it is killed, several times (`FeedStoreContractSettings.kills`).
    case crashConsistent

    var skippedImageDataReason: String? {
        if case let .skipsImageData(reason) = self { reason } else { nil }
    }

    var requirement: FeedStoreRequirement? {
        switch self {
        case .persistent: .persistent
        case .imageData: .imageData
        case .skipsImageData: nil
        case let .failing(operation, _): .failing(operation)
        case .crashConsistent: .crashConsistent
        }
    }
}
