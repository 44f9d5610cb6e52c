/// Why the file store could not do what was asked, always naming the file at fault.
public enum FileFeedStoreError: Error, Equatable, CustomStringConvertible {
    /// The store file exists but cannot be read (a directory, no permission, an I/O error).
    case unreadable(path: String, reason: String)
    /// The store file was read but is not a cache this store wrote; nothing of it is delivered.
    case corrupt(path: String, reason: String)
    /// A change could not be written; the store file is as it was before the change.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            "Cannot read the feed cache at \(path): \(reason)."
        case let .corrupt(path, reason):
            "The feed cache at \(path) is corrupt (\(reason)). Delete the cache to start again with an empty one."
        case let .unwritable(path, reason):
            "Cannot write the feed cache through \(path): \(reason). The cache is unchanged."
        }
    }
}
