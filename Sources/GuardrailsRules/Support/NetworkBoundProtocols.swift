import GuardrailsCore

/// For `async-store-boundary`: a protocol whose every production conformer (one named as a double aside) reaches the
/// network, itself or through what it holds, a few hops deep: its body names `URLSession` or a library's session
/// (`TypeTraits.reachesNetwork`), its file imports a networking library (`networkModules`: Alamofire, Moya, Apollo), it
/// adopts a package protocol whose declaration or extension does (the calls inherited from it), or it stores a type that does, or a protocol named as a remote port (`RemotePortNames`) or itself so bound. A file importing
/// a system service whose API is async or completion-only (`systemServiceModules`: UserNotifications, NetworkExtension,
/// StoreKit) counts the same, a few hops from the port: a synchronous port over it would block a thread while the system answers. Such a
/// repository (`refreshOrders() async` over a web API) or the use case only awaiting it is async because the work is
/// remote I/O, not because one implementation is. A `…Store` is never so bound, and a conformer holding only a local
/// store or cache does not reach the network, so a boundary made async over local data stays reported.
struct NetworkBoundProtocols {
    let index: PackageIndex
    let remoteWords: Set<String>
    let networkModules: Set<String>
    /// Only near the port: a manager deep down holding a purchase reader is not waiting on StoreKit for this call.
    let systemServiceModules: Set<String>
    let storeSuffixes: [String]
    /// Hops from the judged protocol to the client at the far end: use case, its repository, the repository's conformer,
    /// the fetcher it holds, the API type the fetcher holds, with room for one more.
    private static let hops = 7
    /// A system service counts within three hops of the port: the conformer wrapping it, what that holds, or a repository's
    /// service class a use case reaches through it.
    private static let systemServiceBudget = hops - 3
    private let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)

    init(_ context: RuleContext) {
        index = context.index
        remoteWords = context.stringSet("remotePortWords")
        networkModules = context.stringSet("networkModules")
        systemServiceModules = context.stringSet("systemServiceModules")
        storeSuffixes = context.strings("storeSuffixes")
    }

    func isNetworkBound(_ protocolName: String, module: String?) -> Bool {
        var visiting: Set<String> = []
        return isBound(protocolName, module: module, inClients: false, budget: Self.hops, &visiting)
    }

    /// A declaration with the index that holds its facts: a local package's conformers may sit in the app or another
    /// package using it, indexed apart (`PackageIndex.clients`).
    private struct Located {
        let declaration: IndexedType
        let index: PackageIndex
        let inClients: Bool
    }

    /// `inClients`: the protocol is declared in the code using the package, where its conformers are too.
    private func isBound(_ name: String, module: String?, inClients: Bool, budget: Int, _ visiting: inout Set<String>) -> Bool {
        guard !storeSuffixes.contains(where: { name.hasSuffix($0) }) else { return false }
        if RemotePortNames.isRemotePort(name, words: remoteWords) { return true }
        guard budget > 0, visiting.insert(name).inserted else { return false }
        defer { visiting.remove(name) }
        let own = inClients ? [] : index.conformersThroughRefinements(of: name).map { Located(declaration: $0, index: index, inClients: false) }
        let used = index.clients.map { clients in
            (inClients ? clients.conformersThroughRefinements(of: name) : ClientConformers(index: index).conformers(of: name, module: module))
                .map { Located(declaration: $0, index: clients, inClients: true) }
        } ?? []
        let conformers = (own + used).filter { $0.declaration.kind != .protocol && !$0.declaration.isTest && !doubles.isDouble(named: $0.declaration.name) }
        return !conformers.isEmpty && conformers.allSatisfy { reaches($0, budget: budget - 1, &visiting) }
    }

    /// A conformer or a held type's declaration: an extension is judged with the type it extends.
    private func reaches(_ located: Located, budget: Int, _ visiting: inout Set<String>) -> Bool {
        let declaration = located.declaration
        if located.index.traits(of: declaration).contains(.reachesNetwork)
            || !located.index.imports(ofFile: declaration.path).isDisjoint(with: budget >= Self.systemServiceBudget ? networkModules.union(systemServiceModules) : networkModules) {
            return true
        }
        // Naming such a service's object (`UNUserNotificationCenter.current()`) counts too: UIKit brings UserNotifications along.
        if budget >= Self.systemServiceBudget, located.index.traits(of: declaration).contains(.awaitsSystemService) { return true }
        if adoptsNetworkProtocol(located) { return true }
        if declaration.kind == .extension {
            return declarations(named: declaration.name).contains { $0.declaration.kind != .extension && reaches($0, budget: budget, &visiting) }
        }
        return located.index.heldInstanceTypes(of: declaration).contains { reaches(typeNamed: $0, budget: budget, &visiting) }
    }

    /// A type adopting a package protocol whose declaration or an extension of it makes the calls (`extension RemoteKind {
    /// func call(_ target:) }` in the one file importing Moya) reaches the network through those inherited methods, though
    /// its own file imports no networking library. Only the adopted names are looked up, so the cost stays per hop.
    private func adoptsNetworkProtocol(_ located: Located) -> Bool {
        located.declaration.inheritance.contains { name in
            let declared = located.index.declarations(named: name).filter { !$0.isTest }
            guard declared.contains(where: { $0.kind == .protocol }) else { return false }
            return declared.contains { adopted in
                located.index.traits(of: adopted).contains(.reachesNetwork)
                    || !located.index.imports(ofFile: adopted.path).isDisjoint(with: networkModules)
            }
        }
    }

    private func reaches(typeNamed name: String, budget: Int, _ visiting: inout Set<String>) -> Bool {
        if name == "URLSession" { return true }
        guard budget > 0 else { return false }
        let declared = declarations(named: name)
        if let declaration = declared.first(where: { $0.declaration.kind == .protocol }) {
            return isBound(name, module: declaration.declaration.module, inClients: declaration.inClients, budget: budget, &visiting)
        }
        guard !declared.isEmpty, visiting.insert(name).inserted else { return false }
        defer { visiting.remove(name) }
        return declared.contains { reaches($0, budget: budget - 1, &visiting) }
    }

    /// The production declarations of a name in the package, else in the code using it.
    private func declarations(named name: String) -> [Located] {
        let own = index.declarations(named: name).filter { !$0.isTest }
        if !own.isEmpty { return own.map { Located(declaration: $0, index: index, inClients: false) } }
        guard let clients = index.clients else { return [] }
        return clients.declarations(named: name).filter { !$0.isTest }.map { Located(declaration: $0, index: clients, inClients: true) }
    }
}
