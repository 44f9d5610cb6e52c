/// A word of 1 to 15 ASCII bytes packed, in source order, into two 64-bit integers.
///
/// Most tokens are such words. Packed, a word is compared with a keyword in two integer comparisons, and it already
/// is the bit pattern of the small (inline) `String` spelling it: building that string through
/// `String(unsafeUninitializedCapacity:)` (a closure call, zero-filling and validation for every token) was the
/// lexer's costliest step.
struct SmallWord {
    /// Bytes 0 to 7, the first in the low byte.
    let low: UInt64
    /// Bytes 8 to 14, zero beyond the word.
    let high: UInt64
    let count: Int

    /// The most bytes a small string holds on 64-bit platforms.
    static let capacity = 15

    /// Every byte of an ASCII word has its high bit clear.
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Nil when the word is empty, longer than `capacity` or not ASCII.
    ///
    /// Inlined, with wrapping arithmetic and the masks computed in place: the lexer asks for every word it reads, and
    /// the call, its overflow checks and a checked shift cost more than the loads and masks themselves.
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) {
        // `count` and `start` are checked first, so neither sum below can overflow.
        guard count > 0, count <= Self.capacity, start >= 0, start <= bytes.count &- count, let base = bytes.baseAddress else { return nil }
        var low: UInt64 = 0
        var high: UInt64 = 0
        if start <= bytes.count &- 16 {
            // Two loads and masks instead of a loop, when the buffer reaches far enough past the word.
            let source = UnsafeRawPointer(base + start)
            low = UInt64(littleEndian: source.loadUnaligned(as: UInt64.self))
            if count < 8 {
                low &= Self.mask(count)
            } else if count > 8 {
                high = UInt64(littleEndian: source.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & Self.mask(count &- 8)
            }
        } else {
            for offset in 0..<count {
                let byte = UInt64(base[start + offset])
                if offset < 8 { low |= byte << (8 * offset) } else { high |= byte << (8 * (offset - 8)) }
            }
        }
        guard (low | high) & Self.highBits == 0 else { return nil }
        self.low = low
        self.high = high
        self.count = count
    }

    /// The low `count` bytes set, for a `count` of 1 to 7 (8 would be all of them): a shift that never reaches 64.
    @inline(__always)
    private static func mask(_ count: Int) -> UInt64 {
        ~(0 as UInt64) &>> UInt64(truncatingIfNeeded: 64 &- 8 &* count)
    }

    /// The spelling as a small string, made from its bits: only valid when `layoutMatches`.
    var string: String {
        unsafeBitCast(stringBits, to: String.self)
    }

    /// A small ASCII string's bits: its bytes, then a last byte of 0xE0 (immortal, ASCII, small) plus its count.
    private var stringBits: (UInt64, UInt64) {
        (low.littleEndian, (high | (0xE0 | UInt64(count)) << 56).littleEndian)
    }

    /// Whether this platform lays out small strings as `string` assumes (64-bit, little-endian, Swift's stable ABI):
    /// checked against real strings so that any other layout falls back to building strings the ordinary way.
    static let layoutMatches: Bool = ["a", "Swift", "precedencegroup", "_0123456789abcd"].allSatisfy { literal in
        var spelling = literal
        return spelling.withUTF8 { bytes in
            guard let word = SmallWord(bytes, from: 0, count: bytes.count) else { return false }
            return word.stringBits == unsafeBitCast(literal, to: (UInt64, UInt64).self)
        }
    }
}
