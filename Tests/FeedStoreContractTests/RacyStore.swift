import FeedCache
import FeedStoreContract
import Foundation
import Testing

/// The wrong stores whose only mistake shows when threads call them at once, and the concurrency spec that must
/// catch each one without a sanitizer.
enum RacyStore: String, CaseIterable, Codable, Sendable, CustomTestStringConvertible {
    case splitLock
    case separateImageDataLock
    case nonAtomicFile
    case instanceLockedFile
    case unsynchronized
    case unguardedFields

    var testDescription: String { rawValue }

    /// Stores that corrupt memory when raced, which only a child process may run.
    var isMemoryUnsafe: Bool {
        self == .unsynchronized || self == .unguardedFields
    }

    var caughtBy: String {
        switch self {
        case .separateImageDataLock, .instanceLockedFile, .unsynchronized: "concurrent image data and feed operations take effect one at a time"
        case .splitLock, .nonAtomicFile, .unguardedFields: "concurrent operations never deliver a torn cache and end in the last operation's state"
        }
    }

    /// What the spec that must catch this store finds.
    func outcome() async -> FeedStoreSpecOutcome {
        let spec = FeedStoreSpec.all.first { $0.sentence == caughtBy }!
        return switch self {
        case .splitLock: await FeedStoreContract { _ in SplitLockFeedStore() }.evaluate(spec)
        case .separateImageDataLock: await FeedStoreContract(capabilities: [.imageData]) { _ in SeparateImageDataLockStore() }.evaluate(spec)
        case .nonAtomicFile: await FeedStoreContract { NonAtomicFileFeedStore(fileURL: $0.appending(path: "feed.json")) }.evaluate(spec)
        case .instanceLockedFile:
            await FeedStoreContract(capabilities: [.persistent, .imageData]) { InstanceLockedFileFeedStore(fileURL: $0.appending(path: "feed.json")) }
                .evaluate(spec)
        case .unsynchronized: await FeedStoreContract(capabilities: [.imageData]) { _ in UnsynchronizedFeedStore() }.evaluate(spec)
        case .unguardedFields: await FeedStoreContract { _ in UnguardedFieldsFeedStore() }.evaluate(spec)
        }
    }
}
