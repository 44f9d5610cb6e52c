import GuardrailsCore

/// Protocol refinements whose question their parents carry (or the reverse): a marker, a refinement adding only
/// properties, a base only refinements reach.
enum JudgedRefinements {
    /// A base only package protocols refine (`protocol TextProjecting: ModelLoading`), which no type adopts directly and no code
    /// names as a type, each refinement requiring something of its own: a double of any refinement conforms to it, so the
    /// refinements, each judged, carry the question.
    static func isRefinedOnly(_ name: String, _ index: PackageIndex) -> Bool {
        let conformers = index.conformers(of: name)
        // Each refinement requires something of its own and is judged itself; one adding nothing (`RemoteSource: Source {}`)
        // leaves the judgement to the base.
        return !conformers.isEmpty && conformers.allSatisfy { $0.kind == .protocol && !index.protocolMembers(of: $0.name, in: $0.module).isEmpty }
            && !index.isUsedAsType(name) && index.aliases(naming: name).isEmpty
    }

    /// `protocol IndexTaskDescription: TaskDescriptionProtocol { static var idPrefix: String { get } }`: the refinement adds
    /// no method of its own, only properties (an id type erasure reads), so its methods are the parent's, and a double of
    /// the package protocol it refines already substitutes them. One nothing adopts yet is still an unproven seam.
    /// A refinement adding only `static` requirements (`static var info: CommandInfo { get }` that generic code stamping one
    /// command per conformer reads) has no instance requirement of its own at all: its parent is judged on its own, doubled or not.
    /// An empty refinement of one package protocol (`protocol EditableRow: Row where Schema: EditableSchema {}`) is a
    /// marker: it requires nothing a double could stand in for. One whose `where` clause binds an associated type
    /// (`StorageController where Value == Bookmark {}`) is the parent's seam made concrete, still judged. Both are judged through the parent whether or not the
    /// package adopts them (a library's clients may be the only adopters); an empty refinement of two or more is a composite, still judged.
    static func refinesDoubledProtocol(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex, _ isDoubled: (String) -> Bool) -> Bool {
        guard !type.members.contains(where: { $0.kind == .function || $0.kind == .subscriptDecl }) else { return false }
        let parents = type.inheritance.filter { parent in index.declarations(named: parent.name).contains { $0.kind == .protocol } }
        guard !parents.isEmpty else { return false }
        if type.members.isEmpty ? parents.count == 1 && !Self.bindsAssociatedType(type, tokens) : type.members.allSatisfy({ $0.modifiers.contains("static") }) {
            return true
        }
        return index.conformers(of: type.name).contains(where: { !$0.isTest && $0.kind != .protocol }) && parents.contains { isDoubled($0.name) }
    }

    /// A same-type constraint (`==`) between the protocol's name and its body's opening brace.
    private static func bindsAssociatedType(_ type: TypeDecl, _ tokens: [Token]) -> Bool {
        guard let start = TokenLookup.position(line: type.line, column: type.column, in: tokens) else { return true }
        return tokens[start...].prefix(64).prefix(while: { $0.text != "{" }).contains { $0.text == "==" }
    }

    /// `protocol Summarizing: FeedListable { var summary: Summary { get } }`: it adds only properties to capabilities of the
    /// package (names ending in `capabilitySuffixes`), so its every method is a capability's, which is no boundary.
    static func refinesCapabilityWithProperties(_ type: TypeDecl, _ index: PackageIndex, _ suffixes: [String]) -> Bool {
        guard !type.members.contains(where: { $0.kind == .function || $0.kind == .subscriptDecl }) else { return false }
        let parents = type.inheritance.map(\.name).filter { index.declarations(named: $0).contains { $0.kind == .protocol } }
        return !parents.isEmpty && parents.allSatisfy { parent in suffixes.contains(where: parent.hasSuffix) }
    }
}
