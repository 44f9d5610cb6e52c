import CSQLite
import FeedCache
import Foundation

/// The SQLite baseline: the same rows written and read with the C API directly, no store in between.
/// Same journal settings as the store (WAL, synchronous NORMAL), so the ratio measures the store's overhead.
final class RawSQLite {
    private var database: OpaquePointer?
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(path: String) {
        sqlite3_open(path, &database)
        exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL")
        exec("CREATE TABLE image (id TEXT, description TEXT, location TEXT, url TEXT)")
        exec("CREATE TABLE data (url TEXT PRIMARY KEY, data BLOB) WITHOUT ROWID")
    }

    deinit {
        sqlite3_close(database)
    }

    /// Replaces all rows in one transaction, then reads them all back.
    func insertAndRetrieve(_ feed: [LocalFeedImage]) -> Int {
        exec("BEGIN; DELETE FROM image")
        let insert = prepare("INSERT INTO image VALUES (?, ?, ?, ?)")
        for image in feed {
            sqlite3_reset(insert)
            bind(insert, 1, image.id.uuidString)
            bind(insert, 2, image.description)
            bind(insert, 3, image.location)
            bind(insert, 4, image.url.absoluteString)
            sqlite3_step(insert)
        }
        sqlite3_finalize(insert)
        exec("COMMIT")

        let select = prepare("SELECT id, description, location, url FROM image")
        var images: [LocalFeedImage] = []
        while sqlite3_step(select) == SQLITE_ROW {
            images.append(LocalFeedImage(
                id: UUID(uuidString: text(select, 0)!)!,
                description: text(select, 1),
                location: text(select, 2),
                url: URL(string: text(select, 3)!)!
            ))
        }
        sqlite3_finalize(select)
        return images.count
    }

    /// One statement (so one transaction) per blob, like a store saving images as they load.
    func insertAndRetrieve(_ blobs: [(URL, Data)]) -> Int {
        let insert = prepare("INSERT OR REPLACE INTO data VALUES (?, ?)")
        for (url, data) in blobs {
            sqlite3_reset(insert)
            bind(insert, 1, url.absoluteString)
            _ = data.withUnsafeBytes { sqlite3_bind_blob(insert, 2, $0.baseAddress, Int32($0.count), Self.transient) }
            sqlite3_step(insert)
        }
        sqlite3_finalize(insert)
        let select = prepare("SELECT data FROM data WHERE url = ?")
        var found = 0
        for (url, _) in blobs {
            sqlite3_reset(select)
            bind(select, 1, url.absoluteString)
            if sqlite3_step(select) == SQLITE_ROW {
                found += Data(bytes: sqlite3_column_blob(select, 0), count: Int(sqlite3_column_bytes(select, 0))).isEmpty ? 0 : 1
            }
        }
        sqlite3_finalize(select)
        return found
    }

    private func exec(_ sql: String) {
        sqlite3_exec(database, sql, nil, nil, nil)
    }

    private func prepare(_ sql: String) -> OpaquePointer? {
        var statement: OpaquePointer?
        sqlite3_prepare_v2(database, sql, -1, &statement, nil)
        return statement
    }

    private func bind(_ statement: OpaquePointer?, _ index: Int32, _ text: String?) {
        if let text {
            sqlite3_bind_text(statement, index, text, -1, Self.transient)
        } else {
            sqlite3_bind_null(statement, index)
        }
    }

    private func text(_ statement: OpaquePointer?, _ column: Int32) -> String? {
        sqlite3_column_text(statement, column).map { String(cString: $0) }
    }
}
