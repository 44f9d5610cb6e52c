import GuardrailsCore

/// Options naming another library's types as `Module.Type` (`Swinject.Assembly`, `Fluent.Model`): a bare name in a
/// file means that type only where the file imports its module.
enum ImportedQualifiedNames {
    static func names(_ qualified: [String], importedBy file: LintFile) -> Set<String> {
        let imported = Set(file.model.imports.map(\.module))
        return Set(qualified.compactMap { entry -> String? in
            let parts = entry.split(separator: ".", maxSplits: 1).map(String.init)
            return parts.count == 2 && imported.contains(parts[0]) ? parts[1] : nil
        })
    }
}
