import GuardrailsCore

/// `FileManager.default.contents(atPath: path.string)` in an `infrastructure` layer, inside a type storing only plain
/// values (`let path: FilePath`, strings, URLs, flags) and at least one location: a reader or writer of the file it was
/// pointed at, whose file I/O is the adapter's whole job; tests point it at fixture files. A type storing a collaborator
/// (any other type, a closure) or inheriting from a package class, or the same call in another layer, stays reported.
enum PathConfiguredFileAccess {
    private static let locations: Set<String> = ["String", "URL", "FilePath"]
    private static let plainValues: Set<String> = locations.union(["Int", "UInt", "Bool", "Double", "Float", "Data", "UUID", "Date", "TimeInterval", "Character", "Substring"])

    static func isOwnFileIO(_ reference: Reference, of singleton: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard singleton == "FileManager" || singleton == "NSFileManager", file.layerKind == "infrastructure",
              reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard type.kind == .class || type.kind == .struct || type.kind == .actor,
              !type.inheritance.contains(where: { supertype in index.declarations(named: supertype.name).contains { $0.kind == .class } }) else { return false }
        let stored = type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        let kinds = stored.map { member -> String? in
            guard let declared = member.propertyType, !declared.isFunction, plainValues.contains(declared.name) else { return nil }
            return declared.name
        }
        return !kinds.isEmpty && kinds.allSatisfy { $0 != nil } && kinds.contains { $0.map(locations.contains) == true }
    }
}
