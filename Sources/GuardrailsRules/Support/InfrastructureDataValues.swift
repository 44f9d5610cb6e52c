import GuardrailsCore

/// For `concrete-cross-layer-reference`: `public struct Contact: Codable, Hashable` of an infrastructure module, a struct or
/// enum adopting only value protocols, one of them saying it is data (equality, order, coding, identity, a text description).
/// Judged samples split about evenly on whether a feature naming one is coupled or sharing a vocabulary, so the rule reports
/// them only under `reportDataValues`, and then asks to map it into the inner layer's own type: no test double stands in for data.
enum InfrastructureDataValues {
    static func isDataValue(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .struct || declaration.kind == .enum else { return false }
        // Through its extensions and the package's protocols: `extension TagRow: StoredRow` makes a record of it.
        let adopted = index.supertypes(of: declaration.name).union(declaration.inheritance)
        let data = adopted.intersection(dataProtocols)
        // An error describing itself (`enum FetchError: Error, CustomStringConvertible`) is a failure shape callers catch, not data.
        if data.isSubset(of: descriptionProtocols), adopted.contains("Error") || adopted.contains("LocalizedError") { return false }
        return !data.isEmpty && adopted.isSubset(of: valueProtocols)
    }

    private static let descriptionProtocols: Set = ["CustomStringConvertible", "CustomDebugStringConvertible"]

    /// Conformances that say a type is compared, ordered, coded, identified or described as data (`enum Locator: Comparable,
    /// CustomStringConvertible { case file(URL) }`).
    private static let dataProtocols: Set = [
        "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible",
    ]

    /// Conformances a plain value may add; a persistence record's (`FetchableRecord`) or a role's (`…Delegate`) makes it more than data.
    private static let valueProtocols: Set = dataProtocols.union([
        "Sendable", "CaseIterable", "RawRepresentable", "Error",
        "LocalizedError", "String", "Int", "UInt", "UInt8", "Int32", "Int64", "Character", "CodingKey",
    ]).union(literalProtocols)

    /// `struct DevicePath: Hashable, ExpressibleByStringLiteral`: written as a literal, still a value.
    private static let literalProtocols: Set = [
        "ExpressibleByStringLiteral", "ExpressibleByStringInterpolation", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
    ]
}
