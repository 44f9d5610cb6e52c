import GuardrailsCore

/// `override func send(_ part: RequestPart<Echo>, context: InterceptorContext<Echo>)` in a subclass of a library's base
/// class: an override must spell the signature its superclass declares, so the types named there are the superclass's
/// choice, as a protocol witness's are the requirement's; no protocol or closure could stand in for them. The body is
/// code like any other, and the superclass's own signature is judged where it is declared.
enum OverrideSignatures {
    /// Whether the reference sits in the signature (from the keyword to the body's `{`) of an `override` method,
    /// initializer or subscript of its enclosing type. Asked only of a reference about to be reported.
    static func holds(_ reference: Reference, in types: [TypeDecl]) -> Bool {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let at = (reference.line, reference.column)
        return types[Int(reference.enclosingType)].members.contains { member in
            member.bodyLine > 0 && member.modifiers.contains("override")
                && (member.kind == .function || member.kind == .initializer || member.kind == .subscriptDecl)
                && (Int32(member.line), Int32(member.column)) <= at && at < (member.bodyLine, member.bodyColumn)
        }
    }
}
