/// Cross-file facts: where each type is declared, who conforms to what, which members a type has
/// across its extensions, what each module imports and re-exports, the targets the manifest declares
/// with their dependencies, and which modules depend on each other in a cycle.
///
/// It is the only thing the linter keeps of every file, so it is stored compactly: names, modules and paths
/// once each in a string table, types as numeric records, lists packed into shared arrays. Memory then grows
/// with the package's declarations by a few bytes each, not with its source.
public struct PackageIndex: Sendable {
    private var strings = StringTable()
    private var records: [TypeRecord] = []
    private var inherited = FlatLists()
    private var members = FlatLists()
    private var attributeLists: [[Int32]] = [[]]
    private var attributeListNumbers: [[Int32]: Int32] = [[]: 0]
    private var recordsByName = KeyedLists()
    private var conformersByName = KeyedLists()
    private var testModules: Set<String> = []
    private var reachable: [String: Set<String>] = [:]
    private var firstFiles: [String: String] = [:]
    private var importedModules: [String: Set<String>] = [:]
    private var reexportedModules: [String: Set<String>] = [:]
    private var declaredGraph: [String: Set<String>] = [:]
    public private(set) var modules: Set<String> = []
    /// The package the files belong to: its targets and their declared dependencies.
    public let package: PackageModel

    public init(files: [LintFile], package: PackageModel = PackageModel(configured: [])) {
        self.init(indexing: files.map(IndexedFile.init), package: package)
    }

    public init(indexing files: [IndexedFile], package: PackageModel = PackageModel(configured: [])) {
        self.init(package: package)
        for file in files { add(file) }
        finish()
    }

    /// An empty index to `add` files to, in a deterministic order, then `finish`.
    init(package: PackageModel) {
        self.package = package
    }

    mutating func add(_ file: IndexedFile) {
        if let module = file.module {
            modules.insert(module)
            if firstFiles[module].map({ file.path < $0 }) ?? true { firstFiles[module] = file.path }
            if file.isTest { testModules.insert(module) }
            importedModules[module, default: []].formUnion(file.summary.importedModules)
            reexportedModules[module, default: []].formUnion(file.summary.reexportedModules)
        }
        let module = file.module.map { strings.number($0) } ?? -1
        let path = strings.number(file.path)
        for declaration in file.summary.declarations {
            records.append(TypeRecord(
                name: strings.number(declaration.name), attributes: attributeList(declaration.attributes), module: module, path: path,
                line: Int32(clamping: declaration.line), kind: declaration.kind, isTest: file.isTest, isTopLevel: declaration.isTopLevel
            ))
            inherited.append(declaration.inheritedNames.map { strings.number($0) })
            members.append(declaration.memberNames.map { strings.number($0) })
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
        strings.reserve(scale(strings.count))
    }

    /// Builds the lookups by name and the module graph once every file is added.
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
        for target in package.targets {
            let local = (target.dependencies ?? []).filter { $0.mayNameLocalTarget && package.target(named: $0.name) != nil }
            declaredGraph[target.name] = Set(local.map(\.name))
        }
        var graph = importedModules.mapValues { $0.intersection(modules) }
        for (target, dependencies) in declaredGraph { graph[target, default: []].formUnion(dependencies) }
        reachable = Self.reachability(graph)
    }

    private mutating func attributeList(_ attributes: [String]) -> Int32 {
        let numbers = attributes.map { strings.number($0) }
        if let existing = attributeListNumbers[numbers] { return existing }
        let number = Int32(attributeLists.count)
        attributeLists.append(numbers)
        attributeListNumbers[numbers] = number
        return number
    }

    private func type(_ record: Int32) -> IndexedType {
        let record = records[Int(record)]
        return IndexedType(
            name: strings[record.name], kind: record.kind, attributes: attributeLists[Int(record.attributes)].map { strings[$0] },
            module: record.module < 0 ? nil : strings[record.module], isTest: record.isTest, path: strings[record.path], line: Int(record.line)
        )
    }

    /// Every module each module reaches through imports (breadth-first, no recursion).
    private static func reachability(_ graph: [String: Set<String>]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for start in graph.keys {
            var seen: Set<String> = []
            var queue = Array(graph[start] ?? [])
            while let next = queue.popLast() {
                guard seen.insert(next).inserted else { continue }
                queue.append(contentsOf: graph[next] ?? [])
            }
            result[start] = seen
        }
        return result
    }

    /// Top-level types (not extensions) declared with this name anywhere in the package; nested types
    /// are reached through their parent's name, so they are not indexed on their own.
    public func declarations(named name: String) -> [IndexedType] {
        recordsByName.values(for: strings.existingNumber(name)).filter { records[Int($0)].kind != .extension && records[Int($0)].isTopLevel }.map(type)
    }

    /// Types and extensions that list `name` in their inheritance clause.
    public func conformers(of name: String) -> [IndexedType] {
        conformersByName.values(for: strings.existingNumber(name)).map(type)
    }

    /// Member names of a type in a module, gathered across all its extensions.
    public func members(of type: String, in module: String?) -> Set<String> {
        let moduleNumber = module.map { strings.existingNumber($0) ?? -2 } ?? -1
        var names: Set<String> = []
        for record in recordsByName.values(for: strings.existingNumber(type)) where records[Int(record)].module == moduleNumber {
            names.formUnion(members[Int(record)].map { strings[$0] })
        }
        return names
    }

    /// The module's first file by path: where a finding about the whole module is reported, once.
    public func firstFile(of module: String) -> String? {
        firstFiles[module]
    }

    public func isTestModule(_ module: String) -> Bool {
        testModules.contains(module)
    }

    /// Modules the files of `module` import.
    public func imports(of module: String) -> Set<String> {
        importedModules[module] ?? []
    }

    /// Modules `module` re-exports with `@_exported import`, directly or through what it re-exports.
    public func reexports(of module: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = Array(reexportedModules[module] ?? [])
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending.append(contentsOf: reexportedModules[next] ?? [])
        }
        return seen
    }

    /// Whether `target`'s declared dependencies reach `other`, directly or through other targets of the
    /// package (SwiftPM lets a target import what its dependencies depend on); `nil` when that cannot be
    /// told because a target on the way has dependencies nothing declares.
    public func dependsOn(_ target: String, _ other: String) -> Bool? {
        var seen: Set<String> = []
        var pending = [target]
        var isKnown = true
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            guard package.target(named: next)?.dependencies != nil else {
                isKnown = false
                continue
            }
            let direct = declaredGraph[next] ?? []
            if direct.contains(other) { return true }
            pending.append(contentsOf: direct)
        }
        return isKnown ? false : nil
    }

    /// True when `importer` importing `imported` closes a cycle (including a module importing itself),
    /// through imports and the dependencies the manifest declares.
    public func importCloses(from importer: String, to imported: String) -> Bool {
        importer == imported || reachable[imported]?.contains(importer) == true
    }
}
