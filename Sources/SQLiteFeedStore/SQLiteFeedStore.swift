import FeedCache
import Foundation
import Synchronization

/// Keeps the cache in an SQLite database (WAL journal). Each insert or delete is one transaction, so a crash
/// leaves the previous cache or the new one. The schema version lives in `PRAGMA user_version`; a database
/// from a newer version of this store is refused rather than changed.
public final class SQLiteFeedStore: FeedStore, FeedImageDataStore {
    public static let schemaVersion: Int32 = 1

    public let storeURL: URL
    private let connection: Mutex<SQLiteConnection>
    /// Serializes calls before the `Mutex` so that Thread Sanitizer, which cannot see a contended `Mutex`
    /// hand-over on Linux, sees a lock it understands; the `Mutex` is then never contended.
    private let sanitizerVisibleLock = NSLock()

    /// - Parameter busyTimeout: how long a call waits for another connection's write to finish before failing.
    public init(storeURL: URL, busyTimeout: Duration = .seconds(5)) throws {
        let (seconds, attoseconds) = busyTimeout.components
        let connection = try SQLiteConnection(
            path: storeURL.path,
            busyTimeoutMilliseconds: Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        )
        try Self.migrate(connection)
        self.storeURL = storeURL
        self.connection = Mutex(connection)
    }

    private func withConnection<Result: Sendable>(_ body: (SQLiteConnection) throws -> Result) throws -> Result {
        try sanitizerVisibleLock.withLock { try connection.withLock { try body($0) } }
    }

    public func deleteCachedFeed() throws {
        try withConnection { connection in
            try connection.transaction {
                try connection.execute("DELETE FROM feed_image_data; DELETE FROM feed_image; DELETE FROM feed_cache")
            }
        }
    }

    public func insert(_ feed: [LocalFeedImage], timestamp: Date) throws {
        try withConnection { connection in
            try connection.transaction {
                try connection.execute("DELETE FROM feed_image")
                try connection.prepare("INSERT OR REPLACE INTO feed_cache (id, timestamp) VALUES (0, ?)")
                    .run([.real(timestamp.timeIntervalSinceReferenceDate)])
                let insertImage = try connection.prepare(
                    "INSERT INTO feed_image (position, id, description, location, url) VALUES (?, ?, ?, ?, ?)"
                )
                for (position, image) in feed.enumerated() {
                    try insertImage.run([
                        .integer(Int64(position)),
                        .text(image.id.uuidString),
                        image.description.map(SQLiteValue.text) ?? .null,
                        image.location.map(SQLiteValue.text) ?? .null,
                        .text(image.url.absoluteString),
                    ])
                }
                try connection.execute("DELETE FROM feed_image_data WHERE url NOT IN (SELECT url FROM feed_image)")
            }
        }
    }

    public func retrieve() throws -> CachedFeed? {
        try withConnection { connection in
            try connection.transaction(immediate: false) {
                let cache = try connection.prepare("SELECT timestamp FROM feed_cache WHERE id = 0")
                guard try cache.step() else { return nil }
                guard case let .real(timestamp) = cache.value(at: 0) else {
                    throw SQLiteFeedStoreError.invalidRow(path: connection.path, reason: "the cache timestamp is not a number")
                }
                let images = try connection.prepare("SELECT id, description, location, url FROM feed_image ORDER BY position")
                var feed: [LocalFeedImage] = []
                while try images.step() {
                    feed.append(try Self.image(from: images, in: connection))
                }
                return CachedFeed(feed: feed, timestamp: Date(timeIntervalSinceReferenceDate: timestamp))
            }
        }
    }

    /// Data for an image that is not in the cached feed is not kept: it would outlive any use.
    public func insert(_ data: Data, for url: URL) throws {
        try withConnection { connection in
            try connection.prepare("""
                INSERT OR REPLACE INTO feed_image_data (url, data)
                SELECT ?1, ?2 WHERE EXISTS (SELECT 1 FROM feed_image WHERE url = ?1)
                """).run([.text(url.absoluteString), .blob(data)])
        }
    }

    public func retrieve(dataForURL url: URL) throws -> Data? {
        try withConnection { connection in
            let statement = try connection.prepare("SELECT data FROM feed_image_data WHERE url = ?")
            try statement.bind([.text(url.absoluteString)])
            guard try statement.step() else { return nil }
            guard case let .blob(data) = statement.value(at: 0) else {
                throw SQLiteFeedStoreError.invalidRow(path: connection.path, reason: "image data for \(url) is not a blob")
            }
            return data
        }
    }

    private static func image(from row: SQLiteStatement, in connection: SQLiteConnection) throws -> LocalFeedImage {
        guard let id = row.value(at: 0).text.flatMap(UUID.init(uuidString:)),
              let url = row.value(at: 3).text.flatMap(URL.init(string:))
        else {
            throw SQLiteFeedStoreError.invalidRow(path: connection.path, reason: "a feed image has no valid id or URL")
        }
        return LocalFeedImage(id: id, description: row.value(at: 1).text, location: row.value(at: 2).text, url: url)
    }

    private static func migrate(_ connection: SQLiteConnection) throws {
        try refuseNewerSchema(connection)
        // NORMAL is durable across process crashes in WAL mode (a power loss may drop the last commits, never
        // corrupt). The page cache (at most 16 MiB, taken only as needed) holds a 100k-image insert in memory.
        try connection.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -16384")
        guard try connection.userVersion < schemaVersion else { return }
        try connection.transaction {
            // Another process may have created the schema while this one waited for the write lock.
            guard try connection.userVersion < schemaVersion else { return try refuseNewerSchema(connection) }
            try connection.execute("""
                CREATE TABLE IF NOT EXISTS feed_cache (id INTEGER PRIMARY KEY CHECK (id = 0), timestamp REAL NOT NULL);
                CREATE TABLE IF NOT EXISTS feed_image (
                    position INTEGER PRIMARY KEY, id TEXT NOT NULL, description TEXT, location TEXT, url TEXT NOT NULL
                );
                CREATE TABLE IF NOT EXISTS feed_image_data (url TEXT PRIMARY KEY, data BLOB NOT NULL) WITHOUT ROWID;
                PRAGMA user_version = \(schemaVersion);
                """)
        }
    }

    private static func refuseNewerSchema(_ connection: SQLiteConnection) throws {
        let version = try connection.userVersion
        guard version <= schemaVersion else {
            throw SQLiteFeedStoreError.newerSchema(path: connection.path, version: version, supported: schemaVersion)
        }
    }
}
