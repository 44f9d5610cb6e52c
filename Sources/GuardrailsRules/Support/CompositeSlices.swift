import GuardrailsCore

/// `protocol Session: UserSession, NoteSession {}`: the slices of a composite protocol are one design decision with it.
enum CompositeSlices {
    /// A slice every production conformer of which also adopts the composite, and that nothing names as a type or
    /// casts to: it is judged once, through the composite, by the rules that judge seams.
    static func isSliceOfComposite(_ name: String, _ context: RuleContext) -> Bool {
        let direct = context.index.conformers(of: name).filter { !context.isTestCode($0) }
        let composites = direct.filter { $0.kind == .protocol }
        guard !composites.isEmpty, !context.index.isUsedAsType(name), !context.index.isCheckedFor(name) else { return false }
        // A type may also adopt the slice itself (`extension Context: UserSession` beside `extension Context: Session`).
        let throughComposites = Set(composites.flatMap { context.index.conformersThroughRefinements(of: $0.name) }.map(\.name))
        return direct.allSatisfy { $0.kind == .protocol || throughComposites.contains($0.name) }
    }
}
