import GuardrailsCore

/// A type a code generator declares in the package: every declaration of it sits in a protocol-buffer compiler's output
/// (`logs_service.grpc.swift`, `*.pb.swift`), as a gRPC service's generated `Client` does. Like a framework type, the
/// package writes none of its API; an empty extension making it adopt a package protocol names what it already has.
enum GeneratedConformer {
    private static let outputSuffixes = [".grpc.swift", ".pb.swift"]

    /// The declarations `extension Service.Client` (or a bare `extension Client`) extends, all in generator output.
    static func isGenerated(_ conformer: IndexedType, _ index: PackageIndex) -> Bool {
        let declared: [IndexedType]
        if let qualifier = conformer.qualifyingPath?.split(separator: ".").last.map(String.init) {
            declared = index.nestedDeclarations(named: conformer.name).filter { $0.parent == qualifier }
        } else {
            declared = index.declarations(named: conformer.name)
        }
        return !declared.isEmpty && declared.allSatisfy { declaration in outputSuffixes.contains { declaration.path.hasSuffix($0) } }
    }
}
