import GuardrailsCore

/// Types whose shared instance holds constants only, so reading it hides no state, lifetime or configuration.
enum SharedConstantTypes {
    /// A non-public class or struct of `module` that stores no `var`: its shared instance holds constants only.
    static func isConstantHolder(_ type: String, in module: String?, _ index: PackageIndex) -> Bool {
        let declarations = index.declarations(named: type).filter { $0.kind != .extension }
        return !declarations.isEmpty && declarations.allSatisfy { declaration in
            declaration.module == module && (declaration.kind == .class || declaration.kind == .struct) && !declaration.hasMutableState
                && !declaration.modifiers.contains { $0 == "public" || $0 == "open" || $0 == "package" }
        }
    }

    /// `HeadersInjector.shared` of a struct the package declares without stored properties: every instance is the
    /// same value. So is `DirectiveTable.shared` of a struct storing only `let`s of values and collections whose
    /// initializers are all private: the type computes its one table itself, and nobody can configure another. So is
    /// `ThemeSwatches.shared` of a palette (`isAppearancePalette`: a struct or `final` class storing only `let`s of colors,
    /// fonts and such, whatever its initializers): constants of how the app looks, which no test replaces.
    static func isStatelessValue(_ type: String, _ index: PackageIndex) -> Bool {
        let declarations = index.declarations(named: type).filter { $0.kind != .extension }
        return !declarations.isEmpty && declarations.allSatisfy { declaration in
            let traits = index.traits(of: declaration)
            return traits.contains(.isAppearancePalette)
                || declaration.kind == .struct && (!declaration.hasStoredProperties || traits.contains(.isConstantTable))
        }
    }
}
