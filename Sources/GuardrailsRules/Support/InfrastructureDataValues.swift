import GuardrailsCore

/// For `concrete-cross-layer-reference`: `public struct Contact: Codable, Hashable` of an infrastructure module, a struct or
/// enum adopting only value protocols, one of them saying it is data (equality, order, coding, identity, a text description),
/// an enum of cases without payloads holding only values (Hashable by synthesis, whether it says so or not), or an enum of cases carrying values (`isOptionValue`) or a struct keeping its state in a private box of data
/// (`TypeTraits.isCopyOnWriteValue`) or a struct adopting nothing that declares only stored values (`isBareData`), which are data without saying so; a raw-value enum may add a framework's
/// protocols naming no role (`PersistableEnum`), and any value may adopt a package protocol requiring nothing but associated
/// types (`protocol StoredAs { associatedtype Record }`, linking it to its persistence record) or only parameterless conversions
/// (`protocol ReportContext { func toPayload() -> [String: String] }`, which says it is data as `Encodable` does), or, through extensions
/// adding only static factories, a library's protocol naming no role (`extension CargoID: Sampleable`), or, through extensions adding
/// no instance action, a store's record protocols or a package marker (`extension Shelf: FetchableRecord {}`). A persistence record class (`PersistenceEntities`) is the module's data too.
/// Judged samples split about evenly on whether a feature naming one is coupled or sharing a vocabulary, so the rule reports
/// them only under `reportDataValues`, and then asks to map it into the inner layer's own type: no test double stands in for data.
enum InfrastructureDataValues {
    static func isDataValue(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        // `class ParcelRecord: Object { @Persisted var code: String }`: the record a store hands out, a class because the framework says so.
        // So is `class Fare: NSObject, Codable`, the record an API decodes (its fields, `lazy` memos and queries of them), a class for Objective-C.
        if declaration.kind == .class { return PersistenceEntities.isEntity(declaration, index) || ValueClasses.isDecodedRecord(declaration, index) }
        guard declaration.kind == .struct || declaration.kind == .enum else { return false }
        if isBareData(declaration, index) || isRequestDescription(declaration, index) { return true }
        // Through its extensions and the package's protocols: `extension TagRow: StoredRow` makes a record of it. Keyed by the
        // qualified name (`Cache.Entry` is not `Persona.Entry`), and not through a raw type (`extension String: CodingKey`).
        var adopted = index.supertypes(ofDeclared: declaration)
        // Another module's retroactive `extension Money: ExpressibleByArgument` adapts the value to a library there: it does not
        // change what the declaring module made (a package protocol adopted elsewhere still gives it that protocol's role).
        if !adopted.isSubset(of: valueProtocols) {
            let foreign = adopted.subtracting(index.supertypes(ofDeclared: declaration, ownModuleOnly: true))
            adopted.subtract(foreign.filter { isFrameworkCapability($0, index) })
        }
        // `enum MetadataKey: String`: a raw-value enum is Equatable and Hashable by synthesis, a value named by its raw value.
        let rawType = declaration.kind == .enum ? declaration.inheritance.first.flatMap { rawTypes.contains($0) ? $0 : nil } : nil
        let data = adopted.intersection(dataProtocols).union(rawType.map { [$0] } ?? [])
        // An error saying only that it describes itself or has a raw type (`enum FetchError: Error, CustomStringConvertible`) is
        // data by what it holds, as one saying `Equatable` is: an enum of cases carrying no payload (`Equatable` by synthesis), a
        // raw value or only values; an error struct saying nothing more, or an enum holding a collaborator, stays reported.
        let isPlainError = data.isSubset(of: descriptionProtocols.union(rawTypes)) && (adopted.contains("Error") || adopted.contains("LocalizedError"))
        if isPlainError { return isErrorValue(declaration, adopted, index) }
        // `enum ParcelStage: String, PersistableEnum`: a raw-value enum stores nothing that could hold a collaborator, so a framework's
        // protocol (a store's field value, a command-line argument) describes how the value is kept or read. A role (`…Delegate`), an
        // error and a protocol of the package (a seam it fulfils) say more.
        let framework = rawType == nil ? [] : adopted.subtracting(valueProtocols).filter { isFrameworkCapability($0, index) }
        let traits = index.traits(of: declaration)
        // `struct Picture: Sendable { private var ref: Box }` over a private data box: a copy-on-write value, data without saying so.
        let isCopyOnWrite = traits.contains(.isCopyOnWriteValue)
        // `enum ResetMode { case soft, hard }`: cases without payloads are Equatable and Hashable by synthesis, as if it said so;
        // its declarations, extensions included, hold only values (computed properties, initializers), no action (`func flash()`).
        // Its functions returning a value are queries of its cases when they reach no I/O (`func explorerURL(for:) -> URL`).
        let isPlainEnum = traits.contains(.declaresOnlyPlainCases)
            && index.valueHolder(named: declaration.name).map { !$0.declaresMethods || computesOnlyValues($0, declaration, index) } == true
        // `extension Track: StoredAs { typealias Record = TrackRow }`: a package protocol requiring only associated types links the
        // value to its record and asks no behaviour of it (an empty marker protocol still gives the value a role).
        let links = adopted.subtracting(valueProtocols).filter { isProtocol($0, with: .requiresOnlyAssociatedTypes, index) }
        // `struct DeviceContext: ReportContext` of `protocol ReportContext { func toPayload() -> [String: String] }`: a package protocol
        // asking only for parameterless conversions says the value is converted to another form, as `Encodable` says it is coded.
        let conversions = adopted.subtracting(valueProtocols).filter { isProtocol($0, with: .requiresOnlyConversions, index) }
        // `extension CargoID: Sampleable { static func sampleDefault() -> Self { .zero } }`: a library's protocol (a test-fake
        // library's) adopted only by extensions adding static factories asks nothing of an instance, so it gives the value no role.
        let factories = adopted.subtracting(valueProtocols).filter { name in
            isFrameworkCapability(name, index) && isAdoptedOnlyForFactories(name, declaration, index)
        }
        // `extension Shelf: FetchableRecord, PersistableRecord {}` of a `Codable, Hashable` record: a persistence library's record
        // protocols, or a package marker asking nothing, adopted after the declaration by extensions adding no instance action, tell
        // how the store keeps the value (its table, its columns), not a behaviour a seam could stand in for.
        let records = data.isEmpty ? [] : adopted.subtracting(valueProtocols).filter { name in
            (isFrameworkCapability(name, index) || isMarkerProtocol(name, seenFrom: declaration.module, index))
                && isAdoptedOnlyByInertExtensions(name, declaration, index)
        }
        // `enum Albums: Endpoint { case album(id: String); func path() -> String }` of `protocol Endpoint { func path() -> String }`:
        // an option value answering the client's queries about the call it describes (`describesRequest`).
        var isOption = isOptionValue(declaration, index)
        var descriptions: Set<String> = []
        // `enum Posts: Endpoint { case post(id: Post.Id); var body: [String: Any]? { … } }`: a request description may name
        // types the package declares no type for (a nested alias, `Any` of a JSON body); its protocol and its lack of I/O tell it.
        if isOption || declaration.kind == .enum && index.traits(of: declaration).isDisjoint(with: ioTraits) {
            descriptions = adopted.subtracting(valueProtocols).filter { describesRequest($0, seenFrom: declaration.module, index, answeredByEnum: true) }
            if !isOption, !descriptions.isEmpty { isOption = isOptionValue(declaration, index, admitsUndeclared: true) }
            if !isOption { descriptions = [] }
        }
        // `extension Payout: Keyed` of `protocol Keyed { var id: String { get } }`, or a protocol whose functions its own extensions
        // all implement (`func isSame(as:) -> Bool`): a package protocol asking a data value only for properties describes its
        // shape, as a record's fields do; a function a conformer must write, or a class adopting it, makes it a seam.
        let shapes = data.isEmpty ? [] : adopted.subtracting(valueProtocols).filter {
            describesRequest($0, seenFrom: declaration.module, index, defaultsMethods: true)
        }
        // `struct HeaderList: Hashable, Collection` over a private array: a collection of values is a value when it reaches no I/O.
        let collections = data.isEmpty || !traits.isDisjoint(with: ioTraits) ? [] : adopted.intersection(collectionProtocols)
        return (!data.isEmpty || isPlainEnum || !conversions.isEmpty || isCopyOnWrite || isOption)
            && adopted.subtracting(framework).subtracting(links).subtracting(conversions).subtracting(factories).subtracting(descriptions)
                .subtracting(shapes).subtracting(collections).subtracting(records).isSubset(of: valueProtocols)
    }

    /// `public struct ClientSettings { let key: String; let mode: Mode; let body: Encodable }`: a struct adopting no protocol
    /// (`Sendable` aside), in its declaration or an extension, declaring only stored properties and initializers
    /// (`TypeTraits.declaresOnlyStoredData`; computed properties naming only standard values too) and extended with no
    /// action, storing standard and framework values (a standard
    /// existential such as `Encodable` included) and package structs and enums: a configuration or a request, data with
    /// no conformance written. One storing a package class, a protocol-typed service, a closure or a struct of closures, or declaring a method
    /// (`func send()`), is a service.
    private static func isBareData(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .struct, index.traits(of: declaration).contains(.declaresOnlyStoredData),
              index.supertypes(ofDeclared: declaration).isSubset(of: ["Sendable"]), !index.isExtendedWithActions(declaration.name),
              let stored = index.storedTypeNames(of: declaration) else { return false }
        return stored.allSatisfy { name in
            let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { $0.kind != .extension && !$0.isTest }
            // A struct of closures (`let callbacks: TransferCallbacks`) is behaviour handed in, not data.
            return !declared.isEmpty && declared.allSatisfy { other in
                (other.kind == .struct || other.kind == .enum) && index.traits(of: other).isDisjoint(with: [.storesOnlyClosures, .isClosureClient])
            }
        }
    }

    /// `enum APIFailure: Error { case offline, denied; static func from(status: Int) -> APIFailure; var message: String { … } }`,
    /// `enum Fault: String, Error`, `enum StreamFault: Error { case denied; case failed(Error) }`: an error enum adopting only value
    /// protocols whose cases carry no payload, a raw value, or only values (`isOptionValue`), its functions queries of its cases. A
    /// failure value the adapter throws through the domain's seams, as a closure client's error is: doubles throw it too, and
    /// nothing in it could be substituted (mapping it into a domain error is `reportDataValues`' remedy).
    private static func isErrorValue(_ declaration: IndexedType, _ adopted: Set<String>, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .enum, adopted.isSubset(of: valueProtocols) else { return false }
        if declaration.inheritance.first.map(rawTypes.contains) == true { return true }
        if index.traits(of: declaration).contains(.declaresOnlyPlainCases) {
            return index.valueHolder(named: declaration.name).map { !$0.declaresMethods || computesOnlyValues($0, declaration, index) } == true
        }
        return isOptionValue(declaration, index)
    }

    /// `struct EditNoteRequest: NotesRequest { let noteID: Int; let text: String; var path: [String] { ["notes", String(noteID)] } }`
    /// of `protocol NotesRequest: TypedRequest { var path: [String] { get } }` and `protocol TypedRequest { associatedtype
    /// Reply }`: a struct declaring only properties and initializers (`TypeTraits.declaresOnlyData`), extended with no action,
    /// storing standard and framework values and package structs and enums, that adopts only value protocols and package
    /// protocols asking only for properties (or only for associated types), themselves refining only such protocols, that no
    /// class or actor of the package adopts; one of them declares the reply's type, or the struct stores fields. A request
    /// a feature fills in and hands to the client that sends it: it describes the call and does none of it, and the client
    /// is the seam. A conformer stored beside a class one (`KeychainToken` and `StaticToken` of `TokenSource`) is a stand-in
    /// of a seam; a requirement that is a function (`func send()`) is an action; both stay reported.
    private static func isRequestDescription(_ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard declaration.kind == .struct, index.traits(of: declaration).contains(.declaresOnlyData), !index.isExtendedWithActions(declaration.name)
        else { return false }
        let adopted = index.supertypes(ofDeclared: declaration).subtracting(valueProtocols)
        guard !adopted.isEmpty, adopted.allSatisfy({ describesRequest($0, seenFrom: declaration.module, index) }),
              declaration.hasStoredProperties || adopted.contains(where: { name in
                  protocolDeclarations(of: name, seenFrom: declaration.module, index).contains { index.traits(of: $0).contains(.requiresOnlyAssociatedTypes) }
              }),
              let stored = index.storedTypeNames(of: declaration) else { return false }
        return stored.allSatisfy { name in
            let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { $0.kind != .extension && !$0.isTest }
            return !declared.isEmpty && declared.allSatisfy { other in
                (other.kind == .struct || other.kind == .enum) && index.traits(of: other).isDisjoint(with: [.storesOnlyClosures, .isClosureClient])
            }
        }
    }

    /// A protocol of the package, named for no role and no error, requiring only properties none of a function type
    /// (`TypeTraits.declaresOnlyData`) or only associated types, given no action by an extension, and adopted by no class or actor
    /// (a class named as a double, `ShelfMock`, aside: sample fields, no behaviour to stand in for).
    /// The one `module` declares, when it declares one: a vendored library's `open class Request` beside the sources, its
    /// subclasses and extensions, are another type's, as are those of a module that does not see this one. For an enum of
    /// values (`isOptionValue`), the protocol may also require functions returning a value (`func path() -> String`), none
    /// returning nothing, when every conformer is a struct or enum reaching no I/O: queries of the call the value describes.
    /// With `defaultsMethods`, the protocol may also require functions, none returning nothing, when its own extensions implement
    /// every one and declare nothing else: a data value's shape (`func isSame(as:) -> Bool` compared by default), no conformer's job.
    private static func describesRequest(
        _ name: String, seenFrom module: String?, _ index: PackageIndex, answeredByEnum: Bool = false, defaultsMethods: Bool = false
    ) -> Bool {
        let all = index.declarations(named: name).filter { !$0.isTest }
        let declared = protocolDeclarations(of: name, seenFrom: module, index)
        let home = declared.first?.module
        let sees = { (other: IndexedType) in home == nil || other.module.map { $0 == home || index.imports(of: $0).contains(home ?? "") } == true }
        guard !declared.isEmpty, !name.hasSuffix("Error"), !ValueClasses.roleSuffixes.contains(where: name.hasSuffix),
              declared.allSatisfy({ protocolDeclaration in
                  protocolDeclaration.kind == .protocol && (!index.traits(of: protocolDeclaration).isDisjoint(with: [.declaresOnlyData, .requiresOnlyAssociatedTypes])
                      || answeredByEnum && index.actionRequirements(of: name, in: protocolDeclaration.module).isEmpty
                      || defaultsMethods && implementsEveryRequirement(name, in: protocolDeclaration.module, index))
              }),
              all.allSatisfy({ other in
                  other.kind != .extension || !sees(other) || index.traits(of: other).contains(.declaresOnlyData)
                      || defaultsMethods && other.module == home && implementsEveryRequirement(name, in: home, index)
              })
        else { return false }
        // `final class ShelfMock: Shelf` beside `struct ShelfRecord: Shelf` of a protocol asking only for properties: a stand-in
        // named as a double (a fixture module's, a preview's) holds sample fields; with no behaviour asked, it doubles no seam.
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        return index.conformers(of: name, declaredIn: home).allSatisfy { conformer in
            conformer.isTest || !sees(conformer) || conformer.kind == .protocol
                || !answeredByEnum && conformer.kind == .class && doubles.isDouble(named: conformer.name)
                || (conformer.kind == .struct || conformer.kind == .enum
                    || conformer.kind == .extension && index.declarations(named: conformer.name).allSatisfy { $0.kind != .class && $0.kind != .actor })
                && (!answeredByEnum || index.traits(of: conformer).isDisjoint(with: ioTraits))
        }
    }

    /// `protocol Listing { var title: String { get }; func isSame(as other: some Listing) -> Bool }` with `extension Listing { func
    /// isSame(as:) … }`: every function it requires returns a value and is implemented by its extensions in `module`, which declare
    /// nothing but those implementations.
    private static func implementsEveryRequirement(_ name: String, in module: String?, _ index: PackageIndex) -> Bool {
        let required = index.methodRequirements(of: name, in: module)
        return !required.isEmpty && index.actionRequirements(of: name, in: module).isEmpty
            && index.extensionMembers(of: name, in: module) == required
    }

    /// The production declarations of `name` (extensions aside) that `module` declares, or all of them when it declares none.
    private static func protocolDeclarations(of name: String, seenFrom module: String?, _ index: PackageIndex) -> [IndexedType] {
        let all = index.declarations(named: name).filter { !$0.isTest && $0.kind != .extension }
        let own = all.filter { $0.module == module }
        return own.isEmpty ? all : own
    }

    /// `protocolName` is adopted by extensions of `declaration` in its module, not by the declaration itself, and every such extension
    /// declares only `static` functions returning a value (`TypeTraits.addsOnlyStaticFactories`).
    private static func isAdoptedOnlyForFactories(_ protocolName: String, _ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard !declaration.inheritance.contains(protocolName) else { return false }
        let adopting = index.conformers(of: protocolName).filter { other in
            other.kind == .extension && other.name == declaration.name && other.module == declaration.module && !other.isTest
        }
        return !adopting.isEmpty && adopting.allSatisfy { index.traits(of: $0).contains(.addsOnlyStaticFactories) }
    }

    /// `protocolName` is adopted by extensions of `declaration` in its module, not by the declaration itself, and every such extension
    /// declares no instance action (`TypeTraits.declaresOnlyData`: static members, stored-free properties, coding witnesses).
    private static func isAdoptedOnlyByInertExtensions(_ protocolName: String, _ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard !declaration.inheritance.contains(protocolName) else { return false }
        let adopting = index.conformers(of: protocolName).filter { other in
            other.kind == .extension && other.name == declaration.name && other.module == declaration.module && !other.isTest
        }
        return !adopting.isEmpty && adopting.allSatisfy { index.traits(of: $0).contains(.declaresOnlyData) }
    }

    /// `protocol LocalRecord {}`: a protocol of the package requiring nothing and refining nothing but `Sendable`, named for no role
    /// and no error, that no class or actor adopts (one a class adopts groups services, a role).
    private static func isMarkerProtocol(_ name: String, seenFrom module: String?, _ index: PackageIndex) -> Bool {
        let declared = protocolDeclarations(of: name, seenFrom: module, index)
        guard !declared.isEmpty, !name.hasSuffix("Error"), !ValueClasses.roleSuffixes.contains(where: name.hasSuffix),
              declared.allSatisfy({ $0.kind == .protocol && $0.inheritance.allSatisfy { $0 == "Sendable" }
                  && index.protocolMembers(of: name, in: $0.module).isEmpty })
        else { return false }
        return index.conformers(of: name).allSatisfy { conformer in
            conformer.isTest || conformer.kind == .struct || conformer.kind == .enum || conformer.kind == .protocol
                || conformer.kind == .extension && index.declarations(named: conformer.name).allSatisfy { $0.kind != .class && $0.kind != .actor }
        }
    }

    /// Every declaration of `name` in the package's production code is a protocol with `trait`.
    private static func isProtocol(_ name: String, with trait: TypeTraits, _ index: PackageIndex) -> Bool {
        let declarations = index.declarations(named: name).filter { !$0.isTest }
        return !declarations.isEmpty && declarations.allSatisfy { index.traits(of: $0).contains(trait) }
    }

    /// A protocol the package does not declare, named for no role (`ValueClasses.roleSuffixes`) and no error.
    private static func isFrameworkCapability(_ name: String, _ index: PackageIndex) -> Bool {
        index.declarations(named: name).isEmpty && !name.hasSuffix("Error") && !ValueClasses.roleSuffixes.contains(where: name.hasSuffix)
    }

    /// `enum CipherMode { case plain; case sealed(inner: Keys.Material); var isSealed: Bool { … } }`: an enum declaring cases,
    /// none carrying a closure, whose declarations (extensions included) hold only values (`ValueHolders`: computed
    /// properties, no function but `private` helpers returning a value) and name no package type but structs, enums and
    /// value classes. An option value, data whether or not it says so with `Equatable`; a caseless enum is a namespace.
    /// With `admitsUndeclared`, a name the package declares no type for passes (a nested alias, `Post.Id`, or `Any`).
    private static func isOptionValue(_ declaration: IndexedType, _ index: PackageIndex, admitsUndeclared: Bool = false) -> Bool {
        guard declaration.kind == .enum, let shape = index.valueHolder(named: declaration.name), shape.declaresCases,
              !shape.declaresMethods || computesOnlyValues(shape, declaration, index) else { return false }
        return shape.namedTypes.allSatisfy { name in
            // A payload's nested type (`Keys.Material`) is judged by its own name, nested or not.
            let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { $0.kind != .extension }
            if declared.isEmpty { return admitsUndeclared && !ValueClasses.roleSuffixes.contains(where: name.hasSuffix) }
            return declared.allSatisfy { $0.kind == .struct || $0.kind == .enum || ValueClasses.isValueClass($0, index) }
        }
    }

    /// `enum Chain { case main, test; func explorerURL(for hash: String) -> URL; static func named(_:) -> Chain? }`: the functions of
    /// an enum of values (`ValueHolders` admits only functions returning a value, none `async`, beside `private` helpers) compute
    /// from its cases and arguments when its body reaches no I/O (no stored collaborator, no `URLSession`) and names no package
    /// type but structs, enums and value classes, and no framework type but Foundation's converters (`NumberFormatter`,
    /// `JSONEncoder`): a `FileManager`, a package class, actor or protocol makes them work, and the enum stays a seam.
    private static func computesOnlyValues(_ shape: ValueHolderShape, _ declaration: IndexedType, _ index: PackageIndex) -> Bool {
        guard index.traits(of: declaration).isDisjoint(with: [.storesCollaborator, .holdsFrameworkIO, .reachesNetwork, .holdsStoreHandle, .holdsKeyValueStore])
        else { return false }
        return shape.namedTypes.allSatisfy { name in
            let declared = (index.declarations(named: name) + index.nestedDeclarations(named: name)).filter { $0.kind != .extension && !$0.isTest }
            guard !declared.isEmpty else { return name.hasSuffix("Formatter") || converterNames.contains(name) }
            return declared.allSatisfy { other in
                (other.kind == .struct || other.kind == .enum) && index.traits(of: other).isDisjoint(with: [.storesOnlyClosures, .isClosureClient])
                    || ValueClasses.isValueClass(other, index)
            }
        }
    }

    /// What makes a value's code reach the world: a stored collaborator, the platform's I/O objects, the network, a store.
    private static let ioTraits: TypeTraits = [.storesCollaborator, .holdsFrameworkIO, .reachesNetwork, .holdsStoreHandle, .holdsKeyValueStore, .reachesFileSystem]

    /// Foundation types converting values without I/O, beside its `…Formatter`s.
    static let converterNames: Set = [
        "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "NSRegularExpression", "NSDecimalNumber", "NSNumber",
        "AttributedString", "NSAttributedString",
    ]

    /// The standard types an enum's raw values may have.
    private static let rawTypes: Set = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]

    /// The standard collection protocols a wrapper of values adopts to be iterated and indexed like its array.
    private static let collectionProtocols: Set = [
        "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection",
    ]

    private static let descriptionProtocols: Set = ["CustomStringConvertible", "CustomDebugStringConvertible"]

    /// Conformances that say a type is compared, ordered, coded, identified or described as data (`enum Locator: Comparable,
    /// CustomStringConvertible { case file(URL) }`).
    private static let dataProtocols: Set = [
        "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible",
    ]

    /// Conformances a plain value may add; a persistence record's (`FetchableRecord`) or a role's (`…Delegate`) makes it more than data.
    private static let valueProtocols: Set = dataProtocols.union([
        "Sendable", "CaseIterable", "RawRepresentable", "Error", "LocalizedError", "CodingKey",
    ]).union(rawTypes).union(literalProtocols)

    /// `struct DevicePath: Hashable, ExpressibleByStringLiteral`: written as a literal, still a value.
    private static let literalProtocols: Set = [
        "ExpressibleByStringLiteral", "ExpressibleByStringInterpolation", "ExpressibleByUnicodeScalarLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByIntegerLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByBooleanLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral", "ExpressibleByNilLiteral",
    ]
}
