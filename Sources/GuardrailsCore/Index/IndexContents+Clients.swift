/// The code of the packages and projects that use this one, linted in the same run: an app beside its local
/// package, with the app's tests. It is indexed apart, so what the package itself declares and names stays the
/// package's own, and a rule asks about the package's users only where they matter (a double of a package
/// protocol written in the app's tests).
extension IndexContents {
    /// Whether the users' module `importer` can name the declarations of the package's `module`: one of its files
    /// imports it, or a module of the package that re-exports it.
    func isSeen(_ module: String, byClientModule importer: String) -> Bool {
        let imported = clients?.imports(of: importer) ?? []
        return imported.contains(module) || imported.contains { reexports(of: $0).contains(module) }
    }
}
