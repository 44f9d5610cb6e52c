/// A problem in `guardrails.json`, located by the key path at fault (`layers.api.mayImport[1]`) and, once
/// the file has been read, by the line and column of that value.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let keyPath: String
    public let message: String
    public let position: JSONPosition?

    public init(keyPath: String, message: String, position: JSONPosition? = nil) {
        self.keyPath = keyPath
        self.message = message
        self.position = position
    }

    public var description: String {
        keyPath.isEmpty ? message : "\(keyPath): \(message)"
    }

    /// `file:line:column` when the position is known, so editors and terminals can jump to it.
    public func location(in file: String) -> String {
        position.map { "\(file):\($0.line):\($0.column)" } ?? file
    }

    /// The same error placed at its key path's value in `document`.
    public func located(in document: JSONDocument) -> ConfigurationError {
        position != nil ? self : ConfigurationError(keyPath: keyPath, message: message, position: document.position(of: keyPath))
    }

    /// A file that is not valid JSON, or writes a key twice.
    public init(_ error: JSONSyntaxError) {
        self.init(
            keyPath: error.keyPath ?? "", message: error.keyPath == nil ? "not valid JSON: \(error.message)" : error.message,
            position: error.position
        )
    }
}
