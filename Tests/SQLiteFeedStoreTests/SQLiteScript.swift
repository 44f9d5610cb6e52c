import CSQLite
import Foundation

/// Runs SQL on a database file through its own connection, the way another process would.
enum SQLiteScript {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ sql: String, on url: URL) throws {
        try withConnection(to: url) { try check(sqlite3_exec($0, sql, nil, nil, nil), $0) }
    }

    static func integer(_ sql: String, on url: URL) throws -> Int64 {
        try withConnection(to: url) { database in
            var statement: OpaquePointer?
            try check(sqlite3_prepare_v2(database, sql, -1, &statement, nil), database)
            defer { sqlite3_finalize(statement) }
            guard sqlite3_step(statement) == SQLITE_ROW else { throw Failure(description: "\(sql) returned no row") }
            return sqlite3_column_int64(statement, 0)
        }
    }

    static func text(_ sql: String, on url: URL) throws -> String {
        try withConnection(to: url) { database in
            var statement: OpaquePointer?
            try check(sqlite3_prepare_v2(database, sql, -1, &statement, nil), database)
            defer { sqlite3_finalize(statement) }
            guard sqlite3_step(statement) == SQLITE_ROW, let text = sqlite3_column_text(statement, 0) else {
                throw Failure(description: "\(sql) returned no text")
            }
            return String(cString: text)
        }
    }

    /// Holds the write lock from another connection, calls `locked`, and releases it after `duration`.
    static func holdWriteLock(on url: URL, for duration: Duration, locked: () -> Void) throws {
        try withConnection(to: url) { database in
            try check(sqlite3_exec(database, "BEGIN IMMEDIATE", nil, nil, nil), database)
            locked()
            Thread.sleep(forTimeInterval: Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
            try check(sqlite3_exec(database, "COMMIT", nil, nil, nil), database)
        }
    }

    private static func withConnection<Value>(to url: URL, _ body: (OpaquePointer?) throws -> Value) throws -> Value {
        var database: OpaquePointer?
        defer { sqlite3_close(database) }
        try check(sqlite3_open(url.path, &database), database)
        return try body(database)
    }

    private static func check(_ code: Int32, _ database: OpaquePointer?) throws {
        guard code == SQLITE_OK else { throw Failure(description: String(cString: sqlite3_errmsg(database))) }
    }
}
