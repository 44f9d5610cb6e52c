import GuardrailsCore

/// A shared instance read in a class the framework instantiates by name through an initializer the package cannot extend:
/// a subclass of one of `frameworkInstantiatedSuperclasses` (`NSEntityMigrationPolicy`, which Core Data builds from the mapping
/// model by its class name with `init()`). Nobody composes it, so nothing can hand it an instance; its own file is the only place
/// to reach one. A class the package constructs itself, even a subclass of another framework class, stays reported.
enum FrameworkInstantiatedClass {
    static func contains(_ reference: Reference, superclasses: Set<String>, _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard !superclasses.isEmpty, reference.enclosingType >= 0, Int(reference.enclosingType) < types.count else { return false }
        var position = Int(reference.enclosingType)
        while let parent = types[position].parent { position = parent }
        let name = types[position].name
        let declarations = index.declarations(named: name).filter { $0.kind == .class }
        guard !declarations.isEmpty else { return false }
        return !superclasses.isDisjoint(with: index.supertypes(of: name))
            || declarations.contains { $0.inheritance.first.map(superclasses.contains) == true }
    }
}
