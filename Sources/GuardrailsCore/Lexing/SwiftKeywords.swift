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

    /// Whether the keyword `word` spells (if it is one) ends an expression; nil for any other word. The lexer asks
    /// for most words, so it looks the packed word up in a table of integers (`slots`, which the lexer holds to
    /// skip the global's lazy-initialization check), rather than building and hashing a string.
    static func endsValue(of word: SmallWord, in slots: [KeywordSlot]) -> Bool? {
        var slot = slotIndex(of: word)
        while true {
            let candidate = slots[slot]
            if candidate.low == word.low, candidate.high == word.high { return candidate.endsValue }
            // A word's first byte is never zero, so an empty slot ends the probe.
            if candidate.low == 0 { return nil }
            slot = (slot &+ 1) & (slotCount - 1)
        }
    }

    /// Four slots per keyword keep probes short; a power of two so that wrapping is a mask.
    private static let slotCount = 512

    private static func slotIndex(of word: SmallWord) -> Int {
        // Fibonacci hashing: the multiplication spreads every input bit into the top bits kept.
        Int(truncatingIfNeeded: ((word.low &+ word.high &* 31) &* 0x9E37_79B9_7F4A_7C15) >> 55)
    }

    /// Every keyword at the slot its hash picks, or the next free one.
    static let slots: [KeywordSlot] = {
        var table = Array(repeating: KeywordSlot(low: 0, high: 0, endsValue: false), count: slotCount)
        for keyword in all {
            var spelling = keyword
            spelling.withUTF8 { bytes in
                guard let word = SmallWord(bytes, from: 0, count: bytes.count) else { preconditionFailure("keyword \(keyword) is not a small word") }
                var slot = slotIndex(of: word)
                while table[slot].low != 0 { slot = (slot + 1) & (slotCount - 1) }
                table[slot] = KeywordSlot(low: word.low, high: word.high, endsValue: values.contains(keyword))
            }
        }
        return table
    }()
}
