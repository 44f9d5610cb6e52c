/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Equatable {
    public let key: String
    public let value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
