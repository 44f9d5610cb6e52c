/// What a keyword starts or changes for the model builder, found by the keyword's length and first byte
/// (one or two candidates) rather than by hashing its text or comparing it with each keyword in turn.
enum KeywordRole: Sendable {
    case importDeclaration
    case typeDeclaration(TypeKind)
    case function
    case variable
    case enumCase
    case typeAlias
    case associatedType
    case whereClause
    case modifier
    case macroDeclaration

    static let byKeyword: [String: KeywordRole] = {
        var roles: [String: KeywordRole] = ["import": .importDeclaration, "var": .variable, "let": .variable, "case": .enumCase,
                                            "typealias": .typeAlias, "where": .whereClause,
                                            "associatedtype": .associatedType, "macro": .macroDeclaration]
        for kind in TypeKind.allCases { roles[kind.rawValue] = .typeDeclaration(kind) }
        for keyword in ["func", "init", "deinit", "subscript"] { roles[keyword] = .function }
        for modifier in SourceModelBuilder.modifiers.entries.keys { roles[modifier] = .modifier }
        return roles
    }()

    /// The role of the keyword spelled `text`, whose first byte is `firstByte`, if it has one.
    /// Inlined: asked for every keyword token, a call would copy (retain and release) the token's text.
    @inline(__always) static func of(_ text: String, firstByte: UInt8) -> KeywordRole? {
        table.value(of: text, firstByte: firstByte)
    }

    private static let table = KeywordTable(byKeyword)
}
