/// Places a file in its package: its target (from the input's placement or the package model), whether
/// that is a test target, and its layer.
public struct FilePlacer: Sendable {
    let package: PackageModel
    let configuration: Configuration

    public init(package: PackageModel, configuration: Configuration) {
        self.package = package
        self.configuration = configuration
    }

    func placement(of input: LintInput) -> (module: String?, isTest: Bool) {
        guard case .module(let name, let isTest) = input.placement ?? package.placement(of: input.path) else { return (nil, false) }
        return (name, isTest)
    }

    /// A test target's file, or one of a layer only tests may import (see `LintFile.isTestCode`).
    func isTestCode(module: String?, isTest: Bool) -> Bool {
        isTest || module.flatMap { layer(ofModule: $0, isTest: isTest) }?.isTestSupport == true
    }

    func place(_ input: LintInput, model: SourceModel, tokens: [Token] = []) -> LintFile {
        let (module, isTest) = placement(of: input)
        return LintFile(
            path: input.path, module: module, isTest: isTest, layer: module.flatMap { layer(ofModule: $0, isTest: isTest) },
            model: model, tokens: tokens
        )
    }

    /// A module's layer; a test target no layer lists takes the layer of its subject: `X` for `XTests`,
    /// else the first target it depends on that has one.
    public func layer(ofModule module: String, isTest: Bool) -> Layer? {
        if let layer = configuration.layer(ofModule: module, isTest: isTest) { return layer }
        guard isTest else { return nil }
        for dependency in package.target(named: module)?.dependencies ?? [] where dependency.mayNameLocalTarget {
            if let layer = configuration.layer(ofModule: dependency.name), !layer.isTestSupport { return layer }
        }
        return nil
    }
}
