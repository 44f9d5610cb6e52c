import GuardrailsCore

/// Decides which protocols are domain or store boundaries, for the rules about their isolation and effects.
struct StoreProtocolMatcher {
    let suffixes: [String]
    /// Frameworks of a store front (`StoreKit`): a `…Store` protocol written over one is a client of the App Store.
    let storeFrontModules: Set<String>

    init(_ context: RuleContext) {
        suffixes = context.strings("storeSuffixes")
        storeFrontModules = context.stringSet("storeFrontModules")
    }

    /// A `private` or `fileprivate` protocol is a file's own helper that no other module crosses.
    func isBoundary(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard type.kind == .protocol, !type.isFilePrivate else { return false }
        return file.layerKind == "domain" || (suffixes.contains { type.name.hasSuffix($0) } && !isStoreFrontClient(type, in: file, index))
    }

    /// `protocol PatronageStore { func purchase(productID: String) async throws -> Result }` declared beside its only
    /// conformer in a file importing StoreKit: named after the App Store, it wraps a purchase API that is async by
    /// nature (it waits for the user's confirmation sheet and the store's servers), like an `HTTPClient`, not a data store.
    private func isStoreFrontClient(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard file.model.imports.contains(where: { storeFrontModules.contains($0.module) }) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { $0.path == file.path }
    }
}
