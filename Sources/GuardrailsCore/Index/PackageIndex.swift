/// Cross-file facts: where each type is declared, who conforms to what, which members a type has
/// across its extensions, what each module imports and re-exports, the targets the manifest declares
/// with their dependencies, and which modules depend on each other in a cycle.
public struct PackageIndex: Sendable {
    private var declarations: [String: [IndexedType]] = [:]
    private var conformers: [String: [IndexedType]] = [:]
    private var memberNames: [String: Set<String>] = [:]
    private var allSupertypes: [String: Set<String>] = [:]
    private var methodRequirementNames: [String: Set<String>] = [:]
    private var extensionMemberNames: [String: Set<String>] = [:]
    private var protocolUses: [String: Int] = [:]
    private var mentionedProtocols: Set<String> = []
    private var heldTypeNames: Set<String> = []
    private var nestedDeclarations: [String: [IndexedType]] = [:]
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
        self.package = package
        var imports: [String: Set<String>] = [:]
        var supertypes: [String: Set<String>] = [:]
        for file in files {
            if let module = file.module {
                modules.insert(module)
                if firstFiles[module].map({ file.path < $0 }) ?? true { firstFiles[module] = file.path }
                if file.isTest { testModules.insert(module) }
                imports[module, default: []].formUnion(file.model.imports.map(\.module))
                reexportedModules[module, default: []].formUnion(file.model.imports.filter { $0.attributes.contains("_exported") }.map(\.module))
            }
            for declaration in file.model.types {
                let entry = IndexedType(
                    name: declaration.name, kind: declaration.kind, attributes: declaration.attributes, modifiers: declaration.modifiers,
                    inheritance: declaration.inheritance.map(\.name), isGeneric: declaration.isGeneric, module: file.module,
                    parent: declaration.parent.map { file.model.types[$0].name }, isTest: file.isTest, path: file.path, line: declaration.line
                )
                if declaration.kind != .extension, declaration.parent == nil {
                    declarations[declaration.name, default: []].append(entry)
                } else if declaration.kind != .extension {
                    nestedDeclarations[declaration.name, default: []].append(entry)
                }
                if !declaration.inheritance.isEmpty { supertypes[declaration.name, default: []].formUnion(entry.inheritance) }
                for inherited in declaration.inheritance { conformers[inherited.name, default: []].append(entry) }
                let key = Self.key(file.module, declaration.name)
                memberNames[key, default: []].formUnion(declaration.members.map(\.name))
                if declaration.kind == .protocol {
                    let methods = declaration.members.filter { $0.kind == .function || $0.kind == .subscriptDecl || $0.kind == .initializer }
                    methodRequirementNames[key, default: []].formUnion(methods.map(\.name))
                }
                if declaration.kind == .extension { extensionMemberNames[key, default: []].formUnion(declaration.members.map(\.name)) }
                if !file.isTestCode {
                    for member in declaration.members where member.kind == .variable {
                        if let type = member.propertyType, type.isAnnotated, !type.name.isEmpty { heldTypeNames.insert(type.name) }
                    }
                }
            }
        }
        importedModules = imports
        for target in package.targets {
            let local = (target.dependencies ?? []).filter { $0.mayNameLocalTarget && package.target(named: $0.name) != nil }
            declaredGraph[target.name] = Set(local.map(\.name))
        }
        var graph = imports.mapValues { $0.intersection(modules) }
        for (target, dependencies) in declaredGraph { graph[target, default: []].formUnion(dependencies) }
        reachable = Self.reachability(graph)
        allSupertypes = Self.transitiveSupertypes(supertypes)
        (protocolUses, mentionedProtocols) = Self.protocolUses(in: files, protocols: Set(declarations.filter { $0.value.contains { $0.kind == .protocol } }.keys))
    }

    /// How often production code names each protocol other than to conform to it, extend it or cast to it:
    /// as the type of a property or parameter, a generic constraint.
    private static func protocolUses(in files: [LintFile], protocols: Set<String>) -> (uses: [String: Int], mentioned: Set<String>) {
        var uses: [String: Int] = [:]
        var mentioned: Set<String> = []
        for file in files where !file.isTestCode {
            for reference in file.model.references where reference.base == nil && protocols.contains(reference.name) {
                mentioned.insert(reference.name)
                if !reference.statesCapability { uses[reference.name, default: 0] += 1 }
            }
            for declaration in file.model.types {
                if declaration.kind == .extension, protocols.contains(declaration.name) { uses[declaration.name, default: 0] -= 1 }
                for inherited in declaration.inheritance where protocols.contains(inherited.name) { uses[inherited.name, default: 0] -= 1 }
            }
        }
        return (uses, mentioned)
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

    /// Every name `type` inherits from or conforms to, directly or through the package's own declarations
    /// and extensions of them (`GarbageTextTests: PrettyPrintTestCase` reaches `XCTestCase`). Names are
    /// matched as written, so a supertype the package does not declare ends the walk.
    public func supertypes(of type: String) -> Set<String> {
        allSupertypes[type] ?? []
    }

    /// Each type's supertypes through the package, walked once when the index is built (no recursion). Real
    /// hierarchies are shallow; the walk stops at `supertypeLimit` names so a pathological chain costs little.
    private static let supertypeLimit = 256

    private static func transitiveSupertypes(_ direct: [String: Set<String>]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for type in direct.keys {
            var seen: Set<String> = []
            var queue = Array(direct[type] ?? [])
            while seen.count < supertypeLimit, let next = queue.popLast() {
                guard next != type, seen.insert(next).inserted else { continue }
                queue.append(contentsOf: direct[next] ?? [])
            }
            result[type] = seen
        }
        return result
    }

    /// True when `type` is one of `names` or inherits from one of them, directly or through the package.
    public func isKind(_ type: String, ofAnyOf names: Set<String>) -> Bool {
        names.contains(type) || !supertypes(of: type).isDisjoint(with: names)
    }

    /// True when `module` declares a type called `name` inside another type (`Outer.Folder`); a reference to
    /// `Folder` in that module may mean the nested type.
    public func declaresNestedType(_ name: String, in module: String?) -> Bool {
        nestedDeclarations[name]?.contains { $0.module == module } == true
    }

    /// Types declared inside another type (or an extension of one) with this name, in any module.
    public func nestedDeclarations(named name: String) -> [IndexedType] {
        nestedDeclarations[name] ?? []
    }

    /// Member names of a type in a module, gathered across all its extensions.
    public func members(of type: String, in module: String?) -> Set<String> {
        memberNames[Self.key(module, type)] ?? []
    }

    /// True when production code names the protocol anywhere, conformances and capability clauses included.
    public func isMentioned(_ protocolName: String) -> Bool {
        mentionedProtocols.contains(protocolName)
    }

    /// True when a production type stores a property annotated with this type (`weak var delegate: FeedDelegate?`).
    public func isHeldAsProperty(_ type: String) -> Bool {
        heldTypeNames.contains(type)
    }

    /// Methods, initializers and subscripts a protocol declared in `module` requires in its own body, not its extensions.
    public func methodRequirements(of protocolName: String, in module: String?) -> Set<String> {
        methodRequirementNames[Self.key(module, protocolName)] ?? []
    }

    /// Member names that extensions of `type` in `module` declare: for a protocol, its default implementations.
    public func extensionMembers(of type: String, in module: String?) -> Set<String> {
        extensionMemberNames[Self.key(module, type)] ?? []
    }

    /// True when production code names the protocol besides conforming to it, extending it or casting to it
    /// (`as? P` is a capability check): a property or parameter of that type (`private let store: FeedStore`),
    /// a generic constraint.
    public func isUsedAsType(_ protocolName: String) -> Bool {
        (protocolUses[protocolName] ?? 0) > 0
    }

    /// The module's first file by path: where a finding about the whole module is reported, once.
    public func firstFile(of module: String) -> String? {
        firstFiles[module]
    }

    public func isTestModule(_ module: String) -> Bool {
        testModules.contains(module)
    }

    /// Whether the package's target `module` makes `MainActor` its default isolation (Swift 6.2
    /// `.defaultIsolation(MainActor.self)`, or `"defaultIsolation": "MainActor"` in a configured target).
    public func isMainActorByDefault(_ module: String?) -> Bool {
        module.flatMap(package.target(named:))?.isMainActorByDefault ?? false
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
    /// told because a target on the way has dependencies nothing declares. A product of another package
    /// leads nowhere back into this one.
    public func dependsOn(_ target: String, _ other: String) -> Bool? {
        var seen: Set<String> = []
        var pending = [target]
        var isKnown = true
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            guard let placed = package.target(named: next) else {
                if modules.contains(next) { isKnown = false }
                continue
            }
            guard placed.dependencies != nil else {
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
