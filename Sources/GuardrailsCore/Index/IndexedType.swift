/// A type or extension declaration as seen from the whole package.
public struct IndexedType: Sendable {
    public let name: String
    public let kind: TypeKind
    /// Attributes written on the declaration, e.g. `MainActor` or `Observable`.
    public let attributes: [String]
    /// Declaration modifiers, e.g. `public` or `private`.
    public let modifiers: [String]
    /// Names in the inheritance clause: superclass, protocols.
    public let inheritance: [String]
    /// Declares generic parameters (`struct Box<Value>`).
    public let isGeneric: Bool
    /// Declares an instance `var` that stores a value (see `IndexedDeclaration.hasMutableState`).
    public let hasMutableState: Bool
    /// Declares an instance property that stores a value, `let` or `var` (see `IndexedDeclaration.hasStoredProperties`).
    public let hasStoredProperties: Bool
    public let module: String?
    /// For a nested type, the name of the type (or extended type) it is declared in.
    public let parent: String?
    /// For an extension of a nested type, the whole dotted path before the extended name (`SecureEnclave.P256.Signing`).
    public let qualifyingPath: String?
    public let isTest: Bool
    public let path: String
    public let line: Int

    public init(
        name: String, kind: TypeKind, attributes: [String] = [], modifiers: [String] = [], inheritance: [String] = [], isGeneric: Bool = false,
        hasMutableState: Bool = false, hasStoredProperties: Bool = false, module: String?, parent: String? = nil, qualifyingPath: String? = nil, isTest: Bool, path: String, line: Int
    ) {
        self.name = name
        self.kind = kind
        self.attributes = attributes
        self.modifiers = modifiers
        self.inheritance = inheritance
        self.isGeneric = isGeneric
        self.hasMutableState = hasMutableState
        self.hasStoredProperties = hasStoredProperties
        self.module = module
        self.parent = parent
        self.qualifyingPath = qualifyingPath
        self.isTest = isTest
        self.path = path
        self.line = line
    }
}
