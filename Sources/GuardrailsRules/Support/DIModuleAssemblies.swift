import GuardrailsCore

/// A DI library's module assembly (`final class ProfileAssembly: Assembly` under `import Swinject`, whose
/// `assemble(container:)` registers the module's factories): the composition root's fragment kept beside the module, where
/// objects are built and wired. What it hands whole to an initializer it calls is injected, as a screen builder's is.
enum DIModuleAssemblies {
    /// `Module.Protocol` pairs: the assembly protocol and the module that must be imported for the name to mean it.
    static let defaultProtocols = ["Swinject.Assembly"]

    /// Whether the outermost type around `enclosing` adopts one of `protocols` whose module the file imports.
    static func encloses(_ enclosing: Int32, in file: LintFile, protocols: [String] = defaultProtocols) -> Bool {
        guard enclosing >= 0 else { return false }
        let types = file.model.types
        var top = Int(enclosing)
        while let parent = types[top].parent { top = parent }
        let imported = Set(file.model.imports.map(\.module))
        return protocols.contains { pair in
            let parts = pair.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, imported.contains(parts[0]) else { return false }
            return types[top].inheritance.contains { $0.name == parts[1] || $0.name == pair }
        }
    }
}
