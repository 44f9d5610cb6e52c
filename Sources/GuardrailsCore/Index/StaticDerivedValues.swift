/// Static computed properties that derive a standard value from other standard values (`static var importsFolder: URL {
/// URL.documentsFolder.appendingPathComponent("Imports") }`): read like a `static let` of one, they create and hold
/// nothing, so `DeclarationTraits.staticValueConstants` counts them with the constants.
enum StaticDerivedValues {
    /// For each declaration of `model.types` (by position) holding some, the names of its `static var`s annotated with a
    /// standard value type (`DeclarationTraits.plainNames`), not `async`, whose bodies name no type but standard values,
    /// the declaration's own and `Self`. A body reaches from its member's line to the next member's.
    static func names(in model: SourceModel) -> [Int: [String]] {
        let types = model.types
        var candidates: [Int: [(name: String, lines: Range<Int32>)]] = [:]
        for index in types.indices {
            let members = types[index].members
            // Read in place first: most members are not static computed vars, and copying one costs more than the test.
            for position in members.indices where members[position].kind == .variable && !members[position].isLet
                && !members[position].isStoredVar && members[position].modifiers.contains("static") {
                let member = members[position]
                guard member.kind == .variable, !member.isLet, !member.isStoredVar, !member.isAsync, member.modifiers.contains("static"),
                      let type = member.propertyType, type.isAnnotated, !type.isFunction, type.name != "Self",
                      DeclarationTraits.plainNames.contains(type.name) else { continue }
                let next = members.lazy.map(\.line).filter { $0 > member.line }.min() ?? Int(Int32.max)
                candidates[index, default: []].append((member.name.filter { $0 != "`" }, Int32(member.line)..<Int32(clamping: next)))
            }
        }
        guard !candidates.isEmpty else { return [:] }
        var rejected: Set<String> = []
        for reference in model.references where reference.base == nil && reference.enclosingType >= 0 {
            let index = Int(reference.enclosingType)
            guard let members = candidates[index] else { continue }
            let name = reference.name
            // Type names only: the index reads a file without its calls of functions, and must judge it as the rules do.
            guard name.unicodeScalars.first?.properties.isUppercase == true else { continue }
            if name == types[index].name || DeclarationTraits.plainNames.contains(name) { continue }
            for member in members where member.lines.contains(reference.line) { rejected.insert("\(index):\(member.name)") }
        }
        var result: [Int: [String]] = [:]
        for (index, members) in candidates {
            let kept = members.map(\.name).filter { !rejected.contains("\(index):\($0)") }
            if !kept.isEmpty { result[index] = kept }
        }
        return result
    }
}
