import GuardrailsCore

/// A DI library's module assembly (`final class ProfileAssembly: Assembly` under `import Swinject`, whose
/// `assemble(container:)` registers the module's factories): the composition root's fragment kept beside the module, where
/// objects are built and wired. What it hands whole to an initializer it calls is injected, as a screen builder's is.
enum DIModuleAssemblies {
    /// The assembly protocols as `Module.Protocol`, as `service-locator`'s `assemblyProtocols` names them.
    static let defaultProtocols = ["Swinject.Assembly"]

    /// Whether the outermost type around `enclosing` adopts one of `protocols` whose module the file imports.
    static func encloses(_ enclosing: Int32, in file: LintFile, protocols: [String] = defaultProtocols) -> Bool {
        guard enclosing >= 0 else { return false }
        let names = ImportedQualifiedNames.names(protocols, importedBy: file)
        guard !names.isEmpty else { return false }
        let types = file.model.types
        var top = Int(enclosing)
        while let parent = types[top].parent { top = parent }
        return types[top].inheritance.contains { names.contains($0.name) }
    }
}
