import GuardrailsCore

extension PackageIndex {
    /// The conformers of `protocolName` and of every protocol of the package that refines it, at any depth: a
    /// spy of `protocol BearerAuthenticator: Authenticator` is a double of `Authenticator` too. With `throughAliases`, so are
    /// the conformers of a top-level type alias composing it (`typealias NoteStore = NoteReading & NoteWriting`, `class FakeNotes: NoteStore`).
    /// With `module`, the protocol is the one that module declares (see `conformers(of:declaredIn:)`). With `nesting`, the
    /// protocol is the one nested in that type (`nil` inside: the top-level one), told from same-named ones (see `adopting`).
    func conformersThroughRefinements(
        of protocolName: String, declaredIn module: String? = nil, throughAliases: Bool = false, nesting: ProtocolNesting? = nil
    ) -> [IndexedType] {
        var seen: Set<String> = [protocolName]
        var pending = [protocolName]
        var conformers: [IndexedType] = []
        while let name = pending.popLast() {
            if throughAliases {
                for alias in aliases(naming: name) where seen.insert(alias).inserted { pending.append(alias) }
            }
            var direct = name == protocolName ? self.conformers(of: name, declaredIn: module) : self.conformers(of: name)
            if name == protocolName, let nesting { direct = adopting(direct, protocolName, nestedIn: nesting.outer) }
            for conformer in direct {
                conformers.append(conformer)
                if conformer.kind == .protocol, seen.insert(conformer.name).inserted { pending.append(conformer.name) }
            }
        }
        return conformers
    }
}
