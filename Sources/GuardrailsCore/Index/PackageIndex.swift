/// Cross-file facts: where each type is declared, who conforms to what, which members a type has
/// across its extensions, and which modules import each other in a cycle.
public struct PackageIndex: Sendable {
    private var declarations: [String: [IndexedType]] = [:]
    private var conformers: [String: [IndexedType]] = [:]
    private var memberNames: [String: Set<String>] = [:]
    private var testModules: Set<String> = []
    private var reachable: [String: Set<String>] = [:]
    private var firstFiles: [String: String] = [:]
    public private(set) var modules: Set<String> = []

    public init(files: [LintFile]) {
        var imports: [String: Set<String>] = [:]
        for file in files {
            if let module = file.module {
                modules.insert(module)
                if firstFiles[module].map({ file.path < $0 }) ?? true { firstFiles[module] = file.path }
                if file.isTest { testModules.insert(module) }
                imports[module, default: []].formUnion(file.model.imports.map(\.module))
            }
            for declaration in file.model.types {
                let entry = IndexedType(
                    name: declaration.name, kind: declaration.kind, attributes: declaration.attributes, module: file.module, isTest: file.isTest,
                    path: file.path, line: declaration.line
                )
                if declaration.kind != .extension, declaration.parent == nil {
                    declarations[declaration.name, default: []].append(entry)
                }
                for inherited in declaration.inheritance { conformers[inherited.name, default: []].append(entry) }
                memberNames[Self.key(file.module, declaration.name), default: []].formUnion(declaration.members.map(\.name))
            }
        }
        reachable = Self.reachability(imports.mapValues { $0.intersection(modules) })
    }

    private static func key(_ module: String?, _ type: String) -> String {
        "\(module ?? "")\u{0}\(type)"
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
        declarations[name] ?? []
    }

    /// Types and extensions that list `name` in their inheritance clause.
    public func conformers(of name: String) -> [IndexedType] {
        conformers[name] ?? []
    }

    /// Member names of a type in a module, gathered across all its extensions.
    public func members(of type: String, in module: String?) -> Set<String> {
        memberNames[Self.key(module, type)] ?? []
    }

    /// The module's first file by path: where a finding about the whole module is reported, once.
    public func firstFile(of module: String) -> String? {
        firstFiles[module]
    }

    public func isTestModule(_ module: String) -> Bool {
        testModules.contains(module)
    }

    /// True when `importer` importing `imported` closes a cycle (including a module importing itself).
    public func importCloses(from importer: String, to imported: String) -> Bool {
        importer == imported || reachable[imported]?.contains(importer) == true
    }
}
