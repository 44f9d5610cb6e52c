/// Places a file in its package: its target (from the input's placement or the package model), whether
/// that is a test target, and its layer.
public struct FilePlacer: Sendable {
    let package: PackageModel
    let configuration: Configuration

    public init(package: PackageModel, configuration: Configuration) {
        self.package = package
        self.configuration = configuration
    }

    func placement(of input: LintInput) -> FilePlacement {
        guard case .module(let name, let isTest) = input.placement ?? package.placement(of: input.path) else {
            return FilePlacement(module: nil, isTest: false, layer: nil)
        }
        return FilePlacement(module: name, isTest: isTest, layer: layer(ofModule: name, isTest: isTest))
    }

    /// `input` with its `model`, where `placement(of: input)` put it.
    func place(_ input: LintInput, at placement: FilePlacement, model: SourceModel) -> LintFile {
        LintFile(path: input.path, module: placement.module, isTest: placement.isTest, layer: placement.layer, model: model)
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
