import GuardrailsCore

/// A protocol its one conformer hands out as a facet of itself: `var inputs: LedgerInputs { return self }` beside
/// `var outputs: LedgerOutputs { self }` (a view model's inputs/outputs split). It cuts one object's interface for its
/// readers; nothing is injected through it, and no closure could stand for it.
enum SelfFacetProtocols {
    /// Whether the file declares a computed property typed `name` (or `any name`) whose body is `self` or `return self`.
    static func isReturnedAsSelf(_ name: String, in model: SourceModel) -> Bool {
        model.selfFacetNames.contains(name)
    }
}
