import GuardrailsCore

/// Options naming another library's types as `Module.Type` (`Swinject.Assembly`, `Fluent.Model`): a bare name in a
/// file means that type only where the file imports its module.
enum ImportedQualifiedNames {
    /// Asked of every file: an entry is cut at its first dot in place, and only a name whose module the file imports is built.
    static func names(_ qualified: [String], importedBy file: LintFile) -> Set<String> {
        var names: Set<String> = []
        for entry in qualified {
            guard let dot = entry.utf8.firstIndex(of: UInt8(ascii: ".")) else { continue }
            let module = entry[..<dot]
            let name = entry[entry.utf8.index(after: dot)...]
            guard !module.isEmpty, !name.isEmpty, file.model.imports.contains(where: { $0.module == module }) else { continue }
            names.insert(String(name))
        }
        return names
    }
}
