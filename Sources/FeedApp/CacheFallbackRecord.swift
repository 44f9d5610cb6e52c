import Foundation
import Synchronization

/// Notes, for one load, that the feed came from the cache and when that cache was saved. The feed policy
/// (FeedLoaderComposition) only knows the cache as a closure; the closure FeedService gives it writes here.
final class CacheFallbackRecord: Sendable {
    private let savedAt = Mutex<Date?>(nil)

    func record(savedAt date: Date) { savedAt.withLock { $0 = date } }

    /// `nil` when the cache was not used.
    var cachedAt: Date? { savedAt.withLock { $0 } }
}
