/// Facts the index keeps of few declarations, apart from its numeric records: the `TypeTraits` of the declarations
/// that have any (by where they are declared), the static properties of production types holding an instance of
/// their own type (by type name), and the type names test code uses.
struct TypeFactTable: Sendable {
    private var traits: [String: TypeTraits] = [:]
    private var ownInstanceStatics: [String: Set<String>] = [:]
    /// By type name, its production settable static `var`s annotated with another type: member name to that type.
    private var settableStatics: [String: [String: String]] = [:]
    private var namesTestsUse: Set<String> = []
    /// Test files with where their text is, read again only when a rule asks what they pass (`TestInitializerCalls`).
    private(set) var testSources: [(path: String, source: LintInput.Source)] = []
    private var valueHolders: [String: ValueHolderShape] = [:]
    /// Names of production classes, enums, structs and extensions whose body is not a value holder's (for a struct: not a namespace's).
    private var nonHolders: Set<String> = []
    /// By type name, how many of its production properties (extensions included) carry each attribute.
    private var propertyAttributes: [String: [String: Int]] = [:]
    /// By type name, its production static `let`s holding a standard value.
    private var staticValueConstants: [String: Set<String>] = [:]
    /// By type name, its production static `let`s holding a table of constants the code ships (`IndexedDeclaration.bundledStatics`).
    private var bundledStatics: [String: Set<String>] = [:]
    /// By function name, the view controller types production functions so named are declared to return.
    private var controllerResults: [String: Set<String>] = [:]
    /// Names of production top-level functions taking a closure (`withTracer(_:_:)`).
    private var scopeFunctions: Set<String> = []
    /// Names of types a production extension gives more than data (a function, a subscript: `TypeTraits.declaresOnlyData`
    /// unset), read off the trait already computed: a record's extensions are found by name, not by site.
    private var extendedWithActions: Set<String> = []
    /// By site, what production observable classes and stored-data structs store beyond standard values (see `IndexedDeclaration.storedTypeNames`).
    private var storedTypeNames: [String: [String]] = [:]
    /// Names of production classes holding a store handle: read by `finish` to find the classes holding such a class, then dropped.
    private var storeHolders: Set<String> = []
    /// The production classes with the types their instance stored properties are annotated with, in the order added: kept
    /// so that whether a class stores only foreign objects is worked out for the few classes a rule asks about, and kept as
    /// a list (not by site) since building and hashing a site for each would cost more than those few look-ups.
    private var storingClasses: [StoringClass] = []
    /// The production structs with the types their instance stored properties are annotated with, standard values left out:
    /// apart from `storingClasses`, whose readers judge classes, and read only by `heldInstanceTypes(at:)`.
    private var storingStructs: [StoringClass] = []
    /// By site, the bodies of the declarations of files declaring a singleton (see `IndexedDeclaration.body`).
    private var bodies: [String: DeclarationBody] = [:]

    mutating func add(_ file: IndexedFile) {
        if !file.isTestCode { for factory in file.summary.freeControllerFactories { addControllerResult(factory) } }
        if !file.isTestCode, !file.summary.freeScopeFunctions.isEmpty { scopeFunctions.formUnion(file.summary.freeScopeFunctions) }
        for declaration in file.summary.declarations {
            if !declaration.traits.isEmpty { traits[Self.site(file.path, declaration.line), default: []].formUnion(declaration.traits) }
            if let body = declaration.body { bodies[Self.site(file.path, declaration.line)] = body }
            if !file.isTestCode, declaration.traits.contains(.holdsStoreHandle) { storeHolders.insert(declaration.name) }
            if !file.isTestCode, declaration.kind == .struct {
                let held = declaration.storedInstanceTypes.filter { !DeclarationTraits.plainNames.contains($0) }
                if !held.isEmpty { storingStructs.append(StoringClass(path: file.path, line: declaration.line, name: declaration.name, types: held, builtTypes: [])) }
            } else if !file.isTestCode, !declaration.storedInstanceTypes.isEmpty || !declaration.constructedInstanceTypes.isEmpty {
                storingClasses.append(StoringClass(
                    path: file.path, line: declaration.line, name: declaration.name, types: declaration.storedInstanceTypes, builtTypes: declaration.constructedInstanceTypes
                ))
            }
            if !file.isTestCode, let stored = declaration.storedTypeNames {
                storedTypeNames[Self.site(file.path, declaration.line)] = stored
            }
            if !file.isTestCode, declaration.kind == .class || declaration.kind == .enum || declaration.kind == .extension || declaration.kind == .struct {
                if let shape = declaration.valueHolder {
                    valueHolders[declaration.name] = valueHolders[declaration.name].map { $0.merged(with: shape) } ?? shape
                } else {
                    nonHolders.insert(declaration.name)
                }
            }
            if !file.isTestCode, !declaration.propertyAttributes.isEmpty {
                for attribute in declaration.propertyAttributes { propertyAttributes[declaration.name, default: [:]][attribute, default: 0] += 1 }
            }
            if !file.isTestCode, !declaration.staticValueConstants.isEmpty {
                staticValueConstants[declaration.name, default: []].formUnion(declaration.staticValueConstants)
            }
            if !file.isTestCode, !declaration.bundledStatics.isEmpty {
                bundledStatics[declaration.name, default: []].formUnion(declaration.bundledStatics)
            }
            if !file.isTestCode, !declaration.controllerFactories.isEmpty {
                for factory in declaration.controllerFactories { addControllerResult(factory) }
            }
            if !file.isTestCode, declaration.kind == .extension, !declaration.traits.contains(.declaresOnlyData) {
                extendedWithActions.insert(declaration.name)
            }
            if !file.isTestCode, !declaration.settableStatics.isEmpty {
                for slot in declaration.settableStatics {
                    guard let colon = slot.firstIndex(of: ":") else { continue }
                    settableStatics[declaration.name, default: [:]][String(slot[..<colon])] = String(slot[slot.index(after: colon)...])
                }
            }
            if !file.isTestCode, !declaration.ownInstanceStatics.isEmpty {
                ownInstanceStatics[declaration.name, default: []].formUnion(declaration.ownInstanceStatics)
            }
        }
        if file.isTestCode {
            for (name, _) in file.summary.typeNameUses { namesTestsUse.insert(name) }
            if let source = file.testSource { testSources.append((file.path, source)) }
        }
    }

    /// `wrapsSoleLibraryImport` for each production class of a file in `paths` whose name and stored types `wraps` accepts.
    mutating func markLibraryWrappers(in paths: Set<String>, where wraps: (_ owner: String, _ types: [String]) -> Bool) {
        guard !paths.isEmpty else { return }
        // A library's object is as often built in place (`let keychain = Keychain(service: id)`) as annotated.
        for stored in storingClasses where paths.contains(stored.path) && wraps(stored.name, stored.types + stored.builtTypes) {
            traits[Self.site(stored.path, stored.line), default: []].insert(.wrapsSoleLibraryImport)
        }
    }

    /// Once every file is added: `holdsStoreThroughWrapper` for each production class storing a class that holds a store handle.
    mutating func finish() {
        if !storeHolders.isEmpty {
            for stored in storingClasses where stored.types.contains(where: storeHolders.contains) {
                traits[Self.site(stored.path, stored.line), default: []].insert(.holdsStoreThroughWrapper)
            }
        }
        storeHolders = []
    }

    /// `name:Type`: a function so named is declared to return that view controller type.
    private mutating func addControllerResult(_ factory: String) {
        guard let colon = factory.firstIndex(of: ":") else { return }
        controllerResults[String(factory[..<colon]), default: []].insert(String(factory[factory.index(after: colon)...]))
    }

    func traits(of type: IndexedType) -> TypeTraits {
        traits[Self.site(type.path, type.line)] ?? []
    }

    /// The production classes declared where `type` is (its line of its file), with the types their instance stored properties
    /// are annotated with. Walks the list: asked only for a class a rule is about to report.
    func storingClasses(at type: IndexedType) -> [StoringClass] {
        storingClasses.filter { $0.line == type.line && $0.path == type.path }
    }

    /// The types the production class, actor or struct declared where `type` is holds in its instance stored properties
    /// (standard values left out for a struct, a stored closure kept as `->`, a type not read as `?`). Walks the lists: asked only for the few conformers a rule follows.
    func heldInstanceTypes(at type: IndexedType) -> [String] {
        let list = type.kind == .struct ? storingStructs : storingClasses
        return list.first { $0.line == type.line && $0.path == type.path && $0.name == type.name }?.types ?? []
    }

    func storedTypeNames(of type: IndexedType) -> [String]? {
        storedTypeNames[Self.site(type.path, type.line)]
    }

    func body(of type: IndexedType) -> DeclarationBody? {
        bodies[Self.site(type.path, type.line)]
    }

    func ownInstanceStatics(of type: String) -> Set<String> {
        ownInstanceStatics[type] ?? []
    }

    func settableStaticType(of type: String, member: String) -> String? {
        settableStatics[type]?[member]
    }

    /// The shape of the production declarations called `name` when every one of them holds only values.
    func valueHolder(named name: String) -> ValueHolderShape? {
        nonHolders.contains(name) ? nil : valueHolders[name]
    }

    func propertyCount(of type: String, withAnyOf attributes: Set<String>) -> Int {
        propertyAttributes[type]?.reduce(0) { $0 + (attributes.contains($1.key) ? $1.value : 0) } ?? 0
    }

    func propertyAttributes(of type: String) -> [String: Int] {
        propertyAttributes[type] ?? [:]
    }

    func staticValueConstants(of type: String) -> Set<String> {
        staticValueConstants[type] ?? []
    }

    func bundledStatics(of type: String) -> Set<String> {
        bundledStatics[type] ?? []
    }

    func controllerResults(ofFunction name: String) -> Set<String> {
        controllerResults[name] ?? []
    }

    func declaresScopeFunction(_ name: String) -> Bool {
        scopeFunctions.contains(name)
    }

    func isExtendedWithActions(_ name: String) -> Bool {
        extendedWithActions.contains(name)
    }

    func isUsedByTests(_ name: String) -> Bool {
        namesTestsUse.contains(name)
    }

    private static func site(_ path: String, _ line: Int) -> String {
        "\(line):\(path)"
    }
}
