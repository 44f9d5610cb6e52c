/// Lists of numbers by a numeric key, each in the order given, packed into one array with offsets (a counting
/// sort over the pairs), so a million entries cost a few megabytes instead of one allocation per key.
struct KeyedLists: Sendable {
    private var offsets: [Int32] = [0]
    private var values: [Int32] = []

    init() {}

    /// `pairs` calls its argument with every (key, value) in order, twice: once to count, once to place.
    init(keyCount: Int, pairs: ((_ key: Int32, _ value: Int32) -> Void) -> Void) {
        var counts = [Int32](repeating: 0, count: keyCount + 1)
        pairs { key, _ in counts[Int(key) + 1] += 1 }
        for key in 0..<keyCount { counts[key + 1] += counts[key] }
        var values = [Int32](repeating: 0, count: Int(counts[keyCount]))
        var next = counts
        pairs { key, value in
            values[Int(next[Int(key)])] = value
            next[Int(key)] += 1
        }
        self.offsets = counts
        self.values = values
    }

    /// Where the key's list lies, read with `value(at:)`: a slice of `values` would retain the array, which the
    /// lint threads share, at every lookup.
    func positions(for key: Int32?) -> Range<Int> {
        guard let key, Int(key) + 1 < offsets.count else { return 0..<0 }
        return Int(offsets[Int(key)])..<Int(offsets[Int(key) + 1])
    }

    func value(at position: Int) -> Int32 {
        values[position]
    }
}
