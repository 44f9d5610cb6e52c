import GuardrailsCore
import Synchronization

/// A short list of names, asked about every name in a file: rejects most names by their length and first
/// byte before comparing any text, which costs less than hashing each name (or its shape) into a set.
struct NameFilter {
    private let names: [String]
    /// Bit `n` is set when a name is `n` bytes long (names of 63 bytes or more share bit 63).
    private let lengths: UInt64
    /// Each name's first byte, in `names` order.
    private let firstBytes: [UInt8]

    init(_ names: [String]) {
        self.names = names
        lengths = names.reduce(0) { $0 | Self.lengthBit(of: $1) }
        firstBytes = names.map { $0.utf8.first ?? 0 }
    }

    /// The members that `Type.member` pairs end with (`default` of `FileManager.default`). Built for every file, so
    /// an ASCII pair is split by its bytes rather than walked character by character; both split it alike.
    init(lastMembersOf pairs: [String]) {
        self.init(pairs.compactMap { pair in
            guard NameSearch.isASCII(Substring(pair)) else { return pair.split(separator: ".").last.map(String.init) }
            // `Type.member`: the member follows the last dot, unless nothing does (the split drops empty parts).
            if let dot = pair.utf8.lastIndex(of: UInt8(ascii: ".")), case let member = pair.utf8.index(after: dot), member != pair.utf8.endIndex {
                return String(pair[member...])
            }
            return pair.utf8.split(separator: UInt8(ascii: ".")).last.flatMap { String($0) }
        })
    }

    /// `init(lastMembersOf:)` for the run's singleton pairs, built once: asked for every file, the list is the same
    /// configured array each time, so comparing it costs only its storage's identity.
    static func lastMembers(of pairs: [String]) -> NameFilter {
        lastMembersBuilt.withLock { built in
            if let built, built.pairs == pairs { return built.filter }
            let filter = NameFilter(lastMembersOf: pairs)
            built = (pairs, filter)
            return filter
        }
    }

    private static let lastMembersBuilt = Mutex<(pairs: [String], filter: NameFilter)?>(nil)

    /// Inlined: asked of every reference of every file, a call costs more than the test.
    @inline(__always)
    func contains(_ name: String) -> Bool {
        guard lengths & Self.lengthBit(of: name) != 0 else { return false }
        let first = name.utf8.first ?? 0
        return firstBytes.indices.contains { firstBytes[$0] == first && names[$0] == name }
    }

    @inline(__always)
    private static func lengthBit(of name: String) -> UInt64 {
        1 &<< UInt64(min(name.utf8.count, 63))
    }
}
