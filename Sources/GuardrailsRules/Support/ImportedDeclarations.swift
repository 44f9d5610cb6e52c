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
}
