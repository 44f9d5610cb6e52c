import GuardrailsCore

/// The type a reference sits in, and its member declared last at or before the reference's line: the member whose
/// signature, initial value or body holds it.
enum EnclosingMember {
    static func of(_ reference: Reference, in types: [TypeDecl]) -> (type: TypeDecl, member: MemberDecl)? {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return nil }
        let type = types[Int(reference.enclosingType)]
        return type.members.last(where: { $0.line <= Int(reference.line) }).map { (type, $0) }
    }
}
