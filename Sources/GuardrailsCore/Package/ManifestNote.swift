/// Something in a manifest the reader could not follow, and what it did instead.
public struct ManifestNote: Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    /// The construct, as a reader would name it: "call to 'makeTargets'", "string interpolation".
    public let construct: String
    /// What follows for the model: which target or list falls back to the folder convention.
    public let consequence: String

    public init(line: Int, construct: String, consequence: String) {
        self.line = line
        self.construct = construct
        self.consequence = consequence
    }

    public var description: String {
        "cannot follow \(construct); \(consequence)"
    }
}
