import GuardrailsCore

/// A suite that stubs the network through a test-support module: the module declares a `URLProtocol` subclass and
/// hands the suite a session using it (`LoopbackSessions.make()`), so the registration is not in the suite's file.
enum SupportModuleTransportStubs {
    /// The file names `URLSession` and imports a module of test code (a test target, or a `testSupport` layer's module)
    /// that declares a `URLProtocol` subclass; a suite importing that module for its other helpers does not stub the wire.
    /// Asked only of a suite already named after an adapter behind a port.
    static func importsStubProtocol(_ model: SourceModel, _ context: RuleContext) -> Bool {
        guard model.references.contains(where: { $0.name == "URLSession" || $0.base == "URLSession" }) else { return false }
        let stubs = context.index.conformers(of: "URLProtocol").filter { $0.kind == .class && ($0.isTest || context.isTestCode($0)) }
        guard !stubs.isEmpty else { return false }
        let modules = Set(model.imports.map(\.module))
        return stubs.contains { $0.module.map(modules.contains) == true }
    }
}
