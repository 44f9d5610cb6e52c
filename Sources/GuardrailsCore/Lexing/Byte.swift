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
