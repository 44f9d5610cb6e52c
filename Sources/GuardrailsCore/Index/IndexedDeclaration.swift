/// A type or extension as the package index keeps it: the type, what it inherits, and its members' names.
public struct IndexedDeclaration: Sendable {
    public let type: IndexedType
    /// False for a type nested in another; nested types are reached through their parent's name.
    public let isTopLevel: Bool
    public let inheritedNames: [String]
    public let memberNames: [String]
}
