/// A type or extension as the package index keeps it: kind, name, attributes, what it inherits and its
/// members' names.
public struct IndexedDeclaration: Sendable {
    public let name: String
    public let kind: TypeKind
    public let attributes: [String]
    public let line: Int
    /// False for a type nested in another; nested types are reached through their parent's name.
    public let isTopLevel: Bool
    public let inheritedNames: [String]
    public let memberNames: [String]
}
