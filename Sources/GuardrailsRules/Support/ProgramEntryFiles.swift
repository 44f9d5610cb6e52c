import GuardrailsCore

/// Files that are a program's own entry point (a tool's main module, a test target's `@main` host app stub): nothing
/// imports them, so each is its own composition root.
enum ProgramEntryFiles {
    /// A test target's file declaring only a `@main` SwiftUI `App` (a project generator's stub, `WindowGroup { Text("hi") }`):
    /// an app entry point, a composition root by nature, not a test of the layer its target pairs with.
    static func declaresOnlyHostApp(_ file: LintFile) -> Bool {
        let types = file.model.types
        return !types.isEmpty && types.allSatisfy { type in
            type.parent != nil || type.kind == .extension || type.attributes.contains("main") && type.inherits("App")
        } && types.contains { $0.attributes.contains("main") }
    }

    /// A file of an executable target the manifest declares (`.executableTarget`), or the `main.swift` of a `.target`, which
    /// SwiftPM builds as an executable: a tool's main module is imported by nothing, so it is its own composition root.
    static func isExecutableEntry(_ file: LintFile, _ index: PackageIndex) -> Bool {
        guard index.package.hasManifest, let module = file.module, let target = index.package.target(named: module) else { return false }
        return target.kind == .executable || target.kind == .regular && file.path.split(separator: "/").last == "main.swift"
    }
}
