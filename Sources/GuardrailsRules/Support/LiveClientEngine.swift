import GuardrailsCore

/// A class, struct or actor of the package that only files declaring a client's live factory name in production
/// (`let shelf = Shelf()` inside `VaultClient.liveValue`, `private var engine = SpeechEngine()` in the live implementation
/// beside it), besides its own declaration and extensions: the engine behind that live side. Features reach it only
/// through the client, and tests replace the client whole, so the engine is neither a dependency client nor a component
/// hiding one. A conformer of a package protocol (`LiveReviewService: ReviewService`, itself the `liveValue`) is the
/// dependency's implementation, tested through its own initializer, and is not such an engine.
enum LiveClientEngine {
    static func isEngine(_ name: String, _ index: PackageIndex) -> Bool {
        guard index.isNamedOnlyByLiveFactories(name),
              index.declarations(named: name).contains(where: { $0.kind == .class || $0.kind == .struct || $0.kind == .actor }) else { return false }
        return !index.supertypes(of: name).contains { supertype in index.declarations(named: supertype).contains { $0.kind == .protocol } }
    }

    /// Whether `reference` sits in such an engine (in its outermost type, or an extension of it).
    static func encloses(_ reference: Reference, _ types: [TypeDecl], _ index: PackageIndex) -> Bool {
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        var top = Int(reference.enclosingType)
        while let parent = types[top].parent, parent < types.count { top = parent }
        return isEngine(types[top].name, index)
    }
}
