import GuardrailsCore

/// For `concrete-cross-layer-reference`: `public struct Contact: Codable, Hashable` of an infrastructure module, a struct or
/// enum adopting only value protocols, one of them saying it is data (equality, coding, identity). Naming one from a feature
/// stays reported (judged samples call such references right about twice as often as wrong), but the remedy differs from a
/// service's: no test double stands in for data, so the message asks to map it into the inner layer's own type.
enum InfrastructureDataValues {
    static func isDataValue(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .struct || declaration.kind == .enum else { return false }
        // Through its extensions and the package's protocols: `extension TagRow: StoredRow` makes a record of it.
        let adopted = index.supertypes(of: declaration.name).union(declaration.inheritance)
        return !adopted.isDisjoint(with: dataProtocols) && adopted.isSubset(of: valueProtocols)
    }

    /// Conformances that say a type is compared, coded or identified as data.
    private static let dataProtocols: Set = ["Equatable", "Hashable", "Codable", "Decodable", "Encodable", "Identifiable"]

    /// Conformances a plain value may add; a persistence record's (`FetchableRecord`) or a role's (`…Delegate`) makes it more than data.
    private static let valueProtocols: Set = dataProtocols.union([
        "Sendable", "Comparable", "CaseIterable", "RawRepresentable", "CustomStringConvertible", "CustomDebugStringConvertible", "Error",
        "LocalizedError", "String", "Int", "UInt", "UInt8", "Int32", "Int64", "Character", "CodingKey",
    ]).union(literalProtocols)

    /// `struct DevicePath: Hashable, ExpressibleByStringLiteral`: written as a literal, still a value.
    private static let literalProtocols: Set = [
        "ExpressibleByStringLiteral", "ExpressibleByStringInterpolation", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
    ]
}
