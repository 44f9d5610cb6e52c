import GuardrailsCore

/// Records a persistence framework fetches and saves: SwiftData `@Model` classes and Core Data
/// `NSManagedObject` subclasses, directly or through a class of the package. They are the data a store hands
/// out, classes only because the framework requires it.
enum PersistenceEntities {
    static func isEntity(_ type: IndexedType, _ index: PackageIndex) -> Bool {
        type.kind == .class && (type.attributes.contains("Model") || type.inheritance.contains("NSManagedObject")
            || index.supertypes(of: type.name).contains("NSManagedObject"))
    }
}
