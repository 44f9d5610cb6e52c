/// What a keyword starts or changes for the model builder, found with one dictionary lookup per keyword
/// token rather than a comparison with each keyword in turn.
enum KeywordRole: Sendable {
    case importDeclaration
    case typeDeclaration(TypeKind)
    case function
    case variable
    case enumCase
    case typeAlias
    case whereClause
    case modifier

    static let byKeyword: [String: KeywordRole] = {
        var roles: [String: KeywordRole] = ["import": .importDeclaration, "var": .variable, "let": .variable, "case": .enumCase,
                                            "typealias": .typeAlias, "where": .whereClause]
        for kind in TypeKind.allCases { roles[kind.rawValue] = .typeDeclaration(kind) }
        for keyword in ["func", "init", "deinit", "subscript"] { roles[keyword] = .function }
        for modifier in SourceModelBuilder.modifiers { roles[modifier] = .modifier }
        return roles
    }()
}
