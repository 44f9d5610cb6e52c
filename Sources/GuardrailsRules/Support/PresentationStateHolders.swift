import GuardrailsCore

/// Presentation types and observable state a view would watch: a file holding them imports a framework for that state.
enum PresentationStateHolders {
    /// A presentation type, or observable state a view would watch (`@Published`, `ObservableObject`, `@Observable`).
    static func holdsPresentationState(_ file: LintFile) -> Bool {
        file.model.types.contains { type in
            presentationSuffixes.contains(where: type.name.hasSuffix) || type.attributes.contains("Observable")
                || type.inheritance.contains { $0.name == "ObservableObject" } || type.members.contains { $0.attributes.contains("Published") }
        }
    }

    /// How the names of presentation types end: their change streams are what the rule keeps out of feature layers.
    static let presentationSuffixes = ["ViewModel", "Presenter", "ViewState"]
}
