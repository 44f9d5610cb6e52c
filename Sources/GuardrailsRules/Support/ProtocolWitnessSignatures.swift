import GuardrailsCore

/// `func sync(items: [Ledger]) -> Bool` in `final class DiskStore: LedgerStore`, whose protocol, declared in another module,
/// requires `func sync(items: [Ledger]) -> Bool`: the witness must spell the types the requirement spells, so naming them
/// there is the protocol's choice, not the adapter's. Its body is code like any other. A property witness too (`var body:
/// BodyKind { … }` of `var body: BodyKind { get }`): its annotated type is the requirement's.
enum ProtocolWitnessSignatures {
    /// A method whose signature (or a property whose annotation) holds a reference, and the full names of the requirements (same base name) of protocols
    /// of other modules that its enclosing type adopts whose signatures spell the same type. Labels are told apart later,
    /// from tokens (`witnesses(_:in:)`): the model keeps a method's labels only when its body is empty.
    struct Candidate {
        let member: MemberDecl
        let requirements: Set<String>
        /// The type name the reference spells.
        let spelled: String
    }

    /// The candidate for a reference in the signature of a method with a body, `nil` when none; computed only for a finding.
    static func candidate(for reference: Reference, in file: LintFile, module: String, _ index: PackageIndex) -> Candidate? {
        guard reference.enclosingType >= 0 else { return nil }
        let type = file.model.types[Int(reference.enclosingType)]
        let at = (reference.line, reference.column)
        guard let member = type.members.last(where: { member in
            (member.kind == .function || member.kind == .initializer || member.kind == .subscriptDecl) && member.bodyLine > 0
                && (Int32(member.line), Int32(member.column)) <= at && at < (member.bodyLine, member.bodyColumn)
        }) ?? type.members.first(where: { member in
            // `var body: BodyKind { … }` witnessing `var body: BodyKind { get }`: the annotated type, not what its getter names.
            member.kind == .variable && Int32(member.line) == reference.line && member.propertyType.map { $0.isAnnotated && $0.name == reference.name } == true
        }) else { return nil }
        var requirements: Set<String> = []
        for name in index.supertypes(of: type.name) {
            for declared in index.declarations(named: name) where declared.kind == .protocol && !declared.isTest && declared.module != module {
                for requirement in index.requirements(of: name, in: declared.module, spelling: reference.name)
                where requirement.prefix(while: { $0 != "(" }) == member.name {
                    requirements.insert(requirement)
                }
            }
        }
        return requirements.isEmpty ? nil : Candidate(member: member, requirements: requirements, spelled: reference.name)
    }

    /// Whether the method is the witness: its full name (`sync(items:)`), read from its tokens, is one of the requirements.
    static func witnesses(_ candidate: Candidate, in tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: candidate.member.line, column: candidate.member.column, in: tokens) else { return false }
        // A property witness whose one line names the type again (`var client: Client { Client() }`) builds it there: the
        // rule reports a name once a line, so that line stays reported.
        if candidate.member.kind == .variable {
            let line = Int32(candidate.member.line)
            let spellings = tokens[start...].prefix { $0.line == line }.count { $0.kind == .identifier && $0.text == candidate.spelled }
            return spellings == 1 && candidate.requirements.contains(candidate.member.name)
        }
        // A requirement without parameters (`subscript`) goes by its name.
        if candidate.requirements.contains(candidate.member.name) { return true }
        // From the header's first `(` to the `)` closing it (`FunctionParameters`), before the body's `{`.
        guard let opening = tokens[start...].prefix(64).firstIndex(where: { $0.kind == .punctuation && $0.text == "(" }) else { return false }
        let closing = FunctionParameters.names(declaredAt: start, in: tokens).end
        guard closing > opening else { return false }
        return candidate.requirements.contains("\(candidate.member.name)(\(ArgumentLabels.read(from: opening, to: closing, in: tokens)))")
    }
}
