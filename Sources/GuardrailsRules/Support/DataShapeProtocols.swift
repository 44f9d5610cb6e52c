import GuardrailsCore

/// Protocols describing data (only initializers and read-only properties typed by values), whatever adopts them: no
/// behaviour to stand in for.
enum DataShapeProtocols {
    /// Requires only properties and initializers (`init(colorTheme:)` beside the colors a theme lists), refines no
    /// protocol of the package, and only the package's structs and enums adopt it: a palette or preset built from a
    /// parameter, a value like `Palette`, not a collaborator. Class conformers keep it a boundary (an engine's passes,
    /// `init(context:)` and the properties it reads).
    static func describesValuesBuilt(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.members.contains(where: { $0.kind == .initializer }),
              type.members.allSatisfy({ $0.kind == .initializer || $0.kind == .variable }),
              !type.inheritance.contains(where: { index.declarations(named: $0.name).contains { $0.kind == .protocol } }) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            let declared = conformer.kind == .extension ? index.declarations(named: conformer.name) + index.nestedDeclarations(named: conformer.name) : [conformer]
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum }
        }
    }

    /// `protocol Envelope { init?(fields: [String: Any]); var fields: [String: Any] { get } }`: no method, only initializers
    /// and read-only properties typed by values (standard ones, or the package's structs and enums), refining no protocol of
    /// the package: a data shape (a wire message, a metric's name and kind), whatever adopts it. A property typed by a
    /// collaborator (`var log: PassLog`, another protocol) or by a closure (`var onFire: (() -> Void)?`) keeps it a seam,
    /// unless it only gives back what an initializer takes under its name (`init(context: PassContext)` beside `var context:
    /// PassContext { get }`, an engine's passes built by metatype): a construction contract, no behaviour to stand in for.
    static func describesDataShape(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard Self.requiresOnlyPropertiesAndInit(type),
              !type.inheritance.contains(where: { index.declarations(named: $0.name).contains { $0.kind == .protocol } }) else { return false }
        var taken: Set<String>?
        return type.members.allSatisfy { member in
            guard member.kind == .variable, !Self.isReadOnlyValue(member, tokens, index) else { return true }
            if taken == nil { taken = Self.initializerParameters(of: type, tokens) }
            guard taken?.contains(member.name) == true, let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
            return Self.requirementShape(from: keyword, in: tokens)?.settable == false
        }
    }

    /// The names an initializer requirement of the protocol takes its parameters by (`context` of `init(context: PassContext)`).
    private static func initializerParameters(of type: TypeDecl, _ tokens: [Token]) -> Set<String> {
        var names: Set<String> = []
        for member in type.members where member.kind == .initializer {
            guard let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { continue }
            names.formUnion(FunctionParameters.names(declaredAt: keyword, in: tokens).names)
        }
        return names
    }

    /// `var fields: [String: Any] { get }`: a read-only property requirement typed by a value (a standard one, or the
    /// package's structs and enums), not by a closure or a collaborator.
    static func isReadOnlyValue(_ member: MemberDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens),
              let shape = Self.requirementShape(from: keyword, in: tokens), !shape.settable else { return false }
        if shape.isCollection { return member.propertyType?.isFunction != true }
        guard let propertyType = member.propertyType, !propertyType.isFunction, !propertyType.name.isEmpty else { return false }
        if Self.plainValueTypes.contains(propertyType.name) { return true }
        let declared = index.declarations(named: propertyType.name)
        return !declared.isEmpty && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum }
    }

    /// Requires an initializer and properties, nothing else: only such a protocol can be a data shape.
    static func requiresOnlyPropertiesAndInit(_ type: TypeDecl) -> Bool {
        type.members.contains { $0.kind == .initializer } && type.members.contains { $0.kind == .variable }
            && type.members.allSatisfy { $0.kind == .initializer || $0.kind == .variable }
    }

    /// From a property requirement's position: whether its type is written as a collection literal (`[String: Any]`, which
    /// the model names no type for) and whether its accessors include `set`.
    static func requirementShape(from start: Int, in tokens: [Token]) -> (isCollection: Bool, settable: Bool)? {
        var position = start
        while position < tokens.count, tokens[position].text != ":" { position += 1 }
        guard position + 1 < tokens.count else { return nil }
        let isCollection = tokens[position + 1].text == "["
        var depth = 0
        while position < tokens.count {
            switch tokens[position].text {
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            case "{" where depth == 0:
                var accessor = position + 1
                while accessor < tokens.count, tokens[accessor].text != "}" {
                    if tokens[accessor].text == "set" { return (isCollection, true) }
                    accessor += 1
                }
                return (isCollection, false)
            default: break
            }
            position += 1
        }
        return nil
    }

    /// Standard value types a data shape's properties may have.
    static let plainValueTypes: Set<String> = [
        "Bool", "Int", "Int64", "UInt", "Double", "Float", "String", "Date", "TimeInterval", "UUID", "URL", "Data", "Array", "Dictionary", "Set",
    ]
}
