import GuardrailsCore

/// Whether a singleton read sits in the injected factory that owns it: `MetricsKitClient.shared` configured and returned by
/// `func makeSink(key:) -> MetricsSink` of `DefaultMetricsSinkFactory`, which adopts the package's `MetricsSinkFactory`.
/// The singleton's type is a framework's or a third-party SDK's (the package declares none of that name), the method is a
/// requirement of a package protocol named as a factory (`suffixes`, before a `Protocol` suffix) that has a test double, and
/// it declares its result as a package protocol. Consumers take the factory and tests pass the double, so the factory is the
/// seam, and the SDK offers no other instance to build. A package singleton read there (`Container.shared.repo()`, a
/// service locator) stays reported.
enum SingletonProducingFactory {
    static func isProduct(_ reference: Reference, of singleton: String, suffixes: [String], _ file: LintFile, _ index: PackageIndex) -> Bool {
        let types = file.model.types
        guard !suffixes.isEmpty, reference.enclosingType >= 0, Int(reference.enclosingType) < types.count,
              index.declarations(named: singleton).isEmpty, index.nestedDeclarations(named: singleton).isEmpty else { return false }
        let type = types[Int(reference.enclosingType)]
        let tokens = file.tokens
        guard type.kind == .class || type.kind == .struct || type.kind == .actor || type.kind == .extension,
              let method = type.members.last(where: { ($0.line, $0.column) < (Int(reference.line), Int(reference.column)) }),
              method.kind == .function, !method.modifiers.contains("static"),
              let start = TokenLookup.position(line: method.line, column: method.column, in: tokens),
              let position = TokenLookup.position(line: Int(reference.line), column: Int(reference.column), in: tokens),
              let end = TokenLookup.bodyEnd(from: start, in: tokens), position < end,
              let result = resultType(ofFunctionAt: start, in: tokens),
              index.declarations(named: result).contains(where: { $0.kind == .protocol }) else { return false }
        // The conformance may be declared on the type or on an extension of it in the file.
        let inherited = types.filter { $0.name == type.name && $0.parent == type.parent }.flatMap { $0.inheritance.map(\.name) }
        let doubles = TestDoubles(markers: TestDoubles.defaultMarkers)
        return inherited.contains { name in
            isNamedAsFactory(name, suffixes) && index.declarations(named: name).contains { declaration in
                declaration.kind == .protocol && index.methodRequirements(of: name, in: declaration.module).contains(method.fullName)
            } && index.conformers(of: name).contains(where: doubles.isDouble)
        }
    }

    /// `PostageFactory`, `PostageFactoryProtocol`: the name, less a `Protocol` suffix, ends in one of `suffixes`.
    private static func isNamedAsFactory(_ name: String, _ suffixes: [String]) -> Bool {
        let stem = name.hasSuffix("Protocol") && name.count > 8 ? name.dropLast(8) : Substring(name)
        return suffixes.contains { stem.hasSuffix($0) && stem.count > $0.count }
    }

    /// `MetricsSink` of `func makeSink(key: String) async throws -> any MetricsSink?`: the declared result's type name.
    private static func resultType(ofFunctionAt start: Int, in tokens: [Token]) -> String? {
        var arrow = FunctionParameters.names(declaredAt: start, in: tokens).end + 1
        while arrow < tokens.count, tokens[arrow].kind == .keyword, ["async", "throws", "rethrows"].contains(tokens[arrow].text) { arrow += 1 }
        guard arrow + 1 < tokens.count, tokens[arrow].text == "->" else { return nil }
        var name = arrow + 1
        if tokens[name].text == "any" || tokens[name].text == "some", name + 1 < tokens.count { name += 1 }
        guard tokens[name].kind == .identifier else { return nil }
        return tokens[name].text
    }
}
