import GuardrailsCore

/// For `concrete-cross-layer-reference`: `public struct FaultTranslator: Sendable { public init() {}; public func translate(_ fault:
/// TransportFault) -> ServiceFailure { … } }` of an infrastructure module. A struct storing nothing but standard values whose
/// instance functions all answer a value, none `async` or `mutating` (`TypeTraits.answersOnlyValues`), adopting only value
/// protocols, extended with no action, reaching no I/O, and whose body names no type but standard values, the package's
/// structs, enums and value classes, and Foundation's converters and errors: a pure function with a name. There is nothing for
/// a composition root to choose and no double a test would want; the feature calling it couples to a computation, as to a
/// value. One storing a collaborator, sending a request, reading a file or defaults, or naming a package class, actor or
/// protocol (`NetworkManager.shared` in a body) is a service and stays reported.
enum PureInfrastructureComputation {
    static func isPure(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        let traits = index.traits(of: declaration)
        guard declaration.kind == .struct, traits.contains(.answersOnlyValues), traits.isDisjoint(with: io),
              index.supertypes(ofDeclared: declaration).isSubset(of: valueProtocols), !index.isExtendedWithActions(declaration.name),
              let body = index.body(of: declaration) else { return false }
        return body.namedTypes.allSatisfy { name in
            let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { $0.kind != .extension && !$0.isTest }
            guard !declared.isEmpty else { return name.hasSuffix("Formatter") || name.hasSuffix("Error") || converters.contains(name) }
            return declared.allSatisfy { other in
                (other.kind == .struct || other.kind == .enum) && index.traits(of: other).isDisjoint(with: [.storesOnlyClosures, .isClosureClient])
                    || ValueClasses.isValueClass(other, index)
            }
        }
    }

    /// What makes code reach the world: a stored collaborator, the platform's I/O objects, the network, a store, files, a system service.
    private static let io: TypeTraits = [
        .storesCollaborator, .holdsFrameworkIO, .reachesNetwork, .holdsStoreHandle, .holdsKeyValueStore, .holdsStoreThroughWrapper,
        .reachesFileSystem, .reachesSystemService,
    ]

    /// Conformances that ask a value for nothing beyond being one.
    private static let valueProtocols: Set<String> = [
        "Sendable", "Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// Foundation types converting values without I/O, beside its `…Formatter`s.
    private static let converters: Set<String> = [
        "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "JSONSerialization", "NSRegularExpression", "Regex",
        "NSDecimalNumber", "NSNumber", "AttributedString", "NSAttributedString", "URLComponents", "URLQueryItem", "CharacterSet", "Locale", "Calendar",
        "TimeZone", "DateComponents",
    ]
}
