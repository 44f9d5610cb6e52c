/// JSON that cannot be read: invalid syntax or a key written twice in one object, with its position.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    public let position: JSONPosition
    /// The key path of the duplicated key, or `nil` for a syntax error.
    public let keyPath: String?
    public let message: String

    public init(position: JSONPosition, keyPath: String? = nil, message: String) {
        self.position = position
        self.keyPath = keyPath
        self.message = message
    }
}
