import GuardrailsCore

/// Protocols whose requirements describe a value rather than a collaborator, read from the protocol's tokens:
/// the fields of saved settings records, and a box around one value of its primary associated type.
struct ValueShapedProtocols {
    let index: PackageIndex

    private static let savedValueCapabilities: Set<String> = ["Codable", "Encodable", "Decodable"]

    /// Only the package's structs and enums adopt it, every one of them `Codable` itself (in its declaration or an
    /// extension), and it requires a property code writes (`var savedLayout: Layout? { get set }`): the shared fields
    /// of settings records saved and edited in place. Tests build such records for real; a class conformer, or a
    /// protocol of read-only properties, keeps it a boundary.
    func describesSavedRecords(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard type.members.contains(where: { $0.kind == .variable }), requiresSettableProperty(type, tokens) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            let declared = conformer.kind == .extension ? index.declarations(named: conformer.name) + index.nestedDeclarations(named: conformer.name) : [conformer]
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .struct || $0.kind == .enum }
                && !index.supertypes(of: conformer.name).isDisjoint(with: Self.savedValueCapabilities)
        }
    }

    /// `protocol Box<Value>` whose every method takes and returns at most its associated types (`func set(_ newValue:
    /// Value)`), synchronously and without closures, and which a generic type of the package adopts (`final class
    /// StoredBox<Value>: Box`): a box around one value. The generic conformer holding a value is already the stand-in
    /// a test would write. A method naming any other type (`func value(forKey key: String) -> Value?`) keeps it a seam.
    func describesValueBox(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        let methods = type.members.filter { $0.kind == .function || $0.kind == .subscriptDecl }
        guard type.isGeneric, !methods.isEmpty, methods.allSatisfy({ !$0.isAsync }),
              let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
        var boxed: Set<String> = ["Self", "Void"]
        for position in start..<end where tokens[position].text == "associatedtype" && position + 1 < end { boxed.insert(tokens[position + 1].text) }
        if let opening = tokens[start..<end].firstIndex(where: { $0.text == "<" }) {
            for token in tokens[opening..<end].prefix(while: { $0.text != ">" }) where token.kind == .identifier { boxed.insert(token.text) }
        }
        let boxesValue = methods.allSatisfy { method in
            guard let keyword = TokenLookup.position(line: method.line, column: method.column, in: tokens) else { return false }
            let signature = tokens[keyword..<end].prefix { $0.line == method.line && $0.text != "{" && $0.text != "}" }
            return !signature.contains { ["throws", "rethrows", "@escaping"].contains($0.text) } && signature.count { $0.text == "->" } <= 1
                && signature.allSatisfy { token in token.kind != .identifier || token.text.first?.isUppercase != true || boxed.contains(token.text) }
        }
        return boxesValue && index.conformers(of: type.name).contains { !$0.isTest && $0.isGeneric && ($0.kind == .class || $0.kind == .struct) }
    }

    /// A property requirement written `{ get set }`.
    private func requiresSettableProperty(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens), start + 1 < end else { return false }
        return (start + 1..<end).contains { tokens[$0].text == "set" && tokens[$0 - 1].text == "get" }
    }
}
