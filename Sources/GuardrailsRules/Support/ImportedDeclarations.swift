import GuardrailsCore

/// Which of a name's declarations a file can mean: its own module's, or another manifest target's that the file
/// imports (or reaches through a re-export) and that is `public`, `open` or `package`, or imported `@testable`. An
/// internal `struct Address: View` of a screen module the test does not import is not the `Address` it builds.
enum ImportedDeclarations {
    /// The declarations the file can see; all of them when none is visible (folders compiled as one target name each
    /// other's types without imports, and a file the index cannot place keeps every reading).
    static func visible(_ declarations: [IndexedType], from file: LintFile, _ index: PackageIndex) -> [IndexedType] {
        guard declarations.count > 1, index.package.hasManifest, let module = file.module else { return declarations }
        var imported = Set(file.model.imports.map(\.module))
        for name in imported { imported.formUnion(index.reexports(of: name)) }
        let testable = Set(file.model.imports.filter(\.isTestable).map(\.module))
        let seen = declarations.filter { declaration in
            // Only another manifest target is compiled apart for sure; anything else may share the file's target.
            guard let other = declaration.module, other != module, index.package.target(named: other) != nil else { return true }
            return imported.contains(other) && (testable.contains(other) || declaration.modifiers.contains { exported.contains($0) })
        }
        return seen.isEmpty ? declarations : seen
    }

    private static let exported: Set<String> = ["public", "open", "package"]
}
