/// One list of numbers per entry (per indexed type: the names it inherits, its members' names), appended in
/// entry order and stored as one array with offsets instead of an allocation per list.
struct FlatLists: Sendable {
    private var offsets: [Int32] = [0]
    private var values: [Int32] = []

    mutating func append(_ list: some Sequence<Int32>) {
        values.append(contentsOf: list)
        offsets.append(Int32(values.count))
    }

    var count: Int { offsets.count - 1 }

    subscript(entry: Int) -> ArraySlice<Int32> {
        values[positions(of: entry)]
    }

    /// Where the entry's list lies, read with `value(at:)`: lookups while linting use these rather than a slice,
    /// which would retain the array the lint threads share.
    func positions(of entry: Int) -> Range<Int> {
        Int(offsets[entry])..<Int(offsets[entry + 1])
    }

    func value(at position: Int) -> Int32 {
        values[position]
    }

    /// Room for `entries` lists of `values` numbers in all, so the arrays do not grow by doubling.
    mutating func reserve(entries: Int, values count: Int) {
        offsets.reserveCapacity(entries + 1)
        values.reserveCapacity(count)
    }

    var valueCount: Int { values.count }
}
