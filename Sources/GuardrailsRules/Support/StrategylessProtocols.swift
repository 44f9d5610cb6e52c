import GuardrailsCore

/// Protocols with one implementation that still hold no strategy a closure could replace: a capability code only
/// probes for with a cast.
struct StrategylessProtocols {
    let index: PackageIndex

    /// `protocol CustomLayerDebugging { func layerForDebugging() -> CALayer }` that code names only in casts (`if let custom
    /// = self as? CustomLayerDebugging`): a per-type hook, like `CustomDebugStringConvertible`, probed on values of another
    /// type, never held, received or returned, its own file or any other casting to it (`signer as? Keys.Prompting`, also
    /// written with its module). The alternative is a cast to the concrete class, not a closure. One only stated as a
    /// constraint (`extension Array where Element: Onboarding`), or bound to a class of the package (`protocol ShelfExtras:
    /// Shelf`, probed by `Shelf` itself: a method that class could declare), stays judged.
    func isProbedCapability(_ type: TypeDecl) -> Bool {
        Self.mayBeProbedCapability(type, index) && index.isCastTo(type.name)
            && !type.inheritance.contains { parent in index.declarations(named: parent.name).contains { $0.kind == .class } }
    }

    /// Checked for or stated as a capability, never used as a type nor held: only such a protocol can be a probed capability.
    static func mayBeProbedCapability(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        (index.isCheckedFor(type.name) || index.isCastTo(type.name)) && !index.isUsedAsType(type.name) && !index.isHeldAsProperty(type.name)
    }
}
