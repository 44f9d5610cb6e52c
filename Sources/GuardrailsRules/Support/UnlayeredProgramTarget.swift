import GuardrailsCore

/// A file of an `.executableTarget` no layer maps that only plugins depend on, or nothing (a code generator a command
/// plugin runs): the program is its own composition root, as `ui-framework-import` already treats executables. A target
/// another regular or test target depends on (a tested tool's logic) or one a layer maps stays checked.
enum UnlayeredProgramTarget {
    static func contains(_ file: LintFile, _ index: PackageIndex) -> Bool {
        let package = index.package
        guard file.layer == nil, package.hasManifest, let module = file.module,
              let target = package.target(named: module), target.kind == .executable else { return false }
        return package.targets.allSatisfy { other in
            other.kind == .plugin || !(other.dependencies ?? []).contains { $0.mayNameLocalTarget && ModuleName.of(target: $0.name) == module }
        }
    }
}
