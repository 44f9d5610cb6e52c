import Foundation

/// A value as SQLite stores it, so rows can be checked instead of trusted.
enum SQLiteValue: Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob(Data)

    var text: String? {
        if case let .text(text) = self { text } else { nil }
    }
}
