import GuardrailsCore

/// Decides which protocols are domain or store boundaries, for the rules about their isolation and effects.
struct StoreProtocolMatcher {
    let suffixes: [String]

    /// A `private` or `fileprivate` protocol is a file's own helper that no other module crosses.
    func isBoundary(_ type: TypeDecl, in file: LintFile) -> Bool {
        guard type.kind == .protocol, !type.isFilePrivate else { return false }
        return file.layerKind == "domain" || suffixes.contains { type.name.hasSuffix($0) }
    }
}
