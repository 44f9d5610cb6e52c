import GuardrailsCore

/// Whether a view model holds state that changes after it is made. `let`s, computed values and `lazy var`
/// memos (derived once, on first read) do not: such a class is an immutable display snapshot.
enum ViewModelState {
    /// A stored instance `var` other than a `lazy` memo, its own or a package base class's.
    static func isMutable(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let storedVars = type.members.filter { $0.isStoredVar && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        if storedVars.contains(where: { !$0.modifiers.contains("lazy") }) { return true }
        return index.supertypes(of: type.name).contains { name in
            index.declarations(named: name).contains { $0.kind == .class && $0.hasMutableState }
        }
    }

    /// Immutable and without methods of its own: data prepared for a view, with no work that could touch the UI
    /// from another thread (`func cancel() { navigationController.dismiss(…) }`).
    static func isDisplaySnapshot(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        !isMutable(type, index) && !type.members.contains(where: isOwnMethod)
    }

    /// An instance method that does the type's own work. `hash(into:)` is `Hashable`'s witness, hashing what the
    /// snapshot holds (`==` and a `description` getter are a static method and a computed value already), and a
    /// diffing library's identity and equality witnesses (`diffIdentifier()`, `isEqual(toDiffableObject:)`) only
    /// compare it.
    static func isOwnMethod(_ member: MemberDecl) -> Bool {
        member.kind == .function && !member.modifiers.contains("static") && !member.modifiers.contains("class")
            && !(member.name == "hash" && !member.declaresResult)
            && !(member.declaresResult && comparisonWitnesses.contains(member.name))
    }

    private static let comparisonWitnesses: Set<String> = ["diffIdentifier", "isEqual"]
}
