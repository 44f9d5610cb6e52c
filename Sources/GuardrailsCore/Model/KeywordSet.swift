/// A set of keywords the model builder asks about for many tokens (does this keyword end a header, start a
/// declaration?). Bucketed by length and first byte, so a question costs a comparison or two with
/// candidates of that shape instead of hashing the token's text.
struct KeywordSet: ExpressibleByArrayLiteral, Sendable {
    let words: Set<String>
    private static let lengthLimit = 17
    private let buckets: [[String]]

    init(arrayLiteral words: String...) {
        self.words = Set(words)
        var buckets = Array(repeating: [String](), count: Self.lengthLimit * 0x80)
        for word in self.words {
            let bytes = Array(word.utf8)
            precondition(bytes.count < Self.lengthLimit && bytes[0] < 0x80, "keywords are short ASCII words")
            buckets[bytes.count * 0x80 + Int(bytes[0])].append(word)
        }
        self.buckets = buckets
    }

    /// Whether `token`, a keyword, is in the set.
    func contains(_ token: Token) -> Bool {
        let length = token.text.utf8.count
        guard length < Self.lengthLimit, token.firstByte < 0x80 else { return false }
        return buckets[length &* 0x80 &+ Int(token.firstByte)].contains { $0 == token.text }
    }
}
