/// Keywords the model builder asks about for many tokens (what does this keyword start, does it end a
/// header?), with a value each. Bucketed by length and first byte, so a question costs a comparison or two
/// with candidates of that shape instead of hashing the token's text.
struct KeywordTable<Value: Sendable>: Sendable {
    let entries: [String: Value]
    private static var lengthLimit: Int { 17 }
    private let buckets: [[(keyword: String, value: Value)]]

    init(_ entries: [String: Value]) {
        self.entries = entries
        var buckets = Array(repeating: [(keyword: String, value: Value)](), count: Self.lengthLimit * 0x80)
        for (keyword, value) in entries {
            let bytes = Array(keyword.utf8)
            precondition(bytes.count < Self.lengthLimit && bytes[0] < 0x80, "keywords are short ASCII words")
            buckets[bytes.count * 0x80 + Int(bytes[0])].append((keyword, value))
        }
        self.buckets = buckets
    }

    /// The value of the keyword spelled `text`, whose first byte is `firstByte`, if the table holds it.
    @inline(__always) func value(of text: String, firstByte: UInt8) -> Value? {
        let length = text.utf8.count
        guard length < Self.lengthLimit, firstByte < 0x80 else { return nil }
        for candidate in buckets[length &* 0x80 &+ Int(firstByte)] where candidate.keyword == text {
            return candidate.value
        }
        return nil
    }
}

/// A table without values is a set of keywords.
extension KeywordTable: ExpressibleByArrayLiteral where Value == Bool {
    init(arrayLiteral keywords: String...) {
        self.init(Dictionary(keywords.map { ($0, true) }) { first, _ in first })
    }

    /// Whether `token`'s text is one of the keywords.
    func contains(_ token: Token) -> Bool {
        value(of: token.text, firstByte: token.firstByte) != nil
    }
}
