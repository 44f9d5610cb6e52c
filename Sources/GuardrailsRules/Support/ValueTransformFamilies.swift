import GuardrailsCore

/// For `protocol-without-test-double`: a family of wire or storage formats. Two or more types the package declares adopt
/// it and every method encodes or decodes values, synchronously, both ways: `func decode<T: Decodable>(_ type: T.Type, from:
/// Data) throws -> T` beside `func encode<T: Encodable>(_ value: T) throws -> Data` of several formats, or `init(fields:
/// [Any])` beside `func marshal() -> [Any]` shared by a protocol's message types (a value's capability, built from data and
/// turned back into it). Tests exercise the real conformers, each a pure computation; nobody fakes a coder. `async`, a
/// `Void` command, a closure or `inout` parameter, a method of another verb (`func parse(_:)`, `func load(id:)`), coding one
/// way only (an encoder alone may be where replies go), or a framework type among the conformers (`extension JSONDecoder:
/// PayloadDecoder` beside the package's own: the seam a unifying protocol puts over coders) keeps it a boundary.
enum ValueTransformFamilies {
    /// Camel-case words of a method turning values into their coded form, and of one reading them back.
    private static let encodingWords: Set<String> = ["encode", "encoded", "serialize", "serialized", "serialise", "serialised", "marshal", "marshalled"]
    private static let decodingWords: Set<String> = ["decode", "decoded", "deserialize", "deserialise", "unmarshal"]

    /// Without tokens: instance methods all synchronous, returning a value and named as coding, both ways (a decoding
    /// method or an initializer beside an encoding one: a format, not a sink), properties holding no closure, and two or
    /// more conformers the package declares. Cheap enough to ask of every protocol in `needsTokens`.
    static func mayDescribe(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        var (encodes, decodes) = (false, false)
        for member in type.members where !member.modifiers.contains("static") && !member.modifiers.contains("class") {
            switch member.kind {
            case .function:
                guard member.declaresResult, !member.isAsync, !member.modifiers.contains("mutating"),
                      mayNameCoding(member.name) else { return false }
                let words = SuiteDisplayNames.camelCaseWords(member.name).map { $0.lowercased() }
                if words.contains(where: encodingWords.contains) {
                    encodes = true
                } else if words.contains(where: decodingWords.contains) {
                    decodes = true
                } else {
                    return false
                }
            case .initializer: decodes = true
            case .variable: guard member.propertyType?.isFunction != true else { return false }
            default: return false
            }
        }
        guard encodes, decodes else { return false }
        var names: Set<String> = []
        for conformer in index.conformersThroughRefinements(of: type.name) where !conformer.isTest && conformer.kind != .protocol {
            // A framework type made to conform joins the family as a seam over coders, not a format of the package's.
            guard conformer.kind != .extension || !index.declarations(named: conformer.name).isEmpty else { return false }
            names.insert(conformer.name)
        }
        return names.count > 1
    }

    /// Whether `name` holds `code`, `Code`, `CODE`, `erial`, `ERIAL`, `arshal` or `ARSHAL`, which every coding word above
    /// does: a byte scan that spares splitting the names of the many protocols no coding verb names into words.
    private static func mayNameCoding(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count >= 4 else { return false }
        for start in 0...(bytes.count - 4) {
            switch bytes[start] | 0x20 {
            case UInt8(ascii: "c"):
                if bytes[start + 1] | 0x20 == UInt8(ascii: "o"), bytes[start + 2] | 0x20 == UInt8(ascii: "d"), bytes[start + 3] | 0x20 == UInt8(ascii: "e") { return true }
            case UInt8(ascii: "e"):
                if start + 4 < bytes.count, bytes[start + 1] | 0x20 == UInt8(ascii: "r"), bytes[start + 2] | 0x20 == UInt8(ascii: "i"),
                   bytes[start + 3] | 0x20 == UInt8(ascii: "a"), bytes[start + 4] | 0x20 == UInt8(ascii: "l") { return true }
            case UInt8(ascii: "a"):
                if start + 5 < bytes.count, bytes[start + 1] | 0x20 == UInt8(ascii: "r"), bytes[start + 2] | 0x20 == UInt8(ascii: "s"),
                   bytes[start + 3] | 0x20 == UInt8(ascii: "h"), bytes[start + 4] | 0x20 == UInt8(ascii: "a"), bytes[start + 5] | 0x20 == UInt8(ascii: "l") { return true }
            default:
                continue
            }
        }
        return false
    }

    static func isFamily(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex) -> Bool {
        guard mayDescribe(type, index) else { return false }
        return type.members.allSatisfy { member in
            guard member.kind == .function, !member.modifiers.contains("static"), !member.modifiers.contains("class") else { return true }
            guard let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return false }
            let parameters = FunctionParameters.names(declaredAt: keyword, in: tokens)
            // A closure taken is a callback or behaviour handed in; `inout` writes the caller's state.
            return !tokens[keyword..<parameters.end].contains { $0.text == "->" || $0.text == "@escaping" || $0.text == "inout" }
        }
    }
}
