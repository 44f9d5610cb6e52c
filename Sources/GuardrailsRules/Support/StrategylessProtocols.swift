import GuardrailsCore

/// Protocols with one implementation that still hold no strategy a closure could replace: a capability code only
/// probes for with a cast.
struct StrategylessProtocols {
    let index: PackageIndex

    /// `protocol CustomLayerDebugging { func layerForDebugging() -> CALayer }` that code names only in casts (`if let custom
    /// = self as? CustomLayerDebugging`): a per-type hook, like `CustomDebugStringConvertible`, probed on values of another
    /// type, never held, received or returned (but by `private` code of a file casting to it), its own file or any other
    /// casting to it (`signer as? Keys.Prompting`, also written with its module). The alternative is a cast to the concrete
    /// class, not a closure. One only stated as a constraint (`extension Array where Element: Onboarding`), or bound to a
    /// class of the package (`protocol ShelfExtras: Shelf`, probed by `Shelf` itself: a method that class could declare),
    /// stays judged.
    /// An app linted beside its local package probes the package's capability there (`service as? Syncing` in the app's
    /// screens): the casts are the client index's, and neither side may hold it or take it as a type.
    func isProbedCapability(_ type: TypeDecl) -> Bool {
        let probed = Self.mayBeProbedCapability(type, index) && index.isCastTo(type.name)
        return (probed || isProbedByClients(type))
            && !type.inheritance.contains { parent in index.declarations(named: parent.name).contains { $0.kind == .class } }
    }

    private func isProbedByClients(_ type: TypeDecl) -> Bool {
        guard let clients = index.clients, clients.isCastTo(type.name), Self.mayBeProbedCapability(type, clients) else { return false }
        return !index.isHeldAsProperty(type.name) && (!index.isUsedAsType(type.name) || index.isUsedAsTypeOnlyWhereCast(type.name))
    }

    /// Checked for or stated as a capability, never held, and used as a type only by `private` code of a file casting to it
    /// (`modules.first { $0 is any Previewing } as? any Previewing` handed to a `private func preview(with: any Previewing)`:
    /// the value the cast found, passed along where it was found), if at all: only such a protocol can be a probed capability.
    static func mayBeProbedCapability(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        (index.isCheckedFor(type.name) || index.isCastTo(type.name)) && !index.isHeldAsProperty(type.name)
            && (!index.isUsedAsType(type.name) || index.isUsedAsTypeOnlyWhereCast(type.name))
    }
}
