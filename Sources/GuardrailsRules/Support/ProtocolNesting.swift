import GuardrailsCore

/// Where a protocol is declared: nested in `outer` (`RelayLink.Delegate`), or at the top level when `outer` is `nil`.
struct ProtocolNesting {
    let outer: String?

    /// The nesting of `type`, declared in `model`: the enclosing type's (or extended type's) name.
    init(of type: TypeDecl, in model: SourceModel) {
        outer = type.parent.map { model.types[$0].name }
    }
}
