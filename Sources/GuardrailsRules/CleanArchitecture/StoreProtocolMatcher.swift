import GuardrailsCore

/// Decides which protocols are domain or store boundaries, for the rules about their isolation and effects.
struct StoreProtocolMatcher {
    let suffixes: [String]

    func isBoundary(_ type: TypeDecl, in file: LintFile) -> Bool {
        guard type.kind == .protocol else { return false }
        return file.layerKind == "domain" || suffixes.contains { type.name.hasSuffix($0) }
    }
}
