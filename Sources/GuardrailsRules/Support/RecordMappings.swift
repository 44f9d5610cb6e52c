import GuardrailsCore

/// `protocol ManagedObjectMapping { associatedtype Entity; func toEntity() -> Entity }` adopted only by subclasses
/// of a framework record base (`NSManagedObject`): it converts persistence records into the app's values. A double
/// would itself have to be such a record, and the associated type keeps code from holding it as a collaborator.
enum RecordMappings {
    /// Every production conformer subclasses one of `recordBases`, and nothing else adopts it. An extension of a type the
    /// package does not declare, in a module importing Core Data, counts as such a record: the entity class Xcode generates
    /// from the data model (`extension TicketEntity: EntityMapping`), which no source file declares.
    static func isAdoptedOnlyByRecords(_ name: String, _ index: PackageIndex, recordBases: Set<String>) -> Bool {
        let conformers = index.conformers(of: name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            !index.supertypes(of: conformer.name).isDisjoint(with: recordBases)
                || recordBases.contains("NSManagedObject") && conformer.kind == .extension && conformer.qualifyingPath == nil
                && index.declarations(named: conformer.name).isEmpty && index.nestedDeclarations(named: conformer.name).isEmpty
                && conformer.module.map { index.imports(of: $0).contains("CoreData") } == true
        }
    }

    /// Adopted only by records, and its body declares an `associatedtype` (the type it converts into).
    static func isRecordMapping(_ type: TypeDecl, _ tokens: [Token], _ index: PackageIndex, recordBases: Set<String>) -> Bool {
        guard isAdoptedOnlyByRecords(type.name, index, recordBases: recordBases),
              let start = TokenLookup.position(line: type.line, column: type.column, in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens) else { return false }
        return (start..<end).contains { tokens[$0].kind == .keyword && tokens[$0].text == "associatedtype" }
    }
}
