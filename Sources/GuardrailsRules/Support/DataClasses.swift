import GuardrailsCore

/// For `make-sut`: a class that is data to the test building it, beside those `ValueClasses` and `RecordClasses` tell.
/// `final class Note: Codable { let text: String; let tags: [Tag]? }` or `class Key: Equatable { let raw: Data }`:
/// compared, identified or coded by content (`Equatable`, `Hashable`, `Comparable`, `Identifiable` or a coding protocol),
/// adopting nothing else but value protocols and package protocols asking no action (`protocol Kinded { var kind: Kind
/// { get } }`, or one only refining such protocols), its package superclass (if any) such a class too (`final class
/// ChannelKey: Key`, `class Key: Equatable { let raw: Data }`), subclassed by no production class itself, storing no collaborator (no closure, object handle, I/O object, package class, actor or protocol
/// but other data classes) and no `var` unless it codes itself (a decoded record's fields and memos). Built from values,
/// it is tested as a struct is: its initializers and queries are what the test checks, with no dependency a factory
/// would hide. Worked out only for a construction about to be reported.
enum DataClasses {
    static func isDataClass(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        isDataClass(declaration, index, depth: 2, isSuperclass: false)
    }

    /// A superclass checked for its subclass (`class Key: Equatable`, which `final class ChannelKey: Key` extends) may have subclasses.
    private static func isDataClass(_ declaration: IndexedType, _ index: PackageIndex, depth: Int, isSuperclass: Bool) -> Bool {
        guard declaration.kind == .class, !declaration.isTest, !declaration.name.hasSuffix("ViewModel"),
              index.traits(of: declaration).isDisjoint(with: collaboratorTraits) else { return false }
        // This declaration's own (another type of its name, a nested enum `Post`, lends it nothing), and what its package
        // superclass adopts (`extension Key: Equatable`).
        var supertypes = index.supertypes(ofDeclared: declaration).subtracting(["AnyObject"])
        for name in supertypes {
            for superclass in index.declarations(named: name) where superclass.kind == .class && !superclass.isTest {
                supertypes.formUnion(index.supertypes(ofDeclared: superclass))
            }
        }
        guard !supertypes.isDisjoint(with: contentProtocols),
              !declaration.hasMutableState || !supertypes.isDisjoint(with: codingProtocols),
              isSuperclass || !index.conformers(of: declaration.name).contains(where: { $0.kind == .class && !$0.isTest }) else { return false }
        for name in supertypes where !SuiteSubjects.valueProtocols.contains(name) && !contentProtocols.contains(name) {
            let declared = index.declarations(named: name).filter { !$0.isTest && $0.kind != .extension }
            guard !declared.isEmpty, !ValueClasses.roleSuffixes.contains(where: name.hasSuffix) else { return false }
            for type in declared {
                switch type.kind {
                case .protocol: guard index.actionRequirements(of: name, in: type.module).isEmpty else { return false }
                case .class: guard depth > 0, isDataClass(type, index, depth: depth - 1, isSuperclass: true) else { return false }
                default: return false
                }
            }
        }
        return storesOnlyData(declaration, index, depth: depth)
    }

    /// Each stored property's type is a standard or framework value, or a struct, enum or data class of the package.
    private static func storesOnlyData(_ declaration: IndexedType, _ index: PackageIndex, depth: Int) -> Bool {
        index.storedInstanceTypes(of: declaration).allSatisfy { name in
            index.declarations(named: name).filter { !$0.isTest && $0.kind != .extension }.allSatisfy { type in
                switch type.kind {
                case .struct, .enum: true
                case .class: type.name == declaration.name || ValueClasses.isValueClass(type, index) || depth > 0 && isDataClass(type, index, depth: depth - 1, isSuperclass: false)
                default: false
                }
            }
        }
    }

    /// Protocols saying instances are compared, ordered, identified or coded by what they store.
    private static let contentProtocols: Set<String> = ["Equatable", "Hashable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable"]
    private static let codingProtocols: Set<String> = ["Codable", "Encodable", "Decodable"]
    /// What a class keeping behaviour handed in, or I/O it drives, is known by.
    private static let collaboratorTraits: TypeTraits = [
        .storesCollaborator, .storesOnlyClosures, .holdsFrameworkIO, .reachesNetwork, .holdsStoreHandle, .holdsKeyValueStore, .holdsStoreThroughWrapper,
    ]
}
