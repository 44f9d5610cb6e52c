import GuardrailsCore

/// `Visibility.shared` where the package's `enum Visibility` declares `case shared`: the explicit form of an enum
/// case, a value, not a shared instance. The enum may be reached through a type alias
/// (`typealias Visibility = Proto_Visibility`).
enum EnumCaseAccess {
    /// True when `type.member` (the member's token at `position`) names a case. Known: an enum declared in this
    /// file with that case, or one the package declares elsewhere with that member and an inheritance clause (a raw
    /// type or `CaseIterable`: the index keeps member names, not kinds, and a caseless namespace enum holding a
    /// singleton, `enum CookieJar { static let shared = … }`, inherits nothing). Where the enum is out of sight
    /// (generated code excluded), `.rawValue` read right on it says it: only a raw-value enum answers that.
    static func isCase(_ member: String, of type: String, at position: Int?, in tokens: [Token], _ model: SourceModel, _ index: PackageIndex) -> Bool {
        if let position, position + 2 < tokens.count, tokens[position + 1].text == ".", tokens[position + 2].text == "rawValue" { return true }
        let names = [type] + model.aliases.filter { $0.name == type }.flatMap(\.aliasedNames) + index.supertypes(of: type)
        return names.contains { name in
            if model.types.contains(where: { $0.name == name && $0.kind == .enum && $0.members.contains { $0.kind == .enumCase && $0.name == member } }) {
                return true
            }
            return (index.declarations(named: name) + index.nestedDeclarations(named: name)).contains { declaration in
                declaration.kind == .enum && !declaration.inheritance.isEmpty && index.members(of: name, in: declaration.module).contains(member)
            }
        }
    }
}
