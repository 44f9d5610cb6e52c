import GuardrailsCore

/// For `suite-named-by-behavior`: a Core Data entity, `final class ParcelEntity: NSManagedObject` (directly or through a
/// base entity of the package). It exists only inside a managed object context, so its suite proves what the store
/// saves and loads for it: the persistence mapping, one component, as a store adapter's suite does.
enum ManagedEntitySubjects {
    static func isManagedEntity(_ subject: String, _ production: [IndexedType], _ index: PackageIndex) -> Bool {
        let declared = production.filter { $0.kind != .extension }
        return !declared.isEmpty && declared.allSatisfy { $0.kind == .class } && index.inherits(subject, from: "NSManagedObject")
    }
}
