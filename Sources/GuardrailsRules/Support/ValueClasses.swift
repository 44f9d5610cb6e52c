import GuardrailsCore

/// A class that is a value in all but keyword: `final`, compared by content (`Hashable` or `Equatable`), no stored
/// `var`, and no superclass of the package (`final class CacheKey: Hashable { let id: String }`, a class only
/// because comparing references is faster). Its instances are data, like a struct's.
enum ValueClasses {
    static func isValueClass(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class, declaration.modifiers.contains("final"), !declaration.hasMutableState else { return false }
        let supertypes = index.supertypes(of: declaration.name)
        guard supertypes.contains("Hashable") || supertypes.contains("Equatable") else { return false }
        return !declaration.inheritance.contains { inherited in index.declarations(named: inherited).contains { $0.kind == .class } }
    }
}
