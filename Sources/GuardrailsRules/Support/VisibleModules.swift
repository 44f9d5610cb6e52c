import GuardrailsCore

/// The modules whose types a file can name: its own, those it imports, and what those (or its own module)
/// re-export; another module's type only when it is `public`, `open` or `package`, or imported `@testable`.
/// Any other declaration of the name is not what the file means (`Scanner(string:)` is Foundation's when the
/// app's internal `Scanner` class lives in a module the file does not import). That holds for modules known
/// to be compiled apart: a target of the manifest, a module some file imports, or one that depends on the
/// file's module (which therefore cannot see it). Folders a configuration names as targets with none of
/// that may be layers of one compiled target, whose files name each other's internal types without imports.
struct VisibleModules {
    private let module: String
    private let index: PackageIndex
    private let imported: Set<String>
    private let testable: Set<String>
    private let importedAnywhere: Set<String>

    init(_ file: LintFile, module: String, _ index: PackageIndex) {
        self.module = module
        self.index = index
        var imported = Set(file.model.imports.map(\.module))
        for name in imported { imported.formUnion(index.reexports(of: name)) }
        self.imported = imported.union(index.reexports(of: module))
        testable = Set(file.model.imports.filter(\.isTestable).map(\.module))
        importedAnywhere = index.modules.reduce(into: []) { $0.formUnion(index.imports(of: $1).subtracting([$1])) }
    }

    func canName(_ declaration: IndexedType) -> Bool {
        guard let other = declaration.module, other != module, isCompiledApart(other) else { return true }
        guard imported.contains(other) else { return false }
        return testable.contains(other) || declaration.modifiers.contains { Self.exported.contains($0) }
    }

    private func isCompiledApart(_ other: String) -> Bool {
        (index.package.hasManifest && index.package.target(named: other) != nil) || importedAnywhere.contains(other)
            || index.importCloses(from: module, to: other)
    }

    /// Whether the file imports `other`, or a module re-exporting it.
    func imports(_ other: String?) -> Bool {
        other.map { imported.contains($0) } ?? false
    }

    private static let exported: Set<String> = ["public", "open", "package"]
}
