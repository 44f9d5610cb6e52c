import GuardrailsCore

/// `public struct Kit { public init() {} }` in module `Kit`: what SwiftPM's library template leaves once its `text` is
/// removed, a top-level struct named exactly like its module that stores nothing and declares nothing but an empty
/// `init()` (no conformance, no other member in any extension, no nested type). A placeholder to delete, not a model to
/// make Hashable. Any stored property, member or conformance makes it code of the module again.
enum ModuleTemplateStruct {
    static func matches(_ type: TypeDecl, module: String?, _ index: PackageIndex) -> Bool {
        guard type.kind == .struct, type.parent == nil, let module, type.name == module, type.inheritance.isEmpty, !type.isGeneric,
              type.members.allSatisfy(isEmptyInit) else { return false }
        return index.members(of: type.name, in: module).isSubset(of: ["init", "init()"])
            && !index.nestedTypes(in: type.name).contains { $0.module == module }
    }

    /// `init() {}`: no parameter, nothing in its body.
    private static func isEmptyInit(_ member: MemberDecl) -> Bool {
        member.kind == .initializer && member.argumentLabels == "" && (member.body == .empty || member.body == .commentOnly)
    }
}
