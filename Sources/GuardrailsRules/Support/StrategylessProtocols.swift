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
    func isProbedCapability(_ type: TypeDecl) -> Bool {
        Self.mayBeProbedCapability(type, index) && index.isCastTo(type.name)
            && !type.inheritance.contains { parent in index.declarations(named: parent.name).contains { $0.kind == .class } }
    }

    /// Checked for or stated as a capability, never held, and used as a type only by `private` code of a file casting to it
    /// (`modules.first { $0 is any Previewing } as? any Previewing` handed to a `private func preview(with: any Previewing)`:
    /// the value the cast found, passed along where it was found), if at all: only such a protocol can be a probed capability.
    static func mayBeProbedCapability(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        (index.isCheckedFor(type.name) || index.isCastTo(type.name)) && !index.isHeldAsProperty(type.name)
            && (!index.isUsedAsType(type.name) || index.isUsedAsTypeOnlyWhereCast(type.name))
    }
}
