/// A problem in `guardrails.json`, located by the key path at fault (`layers.api.mayImport[1]`).
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let keyPath: String
    public let message: String

    public init(keyPath: String, message: String) {
        self.keyPath = keyPath
        self.message = message
    }

    public var description: String {
        keyPath.isEmpty ? message : "\(keyPath): \(message)"
    }
}
