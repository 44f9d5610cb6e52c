import GuardrailsCore

/// Protocols with one implementation that still hold no strategy a closure could replace: a capability code only
/// probes for with a cast, and the shape of a value's state.
struct StrategylessProtocols {
    let index: PackageIndex

    /// `protocol CustomLayerDebugging { func layerForDebugging() -> CALayer }` that code names only in casts (`if let custom
    /// = self as? CustomLayerDebugging`): a per-type hook, like `CustomDebugStringConvertible`, probed on values of another
    /// type, never held, received or returned, its own file casting to it. The alternative is a cast to the concrete class,
    /// not a closure. One only stated as a constraint (`extension Array where Element: Onboarding`), or bound to a class of
    /// the package (`protocol ShelfExtras: Shelf`, probed by `Shelf` itself: a method that class could declare), stays judged.
    func isProbedCapability(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        Self.mayBeProbedCapability(type, index) && Self.castsTo(type.name, in: tokens)
            && !type.inheritance.contains { parent in index.declarations(named: parent.name).contains { $0.kind == .class } }
    }

    /// Checked for or stated as a capability, never used as a type nor held: only such a protocol can be a probed capability.
    static func mayBeProbedCapability(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        index.isCheckedFor(type.name) && !index.isUsedAsType(type.name) && !index.isHeldAsProperty(type.name)
    }

    /// `as? Name`, `as! any Name`, `is Name` among the tokens.
    private static func castsTo(_ name: String, in tokens: [Token]) -> Bool {
        tokens.indices.contains { position in
            guard position > 1, tokens[position].text == name else { return false }
            var previous = position - 1
            if tokens[previous].text == "any" { previous -= 1 }
            if tokens[previous].text == "?" || tokens[previous].text == "!" { previous -= 1 }
            return previous >= 0 && tokens[previous].kind == .keyword && (tokens[previous].text == "as" || tokens[previous].text == "is")
        }
    }

    /// `protocol EditorState { var cursor: Int { get set }; var text: String { get set } … func attributed(for: Session) ->
    /// NSAttributedString }` whose every implementation is a struct or enum: three or more property requirements for each
    /// method, settable or not, none a closure, no method `async`. It is the shape of a value (a module that cannot import
    /// the struct's module reads and edits the state through it), with no behaviour to compose as a closure; settable
    /// callbacks (`var onCommit: (() -> Void)? { get set }`), a class conformer or a method-heavy protocol keep it judged.
    func describesValueState(_ type: TypeDecl, implementations: [IndexedType]) -> Bool {
        let instance = type.members.filter { !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        let properties = instance.filter { $0.kind == .variable }
        let methods = instance.filter { $0.kind == .function }
        guard properties.count >= 3, properties.count >= 3 * methods.count, instance.allSatisfy({ $0.kind == .variable || $0.kind == .function }),
              !properties.contains(where: { $0.propertyType?.isFunction == true }), !methods.contains(where: \.isAsync) else { return false }
        return !implementations.isEmpty && implementations.allSatisfy { conformer in
            let declared = conformer.kind == .extension
                ? index.declarations(named: conformer.name).filter { $0.module == conformer.module && $0.kind != .extension } : [conformer]
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum }
        }
    }
}
