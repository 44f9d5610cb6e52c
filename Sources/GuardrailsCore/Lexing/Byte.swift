/// ASCII bytes and byte classes the lexer dispatches on.
enum Byte {
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let slash = UInt8(ascii: "/")
    static let backslash = UInt8(ascii: "\\")
    static let star = UInt8(ascii: "*")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let backtick = UInt8(ascii: "`")
    static let dollar = UInt8(ascii: "$")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let semicolon = UInt8(ascii: ";")
    static let dot = UInt8(ascii: ".")
    static let equals = UInt8(ascii: "=")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= zero && byte <= nine
    }

    /// Letters, `_` and every non-ASCII byte: Unicode identifiers (and invalid UTF-8) lex as words.
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 64 && letterBits &>> UInt64(byte) & 1 != 0)
    }

    static func isIdentifierContinuation(_ byte: UInt8) -> Bool {
        // One shift and test per byte (the lexer asks for every byte of every word) rather than a range test per class;
        // `&>>` shifts by the byte's low six bits, its place in its half of ASCII.
        byte >= 0x80 || (byte < 64 ? digitBits : letterBits) &>> UInt64(byte) & 1 != 0
    }

    /// The position of the first byte from `start` on that cannot continue an identifier, or `bytes.count`.
    ///
    /// Eight bytes at a time while eight remain: the lexer reads every byte of every word, and one test of a word's
    /// bytes together costs less than a test per byte.
    @inline(__always)
    static func identifierEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            while position <= count &- 8 {
                let stops = nonIdentifierBytes(UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)))
                if stops != 0 { return position &+ stops.trailingZeroBitCount &>> 3 }
                position &+= 8
            }
        }
        while position < count, isIdentifierContinuation(bytes[position]) { position &+= 1 }
        return position
    }

    /// The high bit of each byte of `word` (the first in the low byte) that `isIdentifierContinuation` rejects.
    ///
    /// Each test adds a constant to every byte's low seven bits at once: no sum reaches the next byte, and a sum's high
    /// bit tells whether that byte is at least (or at most) a bound.
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let sevenBits = word & 0x7F7F_7F7F_7F7F_7F7F
        // `0`...`9`: at least 0x30, not above 0x39.
        let digit = (sevenBits &+ 0x5050_5050_5050_5050) & ~(sevenBits &+ 0x4646_4646_4646_4646)
        // Either case of a letter, folded to lowercase: at least 0x61, not above 0x7A.
        let folded = sevenBits | 0x2020_2020_2020_2020
        let letter = (folded &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(folded &+ 0x0505_0505_0505_0505)
        // `_`: the only byte whose difference from 0x5F is zero, so adding 0x7F leaves its high bit clear.
        let underscore = ~((sevenBits ^ 0x5F5F_5F5F_5F5F_5F5F) &+ 0x7F7F_7F7F_7F7F_7F7F)
        // A byte with its high bit set (non-ASCII) continues a word.
        return ~(digit | letter | underscore | word) & 0x8080_8080_8080_8080
    }

    /// Bit `b - 64` for each byte `b` in `A`...`Z`, `_` and `a`...`z`.
    private static let letterBits: UInt64 = 0x07FF_FFFE_87FF_FFFE
    /// Bit `b` for each byte `b` in `0`...`9`.
    private static let digitBits: UInt64 = 0x03FF_0000_0000_0000

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// How many `#` follow `position`, counting no further than `limit`.
    static func hashCount(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int, upTo limit: Int) -> Int {
        var count = 0
        while count < limit, position + count < bytes.count, bytes[position + count] == hash { count += 1 }
        return count
    }

    static func contains(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let length = needle.utf8CodeUnitCount
        guard length > 0, end - start >= length else { return false }
        let first = needle.utf8Start[0]
        var position = start
        while position + length <= end {
            if bytes[position] == first {
                var offset = 1
                while offset < length, bytes[position + offset] == needle.utf8Start[offset] { offset += 1 }
                if offset == length { return true }
            }
            position += 1
        }
        return false
    }
}
