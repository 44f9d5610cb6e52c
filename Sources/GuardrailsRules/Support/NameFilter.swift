/// A short list of names, asked about every name in a file: rejects most names by their length and first
/// byte before comparing any text, which costs less than hashing each name into a set.
struct NameFilter {
    private let names: [String]
    private let shapes: Set<Int>

    init(_ names: [String]) {
        self.names = names
        shapes = Set(names.map(Self.shape))
    }

    func contains(_ name: String) -> Bool {
        shapes.contains(Self.shape(of: name)) && names.contains(name)
    }

    private static func shape(of name: String) -> Int {
        name.utf8.count << 8 | Int(name.utf8.first ?? 0)
    }
}
