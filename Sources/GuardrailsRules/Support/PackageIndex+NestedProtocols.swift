import GuardrailsCore

/// Protocols of one simple name nested in different types (`RelayLink.Delegate`, `SyncEngine.Delegate`): the index keys
/// conformances by simple name, so which one a conformer adopts is read only when a rule asks about one of them.
extension PackageIndex {
    /// `conformers` listing `name`, less those adopting another protocol of that name, when the package declares several
    /// and one is nested; conformers through a refinement are kept.
    func adopting(_ conformers: [IndexedType], _ name: String, nestedIn outer: String?) -> [IndexedType] {
        guard !conformers.isEmpty, declaresSameNamedProtocols(name) else { return conformers }
        return conformers.filter { !$0.inheritance.contains(name) || adopts($0, name, nestedIn: outer) }
    }

    private func declaresSameNamedProtocols(_ name: String) -> Bool {
        let nested = nestedDeclarations(named: name).filter { $0.kind == .protocol }.count
        return nested > 0 && nested + declarations(named: name).filter { $0.kind == .protocol }.count > 1
    }

    /// Written qualified (`: SyncEngine.Delegate`), the qualifier says which protocol (a module's name: its top-level one);
    /// written bare, the innermost type around the conformer declaring a protocol of that name does (the conformer's own
    /// type, then its parent and theirs, as Swift looks names up), else the top-level one.
    private func adopts(_ conformer: IndexedType, _ name: String, nestedIn outer: String?) -> Bool {
        if let qualifier = writtenQualifier(of: name, adoptedBy: conformer) {
            return modules.contains(qualifier) ? outer == nil : qualifier == outer
        }
        var scope: String? = conformer.name
        var parent = conformer.parent
        for _ in 0..<4 {
            guard let type = scope else { break }
            if nestedTypes(in: type).contains(where: { $0.name == name && $0.kind == .protocol }) { return type == outer }
            scope = parent
            parent = parent.flatMap { enclosing in nestedDeclarations(named: enclosing).first { $0.path == conformer.path }?.parent }
        }
        return outer == nil
    }
}
