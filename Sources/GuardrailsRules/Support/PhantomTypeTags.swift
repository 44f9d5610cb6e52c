import GuardrailsCore

/// For `concrete-cross-layer-reference`: `public enum Version2 { }`, named only as a generic argument (`Scope<Version2>`),
/// is a phantom type tag. With no case, member, nested type or conformance in any of its declarations, it can be neither
/// created nor called: naming it couples to nothing a test double or second strategy would stand in for.
enum PhantomTypeTags {
    static func isPhantomTag(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .enum, declaration.inheritance.isEmpty else { return false }
        let declarations = index.declarations(named: declaration.name).filter { $0.module == declaration.module }
        return declarations.allSatisfy { $0.inheritance.isEmpty && ($0.kind == .enum || $0.kind == .extension) }
            && index.members(of: declaration.name, in: declaration.module).isEmpty
            && !index.nestedTypes(in: declaration.name).contains { $0.module == declaration.module }
    }
}
