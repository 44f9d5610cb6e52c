/// A JSON value. Objects keep their members in order: the reader keeps the file's order, and the
/// writer prints members in the order a report gives them, so output is stable.
public enum JSONValue: Sendable, Equatable {
    case object([JSONMember])
    case array([JSONValue])
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// The member named `key` of an object, if any.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The same value as Foundation's `JSONSerialization` gives it: dictionaries, arrays, strings, numbers, `NSNull`.
    public var foundationValue: Any {
        switch self {
        case .object(let members): Dictionary(members.map { ($0.key, $0.value.foundationValue) }, uniquingKeysWith: { _, last in last })
        case .array(let elements): elements.map(\.foundationValue)
        case .string(let text): text
        case .int(let number): number
        case .double(let number): number
        case .bool(let flag): flag
        case .null: Optional<Any>.none as Any
        }
    }
}
