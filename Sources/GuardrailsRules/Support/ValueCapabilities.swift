import GuardrailsCore

/// Protocols over the package's values that no test substitutes: the hand-written `Codable` of wire records
/// (`init(reading:) throws` and `func write(to buffer: inout Buffer)`), a record's conversion to another representation
/// (`func makeDocument() -> Document`), the refinements that only mark such records, and a closed family of computations
/// (several stateless-or-data structs answering `func area(for point: Point, in frame: Frame) -> Area?`). Every conformer is a
/// struct or enum of the package and every requirement is synchronous: tests build the real values, so a double has
/// nothing to stand in for. A class conformer, an `async` or throwing method, or a closure parameter keeps it a seam, and
/// so does a single conformer of a computation (a format's `parse`, a clock's `now()`), which may hide a system behind it.
struct ValueCapabilities {
    let index: PackageIndex

    /// A record's codec or conversion: requirements are properties, initializers (a decoder may throw) and methods that are
    /// synchronous and do not throw, each either a conversion without parameters returning a value or a writer without a
    /// result into an `inout` parameter; its conformers, the package's structs and enums, store data.
    func describesRecordCoding(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        let methods = type.members.filter { $0.kind == .function }
        guard !methods.isEmpty, type.members.allSatisfy({ [.function, .variable, .initializer].contains($0.kind) && !$0.isAsync }),
              conformersAreValues(type.name, storingData: true) else { return false }
        return methods.allSatisfy { method in
            guard let signature = signature(of: method, tokens), !signature.throwsOrAwaits, !signature.takesClosure else { return false }
            return method.declaresResult ? !signature.hasParameters : signature.writesInout
        }
    }

    /// `protocol RequestRecord: WireRecord {}`: declares nothing and refines only protocols of its own file that describe
    /// record coding, and only the package's values adopt it. It marks which records may go where.
    func marksCodedRecords(_ type: TypeDecl, in model: SourceModel, _ tokens: [Token]) -> Bool {
        guard type.members.isEmpty, !type.inheritance.isEmpty, conformersAreValues(type.name, storingData: false) else { return false }
        let parents = type.inheritance.compactMap { parent in model.types.first { $0.kind == .protocol && $0.name == parent.name } }
        let packageParents = type.inheritance.filter { !index.declarations(named: $0.name).isEmpty }
        return !parents.isEmpty && parents.count == packageParents.count && parents.allSatisfy { describesRecordCoding($0, tokens) }
    }

    /// Two or more of the package's structs and enums answer every requirement, a method that is synchronous, does not throw,
    /// returns a value and takes parameters but no closure: a closed family of computations over their inputs (snap areas
    /// from a cursor and a screen), which tests run for real.
    func describesComputationFamily(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard !type.members.isEmpty, type.members.allSatisfy({ $0.kind == .function && $0.declaresResult && !$0.isAsync && !$0.modifiers.contains("mutating") }),
              conformersAreValues(type.name, storingData: false),
              Set(index.conformersThroughRefinements(of: type.name).filter { !$0.isTest && $0.kind != .protocol }.map(\.name)).count > 1 else { return false }
        return type.members.allSatisfy { method in
            guard let signature = signature(of: method, tokens) else { return false }
            return !signature.throwsOrAwaits && !signature.takesClosure && signature.hasParameters
        }
    }

    private struct Signature {
        var hasParameters = false
        var takesClosure = false
        var writesInout = false
        var throwsOrAwaits = false
    }

    /// What a requirement's header says, from its keyword to the end of its line (or of the lines continuing it).
    private func signature(of member: MemberDecl, _ tokens: [Token]) -> Signature? {
        guard let keyword = TokenLookup.position(line: member.line, column: member.column, in: tokens) else { return nil }
        let parameters = FunctionParameters.names(declaredAt: keyword, in: tokens)
        var signature = Signature()
        signature.hasParameters = parameters.end > keyword && tokens[parameters.end - 1].text != "("
        let list = tokens[keyword..<parameters.end]
        signature.takesClosure = list.contains { $0.text == "->" || $0.text == "@escaping" }
        signature.writesInout = list.contains { $0.text == "inout" }
        var position = parameters.end + 1
        while position < tokens.count, !(tokens[position].startsLine && tokens[position].kind != .operator), tokens[position].text != "}" {
            if ["throws", "rethrows", "async"].contains(tokens[position].text) { signature.throwsOrAwaits = true }
            position += 1
        }
        return signature
    }

    /// Every production conformer, through refining protocols too, is a struct or enum of the package (declared, or
    /// extended where the package declares it), storing data when asked.
    private func conformersAreValues(_ name: String, storingData: Bool) -> Bool {
        let conformers = index.conformersThroughRefinements(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            let declared = conformer.kind == .extension ? index.declarations(named: conformer.name) + index.nestedDeclarations(named: conformer.name) : [conformer]
            let values = declared.filter { $0.kind != .extension }
            return !values.isEmpty && values.allSatisfy { ($0.kind == .struct || $0.kind == .enum) && (!storingData || $0.kind == .enum || $0.hasStoredProperties) }
        }
    }
}
