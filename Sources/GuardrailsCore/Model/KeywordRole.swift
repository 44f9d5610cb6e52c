/// What a keyword starts or changes for the model builder, found by the keyword's length and first byte
/// (one or two candidates) rather than by hashing its text or comparing it with each keyword in turn.
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
        for modifier in SourceModelBuilder.modifiers.words { roles[modifier] = .modifier }
        return roles
    }()

    /// The role of the keyword spelled `text`, whose first byte is `firstByte`, if it has one.
    static func of(_ text: String, firstByte: UInt8) -> KeywordRole? {
        let length = text.utf8.count
        guard length < lengthLimit, firstByte < 0x80 else { return nil }
        for candidate in byLengthAndFirstByte[length &* 0x80 &+ Int(firstByte)] where candidate.keyword == text {
            return candidate.role
        }
        return nil
    }

    private static let lengthLimit = 17
    /// `byKeyword`, bucketed by `length * 128 + first byte`.
    private static let byLengthAndFirstByte: [[(keyword: String, role: KeywordRole)]] = {
        var table = Array(repeating: [(keyword: String, role: KeywordRole)](), count: lengthLimit * 0x80)
        for (keyword, role) in byKeyword {
            let bytes = Array(keyword.utf8)
            table[bytes.count * 0x80 + Int(bytes[0])].append((keyword, role))
        }
        return table
    }()
}
