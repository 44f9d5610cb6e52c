/// Any key of the state file, so decoding can name the keys it does not know instead of ignoring them.
struct StateKey: CodingKey, Hashable {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == StateKey {
    /// Throws for the first key outside `known`, so a typo (`passedStep`) is reported rather than silently dropped.
    func rejectUnknownKeys(_ known: [String]) throws {
        guard let unknown = allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) else { return }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: codingPath + [StateKey(unknown)],
            debugDescription: "unknown key (expected one of: \(known.sorted().joined(separator: ", ")))"
        ))
    }
}

extension KeyedDecodingContainer where Key == StateKey {
    /// The whole number at `key`, `nil` when absent. Read as a `Double` first: Foundation reports a fraction or an
    /// out-of-range number decoded as `Int` as "not valid JSON" without its key, and the key is what the learner needs.
    func decodeWholeNumber(forKey key: String) throws -> Int? {
        guard let value = try decodeIfPresent(Double.self, forKey: StateKey(key)) else { return nil }
        guard let whole = Int(exactly: value) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath + [StateKey(key)], debugDescription: "expected a whole number, not \(value)"
            ))
        }
        return whole
    }
}
