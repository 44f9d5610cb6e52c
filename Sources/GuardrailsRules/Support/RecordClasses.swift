import GuardrailsCore

/// Classes that are records in all but keyword, beside those `ValueClasses` tells: data a test feeds in or reads back,
/// not an object with a job to exercise.
enum RecordClasses {
    static func isRecord(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class, declaration.hasStoredProperties else { return false }
        return isDiffableRecord(declaration, index) || isDataOnly(declaration, index, depth: 3) || isValueRecord(declaration, index)
            || isComparedData(declaration, index)
    }

    /// `@Observable final class ForumPost { let id: Int; var title: String; init(…) }` with `==` and `hash(into:)` in an
    /// extension: a class compared by content (`Hashable` or `Equatable`), adopting nothing but value protocols and package
    /// protocols asking only for properties (`Votable`'s `id`, `upvoted`; so no superclass), subclassed by no class of the package, whose declarations, extensions included, hold only data
    /// (`TypeTraits.declaresOnlyData`: properties, initializers, equality and hashing witnesses). Its `var`s are fields a
    /// view watches, no action: a test building it and reading them back, or comparing two, tests a model, as for a struct.
    /// Without equality (`final class ForumDraft { var title: String? }`) it is a reference its users share, and any method
    /// (`func markRead()`) makes it an object with a job.
    private static func isComparedData(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        let supertypes = index.supertypes(of: declaration.name).subtracting(["AnyObject"])
        guard supertypes.contains("Hashable") || supertypes.contains("Equatable"),
              supertypes.allSatisfy({ SuiteSubjects.valueProtocols.contains($0) || asksOnlyForData($0, index) }),
              index.traits(of: declaration).contains(.declaresOnlyData), !index.isExtendedWithActions(declaration.name) else { return false }
        return !index.conformers(of: declaration.name).contains { $0.kind == .class && !$0.isTest }
    }

    /// `class ToggleOutcome: NSObject { let key: String; let extra: Any?; func extra<T>(as: T.Type) -> T? }`: an `NSObject`
    /// storing only `let`s of standard values (`TypeTraits.storesOnlyValues`, no stored `var`), adopting nothing but value and archiving
    /// protocols, subclassed by no class of the package. Whatever its methods do, they read the values it was built with:
    /// a struct made a class for Objective-C, with no collaborator a factory would hide. One storing a collaborator
    /// (`let ledger: ToggleLedger`) is an object with a job.
    private static func isValueRecord(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.inheritance.first == "NSObject", !declaration.hasMutableState, index.traits(of: declaration).contains(.storesOnlyValues),
              !index.conformers(of: declaration.name).contains(where: { $0.kind == .class && !$0.isTest }) else { return false }
        return index.supertypes(of: declaration.name).subtracting(["NSObject", "NSObjectProtocol", "AnyObject"])
            .isSubset(of: SuiteSubjects.valueProtocols.union(archivingProtocols))
    }

    /// `final class CommentRow: NSObject, ListDiffable { let text: String }`: a final `NSObject` storing only `let`s whose
    /// protocols beside value and archiving ones are a list-diffing library's (an identity and an equality for diffing).
    private static func isDiffableRecord(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.modifiers.contains("final"), declaration.inheritance.first == "NSObject", !declaration.hasMutableState else { return false }
        let conformances = index.supertypes(of: declaration.name).subtracting(["NSObject", "NSObjectProtocol", "AnyObject"])
        return !conformances.isDisjoint(with: diffingProtocols)
            && conformances.isSubset(of: SuiteSubjects.valueProtocols.union(diffingProtocols).union(archivingProtocols))
    }

    /// `@objcMembers class Lookup: NSObject { var code: String?; init(json: JSON) {…} }`: every declaration of the class
    /// (its extensions too) declares only data (`TypeTraits.declaresOnlyData`: properties and initializers), its superclass
    /// is `NSObject` or such a record of the package (a class only for Objective-C, where a struct cannot go; a Swift class
    /// of data is one for the identity its users share), and it adopts only value, archiving and diffing protocols, or
    /// package protocols asking only for properties (`TimelineMark`'s `label`) when it stores only values and computes
    /// nothing (`TypeTraits.storesOnlyValues`): one asking for an action, or witnessed by a collaborator it keeps, gives it a role. Static members (`static func parse(_:)`) are the type's, not the
    /// instances'. Filled in by its initializer, it has no action.
    private static func isDataOnly(_ declaration: IndexedType, _ index: PackageIndex, depth: Int) -> Bool {
        guard let superclass = declaration.inheritance.first, index.traits(of: declaration).contains(.declaresOnlyData),
              !index.isExtendedWithActions(declaration.name) else { return false }
        if superclass != "NSObject" {
            let declared = index.declarations(named: superclass).filter { !$0.isTest }
            guard depth > 0, !declared.isEmpty, declared.allSatisfy({ $0.kind == .class && isDataOnly($0, index, depth: depth - 1) }) else { return false }
        }
        // Extensions' conformances included; the package's classes among them are the superclasses checked above.
        // A package protocol asking only for properties is witnessed by what the class stores, when that is values: one
        // storing a collaborator (`let source: PriceSource`, `var price: Int { source.price }`) forwards to it.
        let storesValues = index.traits(of: declaration).contains(.storesOnlyValues)
        let allowed = SuiteSubjects.valueProtocols.union(diffingProtocols).union(archivingProtocols).union(["NSObject", "NSObjectProtocol", "AnyObject"])
        // The chain ends at `NSObject`: a protocol the package gives every `NSObject` (`extension NSObject: Trackable`)
        // says nothing about this class.
        return index.supertypes(of: declaration.name).subtracting(index.supertypes(of: "NSObject")).allSatisfy { name in
            allowed.contains(name) || index.declarations(named: name).contains { $0.kind == .class && !$0.isTest }
                || storesValues && asksOnlyForData(name, index)
        }
    }

    /// `protocol TimelineMark { var label: String { get } }`, a protocol of the package requiring only properties (none a
    /// closure) and initializers, given no instance action by an extension: what its conformers are, not what they do.
    static func asksOnlyForData(_ name: String, _ index: PackageIndex) -> Bool {
        let declared = index.declarations(named: name).filter { !$0.isTest }
        return !declared.isEmpty && !index.isExtendedWithActions(name)
            && declared.allSatisfy { $0.kind == .protocol && index.traits(of: $0).contains(.declaresOnlyData) }
    }

    /// IGListKit's and DifferenceKit's protocols: an identity and an equality a list diffs by.
    private static let diffingProtocols: Set<String> = [
        "ListDiffable", "ListSwiftDiffable", "Differentiable", "ContentEquatable", "ContentIdentifiable", "IdentifiableType",
    ]

    private static let archivingProtocols: Set<String> = ["NSCoding", "NSSecureCoding", "NSCopying"]
}
