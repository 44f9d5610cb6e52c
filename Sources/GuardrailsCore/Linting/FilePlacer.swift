/// Places a parsed file in its package: its target, whether that is a test target, and its layer.
struct FilePlacer: Sendable {
    let resolver: ModuleResolver
    let configuration: Configuration

    init(configuration: Configuration) {
        self.resolver = ModuleResolver(targets: configuration.targets)
        self.configuration = configuration
    }

    func place(_ path: String, model: SourceModel, tokens: [Token] = []) -> LintFile {
        let placement = resolver.resolve(path)
        return LintFile(
            path: path, module: placement?.module, isTest: placement?.isTest ?? false,
            layer: placement.flatMap { configuration.layer(ofModule: $0.module, isTest: $0.isTest) },
            model: model, tokens: tokens
        )
    }
}
