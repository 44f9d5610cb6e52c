/// Why the SQLite store could not do what was asked, always naming the database file.
public enum SQLiteFeedStoreError: Error, Equatable, CustomStringConvertible {
    /// The file exists but is not an SQLite database.
    case notADatabase(path: String)
    /// The database was written by a newer version of this store; opening it could lose data.
    case newerSchema(path: String, version: Int32, supported: Int32)
    /// A row that this store cannot have written; nothing of the cache is delivered.
    case invalidRow(path: String, reason: String)
    /// Any other SQLite failure, with SQLite's own code and message.
    case sqlite(path: String, code: Int32, message: String)

    public var description: String {
        switch self {
        case let .notADatabase(path):
            "\(path) is not an SQLite database. Point the store at another file, or delete this one."
        case let .newerSchema(path, version, supported):
            "The feed cache at \(path) has schema version \(version), newer than the \(supported) this store supports. Update the app, or delete the file."
        case let .invalidRow(path, reason):
            "The feed cache at \(path) holds a row this store cannot read: \(reason)."
        case let .sqlite(path, code, message):
            "SQLite error \(code) on \(path): \(message)."
        }
    }
}
