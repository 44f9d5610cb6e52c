/// Strings stored once and referred to by number, so an index of a large package holds each name, module and
/// path a single time however often it is mentioned. Lookup is an open-addressing table of numbers (a few
/// bytes per string) rather than a dictionary keyed by the strings themselves.
struct StringTable: Sendable {
    private(set) var strings: [String] = []
    private var slots = [Int32](repeating: -1, count: 256)

    mutating func number(_ string: String) -> Int32 {
        var slot = firstSlot(string)
        while slots[slot] >= 0 {
            if strings[Int(slots[slot])] == string { return slots[slot] }
            slot = (slot + 1) & (slots.count - 1)
        }
        let number = Int32(strings.count)
        strings.append(string)
        slots[slot] = number
        if strings.count * 2 > slots.count { grow() }
        return number
    }

    /// The number of a string already in the table, without adding it.
    func existingNumber(_ string: String) -> Int32? {
        var slot = firstSlot(string)
        while slots[slot] >= 0 {
            if strings[Int(slots[slot])] == string { return slots[slot] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    subscript(number: Int32) -> String {
        strings[Int(number)]
    }

    var count: Int { strings.count }

    /// Room for `count` strings, so the table does not grow by doubling.
    mutating func reserve(_ count: Int) {
        strings.reserveCapacity(count)
        while count * 2 > slots.count { grow() }
    }

    private func firstSlot(_ string: String) -> Int {
        string.hashValue & (slots.count - 1)
    }

    private mutating func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (number, string) in strings.enumerated() {
            var slot = firstSlot(string)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(number)
        }
    }
}
