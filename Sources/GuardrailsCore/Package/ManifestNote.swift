/// Something in a manifest the reader could not follow (or a folder it names that is missing), and what
/// the model does instead.
public struct ManifestNote: Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    /// The construct, as a reader would name it: "call to 'makeTargets'", "string interpolation".
    public let construct: String
    /// What follows for the model: which target or list falls back to the folder convention.
    public let consequence: String
    /// False for a construct the reader read but whose folder does not exist.
    public let isUnfollowed: Bool

    public init(line: Int, construct: String, consequence: String, isUnfollowed: Bool = true) {
        self.line = line
        self.construct = construct
        self.consequence = consequence
        self.isUnfollowed = isUnfollowed
    }

    public var description: String {
        isUnfollowed ? "cannot follow \(construct); \(consequence)" : "\(construct): \(consequence)"
    }
}
