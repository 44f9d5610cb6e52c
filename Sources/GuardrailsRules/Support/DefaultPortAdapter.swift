import GuardrailsCore

/// `public struct DefaultImageProvider: ImageProviding { func image(with url: URL) async throws -> Image { try await
/// Image(ImageLoader.shared.image(from: url)) } }`: the package's default conformer (named `Default…`) of its own protocol,
/// storing nothing, that wraps a dependency's or framework's singleton. Users replace the whole conformer through the port,
/// so the seam exists one level up, and the conformer is the live adapter it defaults to. A conformer storing state, one
/// adopting no package protocol, or one reaching the package's own singleton stays reported.
enum DefaultPortAdapter {
    static func isDefaultAdapter(_ reference: Reference, of singleton: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count, index.declarations(named: singleton).isEmpty else { return false }
        var outer = Int(reference.enclosingType)
        while let parent = types[outer].parent { outer = parent }
        let adapter = types[outer]
        guard adapter.kind == .struct || adapter.kind == .class, adapter.name.hasPrefix("Default"), adapter.name.count > "Default".count,
              !adapter.members.contains(where: { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") }) else { return false }
        return adapter.inheritance.contains { inherited in index.declarations(named: inherited.name).contains { $0.kind == .protocol } }
    }
}
