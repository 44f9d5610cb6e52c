import GuardrailsCore

/// Protocols only persistence records adopt: a capability the stored records share, built for real in tests.
enum StoredRecordProtocols {
    /// `protocol Addressee: Identifiable { var address: String { get }; func detachedCopy() -> Self }` that only persistence
    /// records adopt (Realm objects, `NSManagedObject` subclasses, `@Model` classes): a capability the stored records share,
    /// every method a synchronous query without parameters over their fields. Tests build such records for real; a method
    /// taking parameters or `async` (an upload) keeps it a seam.
    /// A protocol refining the persistence model itself (`protocol Label: PersistentModel`, or bound to a `recordBaseTypes`
    /// class, `protocol Label: NSManagedObject`) is a family of records whatever its synchronous methods take
    /// (`func rename(to value: String)`): the compiler lets only records adopt it, so a double would be one more record.
    static func describesStoredRecords(_ type: TypeDecl, _ index: PackageIndex, recordBases: Set<String>) -> Bool {
        let methods = type.members.filter { $0.kind == .function && !$0.modifiers.contains("static") }
        let refinesRecord = type.inheritance.contains { $0.name == "PersistentModel" || recordBases.contains($0.name) }
        guard !methods.isEmpty || refinesRecord,
              methods.allSatisfy({ !$0.isAsync && (refinesRecord || $0.declaresResult && $0.argumentLabels == "") }) else { return false }
        let conformers = index.conformersThroughRefinements(of: type.name).filter { !$0.isTest && $0.kind != .protocol }
        return !conformers.isEmpty && conformers.allSatisfy { conformer in
            let declared = conformer.kind == .extension ? index.declarations(named: conformer.name).filter { $0.module == conformer.module } : [conformer]
            return !declared.isEmpty && declared.allSatisfy { PersistenceEntities.isEntity($0, index) }
        }
    }
}
