import GuardrailsCore

extension PackageIndex {
    /// The conformers of `protocolName` and of every protocol of the package that refines it, at any depth: a
    /// spy of `protocol BearerAuthenticator: Authenticator` is a double of `Authenticator` too.
    func conformersThroughRefinements(of protocolName: String) -> [IndexedType] {
        var seen: Set<String> = [protocolName]
        var pending = [protocolName]
        var conformers: [IndexedType] = []
        while let name = pending.popLast() {
            for conformer in self.conformers(of: name) {
                conformers.append(conformer)
                if conformer.kind == .protocol, seen.insert(conformer.name).inserted { pending.append(conformer.name) }
            }
        }
        return conformers
    }
}
