import CSQLite
import Foundation

/// One prepared statement: bind, step through rows, read columns. Finalized when released.
final class SQLiteStatement {
    private let handle: OpaquePointer
    private let connection: SQLiteConnection

    /// SQLite copies bound text and blobs before `bind` returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(_ sql: String, on connection: SQLiteConnection) throws {
        var handle: OpaquePointer?
        try connection.check(sqlite3_prepare_v2(connection.handle, sql, -1, &handle, nil))
        self.handle = handle!
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    func bind(_ values: [SQLiteValue]) throws {
        try connection.check(sqlite3_reset(handle))
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32 = switch value {
            case .null: sqlite3_bind_null(handle, index)
            case let .real(number): sqlite3_bind_double(handle, index, number)
            case let .integer(number): sqlite3_bind_int64(handle, index, number)
            // With its length in bytes, so text holding a NUL character is kept whole.
            case let .text(text): sqlite3_bind_text(handle, index, text, Int32(text.utf8.count), Self.transient)
            case let .blob(data): data.withUnsafeBytes { sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count), Self.transient) }
            }
            try connection.check(code)
        }
    }

    /// Runs a statement that returns no rows.
    func run(_ values: [SQLiteValue] = []) throws {
        try bind(values)
        while try step() {}
    }

    /// Advances to the next row; `false` when there are no more.
    func step() throws -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        try connection.check(code)
        return false
    }

    func value(at column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(handle, column) {
        case SQLITE_INTEGER: .integer(sqlite3_column_int64(handle, column))
        case SQLITE_FLOAT: .real(sqlite3_column_double(handle, column))
        case SQLITE_TEXT:
            .text(String(decoding: UnsafeBufferPointer(start: sqlite3_column_text(handle, column), count: Int(sqlite3_column_bytes(handle, column))), as: UTF8.self))
        case SQLITE_BLOB:
            .blob(sqlite3_column_blob(handle, column).map { Data(bytes: $0, count: Int(sqlite3_column_bytes(handle, column))) } ?? Data())
        default: .null
        }
    }
}
