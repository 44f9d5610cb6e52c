import GuardrailsCore

/// `JSONEncoder.shared` where the package's own `extension JSONEncoder` declares that static (`static let shared: JSONEncoder =
/// { … configured … }()`): a codec configured once, the package's on-disk or wire format, holding no state between calls.
/// Nothing to inject or double: a test checks what it encodes, not whom it asked. Only Foundation's coders (`codecTypes`), and only
/// a member the package's extension declares; a singleton of the package's own class stays reported.
enum PackageCodecConstant {
    private static let codecTypes: Set<String> = ["JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder"]

    static func isRead(_ reference: Reference, of type: String, _ index: PackageIndex) -> Bool {
        guard codecTypes.contains(type), index.declarations(named: type).allSatisfy({ $0.kind == .extension }) else { return false }
        return (index.modules.map(Optional.some) + [nil]).contains { index.extensionMembers(of: type, in: $0).contains(reference.name) }
    }
}
