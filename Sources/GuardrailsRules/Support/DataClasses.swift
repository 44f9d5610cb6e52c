import GuardrailsCore

/// For `make-sut`: a class that is data to the test building it, beside those `ValueClasses` and `RecordClasses` tell.
/// `final class Note: Codable { let text: String; let tags: [Tag]? }` or `class Key: Equatable { let raw: Data }`:
/// compared, identified or coded by content (`Equatable`, `Hashable`, `Comparable`, `Identifiable` or a coding protocol),
/// adopting nothing else but value protocols (a debug description too) and package protocols asking no action (`protocol Kinded { var kind: Kind
/// { get } }`, or one only refining such protocols; for a class coding itself, also one asking only for its coding steps, `encode…`
/// and `decode…` functions), its package superclass (if any) such a class too (`final class
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
        let codes = !supertypes.isDisjoint(with: codingProtocols)
        for name in supertypes where !SuiteSubjects.valueProtocols.contains(name) && !contentProtocols.contains(name) && name != "CustomDebugStringConvertible" {
            let declared = index.declarations(named: name).filter { !$0.isTest && $0.kind != .extension }
            guard !declared.isEmpty, !ValueClasses.roleSuffixes.contains(where: name.hasSuffix) else { return false }
            for type in declared {
                switch type.kind {
                // `func encodeExtras(to:)` of a protocol adopted beside `Codable`: a step of the class's own coding, no action.
                case .protocol:
                    guard index.actionRequirements(of: name, in: type.module).allSatisfy({ requirement in
                        codes && (requirement.hasPrefix("encode") || requirement.hasPrefix("decode"))
                    }) else { return false }
                case .class: guard depth > 0, isDataClass(type, index, depth: depth - 1, isSuperclass: true) else { return false }
                default: return false
                }
            }
        }
        return storesOnlyData(declaration, index, depth: depth)
    }

    /// `class ChallengeHeader { var scheme: String; var fields: [String: String]; init(headerValue: String) throws }` or
    /// `@objcMembers class MentionHint: NSObject { var handle: Handle; init(dictionary: [String: Any]) }`: a class whose
    /// initializer parses one raw value (`TypeTraits.initializesFromRawValue`: text it fails or throws on, a string-keyed
    /// dictionary, bytes; its instance methods answer values or are private), given no action by an extension, with no
    /// superclass but `NSObject`, adopting nothing but value, coding and archiving protocols and package protocols asking
    /// only for properties, subclassed by no production class, storing no collaborator: only standard and framework values,
    /// the package's structs and enums, and classes that are data too (records such as `Handle`, an `NSObject` of fields,
    /// or other such parsed classes). Its `var`s are the fields parsed, its queries can read only them: a test handing it a
    /// payload checks the parse, and a factory would be that initializer renamed.
    static func isParsedRecord(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        isParsedRecord(declaration, index, depth: 2)
    }

    private static func isParsedRecord(_ declaration: IndexedType, _ index: PackageIndex, depth: Int) -> Bool {
        let traits = index.traits(of: declaration)
        // A class storing nothing (`Toolchain(root:)`) is no record of fields: what it does is its job.
        guard declaration.kind == .class, !declaration.isTest, declaration.hasStoredProperties, !declaration.name.hasSuffix("ViewModel"),
              traits.contains(.initializesFromRawValue),
              traits.isDisjoint(with: collaboratorTraits), !index.isExtendedWithActions(declaration.name),
              !index.conformers(of: declaration.name).contains(where: { $0.kind == .class && !$0.isTest }) else { return false }
        let allowed = SuiteSubjects.valueProtocols.union(contentProtocols).union(["NSObject", "NSObjectProtocol", "AnyObject", "NSCoding", "NSSecureCoding", "NSCopying"])
        // Extensions' conformances included (`extension Notice: NoticeText`); `extension NSObject: Trackable` gives every
        // object a protocol that says nothing about this class.
        for name in index.supertypes(of: declaration.name).subtracting(index.supertypes(of: "NSObject")) where !allowed.contains(name) {
            guard !ValueClasses.roleSuffixes.contains(where: name.hasSuffix), RecordClasses.asksOnlyForData(name, index) else { return false }
        }
        // One that can also build itself from nothing (`init?() throws` reading a fixed path) has a source of its own: a reader.
        guard !index.members(of: declaration.name, in: declaration.module).contains("init()") else { return false }
        return storesOnlyData(declaration, index, depth: depth, acceptsRecords: true)
    }

    /// Each stored property's type is a standard or framework value, or a struct, enum or data class of the package (for a
    /// parsed record, also a record class, `RecordClasses`, or another parsed record).
    private static func storesOnlyData(_ declaration: IndexedType, _ index: PackageIndex, depth: Int, acceptsRecords: Bool = false) -> Bool {
        index.storedInstanceTypes(of: declaration).allSatisfy { name in
            index.declarations(named: name).filter { !$0.isTest && $0.kind != .extension }.allSatisfy { type in
                switch type.kind {
                case .struct, .enum: true
                case .class:
                    type.name == declaration.name || ValueClasses.isValueClass(type, index) || depth > 0 && isDataClass(type, index, depth: depth - 1, isSuperclass: false)
                        || acceptsRecords && (RecordClasses.isRecord(type, index) || depth > 0 && isParsedRecord(type, index, depth: depth - 1))
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
