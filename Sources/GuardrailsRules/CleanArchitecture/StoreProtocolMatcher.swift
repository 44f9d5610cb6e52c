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

    /// A `private` or `fileprivate` protocol is a file's own helper that no other module crosses; a protocol test code
    /// declares (beside the mock it shapes) is scaffolding no production code crosses either.
    func isBoundary(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard type.kind == .protocol, !type.isFilePrivate, !file.isTestCode else { return false }
        return file.layerKind == "domain"
            || (suffixes.contains { type.name.hasSuffix($0) } && !isStoreFrontClient(type, in: file, index) && !isObservableState(type, index))
    }

    /// `protocol BasketStore: ObservableObject`, `protocol FilterStore: Observable`, or a package protocol refining one
    /// (`SavedBasketStore: BasketStore`): the state a view observes, a presentation concern whatever its name, not a
    /// data store (a persistence boundary never asks its conformers to publish changes to views).
    private func isObservableState(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let supertypes = index.supertypes(of: type.name)
        return supertypes.contains("ObservableObject") || supertypes.contains("Observable")
    }

    /// `protocol PatronageStore { func purchase(productID: String) async throws -> Result }` whose every production
    /// conformer (a stand-in named as a double aside) sits in a file importing StoreKit (declared beside it or not): named after the App Store, it wraps a
    /// purchase API that is async by nature (it waits for the user's confirmation sheet and the store's servers), like
    /// an `HTTPClient`, not a data store. A conformer elsewhere that imports no store front makes it a store boundary.
    private func isStoreFrontClient(_ type: TypeDecl, in file: LintFile, _ index: PackageIndex) -> Bool {
        guard !storeFrontModules.isEmpty else { return false }
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol && !doubles.isDouble(named: $0.name) }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            let imports = conformer.path == file.path ? Set(file.model.imports.map(\.module)) : index.imports(ofFile: conformer.path)
            return !imports.isDisjoint(with: storeFrontModules)
        }
    }
}
