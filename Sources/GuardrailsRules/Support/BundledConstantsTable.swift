import GuardrailsCore

/// `Limits.shared` of `extension Limits { static let shared = Bundle.module.decode(Limits.self, from: "Limits") }` (or of
/// `static let shared = Limits(retries: 3, label: "sync")`, literals only: `PackageIndex.bundledStatics`), where `Limits` is a
/// struct of the package storing no `var`, and so are the structs and enums nested in it, however deep: a table of constants
/// read from a file the code's own bundle ships, the same in every run. It has no state, lifetime or behaviour to inject, as
/// `Bundle.module`'s files have none; a table storing a `var`, nesting a class, or decoded from elsewhere stays reported.
enum BundledConstantsTable {
    static func isRead(_ reference: Reference, of type: String, _ index: PackageIndex) -> Bool {
        guard index.bundledStatics(of: type).contains(reference.name) else { return false }
        let declarations = index.declarations(named: type).filter { $0.kind != .extension && !$0.isTest }
        return !declarations.isEmpty && declarations.allSatisfy { $0.kind == .struct && !$0.hasMutableState } && nestsOnlyValues(type, index, depth: 0)
    }

    /// The types nested in `type` are structs and enums storing no `var`, and so are theirs (a bounded depth).
    private static func nestsOnlyValues(_ type: String, _ index: PackageIndex, depth: Int) -> Bool {
        guard depth < 6 else { return false }
        let nested = index.nestedTypes(in: type).filter { $0.kind != .extension && !$0.isTest }
        return nested.allSatisfy { declaration in
            (declaration.kind == .struct || declaration.kind == .enum) && !declaration.hasMutableState
                && nestsOnlyValues(declaration.name, index, depth: depth + 1)
        }
    }
}
