import GuardrailsCore

/// How a suite answers its subject's HTTP requests without a server: a stubbing module, or a `URLProtocol`
/// subclass handed to `URLSession`. A suite that does so proves a network adapter against the wire.
enum TransportStubs {
    /// The suite's file answers its subject's HTTP requests: it imports a stubbing module, or hands `URLSession` a
    /// `URLProtocol` subclass (`protocolClasses = […]`, `URLProtocol.registerClass(…)`, a subclass it declares or names).
    static func stubsTransport(_ model: SourceModel, _ modules: [String], _ index: PackageIndex) -> Bool {
        model.imports.contains { modules.contains($0.module) }
            || model.types.contains { $0.kind == .class && $0.inherits("URLProtocol") }
            || model.references.contains { reference in
                reference.name == "protocolClasses" && reference.base != nil
                    || reference.name == "registerClass" && reference.base == "URLProtocol"
                    || reference.base == nil && reference.name.hasSuffix("URLProtocol") && index.supertypes(of: reference.name).contains("URLProtocol")
            }
    }
}
