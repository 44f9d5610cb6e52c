/// What `PackageIndex` knows, built file by file and then only read (see `PackageIndex` for what it holds).
///
/// It is the only thing the linter keeps of every file, so it is stored compactly: names, modules and paths
/// once each in a string table, types as numeric records, lists packed into shared arrays, and facts about
/// names counted per name, not per file. Memory then grows with the package's declarations by a few bytes
/// each, not with its source.
struct IndexContents: Sendable {
    private(set) var strings = StringTable()
    private var records: [TypeRecord] = []
    private var inherited = FlatLists()
    private var members = FlatLists()
    private var methodRequirements = FlatLists()
    private var actionRequirements = FlatLists()
    /// By record, the full names of its methods with an empty body, for the few records declaring one.
    private var emptyFunctions: [Int32: [Int32]] = [:]
    /// By record, each inherited name written qualified then its qualifier (`Delegate`, `NostrLink`), for the few records writing one.
    private var inheritedQualifiers: [Int32: [Int32]] = [:]
    private var requirementSignatures = FlatLists()
    /// Attribute and modifier lists, each distinct list stored once.
    private var nameLists: [[Int32]] = [[]]
    private var nameListNumbers: [[Int32]: Int32] = [[]: 0]
    private var recordsByName = KeyedLists()
    private var conformersByName = KeyedLists()
    private var nestedByParent = KeyedLists()
    /// Top-level `typealias` names to the names they stand for: a supertype reached through an alias.
    private var aliasedNames: [Int32: [Int32]] = [:]
    /// The reverse: each name to the top-level aliases naming it (`typealias Store = Reading & Writing` under both).
    private var aliasesByName: [Int32: [Int32]] = [:]
    /// Top-level `typealias` names whose aliased type names bare `Any`/`AnyObject` (`typealias Payload = [String: Any]`).
    private var untypedAliases: Set<Int32> = []
    /// Production `Notification.Name` statics renaming a type's `…Notification` (see `FileSummary.notificationNameAliases`), by
    /// alias, to that type; an alias two files declare differently maps to the empty string.
    private var notificationAliases: [String: String] = [:]
    /// By `macro` of the package, the conformances its `@attached` roles add to every type it annotates: usually none.
    private var macroConformances: [String: Set<String>] = [:]
    /// Answers computed once for names declared many times (generated or pathological code), whose every
    /// query would otherwise walk all their declarations again.
    private var frequentSupertypes: [Int32: Set<String>] = [:]
    private var frequentTopLevel: [Int32: [IndexedType]] = [:]
    private var frequentNested: [Int32: [IndexedType]] = [:]
    private static let frequentNameThreshold = 16
    /// What production code does with each name, by string number: one small entry per string rather than
    /// a dictionary entry per fact.
    private(set) var nameFacts: [NameFacts] = []
    private(set) var testModules: Set<String> = []
    /// Modules with a production file: a test file placed among them (one importing its own folder's module) leaves them production modules.
    private(set) var productionModules: Set<String> = []
    private(set) var modulesWithCode: Set<String> = []
    /// Modules with a file holding more than comments and empty test stubs.
    private(set) var modulesWithWork: Set<String> = []
    /// Paths of test files holding only an untouched test template (`FileSummary.holdsOnlyTestStubs`): usually none.
    private(set) var testTemplateFiles: Set<String> = []
    /// Modules with a production struct of client closures (`TypeTraits.isClosureClient`).
    private(set) var modulesWithClosureClients: Set<String> = []
    /// Modules with a program entry point in production code: a `main.swift`, or a top-level type marked `@main`.
    private(set) var modulesWithProgramEntry: Set<String> = []
    private(set) var moduleGraph = ModuleGraph([:])
    private(set) var firstFiles: [String: String] = [:]
    private(set) var importedModules: [String: Set<String>] = [:]
    private(set) var reexportedModules: [String: Set<String>] = [:]
    /// The modules each file imports as written, by path number, for files that import any.
    private var fileImports: [Int32: [Int32]] = [:]
    /// By module outside the Apple SDKs and the toolchain, the one production file importing it, or `nil` once several do.
    private var soleImporters: [String: String?] = [:]
    private(set) var declaredGraph: [String: Set<String>] = [:]
    /// By module, the type names its production files write other than as a supertype or an extended type, until `finish`
    /// turns them into `namedModules`.
    private var namesUsedByModule: [String: Set<Int32>] = [:]
    /// By module, the package's other modules whose types its production files name other than as a supertype (`CLI(…)`,
    /// `let jar: CookieJar`): the modules its code drives, not only imports.
    private(set) var namedModules: [String: Set<String>] = [:]
    /// By module, the package's other modules declaring a type its production files name (other than as a supertype)
    /// that neither the module nor anything it imports declares: code compiled together with them (an Xcode project
    /// building a package's sources as one framework) uses them without an import.
    private(set) var modulesNamedWithoutImport: [String: Set<String>] = [:]
    private(set) var typeFacts = TypeFactTable()
    /// Protocol names several modules declare, and which modules see each declarer (see `SharedProtocolNames`).
    private(set) var sharedProtocols = SharedProtocolNames()
    private(set) var modules: Set<String> = []
    /// The package the files belong to: its targets and their declared dependencies.
    let package: PackageModel
    /// The users' files (see `PackageIndex.clients`), or `nil` when nothing linted with the package uses it.
    var clients: PackageIndex?

    /// An empty index to `add` files to, in a deterministic order, then `finish`.
    init(package: PackageModel) {
        self.package = package
    }

    mutating func add(_ file: IndexedFile) {
        if let module = file.module {
            modules.insert(module)
            if firstFiles[module].map({ file.path < $0 }) ?? true { firstFiles[module] = file.path }
            if file.isTest { testModules.insert(module) } else { productionModules.insert(module) }
            let target = package.target(named: module)
            // A file of comments and imports of SDK modules (`import Foundation` under a license header) is a placeholder; one
            // importing anything else (a target of the package, another package's product) or re-exporting a module (an
            // umbrella) states an edge of the module graph, code or not.
            let hasCode = file.summary.hasCode || !file.summary.reexportedModules.isEmpty
                || file.summary.importedModules.contains { !SystemModules.names.contains($0) }
            if hasCode { modulesWithCode.insert(module) }
            if hasCode, !file.summary.holdsOnlyTestStubs { modulesWithWork.insert(module) }
            if file.isTestCode, file.summary.holdsOnlyTestStubs { testTemplateFiles.insert(file.path) }
            if !file.isTestCode, file.path == "main.swift" || file.path.hasSuffix("/main.swift")
                || file.summary.declarations.contains(where: { $0.parent == nil && $0.attributes.contains("main") }) {
                modulesWithProgramEntry.insert(module)
            }
            let loaded = { (written: String) in target?.module(importedAs: written) ?? written }
            importedModules[module, default: []].formUnion(file.summary.importedModules.map(loaded))
            reexportedModules[module, default: []].formUnion(file.summary.reexportedModules.map(loaded))
        }
        for alias in file.summary.aliases {
            let aliasNumber = strings.number(alias.name)
            if alias.isUntyped { untypedAliases.insert(aliasNumber) }
            guard !alias.aliasedNames.isEmpty else { continue }
            aliasedNames[aliasNumber, default: []].append(contentsOf: alias.aliasedNames.map { strings.number($0) })
            for name in alias.aliasedNames { aliasesByName[strings.number(name), default: []].append(aliasNumber) }
        }
        for (macro, conformances) in file.summary.macroConformances { macroConformances[macro, default: []].formUnion(conformances) }
        if !file.isTestCode {
            var pairs = file.summary.notificationNameAliases[...]
            while pairs.count >= 2, let alias = pairs.popFirst(), let type = pairs.popFirst() {
                notificationAliases[alias] = notificationAliases[alias].map { $0 == type ? type : "" } ?? type
            }
        }
        typeFacts.add(file)
        let module = file.module.map { strings.number($0) } ?? -1
        let path = strings.number(file.path)
        if !file.summary.importedModules.isEmpty { fileImports[path] = file.summary.importedModules.map { strings.number($0) } }
        if !file.isTestCode {
            for imported in file.summary.importedModules where !SystemModules.isSystemModule(imported) {
                soleImporters[imported] = soleImporters[imported] == nil ? .some(file.path) : .some(nil)
            }
        }
        for declaration in file.summary.declarations {
            let name = strings.number(declaration.name)
            let inheritedNumbers = declaration.inheritedNames.map { strings.number($0) }
            records.append(TypeRecord(
                name: name, attributes: nameList(declaration.attributes), modifiers: nameList(declaration.modifiers), module: module,
                path: path, line: Int32(clamping: declaration.line), parent: declaration.parent.map { strings.number($0) } ?? -1,
                qualifier: declaration.qualifier.map { strings.number($0) } ?? -1,
                qualifyingPath: declaration.qualifyingPath.map { strings.number($0) } ?? -1,
                kind: declaration.kind, isTest: file.isTest, isGeneric: declaration.isGeneric, hasMutableState: declaration.hasMutableState,
                hasStoredProperties: declaration.hasStoredProperties
            ))
            inherited.append(inheritedNumbers)
            members.append(declaration.memberNames.map { strings.number($0) })
            methodRequirements.append(declaration.methodRequirementNames.map { strings.number($0) })
            actionRequirements.append(declaration.actionRequirementNames.map { strings.number($0) })
            if !declaration.inheritedQualifiers.isEmpty { inheritedQualifiers[Int32(records.count - 1)] = declaration.inheritedQualifiers.map { strings.number($0) } }
            if !declaration.emptyFunctionNames.isEmpty { emptyFunctions[Int32(records.count - 1)] = declaration.emptyFunctionNames.map { strings.number($0) } }
            requirementSignatures.append(declaration.requirementSignatureTypes.map { strings.number($0) })
            guard !file.isTestCode else { continue }
            if let owner = file.module, declaration.traits.contains(.isClosureClient) { modulesWithClosureClients.insert(owner) }
            // Conforming to a protocol or extending it is not using it as a type.
            if declaration.kind == .extension { updateFacts(of: name) { $0.uses -= 1 } }
            for number in inheritedNumbers { updateFacts(of: number) { $0.uses -= 1 } }
            let isAPI = declaration.modifiers.contains { $0 == "public" || $0 == "open" || $0 == "package" }
            for held in declaration.heldTypeNames { updateFacts(of: strings.number(held)) { $0.isHeld = true; $0.isHeldByAPI = $0.isHeldByAPI || isAPI } }
        }
        guard !file.isTestCode else { return }
        let previewOnly = file.summary.previewOnlyNames
        let declarations = file.summary.declarations
        let isLiveFactoryFile = file.summary.declaresLiveFactory
        if let owner = file.module { noteNamesUsed(by: owner, file.summary) }
        for (name, uses) in file.summary.typeNameUses {
            let outsidePreviews = previewOnly.isEmpty || !previewOnly.contains(name)
            // A file's mentions of a type it declares or extends say nothing of who else uses it; files hold a few declarations.
            let isOwn = declarations.contains { $0.name == name }
            updateFacts(of: strings.number(name)) { facts in
                facts.isMentioned = true
                if !isOwn {
                    if isLiveFactoryFile { facts.isMentionedByLiveFactoryFile = true } else { facts.isMentionedBeyondLiveFactoryFiles = true }
                }
                if outsidePreviews { facts.isMentionedOutsidePreviews = true }
                if !file.summary.previewNames.isEmpty, file.summary.previewNames.contains(name) { facts.isMentionedInPreviews = true }
                facts.uses += Int32(clamping: uses)
            }
        }
        for name in file.summary.capabilityNames { updateFacts(of: strings.number(name)) { $0.isCheckedFor = true } }
        for name in file.summary.castNames { updateFacts(of: strings.number(name)) { $0.isCastTo = true } }
        for name in file.summary.privateCastTypeUses { updateFacts(of: strings.number(name)) { $0.privateUsesWhereCast += 1 } }
        for name in file.summary.metatypeArgumentNames {
            updateFacts(of: strings.number(name)) { facts in
                facts.isPassedAsMetatype = true
                facts.metatypeArgumentUses += 1
            }
        }
        for name in file.summary.closedMetatypeNames { updateFacts(of: strings.number(name)) { $0.closedMetatypeUses += 1 } }
        for name in file.summary.cacheObjectNames { updateFacts(of: strings.number(name)) { $0.isCacheObject = true } }
    }

    /// The names `file` writes beyond its supertypes and extended types (each conformance and extension is one reference), for `namedModules`.
    private mutating func noteNamesUsed(by module: String, _ summary: FileSummary) {
        var adopted: [String: Int] = [:]
        for declaration in summary.declarations {
            for name in declaration.inheritedNames { adopted[name, default: 0] += 1 }
            if declaration.kind == .extension { adopted[declaration.name, default: 0] += 1 }
        }
        for (name, uses) in summary.typeNameUses where uses > adopted[name, default: 0] {
            namesUsedByModule[module, default: []].insert(strings.number(name))
        }
    }

    private mutating func updateFacts(of name: Int32, _ update: (inout NameFacts) -> Void) {
        if nameFacts.count <= Int(name) { nameFacts.append(contentsOf: repeatElement(NameFacts(), count: Int(name) + 1 - nameFacts.count)) }
        update(&nameFacts[Int(name)])
    }

    /// For modules depending on package targets that none of their imports makes visible (rare: only code compiled
    /// together with them builds so), which of those targets declare a type they name or adopt, no module they see and
    /// not they themselves declaring one of that name.
    private mutating func noteModulesNamedWithoutImport() {
        var unseen: [Int32: (module: String, dependencies: Set<String>, visible: Set<String>)] = [:]
        for (module, dependencies) in declaredGraph {
            let visible = imports(of: module).reduce(into: imports(of: module)) { $0.formUnion(reexports(of: $1)) }
            let hidden = dependencies.subtracting(visible).subtracting([module])
            guard !hidden.isEmpty, let number = strings.existingNumber(module) else { continue }
            unseen[number] = (module, hidden, visible)
        }
        guard !unseen.isEmpty else { return }
        func note(_ name: Int32, by entry: (module: String, dependencies: Set<String>, visible: Set<String>)) {
            var owner: String?
            for position in recordsByName.positions(for: name) {
                let record = records[Int(recordsByName.value(at: position))]
                guard record.kind != .extension, !record.isTest, record.module >= 0 else { continue }
                let declarer = strings[record.module]
                if declarer == entry.module || entry.visible.contains(declarer) { return }
                if entry.dependencies.contains(declarer) { owner = declarer }
            }
            if let owner { modulesNamedWithoutImport[entry.module, default: []].insert(owner) }
        }
        for (offset, record) in records.enumerated() where !record.isTest {
            guard let entry = unseen[record.module] else { continue }
            for name in inherited[offset] { note(name, by: entry) }
        }
        for entry in unseen.values {
            for name in namesUsedByModule[entry.module] ?? [] { note(name, by: entry) }
        }
    }

    /// Room for the entries of `total` files, estimated from the `added` files so far, so a large package's
    /// index does not grow by doubling (which leaves up to half of it unused).
    mutating func reserve(forFiles total: Int, afterAdding added: Int) {
        guard added > 0, total > added else { return }
        let scale = { (count: Int) in count + count * (total - added) / added + count / 8 }
        records.reserveCapacity(scale(records.count))
        inherited.reserve(entries: scale(records.count), values: scale(inherited.valueCount))
        members.reserve(entries: scale(records.count), values: scale(members.valueCount))
        methodRequirements.reserve(entries: scale(records.count), values: scale(methodRequirements.valueCount))
        actionRequirements.reserve(entries: scale(records.count), values: scale(actionRequirements.valueCount))
        requirementSignatures.reserve(entries: scale(records.count), values: scale(requirementSignatures.valueCount))
        strings.reserve(scale(strings.count))
    }

    /// Builds the lookups by name, the supertypes and the module graph once every file is added.
    mutating func finish() {
        let records = records
        let inherited = inherited
        recordsByName = KeyedLists(keyCount: strings.count) { pair in
            for (offset, record) in records.enumerated() { pair(record.name, Int32(offset)) }
        }
        conformersByName = KeyedLists(keyCount: strings.count) { pair in
            for offset in 0..<inherited.count {
                for name in inherited[offset] { pair(name, Int32(offset)) }
            }
        }
        nestedByParent = KeyedLists(keyCount: strings.count) { pair in
            for (offset, record) in records.enumerated() where !record.isTopLevel && record.kind != .extension { pair(record.parent, Int32(offset)) }
        }
        for name in 0..<Int32(strings.count) where recordsByName.positions(for: name).count >= Self.frequentNameThreshold {
            frequentSupertypes[name] = walkSupertypes(from: name)
            frequentTopLevel[name] = declaredTypes(named: name, topLevel: true)
            frequentNested[name] = declaredTypes(named: name, topLevel: false)
        }
        markLibraryWrappers()
        typeFacts.finish()
        for target in package.targets {
            let local = (target.dependencies ?? []).filter { $0.mayNameLocalTarget && package.target(named: $0.name) != nil }
            declaredGraph[target.name] = Set(local.map(\.name))
        }
        for (module, names) in namesUsedByModule {
            let visible = imports(of: module).reduce(into: imports(of: module)) { $0.formUnion(reexports(of: $1)) }
            var named = Set<String>()
            for name in names {
                for position in recordsByName.positions(for: name) {
                    let record = records[Int(recordsByName.value(at: position))]
                    guard record.kind != .extension, !record.isTest, record.module >= 0 else { continue }
                    let owner = strings[record.module]
                    if owner != module, visible.contains(owner) { named.insert(owner) }
                }
            }
            namedModules[module] = named
        }
        noteModulesNamedWithoutImport()
        let namesUsed = namesUsedByModule
        namesUsedByModule = [:]
        var graph = importedModules.mapValues { $0.intersection(modules) }
        for (target, dependencies) in declaredGraph { graph[target, default: []].formUnion(dependencies) }
        moduleGraph = ModuleGraph(graph)
        var protocols: [(name: Int32, module: String)] = []
        for record in records where record.kind == .protocol && record.isTopLevel && record.module >= 0 {
            protocols.append((record.name, strings[record.module]))
        }
        sharedProtocols = SharedProtocolNames(declared: protocols, edges: graph, namesUsed: namesUsed)
    }

    /// `TypeTraits.wrapsSoleLibraryImport`: a library (a module the package neither builds nor gets from the SDKs or the
    /// toolchain) imported by one production file, whose class stores a type no file declares and no standard value (the
    /// library's object) and no type of the package but its own nested ones (no collaborator: a thin wrapper).
    private mutating func markLibraryWrappers() {
        var paths = Set<String>()
        for (module, path) in soleImporters {
            guard let path, !module.hasPrefix("_"), !modules.contains(module), package.target(named: module) == nil else { continue }
            paths.insert(path)
        }
        soleImporters = [:]
        guard !paths.isEmpty else { return }
        let records = records
        let recordsByName = recordsByName
        let strings = strings
        typeFacts.markLibraryWrappers(in: paths) { owner, types in
            Self.storesForeignObjects(owner, types, strict: false, records, recordsByName, strings)
        }
    }

    /// The types the production class or actor `type` annotates its instance stored properties with, walked for a candidate finding.
    func heldInstanceTypes(of type: IndexedType) -> [String] { typeFacts.heldInstanceTypes(at: type) }

    func storedInstanceTypes(of type: IndexedType) -> [String] {
        typeFacts.storingClasses(at: type).filter { $0.name == type.name }.flatMap(\.types)
    }

    /// Whether a production class declared where `type` is stores only types no file declares (one at least) or its own nested
    /// ones, and no standard value (`private let handler: VNSequenceRequestHandler`): it keeps only objects of other modules.
    /// Worked out on demand, for the few classes a rule asks about, rather than for every class.
    func storesOnlyForeignObjects(_ type: IndexedType) -> Bool {
        typeFacts.storingClasses(at: type).contains { Self.storesForeignObjects($0.name, $0.types, strict: true, records, recordsByName, strings) }
    }

    /// Whether `owner` stores a type no file declares and no type of the package but its own nested ones; when `strict`,
    /// no standard value either.
    private static func storesForeignObjects(
        _ owner: String, _ types: [String], strict: Bool, _ records: [TypeRecord], _ recordsByName: KeyedLists, _ strings: StringTable
    ) -> Bool {
        let ownerNumber = strings.existingNumber(owner) ?? -1
        var holdsForeign = false
        for name in types {
            if DeclarationTraits.plainNames.contains(name) { if strict { return false } else { continue } }
            let declared = strings.existingNumber(name).map { number in
                recordsByName.positions(for: number).map { records[Int(recordsByName.value(at: $0))] }.filter { $0.kind != .extension }
            } ?? []
            if declared.isEmpty { holdsForeign = true } else if declared.contains(where: { $0.parent != ownerNumber }) { return false }
        }
        return holdsForeign
    }

    private mutating func nameList(_ names: [String]) -> Int32 {
        let numbers = names.map { strings.number($0) }
        if let existing = nameListNumbers[numbers] { return existing }
        let number = Int32(nameLists.count)
        nameLists.append(numbers)
        nameListNumbers[numbers] = number
        return number
    }

    private func type(_ offset: Int32) -> IndexedType {
        let record = records[Int(offset)]
        return IndexedType(
            name: strings[record.name], kind: record.kind, attributes: names(inList: record.attributes),
            modifiers: names(inList: record.modifiers), inheritance: names(in: inherited, entry: Int(offset)),
            isGeneric: record.isGeneric, hasMutableState: record.hasMutableState, hasStoredProperties: record.hasStoredProperties, module: record.module < 0 ? nil : strings[record.module],
            parent: record.parent < 0 ? nil : strings[record.parent],
            qualifyingPath: record.qualifyingPath < 0 ? nil : strings[record.qualifyingPath], isTest: record.isTest, path: strings[record.path], line: Int(record.line)
        )
    }

    /// The names of an interned attribute or modifier list, read in place (a copy of the list would retain it).
    private func names(inList list: Int32) -> [String] {
        let count = nameLists[Int(list)].count
        var names: [String] = []
        names.reserveCapacity(count)
        for position in 0..<count { names.append(strings[nameLists[Int(list)][position]]) }
        return names
    }

    private func names(in lists: FlatLists, entry: Int) -> [String] {
        let positions = lists.positions(of: entry)
        var names: [String] = []
        names.reserveCapacity(positions.count)
        for position in positions { names.append(strings[lists.value(at: position)]) }
        return names
    }

    /// The records named `name` declared in `module` (files in no module when it is `nil`) and, unless `kind`
    /// is `nil`, of that kind. Loops rather than closures: a closure would capture (and copy) the whole index.
    private func recordOffsets(named name: String, in module: String?, kind: TypeKind? = nil) -> [Int32] {
        let moduleNumber = module.map { strings.existingNumber($0) ?? -2 } ?? -1
        var offsets: [Int32] = []
        for position in recordsByName.positions(for: strings.existingNumber(name)) {
            let offset = recordsByName.value(at: position)
            let record = records[Int(offset)]
            if record.module == moduleNumber, kind.map({ $0 == record.kind }) ?? true { offsets.append(offset) }
        }
        return offsets
    }

    private func types(_ lists: KeyedLists, key: Int32?) -> [IndexedType] {
        let positions = lists.positions(for: key)
        var result: [IndexedType] = []
        result.reserveCapacity(positions.count)
        for position in positions { result.append(type(lists.value(at: position))) }
        return result
    }

    /// Types (never extensions) called `name`: the top-level ones, or those nested in another type.
    private func declaredTypes(named name: Int32?, topLevel: Bool) -> [IndexedType] {
        var result: [IndexedType] = []
        for position in recordsByName.positions(for: name) {
            let offset = recordsByName.value(at: position)
            let record = records[Int(offset)]
            if record.kind != .extension, record.isTopLevel == topLevel { result.append(type(offset)) }
        }
        return result
    }

    /// The modules the file at `path` imports, as written (a conformer's file importing StoreKit).
    func imports(ofFile path: String) -> Set<String> {
        guard let number = strings.existingNumber(path), let modules = fileImports[number] else { return [] }
        return Set(modules.map { strings[$0] })
    }

    /// Top-level types (not extensions) declared with this name anywhere in the package; nested types
    /// are reached through their parent's name, so they are not indexed on their own.
    func declarations(named name: String) -> [IndexedType] {
        let number = strings.existingNumber(name)
        return number.flatMap { frequentTopLevel[$0] } ?? declaredTypes(named: number, topLevel: true)
    }

    /// The name `conformer` writes before `inherited` in its inheritance clause (`NostrLink` in `: NostrLink.Delegate`), if any.
    func writtenQualifier(of inherited: String, adoptedBy conformer: IndexedType) -> String? {
        guard let name = strings.existingNumber(inherited), let path = strings.existingNumber(conformer.path) else { return nil }
        for position in recordsByName.positions(for: strings.existingNumber(conformer.name)) {
            let offset = recordsByName.value(at: position)
            let record = records[Int(offset)]
            guard record.path == path, record.line == Int32(clamping: conformer.line), let pairs = inheritedQualifiers[offset] else { continue }
            for pair in stride(from: 0, to: pairs.count - 1, by: 2) where pairs[pair] == name { return strings[pairs[pair + 1]] }
        }
        return nil
    }

    /// Types and extensions that list `name` in their inheritance clause.
    func conformers(of name: String) -> [IndexedType] {
        types(conformersByName, key: strings.existingNumber(name))
    }

    /// Those of them adopting the protocol `name` that `module` declares: where other modules declare a protocol so named,
    /// a conformer in a module seeing one of those and not `module` adopts that one (see `SharedProtocolNames`).
    func conformers(of name: String, declaredIn module: String?) -> [IndexedType] {
        guard let number = strings.existingNumber(name) else { return [] }
        let all = types(conformersByName, key: number)
        guard sharedProtocols.isShared(number, declaredIn: module) else { return all }
        return all.filter { sharedProtocols.counts($0.module, for: number, declaredIn: module) }
    }

    /// Every name `type` inherits from or conforms to, directly or through the package's own declarations
    /// and extensions of them (`GarbageTextTests: PrettyPrintTestCase` reaches `XCTestCase`), and through
    /// top-level type aliases (`RoomViewModel: RoomViewModelType`, `typealias RoomViewModelType = StoreViewModel<…>`
    /// reaches `StoreViewModel`, the alias's name included); asked of an alias, the names it stands for. Names are
    /// matched as written, so a supertype the package does not declare ends the walk.
    /// Walked on demand through the declarations of each name (no recursion, nothing kept per type); real
    /// hierarchies are shallow, and the walk stops at `supertypeLimit` names so a pathological chain costs little.
    func supertypes(of type: String) -> Set<String> {
        guard let start = strings.existingNumber(type) else { return [] }
        return frequentSupertypes[start] ?? walkSupertypes(from: start)
    }

    /// Whether `supertypes(of: type)` holds `supertype`, the walk stopping where it finds it: asked of every class (is it
    /// a test case?), it builds no set of names.
    func inherits(_ type: String, from supertype: String) -> Bool {
        guard let start = strings.existingNumber(type), let target = strings.existingNumber(supertype) else { return false }
        if let frequent = frequentSupertypes[start] { return frequent.contains(supertype) }
        var found = false
        walkSupertypes(from: start) { name in
            found = name == target
            return !found
        }
        return found
    }

    private func walkSupertypes(from start: Int32) -> Set<String> {
        var names: Set<String> = []
        walkSupertypes(from: start) { name in
            names.insert(strings[name])
            return true
        }
        return names
    }

    /// Hands `visit` each name reached from `start`, once, until it answers `false`.
    private func walkSupertypes(from start: Int32, _ visit: (Int32) -> Bool) {
        var seen: Set<Int32> = []
        var pending: [Int32] = []
        appendInherited(byDeclarationsOf: start, to: &pending)
        // An alias stands for what it names: `typealias FieldInput = Equatable & Hashable` reaches both.
        pending.append(contentsOf: aliasedNames[start] ?? [])
        while seen.count < Self.supertypeLimit, let next = pending.popLast() {
            guard next != start, seen.insert(next).inserted else { continue }
            guard visit(next) else { return }
            appendInherited(byDeclarationsOf: next, to: &pending)
            pending.append(contentsOf: aliasedNames[next] ?? [])
        }
    }

    private func appendInherited(byDeclarationsOf name: Int32, to pending: inout [Int32]) {
        for position in recordsByName.positions(for: name) {
            for inheritedPosition in inherited.positions(of: Int(recordsByName.value(at: position))) { pending.append(inherited.value(at: inheritedPosition)) }
        }
    }

    private static let supertypeLimit = 256

    /// What one declared type adopts, keyed by its qualified name: the inheritance of its own declaration and of the
    /// extensions of that name (`extension Cache.Entry: Sendable` for `Cache.Entry`, not `extension Persona.Entry: Field`),
    /// then what the package's protocols and aliases it names inherit in turn. A raw type or other concrete type it names
    /// (`enum Key: String`) passes on nothing: the package's `extension String: CodingKey` does not make `Key` a coding key.
    /// With `ownModuleOnly`, extensions written in another module (a retroactive `extension Money: ExpressibleByArgument` in
    /// the command-line target) are left out: what the declaring module makes of its type.
    func supertypes(ofDeclared declaration: IndexedType, ownModuleOnly: Bool = false) -> Set<String> {
        guard let name = strings.existingNumber(declaration.name) else { return Set(declaration.inheritance) }
        let parent = declaration.parent.map { strings.existingNumber($0) ?? -2 } ?? -1
        let module = declaration.module.map { strings.existingNumber($0) ?? -2 } ?? -1
        var seeds: [Int32] = []
        for position in recordsByName.positions(for: name) {
            let offset = recordsByName.value(at: position)
            let record = records[Int(offset)]
            let isSame = record.kind == .extension
                // `extension Outer.Inner`, or for a top-level type `extension Name` and `extension Module.Name`.
                ? record.qualifier == parent || (parent < 0 && record.qualifier == module)
                : record.parent == parent && record.module == module
            guard isSame, !ownModuleOnly || record.kind != .extension || record.module == module else { continue }
            for inheritedPosition in inherited.positions(of: Int(offset)) { seeds.append(inherited.value(at: inheritedPosition)) }
        }
        var seen: Set<Int32> = []
        var pending: [Int32] = []
        for seed in seeds where seen.insert(seed).inserted {
            guard isDeclaredProtocol(seed) || aliasedNames[seed] != nil else { continue }
            appendInherited(byDeclarationsOf: seed, to: &pending)
            pending.append(contentsOf: aliasedNames[seed] ?? [])
        }
        while seen.count < Self.supertypeLimit, let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            appendInherited(byDeclarationsOf: next, to: &pending)
            pending.append(contentsOf: aliasedNames[next] ?? [])
        }
        var names = Set(declaration.inheritance)
        for number in seen { names.insert(strings[number]) }
        return names
    }

    private func isDeclaredProtocol(_ name: Int32) -> Bool {
        for position in recordsByName.positions(for: name) where records[Int(recordsByName.value(at: position))].kind == .protocol { return true }
        return false
    }

    /// The names a top-level type alias stands for (`typealias Services = HasStore & HasClock`: both), none for another name.
    func aliasedNames(of alias: String) -> [String] {
        guard let number = strings.existingNumber(alias) else { return [] }
        return (aliasedNames[number] ?? []).map { strings[$0] }
    }

    /// Top-level type aliases that name `name` (`typealias Store = Reading & Writing` for `Reading`): a type
    /// conforming to the alias conforms to `name`.
    func aliases(naming name: String) -> [String] {
        guard let number = strings.existingNumber(name) else { return [] }
        return (aliasesByName[number] ?? []).map { strings[$0] }
    }

    /// The type whose `…Notification` the package's `Notification.Name` static `name` renames (`UIApplication` for `static let
    /// appDidBecomeActive = UIApplication.didBecomeActiveNotification`), or `nil`.
    func notificationAliasType(of name: String) -> String? {
        notificationAliases[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The conformances the package's `macro` named `name` adds through its `@attached(…, conformances: …)` roles.
    func conformances(ofMacro name: String) -> Set<String> {
        macroConformances[name] ?? []
    }

    /// Whether the package declares `name` as a top-level alias of a type naming bare `Any` or `AnyObject` (`[String: Any]`).
    func isUntypedAlias(_ name: String) -> Bool {
        strings.existingNumber(name).map(untypedAliases.contains) ?? false
    }

    /// True when `module` declares a type called `name` inside another type (`Outer.Folder`); a reference to
    /// `Folder` in that module may mean the nested type.
    func declaresNestedType(_ name: String, in module: String?) -> Bool {
        let moduleNumber = module.map { strings.existingNumber($0) ?? -2 } ?? -1
        for position in recordsByName.positions(for: strings.existingNumber(name)) {
            let record = records[Int(recordsByName.value(at: position))]
            if record.kind != .extension, !record.isTopLevel, record.module == moduleNumber { return true }
        }
        return false
    }

    /// Types declared inside another type (or an extension of one) with this name, in any module.
    func nestedDeclarations(named name: String) -> [IndexedType] {
        let number = strings.existingNumber(name)
        return number.flatMap { frequentNested[$0] } ?? declaredTypes(named: number, topLevel: false)
    }

    /// Types declared directly inside a type (or an extension) called `parent`.
    func nestedTypes(in parent: String) -> [IndexedType] {
        types(nestedByParent, key: strings.existingNumber(parent))
    }

    /// Member names of a type in a module, gathered across all its extensions.
    func members(of type: String, in module: String?) -> Set<String> {
        names(in: members, of: recordOffsets(named: type, in: module))
    }

    /// Whether a type of `module` declares the method `fullName` (base name `name`) with a body doing something, in its
    /// body or an extension: a declaration of that name not written empty. Only empty bodies are kept by full name, so an
    /// overload of other labels with a body counts too (see `PackageIndex.implements`).
    func implements(_ name: String, fullName: String, of type: String, in module: String?) -> Bool {
        let offsets = recordOffsets(named: type, in: module)
        guard names(in: members, of: offsets).contains(name) else { return false }
        let number = strings.existingNumber(fullName)
        return !offsets.contains { offset in number.map { emptyFunctions[offset]?.contains($0) == true } ?? false }
    }

    /// Methods, initializers and subscripts a protocol declared in `module` requires in its own body, not its extensions.
    func methodRequirements(of protocolName: String, in module: String?) -> Set<String> {
        names(in: methodRequirements, of: recordOffsets(named: protocolName, in: module, kind: .protocol))
    }

    /// Member names a protocol declared in `module` lists in its own body (requirements of every kind), not its extensions
    /// nor those of same-named types nested elsewhere in the module (`Feature.Provider` classes beside `protocol Provider`).
    func protocolMembers(of protocolName: String, in module: String?) -> Set<String> {
        names(in: members, of: recordOffsets(named: protocolName, in: module, kind: .protocol))
    }

    /// The methods among `methodRequirements` that return nothing (no result type, `Void` or `()`), by full name (`update(for:)`).
    func actionRequirements(of protocolName: String, in module: String?) -> Set<String> {
        names(in: actionRequirements, of: recordOffsets(named: protocolName, in: module, kind: .protocol))
    }

    /// The full names of the requirements (a property by its name) of a protocol declared in `module` whose signatures spell `type`.
    func requirements(of protocolName: String, in module: String?, spelling type: String) -> Set<String> {
        guard let wanted = strings.existingNumber(type) else { return [] }
        var requirements: Set<String> = []
        for offset in recordOffsets(named: protocolName, in: module, kind: .protocol) {
            let positions = requirementSignatures.positions(of: Int(offset))
            for position in stride(from: positions.lowerBound, to: positions.upperBound - 1, by: 2)
            where requirementSignatures.value(at: position + 1) == wanted {
                requirements.insert(strings[requirementSignatures.value(at: position)])
            }
        }
        return requirements
    }

    /// Member names that extensions of `type` in `module` declare: for a protocol, its default implementations.
    func extensionMembers(of type: String, in module: String?) -> Set<String> {
        names(in: members, of: recordOffsets(named: type, in: module, kind: .extension))
    }

    /// Member names that the extensions of `type` in `module` written with `modifier` declare (`public extension Notification.Name`).
    func extensionMembers(of type: String, in module: String?, modifier: String) -> Set<String> {
        names(in: members, of: recordOffsets(named: type, in: module, kind: .extension).filter { self.type($0).modifiers.contains(modifier) })
    }

    private func names(in lists: FlatLists, of offsets: [Int32]) -> Set<String> {
        var names: Set<String> = []
        for offset in offsets {
            for position in lists.positions(of: Int(offset)) { names.insert(strings[lists.value(at: position)]) }
        }
        return names
    }
}
