import GuardrailsCore

/// `FileManager.default.fileExists(atPath: url.path)` (a query of `ValueTypeFileQuery.queries`) about a path the function
/// was handed (`PathProvenance.isHanded`: its parameter, a local built from one, a stored property the file fills only from
/// one) where an injected manager would change nothing: the same function reads that path with Foundation's own reader
/// (`String(contentsOf: url)`, `Data(contentsOf:)`), which has no seam either, so the query is only its precheck; or it sits
/// in a free function (a file walker's helper, no instance to carry a manager) or a static function of a `Codable` struct
/// (a value's lookup walking up from the caller's URL), or a `static`/`class` function of a `Codable` class storing only `let`s
/// (a decoded record made a class, checking the file it is about to be decoded from). The same query on a path the code picks itself, or before handing
/// the path to a collaborator (`phrases.open(path)`), stays reported; so does writing, moving or removing.
enum HandedPathQuery {
    private static let records: Set<String> = ["Codable", "Decodable", "Encodable"]

    static func isQuery(_ reference: Reference, of type: String, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let tokens = file.tokens
        guard type == "FileManager" || type == "NSFileManager", reference.name == "default",
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              position + 3 < tokens.count, tokens[position + 1].text == ".", ValueTypeFileQuery.queries.contains(tokens[position + 2].text),
              tokens[position + 3].text == "(" else { return false }
        let provenance = PathProvenance(reference, file, index)
        let paths = PathProvenance.argumentValues(callOpeningAt: position + 3, in: tokens).filter {
            !PathProvenance.isOption(at: $0, in: tokens) && tokens[$0].text != "&"
        }
        guard !paths.isEmpty, paths.allSatisfy({ provenance.isHanded(expressionAt: $0) }), let function = provenance.enclosingFunction(of: position) else {
            return false
        }
        if provenance.owner == nil || isStaticOfRecord(reference, file, index) { return true }
        let roots = Set(paths.map { tokens[$0].text })
        return function.contains { at in
            at + 4 < tokens.count && FoundationFileReader.opensCall(at: at, in: tokens) && tokens[at + 3].text == ":" && roots.contains(tokens[at + 4].text)
        }
    }

    /// The reference sits in a `static` function of a struct that is a `Codable` record, or a value storing only standard
    /// values (`struct UploadFile { let name: String; let fileURL: URL?; let length: UInt64 }` sizing the file its initializer
    /// is handed): a value has no collaborator to be given a file manager. So is a `static` or `class` function of a `Codable`
    /// class with no stored `var` (`class RunRecord: Codable { let actions: [Action] }`): a record in all but keyword.
    private static func isStaticOfRecord(_ reference: Reference, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        let type = types[Int(reference.enclosingType)]
        guard let member = type.members.last(where: { ($0.line, $0.column) < (Int(reference.line), Int(reference.column)) }),
              member.kind == .function, member.modifiers.contains("static") || member.modifiers.contains("class") else { return false }
        let declarations = index.declarations(named: type.name)
        guard declarations.contains(where: { $0.kind == .struct }) else {
            return declarations.contains { $0.kind == .class && !$0.hasMutableState && $0.inheritance.contains(where: records.contains) }
        }
        if declarations.contains(where: { $0.inheritance.contains(where: records.contains) }) { return true }
        // The struct's declaration in this file shows what it stores: standard values, and nothing else.
        guard type.kind == .struct, declarations.filter({ $0.kind != .extension }).count == 1 else { return false }
        let stored = type.members.filter { ($0.isLet || $0.isStoredVar) && !$0.modifiers.contains("static") }
        return !stored.isEmpty && stored.allSatisfy { member in
            member.propertyType.map { !$0.isFunction && ValueTypeFileQuery.standardValues.contains($0.name) } ?? false
        }
    }
}
