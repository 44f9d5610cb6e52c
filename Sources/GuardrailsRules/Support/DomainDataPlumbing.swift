import GuardrailsCore

/// Data and wiring code a template keeps in a module mapped as domain (`…Domain` modules of a µfeatures template), not
/// domain models: a networking library's endpoint descriptor, a wire DTO, a DI framework's component.
enum DomainDataPlumbing {
    /// Endpoint protocols of networking libraries (Moya's `TargetType`, Alamofire's `URLRequestConvertible`); names ending in
    /// `Endpoint`, `EndpointType` or `TargetType` count too.
    private static let endpointProtocols: Set<String> = ["TargetType", "URLRequestConvertible", "MultiTargetType"]

    /// `enum OrdersEndpoint { case list(page: Int) }` adopting Moya's `TargetType`, in its declaration or an extension, directly
    /// or through a package protocol refining it (`protocol ShopAPI: TargetType`): a description of requests the provider sends,
    /// never compared or shared as a value. The endpoint protocol must be one the package does not declare.
    static func isEndpointDescriptor(_ type: TypeDecl, in model: SourceModel, _ index: PackageIndex) -> Bool {
        guard type.kind == .enum || type.kind == .struct else { return false }
        var adopted = Set(type.inheritance.map(\.name))
        for other in model.types where other.kind == .extension && other.name == type.name { adopted.formUnion(other.inheritance.map(\.name)) }
        adopted.formUnion(index.supertypes(of: type.name))
        for name in Array(adopted) { adopted.formUnion(index.supertypes(of: name)) }
        return adopted.contains { name in
            (endpointProtocols.contains(name) || name.hasSuffix("EndpointType") || name.hasSuffix("TargetType"))
                && !index.declarations(named: name).contains { $0.kind == .protocol }
        }
    }

    private static let codingProtocols: Set<String> = ["Codable", "Encodable", "Decodable"]
    private static let dtoFolders: Set<String> = ["DTO", "DTOs", "Dto", "Dtos", "dto"]

    /// `struct LoginRequestDTO: Encodable` in `Sources/DTO/Request/`: a wire shape the data code encodes or decodes, not a domain
    /// model, kept out of the module's API. Told by a coding conformance declared on the type and a `DTO` folder or name (`…DTO`,
    /// `…Dto`) or a wire name (`…Request`, `…Response`, `…Body`). A public DTO is the module's API, and is still checked.
    static func isWireType(_ type: TypeDecl, path: String, isAPI: Bool) -> Bool {
        guard !isAPI, type.kind == .struct || type.kind == .enum, type.inheritance.contains(where: { codingProtocols.contains($0.name) }) else { return false }
        if type.name.hasSuffix("DTO") || type.name.hasSuffix("Dto") { return true }
        if PackagePath.components(Substring(path)).dropLast().contains(where: { dtoFolders.contains(String($0)) }) { return true }
        return ["Request", "Response", "Body"].contains { type.name.hasSuffix($0) && type.name.count > $0.count }
    }

    /// DI framework component classes (Needle's `Component<Dependency>`), as `concrete-cross-layer-reference`'s
    /// `compositionBaseTypes` names them.
    private static let componentBases: Set<String> = ["Component", "NonCoreComponent", "PluginizedComponent", "BootstrapComponent"]

    /// `final class OrdersComponent: Component<OrdersDependency>`: the DI framework's wiring, building use cases; the framework
    /// requires a subclass, so it cannot be a struct. Only a base class the package does not declare counts.
    static func isDIComponent(_ type: TypeDecl, _ index: PackageIndex) -> Bool {
        guard type.kind == .class, let base = type.inheritance.first?.name, componentBases.contains(base) else { return false }
        return !index.declarations(named: base).contains { $0.kind == .class || $0.kind == .struct }
    }
}
