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

    /// `DrawerTransitions.default` of `final class DrawerTransitions: NSObject` storing no instance property, whose conformances
    /// (on its declaration or an extension) are only framework delegate and data-source protocols it does not declare
    /// (`UIViewControllerTransitioningDelegate`, `UITableViewDelegate`): a stateless strategy the framework calls back, kept in a
    /// static because the framework holds its delegates weakly. Every instance is the same, so its shared one hides no state,
    /// lifetime or configuration. A stored property, a package protocol (a seam of its own) or a superclass other than `NSObject`
    /// makes it an object with something to inject, and it stays reported.
    static func isStatelessDelegate(_ type: String, member: String, _ index: PackageIndex) -> Bool {
        guard index.ownInstanceStatics(of: type).contains(member) else { return false }
        let declarations = index.declarations(named: type).filter { $0.kind != .extension }
        guard !declarations.isEmpty, declarations.allSatisfy({ $0.kind == .class && !$0.hasStoredProperties }) else { return false }
        // What it adopts on its declarations and the package's extensions of it.
        let adopted = index.supertypes(of: type).subtracting(["NSObject"])
        return !adopted.isEmpty && adopted.allSatisfy { name in
            (name.hasSuffix("Delegate") || name.hasSuffix("DataSource") || name.hasSuffix("DataSourcePrefetching"))
                && index.declarations(named: name).isEmpty && index.nestedDeclarations(named: name).isEmpty
        }
    }
}
