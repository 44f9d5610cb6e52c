import CSQLite

/// One open database file, closed when released. Not thread-safe on its own: the store serializes its use.
final class SQLiteConnection {
    let handle: OpaquePointer
    let path: String

    init(path: String, busyTimeoutMilliseconds: Int32) throws {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        guard let handle else {
            throw SQLiteFeedStoreError.sqlite(path: path, code: code, message: "cannot allocate a connection")
        }
        self.handle = handle
        self.path = path
        try check(code)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    func check(_ code: Int32) throws {
        guard code != SQLITE_OK && code != SQLITE_DONE else { return }
        if code & 0xFF == SQLITE_NOTADB { throw SQLiteFeedStoreError.notADatabase(path: path) }
        throw SQLiteFeedStoreError.sqlite(path: path, code: code, message: String(cString: sqlite3_errmsg(handle)))
    }

    func execute(_ sql: String) throws {
        try check(sqlite3_exec(handle, sql, nil, nil, nil))
    }

    func prepare(_ sql: String) throws -> SQLiteStatement {
        try SQLiteStatement(sql, on: self)
    }

    var userVersion: Int32 {
        get throws {
            let statement = try prepare("PRAGMA user_version")
            guard try statement.step(), case let .integer(version) = statement.value(at: 0) else { return 0 }
            return Int32(clamping: version)
        }
    }

    /// Runs `body` in one transaction: committed if it returns, rolled back if it throws. `IMMEDIATE` takes the
    /// write lock up front, so a writer waits (up to the busy timeout) instead of failing halfway.
    func transaction<Value>(immediate: Bool = true, _ body: () throws -> Value) throws -> Value {
        try execute(immediate ? "BEGIN IMMEDIATE" : "BEGIN")
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}
