import GuardrailsCore

/// Which of a name's declarations a file can mean (`VisibleModules`): an internal `struct Address: View` of a screen module
/// the test does not import is not the `Address` it builds.
enum ImportedDeclarations {
    /// The declarations the file can see; all of them when none is visible (folders compiled as one target name each
    /// other's types without imports, and a file the index cannot place keeps every reading).
    static func visible(_ declarations: [IndexedType], from file: LintFile, _ index: PackageIndex) -> [IndexedType] {
        guard declarations.count > 1, index.package.hasManifest, let module = file.module else { return declarations }
        let seen = declarations.filter(VisibleModules(file, module: module, index).canName)
        return seen.isEmpty ? declarations : seen
    }

    /// Whether every declaration is internal (or private) to another target of the manifest that the file imports, and
    /// never `@testable`: `Counter(label:)` in a test importing `Telemetry` plainly, the package's only `Counter` an internal
    /// class there, is a dependency's public type of that name, since the compiler hides the internal one from the file.
    /// Read off the file's imports and the declarations' modifiers only: no other module is asked about.
    static func areHiddenInternals(_ declarations: [IndexedType], from file: LintFile, _ index: PackageIndex) -> Bool {
        guard !declarations.isEmpty, index.package.hasManifest, let module = file.module else { return false }
        let imports = file.model.imports
        return declarations.allSatisfy { declaration in
            guard let other = declaration.module, other != module, !declaration.modifiers.contains(where: exported.contains),
                  imports.contains(where: { $0.module == other }), !imports.contains(where: { $0.module == other && $0.isTestable }) else { return false }
            return index.package.target(named: other) != nil
        }
    }

    private static let exported: Set<String> = ["public", "open", "package"]
}
