import GuardrailsCore

/// For `protocol-without-test-double`: a question the package's data values answer about themselves. `protocol
/// RangeStyling { var span: NSRange { get }; func attributes(bold: Bool) -> [String: Any]? }` adopted only by structs
/// of the package, directly or through extensions (`extension Mention: RangeStyling`), each storing fields and holding
/// nothing but values: standard ones, Foundation's value structs and the package's own structs and enums. Its methods
/// compute from those fields, so tests build real values and a double would only copy their data.
///
/// Each requirement must answer something (no `Void` action, nothing `async`, `throws` or `mutating`), and each conformer
/// must be a struct with stored properties (a stateless struct's method reads the world: `SystemClock`) or an enum of
/// plain cases, none holding a class, a protocol, a closure, a collection or tuple (its elements are not read), a type
/// the package does not declare, nor reaching the network, the file system or a system service itself. A struct client
/// holding `let session: URLSession` stays a seam, and so does a protocol a class adopts.
enum DataValueCapabilities {
    /// Foundation's value structs a data value may hold beside the standard ones (`DeclarationTraits.plainNames`, left
    /// out of `PackageIndex.heldInstanceTypes(of:)` already).
    private static let foundationValueNames: Set<String> = [
        "NSRange", "CharacterSet", "Locale", "Calendar", "TimeZone", "DateComponents", "URLComponents", "URLQueryItem", "DateInterval",
        "Measurement", "Float80", "CGFloat", "NSDecimalNumber",
    ]
    /// What a conformer does itself that makes it an adapter, not a value.
    private static let adapterTraits: TypeTraits = [.reachesNetwork, .reachesFileSystem, .reachesSystemService, .isClosureClient, .storesOnlyClosures]

    static func isAnsweredByDataValues(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        let functions = type.members.filter { $0.kind == .function }
        guard !functions.isEmpty, !type.attributes.contains("objc"),
              functions.allSatisfy({ $0.declaresResult && !$0.isAsync && !$0.modifiers.contains("mutating") && !$0.modifiers.contains("static") }),
              !type.members.contains(where: { $0.isAsync || $0.kind == .initializer }),
              functions.allSatisfy({ !mayThrow($0, tokens) }) else { return false }
        let conformers = index.conformers(of: type.name).filter { !$0.isTest }
        guard !conformers.isEmpty else { return false }
        var visiting: Set<String> = []
        return conformers.allSatisfy { conformer in
            // A protocol refining it, or a class, keeps it a seam.
            guard conformer.kind != .protocol else { return false }
            let declared = conformer.kind == .extension ? declarations(of: conformer.name, index) : [conformer]
            return !declared.isEmpty && declared.allSatisfy { isDataValue($0, index, requireFields: true, &visiting) }
        }
    }

    /// `throws` or `rethrows` on the requirement's line, or its tokens unread: a computation from fields cannot fail, reading a file can.
    private static func mayThrow(_ function: MemberDecl, _ tokens: [Token]) -> Bool {
        guard var position = TokenLookup.position(line: function.line, column: function.column, in: tokens) else { return true }
        position += 1
        while position < tokens.count, !tokens[position].startsLine {
            if tokens[position].text == "throws" || tokens[position].text == "rethrows" { return true }
            position += 1
        }
        return false
    }

    /// The package's declarations of `name`, extensions left out; empty unless all are structs or enums.
    private static func declarations(of name: String, _ index: PackageIndex) -> [IndexedType] {
        let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { !$0.isTest && $0.kind != .extension }
        return declared.allSatisfy { $0.kind == .struct || $0.kind == .enum } ? declared : []
    }

    private static func isDataValue(_ declaration: IndexedType, _ index: PackageIndex, requireFields: Bool, _ visiting: inout Set<String>) -> Bool {
        // An enum's associated values are not indexed: only one of plain cases (`enum Kind { case person, channel }`) is known to hold data alone.
        let traits = index.traits(of: declaration)
        guard declaration.kind == .struct && (!requireFields || declaration.hasStoredProperties) || declaration.kind == .enum && traits.contains(.declaresOnlyPlainCases),
              traits.isDisjoint(with: adapterTraits) else { return false }
        guard visiting.insert(declaration.name).inserted else { return true }
        return index.heldInstanceTypes(of: declaration).allSatisfy { held in
            if foundationValueNames.contains(held) { return true }
            let declared = declarations(of: held, index)
            return !declared.isEmpty && declared.allSatisfy { isDataValue($0, index, requireFields: false, &visiting) }
        }
    }
}
