import GuardrailsCore

/// Protocols only error types adopt: how an error family is shown (`var headline: String { get }`,
/// `func messageKey() -> String`), a capability of errors, not a collaborator to substitute or a strategy to choose.
enum ErrorFamilies {
    /// The standard error protocols: a type adopting one (or a package protocol refining one) is an error.
    private static let errorProtocols: Set<String> = ["Error", "LocalizedError", "CustomNSError", "RecoverableError"]

    /// Every production conformer, through refinements, is one of the package's error types, in its declaration or an
    /// extension, or an imported module's `…Error` type the package extends, whose declaration the index does not see.
    static func isAdoptedOnlyByErrors(_ name: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            if !index.supertypes(of: conformer.name).isDisjoint(with: errorProtocols) { return true }
            return conformer.kind == .extension && conformer.name.hasSuffix("Error")
                && index.declarations(named: conformer.name).allSatisfy { $0.kind == .extension }
        }
    }
}
