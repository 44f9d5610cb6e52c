import GuardrailsCore

/// `FileManager.default` only asking about files (`fileExists(atPath:)`, `attributesOfItem(atPath:)`, `contentsOfDirectory(at:…)`)
/// inside a value: a `Codable` struct of the package storing standard values, and nothing else, (`struct FetchStamp: Codable { let etag: String;
/// static func read(at url: URL) }`), its static helpers included, or an extension of a Foundation value type the package does
/// not declare (`extension URL { func subfolders() }`), or, in an `infrastructure` layer, of any type of another module
/// (`extension CXCursor`). A value has no collaborators to be given a file manager, and nothing
/// could inject into a `URL` method: the caller is the place for injection. Writing, moving or removing files, or the same query
/// in a class or in a struct holding anything else, stays reported.
enum ValueTypeFileQuery {
    static let queries: Set<String> = [
        "fileExists", "attributesOfItem", "contentsOfDirectory", "subpathsOfDirectory", "isReadableFile", "isExecutableFile",
        "destinationOfSymbolicLink", "displayName", "componentsToDisplay", "contentsEqual",
    ]
    private static let records: Set<String> = ["Codable", "Decodable", "Encodable"]
    private static let foundationValues: Set<String> = ["URL", "String", "Substring", "Data", "Date", "UUID", "FilePath", "NSString", "NSURL"]
    static let standardValues: Set<String> = foundationValues.union([
        "Bool", "Int", "Int64", "UInt", "UInt64", "Double", "Float", "TimeInterval", "Character", "Array", "Dictionary", "Set", "Optional",
    ])

    static func isQuery(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        let tokens = file.tokens
        guard type == "FileManager" || type == "NSFileManager", reference.name == "default",
              reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 3 < tokens.count, tokens[position + 1].text == ".", queries.contains(tokens[position + 2].text),
              tokens[position + 3].text == "(" else { return false }
        var outer = Int(reference.enclosingType)
        while let parent = types[outer].parent { outer = parent }
        let value = types[outer]
        switch value.kind {
        case .extension:
            // In an `infrastructure` layer, where the system is adapted, any other module's type too (`extension CXCursor`
            // checking the source file a C library's cursor points into): an extension stores nothing to be given a manager.
            return (foundationValues.contains(value.name) || file.layerKind == "infrastructure")
                && index.declarations(named: value.name).allSatisfy { $0.kind == .extension }
        case .struct:
            // A record the package persists (`Codable`), storing values: a struct storing nothing, or a cache storing its
            // folder, is a service.
            let stored = value.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") }
            return value.inheritance.contains(where: { records.contains($0.name) }) && !stored.isEmpty && stored.allSatisfy { member in
                member.propertyType.map { !$0.isFunction && standardValues.contains($0.name) } ?? false
            }
        default:
            return false
        }
    }
}
