/// A type or extension declaration with what the rules need to know about it.
public struct TypeDecl: Sendable {
    public let kind: TypeKind
    /// The declared name; for an extension, the extended type's last name component.
    public let name: String
    public let attributes: [String]
    /// Declaration modifiers such as `public`, `private` or `final`.
    public let modifiers: [String]
    public let inheritance: [InheritedType]
    /// Declares generic parameters (`struct Box<Value>`).
    public let isGeneric: Bool
    public internal(set) var members: [MemberDecl]
    /// A protocol whose body declares an `associatedtype` (not listed among `members`).
    public internal(set) var declaresAssociatedType = false
    /// Declared inside an `#if DEBUG` branch (at any nesting of other `#if`s): code only debug builds compile.
    public internal(set) var isDebugOnly = false
    /// Index of the enclosing type declaration in the same file, if nested.
    public let parent: Int?
    /// For an extension of a nested type (`extension Cache.Entry`), the name before the extended one (`Cache`): what
    /// tells it from an extension of another type of the same simple name (`Persona.Entry`).
    public let qualifier: String?
    /// For an extension of a nested type, the whole dotted path before the extended name (`SecureEnclave.P256.Signing`
    /// for `extension SecureEnclave.P256.Signing.PrivateKey`): what tells two framework types of one name apart.
    public let qualifyingPath: String?
    public let line: Int
    public let column: Int

    public init(
        kind: TypeKind, name: String, attributes: [String], modifiers: [String] = [], inheritance: [InheritedType],
        isGeneric: Bool = false, members: [MemberDecl] = [], parent: Int?, qualifier: String? = nil, qualifyingPath: String? = nil, line: Int, column: Int
    ) {
        self.kind = kind
        self.name = name
        self.attributes = attributes
        self.modifiers = modifiers
        self.inheritance = inheritance
        self.isGeneric = isGeneric
        self.members = members
        self.parent = parent
        self.qualifier = qualifier
        self.qualifyingPath = qualifyingPath ?? qualifier
        self.line = line
        self.column = column
    }

    /// `private` and `fileprivate` types are helpers of their file, not part of a module's API.
    public var isFilePrivate: Bool {
        modifiers.contains("private") || modifiers.contains("fileprivate")
    }

    public func inherits(_ name: String) -> Bool {
        inheritance.contains { $0.name == name }
    }

    /// XCTestCase subclasses, `@Suite` types and types holding `@Test` functions.
    public var isTestSuite: Bool {
        guard kind != .extension, kind != .protocol else { return false }
        return inherits("XCTestCase") || attributes.contains("Suite")
            || members.contains { $0.attributes.contains("Test") }
    }
}
