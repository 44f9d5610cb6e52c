/// Protocol names two modules or more declare (`protocol NetworkingService` in each of ten apps that import nothing of
/// each other), and for each declaring module the modules that see it: itself and those whose imports or declared
/// dependencies reach it, directly or transitively. A conformance or a use of such a name in one module is one of the
/// protocol its module sees, not of every protocol so named. Worked out once per run, only for those names' declaring
/// modules, so each question about a conformer or a user is a set lookup.
struct SharedProtocolNames: Sendable {
    /// By name number, the modules declaring a top-level protocol of that name, for names two modules or more declare.
    private var declarers: [Int32: Set<String>] = [:]
    /// By declaring module, the modules that see it, itself included.
    private var seers: [String: Set<String>] = [:]
    /// By name number, the modules whose production files name it as a type beyond adopting it.
    private var users: [Int32: Set<String>] = [:]

    init() {}

    /// `declared` holds each top-level protocol's name and module; `edges` are the module graph's (a module to the modules
    /// it imports or depends on); `namesUsed` the names each module's production files use as types.
    init(declared: [(name: Int32, module: String)], edges: [String: Set<String>], namesUsed: [String: Set<Int32>]) {
        var byName: [Int32: Set<String>] = [:]
        for (name, module) in declared { byName[name, default: []].insert(module) }
        declarers = byName.filter { $0.value.count > 1 }
        guard !declarers.isEmpty else { return }
        var dependents: [String: [String]] = [:]
        for (module, reached) in edges {
            for other in reached where other != module { dependents[other, default: []].append(module) }
        }
        for module in Set(declarers.values.joined()) {
            var seen: Set<String> = [module]
            var pending = [module]
            while let next = pending.popLast() {
                for dependent in dependents[next] ?? [] where seen.insert(dependent).inserted { pending.append(dependent) }
            }
            seers[module] = seen
        }
        for (module, names) in namesUsed {
            for name in names where declarers[name] != nil { users[name, default: []].insert(module) }
        }
    }

    /// Whether another module declares a protocol named as the one `module` declares.
    func isShared(_ name: Int32, declaredIn module: String?) -> Bool {
        module.map { declarers[name]?.contains($0) == true } ?? false
    }

    /// Whether a conformance or use of the name `name` in `user` counts for the protocol `module` declares: always, unless
    /// two modules or more declare a protocol so named, `module` among them, and `user` sees another of them and not
    /// `module`. A user in no module, or seeing none of the declarers, keeps counting for each.
    func counts(_ user: String?, for name: Int32, declaredIn module: String?) -> Bool {
        guard let user, let module, let declaring = declarers[name], declaring.contains(module), user != module else { return true }
        if seers[module]?.contains(user) == true { return true }
        return !declaring.contains { seers[$0]?.contains(user) == true }
    }

    /// Whether the protocol `name` that `module` declares is shared with another module; `nil` when it is not (ask the
    /// package-wide facts), else whether a module counting for it uses it as a type.
    func isUsedAsType(_ name: Int32, declaredIn module: String?) -> Bool? {
        guard isShared(name, declaredIn: module) else { return nil }
        return users[name]?.contains { counts($0, for: name, declaredIn: module) } ?? false
    }
}
