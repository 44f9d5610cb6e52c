import GuardrailsCore

/// For `protocol-without-test-double`: read/write views of one in-memory context object handed to hooks. `protocol
/// EditableStepContext: StepContext { func replacePayload(_ value: String) }` beside `FinishedStepContext: StepContext`,
/// every production conformer one class of the package (`PipelineStepContext`, adopting the facets in extensions) that
/// holds only plain state: standard values, its generic parameters, the package's own types that reach nothing. Tests
/// build the real context cheaply; there is no collaborator or I/O behind a facet to substitute. A context holding a
/// type the package does not declare (`let session: URLSession`), or doing I/O itself, keeps its facets seams, and so
/// does a protocol with a second conformer or no sibling facet on the same class.
enum ContextFacetProtocols {
    /// What a context object or a type it holds does that makes it a collaborator, not state.
    private static let adapterTraits: TypeTraits = [
        .reachesNetwork, .reachesFileSystem, .reachesSystemService, .isClosureClient, .storesOnlyClosures, .holdsFrameworkIO,
        .holdsStoreHandle, .holdsKeyValueStore, .storesCollaborator, .isInjectionContainer,
    ]
    private static let standardNames: Set<String> = [
        "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Decimal", "String", "Substring", "Character", "Date", "TimeInterval", "UUID", "URL", "Data", "Array",
        "Dictionary", "Set", "Optional", "Result", "Error", "AnyHashable", "Any",
    ]

    static func isFacetOfContext(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        let bases = type.inheritance.map(\.name).filter { name in index.declarations(named: name).contains { $0.kind == .protocol } }
        guard !bases.isEmpty else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest }
        guard let owner = conformers.first?.name, conformers.allSatisfy({ $0.name == owner && $0.kind != .protocol }) else { return false }
        let declared = (index.declarations(named: owner) + index.nestedDeclarations(named: owner)).filter { !$0.isTest && $0.kind != .extension }
        guard declared.count == 1, let context = declared.first, context.kind == .class,
              index.traits(of: context).isDisjoint(with: adapterTraits) else { return false }
        // A sibling facet of the same base on the same class: views of one object, not a lone seam.
        let siblings = bases.flatMap { base in index.conformers(of: base).filter { $0.kind == .protocol && $0.name != type.name } }
        guard siblings.contains(where: { sibling in index.conformers(of: sibling.name).contains { $0.name == owner && !$0.isTest } }) else { return false }
        return index.storedInstanceTypes(of: context).allSatisfy { held in
            if standardNames.contains(held) { return true }
            let heldDeclarations = (index.declarations(named: held) + index.nestedDeclarations(named: held)).filter { !$0.isTest && $0.kind != .extension }
            // Not declared by the package: only a generic parameter of the context, by Swift's naming (`T`, `InputType`).
            guard !heldDeclarations.isEmpty else { return context.isGeneric && (held.count == 1 || held.hasSuffix("Type")) }
            return heldDeclarations.allSatisfy { $0.kind != .protocol && index.traits(of: $0).isDisjoint(with: adapterTraits) }
        }
    }
}
