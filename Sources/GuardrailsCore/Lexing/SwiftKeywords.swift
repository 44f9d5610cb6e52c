/// Words the lexer reports as keywords unless backticked or used as a member name.
enum SwiftKeywords {
    static let all: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
        "continue", "convenience", "default", "defer", "deinit", "didSet", "do", "dynamic", "else", "enum",
        "extension", "fallthrough", "false", "fileprivate", "final", "for", "func", "get", "guard", "if",
        "import", "in", "indirect", "infix", "init", "inout", "internal", "is", "lazy", "let", "macro",
        "mutating", "nil", "nonisolated", "nonmutating", "open", "operator", "optional", "override",
        "postfix", "precedencegroup", "prefix", "private", "protocol", "public", "repeat", "required",
        "rethrows", "return", "self", "Self", "set", "some", "static", "struct", "subscript", "super",
        "switch", "throw", "throws", "true", "try", "typealias", "unowned", "var", "weak", "where",
        "while", "willSet", "consuming", "borrowing", "package",
    ]

    /// Declaration modifiers that are not reserved words, so a function may carry their name.
    static let contextualModifiers: Set<String> = [
        "open", "package", "final", "override", "mutating", "nonmutating", "nonisolated", "lazy", "weak", "unowned",
        "convenience", "required", "indirect", "dynamic", "optional", "prefix", "postfix", "infix", "consuming", "borrowing",
    ]

    /// What a modifier takes in parentheses: `open(set)`, `unowned(safe)`, `nonisolated(unsafe)`.
    static let modifierArguments: Set<String> = ["set", "safe", "unsafe", "nonsending"]

    /// Keywords that end an expression, so a `/` after them divides rather than opens a regex.
    static let values: Set<String> = ["self", "Self", "super", "true", "false", "nil"]

    /// The keyword `bytes[start..<end]` spells, if any, and whether it ends an expression. The lexer asks
    /// for most words, so it compares bytes with the few keywords of that length and first letter
    /// rather than building and hashing a string.
    static func keyword(spelledBy bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> (word: String, endsValue: Bool)? {
        let length = end - start
        guard length < spellingLengths, bytes[start] < 0x80 else { return nil }
        candidates: for candidate in spellings[length &* 0x80 &+ Int(bytes[start])] {
            for offset in 1..<length where bytes[start &+ offset] != candidate.bytes[offset] { continue candidates }
            return (candidate.word, candidate.endsValue)
        }
        return nil
    }

    private static let spellingLengths = 17
    /// Every keyword, by length and first byte (`length * 128 + byte`).
    private static let spellings: [[(bytes: [UInt8], word: String, endsValue: Bool)]] = {
        var table = Array(repeating: [(bytes: [UInt8], word: String, endsValue: Bool)](), count: spellingLengths * 0x80)
        for word in all {
            let bytes = Array(word.utf8)
            table[bytes.count * 0x80 + Int(bytes[0])].append((bytes, word, values.contains(word)))
        }
        return table
    }()
}
