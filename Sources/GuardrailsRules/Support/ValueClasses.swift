import GuardrailsCore

/// A class that is a value in all but keyword: compared by content (`Hashable` or `Equatable`, or declaring its own
/// `static func ==` without writing the conformance: `final class ApiVersion { let major: Int }`), no superclass of the
/// package, and either `final` with no stored `var` (`final class CacheKey: Hashable { let id: String }`, a class only
/// because comparing references is faster) or the base of the package's own model classes (`class User: Hashable`, conforming
/// to value protocols only, that `class Member: User` extends: a class only so that the models can share its fields). Its instances are data,
/// like a struct's.
enum ValueClasses {
    static func isValueClass(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class else { return false }
        let supertypes = index.supertypes(of: declaration.name)
        // `static func ==` declared for it (itself or in an extension) compares it by content though `Equatable` goes unwritten.
        guard supertypes.contains("Hashable") || supertypes.contains("Equatable") || index.members(of: declaration.name, in: declaration.module).contains("=="),
              !declaration.inheritance.contains(where: { inherited in index.declarations(named: inherited).contains { $0.kind == .class } })
        else { return false }
        if declaration.modifiers.contains("final") { return !declaration.hasMutableState }
        // Only value protocols: a base class that is also an `ObservableObject` or a delegate is an object with a role.
        return supertypes.isSubset(of: SuiteSubjects.valueProtocols)
            && index.conformers(of: declaration.name).contains { $0.kind == .class && !$0.isTest && $0.module == declaration.module }
    }

    /// `final class TrackID: NSObject { let raw: String }` overriding both `isEqual(_:)` and `hash`: a value made a class
    /// for Objective-C, equal by what it stores as `NSObjectProtocol` defines equality. Final, storing only `let`s: nothing
    /// a subclass or a mutation could make it more than its values.
    static func isObjectiveCValue(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class, declaration.modifiers.contains("final"), declaration.inheritance.first == "NSObject",
              declaration.hasStoredProperties, !declaration.hasMutableState else { return false }
        let members = index.members(of: declaration.name, in: declaration.module)
        return members.contains("isEqual") && members.contains("hash")
    }

    /// `final class Currency: NSObject, Codable { let code: String }`: a record made a class for Objective-C, which
    /// `NSObject` compares by `isEqual(_:)`. No package superclass, storing properties, and either final, storing only
    /// `let`s and conforming to nothing but value and archiving protocols, at least one of them (a delegate or data source
    /// conformance gives it a role; a bare `NSObject` subclass holding a framework class or handle is an adapter, not a
    /// record), or coding itself (`Codable`, `NSSecureCoding`: what it stores is what it is) whatever it stores, beside
    /// only the package's own protocols (`Stubbable`, a test fixture maker) and not extended by the package's classes.
    static func isObjectiveCRecord(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class, declaration.inheritance.first == "NSObject", declaration.hasStoredProperties else { return false }
        let conformances = index.supertypes(of: declaration.name).subtracting(["NSObject", "NSObjectProtocol", "AnyObject"])
        let valueOrArchiving = SuiteSubjects.valueProtocols.union(archivingProtocols)
        if declaration.modifiers.contains("final"), !declaration.hasMutableState, !conformances.isEmpty, conformances.isSubset(of: valueOrArchiving) {
            return true
        }
        // Its own conformances, written on the class or its extensions in its module: another type of the same name (a nested
        // `Product.Kind: Codable` beside a top-level `Kind` protocol) lends it nothing, nor does a client module's
        // retroactive `extension Fare: MKAnnotation`, how that module shows the record.
        let own = Set(declaration.inheritance + ownExtensions(of: declaration, index).flatMap(\.inheritance)).subtracting(["NSObject"])
        // A subclass declaring only data and its coding (`final class CustomKey: PresetKey` adding two `let`s) is a record too.
        guard !own.isDisjoint(with: codingProtocols),
              !index.conformers(of: declaration.name).contains(where: { $0.kind == .class && !$0.isTest && !isDataSubclass($0, index) }) else { return false }
        return own.subtracting(valueOrArchiving).allSatisfy { name in
            let declared = index.declarations(named: name)
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .protocol }
                && !roleSuffixes.contains(where: name.hasSuffix)
        }
    }

    private static let archivingProtocols: Set<String> = ["NSCoding", "NSSecureCoding", "NSCopying"]

    private static func ownExtensions(of declaration: IndexedType, _ index: PackageIndex) -> [IndexedType] {
        index.declarations(named: declaration.name).filter { $0.kind == .extension && $0.module == declaration.module }
    }

    /// `class Fare: NSObject, Decodable { let id: String; required init(from:) }`: a response record an API decodes, an
    /// `NSObject` for Objective-C, `Codable` or `Decodable` on the class or its extensions in its module (`isObjectiveCRecord`:
    /// adopting only value protocols and the package's own, none named for a role, subclassed by no package class). Its fields,
    /// `let` or filled in after decoding, `lazy` memos and queries computed from them are the data the API hands out; one
    /// storing a closure, an object handle or the platform I/O object it drives (`let session: URLSession`), or reaching the
    /// network, has a collaborator, not only data. So is one archived through `NSCoding` (`class Session: NSObject, NSCoding
    /// { let token: String; var name: String?; init?(coder:); func encode(with:) }`), Objective-C's way of coding a record,
    /// when it declares nothing but its fields, initializers and coding witnesses.
    static func isDecodedRecord(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        let own = declaration.inheritance + ownExtensions(of: declaration, index).flatMap(\.inheritance)
        guard own.contains(where: decodingProtocols.contains), isObjectiveCRecord(declaration, index) else { return false }
        // Archiving says less than decoding a payload (a document or a view state archives itself too): such a record declares
        // only its fields, initializers and coding witnesses, no action.
        if !own.contains(where: { $0 == "Decodable" || $0 == "Codable" }),
           !index.traits(of: declaration).contains(.declaresOnlyData) || index.isExtendedWithActions(declaration.name) { return false }
        return index.traits(of: declaration).isDisjoint(with: [.storesCollaborator, .holdsFrameworkIO, .reachesNetwork, .holdsStoreHandle, .holdsKeyValueStore])
    }

    /// A `final` subclass storing only `let`s and declaring only properties, initializers and coding witnesses
    /// (`TypeTraits.declaresOnlyData`), extended with no action: more fields of the same record.
    private static func isDataSubclass(_ subclass: IndexedType, _ index: PackageIndex) -> Bool {
        subclass.modifiers.contains("final") && !subclass.hasMutableState && index.traits(of: subclass).contains(.declaresOnlyData)
            && !index.isExtendedWithActions(subclass.name)
    }

    /// Protocols by which a class is filled in from an archive or a payload.
    private static let decodingProtocols: Set<String> = ["Codable", "Decodable", "NSCoding", "NSSecureCoding"]

    /// Protocols by which a class turns itself into an archive and back.
    private static let codingProtocols: Set<String> = ["Codable", "Encodable", "Decodable", "NSCoding", "NSSecureCoding"]

    /// A package protocol named for a role (`PlayerDelegate`) makes its conformer an object with a job, not a record.
    static let roleSuffixes = ["Delegate", "DataSource", "Observer", "Listener", "Handler"]

    /// `class Palette: NSObject { let accent: UIColor }`, a font catalogue storing nothing and offering computed
    /// getters, `class Shades { static let dark = Palette(…) }`: a class whose declarations hold only values (see
    /// `ValueHolders`), with no superclass or subclass in the package, adopting only `NSObject`, value protocols and
    /// protocols of the package, and naming no package type but values (structs, enums, value classes, other holders).
    /// Not final, not `Hashable`, an `@objcMembers` `NSObject` for Objective-C: a design token holder all the same. One
    /// storing `var`s of values others may set (not `private(set)`, not a `Set<AnyCancellable>` bag), with only initializers, computed properties and `==`/`hash(into:)`, is a record when it
    /// adopts `Equatable`, `Hashable`, `Comparable`, `Codable`, `Encodable` or `Decodable` (`class Shelf { var aisle: String }` with a hand-written `==`),
    /// compared or coded by what it stores; one adopting only value protocols and reaching no I/O may also compute from its fields
    /// and arguments (`class SeatSpan: Codable, Comparable` with `func overlaps(_:) -> Bool`, `static func merged(_:)`).
    static func isValueHolder(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        isValueHolder(declaration, index, depth: 2)
    }

    /// `enum CipherConstants { static let zeroVector = Data(count: 16) }`: a caseless enum or a class or struct never instantiated,
    /// holding only `static` constants of standard and framework value types, and `static` functions returning a value whose
    /// bodies name no type but standard values (`static func userInfo(source: String) -> [String: String]` building a
    /// dictionary from its arguments and keys). Reading one creates no implementation.
    static func isConstantNamespace(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class || declaration.kind == .enum || declaration.kind == .struct, let shape = index.valueHolder(named: declaration.name),
              // `[String: Any]`, the dictionary a function builds from its arguments, holds what the caller passed.
              shape.isNamespace, shape.holdsValues, shape.namedTypes.subtracting(["Any"]).subtracting(appBundleNames).isEmpty else { return false }
        if shape.declaresMethods, !index.traits(of: declaration).isDisjoint(with: ioTraits) { return false }
        return shape.conformances.isSubset(of: SuiteSubjects.valueProtocols.union(["NSObject"]))
            && !index.conformers(of: declaration.name).contains { $0.kind == .class && !$0.isTest }
    }

    /// A namespace read through its `static` members that only computes over values: one of only `static` functions
    /// returning a value over the package's structs and enums (`struct GoalMath { static func rest(goal: Int, spent: [Expense])
    /// -> Int }`), or a generated string table's nested enum of constants and formatters calling its outer namespace's
    /// `private` lookup (`Texts.Menu.title` reading `Texts.lookup(_:)`, which reads a bundle through a file-private static
    /// catalogue). Nothing to create or inject; one naming a client, a service or a namespace doing I/O is not.
    static func isComputingNamespace(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        isComputingNamespace(declaration, index, depth: 1)
    }

    private static func isComputingNamespace(_ declaration: IndexedType, _ index: PackageIndex, depth: Int) -> Bool {
        guard declaration.kind == .class || declaration.kind == .enum || declaration.kind == .struct, let shape = index.valueHolder(named: declaration.name),
              // A namespace whose only member is a `private` lookup is judged only as the outer type of the constants it serves.
              shape.isNamespace, shape.holdsValues || shape.declaresMethods || depth < 1 else { return false }
        if shape.declaresMethods, !index.traits(of: declaration).isDisjoint(with: ioTraits) { return false }
        guard shape.conformances.isSubset(of: SuiteSubjects.valueProtocols.union(["NSObject"])),
              !index.conformers(of: declaration.name).contains(where: { $0.kind == .class && !$0.isTest }) else { return false }
        // `[String: Any]` holds what the caller passed; `CVarArg`, a format's arguments.
        return shape.namedTypes.subtracting(["Any", "CVarArg"]).subtracting(appBundleNames).allSatisfy { name in
            let declared = index.declarations(named: name).filter { $0.kind != .extension && !$0.isTest }
            // `let format = NumberFormatter()` in a mapper's `static func map(_:)`: Foundation's formatters and coders convert
            // values without I/O, as they do in an option enum's queries.
            if declared.isEmpty, name.hasSuffix("Formatter") || InfrastructureDataValues.converterNames.contains(name) { return true }
            return !declared.isEmpty && declared.allSatisfy { type in
                switch type.kind {
                case .struct, .enum:
                    // A struct of closures is a client, one keeping I/O a service; another namespace must itself only compute
                    // (its helpers one level deep).
                    guard index.traits(of: type).isDisjoint(with: ioTraits.union([.storesOnlyClosures, .isClosureClient])) else { return false }
                    guard let other = index.valueHolder(named: type.name), other.isNamespace else { return true }
                    return depth > 0 && type.name != declaration.name && isComputingNamespace(type, index, depth: depth - 1)
                case .class: return isStaticCatalogue(type, index)
                default: return false
                }
            }
        }
    }

    /// `Bundle.main.infoDictionary` read by a namespace's `static` function (`AppInfo.version()`): the app's own build constants,
    /// its version or identifier, baked in when it was built; no service a test double stands in for (`UserDefaults` is one).
    private static let appBundleNames: Set<String> = ["Bundle", "NSBundle"]

    /// What a type reaching or keeping I/O is known by: no data, whatever it adopts.
    private static let ioTraits: TypeTraits = [.storesCollaborator, .holdsFrameworkIO, .reachesNetwork, .holdsStoreHandle, .holdsKeyValueStore]

    /// Protocols saying a class is compared, ordered or coded by what it stores: a record, whose `var`s and computations are its data's.
    private static let recordProtocols: Set<String> = ["Equatable", "Hashable", "Comparable", "Codable", "Encodable", "Decodable"]

    /// `class Strings: NSObject { static let ok = localized("ok", …) }`: a class never instantiated, holding only `static let`
    /// constants (no computed member, no function: `static var hasUpdate: Bool { get async { … } }` does work), adopting nothing but `NSObject` and value protocols, subclassed by no class, whose constants name no
    /// package class, actor or protocol (a function call building a `String`, a framework value, a package struct or
    /// enum). A catalogue read for its constants; nothing a test double or second strategy stands in for.
    static func isStaticCatalogue(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class, let shape = index.valueHolder(named: declaration.name), shape.isNamespace, shape.holdsValues,
              shape.holdsOnlyStaticLets, shape.conformances.isSubset(of: SuiteSubjects.valueProtocols.union(["NSObject"])),
              !index.conformers(of: declaration.name).contains(where: { $0.kind == .class && !$0.isTest }) else { return false }
        return shape.namedTypes.allSatisfy { name in
            index.declarations(named: name).filter { $0.kind != .extension }.allSatisfy { $0.kind == .struct || $0.kind == .enum }
        }
    }

    /// `final class SessionStateBox: @unchecked Sendable { private let lock = NSLock(); private var state: SessionState }` behind a
    /// getter and `func set(_:)`, or `Atomic<Value>` with `mutate { }`: a thread-safe cell of one value (`TypeTraits.isSynchronizedCell`)
    /// that the code writing it and the code reading it share, extended by no package class, whose value is a standard or
    /// framework value, a generic parameter, or the package's structs, enums and value classes (a struct of closures aside).
    /// Shared data, as the value is; a cell holding a package class, a protocol or an unknown object (`URLSessionTask?`)
    /// keeps a collaborator and is judged as any class.
    static func isSynchronizedCell(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .class, index.traits(of: declaration).contains(.isSynchronizedCell), let held = index.storedTypeNames(of: declaration),
              !index.conformers(of: declaration.name).contains(where: { $0.kind == .class && !$0.isTest }) else { return false }
        return held.allSatisfy { name in
            let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { $0.kind != .extension && !$0.isTest }
            return !declared.isEmpty && declared.allSatisfy { other in
                (other.kind == .struct || other.kind == .enum) && index.traits(of: other).isDisjoint(with: [.storesOnlyClosures, .isClosureClient])
                    || isValueClass(other, index)
            }
        }
    }

    private static func isValueHolder(_ declaration: IndexedType, _ index: PackageIndex, depth: Int) -> Bool {
        guard declaration.kind == .class, let shape = index.valueHolder(named: declaration.name), shape.holdsValues,
              !index.conformers(of: declaration.name).contains(where: { $0.kind == .class && !$0.isTest }) else { return false }
        // `class Shelf { var aisle: String }` with `==`: stored `var`s make a record only when it says it is compared, ordered or coded
        // by content; without, it is state shared by identity (`final class SettingsStore { var values: [String: Int] }`). So do
        // computations callers use (`func overlaps(_:) -> Bool`, `static func merged(_:) -> [Span]`): a record's queries of its
        // fields, when it adopts nothing else (a package protocol may ask them of a role) and reaches no I/O.
        let isRecord = !shape.conformances.isDisjoint(with: recordProtocols)
        // A `var` only the class sets (`public private(set) var box: AuthBox`) or a subscription bag is no state others share.
        if shape.storesSettableVariables || shape.declaresMethods, !isRecord { return false }
        if shape.declaresMethods {
            guard shape.conformances.isSubset(of: SuiteSubjects.valueProtocols.union(recordProtocols).union(["NSObject"])),
                  index.traits(of: declaration).isDisjoint(with: ioTraits) else { return false }
        }
        for name in shape.conformances where name != "NSObject" && !SuiteSubjects.valueProtocols.contains(name) && !recordProtocols.contains(name) {
            let declared = index.declarations(named: name)
            guard !declared.isEmpty, declared.allSatisfy({ $0.kind == .protocol }) else { return false }
        }
        let nested = index.nestedTypes(in: declaration.name)
        // Its `var`s set by itself alone: a class nested in it (a `Storage` of `@AppStorage` settings) must be data too.
        if declaration.hasMutableState, !isRecord, !nested.allSatisfy({ type in
            type.kind != .class || isValueClass(type, index) || (depth > 0 && isValueHolder(type, index, depth: depth - 1))
        }) { return false }
        return shape.namedTypes.allSatisfy { name in
            if nested.contains(where: { $0.name == name && ($0.kind == .struct || $0.kind == .enum) }) { return true }
            let declared = index.declarations(named: name)
            // `Set<AnyCancellable>`: the subscriptions it keeps alive, nothing it calls.
            if declared.isEmpty, name == "AnyCancellable" { return true }
            return !declared.isEmpty && declared.allSatisfy { type in
                switch type.kind {
                case .struct, .enum: return true
                case .class: return isValueClass(type, index) || (depth > 0 && type.name != declaration.name && isValueHolder(type, index, depth: depth - 1))
                default: return false
                }
            }
        }
    }
}
