/// A type or extension as the package index keeps it: kind, name, attributes and modifiers, what it inherits,
/// its members' names, and for a protocol the methods it requires.
public struct IndexedDeclaration: Sendable {
    public let name: String
    public let kind: TypeKind
    public let attributes: [String]
    public let modifiers: [String]
    public let line: Int
    /// The type (or extended type) a nested type is declared in; `nil` for a top-level one.
    public let parent: String?
    public let isGeneric: Bool
    public let inheritedNames: [String]
    public let memberNames: [String]
    /// Methods, initializers and subscripts a protocol requires in its own body; empty for other kinds.
    public let methodRequirementNames: [String]
    /// Types its stored properties are annotated with (`weak var delegate: FeedDelegate?`).
    public let heldTypeNames: [String]
    /// Declares an instance `var` that stores a value: its instances have state that can change.
    public let hasMutableState: Bool
}
