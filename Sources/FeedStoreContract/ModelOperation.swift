import FeedCache
import Foundation

/// One step of a random sequence. Instances are numbered in the order they were opened; a step's instance is
/// taken modulo the instances open at that point, so any sequence stays runnable after steps are removed.
enum ModelOperation: Hashable, Sendable {
    case insert(CachedFeed, instance: Int)
    case delete(instance: Int)
    case retrieve(instance: Int)
    case insertData(Data, for: URL, instance: Int)
    case retrieveData(for: URL, instance: Int)
    /// A new instance at the same location (persistent stores only).
    case openInstance
    /// Releases an instance, as long as another one stays open.
    case dropInstance(Int)

    var instance: Int? {
        switch self {
        case let .insert(_, instance), let .delete(instance), let .retrieve(instance),
             let .insertData(_, _, instance), let .retrieveData(_, instance):
            instance
        case .openInstance, .dropInstance:
            nil
        }
    }

    /// The same step on another instance.
    func on(instance: Int) -> ModelOperation {
        switch self {
        case let .insert(cache, _): .insert(cache, instance: instance)
        case .delete: .delete(instance: instance)
        case .retrieve: .retrieve(instance: instance)
        case let .insertData(data, url, _): .insertData(data, for: url, instance: instance)
        case let .retrieveData(url, _): .retrieveData(for: url, instance: instance)
        case .openInstance, .dropInstance: self
        }
    }
}
