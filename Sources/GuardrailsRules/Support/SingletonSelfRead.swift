import GuardrailsCore

/// For `shared-instance-access`: `ImageCache.shared.memory` read by an instance method of `ImageCache` itself, a class
/// (or actor) of the file whose initializers are all private and whose own static holds the shared instance. That
/// instance is the only one there is, so the read is `self` spelled through the type: nothing to inject. A static
/// member's read, or one in a class others may instantiate, can reach another instance and stays reported.
enum SingletonSelfRead {
    static func isSelf(_ reference: Reference, of type: String, _ file: LintFile) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let owner = types[Int(reference.enclosingType)]
        guard owner.name == type, owner.kind == .class || owner.kind == .actor || owner.kind == .extension,
              let member = owner.members.last(where: { $0.line <= Int(reference.line) }),
              member.kind == .function || member.kind == .variable && !member.isLet && !member.isStoredVar,
              !member.modifiers.contains("static"), !member.modifiers.contains("class"),
              let declaration = types.first(where: { $0.name == type && $0.parent == owner.parent && ($0.kind == .class || $0.kind == .actor) }),
              declaration.members.contains(where: { $0.name == reference.name && $0.modifiers.contains("static") && $0.kind == .variable })
        else { return false }
        let initializers = declaration.members.lazy.filter { $0.kind == .initializer }
        return !initializers.isEmpty && initializers.allSatisfy { $0.modifiers.contains("private") || $0.modifiers.contains("fileprivate") }
    }
}
