import GuardrailsCore

/// `protocol Session: UserSession, NoteSession {}`: the slices of a composite protocol are one design decision with it.
enum CompositeSlices {
    /// A slice every production conformer of which also adopts the composite, and that nothing names as a type or
    /// casts to: it is judged once, through the composite, by the rules that judge seams.
    /// `composedOfSeveral` asks every composite to refine two or more protocols of the package: a protocol refining one
    /// (`protocol Server: Responder`) extends it rather than composing slices.
    /// `throughAliases` also counts a protocol composition spelled as a top-level alias (`isSliceOfAlias`).
    static func isSliceOfComposite(_ name: String, _ context: RuleContext, composedOfSeveral: Bool = false, throughAliases: Bool = false) -> Bool {
        let direct = context.index.conformers(of: name).filter { !context.isTestCode($0) }
        if throughAliases, isSliceOfAlias(name, direct, context.index) { return true }
        let composites = direct.filter { $0.kind == .protocol }
        let composes = { (composite: IndexedType) in
            composite.inheritance.filter { parent in context.index.declarations(named: parent).contains { $0.kind == .protocol } }.count > 1
        }
        // A composite declared once per `#if` branch (`#if canImport(Combine)` adding a slice) composes if one branch does.
        let composesInSomeBranch = { (composite: IndexedType) in
            composites.contains { $0.name == composite.name && $0.module == composite.module && composes($0) }
        }
        guard !composites.isEmpty, !composedOfSeveral || composites.allSatisfy(composesInSomeBranch), !context.index.isUsedAsType(name), !context.index.isCheckedFor(name) else { return false }
        // A type may also adopt the slice itself (`extension Context: UserSession` beside `extension Context: Session`).
        let throughComposites = Set(composites.flatMap { context.index.conformersThroughRefinements(of: $0.name) }.map(\.name))
        return direct.allSatisfy { $0.kind == .protocol || throughComposites.contains($0.name) }
    }

    /// `typealias FullStore = Reading & Writing & Syncing`: a composition of two or more of the package's protocols spelled as an
    /// alias is a composite too. A slice nothing names as a type (the alias names it as a capability, as a cast does), every
    /// production conformer of which adopts every protocol of one such alias (each slice in its own extension, or the alias at
    /// once), is one decision with it.
    private static func isSliceOfAlias(_ name: String, _ direct: [IndexedType], _ index: PackageIndex) -> Bool {
        guard !index.isUsedAsType(name) else { return false }
        return index.aliases(naming: name).contains { alias in
            let slices = index.supertypes(of: alias).filter { slice in index.declarations(named: slice).contains { $0.kind == .protocol } }
            return slices.count > 1 && direct.allSatisfy { $0.kind == .protocol || slices.isSubset(of: index.supertypes(of: $0.name)) }
        }
    }
}
