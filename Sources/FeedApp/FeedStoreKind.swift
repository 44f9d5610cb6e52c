import Foundation

/// The cache stores the app can run on.
public enum FeedStoreKind: String, CaseIterable, Sendable {
    case sqlite, file, memory

    /// Where the store keeps its file unless told otherwise: the user's cache folder.
    public func defaultURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let cacheFolder = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSTemporaryDirectory()).appendingPathComponent(".cache")
        let folder = cacheFolder.appendingPathComponent("clean-architecture-kit")
        switch self {
        case .sqlite: return folder.appendingPathComponent("feed.sqlite")
        case .file: return folder.appendingPathComponent("feed.json")
        case .memory: return nil
        }
    }
}
