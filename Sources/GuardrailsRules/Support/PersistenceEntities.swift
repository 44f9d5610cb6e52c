import GuardrailsCore

/// Records a persistence framework fetches and saves: SwiftData `@Model` classes, Core Data `NSManagedObject`
/// subclasses and Realm objects (`Object`, `EmbeddedObject`, `RLMObject` subclasses), directly or through a class of
/// the package. They are the data a store hands out, classes only because the framework requires it.
enum PersistenceEntities {
    static func isEntity(_ type: IndexedType, _ index: PackageIndex) -> Bool {
        type.kind == .class && isEntity(named: type.name, attributes: type.attributes, inheritance: type.inheritance, module: type.module, index)
    }

    /// The same question for a class of the file being checked.
    static func isEntity(_ type: TypeDecl, module: String?, _ index: PackageIndex) -> Bool {
        type.kind == .class && isEntity(named: type.name, attributes: type.attributes, inheritance: type.inheritance.map(\.name), module: module, index)
    }

    private static func isEntity(named name: String, attributes: [String], inheritance: [String], module: String?, _ index: PackageIndex) -> Bool {
        if attributes.contains("Model") { return true }
        let supertypes = index.supertypes(of: name).union(inheritance)
        if supertypes.contains("NSManagedObject") { return true }
        return isRealmObject(supertypes, module: module, index)
    }

    /// Realm's roots have common names (`Object`), so one counts only where the package declares no type of that
    /// name and the module declaring the class, or one of its superclasses, imports Realm.
    private static func isRealmObject(_ supertypes: Set<String>, module: String?, _ index: PackageIndex) -> Bool {
        let roots = supertypes.intersection(realmRoots).filter { index.declarations(named: $0).isEmpty }
        guard !roots.isEmpty else { return false }
        let modules = Set([module].compactMap { $0 } + supertypes.flatMap { index.declarations(named: $0).compactMap(\.module) })
        return modules.contains { !index.imports(of: $0).isDisjoint(with: realmModules) }
    }

    private static let realmRoots: Set = ["Object", "EmbeddedObject", "AsymmetricObject", "RLMObject", "RLMEmbeddedObject"]
    private static let realmModules: Set = ["RealmSwift", "Realm"]
}
