/// How a string literal ends: `#` count of a raw string and whether it is multi-line.
struct StringDelimiter: Sendable {
    let hashes: Int
    let isMultiline: Bool
}
