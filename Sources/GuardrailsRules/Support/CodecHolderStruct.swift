import GuardrailsCore

/// `struct WireCoding { let decoder = JSONDecoder(); let encoder = JSONEncoder() }`: a struct whose stored properties are
/// all framework tool objects (`tools`: coders and formatters, or a package class subclassing one), reference types with
/// settings and no value equality. A configuration handed to a service, which can never be a Hashable value. A struct
/// storing anything else beside them (`let amount: Decimal; let formatter: NumberFormatter`) is a model carrying a tool,
/// still checked: the formatter belongs outside it.
enum CodecHolderStruct {
    static func matches(_ type: TypeDecl, tools: Set<String>, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct else { return false }
        let stored = type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        return !stored.isEmpty && stored.allSatisfy { property in
            guard let name = property.propertyType?.name, !name.isEmpty, property.propertyType?.isFunction != true else { return false }
            return isTool(name, tools, index)
        }
    }

    /// Foundation's `JSONDecoder` (when the package declares no type of that name), or the package's `final class
    /// PriceFormatter: NumberFormatter`; a package protocol or class merely named `Formatter` lends nothing.
    private static func isTool(_ name: String, _ tools: Set<String>, _ index: PackageIndex) -> Bool {
        let isUndeclared = { (name: String) in index.declarations(named: name).allSatisfy { $0.kind == .extension } }
        if tools.contains(name), isUndeclared(name) { return true }
        return index.declarations(named: name).contains { $0.kind == .class }
            && index.supertypes(of: name).contains { tools.contains($0) && isUndeclared($0) }
    }
}
