import GuardrailsCore

/// Records a persistence framework fetches and saves: SwiftData `@Model` classes, Core Data `NSManagedObject`
/// subclasses, Realm objects (`Object`, `EmbeddedObject`, `RLMObject` subclasses), GRDB `Record` subclasses and Fluent `Model` classes,
/// directly or through a class of the package. They are the data a store hands out, classes only because the framework requires it.
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
        return frameworkRoots.contains { isFrameworkRecord(supertypes, roots: $0.roots, modules: $0.modules, module: module, index) }
    }

    /// Realm's and GRDB's roots have common names (`Object`, `Record`), so one counts only where the package declares
    /// no type of that name and the module declaring the class, or one of its superclasses, imports the framework.
    private static func isFrameworkRecord(
        _ supertypes: Set<String>, roots: Set<String>, modules frameworks: Set<String>, module: String?, _ index: PackageIndex
    ) -> Bool {
        let found = supertypes.intersection(roots).filter { index.declarations(named: $0).isEmpty }
        guard !found.isEmpty else { return false }
        let modules = Set([module].compactMap { $0 } + supertypes.flatMap { index.declarations(named: $0).compactMap(\.module) })
        return modules.contains { !index.imports(of: $0).isDisjoint(with: frameworks) }
    }

    private static let frameworkRoots: [(roots: Set<String>, modules: Set<String>)] = [
        (["Object", "EmbeddedObject", "AsymmetricObject", "RLMObject", "RLMEmbeddedObject"], ["RealmSwift", "Realm"]),
        (["Record"], ["GRDB"]),
        // Fluent's `Model` classes are the rows a Vapor app's database hands out, as Core Data's are.
        (["Model"], ["Fluent", "FluentKit"]),
    ]
}
